"""Who may enter slips from the room's network, and for which tables (the judge decides, on the console).

A table judge's device gets a code for a range of tables; in practice games each player gets a PIN for their
own table. Codes and PINs leave the judge's console only on the judge's screen: the game log keeps their
hashes, so they survive a resume and can be revoked, and nothing else keeps them. A table can also be locked
to the console, so the network cannot change its slips. Pure: commands become events, events change state.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import shlex
from dataclasses import dataclass

from .rounds import GameError

ACCESS_EVENTS = frozenset({"device", "revoke", "pins", "lock", "unlock"})
PIN_DIGITS = 6
PIN_ROUNDS = 2000        # pbkdf2 rounds: 120 PINs hashed in about 0.15 s on the judge's laptop
NAME_LENGTH = 40


def new_code() -> str:
    """80 random bits, as four groups of four letters and digits (no padding): "K7QF-M2XA-9PLD-TZ4R"."""
    text = base64.b32encode(secrets.token_bytes(10)).decode("ascii")
    return "-".join(text[i:i + 4] for i in range(0, 16, 4))


def normal_code(code: str) -> str:
    """What a person may type for a code: any case, with or without dashes and spaces."""
    return "".join(ch for ch in code.upper() if ch.isalnum())


def code_hash(code: str) -> str:
    return hashlib.sha256(normal_code(code).encode("ascii", "replace")).hexdigest()


def pin_hash(pin: str, salt: bytes | None = None) -> str:
    salt = salt if salt is not None else secrets.token_bytes(16)
    digest = hashlib.pbkdf2_hmac("sha256", pin.encode("ascii", "replace"), salt, PIN_ROUNDS)
    return f"{salt.hex()}${digest.hex()}"


def pin_matches(pin: str, stored: str) -> bool:
    salt, _ = stored.split("$", 1)
    return hmac.compare_digest(pin_hash(pin, bytes.fromhex(salt)), stored)


@dataclass(frozen=True)
class Device:
    name: str
    first: int
    last: int
    code_sha256: str

    def covers(self, table: int) -> bool:
        return self.first <= table <= self.last


@dataclass(frozen=True)
class Actor:
    """Who sends a request: the judge's console, a table judge's device, or a player."""
    kind: str                 # "console", "device" or "player"
    name: str = ""            # the device's name
    table: int = 0            # the player's table

    @property
    def by(self) -> str:
        """As the log records the source of a slip."""
        return {"console": "console", "device": f"device:{self.name}", "player": f"player:{self.table}"}[self.kind]


CONSOLE = Actor("console")


@dataclass(frozen=True)
class Credentials:
    """What the server thread checks logins and rights against: a snapshot, replaced whole on each change."""
    devices: tuple[Device, ...] = ()
    pins: tuple[tuple[int, str], ...] = ()
    locked: frozenset[int] = frozenset()

    def device_for(self, code: str) -> Device | None:
        wanted = code_hash(code)
        for device in self.devices:
            if hmac.compare_digest(device.code_sha256, wanted):
                return device
        return None

    def pin_ok(self, table: int, pin: str) -> bool:
        stored = dict(self.pins).get(table)
        return stored is not None and pin_matches(pin, stored)

    def fingerprint(self, actor: Actor) -> str | None:
        """What a login was granted on: the device's code hash, the player's PIN hash. A login stays valid
        while it is unchanged (a revoked device, a new PIN end it)."""
        if actor.kind == "device":
            return next((d.code_sha256 for d in self.devices if d.name == actor.name), None)
        return dict(self.pins).get(actor.table) if actor.kind == "player" else None


class Access:
    def __init__(self) -> None:
        self.devices: dict[str, Device] = {}
        self.pins: dict[int, str] = {}
        self.locked: set[int] = set()
        self.version = 0          # counts changes: the server's copy is replaced when it moves

    # ------------------------------------------------------------------ commands → events
    def command(self, text: str, tables: list[int]) -> tuple[dict, dict]:
        """(the event, what only the judge is told: codes and PINs in clear)."""
        try:
            words = shlex.split(text)
        except ValueError as error:
            raise GameError(f"{text.split()[0]}: {error}") from None
        name, args = words[0].lower(), words[1:]
        if name == "device":
            return self._device(args, tables)
        if name == "pins":
            return self._pins(args, tables)
        if name in ("lock", "unlock"):
            if len(args) != 1 or not args[0].isdigit() or int(args[0]) not in tables:
                raise GameError(f"{name} TABLE: a table that plays this game")
            table = int(args[0])
            if (table in self.locked) == (name == "lock"):
                raise GameError(f"table {table} is {'already' if name == 'lock' else 'not'} locked to the console")
            return {"type": name, "table": table}, {}
        raise GameError(f"unknown command '{name}'; type help")

    def _device(self, args: list[str], tables: list[int]) -> tuple[dict, dict]:
        usage = 'device add "NAME" FIRST-LAST, device list or device revoke "NAME"'
        if args[:1] == ["revoke"] and len(args) == 2:
            if args[1] not in self.devices:
                raise GameError(f"no device named '{args[1]}'")
            return {"type": "revoke", "name": args[1]}, {}
        if args[:1] != ["add"] or len(args) != 3:
            raise GameError(usage)
        name, span = args[1].strip(), args[2]
        if not name or len(name) > NAME_LENGTH or not name.isprintable():
            raise GameError(f"device name: 1–{NAME_LENGTH} printable characters")
        if name in self.devices:
            raise GameError(f"a device named '{name}' exists: revoke it first, or choose another name")
        first, _, last = span.partition("-")
        if not first.isdigit() or not (last or first).isdigit():
            raise GameError(f"tables '{span}': write FIRST-LAST, e.g. 1-20")
        first_table, last_table = int(first), int(last or first)
        if first_table > last_table:
            raise GameError(f"tables '{span}': the first table comes before the last")
        if not any(first_table <= t <= last_table for t in tables):
            raise GameError(f"tables {first_table}–{last_table}: no player sits there")
        code = new_code()
        event = {"type": "device", "name": name, "first": first_table, "last": last_table,
                 "code_sha256": code_hash(code)}
        return event, {"code": code}

    def _pins(self, args: list[str], tables: list[int]) -> tuple[dict, dict]:
        if args and (len(args) != 1 or not args[0].isdigit() or int(args[0]) not in tables):
            raise GameError("pins, or pins TABLE: new PINs for every table, or for one")
        chosen = [int(args[0])] if args else sorted(tables)
        clear = {table: f"{secrets.randbelow(10 ** PIN_DIGITS):0{PIN_DIGITS}d}" for table in chosen}
        event = {"type": "pins", "pins": {str(t): pin_hash(pin) for t, pin in clear.items()}}
        return event, {"pins": {str(t): pin for t, pin in clear.items()}}

    def devices_list(self) -> list[dict]:
        return [{"name": d.name, "tables": [d.first, d.last]} for d in self.devices.values()]

    # ------------------------------------------------------------------ events → state
    def apply(self, event: dict) -> dict:
        kind = event["type"]
        self.version += 1
        if kind == "device":
            device = Device(event["name"], int(event["first"]), int(event["last"]), event["code_sha256"])
            self.devices[device.name] = device
            return {"name": device.name, "tables": [device.first, device.last]}
        if kind == "revoke":
            self.devices.pop(event["name"], None)
            return {"revoked": event["name"]}
        if kind == "pins":
            self.pins.update({int(t): stored for t, stored in event["pins"].items()})
            return {"tables": sorted(int(t) for t in event["pins"])}
        if kind == "lock":
            self.locked.add(int(event["table"]))
        else:
            self.locked.discard(int(event["table"]))
        return {"table": int(event["table"]), "locked": int(event["table"]) in self.locked}

    def credentials(self) -> Credentials:
        return Credentials(tuple(self.devices.values()), tuple(sorted(self.pins.items())), frozenset(self.locked))
