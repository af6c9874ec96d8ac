"""The multiplex's public face for spectators (DESIGN §4g), the same on the hub and on a socket process:
`GET /api/multiplex` (the public answer, `?limit=N`, `?venue=NAME`) and what `/ws` pushes. The page itself is one of
the pages' static files (server/static/multiplex/, served by server/screen.py's `install_multiplex`).

The hub computes the public answer (web.py, at most once a second, at once when a round becomes public); each
variant of it is serialised once per answer whatever the number of readers. `/ws` is the game server's own
fan-out (server/push.py: no task per socket, slow sockets closed, a few fan-outs a second at most), carrying
`{"type": "multiplex", "multiplex": ANSWER}` with the first PUSHED standings (what the page shows); past one
process the hub publishes the answer to Redis (server/fanout.py) and socket processes (`conductor sockets -c
hub.yaml`, server/relay.py) serve these same routes and /ws from what it published."""

from __future__ import annotations

import json
from collections.abc import Callable

from aiohttp import web

from ..digits import whole

PUSHED = 44             # standings pushed on /ws: the page's first four pages


def pushed_text(answer: dict) -> str:
    return json.dumps({"type": "multiplex", "multiplex": {**answer, "standings": answer["standings"][:PUSHED]}},
                      ensure_ascii=False)


class Variants:
    """The public answer's variants (the first `limit` standings, one venue's players), each serialised once per
    answer: a crowd asking the same costs one serialisation."""

    def __init__(self):
        self.answer: dict | None = None
        self.bodies: dict[tuple, bytes] = {}

    def body(self, answer: dict, limit: int | None = None, venue: str | None = None) -> bytes:
        if answer is not self.answer:
            self.answer, self.bodies = answer, {}
        if (limit, venue) not in self.bodies:
            chosen = answer
            if limit is not None or venue is not None:
                rows = [s for s in answer["standings"] if venue is None or s["venue"] == venue]
                chosen = {**answer, "standings": rows[:limit] if limit is not None else rows}
            self.bodies[(limit, venue)] = json.dumps(chosen, ensure_ascii=False).encode()
        return self.bodies[(limit, venue)]


def add_public_routes(app: web.Application, source: Callable[[], dict | None]) -> None:
    """The JSON, from `source()` (the newest public answer; None: none yet, 503)."""
    variants = Variants()

    async def public(request: web.Request) -> web.Response:
        """`?limit=N` (1…10000): the first N standings; `?venue=NAME`: that venue's players."""
        asked, venue = request.query.get("limit"), request.query.get("venue")
        limit = whole(asked, 5) if asked is not None else None          # ASCII digits only (digits.py)
        if asked is not None and (limit is None or not 1 <= limit <= 10000):
            raise web.HTTPBadRequest()
        answer = source()
        if answer is None:
            raise web.HTTPServiceUnavailable()
        if venue is not None and venue not in answer["venues"]:
            raise web.HTTPNotFound()
        return web.Response(body=variants.body(answer, limit, venue),
                            content_type="application/json", charset="utf-8", headers={"Cache-Control": "no-store"})

    app.router.add_get("/api/multiplex", public)


def published(hub) -> Callable[[], dict | None]:
    """On a socket process: the answer the hub published (relay.py keeps its text in `hub.public_text`), read once
    per change."""
    held: list = ["", None]

    def source() -> dict | None:
        text = hub.public_text
        if text and text is not held[0]:
            held[0], held[1] = text, json.loads(text)
        return held[1]
    return source
