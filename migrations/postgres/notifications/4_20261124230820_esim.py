from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid\nESIM_READY: esim_ready';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid';"""


MODELS_STATE = (
    "eJztWF1v2koQ/SuWn3Kl24iYNFDeXHCopWAisJK2N9VqsRfYG3vtetdNUJX/3tk1xl+BAm"
    "qv0va+wcyc3fGZs+Mdf9VZJOiceljQiPHTcSpm0eOIcI4XRO9pX3WGQ/ljZ9zfmo7juBEl"
    "7QLPgiYeRQqvgDMuEuwJiJnjgBMw+YR7CY1lpESOGdHIqxDTQBORxgnzT7XbhApBmEaZJp"
    "ZEgxUYh0UAoUVzZfKWmC3As8RC83DKCdeoOJU7+pEHW1K2+BmLp4x+TgkS0YJAYAJb/PMJ"
    "zJT55JHw/G98j+aUBH6FYerLBZQdiVWsbG/pwmbiUsXK1GfIi4I0ZEV8vBLLiG0AlAlpXR"
    "BGEiyI3EEkqWSVpUGwLkZOdJZsEZJlWcL4ZI7TQNZGorMECpuOkDN20dRyEdIbdcsRJbbX"
    "Jg8UAKRCqlwRoJT26o1htNsdo9W+6L4+73Red1tdiFX5Nl2dpyyZgq1sKcWZPbQdVyYUgb"
    "Ay9UnDk8JggTOUKkbB/j08fJP//hInFktDVQEb0sbMI41K5NhaLeAh67XImd9VjNxQVKM4"
    "GMeXQ7+xJvblB2SNTPuqp30hCZ2vEJHKv2PX5nR6O54M0MQCeE+LMecPUeKjhHAiSv7+O9"
    "MZWoNSRHYU/DvWHzuu2XfRyJpOzaHV06DMAo4NCrMuccdgAWsCW/Qt+0auAXCSwBYeoV/k"
    "Cpn/2rQ3vhhTsFtTewQwc/ChpxFOQ4Bgf1U/ylvEFeJHFBC2EEv42zZ26ObGnMDjTU7axl"
    "9V8Thrj6FcUkaFbCB7GlOSnbqmdp4/uRXQSxbN/me4RnNrL55bO4hu1ZkOQGfp+m1zzCEt"
    "418y57qUv5K9A3Jnx8i8uwf73a3cd+vM83T2L/EOUngJ8pK5Plbfrb303dqh71ZD37Mo62"
    "lVil3yuOX1n8f/FvzuoNO13quXecj556DM4snIfK8IDldrz9XYGebhJdb7V+O3NbKXIgzQ"
    "oYxXQEfRvr5W/amsQ2cWKT+2gRfo/07yegwTgaTwwB5+bTkD2xnCPSnD37Gp5cDFCgYMuE"
    "5dwhVMXoDmcPki/jEd/uxijwZ0drG1/0hXtTYYRp4wFs9UZ+sAUoZ8fwz5USVp/dwxxDg7"
    "75x32xfnm+ljY9k1dOQDRvm+wgUiSRIlh/SYKur/JnN4k/FgOgBuEH7mwjIAj6AheZ77Kr"
    "LGvb+GnuY/fsG3rC4HpzELVmuV7CqNDXOca46uK/UZmK4lPUalNrn1pN5vNotot7b7TpN/"
    "tY9jx1L0RlwsErVjEed+1GVOOBURYtEDwn7pY0RuzVmrvlqgsR5R8hLsB9T7Fzp5L6i8OS"
    "eN+sovZfP70tcaaZhh7/4BJz5qeCIj2hbbdIVGWLdgBtOhv2bz6ekbLELBaQ=="
)
