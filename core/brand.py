"""The store's name, written once for the server: page titles and heads, the receipt, the back
office, the link-preview cards, the API docs and the e-mails (the default of the `brand_name`
setting). The frontend's copy is runtime/src/config/brand.json (`name`, `product`), which a test
keeps equal to these."""

# The name alone, as the logo and sentences say it ("About Kelana").
SHORT_NAME = "Kelana"
# The store as titles name it ("Hubungi kami | Kelana eSIM").
STORE_NAME = f"{SHORT_NAME} eSIM"
