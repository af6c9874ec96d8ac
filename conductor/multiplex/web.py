"""The hub's face (DESIGN §4g): aiohttp, one process, one thread for the state.

- `POST /api/multiplex/events` (Bearer KEY): a venue's events; the key is compared with every venue's in constant
  time; a wrong one is answered 401 after a delay that doubles with each wrong key from that address (counted; the
  first from an address said on stderr, the others only counted); another venue's events 403; a gap 409 with
  `acked`; more than 2,000 events 413. Accepted events are appended to HUB.jsonl and fsync'd, held, then applied to
  the venue's game in slices of at most SLICE seconds with the event loop answering everyone else in between (one
  request of a venue applies at a time), and the answer `{"ok": true, "acked": N}` says they are held.
- `GET /api/multiplex/rack/ROUND` (a venue's key): the drawing venue's rack once that venue's own game has reached
  it, its master once its own round is past "Temps!" (state.rack; 404 `multiplex.no_rack` before).
- `POST /api/multiplex/settle` and `POST /api/multiplex/absent` (the organiser's key, hub.yaml `organiser:`): the
  console's `settle`, `absent` and `present` (console.py).
- `GET /api/multiplex` (no login, spectators.py; the page, /multiplex, is the shell's): the public standings, computed
  again at once when a round becomes public, else at most once a second (`FRESH`), so a crowd of spectators costs
  one computation a second whatever its size; the envelope (each venue's link, `at`) every HEARTBEAT seconds at
  least, so the page hears the hub that often and knows a silent link is dead; each new answer handed to the shell
  (`on_answer`: cli/hub.py pushes it on /ws with the game server's fan-out and, with `broker:`, publishes it).
- What the organiser must know at once (a venue kept apart, events the hub cannot replay, another thinking time)
  goes to the shell's `on_organiser` (cli/hub.py prints it on the console).
Nothing a request carries can stop the hub: a malformed body is refused, a request over a cap answered 429 and
counted (`over_cap`), an error inside one request answered 500 by the shell's gate for that request alone (counted,
told to the organiser once a minute, its traceback kept beside the hub's log: server/errors.py).
"""

from __future__ import annotations

import asyncio
import collections
import hmac
import sys
import time
from collections.abc import Callable

from aiohttp import web

from ..digits import whole
from ..game.access import bearer
from ..jsonbody import BodyError, decode_json
from ..messages import Message, refusal, text
from .public import answer as public_answer
from .spectators import add_public_routes
from .state import MultiplexState, Refused

FRESH = 1.0             # seconds a public answer is served again before it is computed anew
HEARTBEAT = 5.0         # seconds between two answers at most (the page's watchdog: common/net.js silentMs)
TICK = 0.2              # seconds between two looks at whether the public answer is due again (to push it)
SLICE = 0.05            # seconds of a venue's events applied before the loop answers the others
SLOW_START, SLOW_MAX = 0.25, 8.0
BODY_MAX = 8 * 1024 * 1024
ADDRESSES_KEPT = 10_000  # addresses whose wrong keys are remembered (the oldest forgotten)
DEPTH = 10              # a body's levels at most: {"events": [{"prepared": [{"rack": ["A"]}]}]} is 7


