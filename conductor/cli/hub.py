"""`conductor hub`: the multiplex hub (DESIGN §4g), headless: it merges the venues' games as they are played.

    conductor hub --serve [HOST:]PORT -c hub.yaml --log HUB.jsonl [--draw VENUE]     (or --resume HUB.jsonl)

It prints one JSON line when it serves ({"ok": true, "serve": URL, "log": PATH, "venues": [...], "draw": VENUE};
resumed, what it replayed: "resumed": {"events", "settlements", "absent", "seconds", "venues": {NAME: {"events",
"revealed"}}, "changed"?}), the first wrong key from each address on stderr; it stops on SIGINT or SIGTERM. Every
event it acknowledges is in HUB.jsonl first. Its standard input is the organiser's console (multiplex/console.py:
`settle VENUE ROUND count|void`, `absent VENUE`, `present VENUE`), each line answered with one JSON line on standard
output, where the organiser is also told at once, one JSON line each ({"organiser": SENTENCE}), of a venue kept
apart, a venue whose events the hub cannot replay, a venue with another thinking time, a venue that has sent nothing
`silent_seconds` after the first, a venue past what a venue may send, and at a resume what hub.yaml changed since
the log began (one line: venues added or removed, the criterion…; kept in the log, so the report follows; a venue
with events in the log that hub.yaml no longer lists is refused, its events would vanish); and at most once a minute
of errors met inside the hub (a bug in a route answers that request 500: counted, their tracebacks kept in
HUB.errors.txt beside the log). `--draw` names the drawing venue of this game (any venue of
hub.yaml, chosen per game: a federation's hub.yaml serves every game of the day); its log keeps it."""

from __future__ import annotations

import argparse
import asyncio
import json
import signal
import sys
import time
from pathlib import Path

from .. import platforms
from ..messages import Message
from .common import UsageError, speak
from ..messages import message_of


def lexicons(given: str | list[str] | None):
    """The word list of each venue's setup, among the hub's own only (it opens no file a venue names, DESIGN §4g):
    hub.yaml's `lexicon:` (`given`; `report --multiplex` may give several) and the embedded list of each ruleset,
    all loaded now, so that no venue's event ever waits for a list to load. A setup's list is matched by wordlist/identity.py (`logged_list`, `same_list`:
    by its words, an older log by its file's hash); a list the hub does not hold is refused (feed.OtherList)."""
    from ..engine import Lexicon, LexiconError
    from ..multiplex.feed import OtherList
    from ..rules.ruleset import DEFAULT, RULESETS
    from ..wordlist.identity import logged_list

    held: dict[str, list] = {}
    files = [given] if isinstance(given, str) else list(given or ())
    read: set[str] = set()
    for ruleset in RULESETS:
        held[ruleset.name] = [Lexicon.load(None, ruleset.tiles)]
        for file in reversed(files):
            try:
                held[ruleset.name].insert(0, Lexicon.load(file, ruleset.tiles))
                read.add(file)
            except LexiconError:
                pass                              # a list of the other language's tiles
    for file in files:
        if file not in read:
            Lexicon.load(file, DEFAULT.tiles)     # no tile set reads it: its own error, said by the caller

    def lexicon_for(setup: dict):
        lists = held.get(str(setup.get("ruleset")))
        logged = logged_list(setup)
        for lexicon in lists or ():
            if lexicon.identity.same_list(logged):
                return lexicon
        raise OtherList(have=f"{logged.label} ({logged.short})",
                        held=", ".join(f"{each.identity.label} ({each.identity.short})" for each in lists or ()))
    return lexicon_for


