from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "notifications_outbox" ADD "unsubscribe_url" VARCHAR(1000);
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nCONTACT_RECEIVED: contact_received\nCONTACT_REPLY: contact_reply\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid\nORDER_SHIPPING: order_shipping\nESIM_READY: esim_ready\nUSAGE_DATA: usage_data\nUSAGE_EXPIRY: usage_expiry';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "notifications_outbox" DROP COLUMN "unsubscribe_url";
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message\nCONTACT_RECEIVED: contact_received\nCONTACT_REPLY: contact_reply\nORDER_RECEIVED: order_received\nORDER_PAID: order_paid\nORDER_SHIPPING: order_shipping\nESIM_READY: esim_ready';"""


MODELS_STATE = (
    "eJzlWG1v4jgQ/itRPvWk24pCFzi+ZSGlkUpAkOvLHifLJAZ8TZxs7GxBq/73G+eFhAQ4QL"
    "urbu8bzMxjT55nPPHkm8p8QefUxoL6jF8OIzHzVwPCOV4QtaN8Uxn25I+Dcb8rKg6CSpS0"
    "Czxzq3jkx/gYOOMixLaAmDl2OQGTQ7gd0kBGSuSQEYV88DB1FeErnDDnUnkIqRCEKZQpYk"
    "kUWIFxWAQQij+PTfYSswV4llgoNo444QoVl3JHx7dhS8oWP2LxiNEvEUHCXxAIDGGLv/4G"
    "M2UOWRGe/Q2e0ZwS19limDpygdiOxDqIbZ/owmDiJo6Vqc+Q7buRx/L4YC2WPtsAKBPSui"
    "CMhFgQuYMII8kqi1w3FSMjOkk2D0myLGAcMseRK7WR6CSB3KYiZA4tNNEthNSKbhmiwHZq"
    "sqECgFRIlccExJX24Y96vdFo1WuNZvvjdav1sV1rQ2ycb9XVek2SydlKloo5M/qGacmEfC"
    "ispPqk4TXGYIETVCxGzv4zPHyV/+4ShzqLvFgBA9LGzCYVJTJsSQt4yLIWGfOHxMgMuRr5"
    "wThfDvVeHxs3T0gfaMZdR/lKQjpfIyIrf8pG2mTyMBz30FgHeEcJMOcvfuigkHAiCv7urW"
    "b29V4hIjkKzpR1h6aldS000CcTra93FJBZwLFBXtIl8oix3tWNe7lKFhISm9CvxVXG+uju"
    "qRgQuOspgxT0cQEPCZCwgE78I83Y+AJMN/bJrTEaGWY/8/ElDQKozCnTJ8YAltV6sCXh1I"
    "MlsQP7/SmfBPU0S+sokXwIJOsns+uPI2P8lHnIKqDhutxg9pS8h1fIJWwhlvC3UT9Qzffa"
    "GEgfXzTqv22XtJl66rFLFndezMAIDShJekG1onf3ky3QWy7l4ztLiebaUTzXDhBdKzPtQv"
    "VH6TvwnNZRxL9lzlV5pORR0k04IuycMm8fwX57L/ftMvM8mv1D7JMqvAB5y1yfW9+1o+q7"
    "dqC+a5X6nvnOukqxRVZ7LiVZ/Lvg9wCdlv4YXzE8zr+4RRYvBtpjTLC3Tj13Q7OfhRdY79"
    "4NP5XIXgrPRacyvgU6i/b0svd/ZT1i0BdkpjOCotA9paHsgL4HBbb7ylXtqMYiw/Z2lsRZ"
    "auACi4if++LM0T+v1agBzIeSuBPfnSPd7MX3zhQ/ZRPdhGs2jJtwub6BC7m8zM7hKk6cc9"
    "6sV81j9GnuV6dZ1gbDAOwFYoc6e8fRIuS/h9LvJUntRx2BZCitX123rtuN5vVmFt1YDo2g"
    "2bhZvCdygUgY+uEpvX0b9R5ay89u7jZMcsANwjsuij3wCOqR3dxvI0vcOyn0MvvxC95uVD"
    "nkDpm7TqvkkDQGTPWWNhht6QNzsS499S1tMutFud9sFlEeDOtWkX+Vz0NTj+n1uViE8Y55"
    "nPVZlTnhSPiI+S8IO4VPU5k1Y2371QKN9QzJC7DvoPcvdPLekLwZJxV95XfT+XPh2500zL"
    "D9/IJDB1U8ft3fF1t1eXWvbMEMpnInZfP19V/3eW4+"
)
