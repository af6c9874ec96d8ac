"""A socket process (`conductor sockets`): the /ws half of the game server, started several times beside the one
writer, each holding its own players' WebSockets and pushing them what the writer published on the broker
(fanout.py). Docs: docs/ARCHITECTURE.md, "Past one process".

It holds no game, no log and no slip's worth: the view, the standings and each table's own slips come already
filtered by the writer's secrecy rule, and a login is a ticket the writer signed (tickets.py), ended when the
stamp the writer publishes for it moves. The fan-out itself, the connection limits and the gate are the
writer's own code (app.py, connections.py, guard.py), so a socket here behaves as one on the writer does.
"""

from __future__ import annotations

import asyncio
import json
import signal
import sys
from dataclasses import dataclass, field

from aiohttp import web

from ..config import PerAddress
from ..messages import LANGUAGES, message_of
from ..room.secrecy import seen_by
from .hub import HUB, Hub, Login, token_of
from .shared_counts import SharedSockets
from .push import broadcast, close_sockets, socket_handler
from .fanout import keys
from .guard import SHIELD, guard, plain_server_header
from .addresses import ServeError, configure_shield, parse_address, tls_context
from .runner import listen
from .tickets import COOKIE, actor_key, ended_key, read

RETRY_SECONDS = (0.2, 0.5, 1.0, 2.0, 5.0)


@dataclass
class RelayHub(Hub):
    """A Hub whose state is what the writer published, and whose logins are tickets."""
    mine: dict[str, str] = field(default_factory=dict)        # "p:TABLE" / "d:TABLE" → that table's rows (JSON)
    stamps: dict[str, str] = field(default_factory=dict)      # "p:TABLE" / "d:NAME" → the login's stamp
    access: int = -1                                          # the writer's access version, as last read
    epoch: str = ""
    seq: int = 0
    public_text: str = ""                                     # a public JSON document published as it is (the hub's)

    def socket_login(self, request: web.Request) -> Login | None:
        assert self.ticket_key is not None                                   # a relay's logins are tickets
        ticket = read(self.ticket_key, token_of(request, COOKIE))          # None once expired
        if ticket is None:
            return None
        login = Login(ticket.actor, ticket.stamp, ticket.tables, access=ticket.access, id=ticket.login)
        return login if self.still_valid(login) else None

    def still_valid(self, login: Login) -> bool:
        """Not logged out, and granted on what the writer publishes now, or after what was read here (a player who
        has just joined: valid at once, until the writer's word comes)."""
        if ended_key(login.id) in self.stamps:
            return False
        return login.access > self.access or self.stamps.get(actor_key(login.actor)) == login.fingerprint

    def mine_text(self, login: Login) -> str:
        first, last = login.tables
        if login.actor.kind == "player":
            return '{"type": "mine", "rounds": ' + self.mine.get(f"p:{first}", "[]") + "}"
        return json.dumps({"type": "mine", "rounds": seen_by(merged_rows(self.mine, first, last), login.actor.by)})


def merged_rows(mine: dict[str, str], first: int, last: int) -> list[dict]:
    """A device's own slips over its tables, from each table's rows: the same list `own_slips` gives for the
    range (rounds in order, tables in order within each)."""
    if last - first < 512:
        tables = [t for t in range(first, last + 1) if f"d:{t}" in mine]
    else:
        tables = sorted(int(k[2:]) for k in mine if k.startswith("d:") and first <= int(k[2:]) <= last)
    rounds: dict[int, dict] = {}
    for table in tables:
        for row in json.loads(mine[f"d:{table}"]):
            held = rounds.setdefault(row["round"], {**row, "slips": []})
            held["slips"].extend(row["slips"])
    return [rounds[number] for number in sorted(rounds)]


# ---------------------------------------------------------------------- following the broker

def _apply_state(hub: RelayHub, state: dict) -> tuple[bool, bool]:
    """The view, standings and access in `state` (a message or the state hash): (view changed, standings changed)."""
    view_changed = standings_changed = False
    if "view" in state and state["view"] != hub.view_text_ws:
        hub.view_text_ws, view_changed = state["view"], True
    if "standings" in state and state["standings"] != hub.standings_text:
        hub.standings_text, standings_changed = state["standings"], True
        try:
            hub.view = {"standings": json.loads(state["standings"]).get("standings") or []}
        except (ValueError, AttributeError):
            hub.view = {}
    if "public" in state:
        hub.public_text = state["public"]
    if "access" in state:
        hub.access = int(state["access"])
    if state.get("language") in LANGUAGES:
        hub.language = hub.shield.language = state["language"]
    if state.get("entry"):
        hub.entry = state["entry"]
    return view_changed, standings_changed


async def reload(hub: RelayHub, client, prefix: str) -> None:
    """Everything again from the broker's hashes, in one transaction (at start, after a gap, a new writer)."""
    state_key, mine_key, stamps_key = keys(prefix)
    async with client.pipeline(transaction=True) as pipe:
        pipe.hgetall(state_key)
        pipe.hgetall(mine_key)
        pipe.hgetall(stamps_key)
        state, mine, stamps = await pipe.execute()
    hub.epoch, hub.seq = state.get("epoch", ""), int(state.get("seq", 0))
    view_changed, standings_changed = _apply_state(hub, state)
    hub.mine, hub.stamps = mine, stamps
    hub.mine_tables = None
    asyncio.ensure_future(broadcast(hub, view_changed, True, standings_changed))


