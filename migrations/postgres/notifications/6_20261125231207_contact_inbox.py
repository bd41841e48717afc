from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nCONTACT_RECEIVED: contact_received\nCONTACT_REPLY: contact_reply\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid\nESIM_READY: esim_ready';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nCONTACT_RECEIVED: contact_received\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid\nESIM_READY: esim_ready';"""


MODELS_STATE = (
    "eJztWF1v2koQ/SuWn1KpjYhJAzdvLjjUUjAIrKQfqVaLvcDe2Luud90EVfnvd9bG+CtQQG"
    "2V3nvf8Myc3eHM2fGOv+uMSzqnHpaUM3E6SuSMPw6JEHhB9Evtu85wqH7sjHut6TiKGlHK"
    "LvEsaOIRT/EpcCZkjD0JMXMcCAImnwgvppGKVMgRIxp5E2IaaJJrgjD/VLuNqZSEaZRpck"
    "k0WIEJWAQQGp+nJm+J2QI8Syw1DyeCCI3KU7Wjzz3YkrLFr1g8YfRrQpDkCwKBMWzx+QuY"
    "KfPJIxH5Y3SP5pQEfoVh6qsFUjuSqyi1vaMLm8mrNFalPkMeD5KQFfHRSi452wAok8q6II"
    "zEWBK1g4wTxSpLgmBdjJzoLNkiJMuyhPHJHCeBqo1CZwkUNh0hZ+SiqeUipDfqliNKbK9N"
    "HigASIVURUpAqrQ3fxlGu90xWu2L7tvzTudtt9WF2DTfpqvzlCVTsJUtlXJmD2zHVQlxEF"
    "amPmV4SjFY4gyVFqNg/x7+fJP/3hLHFkvCtAI2pI2ZRxqVyLG1WsCfrNciZ35XMXJDUY3i"
    "YBxfDv3GmthXH5E1NO3rS+0biel8hYhS/h0bm9Pp7WjSRxML4JdahIV44LGPYiKILPl770"
    "1nYPVLEdlR8O9Yb+S4Zs9FQ2s6NQfWpQZllnBsUJh1iSJiYvUs+0atkofExCP0W3mViTW+"
    "/lgOiILVHYMUrEkJDwmQuITO/GPT3vgiTMFuTe0hwMw+LEkEDQGC/VW9GWyRZ4gfUUDYQi"
    "7hsW3sUN6NOQGCJidt41VVfs7aY6QuJcRCeJA9jSjJzm1Tfc+f/QroJctu/y5Qo7m1F8+t"
    "HUS36kwHoNRk/b465piX8S+Zc13JP5W9A3Jnx8i8uwf73a3cd+vMi2T2N/EOUngJ8pK5Pl"
    "bfrb303dqh71ZD3zOe9bQqxS553HKByOP/FfzuoNO1PqTXgVCIr0GZxZOh+SElOFytPdcj"
    "Z5CHl1jvXY/e1cheyjBAhzJeAR1F+/pi9l9lHTqzTMSxDbxA/z7J6xHMFIrCA3v42HL6tj"
    "OAm1aGv2NTy4GrGYwocCG7gkucugDN4fpG/GM6/NnFHg3o7GJr/1Guam0wDE1hJJ+pztYR"
    "pgz58SDzs0rS+rWDjHF23jnvti/ON/PLxrJrbMlHlPJ9RUhE4pjHh/SYKur/JnN4k/FgOg"
    "BuEH7mwtIHj6QheZ77KrLGvb+GnuY//sC3rK4GpxELVmuV7CqNDZOgaw7Hlfr0TddSHqNS"
    "m9x6Uu83m0W0W9t9r6lH7dPIsVJ6uZCLON2xiHM/6SonnEiOGH9A2C99zsitOWvVVws01i"
    "NKXoL9hHr/QSfvBZU356RRX/WtbX5f+t6jDDPs3T/g2EcNDzf4ttimKzTCugUzmA79NZtP"
    "T/8AQ5vYYw=="
)
