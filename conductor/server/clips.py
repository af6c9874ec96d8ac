"""The room's voice for players at home: `GET /api/audio/NAME` (DESIGN §4d; the clips are room/home_voice.py's).

- Only the online game serves clips: in a room game (`entry: devices` or `players`) the room hears the voice
  itself, and the route answers 404 whatever the name.
- A clip is Ogg Opus (`audio/ogg`), at most 250 KB, encoded once however many ask; it carries a strong ETag (its
  content's hash), and a request that names it in `If-None-Match` gets a 304 with no body. `Cache-Control:
  no-cache`: a browser keeps it and asks again with its ETag (a clip's name, "call-1-0", is used again by the next
  game on the same server, so it is never kept unasked).
- The bytes one address may pull are bounded (a bucket per address, sized by the room one address may hold,
  network.per_address.websockets): a room behind one router gets every clip at once, a loop pulling clips gets
  a 429.
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
CLIP_BYTES_PER_PLAYER = 400_000        # the burst one address may pull: this much for each player it may hold
CLIP_RATE_PER_PLAYER = 20_000          # bytes a second, again for each player (a call every 30 s or so)


def install(app: web.Application) -> None:
    app.router.add_get("/api/audio/{name}", _audio)


def _bucket(request: web.Request) -> TokenBucket:
    hub = request.app[HUB]
    players = hub.per_address.websockets
    bucket = hub.clip_bytes
    if bucket is None or bucket.burst != players * CLIP_BYTES_PER_PLAYER:
        bucket = hub.clip_bytes = TokenBucket(rate=players * CLIP_RATE_PER_PLAYER, burst=players * CLIP_BYTES_PER_PLAYER)
    return bucket


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
    wait = _bucket(request).take(request.remote or "?", len(clip.data))
    if wait:
        seconds = max(1, round(wait + 0.5))
        raise Refused(429, hub.say("many", s=seconds), {"Retry-After": str(seconds)})
    return web.Response(body=clip.data, content_type="audio/ogg", headers=headers)
