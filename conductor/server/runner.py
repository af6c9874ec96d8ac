"""The game server in a thread of its own, beside the game's loop (the projector's frames or the headless
console), so that network work never holds up a frame, the voice or the timer.

The game's thread calls `update` after each frame or command: the public view, the slips senders may see
and the access rules are handed over whole when they changed, and the server's loop pushes them to the
phones. Requests travel the other way through the inbox.

On the internet (DESIGN §4d, docs/deploy-online.md): `tls` serves HTTPS and WSS itself (TLS 1.2 at least, the
handshake inside the connection guard's time limit); behind a reverse proxy, `trusted_proxies` lists the
addresses whose forwarded headers are believed (proxy.py), and `public_url` is the address people are given.
"""

from __future__ import annotations

import asyncio
import ssl
import sys
import threading
import time
from dataclasses import replace
from urllib.parse import quote

from aiohttp import web

from .. import platforms
from ..clock import peek
from ..room.view import ProjectorView
from ..game.ranking import Standings, standings
from ..game.session import Session
from ..config import PerAddress
from .addresses import ServeError, configure_shield, parse_address, room_address, served_hosts, tls_context
from .app import make_app
from .hub import HUB, Hub
from .quiet import NOTICES as QUIET_NOTICES, quiet, quiet_loop
from .push import broadcast
from .connections import RESERVED_DESCRIPTORS, ConnectionGuard, connection_cap, raise_descriptor_limit
from .listener import Listener, listening_socket
from .guard import without_default_port
from .inbox import Inbox
from .fanout import Publisher
from .results import results_key
from .tickets import TicketKeyError, load_key
from ..room.public import changed_tables, public_view, slips_snapshot, standings_rows
from ..messages import message_of


SWITCH_INTERVAL = 0.001        # seconds; see GameServer.start
SNAPSHOT_SHARE = 0.05          # the slips snapshot's share of the game's thread in a burst of slips, at most
KEEPALIVE_SECONDS = 15.0       # an idle connection (no request yet, or none since the last answer) is closed


class GuardedSite(web.TCPSite):
    """A TCP site whose connections pass through the ConnectionGuard (counted and timed; connections.py)."""

    def __init__(self, runner: web.AppRunner, host: str, port: int, guard_of, descriptors: int, **kwargs):
        super().__init__(runner, host, port, **kwargs)
        self._guard_of, self.descriptors = guard_of, descriptors
        self.guard: ConnectionGuard | None = None

    async def start(self) -> None:
        await web.BaseSite.start(self)
        self.guard = self._guard_of(self._runner.server)
        listening = listening_socket(self._host or "", self._port, self._backlog)    # (a host is always given)
        self._server = Listener(self.guard, listening, self.descriptors - RESERVED_DESCRIPTORS)  # type: ignore[assignment]  # the asyncio server's stand-in
        self._bound_port = listening.getsockname()[1]


async def listen(app: web.Application, host: str, port: int, tls: ssl.SSLContext | None, shield, backlog: int,
                 **options) -> tuple[web.AppRunner, int]:
    """Serve `app` on host:port, every connection through the connection guard (the writer's and a socket
    process's alike); the gate learns the Host names it answers. (The runner, the port bound.)"""
    hub = app[HUB]
    runner = web.AppRunner(app, access_log=None, handle_signals=False, keepalive_timeout=KEEPALIVE_SECONDS,
                           max_line_size=4096, max_field_size=4096, max_headers=64, **options)
    await runner.setup()
    descriptors = raise_descriptor_limit()
    cap = connection_cap(descriptors)
    quiet_loop(asyncio.get_running_loop())
    site = GuardedSite(runner, host, port, lambda factory: ConnectionGuard(
        quiet(factory, shield), cap, per_address=hub.per_address.connections, tls=tls, exempt=shield.proxies.trusts,
        say=shield.say),
        descriptors, backlog=backlog)
    try:
        await site.start()
    except OSError:
        await runner.cleanup()
        raise
    hub.connections = site.guard
    port = site.port if port == 0 else port
    shield.hosts = served_hosts(host, port, 443 if tls is not None else 80)
    return runner, port


def shut_down(loop: asyncio.AbstractEventLoop, runner: web.AppRunner | None) -> None:
    """The server's loop, stopped, closed cleanly: the tasks still pending (a coalesced broadcast asleep between two
    fan-outs, a socket's close) cancelled and awaited, then the sites and connections closed, and nothing left for
    the interpreter to find pending ("Task was destroyed but it is pending!")."""

    def cancel_pending() -> None:
        pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
        for task in pending:
            task.cancel()
        if pending:
            loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))

    try:
        cancel_pending()
        if runner is not None:
            loop.run_until_complete(runner.cleanup())
        cancel_pending()
        loop.run_until_complete(loop.shutdown_asyncgens())
    finally:
        loop.close()


