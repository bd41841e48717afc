from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "locations_pickup" ADD "paused" BOOL NOT NULL DEFAULT False;"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "locations_pickup" DROP COLUMN "paused";"""


MODELS_STATE = (
    "eJztme9P4jAYgP8Vs09nYi4Iash9A8UcCQcG0S/GNGUto6G0s+s8ieF/v3ZjbGyW6xLwB+"
    "4T7H37ru1DeVjLq0O5CyXhLPh5RQIpiCudX0evDoNzrN68lT45cqDvbyR1TMIx3SwBKFsy"
    "Vu9hdPcJpAFWIYQDVxBft1VRFlKqg9zVRcxLQyEjTyEGkntYTrFQiYdHFSYM4RccJJf+DE"
    "wIpmhj+C5HWPceZYBc+FH0cgrFddRWdzgGLqfhnGXb+ws55WxdoEakox5mWECJUWYSeoyr"
    "mSeheLwqIEWI1wNFaQDhCQypzEx6DNKYA0B/MAK3nREATglMrkKuEBMmg4jBHL4Aipknp+"
    "qyuYy7SUHEjXR/963h5e/W8EfzWHfH1acUf5D9VaKuM8voBlDC+BYR9pSzwIqNuwBleefr"
    "dsM9CXwG8OcW4M+N4M9j8Cno6LUE4KT9vsCm3+V3J3taq1mwVa2MdKPccqntMZll1rUOjK"
    "E7+wsFAoUMr3NT22JqXp/nI5BBL2KnJ6lnkDr2hriz0O+trg0izjWy17EfFe5dxg8OVR3K"
    "MP5GU868+OLRaGmCyizpuPXBGbpRt1jNjbpxMevUdklX7kjdcWHljost7rio5d0MERI4CM"
    "ogzpQcIOUzK0OfbTH0Wa1A2SVyUeqRbtX+APk2bfA2zXSbBbhZc28CvqYcyrcJZ4tylCe6"
    "6gty3sL1anDX7nWOboady+5td9DXvcwXwRNNkzqkAkRGDIadVi+Pef2jWIpztqoCbQPaFx"
    "yFrlzduYQ1CoWVPiz0wX3MVP9gykNRCnehsMJtgduHYYDfeHZuc04xZIaVvS7KMR6rqn1B"
    "XkfeVyHtwaAXaSNYaaPdHeXw3v1pd9ST3vGmSrr90efaGAr+TJiLHcOWMEmf2G8GsyXV2d"
    "xH7vxsNn7mfV+17fvWR0bD+ATVIIYka+8FkamotPDlT47NWkh+AEqf2RcKD+/QfidGrgz8"
    "PQx8TxR7z/RolmTtDfycqagM/JEaOG3YrNWGeak2/ifh5B/y0hIuFB6ehHfyl3Ul4YOV8P"
    "IfDYQnOw=="
)
