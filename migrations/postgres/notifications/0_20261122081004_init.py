from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "notifications_outbox" (
    "id" BIGSERIAL NOT NULL PRIMARY KEY,
    "kind" VARCHAR(32) NOT NULL,
    "recipient" VARCHAR(320) NOT NULL,
    "language" VARCHAR(8) NOT NULL,
    "subject" VARCHAR(300) NOT NULL,
    "body" TEXT NOT NULL,
    "status" VARCHAR(16) NOT NULL,
    "attempts" INT NOT NULL,
    "next_attempt_at" TIMESTAMPTZ NOT NULL,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ NOT NULL,
    "sent_at" TIMESTAMPTZ
);
CREATE INDEX IF NOT EXISTS "idx_notificatio_next_at_90ef2a" ON "notifications_outbox" ("next_attempt_at");
COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed';
COMMENT ON COLUMN "notifications_outbox"."language" IS 'ID: id\nEN: en';
COMMENT ON COLUMN "notifications_outbox"."status" IS 'PENDING: pending\nSENT: sent\nFAILED: failed';
COMMENT ON TABLE "notifications_outbox" IS 'One e-mail to send. Written in the transaction of the change that causes it.';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "notifications_outbox";"""


MODELS_STATE = (
    "eJzlWFFvozgQ/isWT13ptqKk2+T6lm1oF6khVYK2e7s9WQ44xFewWWyujVb972cbKAQaLk"
    "Xdqnv3lDAzn22+b8YzyQ+DMkFWxEeCMMoPZ5lYsvsp5hyF2DgFPwyKYvWlM+43YKAkaUUp"
    "u0DLqI2HTOM1cMlFinwhY1Yo4liaAsz9lCQqUiFnFAP8PkYkAoIBjmlwCK5TIgSmgFAg1h"
    "jIFSiXi0gEYCtt8teIhtKzRgL4KOOYAyIO1Y4B8+WWhIY/Y/GMku8ZhoKFWAamcotvf0oz"
    "oQG+x7x8TG7hiuAo2GKYBGoBbYdik2jbRxI6VJzrWHX0JfRZlMW0ik82Ys3oI4BQoawhpj"
    "hFAqsdRJopVmkWRYUYJdH5YauQ/JQ1TIBXKIuUNgqdH6CyGRC6Mw8ubA9Co6VbiaixXZh8"
    "mQGSVHlUrgnQmfb+d8saDIaWOTgZfTgeDj+MzJGM1edtu4YP+WEqtvKlNGfOheN66kBMJl"
    "aefcrwoDFIoBylxajYv5Uv3+b/bI1Sm2axVsCRx0bUxy0lSmxDC/mSTS1K5rvEKA2VGlVh"
    "9JfD+GzPnfM/oD0dO5en4G+cktUGYpX5N/RqvFhcz+YTOLcl/BQkiPM7lgYwxRyLmv/s09"
    "i9sCe1iLwUgmZh7ZA6RvcwwjQUa/k4sDpU/Dyey83mBwPr3baUbuGxtEuJWomYYp8kBOc1"
    "0Fby6TraAr1lCfevqAbN5l48mx1Em02mI6l6Vtz9fUqmjn/LnBuOTHYS3FDbPQWY9knz0R"
    "7sj3ZyP2oyz7PlX9h/VobXIG+Z6775be6V32ZHfput/F6yYNOm2MP3O5pxGf+f4LeDTs/+"
    "oltrzPn3qM7iwXT8RRMcbwrP5cy9KMNrrJ9dzj42U1ogkfG+V0mFfj3yjUROiorCZ94mV7"
    "Y7cdwL2T9z/A1d2K5suHLwlG32XLZm1VxXsin3a6lHJ3uUwtHJzkpQrm1tkByF40Q8oc7O"
    "wbQO+ffx9KUkMX/ueGodHQ+PR4OT48ep9NHSNYyWg2fth5S8Q2BBkfxs8zqRxAgS46fJfQ"
    "Le4Dgo8Ifll5dh/DV/EnRdQM7UXnjj6dXWLTQZe7byWFs3UGk9aCb84yLg2vE+AfUIvs5c"
    "W7PJuAhTvWMV53011JlQJhik7A6ioE5kaS5NjUmJC4jTlKXP6SfbqF4XWyHY/7Wp+ClW3P"
    "QosW3k61TX685P8gWDGY02RZb8IuVWJHRntalG2kPyGuwF9P6FKu8NybvzNlX/mK1ua//a"
    "KMMS+bd3KA1gy8Mstiu27YqtuGlBFIVaJMXmw8M/ZL7Ckw=="
)
