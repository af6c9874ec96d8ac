"""WebSockets per address counted over the writer's own /ws and every socket process, in the broker (Redis): the
cap (network.per_address.websockets) holds for one address however many processes Caddy spreads it over, not
once per process (hub.Hub.sockets_allowed asks here).

Each process keeps, for each address it holds sockets of, one field in the hash `P:ws:ADDRESS`: its own id →
"COUNT TIME". It writes the field when its count changes and every REFRESH seconds while it holds any (the
key expires after STALE seconds without a write); a field older than STALE (a process killed) is not counted.
Before a socket opens, the process reads the hash once: the others' fresh counts plus its own. Two processes
admitting at the same instant may each take the last place (at most one more per process); a broker that does
not answer costs nothing but the sharing (each process then counts its own, as without a broker).
"""

from __future__ import annotations

import asyncio
import secrets
import time

REFRESH = 20.0
STALE = 60.0
TIMEOUT = 0.5                   # a broker slower than this to answer is not waited for


class SharedSockets:
    def __init__(self, client, prefix: str):
        self.client, self.prefix = client, prefix
        self.id = secrets.token_hex(6)
        self.counts: dict[str, int] = {}
        self._dirty: set[str] = set()
        self._wake = asyncio.Event()
        self.task: asyncio.Task | None = None

    def key(self, address: str) -> str:
        return f"{self.prefix}:ws:{address}"

    def start(self) -> None:
        self.task = asyncio.ensure_future(self._write_loop())

    async def others(self, address: str) -> int:
        """How many WebSockets of `address` the other processes hold (0 when the broker does not answer)."""
        try:
            fields = await asyncio.wait_for(self.client.hgetall(self.key(address)), TIMEOUT)
        except Exception:                    # noqa: BLE001 - the broker's trouble never refuses a player
            return 0
        now, total = time.time(), 0
        for owner, value in fields.items():
            owner = owner.decode() if isinstance(owner, bytes) else owner
            value = value.decode() if isinstance(value, bytes) else value
            if owner == self.id:
                continue
            try:
                count, at = value.split()
                if now - float(at) < STALE:
                    total += max(0, int(count))
            except ValueError:
                continue
        return total

    def changed(self, address: str, count: int) -> None:
        """This process now holds `count` WebSockets of `address`: written to the broker soon."""
        if count > 0:
            self.counts[address] = count
        else:
            self.counts.pop(address, None)
        self._dirty.add(address)
        self._wake.set()

    async def _write_loop(self) -> None:
        refreshed = time.monotonic()
        while True:
            try:
                await asyncio.wait_for(self._wake.wait(), REFRESH)
            except TimeoutError:
                pass
            self._wake.clear()
            if time.monotonic() - refreshed >= REFRESH:    # what is held, written again so it is not taken for stale
                self._dirty |= set(self.counts)
                refreshed = time.monotonic()
            dirty, self._dirty = self._dirty, set()
            if not dirty:
                continue
            try:
                async with self.client.pipeline(transaction=False) as pipe:
                    now = f"{time.time():.0f}"
                    for address in dirty:
                        count = self.counts.get(address, 0)
                        if count:
                            pipe.hset(self.key(address), self.id, f"{count} {now}")
                            pipe.expire(self.key(address), int(STALE))
                        else:
                            pipe.hdel(self.key(address), self.id)
                    await asyncio.wait_for(pipe.execute(), 5.0)
            except asyncio.CancelledError:
                raise
            except Exception:                # noqa: BLE001 - written again at the next change or refresh
                self._dirty |= dirty
                await asyncio.sleep(1.0)

    async def close(self) -> None:
        if self.task is not None:
            self.task.cancel()
        try:
            if self.counts:
                await asyncio.wait_for(self._forget_all(), 2.0)
        except Exception:                    # noqa: BLE001
            pass

    async def _forget_all(self) -> None:
        async with self.client.pipeline(transaction=False) as pipe:
            for address in self.counts:
                pipe.hdel(self.key(address), self.id)
            await pipe.execute()


def share(app, url: str, prefix: str) -> SharedSockets:
    """The writer's own counts in the broker, with its own client, forgotten when `app` shuts down."""
    import redis.asyncio as redis

    shared = SharedSockets(redis.Redis.from_url(url, socket_connect_timeout=1, socket_timeout=1), prefix)
    shared.start()

    async def forget(_app) -> None:
        await shared.close()
        await shared.client.aclose()
    app.on_shutdown.append(forget)
    return shared
