"""Handing work to the game's thread and answering with what it says: the one way a handler (app.py, online.py)
asks the game anything. The game's thread answers after the fsync (inbox.py); the server's loop never waits on a
lock or a file."""

from __future__ import annotations

import asyncio

from aiohttp import web

from .guard import Refused
from .hub import Hub


async def ask_game(hub: Hub, work_of) -> dict:
    """Hand work to the game's thread and wait for its answer (given there after the fsync)."""
    loop = asyncio.get_running_loop()
    future: asyncio.Future = loop.create_future()

    def reply(answer: dict) -> None:       # called in the game's thread
        loop.call_soon_threadsafe(lambda: future.done() or future.set_result(answer))

    hub.inbox.put(work_of(reply))
    try:
        return await asyncio.wait_for(future, hub.game_timeout)
    except asyncio.TimeoutError:
        raise Refused(503, hub.say("busy")) from None


def game_answer(answer: dict) -> web.Response:
    """The game's answer as a response: its "http_status" (409 for a client id reused with another slip) is
    the status, not a field."""
    answer = dict(answer)
    status = answer.pop("http_status", 200)
    return web.json_response(answer, status=status if isinstance(status, int) and 200 <= status < 600 else 200)
