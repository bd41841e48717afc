from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        CREATE TABLE IF NOT EXISTS "aerich" (
    "id" SERIAL NOT NULL PRIMARY KEY,
    "version" VARCHAR(255) NOT NULL,
    "app" VARCHAR(100) NOT NULL,
    "content" JSONB NOT NULL
);"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        """


MODELS_STATE = (
    "eJzdlNFr2zAQxv+V4KcOttF66Vr2loaWbmwJtGEMxhCyfXFEZMmVzltLl/99d3JSOU4b1p"
    "fB+pTku0+6737kdJ9IcCpfvB2Fj+TD4D4xsgL60qu8JqGuo84CykzDtiQzj07mSOpcag8k"
    "FeBzp2pU1pBqGq1ZtDkZlSmj1Bh104BAWwIuwFHh+w+SlSngFvzmZ70UcwW62IqqCu4ddI"
    "F3ddA+GrwIRu6WidzqpjLRXN/hwpoHtzLIagkGnETg69E1HJ/TrefcTNQmjZY2YudMAXPZ"
    "aOyMm4moJUJMpjNxfT4TInkGoNwahktRfZi+5Ahv0qPhyfD03fvhKVlCzAflZNW2jmDagw"
    "HPZJasQl2ibB2BcYT6E5znSDtkxwvpHkfbOdLjS8H7fDc09wHeCJFw/Ff9C8SVvBUaTIm8"
    "Gunx8R6gX0dX48vR1QG5XnFLS2vQbsdkXUrbGlPvbBkt1TMIr+0vkO7R4eFf0CXXk3RDbZ"
    "sudURoV3ub8Kfr6eRxwp0jPcqFynHwe6CV33kr/gPae+AyDL658v5Gd5kefBl96+Mef56e"
    "BTjWY+nCLeGCM0LPD/R82XlNWMhkvvwlXSF2Kja1T3l3S1Va9RVpZBlA8sSr1R86YChI"
)