class GameServer:
    def __init__(self, address: str, language: str, entry: str = "devices", tls_cert: str | None = None,
                 tls_key: str | None = None, trusted_proxies=(), public_url: str | None = None,
                 broker: str | None = None, broker_channel: str = "conductor", broker_key=None,
                 join_code: str | None = None, same_name: str = "number", per_address: PerAddress | None = None):
        self.host, self.port = parse_address(address)
        # past one process: each change published to a broker for socket processes (fanout.py, relay.py)
        self.broker = (broker, broker_channel, broker_key) if broker else None
        self.publisher: Publisher | None = None
        self.inbox = Inbox()
        self.hub = Hub(self.inbox, language=language, entry=entry, join_code=join_code or None, same_name=same_name,
                       per_address=per_address or PerAddress())
        self.url = ""
        self.join_code_said = ""                  # a code conductor made (join_code: generate), as the judge is told
        self.tls_files = (tls_cert, tls_key)
        self.tls: ssl.SSLContext | None = None
        self.public_url = self.hub.public_url = configure_shield(self.hub.shield, trusted_proxies, public_url,
                                                                self.hub.per_address)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None
        self._seen: tuple = ()
        self._snapshot_due = 0.0
        self._deferred = False                    # slips taken whose snapshot waits for _snapshot_due
        self._view: dict | None = None
        self._standings_at: tuple = ()
        self._rows: list = []
        self._standings: Standings | None = None

    # ------------------------------------------------------------------ life
    def start(self) -> str:
        """Bind and serve; returns the address to give people, e.g. http://192.168.1.20:8765/ (https://… under
        TLS; network.public_url when given). Once: a server already serving answers its address again."""
        if self._thread is not None:
            return self.url
        self.tls = tls_context(*self.tls_files)
        if self.broker is not None and self.publisher is None:
            url, channel, key_path = self.broker
            try:
                self.hub.ticket_key = load_key(key_path)
            except TicketKeyError as error:
                raise ServeError(error.message) from None
            self.publisher = self.hub.publisher = Publisher(url, channel, self.hub.ticket_key, self.hub.language)
            self.hub.offer_to_broker()            # the game as it stands before any change (a resumed one too)
            self.publisher.start()
        ready = threading.Event()
        failure: list[BaseException] = []

        def serve() -> None:
            loop = platforms.event_loop()        # a selector loop on Windows too (listener.py reads by add_reader)
            self._loop = loop
            try:
                loop.run_until_complete(self._bind())
            except BaseException as error:        # noqa: BLE001 - reported to the starting thread
                failure.append(error)
                ready.set()
                return
            ready.set()
            loop.run_forever()
            shut_down(loop, self._runner)

        # The projector's thread gives up the GIL many times a frame (flip, audio, fsync); while a burst of
        # slips keeps this thread busy, each take-back waits up to the switch interval (5 ms by default).
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))
        self._thread = threading.Thread(target=serve, name="conductor-server", daemon=True)
        self._thread.start()
        ready.wait(30)
        if failure:
            failed = failure[0]
            raise ServeError("serve.failed", address=f"{self.host}:{self.port}",
                             why=message_of(failed))
        shown = room_address() if self.host in ("0.0.0.0", "::", "") else self.host
        shown = f"[{shown}]" if ":" in shown else shown
        scheme = "https" if self.tls is not None else "http"
        self.url = self.public_url or f"{scheme}://{without_default_port(scheme, f'{shown}:{self.port}')}/"
        return self.url

    @property
    def invitation(self) -> str:
        """The link an organiser sends to players at home: the page, with the join code when there is one
        (`…/play#join=CODE`: the page fills the code in); "" in a room game."""
        if self.hub.entry != "online" or not self.url:
            return ""
        code = self.hub.join_code
        return f"{self.url}play" + (f"#join={quote(code, safe='')}" if code else "")

    async def _bind(self) -> None:
        app = make_app(self.hub)
        if self.broker is not None:              # WebSockets per address, counted with the socket processes'
            from .shared_counts import share

            self.hub.shared = share(app, *self.broker[:2])
        self._runner, self.port = await listen(app, self.host, self.port, self.tls, self.hub.shield, 512,
                                               lingering_time=2.0)

    def stop(self) -> None:
        self.inbox.close()                        # answers waiting for their fsync go out first
        if self.publisher is not None:
            self.publisher.stop()
        if self._loop is not None and self._loop.is_running():
            self._loop.call_soon_threadsafe(self._loop.stop)
        if self._thread is not None:
            self._thread.join(10)

    # ------------------------------------------------------------------ from the game's thread
    def take_notices(self) -> list[str]:
        """New one-line notices for the judge's console, in the game's language, and forgets them: a table (or
        the device codes) being guessed at, e.g. "taula 7: 10 PIN incorrectes des de 192.168.1.40"."""
        notices = self.hub.doorman.take_notices()
        while QUIET_NOTICES:
            notices.append(self.hub.say("quiet_error", **QUIET_NOTICES.popleft().params()))
        while self.publisher is not None and self.publisher.notices:
            notices.append(self.publisher.notices.popleft())
        return notices

    def drain(self, session: Session) -> int:
        return self.inbox.drain(session, self.hub.language)

    def snapshot_wait(self) -> float | None:
        """Seconds until the slips snapshot a burst put off is due; None when none waits. The game's thread wakes
        for it (LiveHost.wait): a sender's rows are never a whole tick behind the answer they were given."""
        return max(0.0, self._snapshot_due - time.perf_counter()) if self._deferred else None

    def update(self, session: Session, view: ProjectorView, judged: bool = False) -> None:
        """Hand the server what changed: the public view (the clock in whole seconds, as the room sees it),
        the slips senders may see and the access rules. `judged`: a judge's command (or an unattended game's step)
        ran since the last update."""
        game = session.game
        if (game.results_version, len(game.players), len(game.expelled)) != self._standings_at:   # not on every slip of the round
            self._standings_at = (game.results_version, len(game.players), len(game.expelled))
            self._standings = standings(game, removed=False) if game.rounds else None
            self._rows = standings_rows(self._standings)
        public = public_view(replace(view, notice="", join=""), None)
        # the same list each time until the standings change: building and comparing it is not done per frame
        public["standings"] = self._rows
        public["provisional"] = bool(self._standings and self._standings.provisional)
        public["missing_slips"] = self._standings.missing_slips if self._standings is not None else 0
        public["entry"] = self.hub.entry
        if not self.hub.serves_clips:             # a room game serves no clip, and names none
            public["audio"] = None
        # the online game: may a player join now (the page offers the form only then)
        public["registration"] = ("open" if game.registration_open() else "closed") if self.hub.entry == "online" \
            else None
        # who may log in: the access rules, and the players taken out of the game (their logins end); the tables
        # whose extra time still runs (their devices are told their slips' worth when it ends: room/secrecy.py)
        now = peek(session.clock)
        seen = (game.events, session.access.version, frozenset(game.expelled), game.extra_running(now))
        view_changed = public != self._view
        access_moved = not self._seen or seen[1:3] != self._seen[1:3]
        # the slips senders see cost O(tables) to make: after a burst of slips they are made again once their own
        # cost is a small share of the time since the last (a few milliseconds late at 5,000 tables, at once at 50);
        # after a judge's command (a console slip, and every round's step: drawn, started, "Temps!", revealed,
        # finalised, an unattended game's too, go through LiveHost.command) never late: a sender asking right after
        # finds the slip and the round where the judge put them
        moved = seen != self._seen and (judged or access_moved or seen[3] != self._seen[3]
                                        or time.perf_counter() >= self._snapshot_due)
        self._deferred = seen != self._seen and not moved
        if not view_changed and not moved:
            return
        self._view = public
        slips = credentials = results = None
        if moved:
            began = time.perf_counter()
            slips = slips_snapshot(game, now)
            credentials = session.access.credentials(seen[2]) if access_moved else None
            results = (results_key(game), frozenset(game.players), {t: p.name for t, p in game.players.items()},
                       dict(game.accommodations))
            self._seen = seen
            self._snapshot_due = time.perf_counter() + (time.perf_counter() - began) / SNAPSHOT_SHARE
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._hand_over, public, slips, credentials, view_changed, results,
                                            True, seen[1])
        else:                                 # before start: the first request already finds the game as it is
            self._hand_over(public, slips, credentials, view_changed, results, False, seen[1])

    def _hand_over(self, view: dict, slips: dict | None, credentials, view_changed: bool, results=None,
                   push: bool = True, access: int = 0) -> None:
        import json

        hub = self.hub
        standings_changed = False
        if view_changed or not hub.standings_text:      # a slip alone changes no view: not encoded again
            hub.view, hub.view_text = view, json.dumps(view, ensure_ascii=False)
            hub.view_text_ws = json.dumps({"type": "view", "view": {k: v for k, v in view.items() if k != "standings"}})
            ranks = json.dumps({"type": "standings", "standings": view.get("standings", [])})
            standings_changed = ranks != hub.standings_text
            hub.standings_text = ranks
        if slips is not None:
            touched = changed_tables(hub.slips, slips)
            hub.mine_tables = None if touched is None or hub.mine_tables is None else hub.mine_tables | touched
            hub.slips = slips
        if credentials is not None:
            hub.credentials, hub.access_version = credentials, access
            hub.mine_tables = None                # a login may have ended: every socket is looked at
        if results is not None:
            hub.results_key, hub.tables, hub.names, hub.extra = results
        hub.offer_to_broker()
        if push:
            asyncio.ensure_future(broadcast(hub, view_changed, slips is not None or credentials is not None,
                                            standings_changed))
