"""`conductor sockets`: one socket process beside the writer (`conductor run` with network.broker), holding
players' WebSockets past what one process can (docs/ARCHITECTURE.md, "Past one process"; server/relay.py)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .. import platforms
from ..version import DISTRIBUTION
from .common import UsageError, speak


def cmd_sockets(args: argparse.Namespace) -> int:
    from ..config import load_settings

    if _is_hub(Path(args.config)):
        return _hub_sockets(args)
    settings = load_settings(Path(args.config))
    speak(settings.language)
    if not settings.broker:
        raise UsageError("cli.no_broker", path=args.config, setting="network.broker").told(settings.language)
    try:
        import redis  # noqa: F401
    except ImportError:
        raise UsageError("cli.no_redis", package=DISTRIBUTION).told(settings.language) from None
    from ..server.relay import serve
    from ..server.tickets import load_key

    assert settings.broker_key is not None        # config.py puts it beside the settings when there is a broker
    key = load_key(Path(settings.broker_key))
    language = settings.language

    def ready(url: str) -> None:
        print(f"conductor sockets: /ws at {url} (broker {settings.broker}, game '{settings.broker_channel}')",
              file=sys.stderr, flush=True)

    platforms.run(serve(args.serve, settings.broker, settings.broker_channel, key, language,
                      (args.tls_cert or settings.tls_cert, args.tls_key or settings.tls_key),
                      settings.trusted_proxies, settings.public_url, ready, settings.per_address))
    return 0


def _is_hub(path: Path) -> bool:
    """A hub.yaml (its `multiplex:` group names venues), not a game's settings."""
    import yaml

    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return False
    return isinstance(data, dict) and isinstance(data.get("multiplex"), dict) and "venues" in data["multiplex"]


def _hub_sockets(args: argparse.Namespace) -> int:
    """A socket process for the multiplex's spectators: /ws, /multiplex and /api/multiplex from what the hub
    publishes (multiplex/spectators.py). It holds no key and serves no login."""
    import secrets

    from ..multiplex.settings import load_hub_settings
    from ..multiplex.spectators import add_public_routes, published
    from ..server.relay import serve

    settings = load_hub_settings(Path(args.config))          # HubSettingsError: said in the file's language
    speak(settings.language)
    if not settings.broker:
        raise UsageError("cli.no_broker", path=args.config, setting="multiplex.broker").told(settings.language)

    def routes(app, hub) -> None:
        from ..server.screen import install_multiplex

        add_public_routes(app, published(hub))
        install_multiplex(app)                   # the page (static/multiplex/), its modules and words

    def ready(url: str) -> None:
        print(f"conductor sockets: /ws at {url} (and /multiplex, /api/multiplex; broker {settings.broker}, hub "
              f"'{settings.broker_channel}')", file=sys.stderr, flush=True)

    platforms.run(serve(args.serve, settings.broker, settings.broker_channel, secrets.token_bytes(32), settings.language,
                      (args.tls_cert, args.tls_key), settings.trusted_proxies, None, ready, settings.per_address,
                      routes=routes))
    return 0


def add_parsers(commands) -> None:
    sockets = commands.add_parser(
        "sockets", help="a socket process for players at home, beside `conductor run` with network.broker: holds "
                        "WebSockets on /ws and pushes what the game publishes (start one a core)")
    sockets.add_argument("-c", "--config", required=True, help="the game's settings file (network.broker, "
                         "network.broker_channel, network.public_url, network.trusted_proxies), or the multiplex "
                         "hub's hub.yaml (multiplex.broker: its spectators' /ws, /multiplex and /api/multiplex)")
    sockets.add_argument("--serve", required=True, metavar="[HOST:]PORT", help="where to listen, e.g. 127.0.0.1:8101")
    sockets.add_argument("--tls-cert", metavar="FILE", help="serve WSS with this PEM certificate (chain)")
    sockets.add_argument("--tls-key", metavar="FILE", help="the certificate's private key, unencrypted PEM")
    sockets.set_defaults(handler=cmd_sockets)
