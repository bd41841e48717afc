from tortoise import BaseDBAsyncClient

RUN_IN_TRANSACTION = True


async def upgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "promos_promo" ADD "paused" INT NOT NULL DEFAULT 0;"""


async def downgrade(db: BaseDBAsyncClient) -> str:
    return """
        ALTER TABLE "promos_promo" DROP COLUMN "paused";"""


MODELS_STATE = (
    "eJztmv9v2jgUwP8VlJ866a6C0BU2TScBTW/cVqgou5t2d7KcxKUWjp0ljlq06/9+tknId0"
    "ZQChTxU+DZz3Y+z3l+fvYPzfWYw/zzW/mYIIt5tva+8UOj0EHiR1HxLw0Num5cKAUcmiRR"
    "H6iHqmn63IMWF2X3kPhIiGzkWx52OWZUSGlAiBQyS1TEdBaLAoq/BwhwNkP8AXmi4O9/hR"
    "hTGz0hP/rrzsE9RiQ9aovZSPauSgBfuEo6eIDetaorOzSBxUjg0GR9d8EfGF0piBFJ6QxR"
    "5EGO7MRLyDGG7xyJluMVAu4FaDVQOxbY6B4GhCde2gSxTANgNJ6CO2MKgFYBk8WoRIwp9x"
    "UDBz4BguiMP4i/bf152U9MYllLdvhnbzL42JuctfU3skMm7LQ04igs0VXRs2oCcrhsRJGP"
    "UatnBdRR/XpQR4KYdTzLdg5bbzY3oC1qleJWZZJ3zFcBKuRr0MBRjIdiTJBaKMc60j1k1t"
    "qtMRkYo+n7hos8C1H+D70efjWuROtY9rKFHVqbmKFVboVWzgjQYQHleTP08WxIefFEj3Uy"
    "+PFSehj4N5/qMzmIX9/pervd0Zvty+7bi07nbbfZFXXViPNFnTV26A9/H46maRNIQRq8mN"
    "geB8L5FHwDV0LKsYOK8ac1MyawQ9Xz6McrNMgattPhjXE37d3cyuYd3/9OFK/e1JAlupIu"
    "MtKzy8z3sGqk8ddw+rEh/za+jUeGwsl8PvNUj3G96TdNjgkGnAHKHgG0k0wicSRKmRk9ud"
    "hbbGXnjGoNhg5X65Od67ezg4VpGIcEYNur5k5zqrvzqs2jcqlyqbSxb8nVaQszFGhvZYkD"
    "+8r2Y4vAhzMECHZwQXBRaoOM1hHh11sXnYtu+/JiRX0lWQe7CCyygVUctK3hmlQ6Gv9SG1"
    "Qm9hhAROlAgCpyG4wRBGkx25xuBq8plF+K70qy29W5Px5/Ti3M/WHGIYy+3PQNsRVRK7Ko"
    "hHmJn3ADk2CrIvJYaYeso1THq0Wtvn8RUMqUkJ8n/sfdeFSWQ8ooZkNRbPHGfw2C/RdzJN"
    "qH+4BakmvDDDDhmPrnsr/ftN2bRIJKmSTaX5/d9L5mt96Dz+N+Nt6UDfSz34HH7MCSgUcl"
    "02TUToap3TAmpIKaeA9/zpkLAo9UyQkWa2+VtTq0uCadjd0oQdhekyBs5xOEITyHmZigLc"
    "mnlU/gq4AnmM63QB6pnWBvBFs4IKyGtXk4n1Q5BfO5kBLK7U7VkHKldArffxJTyrPJ+3ni"
    "yEwKTGjNH6Fng1RJJh9QENr0Q73rTxNEYMmkTh7VfpENvd6kdiwNnZ3CyXRWxjNf5OhOVg"
    "KpgGKHfcue8sTKjr5XPH968h2sau7l5BsXfNKlHhIXfcoFvjFcbg73zLsW31h+xi1zFqCI"
    "bPkqn1B5qdPX/d0qaOndTU5Y9W75Eassy2SXPLsy5aTOEQZSNV3eiBlvn/evJed/aKvNfp"
    "L+KhU6R4tKEz2hU8tEP6A7Sq3ORvc1OmsubHRy+wWVy4cF2f/1p8kJtSO8MqB5CNpjShZR"
    "VFWO/ZCOlsOpufZkWUVfFVePpM4hX5Ha6/KR28dkmOeBXzMP4Rn9hBa522lrdizx5dJXBr"
    "1syyLEHnxcheip2SYY2Iig5X5x0Lsb9K4M7bl8h1j/7uf5f3giAmA="
)
