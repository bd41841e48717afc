from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "contact_message" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "name" VARCHAR(120) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "address" VARCHAR(500) NOT NULL,
    "phone_number" VARCHAR(32) NOT NULL,
    "message" TEXT NOT NULL,
    "client_address" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS "idx_contact_mes_created_79f3fd" ON "contact_message" ("created_at");
CREATE INDEX IF NOT EXISTS "idx_contact_mes_client__a7e711" ON "contact_message" ("client_address", "created_at");
COMMENT ON TABLE "contact_message" IS 'One message of the contact form, kept whether or not its e-mail to support went out.';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "contact_message";"""


MODELS_STATE = (
    "eJzdltFu2jAUhl/FylUntagNlFa9Y5StSAWmNtqqVpVlEgMRiZ06jgBVvHt9nIQ4yYKotP"
    "WCK5Jz/j+2v3Ns/G65nEniylY//R3ROCZzat2gd4uREB6aJKfIIlFkCCAiyTQwTTg01NNY"
    "CtDdoBkJYqpCHo1d4UfS5wxME0ZRZkB8huSCouw7aMZFeIqWNJJotaAqIxAXiHGJfBkjeh"
    "YSP0CSoziJIi6UiDKJeCJbMLLHXTW0z+b/c5CE+W8JxZLPtVMN9fKqwj7z6JrG8PpiuYGv"
    "LJh4nlAzAJcrKJHUw0RaryCPlnjm08ArVcD3QKrjWG4iHRsy+UMLYX1T7PIgCVkhjjZywd"
    "lO7TNdnjllVMB4KiZFAiVgSRBkRcurkq6kkKRLMDwenZEkgEKCO51AEbMwHk8c/DhwMLZq"
    "Rc4dRkmykKoCNIiaaqxXr9vwzL7oXHWu293OtZLoae4iV9t06AJMatR4xo611XkiSarQNS"
    "ig6t8a1v6CiL9zzfUVsmrKVbI5x31o80DBttgTXwE3JGscUDaXC/V6YZ/vQfm799C/6z2c"
    "KNU3GJKrTZxu8nGWstMc8C74UtgtnwG8MxwhYfuycwBhpWokrHNlwsYxcihjw3KElC/PD+"
    "ljpWqkrHNlypGiRDFLwikVn0Fd9R0h77Z9AO623UgbUmXYxnWhzNmh64b/O8NyFIj3IHUG"
    "Tw58OYzjt8BEeTLqPWnK4SbL3E/GP3O5gb5/P/leQV6/kxza4XXnURSg3OPdQw7ubvO53a"
    "0d28aVrwb7VmWkH9IG4CVnBbaXWVv5w79B/5VXvn2tPxwNHp3e6Fep/297zgAydqn38+hJ"
    "t1KV3UfQn6Fzh+AVPU/GA02Tx3Iu9IiFznm2YE4kkRwzvoJWNyDl4Ty0hQv8bGncNiEwJe"
    "5yRYSHaxlu8yZtPRXaYTVCmDr3vIzmdvsBtyhtPQ=="
)
