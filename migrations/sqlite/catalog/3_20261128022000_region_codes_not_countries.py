from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    # Regions had codes that are also ISO country codes ("SA" read as Saudi Arabia): each gets a
    # code no country has (old links are redirected). Products keep their ids. Singapore's
    # Indonesian name is Singapura.
    return """
        UPDATE "catalog_region" SET "code" = 'ANZ' WHERE "code" = 'NZ';
        UPDATE "catalog_product" SET "location_code" = 'ANZ' WHERE "scope" = 'region' AND "location_code" = 'NZ';
        UPDATE "catalog_region" SET "code" = 'MIDEAST' WHERE "code" = 'ME';
        UPDATE "catalog_product" SET "location_code" = 'MIDEAST' WHERE "scope" = 'region' AND "location_code" = 'ME';
        UPDATE "catalog_region" SET "code" = 'NORTHAM' WHERE "code" = 'NA';
        UPDATE "catalog_product" SET "location_code" = 'NORTHAM' WHERE "scope" = 'region' AND "location_code" = 'NA';
        UPDATE "catalog_region" SET "code" = 'SOUTHAM' WHERE "code" = 'SA';
        UPDATE "catalog_product" SET "location_code" = 'SOUTHAM' WHERE "scope" = 'region' AND "location_code" = 'SA';
        UPDATE "catalog_region" SET "code" = 'CNHKMO' WHERE "code" = 'CN';
        UPDATE "catalog_product" SET "location_code" = 'CNHKMO' WHERE "scope" = 'region' AND "location_code" = 'CN';
        UPDATE "catalog_country" SET "name_id" = 'Singapura' WHERE "code" = 'SG' AND "name_id" = 'Singapore';
        UPDATE "catalog_product" SET "name" = REPLACE("name", 'Singapore', 'Singapura') WHERE "scope" = 'country' AND "location_code" = 'SG';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        UPDATE "catalog_region" SET "code" = 'NZ' WHERE "code" = 'ANZ';
        UPDATE "catalog_product" SET "location_code" = 'NZ' WHERE "scope" = 'region' AND "location_code" = 'ANZ';
        UPDATE "catalog_region" SET "code" = 'ME' WHERE "code" = 'MIDEAST';
        UPDATE "catalog_product" SET "location_code" = 'ME' WHERE "scope" = 'region' AND "location_code" = 'MIDEAST';
        UPDATE "catalog_region" SET "code" = 'NA' WHERE "code" = 'NORTHAM';
        UPDATE "catalog_product" SET "location_code" = 'NA' WHERE "scope" = 'region' AND "location_code" = 'NORTHAM';
        UPDATE "catalog_region" SET "code" = 'SA' WHERE "code" = 'SOUTHAM';
        UPDATE "catalog_product" SET "location_code" = 'SA' WHERE "scope" = 'region' AND "location_code" = 'SOUTHAM';
        UPDATE "catalog_region" SET "code" = 'CN' WHERE "code" = 'CNHKMO';
        UPDATE "catalog_product" SET "location_code" = 'CN' WHERE "scope" = 'region' AND "location_code" = 'CNHKMO';
        UPDATE "catalog_country" SET "name_id" = 'Singapore' WHERE "code" = 'SG' AND "name_id" = 'Singapura';
        UPDATE "catalog_product" SET "name" = REPLACE("name", 'Singapura', 'Singapore') WHERE "scope" = 'country' AND "location_code" = 'SG';"""


