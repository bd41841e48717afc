from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "contact_reply" (
    "id" BIGSERIAL NOT NULL PRIMARY KEY,
    "message_id" INT NOT NULL,
    "author" VARCHAR(254) NOT NULL,
    "body" TEXT NOT NULL,
    "sent_at" TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS "idx_contact_rep_message_f3efc8" ON "contact_reply" ("message_id");
COMMENT ON TABLE "contact_reply" IS 'A reply staff sent from the back office, as it was sent: append-only.';
        ALTER TABLE "contact_message" ADD "language" VARCHAR(2) NOT NULL DEFAULT 'id';
        ALTER TABLE "contact_message" ADD "answered_by" VARCHAR(254);
        ALTER TABLE "contact_message" ADD "answered_at" TIMESTAMPTZ;
        CREATE INDEX IF NOT EXISTS "idx_contact_mes_answere_33d06d" ON "contact_message" ("answered_at", "id");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP INDEX IF EXISTS "idx_contact_mes_answere_33d06d";
        ALTER TABLE "contact_message" DROP COLUMN "language";
        ALTER TABLE "contact_message" DROP COLUMN "answered_by";
        ALTER TABLE "contact_message" DROP COLUMN "answered_at";
        DROP TABLE IF EXISTS "contact_reply";"""


MODELS_STATE = (
    "eJzlWFFP2zAQ/itWnpgECNLSMt5K6QAJ2gmiDYGQ5SZOG5HYme2oVIj/PttJGqchpZ1Kx7"
    "qntHffF9vf+ZzzvVguJQK5Yr+bPq8x52iErRPwYhEUqR91kF1goTg2AMoi0DA0STAy0EMu"
    "mMKdAB+FHEuTh7nLglgElCjSgGCQEQD1gRhjkL0H+JRFu+AJxwJMxlh6GKAMECpAIDjAex"
    "EKQiAo4EkcUyZBmAhAE7GvRvaoK4cOyOgjB0lI8CvBUNCRZsqhHh6lOSAefsZc/X2w3DCQ"
    "FIg8j8kZKJbLMBLYg0hYEv1gIcInmKUGxfasR/WW+An6AQ69UmCkU7q0HYpprG2XRHzTQL"
    "XsIXRpmESkAMdTMaZkhg6IHmWECWZqGtImWKIiQ5IwzGKZBytdYAFJV2ZwPOyjJFTxVex0"
    "AoXNgrA/cOBtz4HQqsQ+ZxiRykwyOGrfyKlyvXq9O/fsw2a7edxoNY8lRE9zZmm/pkMXwq"
    "RELU/fsV61HwmUInRoClH1syJrd4zY27rm+Dll5ZTnlc11XCRtbii0LVJlE+JG6BmGmIzE"
    "WP49tA8WSPmjc9O96NzsSNQXNSSVuZ3mfj9z2alP6V3oi1USrSLwjLCFCttHzSUUlqhahb"
    "WvrLBxuiyrsUHZQpWPDpbZxxJVq7L2lVWOpUoYkiQaYraK1PO8LdS7YS8hd8OuVVu5ymIb"
    "VURZZwc/13zvDMpWSLxAUqd356g3R5z/Ck0pd647d1rlaJp5rgb98xxuSN+9GpzOSV4tVZ"
    "bd4VXmVgSgvMdbyxzcrfpzu1U5to1KsCL2mfSIIMI1gpeYc2J7GXU//7Ee6TdZ8i3a+pfX"
    "vVunc/29tP/POk5PeezS3s+tO625qMxeAn5eOhdA/QX3g35Pq0m5GDE9YoFz7i01J5QICg"
    "mdqK1uiJSbc1MpyiEio+TNo6w+oUzO5lIpuzFsoAhapgSqL4Aq5U/5BrVKIs1R15BJWZp8"
    "ljNsmzJpFqzhdKVSt0z7o3z6ZFH9oDuF6jv4T8YlWRmGyH2aIObBiofatA5bdUV2NG9BRB"
    "5xXrbI191K3+kGx+HUWtCYSgG7S7Wl2Az7blOqAzQYcIF8H3DV8vEZjXTjSK0QUN8PXElE"
    "HAQCTORDgU6AnAYm3h4l4bTahVrbW99vO63UPzoNRv9LC+mrbTcabfug0To+arbbR8cHs1"
    "5S1bWoqXR6ea76SqVser/RlF1Q4EpdvDLp/VB8/uJuPf0847OQSE1WupEXjC28p3xIh2lI"
    "vTe+ufV38Ry/Ffpu+iLO9WV65VrWoG3mRvhpgvAvFLJ/tbZ6/Q3qh+7Z"
)
