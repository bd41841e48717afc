"""Promos: promo codes, their banners, the arithmetic of a discount and who has used a code."""
