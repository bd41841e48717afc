"""Catalog tables. Prices are integer Rupiah on the items; a product's price is their sum."""

from tortoise import fields, models

from modules.catalog.enums import ProductScope, ProductType, ValidityStart


class CountryRecord(models.Model):
    code = fields.CharField(max_length=8, primary_key=True)
    name_id = fields.CharField(max_length=100)
    name_en = fields.CharField(max_length=100)
    position = fields.IntField(default=0)

    class Meta:
        table = "catalog_country"


class RegionRecord(models.Model):
    code = fields.CharField(max_length=16, primary_key=True)
    name_en = fields.CharField(max_length=100)
    name_id = fields.CharField(max_length=100)
    available = fields.BooleanField(default=True)
    # ISO codes of the countries the region covers, in display order.
    countries = fields.JSONField(default=list)
    position = fields.IntField(default=0)

    class Meta:
        table = "catalog_region"


class ProductRecord(models.Model):
    # A readable, stable id ("jp-esim-5gb-7d"): it appears in checkout URLs and order lines.
    product_id = fields.CharField(max_length=64, primary_key=True)
    name = fields.CharField(max_length=200)
    # English texts; empty: the Indonesian text is shown in English too.
    name_en = fields.CharField(max_length=200, default="")
    type = fields.CharEnumField(ProductType, max_length=20)
    scope = fields.CharEnumField(ProductScope, max_length=10)
    # A country or region code by scope (no foreign key: either table may hold it);
    # null for the special page.
    location_code = fields.CharField(max_length=16, null=True, db_index=True)
    note = fields.TextField(default="")
    note_en = fields.TextField(default="")
    countries = fields.JSONField(default=list)
    active = fields.BooleanField(default=True)
    # What a traveller compares on a card: data (GB; unlimited), network, hotspot, operators.
    data_gb = fields.IntField(null=True)
    unlimited = fields.BooleanField(default=False)
    network = fields.CharField(max_length=16, default="")
    hotspot = fields.BooleanField(default=False)
    operators = fields.JSONField(default=list)
    # When the plan's days start counting (never at purchase) and how long after purchase
    # the eSIM may still be installed or the SIM card activated.
    validity_starts = fields.CharEnumField(
        ValidityStart, max_length=20, default=ValidityStart.FIRST_CONNECTION
    )
    install_within_days = fields.IntField(default=30)
    # Goes up on every save of the product or its items: a back office form carries the
    # version it was opened at, and a save from an older version is refused.
    version = fields.IntField(default=1)

    items: fields.ReverseRelation["ProductItemRecord"]

    class Meta:
        table = "catalog_product"


class ProductItemRecord(models.Model):
    id = fields.IntField(primary_key=True)
    product: fields.ForeignKeyRelation[ProductRecord] = fields.ForeignKeyField(
        "catalog.ProductRecord", related_name="items", on_delete=fields.CASCADE
    )
    name = fields.CharField(max_length=200)
    description = fields.TextField(default="")
    name_en = fields.CharField(max_length=200, default="")
    description_en = fields.TextField(default="")
    validity_days = fields.IntField()
    price_idr = fields.BigIntField()
    position = fields.IntField(default=0)

    class Meta:
        table = "catalog_product_item"


class CatalogRevision(models.Model):
    """One row whose number goes up on every catalog change, so every server process (not only
    the one that wrote) notices and drops its in-memory copy of the catalog."""

    id = fields.IntField(primary_key=True)
    revision = fields.BigIntField(default=0)
    changed_at = fields.DatetimeField(auto_now=True)

    class Meta:
        table = "catalog_revision"
