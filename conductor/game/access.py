"""Who may enter slips from the room's network, and for which tables (the judge decides, on the console).

A table judge's device gets a code for a range of tables; in practice games each player gets a PIN for their
own table. Codes and PINs leave the judge's console only on the judge's screen: the game log keeps their
hashes, so they survive a resume and can be revoked, and nothing else keeps them. A table can also be locked
to the console, so the network cannot change its slips. Pure: commands become events, events change state.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import secrets
from dataclasses import dataclass
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, ClassVar, cast

from .events import AccessEvent
from .commands.access import DeviceAdd, DeviceRevoke, Links, Lock, Pins
from .commands.base import Typed
from .rounds import GameError

ACCESS_EVENTS = frozenset({"device", "revoke", "pins", "lock", "unlock", "links", "logout"})
PIN_DIGITS = 8
PIN_ROUNDS = 2000        # the old hashes' pbkdf2 rounds (logs written before scrypt): still verified on resume
# scrypt, 2 MB and about 5 ms a PIN: `pins` for 120 players takes about 0.6 s on the judge's laptop, and a search
# of the 10^8 PINs of one table from the log's hash takes about 6 days of one core (a GPU gains little: the
# memory, not the arithmetic, is the cost).
SCRYPT_N, SCRYPT_R, SCRYPT_P = 2 ** 11, 8, 1
# A code's letters and digits: none that a person confuses with another (no 0/O/Q, 1/I/L, 2/Z, 5/S, 8/B, U/V).
CODE_ALPHABET = "34679ACDEFGHJKMNPRTWXY"
CODE_LENGTH = 16             # 16 symbols of 22: 71 random bits
# What a person may type instead: look-alikes mapped to the alphabet's symbol (in capitals).
LOOK_ALIKES = str.maketrans({"0": "D", "O": "D", "Q": "D", "1": "J", "I": "J", "L": "J", "2": "7", "Z": "7",
                             "5": "6", "S": "6", "8": "3", "B": "3", "U": "W", "V": "W"})
DASHES = "-‐‑‒–—―_.·"


def new_code() -> str:
    """About 71 random bits, as four groups of four symbols from an alphabet with no look-alikes:
    "K7QF-M3XA-9PDT-TW4R"."""
    text = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    return "-".join(text[i:i + 4] for i in range(0, CODE_LENGTH, 4))


def normal_code(code: str) -> str:
    """What a person may type for a code: any case, with or without dashes and spaces, a look-alike for a
    symbol ("0" or "o" for "D", "1" for "J", …)."""
    return "".join(ch for ch in code.upper() if ch.isascii() and ch.isalnum()).translate(LOOK_ALIKES)


def _old_normal_code(code: str) -> str:
    """How codes were read before the alphabet with no look-alikes (kept: a resumed log holds such hashes)."""
    return "".join(ch for ch in code.upper() if ch.isascii() and ch.isalnum())


def code_hash(code: str) -> str:
    return hashlib.sha256(normal_code(code).encode("ascii", "replace")).hexdigest()


def code_hashes(code: str) -> tuple[str, ...]:
    """The hashes a typed code may be logged under: today's reading, and the reading of older logs."""
    old = hashlib.sha256(_old_normal_code(code).encode("ascii", "replace")).hexdigest()
    new = code_hash(code)
    return (new,) if old == new else (new, old)


def normal_pin(pin: str) -> str:
    """A PIN as typed: digits only (spaces, dashes dropped); anything else makes it wrong."""
    return "".join(ch for ch in pin if ch not in " -" + DASHES)


def personal_link(base_url: str, token: str) -> str:
    """The address that brings a player of an online game back on any device: the page, with the token after '#'
    (never sent to a server's logs). One form for the join's answer, `join links` and the links file."""
    return f"{base_url.rstrip('/')}/play#t={token}"


def bearer(authorization: str) -> str:
    """The token an HTTP Authorization header carries ("Bearer TOKEN", the scheme in any case as RFC 7235 has it),
    or "": read here for the game's server and the multiplex hub alike."""
    scheme, _, token = authorization.strip().partition(" ")
    return token.strip() if scheme.lower() == "bearer" else ""


def token_hash(token: str) -> str:
    """A personal link's token is 192 random bits: a plain hash is enough to keep it out of the log."""
    return hashlib.sha256(token.encode("ascii", "replace")).hexdigest()


