from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "accounts_profile" (
    "uid" VARCHAR(40) NOT NULL PRIMARY KEY,
    "name" VARCHAR(120),
    "email" VARCHAR(320),
    "phone" VARCHAR(20),
    "occupation" VARCHAR(16) /* BEKERJA: bekerja\nPENDIDIKAN: pendidikan\nLIBURAN: liburan */,
    "country" VARCHAR(2) NOT NULL,
    "province_state" VARCHAR(120),
    "regency_city" VARCHAR(120),
    "district" VARCHAR(120),
    "village" VARCHAR(120),
    "postal_code" VARCHAR(10),
    "address" VARCHAR(500),
    "created_at" TIMESTAMP NOT NULL,
    "updated_at" TIMESTAMP NOT NULL
) /* Keyed by the identity provider's uid (no foreign key across modules). */;"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "accounts_profile";"""


MODELS_STATE = (
    "eJztmF9P2zAQwL+KlZeBNCFWGA+8FZqJjlFQKZvEmCw3vrZeEzs4DhChfndst2nShFYJAl"
    "RVfWpy/3z53fni5tkhnidirqK9mwjklRQD5oNzjJ4dTgJz8brBVy0Pw7zaiBTp+ws+OMzZ"
    "9yMliae0fkD8CLSIQuRJFiomuPE6hwQo6idIjQAxClwxlSAd4kHfyC8RihlFO1yggZDAhh"
    "yNIUHEkyKKUCBo7EO0u2eWosLTazE+fNeoMWf3MWAlhqBDSR377z8tZpzCE0TpbTjGAwY+"
    "XWColzARrAKrJLTC0xGRP6ypSbmPPeHHAc+Zh4kaCT63149kpEPgIIkCmgPJY9+fsU9F02"
    "y1QMkY5mnSTEBhQGLflMN4T1PIZA7GncsevnZ7GDulUqUeOc4zkSe4KTMzHWEIBOQJ+8CH"
    "aqRvD/cn03UyEFMrs+DvZvf0rNndOdzfNQsK3SvTZurMNA2rmtgQRJFpEMs9A21/a5BO7d"
    "+EegZyTjo1yVBnjf7prL81qsDWVktpW53BneGFgDC/Dt+5w+YBPqgE+GAF4IMy4FBDqtXA"
    "c4fNA1yJ7wq8ZbrC8+KQ2KxeRezyOLCY2zotwj0o4V6MsMbMnRP33O3+bB6jPoxB/id3/M"
    "rttNqt9nmzc4xC4JRRNib8jv9qn9x0jdBn/VgSXnyDVpo2R1WGzdHyWXNUrJU9QMikzl7I"
    "ubzPq7NKaZx2y/mc7VBlNyzfDKVJYw5AusWx7nRVb+SUPNd4H6zT21OCRuIl2NMH0DrAi3"
    "5b3JVwU2Zy0H84aqDO+2wxV8L8wPTDD2tNkJzLFnIlyKHQw9bXCGm9Ub3otoGwK7FegbpE"
    "mlAqIYrqUM65bB7h7/tVEGurpYytrnC4k2BwYPLKcG5pjWIBLDnjLXgWcNOZ61568VGHvo"
    "+krx+QXnI/mTXGCvi99oV73WteXJnlgii69y2/Zs81moaVJgXpTvEMPg+C/rR7Z8jcotvL"
    "jmvx6vExlHbFzK5365icSKwE5uIR6+7PejiVptQWqh6H9I1VX/TcVn1dqp4yypXdZm8+hA"
    "7GuS90RtAn3viRSIpLGtEQy2zLqqARFCWE69MEncGdTF4AbXFOvg=="
)
