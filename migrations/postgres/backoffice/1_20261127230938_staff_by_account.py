from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    # A role belongs to an account, not to an address: each role moves to the uid of the
    # verified account that holds its address; a role whose address has no account, or only an
    # unverified one, is dropped (only a verified account may hold a role). Every back office
    # session ends: everyone signs in once more.
    return """
        ALTER TABLE "backoffice_staff" ADD "uid" VARCHAR(40);
        UPDATE "backoffice_staff" AS s SET "uid" = a."uid"
    FROM "identity_account" AS a WHERE a."email" = s."email" AND a."email_verified";
        DELETE FROM "backoffice_staff" WHERE "uid" IS NULL;
        ALTER TABLE "backoffice_staff" ALTER COLUMN "uid" SET NOT NULL;
        ALTER TABLE "backoffice_staff" ADD CONSTRAINT "backoffice_staff_uid_key" UNIQUE ("uid");
        ALTER TABLE "backoffice_staff" DROP CONSTRAINT IF EXISTS "backoffice_staff_email_key";
        DELETE FROM "backoffice_session";
        DROP INDEX IF EXISTS "idx_backoffice__email_edc901";
        ALTER TABLE "backoffice_session" DROP COLUMN "email";
        ALTER TABLE "backoffice_session" ADD "uid" VARCHAR(40) NOT NULL;
        CREATE INDEX IF NOT EXISTS "idx_backoffice__uid_e321fa" ON "backoffice_session" ("uid");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DELETE FROM "backoffice_session";
        DROP INDEX IF EXISTS "idx_backoffice__uid_e321fa";
        ALTER TABLE "backoffice_session" DROP COLUMN "uid";
        ALTER TABLE "backoffice_session" ADD "email" VARCHAR(254) NOT NULL;
        CREATE INDEX IF NOT EXISTS "idx_backoffice__email_edc901" ON "backoffice_session" ("email");
        DELETE FROM "backoffice_staff" AS s USING "backoffice_staff" AS t
    WHERE s."email" = t."email" AND s."id" > t."id";
        ALTER TABLE "backoffice_staff" DROP CONSTRAINT IF EXISTS "backoffice_staff_uid_key";
        ALTER TABLE "backoffice_staff" DROP COLUMN "uid";
        ALTER TABLE "backoffice_staff" ADD CONSTRAINT "backoffice_staff_email_key" UNIQUE ("email");"""


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
