from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "orders_order" (
    "order_id" VARCHAR(10) NOT NULL PRIMARY KEY,
    "uid" VARCHAR(128) NOT NULL,
    "status" VARCHAR(20) NOT NULL,
    "payment_method" VARCHAR(10) NOT NULL,
    "subtotal_idr" BIGINT NOT NULL,
    "discount_idr" BIGINT NOT NULL,
    "total_idr" BIGINT NOT NULL,
    "promo_code" VARCHAR(32),
    "location_code" VARCHAR(16),
    "delivery_type" VARCHAR(10),
    "pickup_location_id" VARCHAR(64),
    "delivery_street" VARCHAR(500),
    "delivery_city" VARCHAR(120),
    "delivery_state" VARCHAR(120),
    "delivery_postal_code" VARCHAR(10),
    "language" VARCHAR(2) NOT NULL,
    "payment_url" VARCHAR(2048),
    "expires_at" TIMESTAMPTZ NOT NULL,
    "created_at" TIMESTAMPTZ NOT NULL,
    "paid_at" TIMESTAMPTZ
);
CREATE INDEX IF NOT EXISTS "idx_orders_orde_uid_21adfd" ON "orders_order" ("uid", "created_at");
CREATE INDEX IF NOT EXISTS "idx_orders_orde_status_a793df" ON "orders_order" ("status", "expires_at");
COMMENT ON COLUMN "orders_order"."status" IS 'AWAITING_PAYMENT: awaiting_payment\nPAID: paid\nPROVISIONING: provesioning\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nPAYMENT_FAILED: payment_failed\nEXPIRED: expired';
COMMENT ON COLUMN "orders_order"."payment_method" IS 'GATEWAY: gateway\nCASH: cash\nTRANSFER: transfer';
COMMENT ON COLUMN "orders_order"."delivery_type" IS 'PICKUP: pickup\nDELIVERY: delivery';
        CREATE TABLE IF NOT EXISTS "orders_transition" (
    "id" BIGSERIAL NOT NULL PRIMARY KEY,
    "order_id" VARCHAR(10) NOT NULL,
    "from_status" VARCHAR(20),
    "to_status" VARCHAR(20) NOT NULL,
    "cause" VARCHAR(20) NOT NULL,
    "at" TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS "idx_orders_tran_order_i_0073db" ON "orders_transition" ("order_id");
COMMENT ON COLUMN "orders_transition"."from_status" IS 'AWAITING_PAYMENT: awaiting_payment\nPAID: paid\nPROVISIONING: provesioning\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nPAYMENT_FAILED: payment_failed\nEXPIRED: expired';
COMMENT ON COLUMN "orders_transition"."to_status" IS 'AWAITING_PAYMENT: awaiting_payment\nPAID: paid\nPROVISIONING: provesioning\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nPAYMENT_FAILED: payment_failed\nEXPIRED: expired';
COMMENT ON COLUMN "orders_transition"."cause" IS 'CREATED: created\nPROMO_CLAIM: promo_claim\nPAYMENT_PAID: payment_paid\nPAYMENT_FAILED: payment_failed\nPAYMENT_EXPIRED: payment_expired\nUNPAID_IN_TIME: unpaid_in_time\nLATE_PAYMENT: late_payment\nAMOUNT_MISMATCH: amount_mismatch';
COMMENT ON TABLE "orders_transition" IS 'Every status change, and the events that changed nothing (a late payment): append-only.';
        CREATE TABLE IF NOT EXISTS "orders_line" (
    "id" BIGSERIAL NOT NULL PRIMARY KEY,
    "product_id" VARCHAR(64) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "type" VARCHAR(20) NOT NULL,
    "quantity" INT NOT NULL,
    "price_idr" BIGINT NOT NULL,
    "iccid" VARCHAR(32),
    "order_id" VARCHAR(10) NOT NULL REFERENCES "orders_order" ("order_id") ON DELETE CASCADE
);
COMMENT ON COLUMN "orders_line"."type" IS 'SIM_BUNDLE: sim_bundle\nESIM_BUNDLE: esim_bundle\nDATA_PACKAGE: data_package';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP TABLE IF EXISTS "orders_order";
        DROP TABLE IF EXISTS "orders_transition";
        DROP TABLE IF EXISTS "orders_line";"""


MODELS_STATE = (
    "eJztW1tv2koQ/iuWn1oprYJDSA5vLjiJlQAROO1py5G12AusYq+pvU6Kqvz3s7u+XyCYXG"
    "oQTzFzscffjGdndjZ/RMc1oet9HrA/NwhDsS38ETGw2UWReSSIYLFIWIxAwMRKSetWJDjx"
    "iAsMQllTYHmQkkzoGS5aEORgSsW+ZTGiY1BBhGcJycfolw914swgmUOXMn7+R8kIm/A39K"
    "Kfi3t9iqBlZkxGJns2p+tkueC0L2imYnLBZdkDJ7rhWL6NE/nFkswdHCsgTBh1BjF0AYHs"
    "CcT12RswA8P3jV4qMDYRCaxM6ZhwCnyLpN54oic0Udf7A00fKZquixUwMhzM8KWmehyAGT"
    "Ph0z+SdHJyJh2ftM5Pm2dnp+fH51SW21tknT0FxiRoBbfimKmXal9jBjnUiYGDGeGJ6wAC"
    "Ai3ujAT9heuYvkH0Mi905sAt90FWK+cL+pJ5X0TIr3NGREi8kQThe7jDBr91C+IZmdOfre"
    "YapL/Kw86VPPzQan7Mwt0PORJnMeAToPnfChBH8nsIrnR8vAG6VGolvJyXxZcDVIqvgn2b"
    "Y6xSmwA2YAHrSLfOWIsjtad/uet3b5S24CFbn/jYtOAYK2kGTHO6sibrt3LnWr6kLJ4CFs"
    "C4B7MAgcpe28hpa3yWd9kvH2CCyLLotpXJP63y/BKwC19GsApIjeZZ8/yk1YyTf0xZl/Oj"
    "/J7O58iANC+71RbVjNo+Afsuy2uqmDGMaitprLBV7gnrldpgnkkYJ9IGCeNEWpkwGCuLLq"
    "9XK5YqaZ065/ctQW5skpUbq7Nyg2dlVpxP70sLRI5fEfALx4Vohq/hsrC05lBOtyRDaNCf"
    "Owj6UxRWETX5+FzwGHc1mWijGJjQgiQIUHnUkbuKyKGe0FX4EbimnsGccRzJyVFi2SLLlu"
    "w8BWC6upvhazwdlaK/ql9MnPNsxxgHxZu2jD9FP0DScCELFR0QkYr8pB8uID43DP5eIBd6"
    "nLOyw6xH2vi7zeYbJI2jNW2lXw1tf3/zs3S+CdbS+WqwGS+7Dibxv023k2jXGW9R/iarmt"
    "q/pB3M957S19oCeASIUOhpF7O0ISZjfCur3bawAMik18PBV3WkDvpUh9Jc54E2Qw6m8ime"
    "0g1YiLFgWku/kNWbDFufAmRxmcCARCJ4fMxX/r1Vh4wRZCOzHt1VZKVN06uz4mt8PliKd6"
    "l10FzKmvJN/t4WZtSWR7AcY7rwXrUFA3jzMdaGcn90oQxZ7gXYmwZr2N/Knqnv2Z8QhwCr"
    "et+W1zy0blu3bibyDMfHpLoT8prv54TjvfLAlt/A4QN4Hfjpwmc7FFez0j51Vuuwi/H8Lo"
    "blGIDZVBnqguL+od1obbK2tlavra082rQFRw/QXeovGRAUblJj5MVbtXN9d0vLVGTc+4sx"
    "7io36ldlSIui6DXqUfUE9ulxVFccQZZq19gvtZlExsFMHwohqQJ6ier+IX660XjydM148r"
    "Q4noyRM0oHXhtAbpSPvfYA8MZGzW9jTffbKLa/qVClsGwZ5KHmAfJqkC8cj5XkVeubVfp7"
    "CP+rL6YWwDM/nOxvXE+mdN5vVyc8wPUOx0w22VFbvaG2aj/Nd61KdUpWbf9iWTpubrLFzc"
    "TW7F42C5vcqdFOAe4uxYogG5ZDntXMIW6Gqp+jix3cH1gDt6b2lJEm927Z7W3P+2VxvGRN"
    "YRyJU5c56od8PxXfRPimalcC+yn8GPQVDifNzTOXPzGR036IzCbgE0fHzqMOzDQmETkiZd"
    "ycmu1VdHNW8+DmWruZzWi28HFK7RUcXLM8uuv+LZwaWX22IVWoIAxLRpdfQrWL6yG0eEdf"
    "4vOy0+27+U0XDpI8vfnpD42NvFBob/kJkJTI0QanQEhW/LmjIKLCinshGD8LxpxWn1QIYF"
    "MgcyjAB1olefQSkJBnCtghcwqm8AEINCZgNHj92BaobRCbnxxsLT/nd7Pe8jmH/3Oo9TBj"
    "9YGUepwBKiaf3T8ElGA8dR1bf9nZlNwtatwtHc6nvPB8Ci0mXhYrmRvU+lTKIVReFioG8L"
    "2tZ3excq1DpDNUaBlPgQ+7Wu7O3kDv3Mhqj3uSTdktgOzEiVHIBC4MQ+cZB0f82NGRQOjw"
    "Mb7rs/vqal9nfUFb8DFvwhBFjnZZY3xD7UwCmdVLSRDLvcEdvXlPHfVkrXNF49zmB2Ns5N"
    "mAGPN6hFP1NvSwxbD7LejrN1hP/wNcfb0s"
)
