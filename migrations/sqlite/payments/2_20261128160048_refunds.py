from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "payments_refund" (
    "order_id" VARCHAR(10) NOT NULL PRIMARY KEY,
    "refund_key" VARCHAR(64) NOT NULL UNIQUE,
    "method" VARCHAR(10) NOT NULL /* GATEWAY: gateway\nCASH: cash\nTRANSFER: transfer */,
    "amount" BIGINT NOT NULL,
    "reason" VARCHAR(500) NOT NULL,
    "state" VARCHAR(20) NOT NULL /* AWAITING_APPROVAL: awaiting_approval\nAPPROVED: approved\nREFUNDED: refunded\nPAYOUT_PENDING: payout_pending\nPAID_OUT: paid_out\nFAILED: failed */,
    "requested_by" VARCHAR(200) NOT NULL,
    "approved_by" VARCHAR(200),
    "bank_name" VARCHAR(60),
    "account_number" VARCHAR(34),
    "account_holder" VARCHAR(100),
    "provider_reference" VARCHAR(100),
    "failure" VARCHAR(300),
    "created_at" TIMESTAMP NOT NULL,
    "updated_at" TIMESTAMP NOT NULL,
    "done_at" TIMESTAMP
) /* One order's refund (at most one: the primary key), from its request to the money back. */;
CREATE INDEX IF NOT EXISTS "idx_payments_re_state_8572c3" ON "payments_refund" ("state", "created_at");
        ALTER TABLE "payments_sandbox_transaction" ADD "refund_key" VARCHAR(64);
        ALTER TABLE "payments_sandbox_transaction" ADD "refund_amount" BIGINT;
        ALTER TABLE "payments_sandbox_transaction" ADD "refunded_at" TIMESTAMP;"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "payments_sandbox_transaction" DROP COLUMN "refund_key";
        ALTER TABLE "payments_sandbox_transaction" DROP COLUMN "refund_amount";
        ALTER TABLE "payments_sandbox_transaction" DROP COLUMN "refunded_at";
        DROP TABLE IF EXISTS "payments_refund";"""


MODELS_STATE = (
    "eJztXG1T4joU/isZvqzOsI6Ci16+VUTtXHkZqLvuyk4nNAE6tAm3TVVmZ//7TdpC3yiWXp"
    "Eul29yck4SnpOcnDf8VZrBuYkJs0+63h+lOvhVItDE/I/kYBmU4GwWHhIkBodGhF+dhfiH"
    "NrOgJiYeQcPGnISwrVn6jOmUcCpxDEMQqcYZdTIOSA7R/3GwyugYswm2+MDTT07WCcKv2F"
    "58nE3VkY4NFNk5tRC2VB2JHbijKpvP3JHGBFo3Lr9YdKhq1HBMEpeZzdmEkqUQ35mgjjHB"
    "FmQYhb6M2Kv//Rckb9+cwCwHLzeMAgLCI+gYLPTlh2pAK6lqu6Oo/aaiqqUN4NIoEVDrQi"
    "sCCxO+qgYmYzbhH89Of3vrBGh4XGLBr1KvcSf1js5Oj8WClOvLU2jbH6m4Q7/dKSCD3iSu"
    "BgLITa4kmgJ4kzimC7rMtwiJhhPgB9LvA/2CEGAfnL784JduJaX5TfpeB2O+lxc4H5CG1L"
    "+rAw3akwFRelK7f9PsCUVDYo+wu/VdqSpQzdiitq1CkzrenYwq6Eofy4StvhNxyZhydI9a"
    "DOVkvxljsYnPf1Uq1epF5bRau/xyfnHx5fL0kvO6O04OXazRyZV8K7eVqDoEIaoEfvCZY+"
    "e9H4H0x92P0gwTJIDc8JJ0m+1ruX1bB778gHQl+Zp/hDoakBtJvm9ei/V0A/PPzceu3BME"
    "/DrTLUFpSO1G895l0gQYBucryEXybn1eJYbEc2nRfz62beT6Uvv6qvNYBzYkaEhfB6QlX7"
    "u2rQ5MHbm2rRj68P0M1bGMTV76mFiBdZHzta+cnl9mwFqwpaLtDUbx9q4ofxBWPCPXHCum"
    "m3g15FHJGOLIFz1Z/PHn4b8GbUVuNfuK1OqK6U3b/sdw4eKehBipuNR5jHpUi+llOQn4Ji"
    "t3QHwEPzrtposmtdnYclcM+JQfJbEn6DCqEvqiQhTGZEFekCJadi84d9k5BBu60EnJ/btb"
    "tfMMN6t2nnqvxNBqK+aClMOMLeQOWGfBWke5POGYYC5HuGhY78QPNiAZO3C80UkPy3yg/6"
    "svdrLt5zrLW53+UMfPuGZhgUSOVzoq+Q6vdOFCP/4FUYcYc/82/iHPtm841r7azgzl1HpU"
    "8qD1omh9hbPm7z6UVcCMGbm0HpU8eOTFUbJ3t0VuezQNpVoFYQi16Qu0kJoYoRWaxpscMi"
    "tmnAIJf1+Rj6bYZzz536ZMH+ka9PWQXiWIMJYzVgxIXOitskFJmon00mfKrzWADtIZoCPw"
    "jC0+DUZgZtFnHWELhCe2ASRIsLEJBl5GDdv+B2phMHNWpZq2t9KAjCxquuTlLDqzsTEqgy"
    "FFc4BfOQRiVRtYWMP6M0YnpfLKyshTpH5h4RFfEalIH2OblX7G6iZPJTwaYY15rN7EwhD8"
    "TC2orIoD17nLK6O/FV6ybzSKW0X5QB85vbZSjHJW0qDvrp71/pFhOHexLlf/duZjF7n6Dw"
    "O+miVYqaZHK9VEuCIsXRJqBb+mmJYF/16Au85LaT4qEQdlAeJRS3o8jjgp95327YI9BHrj"
    "vnMVz+Au7X7Wkx1I7AXgsZJELUtJIu76hUoStfhp5qGG7bkweSpEgXSBk3klqdV5aCtqS+"
    "63JKVxVwdeXkw1dduETJsMCHd4lYd+iMOziUuOPOWj97c8NnUsLSURlaEku5T+wJRU3E/e"
    "RG18TL6RG5Iid9r1iLu6VFjjrtn4e6ktbYK1aa5K3xauVcSh3cB+JSULfLUK4w2Fo4IE2O"
    "sTCzHRQz6pKKmGtCxiYTINPX5VSTTujI+VM+YTrID9zUxCh2DgRkufRJgt5MARZMDkyAJK"
    "cN0P0HUTWnMwxfPjMnDjdh6qc35+Ijkfoy6XyfnnQOBxkkgjbG+Ztxsln9wGIveuhXL86e"
    "F+MQLO/1X/pHckVK74TV+3QGrvYH//h+3QplrYNtU8ZflDa+o7lOTXxaxpZuc/xamFgz1y"
    "sr+cZjnanCv1bLtjyfbf/KHmQrjIaJekb5KsyO1bVep2e52v0n0dwBeoM468yp02iz5DY0"
    "C8QdHc69FEGaTXvHloXwua954JWlf63nlQ1KCZGM6pw9RIT7HKOby+YpWPxXuL81i1ShbV"
    "V9I1X0ko3nfduMc13PBlj8oVWfW521Szob0O7uQr4p+qDeGOie1fjmArYA8hmaruhw2gjg"
    "jtH9C1LDjX0mGuJY+0prn5Vf5ODD1nLfOpTkjuH97VLDFCNT1GqCZihAVqE2qgfHgHkvuH"
    "91kmQ3K2xpCcJQ3Jov9BJG6whUlaWj6lOXel9AH6TNALZ8mxNsI7JLJ/IFczgVxdA3I1Cf"
    "KhJzcd/f3Kph96cvdZ61l6chElOIfKQ2KHbtziqLdgNbK+95tcJeg3K62sl63gK2esnfk/"
    "+1VZTPbNQpoywWDo6Ab7rJNlR+snG9AXAoaUTsERws/YoDOxjtshy7DN+Dg3A8d18DKBzC"
    "1vDZ05tgDSER8R5a9EKW1bCw3IjONeBtQKeLyGXWhPsdvQq7MTIPOpvBYJIHVlPr/9gi3b"
    "q9ZNuP9Z5tJuJU5MRCjzpg43XABu/bQJn3G5Qlk0+bb8X1d/AohiOyj/ie9lYY1ayM5Y8D"
    "tU9j66xJRe2dv572kL9/YfWnmLAPz7d2kdfsn8cYd8x//Up2ho76RwGjYVC798E5d/lfwe"
    "xnp/uvMfb0TdSZtO0S7c1htQXcTy2LeE6MHA5e8M8crxudqAI6KHlEbRrNpOUxq//wVz1S"
    "M1"
)
