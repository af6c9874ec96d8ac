"""`conductor hub`: the multiplex hub (DESIGN §4g), headless: it merges the venues' games as they are played.

    conductor hub --serve [HOST:]PORT -c hub.yaml --log HUB.jsonl      (or --resume HUB.jsonl)

It prints one JSON line when it serves ({"ok": true, "serve": URL, "log": PATH, "venues": [...]}), then a line on
stderr for each wrong key; it stops on SIGINT or SIGTERM. Every event it acknowledges is in HUB.jsonl first. Its
standard input is the organiser's console (multiplex/console.py: `settle VENUE ROUND count|void`), each line
answered with one JSON line on standard output."""

from __future__ import annotations

import argparse
import asyncio
import json
import signal
import sys
from pathlib import Path

from .common import UsageError, lexicon_of_log


def lexicons(given: str | None):
    """The word list of each venue's setup, loaded once per list."""
    from ..rules import tile_set
    from ..wordlist.identity import logged_list

    loaded: dict = {}

    def lexicon_for(setup: dict):
        key = (setup.get("ruleset", "fisc"), logged_list(setup).key)
        if key not in loaded:
            loaded[key] = lexicon_of_log(setup, given, tile_set(key[0]))
        return loaded[key]
    return lexicon_for


def cmd_hub(args: argparse.Namespace) -> int:
    from ..multiplex.hublog import HubLog, HubLogError, read_hub_log, replay_hub_log
    from ..multiplex.settings import HubSettingsError, load_hub_settings
    from ..multiplex.state import MultiplexState
    from ..multiplex.web import HubServer
    from ..server.addresses import ServeError, parse_address, tls_context

    if bool(args.log) == bool(args.resume):
        raise UsageError("conductor hub: give --log HUB.jsonl (a new hub) or --resume HUB.jsonl")
    try:
        settings = load_hub_settings(Path(args.config))
    except HubSettingsError as error:
        raise UsageError(error.said()) from None
    try:
        host, port = parse_address(args.serve)            # the game server's reading of [HOST:]PORT
    except ServeError as error:
        raise UsageError(f"conductor hub: {error}") from None
    if not args.serve.rpartition(":")[0]:
        host = "127.0.0.1"                                # no host named: this machine only, as the hub always took it
    state = MultiplexState(settings, lexicons(settings.lexicon))
    path = Path(args.resume or args.log)
    try:
        if args.resume:
            replay_hub_log(state, read_hub_log(path)[1])
        log = HubLog(path, bool(args.resume), settings)
    except HubLogError as error:
        raise UsageError(error.message.said(settings.language)) from None
    try:
        tls = tls_context(args.tls_cert, args.tls_key)
        server = HubServer(state, log)
        asyncio.run(_serve(server, host, port, tls, path))
    except ServeError as error:
        raise UsageError(f"conductor hub: {error}") from None
    except OSError as error:
        raise UsageError(f"conductor hub: --serve {args.serve}: {error.strerror or error}") from None
    finally:
        log.close()
    return 0


def _app(server):
    """The hub's app behind the game server's gate (server/guard.py: requests per address, trusted proxies, a
    WebSocket's Origin, the security headers), with the spectators' /ws: the game server's fan-out (server/push.py)
    on a Hub that holds no game, and with `broker:` each answer published for socket processes (server/fanout.py).
    (The app, its Hub, the publisher or None.)"""
    from ..game.access import Credentials
    from ..multiplex.spectators import pushed_text
    from ..multiplex.web import make_hub_app
    from ..server.guard import SHIELD, guard
    from ..server.hub import HUB, Hub
    from ..server.push import broadcast, close_sockets, socket_handler
    from ..server.addresses import configure_shield

    settings = server.state.settings
    hub = Hub(None, language=settings.language, entry="online",  # type: ignore[arg-type]  # no inbox: no game here
              per_address=settings.per_address)
    configure_shield(hub.shield, settings.trusted_proxies, None, settings.per_address)
    app = make_hub_app(server, outer=[guard])
    app[HUB], app[SHIELD] = hub, hub.shield
    app.router.add_get("/ws", socket_handler)
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


async def _serve(server, host: str, port: int, tls, path: Path) -> None:
    from ..server.runner import listen

    app, hub, publisher = _app(server)
    if publisher is not None:
        publisher.start()
    # the game server's listener: every connection counted and timed, per address and in all (connections.py)
    runner, bound = await listen(app, host, port, tls, hub.shield, 1024)
    hub.shield.hosts = frozenset()        # any Host: all the hub serves without a key is public
    scheme = "https" if tls is not None else "http"
    shown = f"[{host}]" if ":" in host else host
    print(json.dumps({"ok": True, "serve": f"{scheme}://{shown}:{bound}", "log": str(path),
                      "venues": list(server.state.feeds)}), flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):       # Windows: Ctrl+C ends asyncio.run
            pass
    _console(server, loop)
    try:
        await stop.wait()
    finally:
        await runner.cleanup()
        if publisher is not None:
            publisher.stop()
    print("conductor hub: stopped", file=sys.stderr, flush=True)


def _console(server, loop) -> None:
    """The organiser's console: a thread reads standard input (never blocking the hub), the loop acts on each line."""
    import threading

    from ..multiplex.console import console_line

    def act(line: str) -> None:
        answer = console_line(server.state, server.log, line, server.clock())
        if answer is not None:
            print(json.dumps(answer, ensure_ascii=False), flush=True)

    def read() -> None:
        try:
            for line in sys.stdin:
                loop.call_soon_threadsafe(act, line)
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
    hub.add_argument("--tls-cert", metavar="PEM", help="HTTPS: the certificate (chain), as the game server's")
    hub.add_argument("--tls-key", metavar="PEM", help="HTTPS: its private key")
    hub.set_defaults(handler=cmd_hub)
