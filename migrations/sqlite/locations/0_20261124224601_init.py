from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "locations_district" (
    "code" VARCHAR(8) NOT NULL PRIMARY KEY,
    "regency_code" VARCHAR(5) NOT NULL,
    "name" VARCHAR(100) NOT NULL
);
CREATE INDEX IF NOT EXISTS "idx_locations_d_regency_c65495" ON "locations_district" ("regency_code");
        CREATE TABLE IF NOT EXISTS "locations_pickup" (
    "id" VARCHAR(32) NOT NULL PRIMARY KEY,
    "name" VARCHAR(160) NOT NULL,
    "address" VARCHAR(400) NOT NULL,
    "city" VARCHAR(80) NOT NULL,
    "latitude" REAL NOT NULL,
    "longitude" REAL NOT NULL,
    "product_types" VARCHAR(80) NOT NULL,
    "opening_hours" VARCHAR(80) NOT NULL
);
CREATE INDEX IF NOT EXISTS "idx_locations_p_latitud_9b7a62" ON "locations_pickup" ("latitude", "longitude");
        CREATE TABLE IF NOT EXISTS "locations_province" (
    "code" VARCHAR(2) NOT NULL PRIMARY KEY,
    "name" VARCHAR(100) NOT NULL
);
        CREATE TABLE IF NOT EXISTS "locations_regency" (
    "code" VARCHAR(5) NOT NULL PRIMARY KEY,
    "province_code" VARCHAR(2) NOT NULL,
    "name" VARCHAR(100) NOT NULL
);
CREATE INDEX IF NOT EXISTS "idx_locations_r_provinc_459215" ON "locations_regency" ("province_code");
        CREATE TABLE IF NOT EXISTS "locations_village" (
    "code" VARCHAR(13) NOT NULL PRIMARY KEY,
    "district_code" VARCHAR(8) NOT NULL,
    "name" VARCHAR(100) NOT NULL
);
CREATE INDEX IF NOT EXISTS "idx_locations_v_distric_036465" ON "locations_village" ("district_code");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "locations_regency";
        DROP TABLE IF EXISTS "locations_village";
        DROP TABLE IF EXISTS "locations_district";
        DROP TABLE IF EXISTS "locations_province";
        DROP TABLE IF EXISTS "locations_pickup";"""


MODELS_STATE = (
    "eJztmV1v2jAUhv9KlatNqibKl9DuKKVaJQQV7XpTVZaxTbAwduo4XVHFf5+dEBJIzRyJri"
    "3NFcl7zontJ+ZN7Lx4TCCoqODhjwsaKkmR8n6evHgcLog+eC18euLBINgKGk3BCdsuAThf"
    "MtHHML76FLKQaAmTEEkamFyt8ogxIwpkirifSRGnjxEBSvhEzYjUgfsHLVOOyTMJ09NgDq"
    "aUMLzVfSQwMa3HEaCWQaz2ZlBexrmmwQlAgkULns8Plmom+KZA98ioPuFEQkVwbhCmj+uR"
    "p1LSXy0oGZFNR3EmYDKFEVO5QU9ApnkADEe34KZ/C4BXAhPSyDViylUYM1jAZ8AI99VMn3"
    "ZWSTMZiCTJtHfXHfd+dcffOt9Nc0LfpeRGDteBuoms4gtABZNLxNgzzpJoNmgJyvLerTsM"
    "91T4COBbDuBbVvCtBHwGOv4tATjNfyuw2X/5v5M9q9Uc2OosK904tloZ95jOc/PaCBOI5n"
    "+gxKAQEXVhyy2GFvXFrgI59GN2ZpBmBJnHXlM0j4LB+txixDtJ7nYcxIVvbsb3HtMNqij5"
    "RzPB/eTkwerSFJeZ0kn20Tl0o+4wmxt162Q2of0mXXlH5h1tJ+9o7/GOdm3XmyHGkoRhGc"
    "S5kiOk3HRy6OYeh27WCpQRVctSr3Tr/CPk23HB27HT7RTg5p17G/AlE1C9TjhftEN5aqo+"
    "Iec9XC9Gv88H/ZPrcb93dXM1GppWFsvwkWVBI2mBqpjBuN8d7GLePBRLcc5XVaBdQAdS4A"
    "ip9ZVLuEahsLIPB/sQAeG6fTATkSyFu1BY4bbg/kCLFSmeKEfEsyxT0vCp+wIlX1LtF73n"
    "asRlMWJfi1RLkS+9jTFOdvUsxpBG3X1B5ioqW/j0u5l2W0gfAKX3kQuFx7eRfBBHrhz4az"
    "jwHdXsfdurWRp1d+CnXEXlwO9pA2cNl7nasE/Vxr9MOP1qW9qEC4XHZ8IH+YxamfDRmvDq"
    "L7bps/8="
)