class HubServer:
    def __init__(self, state: MultiplexState, log, clock: Callable[[], float] = time.time):
        self.state, self.log, self.clock = state, log, clock
        self.language = state.settings.language
        self.wrong: collections.OrderedDict[str, int] = collections.OrderedDict()   # address → wrong keys sent
        self.refused = 0
        self.over_cap = 0                     # answers 429: a request or a WebSocket over a cap
        # the shell's: connections over a cap, answered 429 or 503 below HTTP (server/connections.py) or cut
        self.connections_over_cap: Callable[[], int] = lambda: 0
        self.applying = {name: asyncio.Lock() for name in state.feeds}   # one request applies a venue's at a time
        self._public: tuple | None = None     # (when, changes, watermark, answer)
        self._ranked: dict = {}               # public.answer's cache of the ranking (per changes and watermark)
        self.on_organiser: Callable[[list], None] = lambda told: None
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
        count = self.wrong[address] = self.wrong.pop(address, 0) + 1
        while len(self.wrong) > ADDRESSES_KEPT:
            self.wrong.popitem(last=False)
        self.refused += 1
        if count == 1:                                   # the first from an address; the rest are counted (refused)
            print(f"conductor hub: {text('multiplex.wrong_key', self.language, address=address)}", file=sys.stderr,
                  flush=True)
        await asyncio.sleep(min(SLOW_MAX, SLOW_START * 2 ** min(count - 1, 10)))
        return self.refuse(401, Message("multiplex.key"))

    def refuse(self, status: int, message: Message, **more) -> web.Response:
        return web.json_response({**refusal(message, self.language), **more}, status=status)

    # ------------------------------------------------------------------ routes
    async def events(self, request: web.Request) -> web.Response:
        venue = self.venue_of(request)
        if venue is None:
            return await self.unknown(request)
        body = await _body(request)
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
        state.hold(venue, taken, now)
        await self.apply_held(venue)
        draw = state.settings.draw
        answer: dict[str, object] = {"ok": True, "acked": feed.acked, "follows": draw if draw != venue else None}
        told = state.told(venue)
        if told:
            answer["notices"] = told
        return web.json_response(answer)

    async def apply_held(self, venue: str) -> None:
        """The venue's held events into its game, SLICE seconds at a time, the loop answering others in between."""
        async with self.applying[venue]:
            while True:
                end = time.perf_counter() + SLICE
                more = self.state.apply_held(venue, lambda: time.perf_counter() < end)
                self.tell_organiser()
                if not more:
                    return
                await asyncio.sleep(0)

    async def all_applied(self) -> None:
        """Every venue's held events applied (before a settlement, so it stands where the log puts it)."""
        for venue in self.state.feeds:
            await self.apply_held(venue)

    def tell_organiser(self) -> None:
        told, self.state.organiser[:] = list(self.state.organiser), []
        if told:
            self.on_organiser(told)

    async def settle(self, request: web.Request) -> web.Response:
        """The organiser's `settle` over HTTPS (hub.yaml `organiser: KEY`): {"venue", "round", "as"}."""
        from .console import HOW, settle_now

        if not self.is_organiser(request):
            return await self.unknown(request)
        body = await _body(request)
        if not isinstance(body, dict) or not isinstance(body.get("venue"), str) or isinstance(body.get("round"), bool) \
                or not isinstance(body.get("round"), int) or not isinstance(body.get("as"), str):
            return self.refuse(400, Message("multiplex.settle_usage"))
        await self.all_applied()
        try:
            how = HOW.get(body["as"]) or str(body["as"])
            answer = settle_now(self.state, self.log, body["venue"], body["round"], how, self.clock())
        except Refused as refused:
            return self.refuse(refused.status, refused.message)
        return web.json_response(answer)

    async def absent(self, request: web.Request) -> web.Response:
        """The organiser's `absent` / `present` over HTTPS: {"venue", "absent": true | false}."""
        from .console import absent_now

        if not self.is_organiser(request):
            return await self.unknown(request)
        body = await _body(request)
        if not isinstance(body, dict) or not isinstance(body.get("venue"), str) \
                or not isinstance(body.get("absent"), bool) or set(body) != {"venue", "absent"}:
            return self.refuse(400, Message("multiplex.absent_usage"))
        await self.all_applied()
        try:
            answer = absent_now(self.state, self.log, body["venue"], body["absent"], self.clock())
        except Refused as refused:
            return self.refuse(refused.status, refused.message)
        self.tell_organiser()
        return web.json_response(answer)

    async def rack(self, request: web.Request) -> web.Response:
        venue = self.venue_of(request)
        if venue is None:
            return await self.unknown(request)
        number = whole(request.match_info["round"], 6)        # ASCII digits only (digits.py)
        if number is None:
            raise web.HTTPNotFound()
        given = self.state.rack(number, venue)
        if given is None:
            return self.refuse(404, Message("multiplex.no_rack", round=number))
        return web.json_response({"ok": True, **given})

    def current(self) -> dict:
        """The public answer: computed again when a round became public, else at most once a second after a change,
        and its envelope every HEARTBEAT seconds (a venue's link may have gone; the page hears the hub)."""
        now, state = self.clock(), self.state
        cached, mark = self._public, state.watermark()
        if cached is None or cached[2] != mark or (cached[1] != state.changes and now - cached[0] >= FRESH) \
                or now - cached[0] >= HEARTBEAT:
            answer = public_answer(state, now, self._ranked)
            answer["refused"], answer["over_cap"] = self.refused, self.over_cap + self.connections_over_cap()
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
                self.state.silent(self.clock())       # a venue that has sent nothing: the organiser told once
                self.tell_organiser()
                self.push()
            except Exception as error:          # noqa: BLE001 - the spectators never stop the hub
                # the loop's handler (the shell's: server/quiet.py) counts it and tells the organiser, never a line each
                asyncio.get_running_loop().call_exception_handler({"message": "push", "exception": error})
            await asyncio.sleep(TICK)


async def _body(request: web.Request) -> object:
    """A request's JSON as the game server's gate reads every body (jsonbody.py: strict, nested at most DEPTH
    levels); None when it is not (a 400 for its route, never a 500)."""
    try:
        return decode_json(await request.read(), DEPTH)
    except BodyError:
        return None


def _bearer(request: web.Request) -> bytes:
    return bearer(request.headers.get("Authorization", "")).encode()


def make_hub_app(server: HubServer, outer=()) -> web.Application:
    """The hub's routes; `outer`: middlewares around them (the shell's gate, which answers any error inside one
    request with 500 for it alone); every 429 counted (`over_cap`)."""
    app = web.Application(client_max_size=BODY_MAX, middlewares=list(outer))

    async def count_over_cap(request: web.Request, response: web.StreamResponse) -> None:
        if response.status == 429:
            server.over_cap += 1
    app.on_response_prepare.append(count_over_cap)
    app.router.add_post("/api/multiplex/events", server.events)
    app.router.add_get("/api/multiplex/rack/{round}", server.rack)
    app.router.add_post("/api/multiplex/settle", server.settle)
    app.router.add_post("/api/multiplex/absent", server.absent)
    add_public_routes(app, server.current)

    async def start_pushing(app: web.Application):
        task = asyncio.ensure_future(server.pushing())
        yield
        task.cancel()
    app.cleanup_ctx.append(start_pushing)
    return app