def client_hash(client: str) -> str:
    """A join's client id as the log keeps it (the id brings its token back: it is kept out of the log)."""
    return hashlib.sha256(b"conductor join id\0" + client.encode("utf-8", "replace")).hexdigest()


def seal(token: str, client: str) -> str:
    """A joined player's token sealed with the join's client id (the log keeps it so: a retry of the join with its
    id gets the token back after a crash, and the log alone gives nothing). `unseal` is the same."""
    return _xor(token.encode("ascii"), client).hex()


def unseal(sealed: str, client: str) -> str:
    return _xor(bytes.fromhex(sealed), client).decode("ascii", "replace")


def _xor(data: bytes, client: str) -> bytes:
    pad = hashlib.shake_256(b"conductor join seal\0" + client.encode("utf-8", "replace")).digest(len(data))
    return bytes(a ^ b for a, b in zip(data, pad))


def pin_hash(pin: str, salt: bytes | None = None) -> str:
    """scrypt$N$R$P$SALT$DIGEST (hex)."""
    salt = salt if salt is not None else secrets.token_bytes(16)
    digest = hashlib.scrypt(pin.encode("ascii", "replace"), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=32)
    return f"scrypt${SCRYPT_N}${SCRYPT_R}${SCRYPT_P}${salt.hex()}${digest.hex()}"


def _old_pin_hash(pin: str, salt: bytes) -> str:
    digest = hashlib.pbkdf2_hmac("sha256", pin.encode("ascii", "replace"), salt, PIN_ROUNDS)
    return f"{salt.hex()}${digest.hex()}"


