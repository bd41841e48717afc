from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "catalog_revision" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "revision" BIGINT NOT NULL,
    "changed_at" TIMESTAMPTZ NOT NULL
);
COMMENT ON TABLE "catalog_revision" IS 'One row whose number goes up on every catalog change, so every server process (not only';
        CREATE TABLE IF NOT EXISTS "catalog_country" (
    "code" VARCHAR(8) NOT NULL PRIMARY KEY,
    "name_id" VARCHAR(100) NOT NULL,
    "name_en" VARCHAR(100) NOT NULL,
    "position" INT NOT NULL
);
        CREATE TABLE IF NOT EXISTS "catalog_product" (
    "product_id" VARCHAR(64) NOT NULL PRIMARY KEY,
    "name" VARCHAR(200) NOT NULL,
    "type" VARCHAR(20) NOT NULL,
    "scope" VARCHAR(10) NOT NULL,
    "location_code" VARCHAR(16),
    "note" TEXT NOT NULL,
    "countries" JSONB NOT NULL,
    "active" BOOL NOT NULL
);
CREATE INDEX IF NOT EXISTS "idx_catalog_pro_locatio_7c243f" ON "catalog_product" ("location_code");
COMMENT ON COLUMN "catalog_product"."type" IS 'SIM_BUNDLE: sim_bundle\nESIM_BUNDLE: esim_bundle\nDATA_PACKAGE: data_package';
COMMENT ON COLUMN "catalog_product"."scope" IS 'COUNTRY: country\nREGION: region\nSPECIAL: special';
        CREATE TABLE IF NOT EXISTS "catalog_region" (
    "code" VARCHAR(16) NOT NULL PRIMARY KEY,
    "name_en" VARCHAR(100) NOT NULL,
    "name_id" VARCHAR(100) NOT NULL,
    "available" BOOL NOT NULL,
    "countries" JSONB NOT NULL,
    "position" INT NOT NULL
);
        CREATE TABLE IF NOT EXISTS "catalog_product_item" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "name" VARCHAR(200) NOT NULL,
    "description" TEXT NOT NULL,
    "validity_days" INT NOT NULL,
    "price_idr" BIGINT NOT NULL,
    "position" INT NOT NULL,
    "product_id" VARCHAR(64) NOT NULL REFERENCES "catalog_product" ("product_id") ON DELETE CASCADE
);"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "catalog_revision";
        DROP TABLE IF EXISTS "catalog_region";
        DROP TABLE IF EXISTS "catalog_product";
        DROP TABLE IF EXISTS "catalog_product_item";
        DROP TABLE IF EXISTS "catalog_country";"""


MODELS_STATE = (
    "eJztWltv4jgU/itWnlqpM2opQ5lqtRLQtMO2hQro7uxsV5FJTLCa2BnHKUWz/Pe1EwK5N7"
    "Sl0IoHFDiX+PAd+1xs/1J0yKFFzc+t4NlDD9jFlCin4JdCoI3El1yZA6BAx4lISAqHQyuq"
    "pbGo+NDlDOpc8EfQcpEgGcjVGXZ4MKjSJQgwOgGTMXURIJ49RAyYFLnAcwAlAD0gNgXzdw"
    "N9DIkp3uLSOcNFTDyBw6iOXBfsEcqFljWVgxtUF6NjYq5xnDvCx0h8Q4CPIQcTRjnaB4KL"
    "hRyAxAAGo44LMBcf8slGNpXDUGcK6AhI3RBsabFH8E8PaZyaSLCYsPuffwUZEwM9Ijf86d"
    "xrI4wsI+YzbMgX+HSNTx2f1ib83BeUYAw1nVqeTZbCzpSPKVlIY8Il1UQEMciRfD1nnnQZ"
    "8Sxr7uXQi4GlS5HAxIiOgUbQs6TjpXZgwJKmaFqnO9D66kDTlNSkCDUi/puTdErkhBKmuv"
    "6/N6UJnypH1ZNq/bhWrQsR38wF5WQWDL0EJlD04ekMlJnPFy4IJHyMl6BGp3Ic2iY2c9GN"
    "aj2NcYhoEcghYYnycjWFkB6uF+Ovlcrx8Unl8LhW/1I9OflSP1yAnWYVod5sX0jghQAVkS"
    "EIHaEnIiHIX4CGBnka+zOBHMc2ykY/rpnA35irfg6/rMsb65z0DEGjK2NcsNgKsB60r9X+"
    "oHF9I4ezXfen5ePXGKiSU/Gp0wR1r7Yfd87iJeCv9uAbkD/Bj25H9eGlLjeZP+JSbvBDkT"
    "ZBj1ON0IkGjShGITm0Xka00X1k+UnCEOr3E8gMLcWhFZonm2bZFTtJgQSavs8kuNLMRbKj"
    "HuFs2kM6ZfHQmi1RLhnqgU6pXJg/A16QF3RqoPQSao0hy1k+c/nEwhEWPWepbDY72PBRsx"
    "Ax+Vj8rBeskz8bvda3Rm+vnpj6nTmjIjnFqUI+tawknA91ROV10N50YIrhfXR4WAJxIZWL"
    "uc+LpwUfMpSRj59AGWUl4x3KOSiLqI55ZtmTW/NEVT5MzfOiunJb8toNo4an8zZHdkFuS0"
    "uVy29OoKdhobi5JLdrftbQ/PjPFQPtB42ylVJRtlIQZSvpKBu1LAXzAD3mTN+E2tuhrShr"
    "wrqogVG/D2K9S4jo3nXj+36sf7nqdi5C8YgHWlfdZgL4B2hhA/OpZsCpu0LgSOm9XaLb+j"
    "ASKR4Y1mVZy1bbNImpfSRg33jjZFe7vfp8nlc4K/V2ca0PmBJr1RIZsVbNTYiSlVEkp3BP"
    "g35OGcImuURTH/q2MBISPav0SBS3y8L2nSE/C2dXSF1WmgxOFvVwYtIJIAxkIR7M1Ea/1T"
    "hTldlmu5CnO5DndB+bazy2Jzhs0U7b64SGg11rsrHWxAcoE1+VeHYq7MawDnW3GWul377W"
    "mredsyv1FLjY1oYeMSx0R9QoA0U5Z41BQ7tptC4bF4Llz0xHhEYR7pJHzeW8VsppBT5Lus"
    "zV6fN9tlDeaqe1uredQe/vUzA/VLkjPfWi3e2cAoZMIXNH+jdqq924Ej51kI6h9RzXHJXb"
    "UC3YT026xqIiXwn7tFXPYlKKz3LPPBEUeGdzqeKoVgbs5IlkBOxa6oSA8gyM87dTQvndPs"
    "rK+yjBMsQoYw/lj363k3e+GFFKns5jnYP/gIXdtXWdym8jj+gSWTD0sMUxcT/L8X7fgFMk"
    "SMVOSeJ/ED9xly9IOkWUwPghYwU0KbUQJNlOWSolPDIUWutyRRh13hb0Zrd7FQO92U5O9d"
    "vrpiqiju8BIYR5ZKtlhVOdyPEER3bGImnO1c4ve8iCOTswhQc025GYX9zHztbaevb84qCg"
    "84wJHJS842iWveG4u9XxHgqIJy527K4cvMXFjt31mTWjDB8gDv7+ivVBVG9XIhSXCLsSec"
    "tL5N0R2Xu/3jT7H4H3QjE="
)
