from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "esim_iccid" (
    "iccid" VARCHAR(20) NOT NULL PRIMARY KEY,
    "kind" VARCHAR(12) NOT NULL,
    "vendor" VARCHAR(40) NOT NULL,
    "status" VARCHAR(10) NOT NULL,
    "owner_uid" VARCHAR(128),
    "order_id" VARCHAR(10),
    "assigned_at" TIMESTAMPTZ,
    "activated_at" TIMESTAMPTZ,
    "created_at" TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS "idx_esim_iccid_owner_u_d53764" ON "esim_iccid" ("owner_uid");
CREATE INDEX IF NOT EXISTS "idx_esim_iccid_order_i_96583f" ON "esim_iccid" ("order_id");
CREATE INDEX IF NOT EXISTS "idx_esim_iccid_status_13ff0b" ON "esim_iccid" ("status", "kind");
COMMENT ON COLUMN "esim_iccid"."kind" IS 'PHYSICAL: physical_sim\nESIM: esim';
COMMENT ON COLUMN "esim_iccid"."status" IS 'AVAILABLE: available\nASSIGNED: assigned\nACTIVE: active\nRETIRED: retired';
        CREATE TABLE IF NOT EXISTS "esim_provision" (
    "order_id" VARCHAR(10) NOT NULL PRIMARY KEY,
    "uid" VARCHAR(128) NOT NULL,
    "iccid" VARCHAR(20) NOT NULL,
    "product_type" VARCHAR(20) NOT NULL,
    "package_name" VARCHAR(200) NOT NULL,
    "lpa" VARCHAR(255),
    "telco_reference" VARCHAR(64),
    "provisioned_at" TIMESTAMPTZ,
    "created_at" TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS "idx_esim_provis_uid_4b1e95" ON "esim_provision" ("uid");
CREATE INDEX IF NOT EXISTS "idx_esim_provis_iccid_96bec0" ON "esim_provision" ("iccid");
COMMENT ON TABLE "esim_provision" IS 'One order''s provisioning: the ICCID it got and, for an eSIM, its activation code.';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "esim_provision";
        DROP TABLE IF EXISTS "esim_iccid";"""


MODELS_STATE = (
    "eJztmFtvozgYhv+Kxc3OSlXVoLSqesemzBSpJzWoq52DLAc7iVWwGdu0E43638c2EBJoWs"
    "im02y2d/AdbPO8xvbnnw6RNNkPoohi5wT8dBhKiH5YNO8BB6VpaTSvCo3ieRSk86iRVAJF"
    "SnvGKJZEmzCRkaCpopxpK8vi2Bh5pAMpm1SmjNHvGYGKT4iaEqEdX75pM2WY/CDSvH5xpE"
    "Iqk6ajO213vpmA9A6OKYmXxz4fkHVBNUuteTBF4qMNNmMYwYjHWcKWEtKZmnI2z9CjNNYJ"
    "YUQgRfDCh5lxFxRKU/4N2qBERuaDx5UBkzHKYrUAYgQrmwPh5VUIh34IodMBXcSZwU6Zkp"
    "ZCgn7AmLCJmupX9+Ax76dCkUeZDm+9m8GZd/PBPfjTdMi1drmsl4XHta5H2wRSKG/EqlHB"
    "tlo8ydpnWWJ5B3qAiEWkwb3M3Qz20lBxr2bh+uCd67N/hsHAOz8B6XQmaYRiqGf9V+YPg4"
    "sTUP4SXYXpuS2E6bkrhTEuI0wlxD1hmIsu077K2GYB1pz5/TYzv7965vcP6oCr9WeduV5l"
    "/z7YDrpHNG+h46T3br3g3Pvr3D8B8za+Mm84DD5d+qfaKCWdMIK1bRAGtyYsUvRex9z4YX"
    "BjQgRRVBC81s/RRrveau16De34g6YLs27bwlLSWqoVC/8zor3d1tBzj1stQcfPrEHHDc4C"
    "a2QdMS/k7B7ljU/l8teDSDUpn2pKiibkadK11BpsXOTulw8bQf9bt4BnWIfBhT8MvYtr03"
    "wi5ffY8vJC33hca53VrB+OarrMGwF/B+EZMK/g89Wlb2lyqSbC9ljFhZ8dMyaUKQ4Zf4AI"
    "LzIpzaVpWWezoBry6whdy31XepuVjgRZU+flzA2ovHVnOv2B+IrFs2IG/kdkL36WhuqmZB"
    "3fLdRRxjBC0d0DEhg2PNzlq2KbrsRN6hbE0MRqZuCaYdqq/lrweypzIWoFf+Xae6HoT5ci"
    "Xyr8nStGgN3n/5BgnqqF16imBASDQXAKqAITrgBieA+MudAPgOgaa087JChWNJ0FIo7Jfv"
    "1Y+To9vHwtsfIS4k1OQtt8FbGpk9Dqq4iOx/t/c7BvsU7u2Mn+rS/Vtgnwpm7VKrp6xcJZ"
    "pHJIHSDX83bwIucVYOtNVG+M0L53gV3L20nY7Wg/h7vBO05RF8xF+CtdBbwl3MPDNnAPD1"
    "fDNb5luIrEEYeCjIkgxb1jW9BPpO4e9KN+C+ZH/ZXIjauxVueny7VKtmb2e3H+Xpy/F+f/"
    "8+L88ReiqRXD"
)