def pin_matches(pin: str, stored: str) -> bool:
    """`pin` against a stored hash, in today's format (scrypt) or the old one (pbkdf2, SALT$DIGEST)."""
    try:
        if stored.startswith("scrypt$"):
            _, n, r, p, salt, digest = stored.split("$")
            n_, r_, p_ = int(n), int(r), int(p)
            if not (2 <= n_ <= 2 ** 16 and 1 <= r_ <= 16 and 1 <= p_ <= 4):
                return False
            mine = hashlib.scrypt(pin.encode("ascii", "replace"), salt=bytes.fromhex(salt), n=n_, r=r_, p=p_,
                                  dklen=len(digest) // 2, maxmem=128 * 1024 * 1024)
            return hmac.compare_digest(mine.hex(), digest)
        salt, _ = stored.split("$", 1)
        return hmac.compare_digest(_old_pin_hash(pin, bytes.fromhex(salt)), stored)
    except ValueError:
        return False


@dataclass(frozen=True)
class Device:
    name: str
    first: int
    last: int
    code_sha256: str
    assist: bool = False      # an assistant: enters one table's slips on its player's behalf, as that player may

    def covers(self, table: int) -> bool:
        return self.first <= table <= self.last


@dataclass(frozen=True)
class Actor:
    """Who sends a request: the judge's console, a table judge's device, or a player."""
    kind: str                 # "console", "device" or "player"
    name: str = ""            # the device's name
    table: int = 0            # the player's table

    @functools.cached_property
    def by(self) -> str:
        """As the log records the source of a slip (asked a few times a slip: made once an actor)."""
        return {"console": "console", "device": f"device:{self.name}", "player": f"player:{self.table}"}[self.kind]


CONSOLE = Actor("console")


@dataclass(frozen=True)
class Credentials:
    """What the server thread checks logins and rights against: a snapshot, replaced whole on each change."""
    devices: tuple[Device, ...] = ()
    pins: tuple[tuple[int, str], ...] = ()
    locked: frozenset[int] = frozenset()
    revoked: frozenset[str] = frozenset()      # the code hashes of revoked devices: told so, not "wrong code"
    personal: tuple[tuple[str, int], ...] = ()  # (sha256 of a player's personal link token, table)
    ended_links: frozenset[str] = frozenset()  # the hashes of links a new one replaced: told "ended", not "unknown"
    removed: frozenset[int] = frozenset()      # tables taken out of the game (`join remove`, expelled): logins end
    if TYPE_CHECKING:     # per snapshot, made by __post_init__ (declared as ClassVar so they are no dataclass fields)
        _pin_of: ClassVar[dict[int, str]]
        _link_of: ClassVar[dict[int, str]]
        _table_of: ClassVar[dict[str, int]]

    def __post_init__(self) -> None:
        # looked up per socket on every broadcast: built once per snapshot, not once per look-up
        object.__setattr__(self, "_pin_of", dict(self.pins))
        object.__setattr__(self, "_link_of", {t: h for h, t in self.personal})
        object.__setattr__(self, "_table_of", dict(self.personal))

    def table_for_token(self, token: str) -> int | None:
        """The table whose personal link carries `token` (the online game: /play#t=TOKEN), or None (also for a
        player taken out of the game). A look-up by the token's hash: a guess costs one hash, whatever the count
        of players."""
        table = self._table_of.get(token_hash(token))
        return None if table is None or table in self.removed else table

    def link_ended(self, token: str) -> bool:
        """Whether `token` was a personal link that the organiser ended (a new link, or the player removed)."""
        wanted = token_hash(token)
        return wanted in self.ended_links or self._table_of.get(wanted) in self.removed

    def device_for(self, code: str) -> Device | None:
        wanted = code_hashes(code)
        for device in self.devices:
            if any(hmac.compare_digest(device.code_sha256, one) for one in wanted):
                return device
        return None

    def was_revoked(self, code: str) -> bool:
        return any(one in self.revoked for one in code_hashes(code))

    def pin_ok(self, table: int, pin: str) -> bool:
        stored = self._pin_of.get(table)
        pin = normal_pin(pin)
        return stored is not None and table not in self.removed and 0 < len(pin) <= 16 and pin.isascii() \
            and pin.isdigit() and pin_matches(pin, stored)

    def fingerprint(self, actor: Actor) -> str | None:
        """What a login was granted on: the device's code hash, the player's PIN hash. A login stays valid
        while it is unchanged (a revoked device, a new PIN, a removal end it)."""
        if actor.kind == "device":
            return next((d.code_sha256 for d in self.devices if d.name == actor.name), None)
        if actor.kind != "player" or actor.table in self.removed:
            return None
        return player_fingerprint(self._pin_of.get(actor.table), self._link_of.get(actor.table))


def player_fingerprint(pin: str | None, link: str | None) -> str | None:
    """What a player's login was granted on: their PIN's hash and their personal link's."""
    return None if pin is None and link is None else f"{pin or ''}|{link or ''}"


class Access:
    def __init__(self) -> None:
        self.devices: dict[str, Device] = {}
        self.pins: dict[int, str] = {}
        self.locked: set[int] = set()
        self.revoked: set[str] = set()      # code hashes of revoked devices
        self.personal: dict[int, str] = {}  # table → sha256 of its personal link's token
        self.ended_links: set[str] = set()  # hashes of links a newer one replaced
        self.version = 0          # counts changes: the server's copy is replaced when it moves

    # ------------------------------------------------------------------ commands → events
    def command(self, command: Typed, tables: list[int]) -> tuple[dict[str, Any], dict[str, Any]]:
        """(the event, what only the judge is told: codes and PINs in clear), for an access command (its words read
        by commands/access.py), checked against the access and the game's tables."""
        if isinstance(command, DeviceRevoke):
            if command.device not in self.devices:
                raise GameError("device.unknown", name=command.device)
            return {"type": "revoke", "name": command.device}, {}
        if isinstance(command, DeviceAdd):
            return self._device(command, tables)
        if isinstance(command, Pins):
            return self._pins(command, tables)
        if isinstance(command, Links):
            return self.links(command.table, command.every, tables)
        if isinstance(command, Lock):
            if command.table not in tables:
                raise GameError("access.table_usage", command=command.name)
            if (command.table in self.locked) == command.locked:
                raise GameError("access.already_locked" if command.locked else "access.not_locked",
                                table=command.table)
            return {"type": command.name, "table": command.table}, {}
        raise GameError("command.unknown", name=command.name)

    def _device(self, command: DeviceAdd, tables: list[int]) -> tuple[dict[str, Any], dict[str, Any]]:
        if command.device in self.devices:
            raise GameError("device.exists", name=command.device)
        if not any(command.first <= t <= command.last for t in tables):
            raise GameError("device.nobody", first=command.first, last=command.last)
        code = new_code()
        event = {"type": "device", "name": command.device, "first": command.first, "last": command.last,
                 "code_sha256": code_hash(code), **({"assist": True} if command.assist else {})}
        return event, {"code": code}

    def _pins(self, command: Pins, tables: list[int]) -> tuple[dict[str, Any], dict[str, Any]]:
        if command.table is not None and command.table not in tables:
            raise GameError("pins.usage")
        chosen = [command.table] if command.table is not None else sorted(tables)
        clear = {table: f"{secrets.randbelow(10 ** PIN_DIGITS):0{PIN_DIGITS}d}" for table in chosen}
        event = {"type": "pins", "pins": {str(t): stored for t, stored in zip(clear, _hashes(clear.values()))}}
        return event, {"pins": {str(t): pin for t, pin in clear.items()}}

    def links(self, table: int | None, every: bool, tables: list[int]) -> tuple[dict[str, Any], dict[str, Any]]:
        """Personal links. `join links`: one for each player who has none (a player who joined by themselves keeps
        theirs); `join links TABLE`: a new one for that table; `join links all`: new ones for everybody. A new link
        ends the old one of its table, and the answer names those tables ("ended")."""
        if every:
            chosen = sorted(tables)
        elif table is not None:
            if table not in tables:
                raise GameError("links.usage")
            chosen = [table]
        else:
            chosen = [t for t in sorted(tables) if t not in self.personal]
            if not chosen:
                raise GameError("links.all_have")
        clear = {table: secrets.token_urlsafe(24) for table in chosen}
        event = {"type": "links", "tokens": {str(t): token_hash(token) for t, token in clear.items()}}
        ended = [table for table in chosen if table in self.personal]
        return event, {"links": {str(t): token for t, token in clear.items()}, "ended": ended}

    def devices_list(self) -> list[dict[str, Any]]:
        return [{"name": d.name, "tables": [d.first, d.last], **({"assist": True} if d.assist else {})}
                for d in self.devices.values()]

    # ------------------------------------------------------------------ events → state
    def apply(self, logged: dict[str, Any]) -> dict[str, Any]:
        event = cast(AccessEvent, logged)       # as schema.py checks a log's, and the commands make them
        self.version += 1
        if event["type"] == "device":
            device = Device(event["name"], int(event["first"]), int(event["last"]), event["code_sha256"],
                            bool(event.get("assist")))
            self.devices[device.name] = device
            return {"name": device.name, "tables": [device.first, device.last], **({"assist": True} if device.assist else {})}
        if event["type"] == "revoke":
            gone = self.devices.pop(event["name"], None)
            if gone is not None:
                self.revoked.add(gone.code_sha256)
            return {"revoked": event["name"]}
        if event["type"] == "pins":
            self.pins.update({int(t): stored for t, stored in event["pins"].items()})
            return {"tables": sorted(int(t) for t in event["pins"])}
        if event["type"] == "links":
            tokens = {int(t): stored for t, stored in event["tokens"].items()}
            self.ended_links.update(self.personal[t] for t in tokens if t in self.personal)
            self.personal.update(tokens)
            return {"tables": sorted(int(t) for t in event["tokens"])}
        if event["type"] == "logout":                   # a player logged out with their personal link: it ends
            table, ended = int(event["table"]), event["token_sha256"]
            if self.personal.get(table) == ended:
                del self.personal[table]
            self.ended_links.add(ended)
            return {"table": table}
        if event["type"] == "lock":
            self.locked.add(int(event["table"]))
        else:
            self.locked.discard(int(event["table"]))
        return {"table": int(event["table"]), "locked": int(event["table"]) in self.locked}

    def player_fingerprint(self, table: int) -> str | None:
        """As `Credentials.fingerprint` would have it, without building them (a join, one table)."""
        return player_fingerprint(self.pins.get(table), self.personal.get(table))

    def credentials(self, removed: frozenset[int] = frozenset()) -> Credentials:
        """The snapshot the server checks logins against; `removed`: the tables taken out of the game."""
        return Credentials(tuple(self.devices.values()), tuple(sorted(self.pins.items())), frozenset(self.locked),
                           frozenset(self.revoked), tuple(sorted((h, t) for t, h in self.personal.items())),
                           frozenset(self.ended_links), frozenset(removed))


def _hashes(pins: Iterable[str]) -> list[str]:
    """Each PIN's hash, in order; many at once on two threads (about 0.6 s for 120 PINs)."""
    pins = list(pins)
    if len(pins) < 8:
        return [pin_hash(pin) for pin in pins]
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(2) as pool:
        return list(pool.map(pin_hash, pins))
