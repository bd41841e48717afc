from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "backoffice_audit" (
    "id" BIGSERIAL NOT NULL PRIMARY KEY,
    "at" TIMESTAMPTZ NOT NULL,
    "actor" VARCHAR(254) NOT NULL,
    "action" VARCHAR(64) NOT NULL,
    "subject" VARCHAR(254) NOT NULL,
    "before" JSONB,
    "after" JSONB
);
CREATE INDEX IF NOT EXISTS "idx_backoffice__at_c009c3" ON "backoffice_audit" ("at");
CREATE INDEX IF NOT EXISTS "idx_backoffice__actor_1e445a" ON "backoffice_audit" ("actor");
CREATE INDEX IF NOT EXISTS "idx_backoffice__action_8e7464" ON "backoffice_audit" ("action");
COMMENT ON TABLE "backoffice_audit" IS 'One change made from the back office or its commands: who, when, what, before and after.';
        CREATE TABLE IF NOT EXISTS "backoffice_staff" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "email" VARCHAR(254) NOT NULL UNIQUE,
    "role" VARCHAR(8) NOT NULL,
    "added_at" TIMESTAMPTZ NOT NULL,
    "added_by" VARCHAR(254) NOT NULL
);
COMMENT ON COLUMN "backoffice_staff"."role" IS 'STAFF: staff\nADMIN: admin';
COMMENT ON TABLE "backoffice_staff" IS 'A store account allowed into /admin. The role lives here, on the server, never in what a';
        CREATE TABLE IF NOT EXISTS "backoffice_session" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "token_hash" VARCHAR(64) NOT NULL UNIQUE,
    "csrf_token" VARCHAR(64) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "created_at" TIMESTAMPTZ NOT NULL,
    "last_seen_at" TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS "idx_backoffice__email_edc901" ON "backoffice_session" ("email");
COMMENT ON TABLE "backoffice_session" IS 'A signed-in back office browser. Only the token''s hash is stored; the CSRF token travels';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "backoffice_session";
        DROP TABLE IF EXISTS "backoffice_audit";
        DROP TABLE IF EXISTS "backoffice_staff";"""


MODELS_STATE = (
    "eJztWGFz4jYQ/SsavjSd4eiVJMCln0iO9Ogc0AlM27mm4xH22qixJU6SwzFX/vutZAzGBg"
    "o3oXBpvjCw2ict78nSW38uDan7IHyfuVBpxh7TLa7ltHRFPpc4jQC/bMgokxIdj1fHTVDT"
    "YZiDOdTALGKotKSuxnGfhgow5IFyJRtrJrhB9TgQd0R5ACSiHhBfiojoERAzHUnmI0ISph"
    "VxRRRR7qkrMhmJMn4AN59Ul8kQfCGB4CihvgZZMat7wsXlGQ8OudA9vxMTRSgGBQ+nBB5B"
    "Eup54NkaYs4+xuBoEQAuJrGSP//CMOMefAKV/hw/OD6D0FvRgXlmAht39HRsY9csaHN9a3"
    "PNPxw6rgjjiC/zx1M9EnwBYNwKEQAHSTWYFbSMjRA8DsO5dqk2SbHLlKTKDMYDn8ahkdOg"
    "kwKWsZLjdHsDp98aOE6pIHWKyIgyD7mCm22CpSpLQGBKePWmWj0/r1dfn9calxf1+mXjdQ"
    "Nzbb3FofosKWbJVjKV5az9c7s7MAUJ3IvJZjWBmcVQTROUFWPJPtVF9t8ig5pFsJ7/BJHj"
    "35tDKumXvBop99vkSAPH0WMLtYN2p9UfNDu/mukjpT6GlqbmoGVGqjY6zUXPat+varGYhP"
    "zeHrwj5if50Ou2LJtC6UDaFZd5gw8lUxONtXC4mDj4tGVISsNpCFMzqrpayKKwNyMqN4ia"
    "AnK6IkHfnpKliH5yQuCBHuHP6uXFFml/a97dvGvenWFWTq/ufKiajM3yBJui9mN4jnh+FN"
    "d2Ybi2meBagV8VD/8Gd83ZtJngDORQDC8v9+exi5NbvkjyL/1edz3JS0T+AmCuJv+QkKnC"
    "RbyG6/lWPRWqtzBrqFg59VNCzzrNP/Jc37zvXeePczPBdf70MJZqH9oXgBfW92PduE7/Ie"
    "N8TMBY4QmVnlMYEVWxKbc4FFWjfIRyGlgizT+elVeajL6mvt+BaGjt8do+JJuyTyOiDG63"
    "RqRJlLbO3nVFzDWhYSgm4BEURZAfqBcxXiED7BekCAE31iMogoYeZxLc9hEKJFr/MuG2A2"
    "DcNgyEFhqRQy10z4cSOxEMjQRSf4ju4//SelR/vKhfNM5rF4uOYxHZ1mj8e1MBEWXhPnf3"
    "AvA0N/dxyT38vW0emfX0tngcWYrbWBPlyZGxQnWKPWWPVML+5/b2ithz7Z4333ba3Stiz4"
    "z8ObOLBo0dFGhs5L9R8P7mrYfzFY1zBvfftM+ncp1/e/2zlWo43avBy2BO+eE69kF2apas"
    "D0olzGz2ZGnOXqYsg9nFlrGAg/cKfU72Te3c61RIz7x0NbZIiwfg36FXompEmEpclveTHb"
    "vp390mCXjj0UcI1TpbdpCF7jlOaJzalGCHGOG0cxNnScBpxijDi1s7RbdmdXSMzPscd6uo"
    "Z+fbnv6Vlquk71jW9qF5FfUM75WnJ/rY3ccpvZk9SPvhSjB0fIUFXkW+mOCTNsEhVRpdDJ"
    "7y+wudx75IfXJSH9WHz74A/lrElA=="
)
