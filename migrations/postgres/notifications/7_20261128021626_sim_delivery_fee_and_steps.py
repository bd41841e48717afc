from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nCONTACT_RECEIVED: contact_received\nCONTACT_REPLY: contact_reply\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid\nORDER_SHIPPING: order_shipping\nESIM_READY: esim_ready';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nCONTACT_RECEIVED: contact_received\nCONTACT_REPLY: contact_reply\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid\nESIM_READY: esim_ready';"""


MODELS_STATE = (
    "eJztWG1v2kgQ/iuWP+Wka+SYNHD55oJDLAWDwEraHqfVYi+wF3vtetdNUJX/frN+wW+BA9"
    "Se0rv7BjPz7I6feXa8428qCwVdUhcLGjJ+Pk7EInweEc7xiqjXyjeV4UD+2Bv3q6LiKGpF"
    "SbvAC7+NR2GKT4ELLmLsCohZYp8TMHmEuzGNZKREjhlRyLsAU18RocIJ886Vh5gKQZhCmS"
    "LWRIEVGIdFAKGEy9TkrjFbgWeNheLihBOuUHEud/RCF7akbPUjFk8Y/ZIQJMIVgcAYtvj9"
    "DzBT5pFnwou/0SNaUuJ7NYapJxdI7UhsotT2ga4sJm7SWJn6ArmhnwSsjI82Yh2yLYAyIa"
    "0rwkiMBZE7iDiRrLLE9/NiFERnyZYhWZYVjEeWOPFlbSQ6S6C0qQjZYwfNTAchtVW3AlFh"
    "Oze5oAAgFVLlKQGp0t79puudTlfXOle995fd7vue1oPYNN+2q/uSJVOylS2VcmYNLduRCY"
    "UgrEx90vCSYrDAGSotRsn+Izx8m//+GscmS4K0AhakjZlLWpUosI1awEM2a1Ewv68YhaGs"
    "RnkwTi+Hem9OrZtPyBwZ1t218pXEdLlBRCp/zibGbPYwng7Q1AT4tRJhzp/C2EMx4URU/P"
    "1bwx6ag0pEdhS8OeuPbcfoO2hkzmbG0LxWoMwCjg0Ksi5RRkzNvmndy1WKkJi4hH6trjI1"
    "J3efqgGRv5kzSMGcVvCQAIkr6Mw/MaytL8J0a5/dWpOJZQ8LH1/TKAJlzpk5s0awrDGALQ"
    "mnASyJvU2zWeyQb4CfkU/YSqzhb0ffo8x7YwoETs86+i91edq5R09dUqilMOHpaERJdq7b"
    "6ny9N9RAb1mWh3eJBs3aQTxre4jWmkz7oOQkf5+d0gaq+LfMuSqPhzwWpg1yZ6fIvHcA+7"
    "2d3PeazPNk8Sdxj1J4BfKWuT5V39pB+tb26Ftr6XsRZj2tTrFDnndcMIr4fwW/e+h0zI/p"
    "dSHg/ItfZfFsZHxMCQ42uedubA+L8Arr/bvxhwbZaxH46FjGa6CTaM8vbv9V1qEzi4Sf2s"
    "BL9D8neTWCmUNSeGQPn5j2IL3L5Pg5m5k2XN1ghIEL2w1c8uQFaQnXO+Kd0uEvrg5oQBdX"
    "O/uPdNVrg2GoCiLxSnV2jjhVyN8POt+rJNqPHXT0i8vuZa9zdbmdb7aWfWNNMcJU7ytcIB"
    "LHYXxMj6mj/m8yxzcZF6YD4AbhVy4sA/AIGpDXua8jG9x7OfS8+PETvmVVOTiNmb/JVbKv"
    "NBZMio4xmtTqMzAcU3r0Wm0K61mz32wXUR4s51aRf5XPY9tM6Q25WMXpjmWc81mVOeFEhI"
    "iFTwh7lc8dhbVgrf5qgcZ6QskrsO9Q75/o5L2h8hactOorv8UtHyvfg6Rhgd3HJxx7qOUJ"
    "9XBXbNsV6EHTghlMh17O5svLX84046E="
)
