from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "orders_transition"."cause" IS 'CREATED: created\nPROMO_CLAIM: promo_claim\nPAYMENT_PAID: payment_paid\nPAYMENT_FAILED: payment_failed\nPAYMENT_EXPIRED: payment_expired\nUNPAID_IN_TIME: unpaid_in_time\nLATE_PAYMENT: late_payment\nAMOUNT_MISMATCH: amount_mismatch\nPROVISION_STARTED: provision_started\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nSTAFF_CANCELLED: staff_cancelled\nPROVISION_RETRY: provision_retry\nLATE_SETTLED: late_settled\nSTAFF_REFUNDED: staff_refunded\nBUYER_REFUNDED: buyer_refunded\nREFUND_APPROVED: refund_approved\nPROMISE_BROKEN: promise_broken\nPACKED: packed\nSHIPPED: shipped\nDELIVERED: delivered';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "orders_transition"."cause" IS 'CREATED: created\nPROMO_CLAIM: promo_claim\nPAYMENT_PAID: payment_paid\nPAYMENT_FAILED: payment_failed\nPAYMENT_EXPIRED: payment_expired\nUNPAID_IN_TIME: unpaid_in_time\nLATE_PAYMENT: late_payment\nAMOUNT_MISMATCH: amount_mismatch\nPROVISION_STARTED: provision_started\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nSTAFF_CANCELLED: staff_cancelled\nPROVISION_RETRY: provision_retry\nLATE_SETTLED: late_settled\nSTAFF_REFUNDED: staff_refunded\nBUYER_REFUNDED: buyer_refunded\nREFUND_APPROVED: refund_approved\nPACKED: packed\nSHIPPED: shipped\nDELIVERED: delivered';"""


MODELS_STATE = (
    "eJztXOtP4zgQ/1eifNqTuBUUKBzfQglLBC1VG3ZvbzlZbuK2FqmTTZxlqxX/+43zfhWabO"
    "FC1U9tZzyO85vxPPzoL9l2TeJ6H2/Fxw1lRD6TfskML8SXMnNPkrHjpCxB4HhiZVojK244"
    "8biLDQ6sKbY8AiSTeIZLHU5tBlTmW5Yg2gY0pGyWknxGv/sEcXtG+Jy4wPj2L5ApM8lP4o"
    "mf32S+dILHBE9F1JT/FU2cBzSlxDJzrwFMYAV0FIgB7ZzONMYvg7ZiEBNk2Ja/YGl7Z8nn"
    "NksEKOOCOiOMuJgT8QTu+uKtxKAjDOIXDV8gbRKOPCNjkin2LZ5BYYJSmozQ4FZHY1VHSK"
    "6Bm2EzgTkM1QsAmIkh/PlXp3N4eNLZP+yeHh+dnByf7p9C22C8ZdbJUziYFK2wqwAz7ZM2"
    "0EPQsREqXRCeAhnMcSgVKChF33Ft0zc4qtJCb47dah3kpQq6gJcs6iJG/jllxIRUG6lhvo"
    "U6Fvgnsgib8Tn87B49g/RnZdS7UkYfukd/5OEeRJxOwBLAp0AHnzUgjttvIbid/f010IVW"
    "K+ENeGV8EWF1IY5E3g5lWX6/GMdevQywyvxFALIGY8LMICWwY9k227M81vro/G5wcaOeSR"
    "5doInPTIvcMzXLIFnOhaIraKj0rpVPwArcrIONBzwLEaittbWU9ozOiir77mPGKV+W1bYy"
    "wGZFXg6z78H7hJG2c3B0cnR62D1KAmxCeS6uxjE0GzOpQSD2ufUSl5zYNgH7JilMJmE0jH"
    "rZSiLQyPdEOWFrMM85jMPOGg7jsLPSYQhWHt0kY68BcFamzf69IcgH63jlg9Ve+SDwyqIA"
    "mj5UJuEBfmXAL22X0Bm7JstSaC2gnC0FR8SAn+8Q9KfYrGJqOvlc/JhUjjlrAwxMYhEeGq"
    "gy7ikXqhxAPYEo/IhdE+UwFxy7YxcoSdsya9FZFCmYQXQ3o9d42qtEf1WdnirnxUo9MYpX"
    "LtX9EEnDJcJUEOYyNPkGExdzPxgY+elQl3gJJ9NyL1vh56WK/Tl4uSCMowWMxC49ceXqQD"
    "vc0f+7UPAKzmjvmSUBvx7a/vb6/c7pOlh3TleDLXj5+JrOkCZVVCrdZrxl5Yui6drgE1RG"
    "X/vqQD+T8COmHKBHkR+4Z0NFuziTHExN+D66/ayNtdsByADNtX9AkWUzaJ/hqRchiwoWyU"
    "qhS0W7ybHRFFMraBMOIG0RuaGYr/491EaCEXo5oIzUSyj0BMklU6jyiNmOSq7sQJsYULmX"
    "VhvSJ0VXvyhfz6QZjOURL+8ZBPmrM8nA3vye6SNlML5UR8IfY+ZNw3j5f3nUzBz3J9zm2K"
    "pfIxYld2Vi4zLRpJ5h+4zXV0JR8u2UsL9VGmg4B3YTYDPwQzBc2ICrWWvfIS+1WzF5ecXE"
    "sg0sxlQb6pLg9qF90F0ntnZXx9ZuEW0o9+kP4i7R72xGlDppMfLyUOtd3w0hdaXGg+/csw"
    "v1RvusjiApil+jHVlPOD6UWHXNLeVK6RbrpTU7y4kxw0MJ4XVArxDdPsSP19oKPX5mK/S4"
    "vBWaIGdUbq6tAblRvcW2BYAfrFX8HjxT/R6Uy9+MqQIsDY08ktxBXg9yx/ZESl43v1klv4"
    "XwbzyYJthNSYOt5irpXRXbcB0hxtLEy4p125d1EMs1UkDbzH7DRylcYlCHigXJuufjypJb"
    "6FZew6unwDkAV0PME9HtA33zCwTenDqO2PvwOHEa7/wUO2kx8rI4EBfuthgPYk9lfKUNh4"
    "IQvIWgREWsoEWOstk+yyuUscGYo93tvKYuAFhOF2RFBZsVLGjHjCQ/xl9ao6u6xzOqcNa1"
    "vjrWlf5QdL/wvO9WgJaiq4LTCajLAvVDcdEn6UT6oulXkvgp/XM7UAM0IYGcucET03b6P7"
    "IYE/a5jZj9iLCZxSQmx6TyjGyk5LzkTstt1nLiWBrouSi703SbNW3YvkurjtCtzmUyIi2O"
    "pE0XGdeJit3VUbFbPvoPrR5E+gGJyqQe0hWiW4j4xpd1LcxmfnSPYO0dpYzMG15pofFIXv"
    "tSyzpnalYfqVl1osZ3rVo7FXmx7bPlzv7ROgffRLNnzi8dlY6+ZQ6S1ozGeckNxOK2nRDY"
    "qmCcOx9cR815yZ2aW61mcXKzUZVMdzl1W/VbuqOy+iZFJlGhjFQsjJ9HYpfXI2IFe/oVOq"
    "/6D4P3OadL11aeXv2uiS4OvdJovNX3TTJN9ta4c8LzzV+6eCKrYoNDCg+lS8Ycsk9ohJkp"
    "8TmRyA/Ikjz4innEMyVm8zmAKX3AEtgEiY9j/3EmwdgIM/+0mbX8WFwIfM3nvHxFZvfPFa"
    "3854p23AwqO5/3fzUoxXjq2gv0ezdWCl20uFra3Vp5hVsrkGD8nv3kOmj1XZWd+WzefAzs"
    "e41P+SbCrTab3kiFdB+Qj6rfQMX9W9S7UbR+oF1xHt/CdJEqNjajUK2ROb2g9JifKD9ukB"
    "jB3UD0i7QBEvXDmeSzoFijgBxUY/fsBsaZGrfIq1LDVvq3d9B5Xxv3Fb13Bba/CK7QLKi3"
    "wNyYZw0XKpORnrdc0KDLc+bdyPCh58tL1FMGPfUmaAL9TqfIEOZhWfleRqouzlCnnbiEu8"
    "voLUFZetBB8JYe4TzTfzpZwu7jKXPPzu++qqMMf+IvId9I+SEHKUMxjHS2IUhKxfSPdK+N"
    "VXQ+ur1WB6H6qUfQxLUfCBNafKud9c1P5vqLBbuFoPe/ULD5MvjpPwquBWE="
)
