from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "jobs" (
    "id" BIGSERIAL NOT NULL PRIMARY KEY,
    "kind" VARCHAR(100) NOT NULL,
    "payload" JSONB NOT NULL,
    "key" VARCHAR(200) UNIQUE,
    "state" VARCHAR(16) NOT NULL,
    "run_after" TIMESTAMPTZ NOT NULL,
    "attempts" INT NOT NULL,
    "max_attempts" INT NOT NULL,
    "lease_owner" VARCHAR(100),
    "lease_expires_at" TIMESTAMPTZ,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ NOT NULL,
    "finished_at" TIMESTAMPTZ
);
CREATE INDEX IF NOT EXISTS "idx_jobs_state_a08b77" ON "jobs" ("state", "run_after");
CREATE INDEX IF NOT EXISTS "idx_jobs_kind_d21717" ON "jobs" ("kind", "state");
COMMENT ON COLUMN "jobs"."state" IS 'QUEUED: queued\nRUNNING: running\nDONE: done\nDEAD: dead';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "jobs";"""


MODELS_STATE = (
    "eJztmFtvmzAUx78K4qmTtiolaZLlLW1Ym6olW0u3qhdZBhzCAjYDoybq8t1nQ7iZhDVRV7"
    "XR3uDvc4z9Oxc7eZJ/EiPcPyOG3JOeZAw9xB5y8aMkQ99PJf5KoeGiogCNkAbQpEwbQzdE"
    "TLJQaAaOTx2CmYoj1+UiMZmhg+1cirDzK0KAEhvRCQrYwN0Dkx1soRkK+eudHFJIEf9OEG"
    "EAx5SZMZs7ecqsuJyMP3A/fwrGDnKt0lac2CrWAZ37sXbk2ENMv8S2fGUGMIkbeTi39+d0"
    "QnDm4GDKVRthFLDP8S/QIOJb5TtZEkl3n+wqN0m2U/Cx0BhGLi2gMUCuyQBoIx1cqToA8g"
    "YwTYJ5INhSwxiAzZfw6bOiNJsdpdFsdw9bnc5ht9FltvF6q0OdRbKYnFYyVcxseDLUdL4g"
    "wqKdpAAXFrEPpDDxiqOW00+jVOZ/PIHBavqpvcCfbUzkn9KuC0Aq5BHIM/Q1QuDBGXARtu"
    "mEvR40GjV4v/cvj0/7l3vM6kMZsrYcUpIxzjvn68O5S+AKxGdXI2014oKLQNlyTCr9llwn"
    "rGT7O6BdA5fD4DN7YfjLLTLdu+jfiLiPz0dHMRwSUjuIZ4knOBLQT9F8o8xOzLdK7GXfeC"
    "ONpZTVyrOyWqnJaqWa1VnPr8JVceTFgIdsURCbqAI6c369HiIz0wilMX8ucfnbtXqtDnpS"
    "4n2PL681baid9CR21GEWgns8GGlqT7IIRuxZ7TNbCyWlu3H3aT+n+bTX9562GKT8PK4Eas"
    "D4UsdDqyuh5Ci2oKXnfvqwW41IH16oV3r/4mupGw36uspHlFidC+qeGJRsEunHUD+V+Kt0"
    "yxJFbFqZnX4r8zXBiBKAySOAVpFJKqdSKciQUuT5NKzGeO0Fqujy92vUS8Wz8W+vUcpBq9"
    "PqNtut7PaUKXWXpvSClAPlRbkFVNHt9cAevBeyLoIhAuQRr+pI689lwe1Fzufdv3cm1NDM"
    "d1izYZm56Rmwyv8FjoI3FohdOglcGFKAgoCsqC4dzdb0rbLXLhRXXUzVG73+Z0YW0vORdp"
    "Kai789ypVmBoiz2aLGyp47eNGS2QatEXbnyyx5J+W2TOjaahs72AknW4VdcP3fVd9aV+V/"
    "VY6nhb/LuGBAc/oIAwtURohC1tlWhzzFExWIoR0HidNcLP4AEuj1mw=="
)
