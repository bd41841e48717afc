from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP INDEX IF EXISTS "idx_notificatio_next_at_90ef2a";
        ALTER TABLE "notifications_outbox" ADD "html_body" TEXT;
        ALTER TABLE "notifications_outbox" DROP COLUMN "next_attempt_at";"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "notifications_outbox" ADD "next_attempt_at" TIMESTAMPTZ NOT NULL;
        ALTER TABLE "notifications_outbox" DROP COLUMN "html_body";
        CREATE INDEX IF NOT EXISTS "idx_notificatio_next_at_90ef2a" ON "notifications_outbox" ("next_attempt_at");"""


MODELS_STATE = (
    "eJztWFFz2jgQ/isaP6UzbcYxaeB4o+BQzwSTAU/Ta3OjEbYAXWzJteRLmE7++61sHNs4cM"
    "C0nbS9N7y7n7R832qt9VeDC8XmzCeKCS5Px6maiYcRlZIsqNFFXw1OIv1jZ9xrZJA4bkRp"
    "uyKzsInHIsNnwJlUCfEVxMxJKCmYAir9hMU6UiPHnCL6JiIsREogSXlwim4SphTliHGklh"
    "TBClzCIoBAYp6Z/CXhC/AsiUI+SSWViKlTvWMgfNiS8cX3WDzl7EtKsRILCoEJbPH5LzAz"
    "HtAHKovH+A7PGQ2DGsMs0AtkdqxWcWZ7xxYOV5dZrE59hn0RphEv4+OVWgr+BGBcaeuCcp"
    "oQRfUOKkk1qzwNw7UYBdF5smVInmUFE9A5SUOtjUbnCZQ2A2N37OGp7WFsNHQrEBW21yYf"
    "KgBIhVRlRkBWaW/+sKxWq22ZrYvO2/N2+23H7EBslm/T1X7MkynZypfKOHOGjuvphAQUVl"
    "592vCYYYgiOSoTo2T/Dv58k//+kiQ2T6NMAQfSJtynDSUK7IYW8Cc3tSiY3yVGYSjVKA/G"
    "8XIYH+yJc/kntkc956qL/qEJm68w1ZV/y6970+nNeDLAExvgXRQTKe9FEuCESqoq/v77nj"
    "u0B5WI/CgEt7w/dr1e38MjezrtDe0uApkVHBsclV1ij2KIyAMOKV+oJTy2rB06f+hNIJ3J"
    "Sct6VRfbXXuszKVlL2VOqM9iRvNT0tT6+ZNWA71kkfc/cxs0m3vxbO4g2txkOoS6SNe6H3"
    "OoqviXzLnhwHFgcABst4soP6bMO3uw39nKfWeTeZnO/qb+QRVegbxkro+tb3Ov+jZ31LfZ"
    "qO+ZCFZNij36sOV1XcT/EvzuoNOzP2Yv30jKL2GVxZNR72NGcLRae67G7rAIr7Devxq/2y"
    "B7qaIQH8p4DXQU7etr0O/KOnRmlcpjG3iJ/nElb8Rwg9cUHtjDr2134LhDuNfk+Fs+tV24"
    "CMFAANefS7gy6UvPHC5LNDimw59d7NGAzi629h/tqmtDYESJYvWMOlsHhirkv8eGbyWJ+X"
    "3HBuvsvH3eaV2cP00LT5ZdQ0IxEFTvK1JhmiQiOaTH1FH/N5nDm4yfUM0NJs9cWAbgUSyi"
    "z3NfR25wH6yhp8WPn/AtC4MHCcY8XK2rZJc0DsxdXm90XdNn0PNs7bFq2hTWk81+87QIun"
    "G890g/ok9j187oFVItkmzHMs77ZOicSKoE5uIek6Dy8aCwFqzVXy3QWI+QvAL7Bnr/RCfv"
    "BclbcNLQV3/Zmt9Vvq5ow4z4d/ckCXDDIyyxLbbpiqxo00I4TIfBms3Hx38BHKWl4w=="
)
