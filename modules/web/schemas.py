from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path


class CachePolicy(StrEnum):
    # A hashed name changes whenever its content does, so it may be kept for a year.
    IMMUTABLE = "public, max-age=31536000, immutable"
    # Everything else is revalidated on each use (ETag / Last-Modified make that cheap).
    REVALIDATE = "no-cache"


@dataclass(frozen=True)
class Asset:
    path: Path
    cache: CachePolicy
    content_type: str | None
