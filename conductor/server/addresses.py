"""Where the server is reached and by whom: the address it listens on, the Host names and public URL it answers,
its TLS context, the proxies it trusts and the requests an address may make. Read by the game server, a socket
process (relay.py), the multiplex hub's command and `doctor`; any problem is one line (ServeError)."""

from __future__ import annotations

import socket
import ssl
from typing import Any
from urllib.parse import urlsplit

from ..config import PerAddress
from ..digits import is_whole
from ..messages import KeyedError, Message, message_of
from .guard import origin_of, without_default_port
from .limits import FixedWindow
from .proxy import Proxies, parse_networks


class ServeError(KeyedError):
    """The server cannot start (a bad address, a port in use); the message (messages/errors.py) says which."""


def parse_address(text: str) -> tuple[str, int]:
    """"8765" → all interfaces; "127.0.0.1:8765" → that one; port 0 picks a free port."""
    host, _, port = text.rpartition(":")
    if not is_whole(port, 5) or not 0 <= int(port) <= 65535:
        raise ServeError("serve.address", text=text)
    return host.strip("[]") or "0.0.0.0", int(port)


def served_hosts(host: str, port: int, default_port: int = 80) -> frozenset[str]:
    """The Host headers this server answers (with the port; without it on the scheme's own port, 80 or 443): the
    address it was given, this machine's names and addresses on the room's network, and the loopback ones."""
    names = {"127.0.0.1", "localhost", "[::1]", room_address()}
    if host in ("0.0.0.0", "::", ""):
        try:
            hostname = socket.gethostname()
            names |= {hostname, f"{hostname}.local"}
            names |= {str(info[4][0]) for info in socket.getaddrinfo(hostname, None, socket.AF_INET)}
        except OSError:
            pass
    else:
        names.add(f"[{host}]" if ":" in host else host)
    names = {name.lower() for name in names if name}
    hosts = {f"{name}:{port}" for name in names}
    if port == default_port:
        hosts |= names
    return frozenset(hosts)


def tls_context(cert: str | None, key: str | None) -> ssl.SSLContext | None:
    """The server's TLS context from a PEM certificate (chain) and its private key; None without either. Any
    problem is one line (ServeError) naming the file."""
    if not cert and not key:
        return None
    if not cert or not key:
        raise ServeError("serve.tls_pair", missing="--tls-key" if cert else "--tls-cert")
    for flag, path in (("--tls-cert", cert), ("--tls-key", key)):
        try:
            with open(path, "rb") as file:
                file.read(1)
        except OSError as error:
            raise ServeError("serve.tls_file", flag=flag, path=path, why=message_of(error)) from None
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.options |= ssl.OP_NO_COMPRESSION
    try:
        context.load_cert_chain(cert, key, password=lambda: b"")     # never a passphrase prompt on the console
    except (ssl.SSLError, ValueError) as error:
        why: Any = getattr(error, "reason", None)
        why = Message("serve.key_mismatch") if why == "KEY_VALUES_MISMATCH" else why and why.lower()
        raise (ServeError("serve.tls_why", cert=cert, key=key, why=why) if why else
               ServeError("serve.tls", cert=cert, key=key)) from None
    return context


def public_address(url: str | None) -> tuple[str, frozenset[str], frozenset[str]]:
    """network.public_url ("https://duplicada.example.org/") → (the URL to give people, its hosts, its origin)."""
    if not url:
        return "", frozenset(), frozenset()
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ServeError("serve.public_url", url=url)
    host = without_default_port(parts.scheme, parts.netloc.lower().rpartition("@")[2])
    shown = f"{parts.scheme}://{host}{parts.path or '/'}"
    return shown, frozenset({host}), frozenset({origin_of(parts.scheme, host)})



def configure_shield(shield, trusted_proxies, public_url: str | None, per_address: PerAddress | None = None) -> str:
    """The gate's trusted proxies, public name and requests per address from the settings (the writer's and a
    socket process's alike); the public URL to give people, or "" without one."""
    shield.per_address = FixedWindow(requests_per_second(per_address or PerAddress()), 1.0)
    try:
        shield.proxies = Proxies(parse_networks(trusted_proxies or ()))
    except ValueError as error:           # an entry that is no network: proxy.parse_networks names it
        raise ServeError("serve.trusted_proxies", entry=error.args[0]) from None
    shown, shield.public_hosts, shield.public_origins = public_address(public_url)
    return shown



def requests_per_second(per_address: PerAddress) -> int:
    """Requests one address may make in a second: 300, or more for the room its connections may hold (a browser
    loading the page asks for a dozen files at once)."""
    return max(300, 4 * per_address.connections)


def room_address() -> str:
    """This machine's address on the room's network: the one its default route would use (no packet is sent)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()
