from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "catalog_product" ADD "validity_starts" VARCHAR(20) NOT NULL DEFAULT 'first_connection' /* FIRST_CONNECTION: first_connection\nINSTALLATION: installation */;
        ALTER TABLE "catalog_product" ADD "install_within_days" INT NOT NULL DEFAULT 30;"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "catalog_product" DROP COLUMN "validity_starts";
        ALTER TABLE "catalog_product" DROP COLUMN "install_within_days";"""


MODELS_STATE = (
    "eJztW21v4jgQ/itWPnWl7qql3bZXnU4KlPa4pVBB9m5vr6fIJCZYTeys45RFe/3vZycE8l"
    "7CllfxoaLY88TmmfGMZ+z8UAzIoU2tD43ws4eesYcpUa7BD4VAB4l/CmWOgQJdNyYhWzgc"
    "2HGUzuLiA48zaHDRP4S2h0STiTyDYZeHgypdggCjYzAeUQ8B4jsDxIBFkQd8F1AC0DNiEz"
    "B9NjBGkFjiKR6ddniIiU/gMmogzwNHhHKBsidycJMaYnRMrBWO80j4CIn/EOAjyMGYUY7e"
    "AdGLhRyAxAQmo64HMBd/5L2DHCqHoe4E0CGQ2IhsOWOf4G8+0jm1kOhiYt7//CuaMTHRd+"
    "RFX90nfYiRbSZ0hk35gKBd5xM3aGsRfhsISjIGukFt3yFzYXfCR5TMpDHhstVCBDHIkXw8"
    "Z75UGfFte6rlSIvhTOci4RRjGBMNoW9LxUt0OIF5m6Lrna6m95uarisZo4gQMf1NmwxKpE"
    "GJqXrBr7fkFN7XTs8vz6/OLs6vhEgwzVnL5Us49JyYEBjQ09GUl6BfqCCUCDiekxo35SS1"
    "dWwVshtHvc5xxGgZyVHDnOX5aoooPVktx7/Uamdnl7WTs4urj+eXlx+vTmZkZ7vKWK+37i"
    "TxQoAKzxC6jkgTMRcULEBThzzL/Y1gjmMH5bOfRKb4N6fQD9E/q9LGKo2eIWh2pY8LF1sJ"
    "11rrvtnX1PsHOZzjed/sgD9Va8qeWtA6SbUeXbxLKmf2EPBXS/sdyK/ga7fTDOilHrdYMO"
    "JcTvuqyDlBn1Od0LEOzThHUXM0e+nRhk+x5ScbBtB4GkNm6pkeWqNFstkup+akWyCBVqAz"
    "Sa6c5izYUZ9wNukhg7Kka82XWCwYGiFmoVhYbAE/ERcMaqLsEmqMICtYPlP51MIRM1pmqW"
    "w2Ojjwu24jYvGR+HpVsk7+VHuN39Xe0VXK9DvTjprsKQ8V8lPPC8LFVMcgb8P2ph1Tgu/T"
    "k5MFGBdShZwHfcmwEFCGcuLxKyyjvGB8YLmAZeHVMc/d9hTueeKQvdnz/NS+clvi2gOjpm"
    "/wFkdOSWzLSi0W39wQp2MB3FyQOyQ/K0h+gs+KjnZPvWxtIS9bK/GytayXjc8sQ7OGvheY"
    "bwq2PrYVZUVclyUwzS9aIneJGD26V7+8S+Qv7W7nLhKPaaDR7tZ3dBOxMsLXa9y5VC9k3/"
    "vD+LpN/Bna2MR8optw4lWIjRnc+vZyWx8pY/tjhg2ZubFqdcEEbJ+IXXNt8JCevLk9Tzfx"
    "lcoXSdQe7vouzheIixfnhWFRduXkgRnes6TfUoawRT6hSUB9S0wSEiNvd53K3+a5244x/x"
    "JZV9SqzJIpBsezlC9ldIIIE9mIh5aq9hvqTVN52Wyi/XqSvUyCvbncenucwxYVk9/GNRwf"
    "su+NJSiHJHD1HAf05BLcJL6TCW0JsiPsNtuz0m/d6/XPnZt28xp42NEHPjFt9Eia8Q4U77"
    "lRNVV/UBuf1DvRFax+V4QfEVKUpbS2kNJKdJZWmWfQ5XU2A2+10hrdzx2t9/c1mJ7NPpJe"
    "867V7VwDhiwh80j6D81GS20LnbrIwNBeRjWni53LlBzLpFVjU7EnkFWRqke6GeBS6pkG2x"
    "LtbC4cn14sQnb6YkOM7ItMeKA8h+PiqlUkvweBYe3lWEFdxRphDHIgvDLhod/DKKcw+Ee/"
    "2ym6FxIDpW9VYYOD/4CNvZWVUpRfhz4xJLNg4GObY+J9kOP9tgGlSJLKlZLm/zh5U0o+IK"
    "0Ukdfh5xyXU6fURpDkK2UOSmlkIFCrUkXk5tdLer3bbSdIr7fSpv75vt4Ubj7QgBDCvKB+"
    "GOy6rEGF8mEMsVT18PXYudP1cJ/Y2MHy11cz3wRujRY8a9lZEyaIjyl7qpS9ziF7EDNXvf"
    "8bUe65NKc0W2rQMdTBnCuYs0gbBSmUVdqRJECHHcmb70hmZ8Ei22c8RzWLFQVyHrNG/zPE"
    "zOPyWIEgIzoArFIsuG31+pre6HY6zYYWFAnST3wkrU5fU9ttNezHkggx69loG6/pTGekjz"
    "EfYVL1SkABen2nqGe7coz6jFj+y0LF1y3miPXxebrFdFa4NBuzb46cHIuuT2G3n3povhzL"
    "z0+T91+3o2D502eoLys99uwFRdOSU8+EwPGCr5Bai75AenhpZhc21q+8N7MD53C7/UbH4e"
    "2kdbAMnyEOf342GJWW8eK4QyVv8bzxUMnewrzxcD1z198ee/kfjo7GBg=="
)
