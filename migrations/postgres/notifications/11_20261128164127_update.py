from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "notifications_outbox" ADD "unsubscribe_url" VARCHAR(1000);
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nCONTACT_RECEIVED: contact_received\nCONTACT_REPLY: contact_reply\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid\nORDER_SHIPPING: order_shipping\nORDER_REFUNDED: order_refunded\nORDER_LATE: order_late\nESIM_READY: esim_ready\nESIM_INSTALL_REMINDER: esim_install_reminder\nUSAGE_DATA: usage_data\nUSAGE_EXPIRY: usage_expiry';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "notifications_outbox" DROP COLUMN "unsubscribe_url";
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nCONTACT_RECEIVED: contact_received\nCONTACT_REPLY: contact_reply\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid\nORDER_SHIPPING: order_shipping\nORDER_REFUNDED: order_refunded\nORDER_LATE: order_late\nESIM_READY: esim_ready\nESIM_INSTALL_REMINDER: esim_install_reminder';"""


MODELS_STATE = (
    "eJzlWF1v2koQ/SuWn3Kl24hAmtC8ubBJLIFB4Oaj5Wq12Avsjb12vesGVOW/31l/YGMHSl"
    "BbpblvMDNnPZwzM97hu84DyWbMIZIFXBwPYjkNln0qBJlT/UL7rnPiqw874/7WdBKGtShl"
    "l2Tq1fE4SPAJcCpkRBwJMTPiCQomlwonYqGKVMgBpxp95xPmaTLQBOXusXYbMSkp1xjX5I"
    "JqcAIXcAggtGCWmJwF4XPwLIjUHBILKjQmj9UT3cCBRzI+/xWHx5x9jSmWwZxCYASP+PIP"
    "mBl36ZKK/Gv4gGeMeu4Gw8xVByR2LFdhYvvI5iaXl0msSn2KncCLfV7Ehyu5CPgawLhU1j"
    "nlNCKSqifIKFas8tjzMjFyotNki5A0yxLGpTMSe0obhU4TKGw6xtbAxmNkY6zXdMsRJbYz"
    "kwMVAKRCqiIhIKm0dx+azVbrvNlonbXfn56fv2832hCb5Ft3nT+lyRRspUclnJlXpmWrhA"
    "IorLT6lOEpwRBJUlQiRsH+A/z4Ov+dBYkQj/1EARPSJtyhNSVybEUL+JFVLXLmd4mRGwo1"
    "isY4XA79Bo3My3uM+obZu9C+0YjNVpiqyp/woTEe3w5GXTxCAL/QQiLEYxC5OKKCypK/c2"
    "1YV6hbikhbwZ3wzsCyjY6N+2g8Nq7QhQYyS2gb7KdToogYoQ4yb9QpeUhEHcq+lU8ZoWHv"
    "vhwQeqsJhxTQqISHBGhUQqf+oWGufSFha/v42hwOTesq94kFC0OozOLcy09Wt3zuLAYN1v"
    "ieYaPc54GgE47GZh9gRhdSpYL5ACHuKrOb1tg2ej3w9004dpSFMFVFngehvlI4mvBPii/c"
    "NWzjQosVVVhVaW5Hd0NzdJ976DJk0ao6xrY0lk+W2KN8LhfwtdXc0TM3xgikHR21mn9tNo"
    "6VeZqJS7VQ0TLAOwsZTSdOvW+en1oboNfcMPvPrwrNjb14buwgulFl2oMei7M37SEDqox/"
    "zZzrqnFVwyILuoUfUubtPdhvb+W+XWVexNN/qfOiCi9BXjPXh9Z3Y6/6buyo70atvqeBu6"
    "pTbNPllqtPHv8m+N1Bp43ukouML8RXr8ziUd+4Swj2V5mnN7Cu8vAS653e4GOF7IX0PfxS"
    "xjdAB9GeXSn/r6zHHOaCynRKcRx5Lxkoz0DfggKbc+WksddgUWFbJ0vqrAxwSWQsDn1xFu"
    "jfN2r0ELZQRdwL351DZHWT222Gn/AxsuAyD0stXOEv4dqvrrYzuPBT95A368nZPvqcbVfn"
    "rKoNgTXbD+Uz6mxdesuQH6++P0uSxq9qgXT1bZ6cnp+2W2en6413bdm16OZLbfmeKCSmUR"
    "REL5ntm6i3MFp+93B3YO8DbjB55qLYBY9kPn2e+01khXs3gx7nH/7A242uVuIB91ZZleyS"
    "xuwjWJn7ww19YC9GytPc0Ca3HlXnzfoQ7da0rzX1Vfs8sFBCbyDkPEqeWMTZn3WVE4llgH"
    "nwiIlb+gMst+asbb5aYLAeIHkJ9hP0/oM67xXJm3NS01f9Ozt7KP1DqAxT4jw8ksjFNU/Q"
    "DLbF1l1+069aCIet3M3YfHr6D12Gkc4="
)
