from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nCONTACT_RECEIVED: contact_received\nCONTACT_REPLY: contact_reply\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid\nORDER_SHIPPING: order_shipping\nORDER_REFUNDED: order_refunded\nESIM_READY: esim_ready\nESIM_INSTALL_REMINDER: esim_install_reminder';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nCONTACT_RECEIVED: contact_received\nCONTACT_REPLY: contact_reply\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid\nORDER_SHIPPING: order_shipping\nESIM_READY: esim_ready\nESIM_INSTALL_REMINDER: esim_install_reminder';"""


MODELS_STATE = (
    "eJztWFtv2koQ/iuWn1LpNCImDTRvLjjEEhgEbtJLjlaLvcCe2GvXu26Cqvz3zvqCb4EDqD"
    "1K2/OGZ+bbHb5vdrzjbyoLBF1QBwsaMH46jsU8eBwRzvGSqJfKN5VhX/7YGfeXouIwbERJ"
    "u8Bzr4lHQYJPgHMuIuwIiFlgjxMwuYQ7EQ1lpESOGVHIax9TTxGBwglzT5XbiApBmEKZIl"
    "ZEgRUYh0UAoQSLxOSsMFuCZ4WF4uCYE65QcSp3dAMHtqRs+TMWjxn9EhMkgiWBwAi2+Pw3"
    "mClzySPh+WN4jxaUeG6FYerKBRI7Euswsb2jS5OJqyRWpj5HTuDFPiviw7VYBWwDoExI65"
    "IwEmFB5A4iiiWrLPa8TIyc6DTZIiTNsoRxyQLHntRGotMECpuKkDW20cywEVIbuuWIEtuZ"
    "yYEKAFIhVZ4QkFTa67ea1m53tFb7ovvmvNN50211ITbJt+nqPKXJFGylSyWcmQPTsmVCAR"
    "RWWn3S8JRgsMApKhGjYP8e/nyT/94KRwaL/UQBE9LGzCENJXJsTQv4k3UtcuZ3iZEbCjWK"
    "g3G8HOqNMTWvPiJjpJvDS+UriehijYis/Ds20Wez2/G0j6YGwC+VEHP+EEQuiggnouTvXe"
    "vWwOiXItKj4N6x3tiy9Z6NRsZspg+MSwVkFnBskJ92iSJiavQM80aukodExCH0a3mVqTEZ"
    "fiwHhN76jkEKxrSEhwRIVEKn/olubnwhphv77NqcTExrkPv4ioYhVGax7tV7q19edxGDBo"
    "A3ZuYI3HofUiKc+uDC7jqzm9bM1odD8I9MgE+zECqrxfMg1JdKRvXWs+Uw+PgReYQtxQoe"
    "29qOOr/RpyDH9KStvaoWu5V5tMQly74oc+CKhpSkXaJZ6893mgroJRf5/j2nRnNrL55bO4"
    "hu1Zn24FzE2dvxmKZSxr9kzlV52OQhMyyofHZMmXf3YL+7lftunXkez/8hzkEVXoK8ZK6P"
    "re/WXvXd2lHfrUZ9zwN33aTYJo9brit5/G/B7w46beNDcvnwOf/ilVk8GekfEoL9deYZjq"
    "1BHl5ivTccv6uRvRK+hw5lvAI6ivbsGvinsg6dWcT82AZeoP+7kldDmGAkhQf28Ilh9ZOb"
    "UYa/YzPDgosgDERw/buCK6O8Fi3gskjcYzr82cUeDejsYmv/ka6qNhhGND8Uz6izdWAqQ/"
    "59bPpRkrR+7tiknZ13zrvti/PNtLSx7BqS8oGofF/hApEoCqJDekwV9X+TObzJODBLADcI"
    "P3Nh6YNHUJ88z30VWePezaCn+Y9f8C2ryjFrzLx1ViW7pDFh7rT10aSiT1+3DenRKtrk1p"
    "N6v9ksotya9rUiH5VPY8tI6A24WEbJjkWc/UmVOeFYBIgFDwi7pY8nuTVnrfpqgcZ6hOQl"
    "2A/Q+xc6eS9I3pyThr7yy97ivvR1SRrm2Ll/wJGLGp5AC7bFNl2+5tctmMF06GZsPj19B7"
    "si/us="
)
