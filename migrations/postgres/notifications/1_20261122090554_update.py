from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed\nCONTACT_MESSAGE: contact_message';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "notifications_outbox"."kind" IS 'VERIFY_EMAIL: verify_email\nPASSWORD_RESET: password_reset\nPASSWORD_CHANGED: password_changed';"""


MODELS_STATE = (
    "eJzlWF1v2koQ/SsrP6VSGxGTBsobBYdaCiYCq+ltc7Va7AX2xt51vesmqMp/v7P+iI0duA"
    "SlUdr7BJ6dsx6fM7Mz9k+DC8UWzCOKCS6PJ4mai7sxlZIsqdFDPw1OQv1np99bZJAoanhp"
    "uyLzoInHIsWnwLlUMfEU+CxIICmYfCq9mEXaUyMnnCL6LiQsQEogSbl/jK5iphTliHGkVh"
    "TBDlzCJoBAYpGavBXhS1hZEYU8kkgqEVPH+o6+8OCWjC9/xeYJZ98TipVYUnCM4Rbf/gYz"
    "4z69o7K4jG7wgtHA32CY+XqD1I7VOkptH9nS5uo89dWhz7EngiTkpX+0VivBHwCMK21dUk"
    "5joqi+g4oTzSpPgiAXoyA6C7Z0yaKsYHy6IEmgtdHoLIDSZmDsTFw8s1yMjYZuBaLCdm7y"
    "IAOAVAhVpgSkmfbug2m22x2z1T7rvj/tdN53W13wTeNtLnXus2BKtrKtUs7ske24OiABiZ"
    "VlnzbcpxiiSIZKxSjZv4GHb/I/WJHY4kmYKmBD2IR7tKFEga1pAQ9Z16JgfpcYhaFUoyyM"
    "w+UwPltT+/wvbI379kUP/aAxW6wx1Zl/zS/7s9nVZDrEUwvgPRQRKW9F7OOYSqoq64NPfW"
    "dkDSseWSn413wwcdz+wMVjazbrj6weApkVlA0Oy1Nij2QIyR0OKF+qFVy2zR06f+5PIZzp"
    "Udt8sym2k6+Y6ZKWvZQ5ph6LGM2qpKn145W2AXrNIu9fczWaW3vx3NpBdKvOdAB5keS6H1"
    "JUVfxr5tywoRwYFIDl9BDlh6R5dw/2u1u579aZl8n8H+o9KcMrkNfM9aH53dorv1s78rvV"
    "yO+58NdNil16t6VdF/5/BL876HStL2nzDaX8HlRZPBr3v6QEh+t85WLijAr3CuuDi8nHek"
    "orohJ56FFSol+OfCOCWVJT+MTT5NJyhrYzgg6b4a/5zHKgJcNoCo34HJq3br8LaNvUP+Ss"
    "OTnboxROzrZWgl7a1IbAsBxG6hF1to6uVch/D7DPJUnr1w6w5slp57TbPjt9mFsfLLvG1W"
    "I0rbxqwRmCc4rgt8nrEIhRLKSPk/sIvMaxn+OPiz/Pw/hLvjTsOoBsGEHd/vhy4xQa9l1L"
    "r5gbJ1BhPaon/MMm6Mp2PyF9ib5OHCtlU0i1jNM7ln7uV0PHRBIlMBe3mPhVIgtzYapNSl"
    "JhGscifko/2UQddLDlgv1fm4oXU83NASW2iXyZ6nrZ+Qke0J/wYJ1nyW9SbnlC76w23UgP"
    "kLwCewa9f6PKe0Xybj1N9Te1xU3lu442zIl3c0tiHzdWhCm2+TaXQjOsWwiH91I/Z/P+/l"
    "8x185X"
)
