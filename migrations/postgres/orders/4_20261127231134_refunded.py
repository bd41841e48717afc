from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "orders_order"."status" IS 'AWAITING_PAYMENT: awaiting_payment\nPAID: paid\nPROVISIONING: provesioning\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nPAYMENT_FAILED: payment_failed\nEXPIRED: expired\nREFUNDED: refunded';
        COMMENT ON COLUMN "orders_transition"."cause" IS 'CREATED: created\nPROMO_CLAIM: promo_claim\nPAYMENT_PAID: payment_paid\nPAYMENT_FAILED: payment_failed\nPAYMENT_EXPIRED: payment_expired\nUNPAID_IN_TIME: unpaid_in_time\nLATE_PAYMENT: late_payment\nAMOUNT_MISMATCH: amount_mismatch\nPROVISION_STARTED: provision_started\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nSTAFF_CANCELLED: staff_cancelled\nPROVISION_RETRY: provision_retry\nLATE_SETTLED: late_settled\nSTAFF_REFUNDED: staff_refunded';
        COMMENT ON COLUMN "orders_transition"."from_status" IS 'AWAITING_PAYMENT: awaiting_payment\nPAID: paid\nPROVISIONING: provesioning\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nPAYMENT_FAILED: payment_failed\nEXPIRED: expired\nREFUNDED: refunded';
        COMMENT ON COLUMN "orders_transition"."to_status" IS 'AWAITING_PAYMENT: awaiting_payment\nPAID: paid\nPROVISIONING: provesioning\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nPAYMENT_FAILED: payment_failed\nEXPIRED: expired\nREFUNDED: refunded';"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        COMMENT ON COLUMN "orders_order"."status" IS 'AWAITING_PAYMENT: awaiting_payment\nPAID: paid\nPROVISIONING: provesioning\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nPAYMENT_FAILED: payment_failed\nEXPIRED: expired';
        COMMENT ON COLUMN "orders_transition"."cause" IS 'CREATED: created\nPROMO_CLAIM: promo_claim\nPAYMENT_PAID: payment_paid\nPAYMENT_FAILED: payment_failed\nPAYMENT_EXPIRED: payment_expired\nUNPAID_IN_TIME: unpaid_in_time\nLATE_PAYMENT: late_payment\nAMOUNT_MISMATCH: amount_mismatch\nPROVISION_STARTED: provision_started\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nSTAFF_CANCELLED: staff_cancelled\nPROVISION_RETRY: provision_retry\nLATE_SETTLED: late_settled';
        COMMENT ON COLUMN "orders_transition"."from_status" IS 'AWAITING_PAYMENT: awaiting_payment\nPAID: paid\nPROVISIONING: provesioning\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nPAYMENT_FAILED: payment_failed\nEXPIRED: expired';
        COMMENT ON COLUMN "orders_transition"."to_status" IS 'AWAITING_PAYMENT: awaiting_payment\nPAID: paid\nPROVISIONING: provesioning\nPROVISIONED: provisioned\nPROVISION_FAILED: provision_failed\nPAYMENT_FAILED: payment_failed\nEXPIRED: expired';"""


MODELS_STATE = (
    "eJztW1tz2joQ/iseP7UzOZ1AyOXw5oJJPAmQAac9bdPRKLYAT2yZ2nJTppP/flby3QaCaZ"
    "I6DE/AXmT529VqV1p+y65nEs//MOQfVxYlclv6LVPs8C9l5oEk4/k8ZXECw3d2RhrZseCd"
    "zzxsMGBNsO0TIJnENzxrziyXApUGts2JrgGCFp2mpIBaPwKCmDslbEY8YHz7DmSLmuQX8f"
    "nPbzJbzMVjxFORZcrfucj8Hk0sYpu51wAmsAQdCTWgfbSmGmU9IcsncYcM1w4cmsrPF2zm"
    "0kTBooxTp4QSDzPCn8C8gL8Vn3SEQfyi4QukIuHMMzommeDAZhkU7lBKkxEaDHU0VnWE5A"
    "q4GS7lmMNUfQHAlE/hn3+bzaOj0+bh0cnZcev09Pjs8AxkxXzLrNPHcDIpWuFQAjPtXBvo"
    "IejYCI3OCY9CBzMcagkDpejPPdcMDIaWWaEzw95yG+S1CraAlyzaIkZ+nTFiQmqN1DFfwx"
    "wO/oVsQqdsBj9PWmuQ/qSMOhfK6N1J630e7kHEaQoWBz4FWnxWgDiW30Fwm4eHG6ALUivh"
    "Fbw8vnHEKeOr0sARGGswJ0wNUsI61q0z1vJY66OPN4PuldqWfMtBdwE1bXJL1SyDZDldRV"
    "fQtdK5VM6BJULAHBv3eBoiUNlqGxltjc2KJvsRYMostiibbWXwz6o8vQW8hZUR7gLNRuu0"
    "dXZ00kqCf0JZF/Pj+J6N55ZBIC571TbVnNouAfsq22smmTGMajtporBV7InyldpgngsYR8"
    "0NAsZRc2XA4Kw8ukk2WQHgrE6d4/uWIDc2icqN1VG5IaIyT84n90sTRIFfGfCe6xFrSi/J"
    "orS1FlDOlikjYsDPNwj6Y+xWMTVdfB5+SKqanLcBBiaxCQsdVBl3lK4qC6jvYBd+wJ6Jcp"
    "hzjtt0C5REtsxymk6Rgins7mb0Go8HS9FfVUOmxnmyikyc4oXLyCBE0vAIdxWEmQwi32Dh"
    "YhaIiZFfc8sjfsLJSB5kq8+8VnG8OV44hDLkwEzc0hNXVq71CEd/t4h9gWB0sKZcDaqhHe"
    "xu3G+ebYJ182w12JyX31/TFbJNFZVq1xlvWfmsaLo2OIfK6EtfHehtCT9giwH0KIoDt/Ra"
    "0bptaY4tE76Php+0sTYcgA7QPPcnFFkuBfkMT+2GLIuzSFYL9RTtKsdGE2zZQiacQCoRha"
    "GYr/53rY04I4xyQBmpPSj0OMkjE6jyiFmPSq4cQLdxoPIotXakc0VXPytf2tIU5vKAF7cU"
    "NvmLtmRgf3ZL9ZEyGPfUEY/HmPqTcL/8WxE1s8aDO+YybFevEYua+zJx6zLRtHzDDSirbo"
    "Si5usZ4XCnLLDlGtgvgOeBHzZDxwVczUpn4nmt/YnJ0ycmtmtgPqfKUJcUdw/txskme+vJ"
    "6r31pIg2lPvWT+It0J9cRpQGqTHy8rXWuby5htTVMu6D+S3tqlfaJ3UESVH8GvXIesL5oc"
    "SrK153LtWusV1qc+uZODM8lBBWBfQlqruH+PFGV6HHa65Cj8tXoQlyxtLLtQ0gN5Zfse0A"
    "4I2Nit/Gmuq3US5/M64KsGzp5JHmHvJqkM9dn6fkVfObVfo7CP+zb6Y2ptMg6iLYOJ/M6L"
    "zeqU7ULPYKLS2bnKitPlBbdZ4WeHalPCWvtnu+3DxsbXLszcXWnF62SgffmWukEtxdwIpZ"
    "DlkOeV6zgLgZqX6Iv7zB84E1cOtaXx3rSv+aD+/4/g9b4KXoKuc0BXVRoL4r1lPJINJnTb"
    "+Q+E/p63CgCjghNk898cRUTv8q8znhgLmIug8Im1lMYnJMypk5fztYxcx5zb2Za21mfm+z"
    "hY0zas9g4JrF0bdu31KHyuo+ikyiYlGy5DrzY6TWuxwRW1T0S2y+rLv+ba7pUtPK44t3mu"
    "j8ysuK5ru82yQjcrBBxwnLiz/VdiKrPLmXwitpyZhB9glCmJoSmxGJ/IQsyYevmEU8U6Iu"
    "mwGY0jssgU+Q+DL2fVuCuRFq/uNSe/GheJr1ks95ukFm/5+KWv6noh59QeXg8/Ybg1KMJ5"
    "7roD/rVykMUeNqad+z8gI9K5Bg/Jn/5AaodafK3n2e330MHPhb3/ElyrV2m85IhXQfkI+q"
    "X2Hi/hB1rhStL6zLb+NtbDmpYWM3Cs0audMTRo/5ifFjgcQJbgZ8XKQNEK8f2lJARbFmAX"
    "JQjd3SK5hn6tw8r0odW+kPb2DwvjbuK3rnAnzfEQ00juU7mBmzrONCZTLS854LFvRYzr23"
    "cnwYuddDHWXQUa+ECIw7mSCDu4dt50cZqTq/QU0H8QjzFtFbgrF0MYB4S58wlhk/XSzh8P"
    "VaMtVL8v1xy9svx5+/2Hz8Hzg9RYU="
)
