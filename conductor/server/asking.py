"""Handing work to the game's thread and answering with what it says: the one way a handler (app.py, online.py)
asks the game anything. The game's thread answers after the fsync (inbox.py); the server's loop never waits on a
lock or a file."""

from __future__ import annotations

import asyncio
import collections

from aiohttp import web

from .guard import Refused
from .hub import Hub
from .inbox import Claim

TAKEN_WAIT = 60.0              # seconds a taken join waits for its fsync (a disk that slow: retry with the same id)


async def ask_game(hub: Hub, work_of, claim: Claim | None = None) -> dict:
    """Hand work to the game's thread and wait for its answer (given there after the fsync). With a `claim`, a
    503 means the work was never done (given up before the game's thread took it); work the game's thread has
    taken is waited for, and answered."""
    reply = Reply(asyncio.get_running_loop())
    hub.inbox.put(work_of(reply), reply.loop)
    hub.asking += 1
    hub.answered.clear()
    try:
        return await _answer(hub, reply, claim)
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

    async def wait(self, deadlines: Deadlines) -> dict:
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


class Deadlines:
    """The waits of one loop that all last `seconds`, ended with TimeoutError at their time unless answered
    before: one timer for them all (set for the oldest: waits of one length end in the order they began), where
    a timer each cost a heap push and a cancel a request."""

    def __init__(self, loop: asyncio.AbstractEventLoop, seconds: float):
        self.loop, self.seconds = loop, seconds
        self.waits: collections.deque[list] = collections.deque()   # [when it ends, its future or None], oldest first
        self.timer: asyncio.TimerHandle | None = None

    def add(self, future: asyncio.Future) -> list:
        """`future` ends at its time unless answered; the wait, whose [1] the waiter sets to None once over."""
        when = self.loop.time() + self.seconds
        waiting = [when, future]
        self.waits.append(waiting)
        if self.timer is None:
            self.timer = self.loop.call_at(when, self._due)
        return waiting

    def _due(self) -> None:
        self.timer = None
        now, waits = self.loop.time() + CLOCK_SLACK, self.waits
        while waits and (waits[0][0] <= now or waits[0][1] is None):
            future = waits.popleft()[1]
            if future is not None and not future.done():
                future.set_exception(TimeoutError())
        if waits:
            self.timer = self.loop.call_at(waits[0][0], self._due)


CLOCK_SLACK = 1e-3             # a timer may run this early (asyncio runs those due within its clock's resolution)


def deadlines(hub: Hub, loop: asyncio.AbstractEventLoop, seconds: float) -> Deadlines:
    """The server loop's Deadlines for waits of `seconds` (a few lengths: the game's timeout, a taken job's)."""
    made = hub.deadlines.get(seconds)
    if made is None or made.loop is not loop:
        made = hub.deadlines[seconds] = Deadlines(loop, seconds)
    return made



def game_answer(answer: dict) -> web.Response:
    """The game's answer as a response: its "http_status" (409 for a client id reused with another slip) is
    the status, not a field."""
    answer = dict(answer)
    status = answer.pop("http_status", 200)
    return web.json_response(answer, status=status if isinstance(status, int) and 200 <= status < 600 else 200)
