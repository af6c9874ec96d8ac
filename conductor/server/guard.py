"""The one gate every HTTP request and WebSocket passes before a handler sees it, and the one parser of bodies.

- `guard` (the middleware): first, who really sent the request (behind a trusted reverse proxy: the client's
  address, scheme and public host, read by proxy.py; from anybody else nothing forwarded is believed); then
  requests per address over the limit → 429; a Host that is not one of the addresses served (nor the public
  name, network.public_url or the one a trusted proxy serves) → 421 (DNS rebinding: a page on another name that
  resolves to this laptop); an Origin that is not the server's own (https://… under TLS) on a POST or a
  WebSocket → 403 (a page elsewhere using a phone's cookie); any exception a handler lets out → a refusal with
  one line of JSON in the game's language, never a traceback (noted: errors.py counts it, tells the judge or the
  organiser once a minute and keeps its traceback in a file); the security headers on every answer, and HSTS
  on an answer over HTTPS.
- `cookie_options`: the login cookie's attributes (HttpOnly, SameSite=Strict, and Secure over HTTPS).
- `read_json` (the parser): a JSON object of at most 4 KB, read within a few seconds, nested at most a few
  levels, no key twice (jsonbody.py, as the multiplex hub reads its bodies), with the expected keys and exact
  types, integers bounded.
Connections themselves (how many, for how long) are bounded below HTTP, in connections.py.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from aiohttp import web

from ..jsonbody import BodyError, decode_json
from ..messages import LANGUAGES, text
from .errors import error_kind, noted
from .limits import FixedWindow
from .proxy import ForwardedError, Proxies

MAX_BODY = 4096
BODY_SECONDS = 5.0
DEPTH = 4                      # {"a": [..]}: deeper than any request of ours
SMALLEST, LARGEST = 0, 99_999  # tables and rounds
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; connect-src 'self'; "
                               "frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer", "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}
HSTS = {"Strict-Transport-Security": "max-age=31536000"}
SERVER_NAME = "conductor"
DEFAULT_PORTS = {"http": "80", "https": "443"}
TYPES = {kind: {language: text(f"server.type_{kind}", language) for language in LANGUAGES}
         for kind in ("int", "str", "bool")}


def say(language: str, key: str, **values) -> str:
    """A refusal of the gate (messages/server.py, keys "server.…"), in the game's language."""
    return text(f"server.{key}", language, **values)


class Refused(Exception):
    """A request refused before it reaches the game: its HTTP status and the reason (and more fields for the
    answer's JSON, e.g. {"login": "ended"})."""

    def __init__(self, status: int, message: str, headers: dict | None = None, body: dict | None = None):
        super().__init__(message)
        self.status, self.message, self.headers, self.body = status, message, headers or {}, body or {}


@dataclass
class Shield:
    """What the gate checks against: the game's language, the hosts served ("127.0.0.1:8765", …; empty: any),
    the requests per address; the public address people are given when it is not the server's own
    (network.public_url, behind a proxy: its host, and its origin "https://name"), and the reverse proxies
    whose forwarded headers are believed."""
    language: str = field(kw_only=True)      # the game's (the hub's)
    hosts: frozenset[str] = frozenset()
    per_address: FixedWindow = field(default_factory=lambda: FixedWindow(300, 1.0))
    public_hosts: frozenset[str] = frozenset()
    public_origins: frozenset[str] = frozenset()
    proxies: Proxies = field(default_factory=Proxies)

    def say(self, key: str, **values) -> str:
        return say(self.language, key, **values)


SHIELD = web.AppKey("shield", Shield)


def error(status: int, message: str, headers: dict | None = None, body: dict | None = None) -> web.Response:
    return web.json_response({"ok": False, "error": message, **(body or {})}, status=status, headers=headers)


def without_default_port(scheme: str, host: str) -> str:
    """"name:443" → "name" for https (":80" for http): how a browser writes an origin."""
    port = DEFAULT_PORTS.get(scheme)
    return host[: -len(port) - 1] if port and host.endswith(f":{port}") else host


