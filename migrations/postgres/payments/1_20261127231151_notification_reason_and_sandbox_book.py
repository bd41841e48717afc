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
        ALTER TABLE "payments_notification" ADD "source" VARCHAR(16) NOT NULL DEFAULT 'notification';
        ALTER TABLE "payments_notification" ADD "reason" VARCHAR(32);
        COMMENT ON COLUMN payments_notification."source" IS 'NOTIFICATION: notification\nSTATUS_CHECK: status_check';
COMMENT ON COLUMN payments_notification."reason" IS 'AMOUNT_MISMATCH: amount_mismatch\nSTATUS_MISMATCH: status_mismatch';
        CREATE INDEX IF NOT EXISTS "idx_payments_no_effect_2df6c8" ON "payments_notification" ("effect", "received_at");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP INDEX IF EXISTS "idx_payments_no_effect_2df6c8";
        ALTER TABLE "payments_notification" DROP COLUMN "source";
        ALTER TABLE "payments_notification" DROP COLUMN "reason";
        DROP TABLE IF EXISTS "payments_sandbox_transaction";"""


MODELS_STATE = (
    "eJztWltz2joQ/isavzSdoZmUpEkObw4hiecEkwnuaU5LxyMsAZrYkmvJIUyn/72SbfCFS8"
    "GTgJvhDa92JfGtd7Wf1j81H048TAU/vIt/aA3wU6PQw/LH/GANaND3s0NKJGDfzenbfka/"
    "z0UAHTXxALocSxHC3AmILwijUkpD11VC5khFQoepKKTkR4htwYZYjHAgB759l2JCEX7GfP"
    "roP9oDgl2U2zkLEA5sgtQOolFbTPxopDmCwVWkrxbt2w5zQ48WbfyJGDE6M5I7U9IhpjiA"
    "AqPMn1F7Tf7/VBTvWwpEEOLZhlEqQHgAQ1dk/nzfTmWabZsdy+62LNvWNoDLYVRBTZRXFB"
    "YefLZdTIdiJB8/Hv2K10nRiLXUgv/p980b/f7g49F7tSCT/oodaiYj9WjoVzQFFDCeJPJA"
    "CrknncSWAN6ioReBbsgtQurgOfBT65eBfipIsU/fvvLga9e61fqi/98AQ7mXMZz0aFPv3j"
    "SAA/moR6173exete6VoyHlAxxtfVeuSl0zDBjnNvRYGMdk3kEXZGhQsTgmipYF55BYWg3n"
    "rB8ZQ7WJD//U68fHZ/Wj49PzTydnZ5/Oj86lbrTj+aGzFT65MK4N08q7QwnyTpAvvgh52f"
    "hIrbcXH5qPKVJAbhgkdy3z0jCvGyCx79E73biUj5CgHr3SjdvWpVqPuFg+tx7ujHslwM8+"
    "CZSkqZvN1m2k5CgwXKlXkUCKo76sEzPmpbyYHB+vneS6unl50XloAA4p6rPnHm0bl1Fuaw"
    "CPoCi3VcMfSZ1hh4G7yUlfMKuwL0qe9vWjk/M1sFZqS9GOB/N4xyEqD4QFx8ilxEoQDy+G"
    "PG9ZQBwlpofTH38f/ivQtox2q2vp7Ts1vcf5DzeCS1YSaqQeSScF6cFpwS+zScAXw7oB6h"
    "F87ZitCE3GxTCIVkz1rK+a2hMMBbMpG9sQZTGZiqeinJejAJclu4RgwxJ63vLtxdbpyRqR"
    "dXqyNK7U0OIsFoFUIo1N7fZYr4M1QaUq4YJhqUK4aljvpA52IR2GcLjRm5612WL9S6Y7ee"
    "3jep2zevlBXXzHnQArJEqc0nnLFzilK0f95B9EHepOkmj8S47tJHGsPLVDH5X0et5y7/Wq"
    "eH1BsZbsPnOrgIVwS3k9b7mvyKvj5Di21d324DFz1aoEfeg8jmGA7LkRVmfLdOeHvLpXlE"
    "Aqz1eUoKn2Wbz8N5kgA+LAxA/LuwQ5xdqaHQNaNPpT20DTfXW99IHJsAYwREQANgBPOJDT"
    "YAT8gD0RhAOQnZgDSJFSEyMM4hs1zJMHFmDgh4uuml5vpR4dBMyLxLNZiODYHdRAn6EJwM"
    "8SArUqBwF2MHnC6FCrrdMZ+abhwQA7UWxPTVWof1/aMlnE9FYVxAv53YI6OEkL1e2TbLEK"
    "Xt49qUbDaj5l765j9fLcL3s7seo2/s93G7u4jd8a8Mfr0JHj5XzkeI6QqFw2D7WFn5eklq"
    "n+mwB3VR3SerByJcgUxIO2/vA+V4bcdszrqXoG9OZt56J4RzvL++u+2anFmwC80HQ4Xafp"
    "UCzuMk2H0+LbLMkEj4uUMj2g1LrC13Wa3u58Ni27bXTbutW8aYD45sv2CPegcEY9Kkta63"
    "M3oxHnxJlGmQbRy2cezsLAWXLVtEbTdWa9xUunYiW8idvkmHFlNHXL6JiNXEE6c1jzptX8"
    "d+YtZ4Sdx1K9vFcIq7RKnfPXaipbMN3fYFSF3C67t6oMt+3GHW4rre20hdR2gV5tTWabNN"
    "FtUbD9I8G1JC3sh8QVHwid8cN3HLAxleyQPYIDhJ+wy3y1TsQ3BeZCjsvX5H0DjEdQRNSy"
    "H04kr0RE8lGq6OUcv32thXrUl7jXAAtSnZj+Qv6II3pMxCEw5FRxOgL6nSHn52MccBBRY0"
    "lu5QTjUURz1UQyp8VTZ5ObJMdQZjKUrlBTlLmdfKvwDiCGkwmJiP+XTBmSPvE12fT+O8Nt"
    "s7blTHnn3enKnQ172lwF4F++Itp/F7C9l3zHn8hWDe2dfBmQTRXTOn0TGrDI/g1ygb+k9q"
    "9mY+vXb2pKaQU="
)
