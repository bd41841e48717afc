from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "orders_order" ADD "delivery_fee_idr" BIGINT NOT NULL DEFAULT 0;
        ALTER TABLE "orders_order" ADD "recipient_phone" VARCHAR(32);
        ALTER TABLE "orders_order" ADD "delivery_days" INT;
        ALTER TABLE "orders_order" ADD "tracking_number" VARCHAR(64);
        ALTER TABLE "orders_order" ADD "packed_at" TIMESTAMPTZ;
        ALTER TABLE "orders_order" ADD "courier" VARCHAR(60);
        ALTER TABLE "orders_order" ADD "delivered_at" TIMESTAMPTZ;
        ALTER TABLE "orders_order" ADD "recipient_name" VARCHAR(120);
        ALTER TABLE "orders_order" ADD "shipped_at" TIMESTAMPTZ;
        ALTER TABLE "orders_order" ADD "shipping_step" VARCHAR(10);
        COMMENT ON COLUMN "orders_transition"."cause" IS 'CREATED: created\nPROMO_CLAIM: promo_claim\nPAYMENT_PAID: payment_paid\nPAYMENT_FAILED: payment_failed\nPAYMENT_EXPIRED: payment_expired\nUNPAID_IN_TIME: unpaid_in_time\nLATE_PAYMENT: late_payment\nAMOUNT_MISMATCH: amount_mismatch\nPROVISION_STARTED: provision_started\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nSTAFF_CANCELLED: staff_cancelled\nPROVISION_RETRY: provision_retry\nLATE_SETTLED: late_settled\nSTAFF_REFUNDED: staff_refunded\nPACKED: packed\nSHIPPED: shipped\nDELIVERED: delivered';
        COMMENT ON COLUMN orders_order."shipping_step" IS 'PACKED: packed\nSHIPPED: shipped\nDELIVERED: delivered';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "orders_order" DROP COLUMN "delivery_fee_idr";
        ALTER TABLE "orders_order" DROP COLUMN "recipient_phone";
        ALTER TABLE "orders_order" DROP COLUMN "delivery_days";
        ALTER TABLE "orders_order" DROP COLUMN "tracking_number";
        ALTER TABLE "orders_order" DROP COLUMN "packed_at";
        ALTER TABLE "orders_order" DROP COLUMN "courier";
        ALTER TABLE "orders_order" DROP COLUMN "delivered_at";
        ALTER TABLE "orders_order" DROP COLUMN "recipient_name";
        ALTER TABLE "orders_order" DROP COLUMN "shipped_at";
        ALTER TABLE "orders_order" DROP COLUMN "shipping_step";
        COMMENT ON COLUMN "orders_transition"."cause" IS 'CREATED: created\nPROMO_CLAIM: promo_claim\nPAYMENT_PAID: payment_paid\nPAYMENT_FAILED: payment_failed\nPAYMENT_EXPIRED: payment_expired\nUNPAID_IN_TIME: unpaid_in_time\nLATE_PAYMENT: late_payment\nAMOUNT_MISMATCH: amount_mismatch\nPROVISION_STARTED: provision_started\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nSTAFF_CANCELLED: staff_cancelled\nPROVISION_RETRY: provision_retry\nLATE_SETTLED: late_settled\nSTAFF_REFUNDED: staff_refunded';"""


MODELS_STATE = (
    "eJztXOtT2zgQ/1c8/tSb4ToQIHB8c4MpnpLABNPeXelohK0kGhzZteXSzA3/+63k9yMQu4"
    "GaTD4l2Ycs/3a1q9Uj/6mubxM/eH8pPi4oI+qJ8p/K8Fx8qTJ3FBV7XsYSBI7vnJw0chLB"
    "u4D72OLAmmAnIECySWD51OPUZUBloeMIomuBIGXTjBQy+j0kiLtTwmfEB8bXb0CmzCY/SS"
    "B+flX5wpOPkU9F1Fa/CRHvHk0ocezCawATWJKOpBrQPtCpwfiZlBWduEOW64Rzlsl7Cz5z"
    "WapAGRfUKWHEx5yIJ3A/FG8lOh1jkLxo9AKZSNTznI5NJjh0eA6FO5TRVIRGlya61k2E1A"
    "a4WS4TmENXAwnAVHThz796vf39o97ufv/48ODo6PB49xhkZX+rrKPHqDMZWlFTEjPjozEy"
    "I9CxFRldEB6lDuY40pIGytD3fNcOLY7qrDCYYb/eBkWtki3gJcu2SJB/yhgJIbNG5pivYY"
    "45/okcwqZ8Bj/7B08g/VkbD8618bv+wR9FuEcxpydZAvgMaPnZAOJEfgPB7e3uroAuSC2F"
    "V/Kq+CLCmkIcq7weyqr6djFOonoVYJ2FcwmyAX3CzCIVsBPdLvuzem0M0Yeb0emFfqIEdI"
    "7uQmY75JbpeQbJc041U0NX2uCT9hFYMsx62LrH0wiBxlZbyWhP2Kxssu8hZpzyRdVsSxNs"
    "XuX5NPsWok+UaXt7B0cHx/v9gzTBppSn8mqSQ/M5k1oEcp/fbOJSUNskYF9lCpObMFpWs9"
    "lKqtAq9sRzws5gXggY+70VAsZ+b2nAEKwiuumMvQHAeZ0ux/eWIO+tEpX3lkflPRmVRQE0"
    "ua+dhEv8qoCfuT6hU/aJLCqptYRyvhQcEwt+vkHQHxO3SqjZ4PPxQ1o5FrwNMLCJQ3jkoN"
    "r1QDvVVQn1HWThB+zbqIC54Lg9t0RJZauseW9epmAG2d2OX+Nxpxb9ZXV6ZpxnK/XUKV64"
    "VA8jJC2fCFdBmKsg8hUGLuah7Bj56VGfBCknJ7mTr/CLWuX2PLyYE8bRHHriVp64dHWgG+"
    "Ho9y4UvEAw2nliSSBshna4uXG/d7wK1r3j5WALXjG/ZiOkTRWVaXcZb1X7ohmmMfoIldE/"
    "Q31knij4AVMO0KM4DtyyK804PVE8TG34Pr78bFwblyPQAZrv/oAiy2Ugn+PppxGLChbJa6"
    "EzzbgosNEEU0fKRB3IJOIwlPD1v6+MsWBEUQ4oY/0MCj1B8skEqjxid6OSqwbQNg5UbaXT"
    "jvRRM/Uv2j8nyhT68oAXtwyS/PmJYuFgdsvMsTa6PtPHIh5jFkyifPm7ImpujId33OXYaV"
    "4jljW3ZWLrMtGmgeWGjDc3Qlnz9Yywu1EWaDkGtgNgPfBDMpy7gKvdaN+hqLVdMXl+xcRx"
    "LSz61BjqiuLmob3XXyW39pfn1n4ZbSj36Q/iL9CvbEZUGukw8uqVMfh0cwVTV2rdh94tO9"
    "UvjM/6GCZFyWt0Y9YT9Q+lXt1wS7lWu8N26czOcurM8FBCeBPQa1Q3D/HDlbZCD5/YCj2s"
    "boWmyFm1m2srQG7Vb7FtAOB7KxW/e09Uv3vV8jfnqgBLSyePNbeQN4PccwMxJW86v1mmv4"
    "Hwrz2ZpthNSIut5jrtbRXbch0hwdLGi5p12+dtkOi1MkDX3H7NRyl8YlGPigXJpufjqpob"
    "GFZeIqpnwHkAV0vMU9XNA339CwTBjHqe2PsIOPFa7/yUG+kw8qo4EBfttlj3Yk/l+ty4uh"
    "IE+RaCEhexghYHynb7LC9Qxso+x7vbRUudArCczsmSCjavWLKOHWu+T750xlZNj2fU4Wwa"
    "Q/3a1IZXovl5EHx3JFqaqQtOT1IXJeq78qJP2ojyxTDPFfFT+fdypEs0YQI59eUTMznzX1"
    "X0CYfcRcx9QNjOY5KQE1J1RLYyclFza+UuWzkNLC3sXNbdWrrLlrbc0Kd1R+iWz2VyKh3O"
    "pG0XGVfJiv3lWbFfPfoPUvdi+gETlbtmSNeobiDia1/WdTCbhvE9gpV3lHI6r3ilhSY9ee"
    "lLLaucqVl+pGbZiZrQdxrtVBTVNs+Xe7sHqxx8E2JPnF86qBx9yx0kbZiNi5pryMVdOyGw"
    "Ucm4cD64iZmLmlszd9rM4uRmqyqZbufUXbVv5Y7K8psUuYkKZaRmYfxDrHb2aUwcuadfY/"
    "O6/zB4m2O6cm3l8cXvmpji0CuN+1t/3yQnsrPCnRNeFH/u4omqiw0OJTqUrlgzmH2CEGa2"
    "wmdEIT9glhTAV8xjnq0wl88ATOUdVsAnSHIc+48TBfpGmP2ny5zF+/JC4Es+5/krMtt/ru"
    "jkP1d042ZQNfi8/atBGcYT352jX7uxUmqiw9XS9tbKC9xagQnGr/lPoYFO31XZus/63cfC"
    "YdD6lG+q3Gm3GYx1mO4D8nH1K008vESDC80YSuuK8/gOpvPMsIkbRWaN3ekZoyf81PiJQO"
    "oENyPRLjJGSNQPJ0rIZLFGATmoxm7ZBfQzc24xr8ocWxte3kDjQ+N6qJmDc/D9ubxCM6fB"
    "HHNrlndcqEzGZtFzwYI+L7h3K8eHls/O0EAbDfQLKQLtTibIEu7hOMVWxropzlBnjfiE+4"
    "v4LcFYpmxAvmVAOM+1nw2WqPlkyAiMX2vfe/1DrXkpv12meftl/PqL1Mf/AZUK4vo="
)