def origin_of(scheme: str, host: str) -> str:
    return f"{scheme}://{without_default_port(scheme, host.lower())}"


def check_host_and_origin(request: web.Request, shield: Shield, vouched: bool = False) -> None:
    """421 for a Host not served; 403 for a foreign Origin on a POST or a WebSocket (a missing Origin is a
    program, not a browser: it holds no victim's cookie). `vouched`: the host is the X-Forwarded-Host of a
    trusted proxy (request.host), accepted as the public name unless network.public_url names another.
    Over HTTPS (TLS here, or a trusted proxy's X-Forwarded-Proto) only an https:// origin is the page's own."""
    if vouched:
        host = request.host.strip().lower()
    else:
        hosts = request.headers.getall("Host", [])
        host = hosts[0].strip().lower() if len(hosts) == 1 else ""
    scheme = request.scheme
    if shield.hosts and host not in shield.hosts and without_default_port(scheme, host) not in shield.public_hosts \
            and not (vouched and not shield.public_hosts):
        raise Refused(421, shield.say("host"))
    if request.method == "POST" or request.headers.get("Upgrade", "").lower() == "websocket":
        origins = request.headers.getall("Origin", [])
        if len(origins) > 1:
            raise Refused(403, shield.say("origin"))
        if origins:
            origin = origins[0].strip().lower()
            origin = without_default_port(origin.partition("://")[0], origin)
            if origin not in own_origins(scheme, host) and origin not in shield.public_origins:
                raise Refused(403, shield.say("origin"))


_OWN_ORIGINS: dict[tuple[str, str], frozenset[str]] = {}
OWN_ORIGINS_KEPT = 64          # (scheme, host) pairs remembered: the hosts served are a few, any other is computed


def own_origins(scheme: str, host: str) -> frozenset[str]:
    """The origins a page served as `host` over `scheme` has (over HTTPS only https://…), made once per pair."""
    own = _OWN_ORIGINS.get((scheme, host))
    if own is None:
        own = frozenset(origin_of(each, host) for each in (("https",) if scheme == "https" else ("http", "https")))
        if len(_OWN_ORIGINS) >= OWN_ORIGINS_KEPT:
            _OWN_ORIGINS.clear()
        _OWN_ORIGINS[(scheme, host)] = own
    return own


def cookie_options(request: web.Request) -> dict:
    """The login cookie's attributes: never read by scripts, never sent by another site's page, and over HTTPS
    never sent over plain HTTP (`response.set_cookie(COOKIE, token, **cookie_options(request))`)."""
    return {"httponly": True, "samesite": "Strict", "path": "/", "secure": request.secure}


def _forwarded(request: web.Request, shield: Shield) -> tuple[web.Request, bool]:
    """The request as its client sent it (proxy.py): from a trusted proxy, with the client's address, scheme and
    host; from anybody else, as it is. Also: whether the host is one a trusted proxy vouched for."""
    if not shield.proxies:
        return request, False
    try:
        overrides = shield.proxies.forwarded(request.remote, request.headers)
    except ForwardedError:
        raise Refused(400, shield.say("bad")) from None
    if not overrides:
        return request, False
    return request.clone(**overrides), "host" in overrides       # type: ignore[arg-type]  # keys: remote, scheme, host


