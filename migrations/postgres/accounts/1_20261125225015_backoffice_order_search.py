from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE INDEX IF NOT EXISTS "idx_accounts_pr_phone_2cb657" ON "accounts_profile" ("phone");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP INDEX IF EXISTS "idx_accounts_pr_phone_2cb657";"""


MODELS_STATE = (
    "eJztmF9P2zAQwL+KlZeBNKGuMB54KzQTHaOgUjaJMVlufG29JnZwHCBC/e6z3aZJE1olCF"
    "iF+tTk/vnyu/PFzZNDPE/EXEV71xHISymGzAfnCD05nATm4nmDz1oehnm1ESky8Jd8cJiz"
    "H0RKEk9p/ZD4EWgRhciTLFRMcON1BglQNEiQGgNiFLhiKkE6xL2+kZ8iFDOKdrhAQyGBjT"
    "iaQIKIJ0UUoUDQ2Idod88sRYWn12J89KpRY87uYsBKjECHkjr27z9azDiFR4jS23CChwx8"
    "usRQL2EiWAVWSWiFJ2Miv1lTk/IAe8KPA54zDxM1Fnxhrx/JSEfAQRIFNAeSx74/Z5+KZt"
    "lqgZIxLNKkmYDCkMS+KYfxnqWQyRyMuxd9fOX2MXZKpUo9cpznIk9wU2ZmOsIQCMgj9oGP"
    "1FjfHjSms3UyEDMrs+DPVu/ktNXbOWjsmgWF7pVZM3XnmqZVTW0IosgsiOWegba/NUin9i"
    "9CPQe5IJ2aZKizRn931l+aVWBrq5W0rc7gzvBCQJhfh+/C4eMB3q8EeH8N4P0y4FBDqtXA"
    "C4c3Avz/hkUlvGvoluEKz4tDYrN6lrDL48BS7ui0CPegRHs5wgb3tHPsnrm9760jNIAJyL"
    "/kll+63Xan3TlrdY9QCJwyyiaE3/IfnePrnhH6bBBLwosv0ErD5rDKrDlcPWoOi7Wy5weZ"
    "1NkKOZfXeXNWKY3TaTvvsx2q7IbVm6E0aMz5R7c41p2u6k2ckucG74NNenlK0Ei8BHv6/F"
    "kHeNFvi7sSbspMDvr/Rg3UeZ8t5kqY75l++FGtCZJz2UKuBDkUetj6GiGtN6qX3T4g7Eqs"
    "16AukSaUSoiiOpRzLh+P8NdGFcTaaiVjqysc7iQYHJg8M5zbWqNYACvOeEueBdx07rqXXr"
    "zVoe8t6esHpBfcT+aNsQZ+v3PuXvVb55dmuSCK7nzLr9V3jaZppUlBulM8gy+CoF+d/iky"
    "t+jmoutavHp8jKRdMbPr3zgmJxIrgbl4wLr7sx5OpSm1parHIX1h1Zc9t1XflKqnjHJlt9"
    "mb76DDSe4DnREMiDd5IJLikkY0xSrbsipoBkUJ4fo0Qedwp9N/jiVOcw=="
)
