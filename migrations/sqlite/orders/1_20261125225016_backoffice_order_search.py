from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE INDEX "idx_orders_line_type_52d2fe" ON "orders_line" ("type", "order_id");
        CREATE INDEX "idx_orders_orde_created_08edf6" ON "orders_order" ("created_at", "order_id");
        CREATE INDEX "idx_orders_orde_status_a9d756" ON "orders_order" ("status", "created_at");
        CREATE INDEX "idx_orders_orde_payment_15aef6" ON "orders_order" ("payment_method", "created_at");"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        DROP INDEX IF EXISTS "idx_orders_orde_payment_15aef6";
        DROP INDEX IF EXISTS "idx_orders_orde_status_a9d756";
        DROP INDEX IF EXISTS "idx_orders_orde_created_08edf6";
        DROP INDEX IF EXISTS "idx_orders_line_type_52d2fe";"""


MODELS_STATE = (
    "eJztW+1zmkwQ/1cYPrUzaSca81K/USUJk6gZQ9qnbTo3J5zKBA4LR1Onk//92TveQY2Ylx"
    "LHT8K+HMdvl73d2/Ov7Hom8fyPA/5zaVEit6W/MsUOvygz9yQZz2YpixMYHtkZaWTHgiOf"
    "edhgwBpj2ydAMolveNaMWS4FKg1smxNdAwQtOklJAbV+BQQxd0LYlHjA+PETyBY1yR/i89"
    "sfMpvPxGPEU5Flyj+5yOwOjS1im7nXACawBB0JNaB9tiYaZadClk9ihAzXDhyays/mbOrS"
    "RMGijFMnhBIPM8KfwLyAvxWfdIRB/KLhC6Qi4cwzOiYZ48BmGRRGKKXJCPUHOrpWdYTkCr"
    "gZLuWYw1R9AcCET+HDp2bz4OC4uX9wdHLYOj4+PNk/AVkx3zLr+CGcTIpWOJTATDvT+noI"
    "OjZCo3PCg9DBDIdawkAp+jPPNQODoUVW6Eyxt9gGea2CLeAli7aIkV9ljJiQWiN1zNcwh4"
    "P/IJvQCZvC7VFrBdJflGHnXBm+O2q9z8PdjzhNweLAp0CL3woQx/JbCG5zf38NdEFqKbyC"
    "l8c3jjhlfFUaOAJjDeaEqUFKWMe6dcZavtZ66PNNv3uptiXfctAooKZNbqmaZZAsp6voCr"
    "pSOhfKGbBECJhh4w5PQgQqW20to62wWdFkvwJMmcXmZbMtDf5ZlceXgLfwZYSrQLPROm6d"
    "HBy1kuCfUFbF/Di+Z+O5ZRCIy161RTWntk3AvsrymklmDKPaSpoobBR7onylNpjnAsZBc4"
    "2AcdBcGjA4K49ukk1WADirU+f4viHIjXWicmN5VG6IqMyT8/HdwgRR4FcG/NT1iDWhF2Re"
    "WloLKGfLlCEx4PYNgv4Qu1VMTT8+D98nVU3O2wADk9iEhQ6qXHeUrioLqEewCt9jz0Q5zD"
    "nHbboFSiJbZjlNp0jBFFZ3M3qNh72F6C+rIVPjPFpFJk7xwmVkECJpeIS7CsJMBpEf8OFi"
    "FoiJkT8zyyN+wslI7mWrz7xWcbwZnjuEMuTATNzSE5dWrvUIR/+2iH2BYLS3olwNqqEdbG"
    "/cb56sg3XzZDnYnJdfX9MvZJMqKtWuM96y8lXRdK1/BpXRt57a19sSvscWA+hRFAdu6ZWi"
    "ddvSDFsmXA8HX7RrbdAHHaB57m8oslwK8hme2g1ZFmeRrBY6VbTLHBuNsWULmXACqUQUhm"
    "K++t+VNuSMMMqZ9ajaysFyE2cpj1JrpzlTdPWr8q0tTWAu93h+S2FBP29LBvant1QfKv3r"
    "U3XIYy+m/jhcG/9V9Mx8z8GIuQzb1evBouauJNy4JDQt33ADyqoboaj5ekbY3yoLbPgN7D"
    "6A54EfFj7HBVzNSvvfea3d7sjjuyO2a2A+p8pQlxS3D+3G0Tpr69HytfWoiDaU9tZv4s3R"
    "UxoPpUFqjLx8pXUubq4gTbWMu2B2S7vqpfZFHUJSFL9GPbKecH4o8eqKrc2F2jW2S206nI"
    "kzw0MJYVVAX6C6fYgfrtX2PFzR9jwstz0T5IyFjbQ1IDcWt9O2APDGWsVvY0X12yiXvxlX"
    "BVg2dPJIcwd5Nchnrs9T8qr5zTL9LYT/2RdTG9NJEJ0YWDufzOi83q5OdDDsFY6vrLOjtn"
    "xDbdl+WuDZlfKUvNr2+XJzv7XOFjcXW7F72SptcmdaRiW4u4AVsxyyGPK8ZgFxM1L9GF+8"
    "wf2BFXDrWk+91pXeFR/e8f1ftsBL0VXOaQrqvEB9V6ynkkGkr5p+LvFb6fugrwo4ITZPPP"
    "HEVE7/LvM54YC5iLr3CJtZTGJyTMqZOd8JrGLmvObOzLU2M+/RbGDjjNozGLhmcfSt27d0"
    "GmX5mYlMomJRsqB1+TlSO70YEltU9Atsvugk/dv8pksHVB5e/FSJzlteVjTfxSdLMiJ7a5"
    "wuYXnxx46YyCpP7qWw/SwZU8g+QQhTU2JTIpHfkCX5cIlZxDMl6rIpgCm9wxL4BIkbr+/b"
    "EsyNUPODS+35x+Ju1ks+5/HDMLv/T9Ty/xP1OANUDj5v/xBQivHYcx30tLMphSFqXC3tzq"
    "c88XwKJBNP85XcALU+lbJzlae5ioEDf+PeXaJcaxfpDFVI4wH4qKoV5uwNUOdS0XrCkrzL"
    "bmPLSY0Yu0xowsh1HjFwzE8MHQtEBr+lN30+LtL6iNcFbSmgogizADmosm7pJcwzdWSeL6"
    "VOrPQGNzB4T7vuKXrnHPzcEQdjHMt3MDOmWSeFimOo570ULOixnCtv5OQw8ukp6ij9jnop"
    "RGDc8RgZ3D1sOz/KUNV5ZzQdxCNsswbp87t99XJ5txXy9kvl5y8EH/4HtS4cjw=="
)
