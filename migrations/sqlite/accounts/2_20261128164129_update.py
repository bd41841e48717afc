from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "accounts_profile" ADD "usage_alerts" INT NOT NULL DEFAULT 1;"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "accounts_profile" DROP COLUMN "usage_alerts";"""


MODELS_STATE = (
    "eJztmN1P2zAQwP+VKC9j0oRY2XjgraWZlgEtYmGTGJPlxm7x6tjBccYi1P99Z7dpvmiVTO"
    "uGEE9t7suX350vTh5cHIYyFTrZv0qoulByyjh1j50HV+DI/Hnc4A3I47isNiKNJ7zig+KS"
    "/STRCoca9FPMEwoiQpNQsVgzKYzXKc0ocSaZo2+pwwgVmunMgRA/4UK9SpyUEWdPSGcqFW"
    "Uz4cxp5uBQySRxIklSTpPX+2YpIkNYi4nZX42aCnaXUqTljEIoBbG/fQcxE4T+okl+Gc/R"
    "lFFOKgxhCRPBKpDOYis8ucXqgzU1KU9QKHkaiZJ5nOlbKdb2cEtGOqOCKqwpKYEUKecr9r"
    "lomS0ItErpOk1SCAid4pSbchjvZQqFzEVoNA7QZy9AyG2UKvcocV6JQilMmZnpCEMgwr8Q"
    "p2Kmb+Hy3cFiuU4BYmllFvzSvzz52L/ce3fw2iwooVeWzTRaaXpWtbAhsMbLIJZ7Adr+di"
    "Cd2/8R6hXINencpEBdNPo/Z/221wY2WG2kbXUGd4GXRpjxLnzXDs8P8GErwIdbAB82AccA"
    "qVMDrx12BPj/DYtWeLfQbcKVYZjG2Gb1KGFPpJGl7ENaWIS0Qbsa4Qn3tDvwTr3LT/1jZ0"
    "LnVP3AN+LCGw39oX/aHx07MRWEETbH4kac+YOrSyPkbJIqLOoP0FbD5qjNrDnaPGqO6rWy"
    "5weVddkKJZe/8+RsUxrXH7r/Zju02Q2bN0Nj0JjzD7Q4gk7X3SZOw/MJ74On9PBUFJCEGQ"
    "rh/NkFeN3vBXcr3ISZHOB9owPqss8L5laYfzK4+VmnCVJyeYHcCnIsYdhyQEi6jeqq2zOE"
    "3Yr1FtQN0pgQRZOkC+WSy/Mj/P6gDWKw2sjY6qqQ0wS2P8KcKv0I6YGUnGKx4dNIzbVGfA"
    "K+uzrq5a9CO2C+BfFgPD4zkaMkueNW4Ac11FfnAw/a3FYAjJi2Yn8U1M/UihokCD/yTByC"
    "RrOIbjhaVzxrzMnKdT//s6sC7LLp4QbJWPBsVectBQn8c+9z0D+/qFRl2A88o+lZaVaT7t"
    "VffdZBnK9+8NExl871eORZvDC1Z8quWNgF167JCadaIiHvEQydoiVzaU6tutli8odVr3q+"
    "VP2pVD1nVCq7zd58fp7OS99FjWCCw/k9VgQ1NLInN9k2VVEvqkuwgFFMVnAXi9//DMZP"
)
