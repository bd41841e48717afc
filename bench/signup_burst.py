"""Sign-up burst figure of `make bench`: 30 sign-ups at once (argon2id at its production cost)
while a reader asks GET /api/promos back to back; prints the reader's latency (p50, p99, max).
Target: p99 under 200 ms. Usage: python bench/signup_burst.py <store base URL> [sign-ups]"""

import asyncio
import secrets
import statistics
import sys
import time

import aiohttp

SIGN_UP = "/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench"


async def main(base: str, count: int) -> None:
    async with aiohttp.ClientSession(base) as session:
        async with session.get("/api/promos") as response:
            response.raise_for_status()
        run = secrets.token_hex(4)

        async def sign_up(n: int) -> float:
            started = time.perf_counter()
            body = {"email": f"burst-{run}-{n}@example.com", "password": "Ombak-Biru-2026!"}
            async with session.post(SIGN_UP, json=body) as response:
                response.raise_for_status()
            return time.perf_counter() - started

        latencies: list[float] = []
        done = asyncio.Event()

        async def reader() -> None:
            while not done.is_set():
                started = time.perf_counter()
                async with session.get("/api/promos") as response:
                    await response.read()
                latencies.append((time.perf_counter() - started) * 1000)

        reading = asyncio.create_task(reader())
        started = time.perf_counter()
        sign_ups = await asyncio.gather(*(sign_up(n) for n in range(count)))
        burst = time.perf_counter() - started
        done.set()
        await reading
    latencies.sort()
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
    print(f"sign-up burst: {count} sign-ups at once in {burst:.2f} s (slowest {max(sign_ups):.2f} s)")
    print(
        f"sign-up burst: GET /api/promos meanwhile, {len(latencies)} requests: "
        f"p50 {statistics.median(latencies):.1f} ms, p99 {p99:.1f} ms, max {latencies[-1]:.1f} ms"
    )


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 30))
