"""Handing work to the game's thread and answering with what it says: the one way a handler (app.py, online.py)
asks the game anything. The game's thread answers after the fsync (inbox.py); the server's loop never waits on a
lock or a file."""

from __future__ import annotations

import asyncio

from aiohttp import web

from .guard import Refused
from .hub import Hub
from .inbox import Claim

TAKEN_WAIT = 60.0              # seconds a taken join waits for its fsync (a disk that slow: retry with the same id)


async def ask_game(hub: Hub, work_of, claim: Claim | None = None) -> dict:
    """Hand work to the game's thread and wait for its answer (given there after the fsync). With a `claim`, a
    503 means the work was never done (given up before the game's thread took it); work the game's thread has
    taken is waited for, and answered."""
    loop = asyncio.get_running_loop()
    future: asyncio.Future = loop.create_future()

    def reply(answer: dict) -> None:       # called in the game's thread
        loop.call_soon_threadsafe(lambda: future.done() or future.set_result(answer))

    hub.inbox.put(work_of(reply))
    try:
        return await asyncio.wait_for(asyncio.shield(future), hub.game_timeout)
    except asyncio.TimeoutError:
        if claim is None or claim.give_up():
            raise Refused(503, hub.say("busy")) from None
    except asyncio.CancelledError:         # the connection was cut: the work is not done, unless already taken
        if claim is not None:
            claim.give_up()
        raise
    try:                                   # taken: its answer comes once the game's fsync is done
        return await asyncio.wait_for(future, TAKEN_WAIT)
    except asyncio.TimeoutError:
        raise Refused(503, hub.say("busy")) from None


def game_answer(answer: dict) -> web.Response:
    """The game's answer as a response: its "http_status" (409 for a client id reused with another slip) is
    the status, not a field."""
    answer = dict(answer)
    status = answer.pop("http_status", 200)
    return web.json_response(answer, status=status if isinstance(status, int) and 200 <= status < 600 else 200)
