from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "identity_known_device" (
    "id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    "email" VARCHAR(320) NOT NULL,
    "device_hash" VARCHAR(64) NOT NULL,
    "last_seen_at" TIMESTAMP NOT NULL,
    CONSTRAINT "uid_identity_kn_email_9f442d" UNIQUE ("email", "device_hash")
) /* A client (address and browser) that signed in to the account with its password. */;
        CREATE TABLE IF NOT EXISTS "identity_login_counter" (
    "key" VARCHAR(400) NOT NULL PRIMARY KEY,
    "failures" INT NOT NULL,
    "window_started_at" TIMESTAMP NOT NULL
) /* Wrong-password attempts inside the current window, one row per counted key (an account */;
        DROP TABLE IF EXISTS "identity_login_failure";"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "identity_login_counter";
        DROP TABLE IF EXISTS "identity_known_device";"""


MODELS_STATE = (
    "eJztW21z2jgQ/isavlwyk2YSQl6O+0QSrmUuCR1C27k2HY2wBeiwJdeSQ5lO//utZAy2Mc"
    "RmoCWMv+HVriQ/K2l3H5kfFWZTrpiaHDcsSwRcVeroR4UTl8KPxcYjVCGeF2/SIkV6TkIf"
    "k5h+TyqfWLrjPnEkBZFNpeUzTzHBQcoDx9FCYYEi44O5KODsW0CxEgOqhtSHhi9fQcy4Tb"
    "9TGT16I9xn1LETMw+YrQc3DVhNPCO8GRL/b6Oqx+thSziBy2Pq3kQNBZ/pw3y0dEA59Ymi"
    "duwV9Aynbx2JwtmCQPkBnU3Tngts2ieBo2Kv3MNzWQXjh3YXPza7GFcKgGQJrgFmXEmDgE"
    "u+Y4fygRrCY+3kZzjOHIhQSw/4sdG5edfoHNRODvWAArwUuvFh2lI1TT9NF0SRsBOD+xxo"
    "6hLmFIF6ZrAW2FModxHrs2oesEFrKdqmTcM9h9cjUo6Fb+MhkcMiMC8YbgTuSGWO93xP/3"
    "LAq+fnOQAHraWAm7Yk4GZ54mfqM+g04wy5FsKhhK9Y2wnjFOo9sF7nSMmD+0yyBeBX4Hzd"
    "bt/pnl0pvzlG0Oqm8P5wf93sHJwaN4ASU0bceuimsLeZ1AAURT1uVuJdDG/PIRNsngucLW"
    "m78mjJdbR4Q6EEDvxC4TJhtIdAn9Su8iANasuhNo1JrAdCDByKZdD7j1qqCOCLlvuWqGxl"
    "cTuEDwIyKHSOxG02k3rnWdsVFs1kyzjnWdjLV/XCkrZ8qpHAJGM530KLYi7NxjlpmULanp"
    "oeRz+2hfs21ze8oN3mzmS6r1YA323dNx+7jfv3iRh62+g2dUvVSCcp6cFFykuzTtCnVvcd"
    "0o/oc/uhaeAVUg18M+Jcr/u5oudEAjjLuRhjYseOgEgaoZbaV1JhRwwYX8PxC8Yb8P2OhZ"
    "NX4uoIk5W+ntVsgWevudWXdFH6fZf9/kwcZmPJuJURPlf7O2W6h2f7a3e0pij7oxh3pgU9"
    "Yo3GBLbpQouoimW6i01u1U1LCIeEyp6iqec543D/gVnxW/rMLFrJJHnjCkc5id6RtgGnz4"
    "xeYnsrDWQ5DKzRAQAH2EpEuI16vhhL6h8iNSQKSTbg1EaMIyVAQtGUT0ZjpoaIKYmic+64"
    "klpE2+g/g4f+Mucxw5cPebavefnpLHr6mg1aXGXv80x+moUMe3xDT0/p3aWnB3oKb/6sVs"
    "/OLqsnZxdX57XLy/OrkyvQNfNdbLpcxYa03mpeI7GjI6JjZ0jrXTtSfwFvHd8UBXBOme0h"
    "2he1HGBf1JZirZvSlTck+ZLStQuEmG2ZP5T5w7L84U7XkTc6TJoQmJFAJDTyZhBheWrFrF"
    "5MIT75gg/eRCEaEaWo60HQZlxCtyagW4HvUxPQuS3GR0hwiiAFQB71UTiWjUZ0AkkCR7HL"
    "6kQmsZ1hnnjfF67RDBOVI0SilGWasYBkpo6MNuGTMWQe9PAYvQN3If0bSYHoM/UnyPOFBW"
    "ZP3FhIMzMJzvkLUWINo4kjJsNRBbeZhpI46MN7va6PdFcgjt5m9qYW4VzAjInjmIxIz3RI"
    "rRFyCQDQo30B04C5IdHXg7poTGT03ssyp7wZEsBWJHJM1ffwBj/fFf6qO/wXL/H7kN0E+p"
    "xaAHxpQho3eTkt3VScONluWlo9rV3Wrs4uarNsdCZZlYQu3qyF5wGWivjr8TiZHZTRuYzO"
    "y6JzW/RuhL2kso8a88ZkIfRatPNV9Fv5fqusj39nfax9X7h2SxjtXRzefN32Oz9RXDz1X/"
    "83iiW98+vonRG8WjbATR64BuQWzIlMryWSmfrUdpexrnxsdlp//4ub943WXR3Fn574+8bj"
    "46d25xZ3mmBeR8nnJ27U8E37tllH89/p8jKP704vcrjuNJ3zzD2nm8qPCMqPCOh3j0Fva3"
    "g9abmHXn8lXs51jxzItXZ2zKz8TmCX/as5F+OqkJ4ryNakLEvSRldBO1O/d2gfVsqwK0aU"
    "VzKL+ITGUc5K3g+NoAaPrF5k19ucIofxkSZ1ibkqf8P4HxJZQ0C+HlLKcGQgn3oOsahEbH"
    "pvThCnY0MxH/hCEd3f4eL9/Oa7L2mGV0ozmEVZmGdIWpVEQ0k05ER280RDn7jMKXRNNbfY"
    "P3zPqrmIhhU8QxpfHR0w49jzxTOENH9dyiGrn52mHyJKoT77EO2Jv22339416yj8g8qxJd"
    "zdoBQgZYX8gmX9hWx13ZEwLEvLnS49St5o+f7aX94ojFZ4ffoos4M9XAOvxOcli1T6F46r"
    "Z6ig1nFx0rL08q55+beSWT//B/5BKpE="
)
