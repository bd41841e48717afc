from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "promos_promo" (
    "code" VARCHAR(32) NOT NULL PRIMARY KEY,
    "name" VARCHAR(200) NOT NULL,
    "type" VARCHAR(10) NOT NULL,
    "amount" BIGINT NOT NULL,
    "start_date" TIMESTAMPTZ NOT NULL,
    "expiry_date" TIMESTAMPTZ,
    "min_total_idr" BIGINT NOT NULL,
    "max_discount_idr" BIGINT,
    "usage_limit" INT,
    "used_count" INT NOT NULL,
    "once_per_user" BOOL NOT NULL,
    "public" BOOL NOT NULL,
    "country_codes" JSONB NOT NULL,
    "product_ids" JSONB NOT NULL,
    "banner_desktop_url" VARCHAR(300),
    "banner_mobile_url" VARCHAR(300),
    "banner_link" VARCHAR(300),
    "position" INT NOT NULL
);
COMMENT ON COLUMN "promos_promo"."type" IS 'PERCENT: percent\nFIXED: fixed';
        CREATE TABLE IF NOT EXISTS "promos_usage" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "user_id" VARCHAR(128) NOT NULL,
    "order_id" VARCHAR(32),
    "discount_idr" BIGINT NOT NULL,
    "once_key" VARCHAR(170) UNIQUE,
    "used_at" TIMESTAMPTZ NOT NULL,
    "promo_id" VARCHAR(32) NOT NULL REFERENCES "promos_promo" ("code") ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS "idx_promos_usag_user_id_08fbaf" ON "promos_usage" ("user_id");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "promos_usage";
        DROP TABLE IF EXISTS "promos_promo";"""


MODELS_STATE = (
    "eJztmv9v2jgUwP8VlJ866a6C0BU2TScBTW/cVqgou5t2d7KcxKUWjp0ljlq06/9+tknId0"
    "ZQChTxU+DZz3Y+z1+e38sPzfWYw/zzW/mYIIt5tva+8UOj0EHiR1HxLw0Num5cKAUcmiRR"
    "H6iHqmn63IMWF2X3kPhIiGzkWx52OWZUSGlAiBQyS1TEdBaLAoq/BwhwNkP8AXmi4O9/hR"
    "hTGz0hP/rrzsE9RiQ9aovZSPauSgBfuEo6eIDetaorOzSBxUjg0GR9d8EfGF0piBFJ6QxR"
    "5EGO7MRLyDGG7xyJluMVAu4FaDVQOxbY6B4GhCde2gSxTANgNJ6CO2MKgFYBk8WoRIwp9x"
    "UDBz4BguiMP4i/bf152U9MYllLdvhnbzL42JuctfU3skMm7LQ04igs0VXRs2oCcrhsRJGP"
    "UatnBdRR/XpQR4KYdTzLdg5bbzY3oC1qleJWZZJ3zFcBKuRr0MBRjIdiTJBaKMc60j1k1t"
    "qtMRkYo+n7hos8C1H+D70efjWuROtY9rKFHVqbmKFVboVWzgjQYQHleTP08WxIefFEj3Uy"
    "+PFSehj4N5/qMzmIX9/pervd0Zvty+7bi07nbbfZFXXViPNFnTV26A9/H46maRNIQRq8mN"
    "geB2LzKVgDV0LKsYOK8ac1MyawQ9Xz6McrNMgattPhjXE37d3cyuYd3/9OFK/e1JAlupIu"
    "MtKzy8x6WDXS+Gs4/diQfxvfxiND4WQ+n3mqx7je9JsmxwQDzgBljwDaSSaROBKlzIyeXO"
    "wttrJzRrUGQ4en9cnO9dvZwcI0jEMCsO1V205zqrvbVZtHtaXKo9LGviVPpy3MUKC9lSUO"
    "bJXtxxaBD2cIEOzgAuei1AYZrSPCr7cuOhfd9uXFivpKsg52EVhkA6vYaVvDNal0NPtLbV"
    "CZuGMA4aUDAapo22CMIEiL2eZ0M3hNofxSfFeS3Z7O/fH4c+pg7g8zG8Loy03fEFcRdSKL"
    "SpiX7BNuYBJsVUQeK+2QdRTqeLWo1foXDqUMCfl54n/cjUdlMaSMYtYVxRZv/Ncg2H+xjU"
    "T7cB9QS3JtmAEmHFP/XPb3m7Z7k0hQKZNE9+uzm97X7NV78Hncz/qbsoF+dh14zA4s6XhU"
    "Mk1G7WSY2g1jQiqoiffw55y5IPBIlZhgsfZWUatD82vS0diNAoTtNQHCdj5AGMJzmIkJ2p"
    "J8WvkEvgp4gul8C+SR2gn2RrDFBoTVsDZ355MqJ2de+jkyX3Y/T6RxpMCE1vwRejZIlWTu"
    "qAXHbT/Uu/40QQSWgE6mD7/Ihl5voDWWhgtQ4WQ6K+OZL3J0JyuBVECxw75lT3liZenYFc"
    "+fZmODVc29ZGOxXWHVLiv/fL2GW+Dh5mFruXyX513lPRoUkS0/eRIqL5UR3F+mu6V3N8n6"
    "6d3ytJ8sy0Q8PLsy5aTOER7uNX1QEDPePhZdSxz60E6b/QSiVXhujhaVJnpCp5aJfkDfzb"
    "Q6G31D0FnzEUEn58Oq+DIsiEivz3Am1I4wja15CNpjShaRV1WO/ZDSneHUXJvtVN5XxdMj"
    "qXPIn+3s9fjI3WMyzPPAr5mH8Ix+QovcF1NrbizxB4+vDHrZlUWIPfi4ctFTs00wsBFBy7"
    "j4oHc36F0Z2nP5DbH+28/z/0ujjyQ="
)
