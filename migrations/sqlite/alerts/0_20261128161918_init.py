from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "alerts_sent" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "iccid" VARCHAR(20) NOT NULL,
    "package_id" VARCHAR(100) NOT NULL,
    "kind" VARCHAR(16) NOT NULL /* DATA_75: data_75\nDATA_90: data_90\nENDS_3D: ends_3d\nENDS_1D: ends_1d */,
    "outbox_id" BIGINT,
    "created_at" TIMESTAMP NOT NULL,
    CONSTRAINT "uid_alerts_sent_iccid_da88f3" UNIQUE ("iccid", "package_id", "kind")
);"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "alerts_sent";"""


MODELS_STATE = (
    "eJzdll1vmzAUhv8K4qqTtoqQJSS5Yw1buWgyNWiT+iHLYIeggE3BqImq/PfaBsJXkqU3Vb"
    "Q7+z3nmOPnxZg3FYY4Yen1AhNmiqE6Ud5UAiPMB93gV67FcRUSAoNuWMsGKc+WiW7KEuiJ"
    "FZcwTDGXEE69JIhZQAlXSRaGQqQeTwyIX0kZCV4yDBj1MVvhhAceH9XA8wIkFo6ht4Y+Bv"
    "lsHRCkPj/zER/gDU5FtpjGa7AMcIgaO8prpA7YNpbaj8C3Cfspc0U/LvBomEWkyo+3bEXJ"
    "viDIN+hjghPIsHgCSzKxQdF/gaPcc76XKiXvslaD8BJmIasBcUGlqQDM5g5YWA4A6gcQep"
    "QI/LzVVALwRQvfxrre7xu61h+OBt8NYzDSRjxX9tsNGbu8mYpWvpRkZv+yZ45oiHKPc/+F"
    "sJM1kMG8SppRo19a2DTgZgWTI/j3njcd4FtrO1DyPmVBKVQeVG/mZ5gQwQ0IMfHZik917Q"
    "TfP+b9za15f6VrX5qQZ0VElyGBu8LbPBjnMm5W/Yege9o5pHnWUdQy1mQtPzsHKVskiyRp"
    "m/cEiYc7xMvaS2atTk3HBMZgosjTbAyeiFTGWqGMtSdizaYL0J9OFExQCvqoUHql0svfto"
    "/6NTzHruFxt4Zts2jGXLo5eC5OffwbZf++Aw6YVXziL+ZcfOItUNH3EiwIAci6+Kc8woII"
    "HzagWdlyABWl1+Xgcg7P+YbwDaI5CbfFu3KCtWPfWQvHvPstHhel6UtYnFJLRHSpblvqVf"
    "uQ7BdR/trOrSKmysN8Zkm8NGV+Ip9Y5TkPqugJZowCQl8BRLU/l1Itqe3Eb9dyXbv6heDy"
    "++UVJgh0IlSnx3K7oUiP2gok/N5CBdzd7h2c12kj"
)
