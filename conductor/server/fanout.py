"""The writer's half of the fan-out past one process (docs/ARCHITECTURE.md, "Past one process"): each change
published once to a broker (Redis), for socket processes (relay.py) to push to their own sockets.

What is published is only what the writer's own /ws would send: the public view, the standings, each table's
own slips already filtered by the secrecy rule (room/public.own_slips, for a player and for a device), and each
login's stamp (tickets.py). So the broker never holds a slip's worth before the rule lets its sender see it.

The broker holds the newest state in three hashes (P:state, P:mine, P:stamps) and each change goes out on the
channel P with a sequence number, in one transaction: a socket process that starts, or misses a message, reads
the hashes again. A thread of its own publishes the newest state it was handed (never a queue of stale ones),
so a slow or absent broker never holds up the game's thread; when the broker comes back it is written whole.
"""

from __future__ import annotations

import collections
import json
import secrets
import threading
from typing import Any

from ..game.access import Actor, Credentials
from ..messages import text
from ..room.public import changed_tables, own_slips
from .tickets import ended_key, stamp

RETRY_SECONDS = (0.5, 1.0, 2.0, 5.0)

def keys(prefix: str) -> tuple[str, str, str]:
    return f"{prefix}:state", f"{prefix}:mine", f"{prefix}:stamps"


def mine_rows(snapshot: dict, table: int, kind: str, language: str) -> str:
    """A table's own slips as a sender of `kind` may see them, as JSON (the rounds list of a "mine" message)."""
    return json.dumps(own_slips(Actor(kind, table=table), snapshot, (table, table), language))


def stamps_of(key: bytes, credentials: Credentials) -> dict[str, str | None]:
    """Every login's stamp: devices by name, players by table (PIN or personal link)."""
    found = {f"d:{d.name}": stamp(key, d.code_sha256) for d in credentials.devices}
    tables = {t for t, _ in credentials.pins} | {t for _, t in credentials.personal}
    for table in tables:
        found[f"p:{table}"] = stamp(key, credentials.fingerprint(Actor("player", table=table)))
    return found


