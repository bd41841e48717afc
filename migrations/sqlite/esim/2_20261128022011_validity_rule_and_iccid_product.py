from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "esim_provision" ADD "validity_starts" VARCHAR(20) NOT NULL DEFAULT 'first_connection';
        ALTER TABLE "esim_provision" ADD "product_id" VARCHAR(64);
        ALTER TABLE "esim_provision" ADD "install_within_days" INT NOT NULL DEFAULT 30;
        ALTER TABLE "esim_provision" ADD "package_name_en" VARCHAR(200) NOT NULL DEFAULT '';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "esim_provision" DROP COLUMN "validity_starts";
        ALTER TABLE "esim_provision" DROP COLUMN "product_id";
        ALTER TABLE "esim_provision" DROP COLUMN "install_within_days";
        ALTER TABLE "esim_provision" DROP COLUMN "package_name_en";"""


MODELS_STATE = (
    "eJztmW1v2joUx7+KlTd3k3qrktEO8S6jubeRWlqVqNO2TpZJTLAabGY77dDU7z475AFCQ0"
    "kGlLK+I+chdn7/E9s5/DKwIKNDx/OIb7TBL4OiEVY/Zs0HwEDjcWrUlxL1wywKkiyqLyRH"
    "nlSeAQoFViYfC4+TsSSMKiuNwlAbmacCCQ1yU0TJjwhDyQIsh5grx7fvykyoj39ioS+/GU"
    "IiGQk90J2yG991wPgODggO5+eeTSh2QTkZx+bOEPH/4mA9hz70WBiN6FzCeCKHjGYZapba"
    "GmCKOZLYn3kwPe+EQmqaPoMySB7hbPJ+bvDxAEWhnAHRh7nNgLB76cKe7UJoVEDnMaqxEy"
    "pFTGGEfsIQ00AO1aV59DgdJ0cxjdID3ljXnTPr+p159F4PyJR2U1m7iceMXY/xLZBE05vE"
    "auSwYy2eZG3TaBTzdtQEEfXwAvc0dz3YU0POPa/C+uCNq7MvPadjnbfBeDgRxEMhVFV/S+"
    "2ec9EG6StRVZiGuYIwDbNUGO3SwuRC3GPqM16l7POMXRagZuU3V6n8ZnnlN4+KgPP1p06t"
    "59nbg22ge0Smd6hY9NaN5Zxbn87tNsjucUvP7PPTNhiqx7ylVq/n/N+11TUSggQUa1vHdW"
    "50iifJvYq/tl3nWodwLAnHfq0XZRUdG+U6NhZ0ZA+KNIyqbRFzSbUUTDaBJQK+3DbRMFsr"
    "LUetJetRa4Ez9xWyiphncvaP8tpLOX31IJKLlE8VJUlG+GnShdQCbD/JPUx/rAX9VreDJa"
    "xd58LuudbFlb79SIgfYczLcm3tMWPrpGB9d1LQJbsJ+Oy4Z0Bfgq+XXTumyYQMeDxiHud+"
    "NfScUCQZpOwBIn+WSWpOTfM66wVVk68jdCH3TeldVtrjuKbO85lrUHnnznfqAf1LGk6SCn"
    "wlsicvy4Lq+vN1cDfzTaUNfeTdPSDuwwUPM1lZ7KJrZI6KFkRREGum4eppxl/4V5zdEzEV"
    "ovDxn7sOnmkAjOcin2sCGJcUg3if/0eALFUJr1ANMXA6HecUEAkCJgGi/gEYMK5+AKy+tw"
    "6UQ4BkRVNZwGM+PiweKzczwvMtitKGxIuchHa5LbGuk1B5W6Li8f5PDvYrrJN7drJ/6Qbb"
    "LgFeV4ctp6tWLD/y5BRSBcjFvD1s6mwAttpE1cYI4+sqsAt5ewl7NdrLcC/lDTGtizxJ3W"
    "IrrWIHbaeYJwtDtTV7PmtDzZgXLO+T5gqkT5qloLWr0IFHIfGJnEAfTZ7oEztUlvThi3kF"
    "2Gr+myrro02hDvQM/jUbzY/N1oeTZkuFxLPMLB+X0He6bhlaIRGXJU34Z+jmqVtcNgaEC6"
    "lmQyn2ZPKJ9Br3SaL/1whD+EDkkNCqFV6Svb06//BaCj0coyrFnYTv3+psHh+vUsLHx+U1"
    "rH3zcCUOPQY5HmCOk//oVgX9ROr+QV//lph1X2q1NBez35rXb83rt+b1X968fvwNvWNgdg"
    "=="
)
