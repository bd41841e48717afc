from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "payments_sandbox_transaction" (
    "order_id" VARCHAR(64) NOT NULL PRIMARY KEY,
    "transaction_id" VARCHAR(64) NOT NULL,
    "transaction_status" VARCHAR(16) NOT NULL,
    "payment_type" VARCHAR(64),
    "gross_amount" BIGINT,
    "transaction_time" TIMESTAMPTZ NOT NULL
);
COMMENT ON TABLE "payments_sandbox_transaction" IS 'The built-in provider''s own book (development and tests only): what the buyer did on its';
        ALTER TABLE "payments_notification" ADD "refused_digest" VARCHAR(64);
        ALTER TABLE "payments_notification" ADD "reason" VARCHAR(32);
        ALTER TABLE "payments_notification" ADD "source" VARCHAR(16) NOT NULL DEFAULT 'notification';
        COMMENT ON COLUMN payments_notification."reason" IS 'AMOUNT_MISMATCH: amount_mismatch\nSTATUS_MISMATCH: status_mismatch';
COMMENT ON COLUMN payments_notification."source" IS 'NOTIFICATION: notification\nSTATUS_CHECK: status_check';
        CREATE UNIQUE INDEX IF NOT EXISTS "uid_payments_no_order_i_580627" ON "payments_notification" ("order_id", "refused_digest");
        CREATE INDEX IF NOT EXISTS "idx_payments_no_effect_2df6c8" ON "payments_notification" ("effect", "received_at");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP INDEX IF EXISTS "idx_payments_no_effect_2df6c8";
        DROP INDEX IF EXISTS "uid_payments_no_order_i_580627";
        ALTER TABLE "payments_notification" DROP COLUMN "refused_digest";
        ALTER TABLE "payments_notification" DROP COLUMN "reason";
        ALTER TABLE "payments_notification" DROP COLUMN "source";
        DROP TABLE IF EXISTS "payments_sandbox_transaction";"""


MODELS_STATE = (
    "eJztWm1v2joU/itWvqyTWNXRru3lW0ppG90CVcnuelemyMQGrCZ2FjulaNp/n50E8gKhEL"
    "Ulq/hGjs+xzXNy3vNL8+DUxVTw/Zvoh9YAvzQKXSx/LC7WgAY9L72kSAIOnAy/5aX4B1z4"
    "0FYbD6HDsSQhzG2feIIwKqk0cBxFZLZkJHSUkAJKfgbYEmyExRj7cuH+hyQTivAT5rNH78"
    "EaEuygzM2Zj7BvEaRuEK5aYuqFK80x9C9CfnXowLKZE7g0L+NNxZjRuZC8maKOMMU+FBil"
    "/oy6a/z/Z6To3pIg/ADPL4wSAsJDGDgi9ecHVkLTLKvTNa1ey7QsbQO4bEYV1ERpRWHhwi"
    "fLwXQkxvLx88Hv6JwEjYhLHfifftu80m/3Ph98VAcyqa9IoZ14pR4u/Q63gAJGm4QaSCB3"
    "pZJYAeAtGrgh6Ia8IqQ2XgA/kX4Z6GeEBPvk7SsPvnapm61v+v8NMJJ3mcBpnzb13lUD2J"
    "CP+9S81Tu9i9atUjSkfIjDq29LVYlqRj7j3IIuCyKbzCrojIwMKpbbRF4ypxwSUauhnPUt"
    "Y6Qu8emfev3w8KR+cHh8+uXo5OTL6cGp5A1vvLh0skInZ8al0TGz6lCErBLkiy8CXtY+Eu"
    "m3sw/NwxQpIDc0kptW59zoXDZALN+nN7pxLh8hQX16oRvXrXN1HnGwfG7d3Ri3ioCfPOIr"
    "SlPvNFvXIZOtwHAkX0UMKbL6skpMiZfSYhw+XtvJ9fTO+Vn3rgE4pGjAnvq0bZyHvq0BXI"
    "JC31YNfcR5hhX4ziaRPidWYV2UjPb1g6PTNbBWbIVoR4tZvCMTlQFhSRg5l1gJ4uLlkGcl"
    "c4ijWHR/9uPvw38F2qbRbvVMvX2jtnc5/+mEcMlMQq3UQ+o0R907zullvgn4ZphXQD2C79"
    "1OK0STcTHywxMTPvO7pu4EA8EsyiYWRGlMZuQZKaPl0MBlyi4h2DCFXpR8f7Z1fLSGZR0f"
    "FdqVWlruxUKQSrixmdwO63WwJqhUJpwTLJUIVw3rreTBDqSjAI42etPTMm+Y/5LZTV47XK"
    "8Tq4sDdf4dt32skCgRpbOSLxClK1f6yT+IutSZxtb4l4Tt2HGsjNqBh0pqPSu503pVtL4k"
    "WYtvn+oqYCGcUlrPSu4y8uooObJt1dsePqRarYowgPbDBPrIWlhhdVbEu7jk1t08BVIZX1"
    "GMprpnvvnfYYIMiQ1jPRRPCTKMtTUnBjQv9NzYQNM91V76xKRZAxggIgAbgkfsy20wAp7P"
    "HgnCPkhvzAGkSLGJMQZRRw3z+IH5GHjBslbT653Up0OfuSF5vgsRHDvDGhgwNAX4SUKgTu"
    "XAxzYmjxjta7Wlk5H7zPzCx0N5IrIQGWEutB+5ucm9hodDbIuINdpYOYIfhQOVZXXgqnR5"
    "afW3JEuOnUZ1pyhvmCMXz1aqMc5adOjbm2e9fGWY7l2s6tU/3/nYRq/+zYA/XKdYOSyuVg"
    "4XyhXl6RahNvFTgWuZ8b8LcFdlKa07M5OgzEDca+t3HzNJynW3czljT4HevO6e5Tu4c7+/"
    "7pudSLwLwHMjieN1RhL51C81kjjOv82y1OBRClNmQpRIV7iZp+nt7teOabWNXls3m1cNEP"
    "XFLJdwFwp73Kcy4TW/9lIckU+cc5QZH7285+Es8O2CRtQaI9m59Bu2pPJ58iZqk2vGhdHU"
    "TaPbaWTS1bnCmlet5r9zbdljbD+UmvS9glllEtoN/NeiZIVNqzLZULoqWAB7dWMhJ7rrJ1"
    "Wl1VDURaxMp6EXfW9gJrm0trTRsISvtmafIf6kwRI52WfbDaYs0gcBccQnQufV+gcO2ITK"
    "Wp09gD2EH7HDPHVOWP0L6W7kunxNPjbAZAxFWOgPgqms8hFBckUV+wvdhtc6qE89iXsNMD"
    "/hiZoRkD/gsFlBxD4w5FaR+wf6jSH35xPscxA2KsbYlxtMxmHTQW0kY0i0dTqYAGkdMnKg"
    "5ISaamC04y9HPgDEcLwhEdH/ki5Dlqu8qLex++pzy3GhuDOx9W8FKhcbdm2KKgD/8hno7i"
    "uNt3vJt/zBctXQ3sp3GmlXMcvTNykDlsm/w1rgL8n9qzlm/P0HaRrqDQ=="
)
