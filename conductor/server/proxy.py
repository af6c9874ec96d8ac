"""Who sent a request, when a reverse proxy stands in front: the one parser of forwarded headers.

A request's peer is the address that opened the TCP connection. Behind a reverse proxy (Caddy, nginx) that is the
proxy, and the client's own address, scheme and host travel in X-Forwarded-For, X-Forwarded-Proto and
X-Forwarded-Host, which anybody can write. So they are believed only from the addresses the organiser listed
(`network.trusted_proxies`), as aiohttp_remotes' XForwardedStrict does:

- the peer is not a trusted proxy (or none is listed): nothing forwarded is read, the peer is the client;
- the peer is a trusted proxy: X-Forwarded-For must come once (a repeated header is refused, 400), and the
  client is found by walking it from the right, starting at the peer, while the hop is trusted: the first hop
  that is not a trusted proxy is the client (each proxy appends the address that connected to it, so what
  stands left of the first untrusted hop was written by that hop, and may be forged);
- X-Forwarded-Proto (http or https) and X-Forwarded-Host (a host name, with a port perhaps) from a trusted
  proxy become the request's scheme and host, each given once.

The gate (guard.py) applies this before anything else, so every per-address limit (requests, PIN guesses,
device codes, WebSockets) keys on the client's address, the Host and Origin checks see the public name the
proxy serves, and a request that reached the proxy over HTTPS gets a Secure cookie and HSTS.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable, Mapping
from typing import Any

from ..messages import KeyedError

MOST_HOPS = 16                 # a longer X-Forwarded-For is refused: no real chain of proxies is that long
HOST = re.compile(r"^(?:[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?)*\.?"
                  r"|\[[0-9a-f:.]{2,45}\])(?::[0-9]{1,5})?$")

Network = ipaddress.IPv4Network | ipaddress.IPv6Network
Address = ipaddress.IPv4Address | ipaddress.IPv6Address


class ForwardedError(KeyedError):
    """Forwarded headers from a trusted proxy that cannot be read (repeated, malformed); the message says which."""


def parse_networks(entries: Iterable[str]) -> tuple[Network, ...]:
    """"127.0.0.1", "10.0.0.0/8", "::1" → networks; a bad entry raises ValueError naming it."""
    networks = []
    for entry in entries:
        text = str(entry).strip()
        try:
            networks.append(ipaddress.ip_network(text, strict=False))
        except ValueError:
            raise ValueError(text) from None          # the entry: configure_shield says it (serve.trusted_proxies)
    return tuple(networks)


def _address(text: str) -> Address | None:
    """An address as a proxy writes it: "1.2.3.4", "::1", "[::1]", "[::1]:443", "1.2.3.4:5678" (ports dropped)."""
    text = text.strip().strip('"')
    if text.startswith("["):
        text = text[1:].partition("]")[0]
    elif text.count(":") == 1:
        text = text.partition(":")[0]
    try:
        address = ipaddress.ip_address(text)
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped
    return address


class Proxies:
    """The trusted proxies (addresses and networks), and what a request forwarded through them says."""

    def __init__(self, networks: Iterable[Network] = ()):
        self.networks = tuple(networks)

    def __bool__(self) -> bool:
        return bool(self.networks)

    def trusts(self, address: Address | str | None) -> bool:
        if not self.networks or address is None:
            return False
        if isinstance(address, str):
            address = _address(address)
            if address is None:
                return False
        return any(address.version == network.version and address in network for network in self.networks)

    def forwarded(self, peer: str | None, headers: Mapping) -> dict[str, str]:
        """What a request from `peer` with these headers really is: {} when nothing forwarded is believed, else
        some of {"remote": client address, "scheme": "http"|"https", "host": public host} (for
        `request.clone`). Raises ForwardedError for forwarded headers from a trusted proxy that cannot be
        read. `headers` is a multidict (getall)."""
        if not self.trusts(peer):
            return {}
        overrides: dict[str, str] = {}
        hops = self._single(headers, "X-Forwarded-For")
        if hops is not None:
            chain = hops.split(",")
            if len(chain) > MOST_HOPS:
                raise ForwardedError("forwarded.hops")
            client = _address(peer) if peer is not None else None
            for part in reversed(chain):
                if not self.trusts(client):
                    break
                hop = _address(part)
                if hop is None:
                    raise ForwardedError("forwarded.address")
                client = hop
            overrides["remote"] = str(client)
        proto = self._single(headers, "X-Forwarded-Proto")
        if proto is not None:
            scheme = proto.split(",")[0].strip().lower()
            if scheme not in ("http", "https"):
                raise ForwardedError("forwarded.proto")
            overrides["scheme"] = scheme
        host = self._single(headers, "X-Forwarded-Host")
        if host is not None:
            name = host.split(",")[0].strip().lower()
            if len(name) > 260 or not HOST.match(name):
                raise ForwardedError("forwarded.host")
            overrides["host"] = name
        return overrides

    @staticmethod
    def _single(headers: Any, name: str) -> str | None:      # a multidict (getall)
        values = headers.getall(name, [])
        if len(values) > 1:
            raise ForwardedError("forwarded.twice", name=name)
        return values[0] if values else None
