"""A login that a socket process can check by itself (docs/ARCHITECTURE.md, "Past one process").

The writer gives each login a ticket beside its token: who it is (a device or a table), its tables, and a
stamp of what it was granted on (a keyed hash of the device's code hash or the table's PIN and link), signed
with a key the writer and its socket processes share. A socket process reads the ticket with no call to the
writer, and ends the socket when the stamp the writer publishes for that login moves (a revoked device, a new
PIN, a removed player), as the writer does with its own logins. A ticket also names its login (a random id)
and carries an expiry: a logout is published under that name, so a ticket copied before the
logout opens nothing after it, and no ticket opens anything after TICKET_SECONDS. Nothing in a ticket is secret;
it cannot be forged or altered without the key.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

from ..files import open_private
from ..game.access import Actor
from ..messages import KeyedError, message_of

COOKIE = "conductor_ws"          # the ticket as a cookie: a browser's WebSocket sends it to /ws by itself
KEY_BYTES = 32
MOST = 512                       # a longer ticket is not read at all
TICKET_SECONDS = 24 * 3600       # a ticket opens nothing after this (a page asks for a new one at each load)


class TicketKeyError(KeyedError):
    """The shared key cannot be read or made; the message names the file."""


def load_key(path: Path, wait: float = 5.0) -> bytes:
    """The key the writer and its socket processes share, made (0600) by whichever starts first."""
    path = Path(path)
    try:
        handle = open_private(path, os.O_WRONLY | os.O_EXCL)
    except FileExistsError:
        handle = None
    except OSError as error:
        raise TicketKeyError("serve.broker_key", path=str(path), why=message_of(error)) from None
    if handle is not None:
        key = os.urandom(KEY_BYTES)
        try:
            os.write(handle, key.hex().encode() + b"\n")
            os.fsync(handle)
        finally:
            os.close(handle)
        return key
    deadline = time.monotonic() + wait
    while True:                                  # the other process may be writing it this very moment
        try:
            text = path.read_text(encoding="ascii").strip()
        except (OSError, UnicodeDecodeError) as error:
            raise TicketKeyError("serve.broker_key", path=str(path),
                                 why=message_of(error)) from None
        try:
            key = bytes.fromhex(text)
        except ValueError:
            key = b""
        if len(key) == KEY_BYTES:
            return key
        if time.monotonic() > deadline:
            raise TicketKeyError("serve.broker_key_bad", path=str(path), digits=KEY_BYTES * 2)
        time.sleep(0.05)


def new_login_id() -> str:
    """The name a login goes by in its ticket and, once logged out, on the broker (random: the same personal link
    logged in again is another login)."""
    return _b64(os.urandom(9))


def ended_key(login: str) -> str:
    """The name a logout is published under (beside the stamps): "l:LOGIN"."""
    return f"l:{login}"


def actor_key(actor: Actor) -> str:
    """The name a login's stamp is published under: "d:NAME" for a device, "p:TABLE" for a player."""
    return f"d:{actor.name}" if actor.kind == "device" else f"p:{actor.table}"


def stamp(key: bytes, fingerprint: str | None) -> str | None:
    """What a login was granted on, keyed: it says whether the grant moved, and nothing of the PIN or code."""
    if fingerprint is None:
        return None
    return _b64(hmac.new(key, b"stamp\0" + fingerprint.encode(), hashlib.sha256).digest()[:12])


@dataclass(frozen=True)
class Ticket:
    actor: Actor
    tables: tuple[int, int]
    stamp: str
    access: int                  # the writer's access version when it was given (a newer one is not known yet)
    login: str = ""              # the login's id (new_login_id)
    expires: float = 0.0         # epoch seconds


def issue(key: bytes, actor: Actor, tables: tuple[int, int], fingerprint: str | None, access: int, login: str = "",
          now: float | None = None) -> str | None:
    """The ticket of a login (None for a login granted on nothing a ticket can check)."""
    mark = stamp(key, fingerprint)
    if mark is None or actor.kind not in ("device", "player"):
        return None
    expires = int((time.time() if now is None else now) + TICKET_SECONDS)
    body = {"k": actor.kind, "n": actor.name, "t": actor.table, "r": list(tables), "s": mark, "a": access,
            "i": login, "x": expires}
    data = _b64(json.dumps(body, separators=(",", ":")).encode())
    return f"v1.{data}.{_b64(_sign(key, data))}"


def read(key: bytes, text: str | None, now: float | None = None) -> Ticket | None:
    """The ticket `text` if the key signed it and it has not expired, else None (whatever it holds: it is read
    as hostile)."""
    if not text or len(text) > MOST or not text.isascii():
        return None
    parts = text.split(".")
    if len(parts) != 3 or parts[0] != "v1":
        return None
    try:
        signature = _unb64(parts[2])
    except ValueError:
        return None
    if not hmac.compare_digest(signature, _sign(key, parts[1])):
        return None
    try:
        body = json.loads(_unb64(parts[1]))
        kind, name, table, tables, access = body["k"], body["n"], body["t"], tuple(body["r"]), body["a"]
        login, expires = body["i"], body["x"]
    except (ValueError, KeyError, TypeError):
        return None
    if kind not in ("device", "player") or type(name) is not str or type(table) is not int or len(tables) != 2 \
            or not all(type(t) is int for t in tables) or type(access) is not int or not isinstance(body.get("s"), str) \
            or type(login) is not str or type(expires) is not int:
        return None
    if expires <= (time.time() if now is None else now):
        return None
    actor = Actor(kind, name, table)
    return Ticket(actor, tables, body["s"], access, login, float(expires))


def _sign(key: bytes, data: str) -> bytes:
    return hmac.new(key, b"ticket\0" + data.encode(), hashlib.sha256).digest()


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (ValueError, TypeError) as error:
        raise ValueError(str(error)) from None
