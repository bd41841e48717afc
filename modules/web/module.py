from core.module import Module
from modules.web.container import WebContainer

# Last in the table: its catch-all answers every path no other module claimed.
MODULE = Module(
    name="web",
    container=WebContainer,
    needs={"catalog": "catalog.service", "orders": "orders.shopper"},
)
