"""What the game server needs: the room's addresses and a free port, Redis with socket processes, and on a server
for players at home (no screen or speakers) the clips, the public address behind the proxy, the join code and
the open-file limit."""

from __future__ import annotations

import shutil
import socket

from ..config import Settings
from .check import DEFAULT_PORT, MISSING, OK, WARNING, Check, _error


def network_check(settings: Settings) -> Check:
    """The addresses a phone on the room's network could use, and whether the game server's port is free."""
    from ..server.addresses import parse_address, room_address

    addresses = sorted({room_address(), *_interface_addresses()} - {"127.0.0.1"})
    host, port = parse_address(settings.serve) if settings.serve else ("0.0.0.0", DEFAULT_PORT)
    facts = {"addresses": addresses, "serve": settings.serve, "port": port,
             "urls": [f"http://{address}:{port}/" for address in addresses]}
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
            probe.bind(("" if host in ("0.0.0.0", "") else host, port))
    except OSError as error:
        facts["port_error"] = _error(error)
        return Check("network", MISSING if settings.serve else WARNING, facts)
    return Check("network", OK if addresses else WARNING, facts)


def broker_check(settings: Settings) -> Check | None:
    """With socket processes (network.broker): the redis package, and Redis answering (None without a broker)."""
    if not settings.broker:
        return None
    facts: dict[str, object] = {"broker": settings.broker, "channel": settings.broker_channel}
    try:
        import redis
    except ImportError:
        return Check("broker", MISSING, {**facts, "error": "no redis package", "package": False})
    try:
        client = redis.Redis.from_url(settings.broker, socket_timeout=2, socket_connect_timeout=2)
        try:
            client.ping()
            facts["version"] = client.info("server").get("redis_version")
        finally:
            client.close()
    except Exception as error:                    # noqa: BLE001 - any failure is one line for the organiser
        return Check("broker", MISSING, {**facts, "error": _error(error)})
    return Check("broker", OK, facts)


def is_server(settings: Settings) -> bool:
    """Settings that describe an online game served to players at home behind a proxy (no room, no projector)."""
    return settings.entry == "online" and bool(settings.public_url or settings.trusted_proxies)


def clips_check() -> Check:
    """The room's voice goes to players at home as Ogg Opus clips (soundfile, libsndfile): can this machine
    make one?"""
    try:
        import numpy
        import soundfile

        from ..room.home_voice import encode

        data = encode(numpy.zeros(2400, dtype=numpy.float32), 24_000)
        return Check("clips", OK if data[:4] == b"OggS" else MISSING,
                     {"libsndfile": soundfile.__libsndfile_version__, "bytes": len(data)})
    except Exception as error:  # noqa: BLE001 - a missing or old library is the finding
        return Check("clips", MISSING, {"error": _error(error)})


def public_check(settings: Settings) -> Check:
    """Where the server listens and what players are given: the public address, the invitation link (with the join
    code). Two ways to be ready: behind a proxy (trusted_proxies, listening on 127.0.0.1 only), or serving players
    directly over HTTPS (tls_cert and tls_key, no proxy: listening on the address players reach). A port held by a
    conductor that answers is the game being served, not a port in use."""
    from ..server.addresses import parse_address

    serve = settings.serve or f"127.0.0.1:{DEFAULT_PORT}"
    host, port = parse_address(serve)
    public = settings.public_url or ""
    direct = not settings.trusted_proxies and bool(settings.tls_cert and settings.tls_key)
    code = "CODE" if settings.join_code == "generate" else settings.join_code   # conductor makes it at the start
    facts = {"serve": serve, "public_url": public or None, "proxies": list(settings.trusted_proxies),
             "join_code": bool(settings.join_code), "caddy": shutil.which("caddy"), "direct": direct,
             "invitation": (public.rstrip("/") + "/play" + (f"#join={code}" if code else "")) if public else None,
             "local_only": host in ("127.0.0.1", "::1", "localhost")}
    try:
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM) as probe:
            probe.bind(("" if host in ("0.0.0.0", "") else host, port))
    except OSError as error:
        if not _conductor_answers(host, port, direct):
            facts["port_error"] = _error(error)
            return Check("public", MISSING, facts)
        facts["serving"] = True                   # the game server itself holds the port
    behind_proxy = bool(settings.trusted_proxies) and facts["local_only"]
    good = public and settings.join_code and (behind_proxy or (direct and not facts["local_only"]))
    return Check("public", OK if good else WARNING, facts)


def _conductor_answers(host: str, port: int, tls: bool) -> bool:
    """Whether a conductor game server answers on this machine's `port` (its own `Server: conductor`)."""
    import ssl
    import urllib.request

    address = "127.0.0.1" if host in ("0.0.0.0", "", "localhost") else host
    address = f"[{address}]" if ":" in address else address
    context = ssl.create_default_context()
    context.check_hostname, context.verify_mode = False, ssl.CERT_NONE     # our own server, asked on this machine
    for scheme in (("https", "http") if tls else ("http", "https")):
        try:
            with urllib.request.urlopen(f"{scheme}://{address}:{port}/api/time", timeout=2,
                                        context=context if scheme == "https" else None) as answer:
                return answer.headers.get("Server") == "conductor"
        except Exception:                          # noqa: BLE001 - not a conductor, or not answering: in use
            continue
    return False


def descriptors_check() -> Check:
    """Open files allowed: each player's WebSocket and requests are one; the server raises its soft limit to the
    hard one at start, and holds about three quarters of it as connections."""
    try:
        from .. import platforms
        from ..server.connections import connection_cap

        soft, hard = platforms.open_file_limits()
        usable = hard if hard is not None else 1 << 20
        cap = connection_cap(usable)
    except (ValueError, OSError) as error:
        return Check("descriptors", WARNING, {"error": _error(error)})
    return Check("descriptors", OK if cap >= 2000 else WARNING, {"soft": soft, "hard": usable, "connections": cap})


def _interface_addresses() -> set[str]:
    try:
        return {str(info[4][0]) for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)}
    except OSError:
        return set()
