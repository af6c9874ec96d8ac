"""The pages' own routes beside the room's server (DESIGN §4f): the spectators' screen, the modules every page
shares, and the board's bonus layout from its one source.

- `GET /screen` (no login, read-only): the projector's view as a web page (static/screen/), drawn from the same
  public view the phones read (`GET /api/view`, the `view` messages of `/ws`), so nothing is on it that is not on
  the wall. `?overlay=1` is the transparent variant for streaming software (the page reads it itself).
- `GET /screen/{name}`: that page's script and style.
- `GET /common/{name}`: the ES modules the table judges' page (/), the player's page (/play) and the screen share
  (static/common/): the clock, the board, the words, the network, the live region, the display preferences.
- `GET /`: the table judges' page (static/judge/index.html; its entry /judge/main.js).
- `GET /judge/{name}`: the table judges' page's own modules and style (static/judge/).
- `GET /words/{page}.js`: each page's words, written from the keyed messages (pagewords.py).
- `GET /common/layout.js`: the bonus squares as an ES module written from conductor/rules/board.py, so the pages
  draw the board the rules score (no copy of the layout in JavaScript).
- The multiplex's combined standings (`install_multiplex`, on the hub and its socket processes): `GET /multiplex`
  (static/multiplex/index.html), `GET /multiplex/{name}`, the shared modules and its words.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib.resources import files

from aiohttp import web

from ..rules.board import ROWS, SIZE, premium, square_name
from .pagewords import install as install_words

NAME = re.compile(r"^[a-z][a-z0-9_-]{0,40}\.(js|css|html)$")
TYPES = {"js": "text/javascript", "css": "text/css", "html": "text/html"}


def install(app: web.Application) -> None:
    app.router.add_get("/", _judge)
    app.router.add_get("/screen", _screen)
    app.router.add_get("/screen/", _screen)
    app.router.add_get("/screen/{name}", _screen_file)
    app.router.add_get("/common/layout.js", _layout)
    app.router.add_get("/common/{name}", _common_file)
    app.router.add_get("/judge/{name}", _judge_file)
    install_words(app)                          # /words/{page}.js


def install_multiplex(app: web.Application) -> None:
    app.router.add_get("/multiplex", _multiplex)
    app.router.add_get("/multiplex/{name}", _multiplex_file)
    app.router.add_get("/common/{name}", _common_file)
    install_words(app)                          # /words/multiplex.js


def _file(folder: str, name: str) -> web.Response:
    place = files("conductor.server").joinpath("static", folder)
    match = NAME.match(name)
    if match is None or not place.joinpath(name).is_file():
        raise web.HTTPNotFound()
    return web.Response(body=place.joinpath(name).read_bytes(), content_type=TYPES[match.group(1)], charset="utf-8")


async def _screen(request: web.Request) -> web.Response:
    return _file("screen", "index.html")


async def _screen_file(request: web.Request) -> web.Response:
    return _file("screen", request.match_info["name"])


async def _multiplex(request: web.Request) -> web.Response:
    return _file("multiplex", "index.html")


async def _multiplex_file(request: web.Request) -> web.Response:
    return _file("multiplex", request.match_info["name"])


async def _common_file(request: web.Request) -> web.Response:
    return _file("common", request.match_info["name"])


async def _judge(request: web.Request) -> web.Response:
    return _file("judge", "index.html")


async def _judge_file(request: web.Request) -> web.Response:
    return _file("judge", request.match_info["name"])


async def _layout(request: web.Request) -> web.Response:
    return web.Response(text=layout_module(), content_type="text/javascript", charset="utf-8")


def premium_squares() -> dict[str, str]:
    """Every bonus square by name: "tw", "dw" (the centre among them), "tl" or "dl" (rules/board.py)."""
    return {square_name(row, col): kind for row in range(SIZE) for col in range(SIZE) if (kind := premium(row, col))}


@lru_cache(maxsize=1)
def layout_module() -> str:
    return ("// The board's bonus squares, written by conductor/server/screen.py from conductor/rules/board.py.\n"
            f"export const SIZE = {SIZE};\nexport const ROWS = {json.dumps(ROWS)};\n"
            f"export const PREMIUM = {json.dumps(premium_squares(), sort_keys=True)};\n")
