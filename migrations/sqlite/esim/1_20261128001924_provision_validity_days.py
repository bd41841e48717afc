from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "esim_provision" ADD "validity_days" INT NOT NULL DEFAULT 0;"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "esim_provision" DROP COLUMN "validity_days";"""


MODELS_STATE = (
    "eJztmO9vmzgYx/8VizfbpK5quLSL8o5LuStSm1YN6um2TpaDHWIV7AxMumjq/z6bnwmUFH"
    "LJmuX6Dp4f2Hy+D7Z5fmgkpP6x5TgUa33wQ2PIJ/Ji2XwENDSbZUZ1K9DYy6MgzaPGoQiQ"
    "I6RngryQSBMmoRPQmaCcSSuLPE8ZuSMDKXMLU8Tot4hAwV0ipiSQji9fpZkyTL6TUN1+0U"
    "KBRBSqgR6kXfuqAmYPcEKJtzr3fEKxC4rFLDYPpij4Kw5WcxhDh3uRz1YSZgsx5SzPkLNU"
    "VpcwEiBB8NKLqXmnFDJT8g7SIIKI5JPHhQGTCYo8sQRiDAubBuHw2oYj04ZQa4HO4Uxhp0"
    "yEMQUffYceYa6Yylv95CkZp0CRRKkB74zbwYVx+14/+aAG5FK7RNZh6tFj11P8CCRQ8pBY"
    "jQJ2rMWzrE0W+TFvS04QMYdUuGe528GeGQruRRVuDl67ufh3ZA2Myz6YTRchdZAHZdXfM3"
    "NkXfVB9km0FaajNxCmo9cKo1xKmEKIOWGYB23KvsjYZwE2rPxuk8rv1ld+96QMuFh/Nqn1"
    "IvvXwdbQHNHkCS2L3rgzrEvjz0uzD/Jn3LML8/K8D6byNe+ZMRpZfw9NeY/CkLqMKNvAtu"
    "5UiiPoXMbfmrZ1q0ICImhA8EYfShMdO/U6dio68kdJGkbttoiVpI0UTDeBNQK+3jbR0XuN"
    "lqPemvWoV+EcYImsJealnMOjvPVSzj49iESV8rmkJKhPniddSi3BxmnucXaxFfS/dDtYw9"
    "q2rsyRbVzdqMf7YfjNi3kZtqk8emxdlKzvz0q65A8B/1j2BVC34PP10Ixp8lC4QTxiEWd/"
    "1tScUCQ4ZPwRIrzMJDNnplWd1YKqyG8idCn3Tel9VtoJyIY6r2ZuQeW9O9/JF8TXzFukFf"
    "ibyJ5+LBXV1e/r5GHpn0oZxsh5eEQBhhUP13ldbNXl637ZghhyY80UXDXN+A//JuBzGiZC"
    "lH7+C9fRCw2A2UrkS00A7ZoREO/z70KQp0rhJaopAdZgYJ0DKoDLBUAMH4EJD+QFIPJ/60"
    "g6QpCuaDILOByT4/KxcjcjvNyiqG1IvMpJaJ/bEts6CdW3JVoe7//Lwb7BOnlgJ/vXbrDt"
    "E+BtddgKunLFwpEjEkgtIJfzDrCpswPYchOVGyOM79vALuUdJOxmtNfhrvCeI49iKhYQo8"
    "UzvTSLiZpeZTmvBFy+wq6An+yKtqtm8FHvdD91e3+cdXsyJJ5lbvm0hr81tEtovRlqU8Fp"
    "+I66LK9Zt6enTer29LS+bpVvFa4gnsNhQCYkIGl7tynoZ1IPD/pZtwHzs24tcuWqbIPJwX"
    "2jv+Fq9lvf463v8db3+J/3PZ5+AkY9hzw="
)
