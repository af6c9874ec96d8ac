"""WebSockets per address counted over the writer's own /ws and every socket process, in the broker (Redis): the
cap (network.per_address.websockets) holds for one address however many processes Caddy spreads it over, not
once per process (hub.Hub.socket_place asks here).

Each process keeps, for each address it holds sockets of, one field in the hash `P:ws:ADDRESS`: its own id →
"COUNT TIME". A socket's place is taken in one atomic step in the broker (a Lua script, `take`): the fresh counts of
every process summed with this one's count now (its places taken, those still being confirmed included), and this
one's field written only while that stays within the cap; a process's writes go one at a time, in order (a later
count never overtaken by an earlier one), so a burst spread over several processes never holds more than the cap
at once (it held 91 against 48 when each process read the others' counts and admitted in between). A count that
falls is written soon after, and every REFRESH seconds while the process holds any (the key expires after STALE
seconds without a write); a field older than STALE (a process killed) is not counted. A broker that does not answer
costs nothing but the sharing (each process then counts its own, as without a broker, for DOWN seconds).
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Callable
from typing import Any

REFRESH = 20.0
STALE = 60.0
TIMEOUT = 0.5                   # a broker slower than this to answer is not waited for
DOWN = 5.0                      # seconds a broker that did not answer is not asked again

# KEYS[1]: the address's hash; ARGV: this process's id, its count with the new socket, now, STALE, the cap.
# 1 (this process's field set to its new count) when every fresh count together stays within the cap, else 0.
TAKE = """
local fields = redis.call('HGETALL', KEYS[1])
local total = tonumber(ARGV[2])
for i = 1, #fields, 2 do
  if fields[i] ~= ARGV[1] then
    local count, at = string.match(fields[i + 1], '^(%d+) ([%d.]+)$')
    if count and tonumber(ARGV[3]) - tonumber(at) < tonumber(ARGV[4]) then total = total + tonumber(count) end
  end
end
if total > tonumber(ARGV[5]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2] .. ' ' .. ARGV[3])
redis.call('EXPIRE', KEYS[1], math.floor(tonumber(ARGV[4])))
return 1
"""


class SharedSockets:
    def __init__(self, client, prefix: str):
        self.client, self.prefix = client, prefix
        self.id = secrets.token_hex(6)
        self.counts: dict[str, int] = {}
        self._dirty: set[str] = set()
        self._wake = asyncio.Event()
        self.task: asyncio.Task | None = None
        self._take: Any = None               # the TAKE script, registered with the broker when first asked
        self._turn: asyncio.Lock | None = None   # this process's writes to the broker, one at a time (made in the loop)
        self._down_until = 0.0

    def key(self, address: str) -> str:
        return f"{self.prefix}:ws:{address}"

    def start(self) -> None:
        self.task = asyncio.ensure_future(self._write_loop())

    def _lock(self) -> asyncio.Lock:
        if self._turn is None:
            self._turn = asyncio.Lock()
        return self._turn

    async def take(self, address: str, cap: int, held: Callable[[], int]) -> bool:
        """One more socket of `address` here (`held()`: this process's count of them now, the new one included): True
        when every process's together stays within `cap` (this process's field then says so, atomically); True also
        when the broker does not answer (each process counts its own)."""
        if time.monotonic() < self._down_until:
            return True
        if self._take is None:
            self._take = self.client.register_script(TAKE)
        async with self._lock():
            count = held()
            try:
                taken = await asyncio.wait_for(self._take(keys=[self.key(address)], args=[
                    self.id, count, f"{time.time():.3f}", int(STALE), cap]), TIMEOUT)
            except Exception:                # noqa: BLE001 - the broker's trouble never refuses a player
                self._down_until = time.monotonic() + DOWN
                return True
            if taken:
                self.counts[address] = max(count, held())
        return bool(taken)

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
                async with self._lock(), self.client.pipeline(transaction=False) as pipe:
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
