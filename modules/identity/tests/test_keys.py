"""Without IDENTITY_SIGNING_KEY a development key is made in var/ and kept across restarts."""

import stat
from collections.abc import Callable
from pathlib import Path

from jwt.algorithms import RSAAlgorithm

from core.settings import Settings
from modules.identity.container import signing_key_from
from modules.identity.tokens.keys import load_or_create_pem


def test_a_development_key_is_generated_once_and_reused(
    make_settings: Callable[..., Settings], tmp_path: Path
) -> None:
    settings = make_settings(identity_signing_key=None, var_dir=tmp_path / "var")

    first = signing_key_from(settings)
    second = signing_key_from(settings)

    key_file = tmp_path / "var" / "identity-dev-signing-key.pem"
    assert key_file.is_file()
    assert oct(key_file.stat().st_mode & 0o777) == "0o600"  # a secret: owner only
    assert first.kid == second.kid
    assert RSAAlgorithm.from_jwk(first.jwk()).public_numbers() == first.public_key.public_numbers()


def test_a_configured_key_is_used_as_given(
    make_settings: Callable[..., Settings], identity_signing_key: str, tmp_path: Path
) -> None:
    settings = make_settings(identity_signing_key=identity_signing_key, var_dir=tmp_path / "v")

    key = signing_key_from(settings)

    assert key.kid
    assert not (tmp_path / "v").exists()  # nothing generated


def test_a_development_signing_key_is_written_owner_only(tmp_path: Path) -> None:
    path = tmp_path / "var" / "identity-dev-signing-key.pem"
    load_or_create_pem(path)

    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
