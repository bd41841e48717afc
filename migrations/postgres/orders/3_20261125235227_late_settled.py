from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "orders_transition"."cause" IS 'CREATED: created\nPROMO_CLAIM: promo_claim\nPAYMENT_PAID: payment_paid\nPAYMENT_FAILED: payment_failed\nPAYMENT_EXPIRED: payment_expired\nUNPAID_IN_TIME: unpaid_in_time\nLATE_PAYMENT: late_payment\nAMOUNT_MISMATCH: amount_mismatch\nPROVISION_STARTED: provision_started\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nSTAFF_CANCELLED: staff_cancelled\nPROVISION_RETRY: provision_retry\nLATE_SETTLED: late_settled';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "orders_transition"."cause" IS 'CREATED: created\nPROMO_CLAIM: promo_claim\nPAYMENT_PAID: payment_paid\nPAYMENT_FAILED: payment_failed\nPAYMENT_EXPIRED: payment_expired\nUNPAID_IN_TIME: unpaid_in_time\nLATE_PAYMENT: late_payment\nAMOUNT_MISMATCH: amount_mismatch\nPROVISION_STARTED: provision_started\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nSTAFF_CANCELLED: staff_cancelled\nPROVISION_RETRY: provision_retry';"""


MODELS_STATE = (
    "eJztW1tz2joQ/iseP7UzaScQcilvLjiJJwEyxGlP23Q0whbgiS1TW27KdPLfz0q+20Awud"
    "RheAL2Ikvfrle70vJXdj2TeP7HAf+4tCiR29JfmWKHfykz9yQZz2YpixMYHtkZaWTHgiOf"
    "edhgwBpj2ydAMolveNaMWS4FKg1smxNdAwQtOklJAbV+BQQxd0LYlHjA+PETyBY1yR/i85"
    "8/ZDaficeIpyLLlH9ykdkdGlvENnPLACawBB0JNaB9tiYaZadClk9ihAzXDhyays/mbOrS"
    "RMGijFMnhBIPM8KfwLyAr4pPOsIgXmi4gFQknHlGxyRjHNgsg8IIpTQZof5AR9eqjpBcAT"
    "fDpRxzmKovAJjwKXz41GweHBw39w+OTg5bx8eHJ/snICvmW2YdP4STSdEKhxKYaWdaXw9B"
    "x0ZodE54EDqY4VBLGChFf+a5ZmAwtMgKnSn2Ftsgr1WwBSyyaIsY+VXGiAmpNVLHfA1zOP"
    "gPsgmdsCn8PGqtQPqLMuycK8N3R633ebj7EacpWBz4FGjxWQHiWH4LwW3u76+BLkgthVfw"
    "8vjGEaeMr0oDR2CswZwwNUgJ61i3zljL11oPfb7pdy/VtuRbDhoF1LTJLVWzDJLldBVdQV"
    "dK50I5A5YIATNs3OFJiEBlq61ltBU2K5rsV4Aps9i8bLalwT+r8vgW8BbejHAXaDZax62T"
    "g6NWEvwTyqqYH8f3bDy3DAJx2au2qebUtgnYV9leM8mMYVTbSROFjWJPlK/UBvNcwDhorh"
    "EwDppLAwZn5dFNsskKAGd16hzfNwS5sU5UbiyPyg0RlXlyPr5bmCAK/MqAn7oesSb0gsxL"
    "W2sB5WyZMiQG/HyDoD/EbhVT05fPw/dJVZPzNsDAJDZhoYMq1x2lq8oC6hHswvfYM1EOc8"
    "5xm26BksiWWU7TKVIwhd3djJbxsLcQ/WU1ZGqcR6vIxCleuIwMQiQNj3BXQZjJIPIDXlzM"
    "AjEx8mdmecRPOBnJvWz1mdcqjjfDc4dQhhyYiVt64tLKtR7h6N8WsS8QjPZWlKtBNbSD7Y"
    "37zZN1sG6eLAeb8/L7a/qGbFJFpdp1xltWviqarvXPoDL61lP7elvC99hiAD2K4sAtvVK0"
    "bluaYcuE78PBF+1aG/RBB2ie+xuKLJeCfIandkOWxVkkq4VOFe0yx0ZjbNlCJpxAKhGFoZ"
    "iv/nelDTkjjHJmPaq2crDcxFnKo9Taac4UXf2qfGtLE5jLPZ7fUtjQz9uSgf3pLdWHSv/6"
    "VB3y2IupPw73xn8VPTPvczBiLsN29XqwqLkrCTcuCU3LN9yAsupGKGq+nhH2t8oCG74Dux"
    "fgeeCHjc9xAVez0vl3Xmt3OvL46YjtGpjPqTLUJcXtQ7txtM7eerR8bz0qog2lvfWbeHP0"
    "lIuH0iA1Rl6+0joXN1eQplrGXTC7pV31UvuiDiEpipdRj6wnnB9KvLri1eZC7RrbpTY3nI"
    "kzw0MJYVVAX6C6fYgfrnXtebji2vOwfO2ZIGcsvEhbA3Jj8XXaFgDeWKv4bayofhvl8jfj"
    "qgDLhk4eae4grwb5zPV5Sl41v1mmv4XwP/tmamM6CaKOgbXzyYzO653qRI1hr9C+ss6J2v"
    "IDtWXnaYFnV8pT8mrb58vN/dY6R9xcbMXpZat0yJ25MirB3QWsmOWQxZDnNQuIm5Hqx/jL"
    "GzwfWAG3rvXUa13pXfHhHd//ZQu8FF3lnKagzgvUd8V6KhlE+qrp5xL/KX0f9FUBJ8TmiS"
    "eemMrp32U+JxwwF1H3HmEzi0lMjkk5M+dvAquYOa+5M3OtzczvaDawcUbtGQxcszj61u1b"
    "6kZZ3jORSVQsShZcXX6O1E4vhsQWFf0Cmy/qpH+b73SpQeXhxbtKdH7lZUXzXdxZkhHZW6"
    "O7hOXFH2sxkVWe3Evh9bNkTCH7BCFMTYlNiUR+Q5bkw1fMIp4pUZdNAUzpHZbAJ0h88fq+"
    "LcHcCDU/uNSefyyeZr3kcx5vhtn9f6KW/5+oRw9QOfi8/SagFOOx5zroab0phSFqXC3t+l"
    "Oe2J8CycTTfCU3QK27Unau8jRXMXDgb3x3lyjX2kU6QxXSeAA+qmqFOXsD1LlUtJ6wJL9l"
    "t7HlpEaMXSY0YeQ6jxg45ieGjgUig9/Smz4fF2l9xOuCthRQUYRZgBxUWbf0EuaZOjLPl1"
    "InVnqDGxi8p133FL1zDn7uiMYYx/IdzIxp1kmh4hjqeS8FC3os58obOTmMfHqKOkq/o14K"
    "ERh3PEYGdw/bzo8yVHV+M5oO4hHmzaNVgrF0MYBYpU8Ys+vySlQvpXfHJG+/jH7+IvHhf9"
    "0YJkc="
)