@web.middleware
async def guard(request: web.Request, handler):
    shield = request.app[SHIELD]
    try:
        request, vouched = _forwarded(request, shield)
        if not shield.per_address.hit(request.remote):
            raise Refused(429, shield.say("many", s=1), {"Retry-After": "1"})
        check_host_and_origin(request, shield, vouched)
        response = await handler(request)
    except Refused as refused:
        response = error(refused.status, refused.message, refused.headers, refused.body)
    except web.HTTPRequestEntityTooLarge:
        response = error(413, shield.say("large"))
    except web.HTTPNotFound:
        response = error(404, shield.say("notfound"))
    except web.HTTPMethodNotAllowed:
        response = error(405, shield.say("method"))
    except web.HTTPException as http:
        response = error(http.status, shield.say("bad") if http.status < 500 else shield.say("busy"))
    except asyncio.CancelledError:
        raise
    except Exception as failed:  # noqa: BLE001 - never a traceback to the network: counted, told, kept (errors.py)
        noted(error_kind(failed, route_of(request)), failed)
        response = error(500, shield.say("busy"))
    if not isinstance(response, web.WebSocketResponse) and not response.prepared:
        cache = response.headers.get("Cache-Control")       # a clip says how long it may be kept
        response.headers.update(SECURITY_HEADERS)
        if cache:
            response.headers["Cache-Control"] = cache
        if request.secure:
            response.headers.update(HSTS)
    return response


def route_of(request: web.Request) -> str:
    """Where a request went, as the code names it ("GET /api/multiplex/rack/{round}"): the route's pattern, never the
    path the request carried."""
    try:
        pattern = request.match_info.route.resource.canonical if request.match_info.route.resource else "?"
    except (AttributeError, RuntimeError):
        pattern = "?"
    return f"{request.method if request.method.isalpha() else '?'} {pattern}"[:100]


async def plain_server_header(request: web.Request, response: web.StreamResponse) -> None:
    """No software and no version in `Server:` (aiohttp's own would say Python's and its own): one name, on every
    answer a route gives (app.on_response_prepare); the answers aiohttp makes itself are quiet.py's."""
    response.headers["Server"] = SERVER_NAME


async def read_json(request: web.Request, shield: Shield, fields: dict[str, type], required: set[str]) -> dict:
    """The request's JSON object, checked key by key: unknown keys named, types exact (no bool for int),
    integers within 0–99 999, strings as they are (their length is the handler's)."""
    if request.headers.get("Content-Type") != "application/json" and request.content_type != "application/json":
        raise Refused(415, shield.say("media"))
    length = request.content_length
    if length is not None and length > MAX_BODY:
        raise Refused(413, shield.say("large"))
    body = request.content
    if body.is_eof():               # the whole body came with the head (a slip does): taken as it is, no timer
        raw = body.read_nowait()
        if len(raw) > MAX_BODY:
            raise Refused(413, shield.say("large"))
    else:
        try:
            raw = await asyncio.wait_for(request.read(), BODY_SECONDS)
        except TimeoutError:
            raise Refused(408, shield.say("slow")) from None
    try:
        data = decode_json(raw, DEPTH)
    except BodyError as wrong:
        raise Refused(400, shield.say(wrong.key, k=wrong.name)) from None
    if not isinstance(data, dict):
        raise Refused(400, shield.say("body"))
    for key in data:
        if key not in fields:
            raise Refused(400, shield.say("unknown", k=str(key)[:40]))
    if not required <= data.keys():
        for key in sorted(required):
            if key not in data:
                raise Refused(400, shield.say("missing", k=key))
    language = shield.language
    for key, kind in fields.items():
        value = data.get(key)
        if value is None and key not in required:
            continue
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            raise Refused(400, shield.say("type", k=key, t=TYPES[kind.__name__][language]))
        if isinstance(value, int) and kind is int:
            check_range(shield, key, value)
    return data


def check_range(shield: Shield, key: str, value: int, smallest: int = SMALLEST, largest: int = LARGEST) -> None:
    """A whole number out of its range is refused saying so (not "must be a whole number")."""
    if not smallest <= value <= largest:
        raise Refused(400, shield.say("range", k=key, lo=smallest, hi=largest))


def check_text(shield: Shield, key: str, value: str, most: int) -> None:
    """A text field refused by what is wrong with it: empty, too long, or holding a character that cannot be in it
    (a control or invisible one)."""
    if not value:
        raise Refused(400, shield.say("empty", k=key))
    if len(value) > most:
        raise Refused(400, shield.say("long", k=key, n=most))
    if not value.isprintable():
        raise Refused(400, shield.say("character", k=key))
