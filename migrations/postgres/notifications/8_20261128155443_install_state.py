from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nCONTACT_RECEIVED: contact_received\nCONTACT_REPLY: contact_reply\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid\nORDER_SHIPPING: order_shipping\nESIM_READY: esim_ready\nESIM_INSTALL_REMINDER: esim_install_reminder';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nCONTACT_RECEIVED: contact_received\nCONTACT_REPLY: contact_reply\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid\nORDER_SHIPPING: order_shipping\nESIM_READY: esim_ready';"""


MODELS_STATE = (
    "eJztWG1v2kgQ/iuWP+WkNiImDVy+ueAQS2AQWEnb47Ra7AX2Yq9d77oJqvLfb9Yv+C1wgN"
    "oqbe8bnplnd3jm2fGOv6osEHRJHSxowPj5OBaL4GlEOMcrol4rX1WGffljb9wbRcVh2IiS"
    "doEXXhOPggSfABdcRNgRELPEHidgcgl3IhrKSIkcM6KQtz6mniIChRPmniv3ERWCMIUyRa"
    "yJAiswDosAQgmWiclZY7YCzxoLxcExJ1yh4lzu6AYObEnZ6nssHjP6OSZIBCsCgRFs8dff"
    "YKbMJU+E54/hA1pS4rkVhqkrF0jsSGzCxPaerkwmbpJYmfoCOYEX+6yIDzdiHbAtgDIhrS"
    "vCSIQFkTuIKJasstjzsmLkRKfJFiFpliWMS5Y49mRtJDpNoLCpCFljG80MGyG1UbccUWI7"
    "MzmgACAVUuUJAYnS3v6pae12R2u1r7rvLjudd91WF2KTfJuuznOaTMFWulTCmTkwLVsmFI"
    "CwUvVJw3OCwQKnqKQYBfsP8Oeb/PfWODJY7CcVMCFtzBzSqESOrdUC/mS9Fjnz+4qRG4pq"
    "FAfj9HKod8bUvPmIjJFuDq+VLySiyw0iUvlzNtFns/vxtI+mBsCvlRBz/hhELooIJ6Lk79"
    "3q1sDolyLSo+DOWW9s2XrPRiNjNtMHxrUCZRZwbJCfdokiYmr0DPNOrpKHRMQh9Et5lakx"
    "GX4sB4TeZs4gBWNawkMCJCqhU/9EN7e+ENOtfXZrTiamNch9fE3DEJQ5Z8bMHMGyeh+2JJ"
    "z6sCR2N5ndtGa2PhyCf2RasE4WQqUaPA9CfVmpqN5adojdx0/II2wl1vDY1vbo+E6fAt3T"
    "s7b2R1XMVubREpeUdSFj4IKGlKRdoKnllztJBfSaRXx4T6nR3DqI59Yeolt1pj3QfZy9/U"
    "5pGmX8a+ZclYdJHiLDAuWzU2TePYD97k7uu3Xmebz4hzhHKbwEec1cn6rv1kH6bu3Rd6uh"
    "70XgbpoU2+Rpx3Ukj/8l+N1Dp218SC4XPuefvTKLZyP9Q0Kwv8k8w7E1yMNLrPeG4/c1st"
    "fC99CxjFdAJ9GeXfN+V9ahM4uYn9rAC/SPk7wawoQiKTyyh08Mq5/cfDL8nM0MCy56MPDA"
    "9e4GroTyOrWEyyBxT+nwF1cHNKCLq539R7qqtcEwgvmheKE6OweiMuS/x6JvVZLW9x2LtI"
    "vLzmW3fXW5nYa2ln1DUD7wlO8rXCASRUF0TI+pov5vMsc3GQdmCeAG4RcuLH3wCOqTl7mv"
    "Imvcuxn0PP/xE75lVTlmjZm3yVSyrzQmzJW2PppU6tPXbUN6tEptcutZvd9sF1HuTftWkY"
    "/Kp7FlJPQGXKyiZMcizv6kypxwLALEgkeE3dLHkdyas1Z9tUBjPaHkJdg3qPdPdPJeUXlz"
    "Thr1lV/ulg+lr0fSsMDOwyOOXNTwBFqwK7bp8jW/bsEMpkM3Y/P5+V+ApvPX"
)
