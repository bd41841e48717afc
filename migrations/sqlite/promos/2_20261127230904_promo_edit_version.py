from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "promos_promo" ADD "version" INT NOT NULL DEFAULT 1;"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "promos_promo" DROP COLUMN "version";"""


MODELS_STATE = (
    "eJztmv9v4jYUwP8VlJ86aasg9Ao7nSYBpTt2V6got51umywncamFY+cc51p06/9+tiHkOy"
    "OIQor4KfDsZzuf59jPfu+74XHmMv/8Vj3GyGbcMd7WvhsUukj+yCv+uWZAz4sKlUBAi8Tq"
    "A/3QNS1fcGgLWXYPiY+kyEG+zbEnMKNSSgNClJDZsiKm00gUUPw1QECwKRIPiMuCv/+VYk"
    "wd9IT88K83A/cYkeSobeYg1bsuAWLuaWnvAfJrXVd1aAGbkcCl8freXDwwulKQI1LSKaKI"
    "Q4Gc2EuoMS7fORQtxisFggdoNVAnEjjoHgZExF7aApHMAGA4moC7/gQAowQmm1GFGFPhaw"
    "YufAIE0al4kH+b5vOin4jEopbq8M/OuPe+Mz5rmj+pDpm008KIw2WJqYuedRNQwEUjmnyE"
    "Wj9LoA7r7wZ1KIhYR7Ns77DNen0D2rJWIW5dpnhHfDWgXL59Gria8UCOCVIbZViHulVmbd"
    "z2x73+cPK25iFuIyr+odeDz/0r2TpWvWxhh8YmZmgUW6GRMQJ0WUBF1gxdPB1QkT/RI50U"
    "fryQVgP/5lN9qgbxy6+m2Wy2zHrzsv3motV60663ZV094mxRa40duoPfB8NJ0gRKkAQvJz"
    "YXQC4+Od/AlZQK7KJ8/EnNlAmcpep5+OMVGmQN28ngpn836dzcquZd3/9KNK/OpK9KTC2d"
    "p6Rnl6nvYdVI7a/B5H1N/a19GQ37GifzxZTrHqN6ky+GGhMMBAOUPQLoxJmE4lCUMDN68j"
    "Cfb2XnlOoODL3crU923r2dXSxNwwQkADu83HKaUd3fqlo/qiVVbZUO9m21O21hhhztrSxR"
    "sa/sMLYIfDhFgGAX5zgXhTZIaR0RfrNx0bpoNy8vVtRXknWw88AiB9j5TtsarnGlo1lfdg"
    "aVyTMGkF46kKDylg3GCII0n21GN4XXksovxXcl2e/u3B2NPiY25u4gtSAMP910+/Ioondk"
    "WQmLgnXCCyyC7ZLII6U9sg6vOl4tav39S4dSXQn5WeJ/3I2GRXdIKcW0K4ptUfuvRrD/Yg"
    "uJ8e4+oLbiWrMCTASm/rnq7zdj/yZRoBImCc/XZzedz+mjd+/jqJv2N1UD3fR3wJkT2Mrx"
    "KGWalNrJMDs3jAWppCbfw58J5oGAkzJ3gvnaW91aVc2vSd7GbnRB2FxzQdjMXhAu4bnMwg"
    "RtST6pfAJfBjzBdLYF8lDtBHsj2HIBwnpYm7vzcZWTM59xKaE67pR1KVdKJ/e9hE/5DXG/"
    "3NyNaexv6jYqPHVVqPd+FotAKoEF7dkj5A5IlKSuV3I8xe5S7/rDGBFYsEbEI9+fVEOvN0"
    "YQSZd7h8bJTFbEM1vkmm5aAqmE4iz7Vj1liRVlEqx4/m8iQbCqeZBEApyzQhZ+tDhvZcz5"
    "Xpe7d3VTCHay1RSnDKgrIJBHtthpiqm8VDD7cEkaDbO9ScDabBdHrFVZ6rKOO6Upx3WO0C"
    "/dUS5MxHj7MMpOQihV220OE0PRN8szNC810WM6O5noFUr5arQ2Sn9prcl/aWWOXzo0AnOC"
    "KeuD8zG1I8zAMDiCzoiSeehVFWOvUqR+OTXXBuq191Vy94jrVDnj7KDbR+Yck2KeBX7NOM"
    "JT+gHNM8l+a04sUa7uK4NedGSRYg4fVy56YrZJBg4iaHH87nXuep2rvvFcfELc/enn+QcT"
    "8Wsc"
)
