from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    # A role belongs to an account, not to an address: each role moves to the uid of the
    # verified account that holds its address; a role whose address has no account, or only an
    # unverified one, is dropped (only a verified account may hold a role). Every back office
    # session ends: everyone signs in once more.
    return """
        CREATE TABLE "backoffice_staff_by_account" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "uid" VARCHAR(40) NOT NULL UNIQUE,
    "email" VARCHAR(254) NOT NULL,
    "role" VARCHAR(8) NOT NULL /* STAFF: staff\nADMIN: admin */,
    "added_at" TIMESTAMP NOT NULL,
    "added_by" VARCHAR(254) NOT NULL
) /* A store account allowed into /admin. The role lives here, on the server, never in what a */;
        INSERT INTO "backoffice_staff_by_account" ("id", "uid", "email", "role", "added_at", "added_by")
    SELECT s."id", a."uid", s."email", s."role", s."added_at", s."added_by"
    FROM "backoffice_staff" s JOIN "identity_account" a ON a."email" = s."email"
    WHERE a."email_verified";
        DROP TABLE "backoffice_staff";
        ALTER TABLE "backoffice_staff_by_account" RENAME TO "backoffice_staff";
        DROP TABLE "backoffice_session";
        CREATE TABLE "backoffice_session" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL UNIQUE,
    "csrf_token" VARCHAR(64) NOT NULL,
    "uid" VARCHAR(40) NOT NULL,
    "created_at" TIMESTAMP NOT NULL,
    "last_seen_at" TIMESTAMP NOT NULL
) /* A signed-in back office browser. Only the token's hash is stored; the CSRF token travels */;
        CREATE INDEX "idx_backoffice__uid_e321fa" ON "backoffice_session" ("uid");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE "backoffice_staff_by_email" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "email" VARCHAR(254) NOT NULL UNIQUE,
    "role" VARCHAR(8) NOT NULL,
    "added_at" TIMESTAMP NOT NULL,
    "added_by" VARCHAR(254) NOT NULL
);
        INSERT OR IGNORE INTO "backoffice_staff_by_email" ("id", "email", "role", "added_at", "added_by")
    SELECT "id", "email", "role", "added_at", "added_by" FROM "backoffice_staff";
        DROP TABLE "backoffice_staff";
        ALTER TABLE "backoffice_staff_by_email" RENAME TO "backoffice_staff";
        DROP TABLE "backoffice_session";
        CREATE TABLE "backoffice_session" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL UNIQUE,
    "csrf_token" VARCHAR(64) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "created_at" TIMESTAMP NOT NULL,
    "last_seen_at" TIMESTAMP NOT NULL
);
        CREATE INDEX "idx_backoffice__email_edc901" ON "backoffice_session" ("email");"""


MODELS_STATE = (
    "eJztWF1vIjcU/SsWL81KhKaEEJo+kSzpUjVQBdRW21QjM+MZ3MzYrO0Ji7b8997rYWA+II"
    "UoKWyalyhc+1xfzjH2uf5SGVH3Xvo+d1mtHXvcdIRRs8oF+VIRNGLwz4YZVVKhk0l+HIOG"
    "jsICzKEIs4iRNoq6BsZ9GmoGIY9pV/GJ4VIgqi8YccdUBIxE1GPEVzIiZswIpiNJPiIV4U"
    "YTV0YRFZ6+INOxrMIfJvAvNVUyYr5UjMAoob5hqoare9KF5bkIXnKhO3Erp5pQCEoRzgh7"
    "YIpQz2OerSEW/FPMHCMDBospqOSPPyHMhcc+M51+nNw7Pmehl9OBe5jAxh0zm9jYJQ+6wl"
    "zbufgNR44rwzgSq/mTmRlLsQRwYYUImGCKGoYrGBWjECIOw4V2qTZJsaspSZUZjMd8Goco"
    "J6KTAlaxiuP0+kNn0Bk6TqUkdYrIiLIIuVLgNoFStSUgwBKOv6/XT0/P6yenzdZZ4/z8rH"
    "XSgrm23vLQ+TwpZsVWkspy1v2x2xtiQRL2YrJZMTC3GGpogrJirNinpsz+e2DQ8Iit5z9B"
    "FPj3FpBa+k9RjZT7x+RIA/vR4xFqh92bzmDYvvkF00dafwotTe1hB0fqNjorRI+a7/JaLJ"
    "OQ37rDDwQ/ko/9XseyKbUJlF1xNW/4sYI10dhIR8ipA7+2DElpOA3B1IyqrpGqLOzVmKoN"
    "oqaAgq5A0NenZCWin52QicCM4WP9rPGItL+2b68+tG+PYFZBr95iqJ6MzYsEY1G7MbxAvD"
    "6Km9sw3NxMcLPEr45HfzF3zdm0meAM5KUYXl3ur2MXJ7d8meSfBv3eepJXiOIFwF1D/iYh"
    "16WLeA3Xi616KFQ/wixSkTv1U0KPbtq/F7m++rl/WTzOMcFl8fRAS7UL7UvAG+u7sY6u07"
    "/POB8MoBWeUuU5pRFZl5vmloeielSMUEEDSyR+43k112QMDPX9GxaNrD1e24dkp+zSiGjE"
    "bdeItIk21tm7royFITQM5ZR5BESR5FvqRVzUyBD6BSVDBhvrgWkChh4ySWH7CM0UWP8qEb"
    "YD4MI2DISWGpGXWuhOjBR0IhAaS6C+anuUEQulCDSB1AhN1zzCLifm3jvIIg2OUoFNC2wS"
    "aHoopJ4u52K3dCdC+PUoMuVmnNQAGhF2HFEekjHVkMWW+xItz/+l36l/1zhvtE6bjWWbs4"
    "w81t38eycTr2N1s12I1/L6RKuwX2JzRqFxsoVPaJxstAk4lL+tGG7/XahdAt582HY+DM+U"
    "9QR3RBxZkrtQExXJFZAjO8UeMtcV6Gevry+IvafuRPv9TbcH5y/eAcV7YxsNWlso0NrIf6"
    "vUy+ErlvOEh5AM7r95DjkUe/b1vYdYqUaznRr2DOaQf1z7PsgOzWIPwNwlzGz22OmcnUx2"
    "BrONzeaBYN4x+Nbsy/vCu9ZIHx/R0WIaec/ENxrt5Zhwnbhm7wc7djW4vU4mgKGgDyzU62"
    "z2iyx0JyAhOu8ZgY4/grQLU25JgDQTkEG/GeEDNMJWRwdl3uW4y6NenS1+/idKVyvfsazt"
    "QnMe9Qrvlecnep+N3SG9sj9/Z+cqhlw8wfvmkW/u96Ddb0i1AfsCx/vuQhexb1IfnNR7Ne"
    "DzfwC72Vj8"
)
