"""RSA keys: the ID-token signing key and the Google stand-in's key, with their JWKs."""

import hashlib
import json
import os
from pathlib import Path
from typing import Any

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from jwt.algorithms import RSAAlgorithm


def generate_pem() -> bytes:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    return key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )


def load_or_create_pem(path: Path) -> bytes:
    """A development key kept in var/ so that tokens survive a restart of `make run`."""
    if path.is_file():
        return path.read_bytes()
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    pem = generate_pem()
    # Created owner-only (never readable by others, not even for a moment), then renamed: a
    # reader never sees half a key.
    scratch = path.with_suffix(f".{os.getpid()}.tmp")
    descriptor = os.open(scratch, os.O_CREAT | os.O_WRONLY | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "wb") as file:
        file.write(pem)
    scratch.replace(path)
    return pem


class SigningKey:
    def __init__(self, pem: bytes) -> None:
        key = serialization.load_pem_private_key(pem, password=None)
        if not isinstance(key, rsa.RSAPrivateKey):
            raise TypeError("the signing key must be an RSA private key")
        self.private_key = key
        self.public_key = key.public_key()
        der = self.public_key.public_bytes(
            serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
        )
        # The key id names the key, so a new key can be published beside the old one.
        self.kid = hashlib.sha256(der).hexdigest()[:20]

    def jwk(self) -> dict[str, Any]:
        jwk = json.loads(RSAAlgorithm.to_jwk(self.public_key))
        return {**jwk, "kid": self.kid, "alg": "RS256", "use": "sig"}
