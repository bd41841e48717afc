from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "orders_transition"."cause" IS 'CREATED: created\nPROMO_CLAIM: promo_claim\nPAYMENT_PAID: payment_paid\nPAYMENT_FAILED: payment_failed\nPAYMENT_EXPIRED: payment_expired\nUNPAID_IN_TIME: unpaid_in_time\nLATE_PAYMENT: late_payment\nAMOUNT_MISMATCH: amount_mismatch\nPROVISION_STARTED: provision_started\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nSTAFF_CANCELLED: staff_cancelled\nPROVISION_RETRY: provision_retry\nLATE_SETTLED: late_settled\nSTAFF_REFUNDED: staff_refunded\nBUYER_REFUNDED: buyer_refunded\nREFUND_APPROVED: refund_approved\nPACKED: packed\nSHIPPED: shipped\nDELIVERED: delivered';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "orders_transition"."cause" IS 'CREATED: created\nPROMO_CLAIM: promo_claim\nPAYMENT_PAID: payment_paid\nPAYMENT_FAILED: payment_failed\nPAYMENT_EXPIRED: payment_expired\nUNPAID_IN_TIME: unpaid_in_time\nLATE_PAYMENT: late_payment\nAMOUNT_MISMATCH: amount_mismatch\nPROVISION_STARTED: provision_started\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nSTAFF_CANCELLED: staff_cancelled\nPROVISION_RETRY: provision_retry\nLATE_SETTLED: late_settled\nSTAFF_REFUNDED: staff_refunded\nPACKED: packed\nSHIPPED: shipped\nDELIVERED: delivered';"""


MODELS_STATE = (
    "eJztXOtT2zgQ/1c8/tSb4ToQIHB8c4MpnpKQCaa9XrnRKLaSeLBl15ZLMx3+91vJ70cgdg"
    "NnMvmUZFcry79d7UOP/JJd3yR+8P6af1xZlMhn0i+ZYod/qTL3JBl7XsbiBIandq41spOG"
    "04D52GDAmmE7IEAySWD4lscslwKVhrbNia4BDS06z0ghtb6HBDF3TtiC+MD49i+QLWqSny"
    "TgP7/JbOmJx4inIsuU/+VNvHs0s4htFl4DmMASdCTEgPbBmmuUXYi2fBBTZLh26NCsvbdk"
    "C5emAhZlnDonlPiYEf4E5of8rfigYwySF41eIGsSjTwnY5IZDm2WQ2GKMpqM0OhaRzeqjp"
    "DcADfDpRxzGGogAJjzIfz5V693eHjS2z/snx4fnZwcn+6fQlsx3irr5DEaTIZW1JXATPuo"
    "jfQIdGxESueERyGDGY6khIIy9D3fNUODoTotDBbYr9dBUaqkC3jJsi4S5J9SRkLItJEZ5m"
    "uow8E/kU3onC3gZ//oCaQ/K5PBpTJ51z/6owj3KOb0BIsDnwEtPhtAnLTfQnB7+/troAut"
    "VsIreFV8EaFNIY5FXg9lWX67GCdevQqwSkNHgKzBmDA1SAXsRLbL9izfaEP04XZ0fqWeSY"
    "HloGlITZvcUTXPIHnOuaIraKwMPikfgSXcrIeNezyPEGistbWU9oTOyir7HmLKLLasqm1l"
    "gM2LPB9m34L3iSJt7+Do5Oj0sH+UBtiU8lRcTWJoPmZaBoHY5zdLXApi2wTsq6QwuYTRMJ"
    "plK6lAK98T54SdwbzgMA57aziMw95Kh8FZRXTTjL0BwHmZLvv3liAfrOOVD1Z75QPhlXkB"
    "NLuvTcIFflXAL1yfWHP6iSwrobWEcr4UnBADfr5B0B8Ts0qo2eTz8UNaORasDTAwiU1YZK"
    "DKzUA5V2UB9RSi8AP2TVTAnHPcnluipG2rLKfnlCmYQnQ349d43KtFf1Wdninn2Uo9NYoX"
    "LtXDCEnDJ9xUEGYyNPkGExezUAyM/PQsnwQpJ9dyL1/hF6XK/Xl46RDKkAMjcStPXLk60A"
    "139P8uFLyAM9p7YkkgbIZ2uL1+v3e6Dta909Vgc14xvmYzpE0VlUl3GW9Z+aJoujb6CJXR"
    "16E60s8k/IAtBtCj2A/c0bGinZ9JHrZM+D65/qzdaNcjkAGa7/6AIsul0D7HU88jlsVZJC"
    "+FLhTtqsBGM2zZok00gKxF7IYSvvr3WJtwRuTlgDJRL6DQ4ySfzKDKI2Y3KrmqA21jQNVe"
    "Om1IHxVd/aJ8PZPmMJYHvLyjEOQvzyQDB4s7qk+U0c2FOuH+GNNgFsXL/8uj5uZ4OGUuw3"
    "bzGrEsuSsTW5eJphUYbkhZcyWUJV9PCftbpYGWc2A3ATYDPwRDxwVczUb7DkWp3YrJ8ysm"
    "tmtgPqbGUFcEtw/tg/46sbW/Orb2y2hDuW/9IP4S/c5mRKWTDiMvj7XBp9sxpK6WcR96d/"
    "RcvdI+qxNIipLX6EbWE40PpVbdcEu5VrrDeunMznJqzPBQQlgT0GtEtw/x47W2Qo+f2Ao9"
    "rm6FpsgZtZtra0Bu1G+xbQHgB2sVvwdPVL8H1fI3Z6oAS0sjjyV3kDeD3HMDnpI3zW9WyW"
    "8h/BsPpil2M9Jiq7lOelfFtlxHSLA08bJm3fZ5HSRyrRTQNbPf8FEKnxiWZ/EFyabn46qS"
    "W+hWXsKrZ8B5AFdLzFPR7QN98wsEwcLyPL73ETDitd75KXfSYeRlfiAu2m0x7vmeys2lNh"
    "5zgngLTomLWE6LHWW7fZYXKGPFmOPd7aKmzgFYZjlkRQWbFyxpx4wl3ydfOqOrpscz6nDW"
    "taF6oyvDMe/eCYLvtkBL0VXO6QnqskR9V170STuRvmj6pcR/Sv9cj1SBJiSQc188MWun/y"
    "PzMeGQuYi6DwibeUwSckKqzshWSi5K7rTcZS2njqWFnsuyO013WdOGG/pW3RG61blMTqTD"
    "kbTtIuM6UbG/Oir2q0f/odU9Tz8gUZk2Q7pGdAsR3/iyro3pPIzvEay9o5STecUrLVYykp"
    "e+1LLOmZrVR2pWnagJfbvRTkVRbPtsubd/tM7BN97sifNLR5Wjb7mDpA2jcVFyA7G4aycE"
    "tioYF84HN1FzUXKn5k6rmZ/cbFUlW7ucuqv6rdxRWX2TIpeoWJTULIx/iMUuPk2ILfb0a3"
    "Re9x8Gb3NOV66tPL74XROdH3q14vHW3zfJNdlb484JKzZ/7uKJrPINDik6lC4ZC8g+oRGm"
    "psQWRCI/IEsK4CtmMc+UqMsWAKb0DktgEyQ5jv3HmQRjI9T806X28n15IfAln/P8FZndP1"
    "d08p8runEzqOp83v7VoAzjme866PdurJS66HC1tLu18gK3ViDB+D37KXTQ6bsqO/PZvPkY"
    "OAxan/JNhTttNoOJCuk+IB9Xv0LFw2s0uFK0odAuP49vY8vJFJuYUaTW2JyeUXrCT5WfNE"
    "iN4HbE+0XaCPH64UwKqSjWLEAOqrE7egXjzIyb51WZYSvD61vofKjdDBV9cAm274grNI4V"
    "OJgZi7zhQmUy0YuWCxr0WcG8Wxk+9HxxgQbKaKBeiSbQ72yGDG4etl3sZaLq/Ax11olPmL"
    "+M3xKUpYsOxFsGhLFc/9lkibpPpswd/XD7VZ3k+NNwCflGxo84SBnzYWSzDUFSyqe/0NJr"
    "7ZxvfrI2XwzYLfS8/YWAzZe5j/8Brab6EA=="
)