class Publisher:
    def __init__(self, url: str, prefix: str, key: bytes, language: str):
        self.url, self.prefix, self.key, self.language = url, prefix, key, language
        self._client: Any = None                    # a redis.Redis, made when first needed
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._offered: dict | None = None
        self._stop = False
        self.epoch = secrets.token_hex(8)          # a new writer: socket processes read everything again
        self.seq = 0
        self._whole = True                         # the broker is written whole next (start, after a failure)
        # what the broker holds
        self._state: dict[str, str] = {}
        self._mine: dict[str, str] = {}
        self._stamps: dict[str, str] = {}
        self._slips: dict | None = None
        self._credentials: Credentials | None = None
        self._ended: frozenset[str] = frozenset()
        self.notices: collections.deque[str] = collections.deque(maxlen=20)
        self._thread = threading.Thread(target=self._run, name="conductor-fanout", daemon=True)

    # ------------------------------------------------------------------ from the server's loop
    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop = True
        self._wake.set()
        self._thread.join(5)

    def offer(self, view_ws: str, standings: str, slips: dict, credentials: Credentials, access: int,
              entry: str, ended: dict[str, float] | None = None, public: str | None = None) -> None:
        """The newest state (replaced whole, never changed in place); the thread publishes what differs. `ended`:
        the login ids logged out (tickets.new_login_id) whose tickets have not expired yet. `public`: a public JSON
        document served as it is by socket processes (the multiplex hub's answer, multiplex/spectators.py)."""
        with self._lock:
            self._offered = {"view": view_ws, "standings": standings, "slips": slips, "credentials": credentials,
                             "access": str(access), "entry": entry, "ended": frozenset(ended or ()),
                             "public": public}
        self._wake.set()

    # ------------------------------------------------------------------ the thread
    def _run(self) -> None:
        failures = 0
        while not self._stop:
            self._wake.wait(None if failures == 0 else RETRY_SECONDS[min(failures, len(RETRY_SECONDS)) - 1])
            self._wake.clear()
            if self._stop:
                return
            with self._lock:
                offered = self._offered
            if offered is None:
                continue
            try:
                self._publish(offered)
                if failures:
                    self.notices.append(self._say("back"))
                failures = 0
            except Exception as error:            # noqa: BLE001 - a broker's failure never reaches the game
                if failures == 0:
                    self.notices.append(self._say("down", e=f"{type(error).__name__}: {error}"[:160]))
                failures += 1
                self._whole = True
                self._client = None

    def _say(self, key: str, **values) -> str:
        return text(f"broker.{key}", self.language, u=self.url, **values)

    def _redis(self):
        if self._client is None:
            import redis

            self._client = redis.Redis.from_url(self.url, socket_timeout=5, socket_connect_timeout=3,
                                                decode_responses=True)
        return self._client

    def _publish(self, offered: dict) -> None:
        state = {"view": offered["view"], "standings": offered["standings"], "access": offered["access"],
                 "entry": offered["entry"], "language": self.language}
        if offered.get("public") is not None:
            state["public"] = offered["public"]
        mine = self._mine_changes(offered["slips"], offered["credentials"])
        stamps = self._stamp_changes(offered["credentials"], offered["ended"])
        client = self._redis()
        state_key, mine_key, stamps_key = keys(self.prefix)
        if self._whole:
            new_mine = {k: v for k, v in {**self._mine, **mine}.items() if v is not None}
            new_stamps = {k: v for k, v in {**self._stamps, **stamps}.items() if v is not None}
            self.seq += 1
            pipe = client.pipeline(transaction=True)
            pipe.delete(state_key, mine_key, stamps_key)
            pipe.hset(state_key, mapping={**state, "epoch": self.epoch, "seq": self.seq})
            if new_mine:
                pipe.hset(mine_key, mapping=new_mine)
            if new_stamps:
                pipe.hset(stamps_key, mapping=new_stamps)
            pipe.publish(self.prefix, json.dumps({"epoch": self.epoch, "seq": self.seq, "whole": True}))
            pipe.execute()
            self._whole = False
            self._state, self._mine, self._stamps = state, new_mine, new_stamps
        else:
            changed = {k: v for k, v in state.items() if self._state.get(k) != v}
            if not changed and not mine and not stamps:
                self._remember(offered)
                return
            self.seq += 1
            message = {"epoch": self.epoch, "seq": self.seq, **changed}
            if mine:
                message["mine"] = mine
            if stamps:
                message["stamps"] = stamps
            pipe = client.pipeline(transaction=True)
            pipe.hset(state_key, mapping={**changed, "seq": self.seq})
            for hash_key, delta in ((mine_key, mine), (stamps_key, stamps)):
                put = {k: v for k, v in delta.items() if v is not None}
                gone = [k for k, v in delta.items() if v is None]
                if put:
                    pipe.hset(hash_key, mapping=put)
                if gone:
                    pipe.hdel(hash_key, *gone)
            pipe.publish(self.prefix, json.dumps(message, ensure_ascii=False))
            pipe.execute()
            self._state.update(changed)
            for held, delta in ((self._mine, mine), (self._stamps, stamps)):
                for k, v in delta.items():
                    if v is None:
                        held.pop(k, None)
                    else:
                        held[k] = v
        self._remember(offered)

    def _remember(self, offered: dict) -> None:
        self._slips, self._credentials, self._ended = offered["slips"], offered["credentials"], offered["ended"]

    def _mine_changes(self, slips: dict, credentials: Credentials) -> dict[str, str | None]:
        """The tables whose own slips would now be shown otherwise, for a player and (when the game has devices)
        for a device: their rows, or None where a table has none any more."""
        if slips is self._slips and credentials is self._credentials:
            return {}
        touched = None if self._slips is None else changed_tables(self._slips, slips)
        devices = bool(credentials.devices)
        if touched is None or devices != (self._credentials is not None and bool(self._credentials.devices)):
            tables = {t for data in slips.values() for t in data["tables"]}
            tables |= {int(k[2:]) for k in self._mine}
        else:
            tables = set(touched)
        changes: dict[str, str | None] = {}
        for table in tables:
            for kind in ("player", "device"):
                field = f"{kind[0]}:{table}"
                rows = mine_rows(slips, table, kind, self.language) if kind == "player" or devices else "[]"
                text = None if rows == "[]" else rows
                if self._mine.get(field) != text:
                    changes[field] = text
        return changes

    def _stamp_changes(self, credentials: Credentials, ended: frozenset[str]) -> dict[str, str | None]:
        """The stamps that moved, and the logouts (under "l:LOGIN", beside the stamps: a socket process ends the
        sockets of a login whose name appears there)."""
        if credentials is self._credentials and ended == self._ended:
            return {}
        now = stamps_of(self.key, credentials)
        now.update({ended_key(login): "ended" for login in ended})
        changes: dict[str, str | None] = {k: v for k, v in now.items() if self._stamps.get(k) != v}
        changes.update({k: None for k in self._stamps if k not in now})
        return changes