def cmd_hub(args: argparse.Namespace) -> int:
    from ..multiplex.hublog import HubLog, HubLogError, changes, read_hub_log, replay_hub_log
    from ..multiplex.settings import HubSettingsError, load_hub_settings
    from ..multiplex.state import MultiplexState
    from ..multiplex.web import HubServer
    from ..engine import LexiconError
    from ..server.addresses import ServeError, parse_address, tls_context
    from ..server.errors import errors_file, keep_tracebacks

    if bool(args.log) == bool(args.resume):
        raise UsageError("cli.hub_log")
    settings = load_hub_settings(Path(args.config))                 # HubSettingsError: in the file's language
    speak(settings.language)
    try:
        kept, lines = read_hub_log(Path(args.resume)) if args.resume else ({}, [])
        settings = drawing(settings, args.draw, kept)
        changed = changes(kept, settings, lines) if args.resume else []     # said, and kept in the log
        host, port = parse_address(args.serve)            # the game server's reading of [HOST:]PORT
    except (HubLogError, HubSettingsError, ServeError) as error:
        error.language = settings.language              # the hub's, now that its settings are read
        raise error from None
    if not args.serve.rpartition(":")[0]:
        host = "127.0.0.1"                                # no host named: this machine only, as the hub always took it
    try:
        state = MultiplexState(settings, lexicons(settings.lexicon))
    except LexiconError as error:
        raise UsageError("cli.hub_list", why=error.message).told(settings.language) from None
    path = Path(args.resume or args.log)
    resumed = None
    try:
        if args.resume:
            began = time.monotonic()
            replayed = replay_hub_log(state, lines)
            resumed = {**replayed, "seconds": round(time.monotonic() - began, 3), "venues": {
                name: {"events": feed.acked, "revealed": feed.revealed} for name, feed in state.feeds.items()}}
            if changed:
                resumed["changed"] = [m.said(settings.language) for m in changed]
        log = HubLog(path, bool(args.resume), settings)
        if changed:
            log.changed(settings, time.time())
            state.organiser.append(Message("hubconf.changed", changes="; ".join(m.said(settings.language)
                                                                                 for m in changed)))
    except HubLogError as error:
        raise error.told(settings.language) from None
    keep_tracebacks(errors_file(path))          # a bug met inside the hub: counted, told, kept for us (errors.py)
    try:
        tls = tls_context(args.tls_cert, args.tls_key)
        server = HubServer(state, log)
        server.on_organiser = lambda told: _tell(told, settings.language)
        platforms.run(_serve(server, host, port, tls, path, resumed))
    except ServeError as error:
        raise error.told(settings.language) from None
    except OSError as error:
        raise ServeError("serve.failed", address=args.serve, why=message_of(error)).told(
            settings.language) from None
    finally:
        log.close()
    return 0


def drawing(settings, draw: str | None, kept: dict):
    """hub.yaml's settings with this game's drawing venue: `--draw VENUE` (any venue listed), else a resumed log's,
    else hub.yaml's `draw:`. A resumed game keeps the venue it began with."""
    from dataclasses import replace

    from ..multiplex.settings import HubSettingsError

    had = kept.get("draw") if kept else None
    if draw is not None:
        if draw not in settings.venues:
            raise HubSettingsError("hubconf.draw", setting="--draw", venue=draw, venues=", ".join(settings.venues))
        if kept and had != draw:
            raise HubSettingsError("hubconf.draw_resumed", venue=draw, was=str(had))
    chosen = draw or had or settings.draw
    if chosen is None or chosen == settings.draw:
        return settings
    return replace(settings, draw=chosen, pack=None)


def _tell(told: list, language: str) -> None:
    """The organiser told at once, on the console: one JSON line each."""
    for message in told:
        print(json.dumps({"organiser": message.said(language)}, ensure_ascii=False), flush=True)


def _app(server):
    """The hub's app behind the game server's gate (server/guard.py: requests per address, trusted proxies, a
    WebSocket's Origin, the security headers), with the spectators' /ws: the game server's fan-out (server/push.py)
    on a Hub that holds no game, and with `broker:` each answer published for socket processes (server/fanout.py).
    (The app, its Hub, the publisher or None.)"""
    from ..game.access import Credentials
    from ..multiplex.spectators import pushed_text
    from ..multiplex.web import make_hub_app
    from ..server.addresses import configure_shield
    from ..server.guard import SHIELD, guard, plain_server_header
    from ..server.hub import HUB, Hub
    from ..server.push import broadcast, close_sockets, socket_handler
    from ..server.screen import install_multiplex

    settings = server.state.settings
    hub = Hub(None, language=settings.language, entry="online",  # type: ignore[arg-type]  # no inbox: no game here
              per_address=settings.per_address)
    configure_shield(hub.shield, settings.trusted_proxies, None, settings.per_address)
    app = make_hub_app(server, outer=[guard])
    app[HUB], app[SHIELD] = hub, hub.shield
    app.router.add_get("/ws", socket_handler)
    install_multiplex(app)                       # the page (static/multiplex/), its modules and words
    app.on_response_prepare.append(plain_server_header)     # `Server: conductor`, no software or version
    app.on_shutdown.append(close_sockets)
    publisher = None
    if settings.broker:
        import secrets

        from ..server.fanout import Publisher

        publisher = Publisher(settings.broker, settings.broker_channel, secrets.token_bytes(32), settings.language)

    def on_answer(answer: dict) -> None:
        text = pushed_text(answer)
        if text != hub.view_text_ws:
            hub.view_text_ws = text
            asyncio.ensure_future(broadcast(hub, True, False, False))
        if publisher is not None:
            publisher.offer(text, '{"type": "standings", "standings": []}', {}, Credentials(), 0, "online",
                            public=json.dumps(answer, ensure_ascii=False))
    server.on_answer = on_answer
    server.watched = lambda: bool(hub.sockets) or publisher is not None
    return app, hub, publisher