async def apply(hub: RelayHub, client, prefix: str, text: str) -> None:
    """One published change; a gap in the sequence, or a new writer, reads everything again."""
    try:
        message = json.loads(text)
        epoch, seq = message["epoch"], int(message["seq"])
    except (ValueError, KeyError, TypeError):
        return
    if epoch == hub.epoch and seq <= hub.seq:
        return                                   # already in what was read
    if message.get("whole") or epoch != hub.epoch or seq != hub.seq + 1:
        await reload(hub, client, prefix)
        return
    hub.seq = seq
    view_changed, standings_changed = _apply_state(hub, message)
    tables: set[int] = set()
    for name, rows in (message.get("mine") or {}).items():
        if rows is None:
            hub.mine.pop(name, None)
        else:
            hub.mine[name] = rows
        tables.add(int(name[2:]))
    stamps = message.get("stamps") or {}
    for name, value in stamps.items():
        if value is None:
            hub.stamps.pop(name, None)
        else:
            hub.stamps[name] = value
    mine_changed = bool(tables) or bool(stamps) or "access" in message
    if stamps or "access" in message:
        hub.mine_tables = None                   # a login may have ended: every socket is looked at
    elif tables and hub.mine_tables is not None:
        hub.mine_tables = hub.mine_tables | frozenset(tables)
    if view_changed or mine_changed or standings_changed:
        asyncio.ensure_future(broadcast(hub, view_changed, mine_changed, standings_changed))


async def follow(hub: RelayHub, url: str, prefix: str, say=print) -> None:
    """Subscribe, read the state, apply each change; on a broken connection, again (the sockets keep the last
    view meanwhile)."""
    import redis.asyncio as redis

    failures = 0
    while True:
        client = redis.Redis.from_url(url, decode_responses=True, socket_connect_timeout=3)
        pubsub = client.pubsub()
        try:
            await pubsub.subscribe(prefix)
            await reload(hub, client, prefix)     # after subscribing: nothing published meanwhile is missed
            if failures:
                say(f"conductor sockets: broker {url}: back")
            failures = 0
            while True:
                message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=30.0)
                if message is not None and message.get("type") == "message":
                    await apply(hub, client, prefix, message["data"])
        except asyncio.CancelledError:
            raise
        except Exception as error:               # noqa: BLE001 - the broker's trouble never ends the process
            if failures == 0:
                say(f"conductor sockets: broker {url}: {type(error).__name__}: {error}")
            failures += 1
        finally:
            try:
                await pubsub.aclose()
                await client.aclose()
            except Exception:                    # noqa: BLE001
                pass
        await asyncio.sleep(RETRY_SECONDS[min(failures, len(RETRY_SECONDS)) - 1])


# ---------------------------------------------------------------------- the process

def make_relay_app(hub: RelayHub, routes=None) -> web.Application:
    """/ws; `routes(app, hub)` adds what else this process serves (the multiplex's public routes)."""
    app = web.Application(client_max_size=1024, middlewares=[guard])
    if routes is not None:
        routes(app, hub)
    app[HUB] = hub
    app[SHIELD] = hub.shield
    app.router.add_get("/ws", socket_handler)
    app.on_response_prepare.append(plain_server_header)
    app.on_shutdown.append(close_sockets)
    return app


async def serve(address: str, broker: str, prefix: str, key: bytes, language: str, tls_files=(None, None),
                trusted_proxies=(), public_url: str | None = None, ready=None,
                per_address: PerAddress | None = None, routes=None) -> None:
    """Serve /ws on `address` until SIGTERM or SIGINT; `ready(url)` once listening."""
    import redis.asyncio as redis

    host, port = parse_address(address)
    tls = tls_context(*tls_files)
    hub = RelayHub(None, language=language, entry="online", ticket_key=key,  # type: ignore[arg-type]  # no inbox: nothing is written here
                   per_address=per_address or PerAddress())
    configure_shield(hub.shield, trusted_proxies, public_url, hub.per_address)
    counting = redis.Redis.from_url(broker, socket_connect_timeout=1, socket_timeout=1)
    hub.shared = SharedSockets(counting, prefix)
    hub.shared.start()
    try:
        runner, port = await listen(make_relay_app(hub, routes), host, port, tls, hub.shield, 1024)
    except OSError as error:
        raise ServeError("serve.failed", address=address, why=message_of(error)) from None
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(number, stop.set)
        except (NotImplementedError, RuntimeError):       # Windows: Ctrl+C ends platforms.run (asyncio.Runner)
            pass
    following = asyncio.ensure_future(follow(hub, broker, prefix, say=lambda line: print(line, file=sys.stderr,
                                                                                          flush=True)))
    if ready is not None:
        ready(f"{'https' if tls else 'http'}://{host}:{port}/")
    try:
        await stop.wait()
    finally:
        following.cancel()
        await runner.cleanup()
        await hub.shared.close()
        await counting.aclose()
