from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nCONTACT_RECEIVED: contact_received\nCONTACT_REPLY: contact_reply\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid\nORDER_SHIPPING: order_shipping\nORDER_REFUNDED: order_refunded\nORDER_LATE: order_late\nESIM_READY: esim_ready\nESIM_INSTALL_REMINDER: esim_install_reminder';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nCONTACT_RECEIVED: contact_received\nCONTACT_REPLY: contact_reply\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid\nORDER_SHIPPING: order_shipping\nORDER_REFUNDED: order_refunded\nESIM_READY: esim_ready\nESIM_INSTALL_REMINDER: esim_install_reminder';"""


MODELS_STATE = (
    "eJztWG1v2kgQ/iuWP6XSNSImDTTfXHCIJTAIfElfOK0We4G92GvXu26Cqvz3m/ULfgscoP"
    "aU3t03PDPP7vA8s+Mdf1dZIOiSOljQgPHzcSwWwdOIcI5XRL1WvqsM+/LH3rjfFBWHYSNK"
    "2gVeeE08ChJ8AlxwEWFHQMwSe5yAySXciWgoIyVyzIhC3vqYeooIFE6Ye67cR1QIwhTKFL"
    "EmCqzAOCwCCCVYJiZnjdkKPGssFAfHnHCFinO5oxs4sCVlq5+xeMzo15ggEawIBEawxZc/"
    "wEyZS54Izx/DB7SkxHMrDFNXLpDYkdiEie0DXZlM3CSxMvUFcgIv9lkRH27EOmBbAGVCWl"
    "eEkQgLIncQUSxZZbHnZWLkRKfJFiFpliWMS5Y49qQ2Ep0mUNhUhKyxjWaGjZDa0C1HlNjO"
    "TA5UAJAKqfKEgKTS3r7XtHa7o7XaV913l53Ou26rC7FJvk1X5zlNpmArXSrhzByYli0TCq"
    "Cw0uqThucEgwVOUYkYBfsP8Oeb/PfWODJY7CcKmJA2Zg5pKJFja1rAn6xrkTO/T4zcUKhR"
    "HIzT5VDvjKl58wkZI90cXivfSESXG0Rk5c/ZRJ/N7sfTPpoaAL9WQsz5YxC5KCKciJK/d6"
    "tbA6NfikiPgjtnvbFl6z0bjYzZTB8Y1wrILODYID/tEkXE1OgZ5p1cJQ+JiEPot/IqU2My"
    "/FQOCL3NnEEKxrSEhwRIVEKn/olubn0hplv77NacTExrkPv4moYhVGax7s3vVr+87jIGDb"
    "b4oW4buc8DQefMmJkjgOl9SJVw6gMEu5vMblozWx8OwT8yYdlpFkJlFXkehPpS4ajeknYc"
    "Eh8/IY+wlVjDY1vbU/93+hRkmp61tTfVQ2BlHi1xyeNQlD9wSENK0u7RPAMvd6AK6DUX/+"
    "G9qEZz6yCeW3uIbtWZ9uC8xNlb85RmU8a/Zs5VeQjl4TMsqHx2Spl3D2C/u5P7bp15Hi/+"
    "JM5RFV6CvGauT63v1kH13dpT361GfS8Cd9Ok2CZPO64xefy/gt89dNrGx+RS4nP+1SuzeD"
    "bSPyYE+5vMMxxbgzy8xHpvOP5QI3stfA8dy3gFdBLt2fXwv8o6dGYR81MbeIH+50peDWGy"
    "kRQe2cMnhtVPbkwZfs5mhgUXRBiU4Fp4A1dJeV1awiWSuKd0+IurAxrQxdXO/iNdVW0wjG"
    "5+KF5QZ+cgVYb8/Tj1oyRp/dxxSru47Fx221eX2ylqa9k3POWDUvm+wgUiURREx/SYKur/"
    "JnN8k3FglgBuEH7hwtIHj6A+eZn7KrLGvZtBz/Mfv+BbVpVj1ph5m6xK9kljwjxq66NJRZ"
    "8+THLSo1W0ya1n9X6zXUS5N+1bRT4qn8eWkdAbcLGKkh2LOPuzKnPCsQgQCx4RdksfVXJr"
    "zlr11QKN9QTJS7AfoPcvdPJekbw5Jw195Re/5UPpq5M0LLDz8IgjFzU8gRbsim26fM2vWz"
    "CD6dDN2Hx+/gu7/QdA"
)
