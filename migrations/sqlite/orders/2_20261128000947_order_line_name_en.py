from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "orders_line" ADD "name_en" VARCHAR(200) NOT NULL DEFAULT '';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "orders_line" DROP COLUMN "name_en";"""


MODELS_STATE = (
    "eJztW1tz2joQ/iseP7UzOZ1AyOXw5oJJPAkkQ5z2tE1HI2wBntgyteWmTCf//azkuw0E0y"
    "Q1DE/AXmTp2/VqVyt+y65nEs//cM0/rixK5Lb0W6bY4V/KzANJxrNZyuIEhkd2RhrZseDI"
    "Zx42GLDG2PYJkEziG541Y5ZLgUoD2+ZE1wBBi05SUkCtHwFBzJ0QNiUeML59B7JFTfKL+P"
    "znN5nNZ+Ix4qnIMuXvXGT2gMYWsc3cMoAJLEFHQg1oH62JRllPyPJJjJDh2oFDU/nZnE1d"
    "mihYlHHqhFDiYUb4E5gX8FXxSUcYxAsNF5CKhDPP6JhkjAObZVAYoZQmIzS41tGtqiMkV8"
    "DNcCnHHKbqCwAmfAr//NtsHh2dNg+PTs6OW6enx2eHZyAr5ltmnT6Fk0nRCocSmGnn2kAP"
    "QcdGaHROeBI6mOFQSxgoRX/muWZgMLTICp0p9hbbIK9VsAUssmiLGPlVxogJqTVSx3wLcz"
    "j4F7IJnbAp/DxprUD6kzLsXCjDdyet93m4BxGnKVgc+BRo8VkB4lh+B8FtHh6ugS5ILYVX"
    "8Mr4IkKrQhypvB3Ksry9GMdRvQywSgNHgKzBnDA1SAnsWLfO/izfan308W7QvVLbkm85aB"
    "RQ0yb3VM0ySJbTVXQF3SidS+UcWCLMzrDxgCchApWttpbRVtisaLIfAabMYvOy2ZZusFmV"
    "57fZbYg+4U7bbLROW2dHJ61kg00oq/bVeA/N7pmWQWDv86olLjm1XQL2TVKYTMJoGNWylU"
    "Rho9gT5YS1wTwXMI6aawSMo+bSgMFZeXSTjL0CwFmdOsf3DUFurBOVG8ujckNEZV4AjR8W"
    "JuECvzLgPdcj1oReknlpay2gnC0Fh8SAn1sI+lPsVjE1ffk8/JhUjjlvAwxMYhMWOqhy21"
    "G6qiygHsEu/Ig9E+Uw5xy36RYoiWyZ5TSdIgVT2N3NaBlPBwvRX1anp8Z5tlJPnOKVS/Ug"
    "RNLwCHcVhJkMIt/gxcUsEBMjv2aWR/yEk5E8yFb4ea3ieDM8dwhlyIGZuKUnLj0dqEc4+r"
    "sHBa8QjA5WHAkE1dAOdjfuN8/Wwbp5thxszsvvr+kbskkVlWrXGW9Z+axoujY4h8roS18d"
    "6G0JP2KLAfQoigP39EbRum1phi0Tvg+vP2m32vUAdIDmuT+hyHIpyGd4ajdkWZxFslqop2"
    "hXOTYaY8sWMuEEUokoDMV89b8bbcgZYZQDylDtQaHHSR4ZQ5VHzHpUcuUAuokDlUeptSOd"
    "K7r6WfnSliYwl0c8v6ewyV+0JQP703uqD5XBbU8d8niMqT8O98u/FVEz73gwYi7DdvUasa"
    "i5LxM3LhNNyzfcgLLqRihqvp0RDnfKAhu+A/sX4GXgh83QcQFXs1LfIa+1PzF5/sTEdg3M"
    "51QZ6pLi7qHdOFlnbz1ZvreeFNGGct/6Sbw5+pNmRGmQGiMv32idy7sbSF0t4yGY3dOueq"
    "V9UoeQFMXLqEfWE84PJV5dsaW8ULvGdqlNZzlxZngoIawK6AtUdw/x47VaoccrWqHH5VZo"
    "gpyxsLm2BuTG4hbbDgDeWKv4bayofhvl8jfjqgDLhk4eae4hrwb5zPV5Sl41v1mmv4Pwv/"
    "hmamM6CaJbBGvnkxmdN7zQYsUzee0rLeucqC0/UFt2nhZ4dqU8Ja+2e77cPGytc+zNxVac"
    "XrZKB9+ZNlIJ7i5gxSyHLIY8r1lA3IxUP8RftvB8YAXcutZXb3Wlf8OHd3z/hy3wUnSVc5"
    "qCOi9Q3xXrqWQQ6bOmX0j8p/T1eqAKOCE2TzzxxFRO/yrzOeGAuYi6jwibWUxickzKmTnf"
    "Haxi5rzm3sy1NjPv22xg44zaCxi4ZnF02+1buqGy/B5FJlGxKFnQzvwYqfUuh8QWFf0Cmy"
    "/6B8N2vtOlSytPr37TROctLyua7+LbJhmRgzVunLC8+HPXTmSVJ/dS2JKWjClknyCEqSmx"
    "KZHIT8iSfPiKWcQzJeqyKYApvcMS+ASJm7Hv2xLMjVDzH5fa8w/F06zXfM7zF2T2/1up5f"
    "9W6nEvqBx8tv9iUIrx2HMd9Gf3VQpD1Lha2t9ZeYU7K5Bg/Jn/5Aao9U2Vvfu8vPsYOPA3"
    "7vElyrV2m85QhXQfkI+qX2Hi/jXqXClaX1iXd+NtbDmpYWM3Cs0audMzRo/5ifFjgcQJ7g"
    "Z8XKQNEK8f2lJARbFmAXJQjd3TK5hn6tw8r0odW+lf38Hgfe22r+idC/B9R1ygcSzfwcyY"
    "Zh0XKpOhnvdcsKDHcu69kePDyL0e6iiDjnolRGDc8RgZ3D1sOz/KUNV5BzUdxCPMm0erBG"
    "PpYgCxSp8wlhk/fVnC4ev1ylQvyffHLdtfjr98sfn0P25OtUQ="
)
