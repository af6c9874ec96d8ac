"""The hub's face (DESIGN §4g): aiohttp, one process, one thread for the state.

- `POST /api/multiplex/events` (Bearer KEY): a venue's events; the key is compared with every venue's in constant
  time; a wrong one is answered 401 after a delay that doubles with each wrong key from that address (counted, and
  said in the hub's log on stderr); another venue's events 403; a gap 409 with `acked`. Accepted events are
  appended to HUB.jsonl and fsync'd before the answer `{"ok": true, "acked": N}` says they are held.
- `GET /api/multiplex/rack/ROUND` (a venue's key): the drawing venue's rack once its round has started (404 before).
- `POST /api/multiplex/settle` (the organiser's key, hub.yaml `organiser:`): the console's `settle` (console.py).
- `GET /api/multiplex` (no login) and `GET /multiplex` (the page, spectators.py): the public standings, computed
  again at once when a round becomes public, else at most once a second (`FRESH`), so a crowd of spectators costs
  one computation a second whatever its size; each new answer handed to the shell (`on_answer`: cli/hub.py pushes
  it on /ws with the game server's fan-out and, with `broker:`, publishes it for socket processes).
Nothing a request carries can stop the hub: a malformed body is refused, an error inside one request answers 500
for that request alone.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import sys
import time
from collections.abc import Callable

from aiohttp import web

from ..digits import whole
from ..game.access import bearer
from ..messages import Message, refusal
from .spectators import add_public_routes
from .state import MultiplexState, Refused

FRESH = 1.0             # seconds a public answer is served again before it is computed anew
TICK = 0.2              # seconds between two looks at whether the public answer is due again (to push it)
SLOW_START, SLOW_MAX = 0.25, 8.0
BODY_MAX = 8 * 1024 * 1024


class HubServer:
    def __init__(self, state: MultiplexState, log, clock: Callable[[], float] = time.time):
        self.state, self.log, self.clock = state, log, clock
        self.language = state.settings.language
        self.wrong: dict[str, int] = {}              # address → wrong keys sent
        self.refused = 0
        self._public: tuple | None = None     # (when, changes, watermark, answer)
        # the shell's (cli/hub.py): each new answer to the spectators' sockets and the broker, while anybody watches
        self.on_answer: Callable[[dict], None] | None = None
        self.watched: Callable[[], bool] = lambda: False
        self._pushed: dict | None = None

    # ------------------------------------------------------------------ who is it
    def venue_of(self, request: web.Request) -> str | None:
        given = _bearer(request)
        found = None
        for name, key in self.state.settings.venues.items():
            if hmac.compare_digest(given, key.encode()) and given:     # every key compared: no early exit
                found = name
        return found

    def is_organiser(self, request: web.Request) -> bool:
        key, given = self.state.settings.organiser, _bearer(request)
        return key is not None and bool(given) and hmac.compare_digest(given, key.encode())

    async def unknown(self, request: web.Request) -> web.Response:
        address = request.remote or "?"
        count = self.wrong[address] = self.wrong.get(address, 0) + 1
        self.refused += 1
        print(f"conductor hub: wrong key from {address} ({count})", file=sys.stderr, flush=True)
        await asyncio.sleep(min(SLOW_MAX, SLOW_START * 2 ** (count - 1)))
        return self.refuse(401, Message("multiplex.key"))

    def refuse(self, status: int, message: Message, **more) -> web.Response:
        return web.json_response({**refusal(message, self.language), **more}, status=status)

    # ------------------------------------------------------------------ routes
    async def events(self, request: web.Request) -> web.Response:
        venue = self.venue_of(request)
        if venue is None:
            return await self.unknown(request)
        try:
            body = json.loads(await request.read())
        except (ValueError, UnicodeDecodeError):
            return self.refuse(400, Message("multiplex.body"))
        if not isinstance(body, dict) or not isinstance(body.get("venue"), str):
            return self.refuse(400, Message("multiplex.body"))
        if body["venue"] != venue:
            if body["venue"] not in self.state.feeds:
                return await self.unknown(request)
            return self.refuse(403, Message("multiplex.other_venue", own=venue, venue=body["venue"]))
        state, now = self.state, self.clock()
        feed = state.feeds[venue]
        try:
            taken = state.admit(venue, body.get("events", []))
        except Refused as refused:
            feed.seen = now
            extra = {"acked": refused.acked} if refused.acked is not None else {}
            return self.refuse(refused.status, refused.message, **extra)
        if taken:
            self.log.append(venue, feed.acked + 1, taken, now)        # durable before it is said to be held
        state.apply(venue, taken, now)
        draw = state.settings.draw
        answer: dict[str, object] = {"ok": True, "acked": feed.acked, "follows": draw if draw != venue else None}
        told = state.told(venue)
        if told:
            answer["notices"] = told
        return web.json_response(answer)

    async def settle(self, request: web.Request) -> web.Response:
        """The organiser's `settle` over HTTPS (hub.yaml `organiser: KEY`): {"venue", "round", "as"}."""
        from .console import HOW, settle_now

        if not self.is_organiser(request):
            return await self.unknown(request)
        try:
            body = json.loads(await request.read())
        except (ValueError, UnicodeDecodeError):
            body = None
        if not isinstance(body, dict) or not isinstance(body.get("venue"), str) or isinstance(body.get("round"), bool) \
                or not isinstance(body.get("round"), int) or not isinstance(body.get("as"), str):
            return self.refuse(400, Message("multiplex.settle_usage"))
        try:
            how = HOW.get(body["as"]) or str(body["as"])
            answer = settle_now(self.state, self.log, body["venue"], body["round"], how, self.clock())
        except Refused as refused:
            return self.refuse(refused.status, refused.message)
        return web.json_response(answer)

    async def rack(self, request: web.Request) -> web.Response:
        if self.venue_of(request) is None:
            return await self.unknown(request)
        number = whole(request.match_info["round"], 6)        # ASCII digits only (digits.py)
        if number is None:
            raise web.HTTPNotFound()
        given = self.state.rack(number)
        if given is None:
            return self.refuse(404, Message("multiplex.no_rack", round=number))
        return web.json_response({"ok": True, **given})

    def current(self) -> dict:
        """The public answer: computed again when a round became public, else at most once a second after a change
        (and every 5 s: a venue's link may have gone)."""
        now, state = self.clock(), self.state
        cached, mark = self._public, state.watermark()
        if cached is None or cached[2] != mark or (cached[1] != state.changes and now - cached[0] >= FRESH) \
                or now - cached[0] >= 5:
            answer = state.public(now)
            answer["refused"] = self.refused
            self._public = cached = (now, state.changes, mark, answer)
        return cached[3]

    def push(self) -> None:
        """A new public answer handed to the shell (the spectators' sockets, socket processes), while anybody
        watches: with nobody, nothing is computed."""
        if self.on_answer is None or not self.watched():
            return
        answer = self.current()
        if answer is not self._pushed:
            self._pushed = answer
            self.on_answer(answer)

    async def pushing(self) -> None:
        while True:
            try:
                self.push()
            except Exception as error:          # noqa: BLE001 - the spectators never stop the hub
                print(f"conductor hub: push: {error!r}", file=sys.stderr, flush=True)
            await asyncio.sleep(TICK)


def _bearer(request: web.Request) -> bytes:
    return bearer(request.headers.get("Authorization", "")).encode()


@web.middleware
async def one_request_only(request: web.Request, handler):
    """A bug met by one request answers 500 to it; the hub goes on."""
    try:
        return await handler(request)
    except (web.HTTPException, asyncio.CancelledError):
        raise
    except Exception as error:          # noqa: BLE001
        print(f"conductor hub: {request.method} {request.path}: {error!r}", file=sys.stderr, flush=True)
        return web.json_response({"ok": False, "error": "internal error"}, status=500)


def make_hub_app(server: HubServer, outer=()) -> web.Application:
    """The hub's routes; `outer`: middlewares around them (the shell's gate)."""
    app = web.Application(client_max_size=BODY_MAX, middlewares=[*outer, one_request_only])
    app.router.add_post("/api/multiplex/events", server.events)
    app.router.add_get("/api/multiplex/rack/{round}", server.rack)
    app.router.add_post("/api/multiplex/settle", server.settle)
    add_public_routes(app, server.current, lambda: server.language)

    async def start_pushing(app: web.Application):
        task = asyncio.ensure_future(server.pushing())
        yield
        task.cancel()
    app.cleanup_ctx.append(start_pushing)
    return app
