from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "identity_account" (
    "uid" VARCHAR(40) NOT NULL PRIMARY KEY,
    "email" VARCHAR(320) UNIQUE,
    "password_hash" VARCHAR(255),
    "email_verified" INT NOT NULL,
    "disabled" INT NOT NULL,
    "display_name" VARCHAR(255),
    "photo_url" VARCHAR(2048),
    "google_subject" VARCHAR(255) UNIQUE,
    "language" VARCHAR(8) NOT NULL,
    "created_at" TIMESTAMP NOT NULL,
    "last_login_at" TIMESTAMP,
    "password_updated_at" TIMESTAMP,
    "valid_since" TIMESTAMP NOT NULL
);
        CREATE TABLE IF NOT EXISTS "identity_login_failure" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "email" VARCHAR(320) NOT NULL,
    "address" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMP NOT NULL
) /* Failed sign-ins, counted per e-mail and per address (held here so every process agrees). */;
CREATE INDEX IF NOT EXISTS "idx_identity_lo_email_626d7c" ON "identity_login_failure" ("email");
CREATE INDEX IF NOT EXISTS "idx_identity_lo_address_222dc8" ON "identity_login_failure" ("address");
CREATE INDEX IF NOT EXISTS "idx_identity_lo_created_cf707d" ON "identity_login_failure" ("created_at");
        CREATE TABLE IF NOT EXISTS "identity_oob_code" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "code_hash" VARCHAR(64) NOT NULL UNIQUE,
    "uid" VARCHAR(40) NOT NULL,
    "email" VARCHAR(320) NOT NULL,
    "kind" VARCHAR(16) NOT NULL /* VERIFY_EMAIL: VERIFY_EMAIL\nPASSWORD_RESET: PASSWORD_RESET\nEMAIL_CODE: EMAIL_CODE */,
    "created_at" TIMESTAMP NOT NULL,
    "expires_at" TIMESTAMP NOT NULL,
    "used_at" TIMESTAMP,
    "failed_attempts" INT NOT NULL
);
CREATE INDEX IF NOT EXISTS "idx_identity_oo_uid_61cd76" ON "identity_oob_code" ("uid");
        CREATE TABLE IF NOT EXISTS "identity_refresh_token" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL UNIQUE,
    "uid" VARCHAR(40) NOT NULL,
    "family" VARCHAR(32) NOT NULL,
    "sign_in_provider" VARCHAR(16) NOT NULL /* PASSWORD: password\nGOOGLE: google.com */,
    "auth_time" TIMESTAMP NOT NULL,
    "created_at" TIMESTAMP NOT NULL,
    "family_expires_at" TIMESTAMP NOT NULL,
    "used_at" TIMESTAMP,
    "revoked_at" TIMESTAMP
) /* One link of a sign-in's chain: each use replaces it with a new one (rotation). */;
CREATE INDEX IF NOT EXISTS "idx_identity_re_uid_06f82e" ON "identity_refresh_token" ("uid");
CREATE INDEX IF NOT EXISTS "idx_identity_re_family_b96427" ON "identity_refresh_token" ("family");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "identity_refresh_token";
        DROP TABLE IF EXISTS "identity_login_failure";
        DROP TABLE IF EXISTS "identity_oob_code";
        DROP TABLE IF EXISTS "identity_account";"""


MODELS_STATE = (
    "eJztWltv4jgU/itWXrYjtRUFelneaEs7SG0ZUXZGO9uVZRKTeAl2JnHaolH/+9gOIRcCTV"
    "iYBpS35Fxs5zu+nPM5PzViYMoJnx63dZ35lGst8FOjaILFw6LyEGjIceIqKeJoaCfsIYrZ"
    "Dz3uIl02PEK2h4XIwJ7uEocTRoWU+rYthUwXhoSakcin5IePIWcm5hZ2heKff4WYUAO/Yi"
    "98dcZwRLBtJEbuE0N2rhSQTx0lvLKQe6NMZX9DqDPbn9CYuTPlFqNzezEeKTUxxS7i2Ih9"
    "ghzh7KtDUTBaIeCuj+fDNCKBgUfIt3nsk4cwkmkQPvQG8LEzgFArAJLOqASYUO4pBCboFd"
    "qYmtwSr83aW9BPBERgJTv82u5ffW73D5q1T7JDJqIUhPFhpqkr1ZtqAnEUNKJwj4DGE0Ts"
    "IlDPHdYCewZlGbFu1POALayWoq10Eu4IXgd53gtzDWghzyoC84LjRuAOTSK8ozX92wGvn5"
    "7mAFxYLQVc6ZKAq+kJn7FLRKMZe8glYzZGdMXcTjinUB8K73W2lDy4zyVbAH4Fzpe93p1s"
    "eeJ5P2wl6A5SeP91f9npH5yoMAgjwpW4+zBIYW8QTwJQFPW4W4V3MbwdG02hei+wt6T9qq"
    "0l19biWIwz6LuFjsuE0x4CXWte5EFamC2HWimTWJuMmTaGnj/8D+u8COCLnvuWqGxlctuI"
    "mj4yC+0jcZ/NpN555rZGwpFsGec8E3v5rF6Y0rqLJRIQZUzna6HhZIKzcU56ppA2Zq7H4c"
    "O2cN/m/BYfaPSoPZ2tqxXAD7r3ncdB+/5L4gy9bg86UlNX0mlKenCWitK8EfCtO/gM5Cv4"
    "3nvoKHiZx01X9RjZDb5rckzIF3s5ZS8QGbEtIJSGqKXWlcehzUxC1wj8gvMGYl+y42RHQh"
    "1isjLW85rNd4w1l/qSJqq4lznuz8gmBvQI1TOOz9XxTrnu4d6+64GWFOVoHOPOpGCI9PEL"
    "Est0QcPqbJntompSn6QliIqEypihKcc553Dv5Dlwg4jtu1jLZHkTFoc5qd7geBnFvN4jfD"
    "XZBTaAR0x6RKh3CBRZLCQOdgE+kiQKQDR4FeiKAHjgwBKfCSzsYuAxgJ+xOwWOy3SpQyJG"
    "2Pt0rKUm1FY7+h/kdBY3fUnMLuXZizyTnCYBvR5fzbMturzctCmHcPRnvd5onNdrjbOL0+"
    "b5+elF7ULYqvEuqs5XUSHdW0lqJJZzyHKUhrHOsZ/uGWc9W0lFII657B/IZ80cGJ81l0Is"
    "VbtcCv5O5KtsYUPZQo8Nr5ixJFEIlXlzBMbkHDTypQdbuQ+ujtyPPHJl7AvfYCac9u5mfv"
    "OHwkf+8lCm43ZT/zyUOWP8wBubraSMY/Fp2QB3qD9RIHfFmNCM5kiAHfqWGWvta6ffvfkb"
    "du7b3bsWiL890S/tx8dvvf417HeEewsk35+oMoNXvetOC0TP6WI3T+xOznKE7iSd80SRk6"
    "pdzkSrS4nNXErgV4eI1taIetJzD6O+I1HOxUv73lorO+ZW3TuUOb4jRY+KUHE8cXgGYbO0"
    "PMrwfL9W2tTqrW1rww5qpfpJ87x50ThrzkukuWRVZRRUQaWp3/t4JGaKNWBjTLXMIj5hcZ"
    "izkncDJ1GDh17vsv09ioFN6BiwEUAhF/+HB3RLIN8CGOkWEFsGcLFjIx17gHDwQrgljCl+"
    "AUy4H7iMI9leBse/+eYrmmFHaQY1KQvzDEmvimioiIacyG6eaBihCbGnRcCNPPYP30Y9F9"
    "GwgmdI4ytPB0godFz2LI40d13KIaudUtMPIaXQAuEPQk/0tte7veu0QPDD67HOJuWgFETK"
    "KvILkvVL+uq6I+FYlZalLj0q3mj5+tpf3ig4reD69FFmA3s4B3Yk5hWLVMVXbFfPooJaJ8"
    "RJzyrKZYvyh5JZb78AfpKf0g=="
)
