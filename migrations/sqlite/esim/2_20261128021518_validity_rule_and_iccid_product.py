from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "esim_provision" ADD "product_id" VARCHAR(64);
        ALTER TABLE "esim_provision" ADD "package_name_en" VARCHAR(200) NOT NULL DEFAULT '';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "esim_provision" DROP COLUMN "product_id";
        ALTER TABLE "esim_provision" DROP COLUMN "package_name_en";"""


MODELS_STATE = (
    "eJztmW1vmzoUx7+KxZvtSl3VsLSL8o6l3BWpTasG9epunSwHO8Qq2AxMu2jqd59NeEhISY"
    "ElbW5u34XzgM3vf7DNyS+NRNQ/tByHYq0PfmkM+UT+WDQfAA0FQWZUlwKNvTwK0jxqHIkQ"
    "OUJ6JsiLiDRhEjkhDQTlTFpZ7HnKyB0ZSJlbmGJGf8QECu4SMSWhdHz7Ls2UYfKTROrymx"
    "YJJOJIDXQn7dp3FRDcwQkl3vLc8wklLihmQWIeTFH4dxKs5jCGDvdiny0lBDMx5SzPkLNU"
    "VpcwEiJB8MKDqXmnFDLT/BmkQYQxySePCwMmExR7YgHEGBY2DcLhpQ1Hpg2h1gCdw5nCTp"
    "mIEgo++gk9wlwxlZf60eN8nALFPEoNeGNcD86M6/f60V9qQC61m8s6TD164npMboEEmt8k"
    "UaOAnWjxJGuTxX7C25ITRMwhK9yz3M1gzwwF96IK24PXrs7+HVkD47wPguksog7yoKz6W2"
    "aOrIs+yF6JpsJ09BrCdPRKYZRLCVMIcU8Y5mGTsi8ydlmAlpXfrVP53erK7x6VARfrT5ta"
    "L7JfDraG7hGd36Fh0Rs3hnVufD43+yC/xy07M89P+2AqH/OWGaOR9WVoymsURdRlRNkGtn"
    "WjUhxB72X8tWlb1yokJIKGBLd6Uero2KnWsbOiI3+QpGHcbItYSmqlYLoJrBHw9baJjt6r"
    "tRz11qxHvRXOIZbIGmJeyNk/yhsv5ezVg0isUj6VlAT1ydOkS6kl2DjNPcx+bAT9i24Ha1"
    "jb1oU5so2LK3V7P4p+eAkvwzaVR0+ss5L1/UlJl/wm4B/LPgPqEny9HJoJTR4JN0xGLOLs"
    "r5qaE4oFh4w/QIQXmWTmzLSss1pQFfk2Qpdy35TeZaWdkLTUeTlzAyrv3PlOPiC+ZN4src"
    "D/iOzpy7Kiuvp8ndwtfFMpwxg5dw8oxHDFw3VeFbvq8nW/bEEMuYlmCq6aZvKFfxXyexrN"
    "hSh9/Beug2caAMFS5HNNAO2SEZDs8+8ikKdK4SWqKQHWYGCdAiqAywVADB+ACQ/lD0Dk99"
    "aBdEQgXdFkFnA4JoflY+V2Rni+RVHZkHiVk9AutyU2dRKqbks0PN7/ycG+xjq5Zyf7126w"
    "7RLgTXXYCrpyxcKxI+aQGkAu5+1hU2cLsOUmKjdGmFw3gV3K20vY9Wivw72WNySsLfI09Q"
    "VbaQ07aDvFPF0Ymq3Zy1lbasa8YnmfdGuQPulWglauUgceeRRTMYMYzZ7oE1tMVPThy3kl"
    "2HL+2yrro22hdtUMPuid7qdu7+NJtydDklnmlk9r6FtDu4TWC1CT2k3D969o9ePjOuvD8X"
    "H1+qB8y3AF8RwOQzIhIUn/uqgL+onU/YO++ZUi/yht1elZzX7r6b319N56ev/znt7jb+xR"
    "cIc="
)
