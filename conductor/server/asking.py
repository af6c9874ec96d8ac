"""Handing work to the game's thread and answering with what it says: the one way a handler (app.py, online.py)
asks the game anything. The game's thread answers after the fsync (inbox.py); the server's loop never waits on a
lock or a file."""

from __future__ import annotations

import asyncio

from aiohttp import web

from .deadlines import Deadlines
from .guard import Refused
from .hub import Hub
from .inbox import Claim

TAKEN_WAIT = 60.0              # seconds a taken join waits for its fsync (a disk that slow: retry with the same id)
SLIP_ANSWER_FLOOR = 0.025      # seconds: a slip is answered no sooner (a legal move takes ~15 us longer to score)


async def ask_game(hub: Hub, work_of, claim: Claim | None = None, floor: float = 0.0) -> dict:
    """Hand work to the game's thread and wait for its answer (given there after the fsync). With a `claim`, a
    503 means the work was never done (given up before the game's thread took it); work the game's thread has
    taken is waited for, and answered. With a `floor`, the answer leaves no sooner than `floor` seconds after the
    request came, and the request counts as waiting until then (the fan-out's "mine" comes after it): on a
    machine that answers sooner, when it leaves tells nothing of what the game's thread did with it."""
    reply = Reply(asyncio.get_running_loop())
    began = reply.loop.time()
    hub.inbox.put(work_of(reply), reply.loop)
    hub.asking += 1
    hub.answered.clear()
    try:
        answer = await _answer(hub, reply, claim)
        left = began + floor - reply.loop.time()
        if left > 0:
            await asyncio.sleep(left)
        return answer
    finally:
        hub.asking -= 1
        if not hub.asking:
            hub.answered.set()


async def _answer(hub: Hub, reply: Reply, claim: Claim | None) -> dict:
    try:
        return await reply.wait(deadlines(hub, reply.loop, hub.game_timeout))
    except TimeoutError:
        if claim is None or claim.give_up():
            raise Refused(503, hub.say("busy")) from None
    except asyncio.CancelledError:         # the connection was cut: the work is not done, unless already taken
        if claim is not None:
            claim.give_up()
        raise
    try:                                   # taken: its answer comes once the game's fsync is done
        return await reply.wait(deadlines(hub, reply.loop, TAKEN_WAIT))
    except TimeoutError:
        raise Refused(503, hub.say("busy")) from None


class Reply:
    """How the game's thread answers one request of the server's loop: `reply(answer)` from any thread, or many
    at once with `deliver_all` (the committer: one wake-up of the loop for a whole fsync's answers). A wait is one
    future and a place in its loop's Deadlines (no task, no shield, no timer of its own: a burst of slips is
    hundreds of waits at once)."""
    __slots__ = ("loop", "future", "answer")

    def __init__(self, loop: asyncio.AbstractEventLoop):
        self.loop, self.future = loop, loop.create_future()
        self.answer: dict | None = None

    def __call__(self, answer: dict) -> None:
        self.loop.call_soon_threadsafe(self.deliver, answer)

    def deliver(self, answer: dict) -> None:
        """In the loop: the answer kept, and given to the wait if one is waiting."""
        self.answer = answer
        if not self.future.done():
            self.future.set_result(answer)

    async def wait(self, deadlines: Deadlines[asyncio.Future]) -> dict:
        """The answer, or TimeoutError after `deadlines.seconds` (the answer may still come: wait again)."""
        if self.answer is not None:
            return self.answer
        if self.future.done():
            self.future = self.loop.create_future()
        waiting = deadlines.add(self.future)
        try:
            return await self.future
        finally:
            waiting[1] = None


def _late(future: asyncio.Future) -> None:
    if not future.done():
        future.set_exception(TimeoutError())


def answer_deadlines(loop: asyncio.AbstractEventLoop, seconds: float) -> Deadlines[asyncio.Future]:
    """Waits for the game's answer that each end with TimeoutError `seconds` after they began, unless answered."""
    return Deadlines(loop, seconds, _late)


def deadlines(hub: Hub, loop: asyncio.AbstractEventLoop, seconds: float) -> Deadlines:
    """The server loop's Deadlines for waits of `seconds` (a few lengths: the game's timeout, a taken job's)."""
    made = hub.deadlines.get(seconds)
    if made is None or made.loop is not loop:
        made = hub.deadlines[seconds] = answer_deadlines(loop, seconds)
    return made



def game_answer(answer: dict) -> web.Response:
    """The game's answer as a response: its "http_status" (409 for a client id reused with another slip) is
    the status, not a field."""
    answer = dict(answer)
    status = answer.pop("http_status", 200)
    return web.json_response(answer, status=status if isinstance(status, int) and 200 <= status < 600 else 200)
