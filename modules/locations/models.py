"""Area tables (codes as the Ministry of Home Affairs writes them: 11, 11.01, 11.01.01,
11.01.01.2001) and the pickup points."""

from tortoise import fields, models


class Province(models.Model):
    code = fields.CharField(max_length=2, primary_key=True)
    name = fields.CharField(max_length=100)

    class Meta:
        table = "locations_province"


class Regency(models.Model):
    code = fields.CharField(max_length=5, primary_key=True)
    province_code = fields.CharField(max_length=2, db_index=True)
    name = fields.CharField(max_length=100)

    class Meta:
        table = "locations_regency"


class District(models.Model):
    code = fields.CharField(max_length=8, primary_key=True)
    regency_code = fields.CharField(max_length=5, db_index=True)
    name = fields.CharField(max_length=100)

    class Meta:
        table = "locations_district"


class Village(models.Model):
    code = fields.CharField(max_length=13, primary_key=True)
    district_code = fields.CharField(max_length=8, db_index=True)
    name = fields.CharField(max_length=100)

    class Meta:
        table = "locations_village"


class PickupLocation(models.Model):
    id = fields.CharField(max_length=32, primary_key=True)
    name = fields.CharField(max_length=160)
    address = fields.CharField(max_length=400)
    city = fields.CharField(max_length=80)
    latitude = fields.FloatField()
    longitude = fields.FloatField()
    product_types = fields.CharField(max_length=80)  # comma-separated catalog product types
    opening_hours = fields.CharField(max_length=80)
    paused = fields.BooleanField(default=False)  # staff closed it for now: not offered

    class Meta:
        table = "locations_pickup"
        indexes = (("latitude", "longitude"),)