MODELS_STATE = (
    "eJztW21P4zgQ/itWPrESu4LCFhadTmpLYXtAi0q529vjFLmJSS0SO+s4dKs9/vvZSdPmna"
    "TQV+UDKh3PxO4z43mz80vRIIcmNT61/M8+esYOpkQ5A78UAi0k/snk2QcKtO0Qh6RwODTD"
    "UioLsw8dzqDGxfgjNB0kSDpyNIZt7k+q9AgCjI7BeEQdBIhrDREDBkUOcG1ACUDPiE3A9N"
    "lAG0FiiKc4dDrgICY+gc2ohhwH7BHKhZQ5kZPrVBOzY2IscZ4HwkdI/IcAH0EOxoxy9AGI"
    "USz4ACQ60Bm1HYC5+CMfLWRROQ21J4A+AikbgC1X7BL8w0UqpwYSQ0ys+59/BRkTHf1ETv"
    "DVflIfMTL1iM6wLh/g0VU+sT1ah/ALj1GCMVQ1aroWmTPbEz6iZMaNCZdUAxHEIEfy8Zy5"
    "UmXENc2plgMt+iuds/hLDMno6BG6plS8lPYXMKcpqtrtDdS79kBVlYRRBBIh/U1JGiXSoM"
    "RSHe/XG3IJH2uHxyfHp0f141PB4i1zRjl58aeeA+MLevB0B8qLNy5U4HN4GM9BDZtyFNom"
    "NjLRDUu9jnGAaB7IAWGO8nw3BZAeLBfjL7Xa0dFJ7eCofvr5+OTk8+nBDOzkUB7qzc6lBF"
    "4wUOEZfNcRaCLkgrwNqKuQJ7E/F8hxbKF09KOSMfz1qein4J9laWOZRs8Q1HvSx/mbLQfr"
    "QeemfTdo3NzK6SzH+WF6+DUGbTlS86iTGHWv/iGqnNlDwF+dwVcgv4LvvW7bg5c63GDejH"
    "O+wXdFrgm6nKqEjlWohzEKyMHqpUd7fAptP0kYQu1pDJmuJkZojWbxJoesmhWnQAINT2cS"
    "XLnMWbCjLuFs0kcaZVHXms5RLBhqvkyhWJhtAW+ICxrVUXILtUaQZWyfKX9s44gVLbJV1h"
    "sdLPhTNREx+Eh8Pc3ZJ382+q2vjf7eacz0u9OBmhzJDxXyU00LwtlQh0TeB+11O6YI3ocH"
    "BwUQF1yZmHtj0bDgQYZS4vErKKO0YFyhnIGy8OqYp6Y9mTlPWGRncp435ZWbEtduGdVdjX"
    "c4snJiW5KrWHyzfTkVC8H1Bbmq+FlC8eN9lnS0O+pla4W8bC3Hy9aSXja8sgTMA/Qzw3xj"
    "YqtDW1GWhHVeAdP+NojULgGiezeNbx8i9ct1r3sZsIc00LruNbc0iVga4Ks17lSoC9n37i"
    "C+ahN/hibWMZ+oOpw4JWJjQm51udzGR8pQfsywJis3Vq4vGBHbJWBX3BusypN3t+dpEl+q"
    "fRGV2sGsr35cIC7WjzPDohxKqQMTuCdBv6AMYYNcoYkHfUcsEhItLbuO1W/z2m3LkH8JrC"
    "ugKrNiisHxrOSLGZ0AQkcm4r6lNu5ajfO28rLeQvv1InuRAnt9tfXmOIcNaia/j2vYr6rv"
    "tRUoVRG4fIw9eFIBbhPXSoS2CNiB7Cbbs3LXuVGb993z6/YZcLClDl2im+iBtMMDKDxy3h"
    "g01NtG66pxKYa83W+L8CNCirKQ1gopLUdncZU5Gl1cZzPhjVZaq3ffHfT/PgPTs9kH0m9f"
    "dnrdM8CQIXgeyN1tu9VpXAud2kjD0FxENYfFzmVyjmXiqjGpyAlkV6TskW5CcCH1TINtjn"
    "bWF44P60XAjl9sCIFdT4QHylMwzu5aBfw7EBhW3o4V0JXsEYZEKsBLA+77PYxSGoN/3PW6"
    "WfdCQkLxW1VY4+A/YGJnaa0U5bdHl2gSWTB0sckxcT7J+X5fg1IkSPlKieO/H70pJR8QV4"
    "qo6/BzistpUmoiSNKVMheKaWQopJalisDNrxb0Zq93HQG92Ymb+v1Nsy3cvKcBwYR5Rv/Q"
    "y7qMYYn2YUhioe7h67Fzq/vhLjGxheWvL2e+EbkVWvCMsrUmTBAfU/ZUqnqdi+xAzFx2/j"
    "ei3LFpSms216BDUpU5lzBnUTYKUCgrlZFEhKqM5N0zkmfE0t99yD49nkus7pDtcIODZIk7"
    "gKHLbBxZKRuhORW7uOojE2YcZuZe59uM/subj4RelnqK0/d6QDmHOBGG/YJvxBlF34er3g"
    "HYhjzhldcAtuBYYbsvqFcvW6wCZfgMsf/zy2XBEbmqMVE8Da4acxuYBle3zbb9ZZiX/wHo"
    "vr0U"
)
