"""argon2 runs in its own pool and never inside a transaction: while a sign-up's password is
being hashed, other requests that need the database are answered."""

import asyncio
import threading

import pytest
from dependency_injector import containers, providers

from modules.identity.credentials.passwords import Passwords
from modules.identity.tests.helpers import Firebase


class SlowPasswords(Passwords):
    """Hashes only when the test lets it: the sign-up is held mid-hash."""

    def __init__(self) -> None:
        super().__init__(time_cost=1, memory_cost_kib=1024, parallelism=1)
        self.hashing = threading.Event()
        self.release = threading.Event()

    def hash(self, password: str) -> str:
        self.hashing.set()
        self.release.wait(timeout=20)
        return super().hash(password)


class TestASignUpBeingHashed:
    @pytest.fixture
    def passwords(self) -> SlowPasswords:
        return SlowPasswords()

    @pytest.fixture
    def container(
        self, container: containers.DeclarativeContainer, passwords: SlowPasswords
    ) -> containers.DeclarativeContainer:
        container.identity.passwords.override(providers.Object(passwords))
        return container

    async def test_does_not_hold_up_a_request_that_reads_the_database(
        self, firebase: Firebase, passwords: SlowPasswords
    ) -> None:
        sign_up = asyncio.create_task(firebase.sign_up("kurnia@example.com"))
        try:
            assert await asyncio.to_thread(passwords.hashing.wait, 10)
            # Mid-hash: the catalog and promos still answer (before, the sign-up's
            # transaction held SQLite's one connection for the whole hash).
            response = await asyncio.wait_for(firebase.client.get("/api/promos"), 5)
            assert response.status == 200
        finally:
            passwords.release.set()
        created = await sign_up
        assert created["email"] == "kurnia@example.com"
