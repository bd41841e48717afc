from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message';"""


MODELS_STATE = (
    "eJztWFFz2jgQ/isaP6Uz1wwxaUJ5c8GhngkmA56k1+ZGI2wButiSa8lNmE7++61sjG0cOG"
    "Dam/Tu3mB3P2n97Sd5198NLhSbMZ8oJrg8HaVqKp6GVEoyp0YXfTc4ifSPnXG/IYPEcSNK"
    "2xWZhk08Fhk+A06lSoivIGZGQknBFFDpJyzWkRo54hTRtxFhIVICScqDU3SXMKUoR4wjta"
    "AIVuASFgEEErPM5C8In4NnQRTySSqpREyd6h0D4cOWjM9/xuIpZ19TipWYUwhMYIsvf4CZ"
    "8YA+UVn8jR/wjNEwqDHMAr1AZsdqGWe2D2zucHWVxerUp9gXYRrxMj5eqoXgawDjSlvnlN"
    "OEKKp3UEmqWeVpGK6KURCdJ1uG5FlWMAGdkTTUtdHoPIHSZmDsjjw8sT2MjUbdCkSF7ZXJ"
    "BwUAqZCqzAjIlPb2vWm225dmq33ReXd+efmu0+pAbJZv03X5nCdTspUvlXHmDBzX0wkJEF"
    "auPm14zjBEkRyVFaNk/wEevsl/b0ESm6dRVgEH0ibcp41KFNiNWsBDbtaiYH5XMQpDWY3y"
    "YBxfDuPWHjtXv2N7aDnXXfSNJmy2xFQr/57fWJPJ3Wjcx2Mb4F0UEykfRRLghEqqKv7eR8"
    "sd2P1KRH4UgnveG7me1fPw0J5MrIHdRVBmBccGR/ktcc9hAXsMW/Rs51avAXCawBY+Zd/0"
    "Crn/xnLWvpjkIt9DRBF5wiHlc7WAv21zhz5urTE8xvikbb6pi8RdeczMpeVSygOyZDGj+e"
    "lqauTlE1oDvWZx7H9WN2hu7cVzawfRrU2mQ9BTunqrHHMYq/jXzLmhZc5A9rbbRZQfI/PO"
    "Hux3tnLf2WReptM/qX+QwiuQ18z1sfpu7aXv1g59txr6nopg2aTYo09bXvNF/L+C3x10ev"
    "an7KUdSfk1rLJ4MrQ+ZQRHy5XneuQOivAK673r0YcNshcqCvGhjNdAR9G+ap/+q6zDzaxS"
    "eewFXqL/OckbMXT+msID7/Ab2+077gD6oRx/zye2Cw0UDBLQNl1Bq6UbnRk0WfSoRubsYo"
    "8L6Oxi6/2jXfXaEBhtoli9UJ2tg0YV8vfjxo8qSevnjhvm2fnlead9cb6eMtaWXcNFMUhU"
    "+xWpME0SkRxyx9RR/18yh18yfkI1N5i80LD0waNYRF/mvo7c4D5YQU+LH7/gWxYGDxKMeL"
    "hcqWRXaRyY1zxreFOrT9/ybO0xa7UprCeb9816EXTneB+R/os+j1w7o1dINU+yHcs477Oh"
    "cyKpEpiLR0yCykeHwlqwVn+1wMV6RMkrsB9Q71/o5L2i8hacNOqrv4jNHipfZbRhSvyHR5"
    "IEuOERptgW23RFZrRpIRymw2DF5vPzX42FuSE="
)
