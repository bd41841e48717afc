"""A model that exists only for the migration tests: proves a module's new app gets migrated."""

from tortoise import fields, models


class Traveller(models.Model):
    id = fields.IntField(primary_key=True)
    email = fields.CharField(max_length=254, unique=True)
    credit_idr = fields.BigIntField(default=0)

    class Meta:
        table = "test_traveller"
