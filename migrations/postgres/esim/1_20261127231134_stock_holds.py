from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "esim_iccid"."status" IS 'AVAILABLE: available\nHELD: held\nASSIGNED: assigned\nACTIVE: active\nRETIRED: retired';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "esim_iccid"."status" IS 'AVAILABLE: available\nASSIGNED: assigned\nACTIVE: active\nRETIRED: retired';"""


MODELS_STATE = (
    "eJztmFtvmzAYhv+Kxc02qaoalFZV7ljKVqSe1KBO2zpZDjiJVbCZbdpFVf/7bAMhgaaFLF"
    "2zrHf4O2DzvMaH797CgsS7XhCQ0OqBe4uiGKuHefMOsFCSFEbdlGgYzaIgmUUNheQokMoz"
    "QpHAyhRiEXCSSMKostI0irSRBSqQ0HFpSin5mWIo2RjLCebK8f2HMhMa4l9Y6OZ3S0gkU6"
    "E7ulF264cOSG7giOBoceyzARkXlNPEmPsTxD+ZYD2GIQxYlMZ0ISGZygmjsww1Sm0dY4o5"
    "kjic+zA97pxCYcq+QRkkT/Fs8GFpCPEIpZGcAzGEpc2C8OzchwPXh9BqgS5gVGMnVApDIU"
    "a/YITpWE5U0957yPopUWRRusMr57J/7Fy+t/c+6A6Z0i6T9Sz32Mb1YF6BJMpeYtQoYRst"
    "HmXt0jQ2vD01QEQDXONe5K4He2EouZezcHXw1sXx14HXd056IJlMBQlQBNWsv6buwDvtge"
    "KXaCtMx24gTMdeKox2aWFKIW4xDRlvM+3LjE0WYMWZ320y87vLZ353rwq4XH9Wmetl9t+D"
    "baFbRLI3tJz0zpXjnTgfT9wemL3jmh67J0c9MFGfeU2dwcD7fOaqNhKCjCnWtr7vXemUQJ"
    "JbFX/p+t6lDuFYEo7DlX6UJjp2luvYqenI7hRpmLbbIhaSVlIw3wSeEPD1tomOfdhoOTp8"
    "Yj06rHHmoULWEvNczvZRXvtULn49iGSd8pGiJEmMHyddSa3ADvPc3eJhLej/6nbwBGvfO3"
    "UHvnN6oV8fC/EzMrwc39Ue21inFev7g4ous5eAL55/DHQTfDs/cw1NJuSYmx7LOP+bpceE"
    "UskgZXcQhfNMCnNhWtRZL6ia/CpCV3LflN5kpQOOV9R5MXMNKm/c+U59YHhOo2k+A/8R2f"
    "Ofpaa6vr6ObubuVNowRMHNHeIhrHmYzZbF1l2xHVctiKKx0UzD1cM0N/wLzm6JyISoXP5L"
    "184zBYBkIfK5IoB1TjEw+/w7AWapSniFaoKB1+97R4BIMGYSIBrugBHj6gFgdd/aUQ4B8h"
    "VNZYGAhXi3eqx8mR6eL1EsLUi8yklok8sS6zoJLS9LtDze/8nBvsE6uWUn+9cusG0S4HVV"
    "2Eq6asUK00BmkFpAruZtYVHnBWCrTVRtjNC028Cu5G0l7Ga0n8Jd4x0lqA3mPPyFSgGvCX"
    "d/vwnc/f3lcLVvEa7EUcAgxyPMcV6DbAr6kdTtg37QbcD8oLsUuXbV1ursdLnSla2e/XY5"
    "f7ucv13O//PL+cNvkTEZoQ=="
)
