from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "alerts_sent" (
    "id" BIGSERIAL NOT NULL PRIMARY KEY,
    "uid" VARCHAR(128) NOT NULL,
    "iccid" VARCHAR(20) NOT NULL,
    "package_id" VARCHAR(100) NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "outbox_id" BIGINT,
    "created_at" TIMESTAMPTZ NOT NULL,
    CONSTRAINT "uid_alerts_sent_iccid_da88f3" UNIQUE ("iccid", "package_id", "kind")
);
CREATE INDEX IF NOT EXISTS "idx_alerts_sent_uid_6da118" ON "alerts_sent" ("uid");
COMMENT ON COLUMN "alerts_sent"."kind" IS 'DATA_75: data_75\nDATA_90: data_90\nENDS_3D: ends_3d\nENDS_1D: ends_1d';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "alerts_sent";"""


MODELS_STATE = (
    "eJzdll1vmzAUhv8K4qqTtoqQJSS5Yw1buWgyNWiT+iHLgENQwKZg1ERV/nttA+UzGb1YF+"
    "3Ofs855vg5PjYvMgxQTJPLFcJU50N5Jr3IGIaIDdrGz0yLotLEBQrtoOINEuYtHO2ExtDh"
    "K65hkCAmuShxYj+iPsFMxWkQcJE4zNHHXiml2H9KEaDEQ3SDYma4v5d9x/FdvnAEnS30EM"
    "hmWx+78uMjG7EB2qGEe/NptAVrHwVubUdZjNAB3UdC++Z7JqbfhS/PxwYOCdIQl/7Rnm4I"
    "fgvwsw16CKMYUsS/QOOUb5Dnn+Mo9pztpXTJsqzEuGgN04BWgNig1GQAFksLrAwLAPkdCB"
    "2COX6WaiIAeDyFL1NVHQ41VRmOJ6OvmjaaKBPmK/Jtm7RDlkxJK1tKMDN/mAuLJ0RYjbP6"
    "c+EgYiCFWZQoRkk/7cJ/tYFxN/y0kz7bVpN+wfoU/kL4R/xDuAMBwh7dsOlAnZxg+0u/vb"
    "rWby+Y16c64UVuUjMbh1052kV/9MVbNtRfAly2/YcTVpUegFXlKF9uquOt3zp9Gdej/kPQ"
    "A6UPaeZ1/CgrLdbiTu+kbOA0FKRNlhPEDmoRL2LPmbU81y0daKOZJK5KbfSAhTJVcmWqPG"
    "BjMV+B4XwmIewmYOjmyqBQBtlpe2+9xn3KNT5erXGzWCSlNtl19sWpl7UW9ucHtqNY+f19"
    "Nn3xgU9sSd+JEScEIG3jnzML9UPUXYB6ZKMCbh56WQzOp3n6F4Rt0F3iYJ+flROsLfPGWF"
    "n6zU/+uTBJnoK8Sw1uUYW6b6gXzSZ5W0T6bVrXEp9Kd8uFIfCShHqx+GLpZ93JPCeYUgIw"
    "eQbQrfyWFGpB7cD/adfbyn8VF2z2vjzD2AUtC1HJMd+2KVTDpgIxe7fcHO7h8ArBg9cH"
)
