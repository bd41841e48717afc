from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "notifications_outbox" ADD "unsubscribe_url" VARCHAR(1000);"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "notifications_outbox" DROP COLUMN "unsubscribe_url";"""


MODELS_STATE = (
    "eJzlWF1v2koQ/SuWn3Kl24hAmtC8ubBJLIFB4Oaj5Wq12Avsjb12vesmqMp/v7P+wMYGSl"
    "BbpblvMDNnPZwzM97hu84DyWbMIZIFXBwPYjkNnvpUCDKn+oX2XefEVx92xv2t6SQMa1HK"
    "LsnUq+NxkOAT4FTIiDgSYmbEExRMLhVOxEIVqZADTjX6zifM02SgCcrdY+02YlJSrjGuyQ"
    "XV4AQu4BBAaMEsMTkLwufgWRCpOSQWVGhMHqsnuoEDj2R8/isOjzn7GlMsgzmFwAge8eUf"
    "MDPu0icq8q/hA54x6rlrDDNXHZDYsVyGie0jm5tcXiaxKvUpdgIv9nkRHy7lIuArAONSWe"
    "eU04hIqp4go1ixymPPy8TIiU6TLULSLEsYl85I7CltFDpNoLDpGFsDG4+RjbFe0y1HlNjO"
    "TA5UAJAKqYqEgKTS3n1oNlut82ajddZ+f3p+/r7daENskm/ddf6cJlOwlR6VcGZemZatEg"
    "qgsNLqU4bnBEMkSVGJGAX7D/Dj6/x3FiRCPPYTBUxIm3CH1pTIsRUt4EdWtciZ3yVGbijU"
    "KBrjcDn0GzQyL+8x6htm70L7RiM2W2KqKn/Ch8Z4fDsYdfEIAfxCC4kQj0Hk4ogKKkv+zr"
    "VhXaFuKSJtBXfCOwPLNjo27qPx2LhCFxrILKFtsJ9OiSJihDrIvFGn5CERdSj7Vj5lhIa9"
    "+3JA6C0nHFJAoxIeEqBRCZ36h4a58oWErezja3M4NK2r3CcWLAyhMotzLz9Z3fK5sxg0AD"
    "wam31wG11IiQrmg4u4y8xuWmPb6PXA3zcBPspCmKoWz4NQXykZTfgnxQvuGrZxocWKEqyq"
    "Mbeju6E5us899Clk0bI6rrY0kE+esEf5XC7ga6u5ozdujBFIODpqNf9abxAr8zQTl2qVoj"
    "WAXxYymk6Wen9snk5roNfcGPvPqQrNjb14buwgulFl2oNeirM36iGDqIx/zZzrqkFVYyIL"
    "uoUfUubtPdhvb+W+XWVexNN/qfOiCi9BXjPXh9Z3Y6/6buyo70atvqeBu6xTbNOnLVecPP"
    "5N8LuDThvdJRcWX4ivXpnFo75xlxDsLzNPb2Bd5eEl1ju9wccK2Qvpe/iljK+BDqI9uzr+"
    "X1mPOcwFlemU4jjyXjJQNkDfggLrc+WksddgUWFbJ0vqrAxwSWQsDn1xFujfN2r0ELZNRd"
    "wL351DZHWTW2yGn/AxsuDSDssrXNUv4XqvrrAzuNhT95A368nZPvqcbVfnrKoNgXXaD+UG"
    "dbYut2XIj1fcnyVJ41e1QLriNk9Oz0/brbPT1Wa7suxaaPPltXxPFBLTKAqil8z2ddRbGC"
    "2/e7g7sPcBN5hsuCh2wSOZTzdzv46scO9m0OP8wx94u9HVSjzg3jKrkl3SmH0EK3N/uKYP"
    "7MVIeZpr2uTWo+q8WR2i3Zr2taa+ap8HFkroDYScR8kTizj7s65yIrEMMA8eMXFLf3Tl1p"
    "y19VcLDNYDJC/BfoLef1DnvSJ5c05q+qp/YWcPpX8ClWFKnIdHErm45gmawbbYustv+lUL"
    "4bCVuxmbz8//AYbRiYg="
)
