from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "orders_transition"."cause" IS 'CREATED: created\nPROMO_CLAIM: promo_claim\nPAYMENT_PAID: payment_paid\nPAYMENT_FAILED: payment_failed\nPAYMENT_EXPIRED: payment_expired\nUNPAID_IN_TIME: unpaid_in_time\nLATE_PAYMENT: late_payment\nAMOUNT_MISMATCH: amount_mismatch\nPROVISION_STARTED: provision_started\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "orders_transition"."cause" IS 'CREATED: created\nPROMO_CLAIM: promo_claim\nPAYMENT_PAID: payment_paid\nPAYMENT_FAILED: payment_failed\nPAYMENT_EXPIRED: payment_expired\nUNPAID_IN_TIME: unpaid_in_time\nLATE_PAYMENT: late_payment\nAMOUNT_MISMATCH: amount_mismatch';"""


MODELS_STATE = (
    "eJztW+1zmkwQ/1cYPrUzaScSY/L4jSpJmETNKGmftj7DnHAqEzgsHEmdTv73Z+8QedWIeS"
    "k6fgruCyy/XfZ2by9/RNczsed/7rE/NxbBYlP4IxLksIs880gQ0WwWsxiBopGdkNbtSHDk"
    "Uw8ZFFhjZPsYSCb2Dc+aUcslQCWBbTOia4CgRSYxKSDWrwDr1J1gOsUeMH7+B2SLmPg39q"
    "Ofs3t9bGHbTJlsmezZnK7T+YzTvlgTldALLsseONIN1w4cEsvP5nTqkqWCRSijTjDBHqKY"
    "PYF6AXsDZuDifaOXCo2NRUIrEzomHqPApok3HukxTdT1bk/TB4qm62IJjAyXMHzBVJ8DMG"
    "EmfPpHkk5OzqTjk8b5af3s7PT8+Bxkub151tlTaEyMVngrjpl6qXY1ZpALTgwdzAhPXAdR"
    "FGpxZ8TozzzXDAyqF3mhNUVesQ/SWhlfwEtmfREhv84ZESH2RhyE7+EOB/3WbUwmdAo/G/"
    "U1SH+V+60ruf+hUf+Yhru74EicxYCPgeZ/S0Acye8huNLx8QbogtRKeDkvjS8HqBBfhQQO"
    "x1gFmxAxcA7rSLfKWIsDtaN/ueu2b5Sm4FuOPgqIaeMhUZIMnOS0ZU3Wb+XWtXwJLJ4CZs"
    "i4R5MQgdJe28hpa3yWddmvABFq0XnebSuTf1Ll+SVgF76McBWQavWz+vlJo75M/kvKupwf"
    "5fdkPrcMDHnZK7eoptT2Cdh3WV4TxYxhlFtJlwpb5Z5FvVIZzFMJ40TaIGGcSCsTBmOl0e"
    "X1aslSJalT5fy+Jci1TbJybXVWrvGszIrz8X1hgcjxywN+4XrYmpBrPM8trRmUky1JHxvw"
    "cwdBf4rCKqLGH5+HHpddTSraAAMT25iGASoPWnJbETnUI1iFH5Fn6inMGceV3AxlKZtnOZ"
    "KTpSACq7u5eI2no0L0V/WLsXOe7RiXQfGmLeNPMQiRNDzMQkVHVASRn/DhIhpww/DvmeVh"
    "n3NWdpjVSBt/t9l8g6RxtKatDMqhHexvfpbON8FaOl8NNuOl18E4/rfpdmLtKuMtyt9kVV"
    "O7l9DBfO8oXa0poEdkUYAeupi5gwkdkltZbTeFGbJMuO73vqoDtdcFHaB57gM0Qy4B+QRP"
    "aYcsi7FwUku/kNWbFFsfI8vmMqEBsUT4+CVf+fdW7TNGmI3ManRXkZUOpFd3xdf4fLDk71"
    "LpoLmUNeWb/L0pTMCWRzQfElh4r5qCgfzpkGh9uTu4UPos9yLij8M17G9lz8T3HIyoS5Fd"
    "vm/Lah5at61bN9PyDTcgtLwTsprv54TjvfLAlt/A4QN4Hfhh4XNcwNUstU+d1jrsYjy/i2"
    "G7BmI2lYY6p7h/aNcam6ytjdVrayOLNrTg1gP25vpLBgS5m1QYefFWbV3f3UKZahn3wWxI"
    "2sqN+lXpQ1EUvUY1qp7QPn0Z1SVHkIXaFfZLZSaRy2CGh2JMy4BeoLp/iJ9uNJ48XTOePM"
    "2PJ5fIGYUDrw0gN4rHXnsAeG2j5re2pvut5dvfRKgCLFsG+ULzAHk5yGeuz0rysvXNKv09"
    "hP/VF1MbkUmwmOxvXE8mdN5vV2dxgOsdjplssqO2ekNt1X5a4Nml6pS02v7FsnRc32SLm4"
    "mt2b2s5za5E6OdHNxtwIpaDi6GPK2ZQdxcqH6OLnZwf2AN3JraUQaa3Lllt3d8/5fN8ZI1"
    "hXEkTp1nqB+y/dTyJsI3VbsS2E/hR6+rcDghN088/sRYTvshMptQQF2duI86MpOYROSIlH"
    "JzYrZX0s1pzYObK+1mNqPZwscJtVdwcMXy6K77N3dqZPXZhkShYhFcMLr8slC7uO5jm3f0"
    "BT4vOt2+m9907iDJ05uf/tDYyMta2Ft8AiQhcrTBKRCaFn/uKIiosOJeCMfPgjGF6hOEED"
    "EFOsUCfoAqyYdLRBc8UyAunQKYwgckQEzgaPD6sSmAbZiYn1xizz9nd7Pe8jmH/3Oo9DBj"
    "9YGUapwByief3T8EFGM89lxHf9nZlMwtKtwtHc6nvPB8ChQTL4uV1A0qfSrlECovCxUDBf"
    "7Ws7ulcqVDpNVXoIwH4BddLXdnp6e3bmS1wz3Jpuw2spzYiVHIhC5chM4zDo74S0dHAguH"
    "D8ldl91XV7s66wuaQkB4E2YBctBlDckN2BkHMquX4iCWO707uHlHHXRkrXUFce7wgzGO5T"
    "uIGtNkkELH0dfSUQoe9GgqlLcI8mqEbPlW97CNsftt7us3cU//Axac4JQ="
)
