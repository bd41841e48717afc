from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "payments_payment" (
    "order_id" VARCHAR(10) NOT NULL PRIMARY KEY,
    "method" VARCHAR(10) NOT NULL /* GATEWAY: gateway\nCASH: cash\nTRANSFER: transfer */,
    "gross_amount" BIGINT NOT NULL,
    "status" VARCHAR(10) NOT NULL /* PENDING: pending\nPAID: paid\nFAILED: failed\nEXPIRED: expired\nCANCELLED: cancelled */,
    "gateway" VARCHAR(10) /* SANDBOX: sandbox\nMIDTRANS: midtrans */,
    "payment_url" VARCHAR(2048),
    "expires_at" TIMESTAMP,
    "transaction_id" VARCHAR(64),
    "payment_type" VARCHAR(64),
    "paid_amount" BIGINT,
    "language" VARCHAR(2) NOT NULL,
    "created_at" TIMESTAMP NOT NULL,
    "updated_at" TIMESTAMP NOT NULL,
    "settled_at" TIMESTAMP
);
        CREATE TABLE IF NOT EXISTS "payments_notification" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "order_id" VARCHAR(64) NOT NULL,
    "transaction_status" VARCHAR(32) NOT NULL,
    "body" TEXT NOT NULL,
    "effect" VARCHAR(16) NOT NULL,
    "received_at" TIMESTAMP NOT NULL
) /* Append-only audit of verified provider notifications, body exactly as received. */;
CREATE INDEX IF NOT EXISTS "idx_payments_no_order_i_c4c91e" ON "payments_notification" ("order_id");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "payments_payment";
        DROP TABLE IF EXISTS "payments_notification";"""


MODELS_STATE = (
    "eJztWVtvozgU/iuIp47UqTJJJ+3mjSa0RWpJlKCd7mxWyMEOsQo2A6ZNNOp/H5tLuSRkEr"
    "ZtmKpvcC724fs4Psf2T9kDKxcRFpyM4ge5J/2UCXARf1hXHksy8Ly8SogYmDkFe9PL2c8C"
    "5gNLDDwHToC4CKLA8rHHMCVcSkLHEUJqcUNM7EwUEvwjRCajNmIL5HPFv/9xMSYQLVGQvn"
    "r35hwjBxYipz5EvomhiCDSmmzlRZr+AviXkb2YdGZa1AldUvbxVmxBybMTj0xIbUSQDxiC"
    "uY8RsSbfn4riuLmA+SF6DhhmAojmIHRY7uNnZiaTTVMfGuZENUxT3gMuixIBNRasCCxcsD"
    "QdRGy24K9fWk/xPBkasZWY8G9l3L9WxkdfWp/EhJTzFROqJ5p2pHqKhgAMxINEDGSQu5wk"
    "WgG4SkI3Al3jIQJioTXwM++XgT4VZNhnf1998OUrxVC/Kf/0JJvH8ghWU9JXJtc9yQLBYk"
    "qMsaJPLtWxIBqQYI6i0A9FVUaN7dMgMIFLwzgniwRdYFsjbHNOlD1L5OBY2gxyds8MWwTx"
    "+a92u9M5a7c63fOvp2dnX89b59w2inhddbaFkwvtStONIh1CUCSB//gsDOrmR+b9dvkhe4"
    "hAAeSeSTJS9YGmX/WkxH9KRoo24K8Awym5VLQbdSDmww7i7+rdSBsLAVp62BeSvqL31ZvI"
    "yBJgONyuIYkUZ31dEnPutVhMysdrL3ITRR9cDO96UgAInNHllNxqg2ht60kuhtHa1gw+kj"
    "7DDH1nn0pfcmswFzWrfbt1er4D1sKsEu1YWcQ7TlFeEDaUkQHHimEXbYa86FlCHCauJ+nD"
    "n4f/FrQN7VadGMrtSAzvBsEPJ4KLdxJC046kq5L0qFvi5XkQ6ZtmXEviVfo+1NUITRow24"
    "9mzOyM77KICYSMmoQ+mgDmMUnFqajAcpTgvGXnEOzZQq97vr/c6p7ukFnd08q8EqrNq1gE"
    "Uo1lLPX7wHoXrDGs1QmXHGs1wk3D+iB9sAOIHQJ7rz897/OG/S9OI3ntcr1Lra4u1OV/3P"
    "KRQKJGlS56vkCVbtzWj38gHBJnlWTjH1K2k4Vja9UOPViT9aLnB+tNYX1Ds5ZEnztVQIw5"
    "tVgven505M0hOc5tcbY9v88dtQrBDFj3j8CH5pqGtmmV7brKbbtlCSC8vsIETRFn+fBfpw"
    "zPsQUSHqpvCQqGxzveGJCy0++uDWTFE8dLnylPawmEEDOJzqUH5PNhEJQ8nz5giHwpP3Bw"
    "LM0oXEloyUcWboHkIwvhBwRPygcarzH+/7jQ2LQP29aubtx9behSk6Rt7i3GG/ao1Xcbzb"
    "hOWl9QD3ef9PI7s/zZwbaz8t+fPBzirPzNgO/sslnoVO8WOmvbBbFkrUNtoGXF0pLavwtw"
    "t3UJ6p1RaBBSEI9ulbtPhSbhZqhfpeY50Ps3w4vyCep8jqwNvVr1n515vAvAS1cC3V2uBM"
    "qtV+5KoFv+m9OCW6MjLrl+bISa0iNXbX8P2iI//QJdt0eV"
)