async def _serve(server, host: str, port: int, tls, path: Path, resumed: dict | None) -> None:
    from ..server.runner import listen

    app, hub, publisher = _app(server)
    if publisher is not None:
        publisher.start()
    # the game server's listener: every connection counted and timed, per address and in all (connections.py)
    runner, bound = await listen(app, host, port, tls, hub.shield, 1024)
    server.connections_over_cap = lambda: hub.connections.over_cap if hub.connections else 0   # below HTTP
    hub.shield.hosts = frozenset()        # any Host: all the hub serves without a key is public
    scheme = "https" if tls is not None else "http"
    shown = f"[{host}]" if ":" in host else host
    first = {"ok": True, "serve": f"{scheme}://{shown}:{bound}", "log": str(path),
             "venues": list(server.state.feeds), "draw": server.state.settings.draw}
    if resumed is not None:
        first["resumed"] = resumed
    print(json.dumps(first, ensure_ascii=False), flush=True)
    server.tell_organiser()                   # what the replay found (a venue kept apart, …)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):       # Windows: Ctrl+C ends platforms.run (asyncio.Runner)
            pass
    _console(server, loop)
    told = asyncio.ensure_future(_tell_errors(server.state.settings.language))
    try:
        await stop.wait()
    finally:
        told.cancel()
        await runner.cleanup()
        if publisher is not None:
            publisher.stop()
    print("conductor hub: stopped", file=sys.stderr, flush=True)


async def _tell_errors(language: str) -> None:
    """What went wrong inside the hub, told to the organiser as the game server tells its judge (server/errors.py):
    a line at most every minute, with how many so far and the file that keeps their tracebacks."""
    from ..messages import Message
    from ..server.errors import NOTICES

    while True:
        while NOTICES:
            _tell([Message("multiplex.internal_error", **NOTICES.popleft().params())], language)
        await asyncio.sleep(1.0)


def _console(server, loop) -> None:
    """The organiser's console: a thread reads standard input (never blocking the hub), the loop acts on each line."""
    import threading

    from ..multiplex.console import console_line

    async def act(line: str) -> None:
        await server.all_applied()               # a settlement stands where the log puts it: after what is held
        answer = console_line(server.state, server.log, line, server.clock())
        if answer is not None:
            print(json.dumps(answer, ensure_ascii=False), flush=True)

    def read() -> None:
        try:
            for line in sys.stdin:
                asyncio.run_coroutine_threadsafe(act(line), loop)
        except (OSError, ValueError, RuntimeError):     # no console (a service), or the hub stopping
            pass

    threading.Thread(target=read, name="conductor-hub-console", daemon=True).start()


def add_parsers(commands) -> None:
    hub = commands.add_parser("hub", help="the multiplex hub: one game live in several venues, merged as it is played")
    hub.add_argument("--serve", required=True, metavar="[HOST:]PORT", help="where venues and spectators reach it")
    hub.add_argument("-c", "--config", required=True, metavar="hub.yaml",
                     help="the venues and their keys, draw or pack, ranking, partial_every")
    hub.add_argument("--log", metavar="HUB.jsonl", help="a new hub's log (every event it acknowledges)")
    hub.add_argument("--resume", metavar="HUB.jsonl", help="bring a hub back from its log")
    hub.add_argument("--draw", metavar="VENUE", help="this game's drawing venue (any of hub.yaml's venues; "
                                                      "default: hub.yaml's draw)")
    hub.add_argument("--tls-cert", metavar="PEM", help="HTTPS: the certificate (chain), as the game server's")
    hub.add_argument("--tls-key", metavar="PEM", help="HTTPS: its private key")
    hub.set_defaults(handler=cmd_hub)
