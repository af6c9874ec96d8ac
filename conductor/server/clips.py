"""The room's voice for players at home: `GET /api/audio/NAME` (DESIGN §4d; the clips are room/home_voice.py's).

- Only the online game serves clips: in a room game (`entry: devices` or `players`) the room hears the voice
  itself, and the route answers 404 whatever the name.
- A clip is Ogg Opus (`audio/ogg`), at most 250 KB, encoded once however many ask; it carries a strong ETag (its
  content's hash), and a request that names it in `If-None-Match` gets a 304 with no body. `Cache-Control:
  no-cache`: a browser keeps it and asks again with its ETag (a clip's name, "call-1-0", is used again by the next
  game on the same server, so it is never kept unasked).
- The bytes pulled are bounded, per address and in all (token buckets, a 429 with Retry-After past them): an
  address may pull a round's clips at once for each player it holds now (its WebSockets on this process, one at
  least: a player's first page), then a few KB a second each; all addresses together a call's worth at once for
  each player in the game, then a few KB a second each. A room behind one router gets every clip at once; a loop
  pulling clips, from one address or from many, gets a 429 long before it costs the game its bandwidth.
- "test" ("Prova de so" / "Prueba de sonido") is always there, for the lobby's sound test.
"""

from __future__ import annotations

import asyncio
import re

from aiohttp import web

from .guard import Refused
from .hub import HUB
from .limits import TokenBucket

CLIP = re.compile(r"^(call-[0-9]{1,4}-[0-9]{1,4}|warning-(60|30)|temps|master-[0-9]{1,4}|test)$")
CLIP_BYTES_PER_PLAYER = 250_000        # one address at once, for each player it holds: a round's clips (a call ~90 KB)
CLIP_RATE_PER_PLAYER = 10_000          # bytes a second, again for each player (a round's clips every 30 s or so)
TOTAL_BYTES_PER_PLAYER = 100_000       # all addresses at once, for each player in the game: a call each
TOTAL_RATE_PER_PLAYER = 5_000          # bytes a second, for each player in the game
TOTAL_FLOOR = 10                       # … counted as this many players at least (a game still filling up)


def install(app: web.Application) -> None:
    app.router.add_get("/api/audio/{name}", _audio)


def _wait(hub, address: str, size: int) -> float:
    """0 when `size` bytes may go to `address` now (taken from both buckets), else the seconds to wait. The address's
    bucket is one player's, the bytes counted divided by the players it holds; the total's is sized by the game."""
    if hub.clip_bytes is None:
        hub.clip_bytes = TokenBucket(rate=CLIP_RATE_PER_PLAYER, burst=CLIP_BYTES_PER_PLAYER)
    players = max(TOTAL_FLOOR, len(hub.tables))
    total = hub.clip_total
    if total is None or total.burst != players * TOTAL_BYTES_PER_PLAYER:
        total = hub.clip_total = TokenBucket(rate=players * TOTAL_RATE_PER_PLAYER, burst=players * TOTAL_BYTES_PER_PLAYER)
    held = max(1, min(hub.per_address.websockets, hub.sockets_per_address.get(address, 0)))
    wait = hub.clip_bytes.take(address, size / held)
    if wait:
        return wait
    wait = total.take("all", size)
    if wait:
        hub.clip_bytes.give_back(address, size / held)         # not sent: given back to the address
    return wait


async def _audio(request: web.Request) -> web.Response:
    hub = request.app[HUB]
    name = request.match_info["name"]
    voice = hub.voice
    if not hub.serves_clips or voice is None or not CLIP.match(name):
        raise web.HTTPNotFound()
    clip = await asyncio.to_thread(voice.clip, name)
    if clip is None:
        raise web.HTTPNotFound()
    headers = {"ETag": clip.etag, "Cache-Control": "no-cache"}
    if clip.etag in [tag.strip() for tag in request.headers.get("If-None-Match", "").split(",")]:
        return web.Response(status=304, headers=headers)
    wait = _wait(hub, request.remote or "?", len(clip.data))
    if wait:
        seconds = max(1, round(wait + 0.5))
        raise Refused(429, hub.say("many", s=seconds), {"Retry-After": str(seconds)})
    return web.Response(body=clip.data, content_type="audio/ogg", headers=headers)
