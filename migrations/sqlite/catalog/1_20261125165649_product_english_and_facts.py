from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "catalog_product_item" ADD "name_en" VARCHAR(200) NOT NULL DEFAULT '';
        ALTER TABLE "catalog_product_item" ADD "description_en" TEXT NOT NULL DEFAULT '';
        ALTER TABLE "catalog_product" ADD "hotspot" INT NOT NULL DEFAULT 0;
        ALTER TABLE "catalog_product" ADD "name_en" VARCHAR(200) NOT NULL DEFAULT '';
        ALTER TABLE "catalog_product" ADD "data_gb" INT;
        ALTER TABLE "catalog_product" ADD "note_en" TEXT NOT NULL DEFAULT '';
        ALTER TABLE "catalog_product" ADD "network" VARCHAR(16) NOT NULL DEFAULT '';
        ALTER TABLE "catalog_product" ADD "unlimited" INT NOT NULL DEFAULT 0;
        ALTER TABLE "catalog_product" ADD "operators" JSON NOT NULL DEFAULT '[]';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "catalog_product_item" DROP COLUMN "name_en";
        ALTER TABLE "catalog_product_item" DROP COLUMN "description_en";
        ALTER TABLE "catalog_product" DROP COLUMN "hotspot";
        ALTER TABLE "catalog_product" DROP COLUMN "name_en";
        ALTER TABLE "catalog_product" DROP COLUMN "data_gb";
        ALTER TABLE "catalog_product" DROP COLUMN "note_en";
        ALTER TABLE "catalog_product" DROP COLUMN "network";
        ALTER TABLE "catalog_product" DROP COLUMN "unlimited";
        ALTER TABLE "catalog_product" DROP COLUMN "operators";"""


MODELS_STATE = (
    "eJztW21P4zgQ/itWPrESu4LCFhadTmpLYXtAi0q529vjFLmJSS0SO+s4dKs9/vvZSdPmna"
    "TQV+VDlXY8E7vPjOctzi9Fgxya1PjU8q999IwdTIlyBn4pBFpIfMnk2QcKtO0Qh6RwODTD"
    "UioLsw8dzqDGxfgjNB0kSDpyNIZt7k+q9AgCjI7BeEQdBIhrDREDBkUOcG1ACUDPiE3A9N"
    "5AG0FiiLs4dDrgICauwGZUQ44D9gjlQsqcyMl1qonZMTGWOM8D4SMkviHAR5CDMaMcfQBi"
    "FAs+AIkOdEZtB2AuPuSjhSwqp6H2BNBHIGUDsOWKXYJ/uEjl1EBiiIl1//OvIGOio5/ICX"
    "7aT+ojRqYe0RnW5Q08usontkfrEH7hMUowhqpGTdcic2Z7wkeUzLgx4ZJqIIIY5EjenjNX"
    "qoy4pjnVcqBFf6VzFn+JIRkdPULXlIqX0v4C5jRFVbu9gXrXHqiqkjCKQCKkvylJo0QalF"
    "iq4/17Qy7hY+3w+OT49Kh+fCpYvGXOKCcv/tRzYHxBD57uQHnxxoUKfA4P4zmoYVOOQtvE"
    "Ria6YanXMQ4QzQM5IMxRnu+mANKD5WL8pVY7OjqpHRzVTz8fn5x8Pj2YgZ0cykO92bmUwA"
    "sGKjyD7zoCTYRckLcBdRXyJPbnAjmOLZSOflQyhr8+Ff0UfFmWNpZp9AxBvSd9nL/ZcrAe"
    "dG7ad4PGza2cznKcH6aHX2PQliM1jzqJUffqH6LKmd0E/NUZfAXyJ/je67Y9eKnDDebNOO"
    "cbfFfkmqDLqUroWIV6GKOAHKxeerTHp9D2k4Qh1J7GkOlqYoTWaBZvcsiqWXEKJNDwdCbB"
    "lcucBTvqEs4mfaRRFnWt6RzFgqHmyxSKhdkW8Ia4oFEdJbdQawRZxvaZ8sc2jljRIltlvd"
    "HBgj9VExGDj8TP05x98mej3/ra6O+dxky/Ox2oyZH8UCGvaloQzoY6JPI+aK/bMUXwPjw4"
    "KIC44MrE3BuLhgUPMpQSj19BGaUF4wrlDJSFV8c8Ne3JzHnCIjuT87wpr9yUuHbLqO5qvM"
    "ORlRPbklzF4pvty6lYCK4vyFXFzxKKH+9a0tHuqJetFfKytRwvW0t62fDKEjAP0M8M842J"
    "rQ5tRVkS1nkFTPvbIFK7BIju3TS+fYjUL9e97mXAHtJA67rX3NIkYmmAr9a4U6EuZN+7g/"
    "iqTfwZmljHfKLqcOKUiI0JudXlchsfKUP5McOarNxYub5gRGyXgF1xb7AqT97dnqdJfKn2"
    "RVRqB7O++nGBuFg/zgyLciilDkzgngT9gjKEDXKFJh70HbFISLS07DpWv81rty1D/iWwro"
    "CqzIopBsezki9mdAIIHZmI+5bauGs1ztvKy3oL7deL7EUK7PXV1pvjHDaomfw+rmG/qr7X"
    "VqBUReDyMfbgSQW4TVwrEdoiYAeym2zPyl3nRm3ed8+v22fAwZY6dIluogfSDg+g8Mh5Y9"
    "BQbxutq8alGPJ2vy3CjwgpykJaK6S0HJ3FVeZodHGdzYQ3Wmmt3n130P/7DEyfzT6Qfvuy"
    "0+ueAYYMwfNA7m7brU7jWujURhqG5iKqOSz2XCbnsUxcNSYVOYHsipR9pJsQXEg902Cbo5"
    "31hePDehGw4wcbQmDXE+GB8hSMs7tWAf8OBIaVt2MFdCV7hCGRCvDSgPt+D6OUxuAfd71u"
    "1rmQkFD8VBXWOPgPmNhZWitF+e3RJZpEFgxdbHJMnE9yvt/XoBQJUr5S4vjvR09KyRvElS"
    "LqOvyc4nKalJoIknSlzIViGhkKqWWpInDzqwW92etdR0BvduKmfn/TbAs372lAMGGe0T/0"
    "si5jWKJ9GJJYqHv4euzc6n64S0xsYfnvy5lvRG6FFjyjbK0JE8THlD2Vql7nIjsQM5ed/4"
    "0od2ya0prNNeiQVGXOJcxZlI0CFMpKZSQRoSojeZeMpMShtdDpK46sFM01p2IXV31kwoyn"
    "b7nnzzajYfDmZxgvS33s0PeaFjlPHSIM+wVf4TKKvsBVHVrfhsD2yrn1LeiDb/eJ6urtgF"
    "WgDJ8h9v9+ubQtIldV0sXztqqTtCF5W3U8apfe3nj5H558VFg="
)
