"""The one writer's inbox: requests from the server's thread wait here until the game's thread takes them.

The game's loop (the projector's frame, or the headless console's loop) drains the inbox: each slip is
checked against its sender's rights and the game as it is now (gate.py), the accepted ones are run through
the session as one batch, committed with one fsync (group commit), and only then answered. A client id
already answered is answered again without touching the log.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass

from ..clock import peek
from ..game.rounds import GameError
from ..game.session import Session
from ..reasons import in_language
from .access import Actor
from .gate import SlipRequest, admit


@dataclass(frozen=True)
class Work:
    reply: Callable[[dict], None]                 # called in the game's thread; must hand over, not block
    actor: Actor | None = None
    slip: SlipRequest | None = None
    query: Callable[[Session], dict] | None = None   # a read of the game, done in the game's thread


class Inbox:
    def __init__(self) -> None:
        self._queue: queue.SimpleQueue[Work] = queue.SimpleQueue()
        self.arrived = threading.Event()          # set when work arrives: a waiting loop wakes up at once

    def put(self, work: Work) -> None:
        self._queue.put(work)
        self.arrived.set()

    def drain(self, session: Session, language: str) -> int:
        """Take everything waiting; returns how many slips were accepted (and logged)."""
        self.arrived.clear()
        items: list[Work] = []
        while True:
            try:
                items.append(self._queue.get_nowait())
            except queue.Empty:
                break
        batch: list[tuple[Work, str]] = []
        for work in items:
            if work.query is not None:
                work.reply(work.query(session))
                continue
            assert work.actor is not None and work.slip is not None
            key = (work.actor.by, work.slip.id)
            if work.slip.id is not None and key in session.answered:
                work.reply(slip_answer(session.answered[key], language))
                continue
            try:
                batch.append((work, admit(work.slip, work.actor, session.game, session.access, peek(session.clock))))
            except GameError as error:
                work.reply({"ok": False, "error": in_language(str(error), language)})
        if not batch:
            return 0
        answers = session.execute_batch([(text, work.actor, work.slip.id) for work, text in batch])
        for (work, _), answer in zip(batch, answers):
            work.reply(slip_answer(answer, language))
        return sum(1 for answer in answers if answer.get("ok"))


def slip_answer(answer: dict, language: str) -> dict:
    """The session's answer to a slip as the network contract has it (DESIGN §4b), in the game's language."""
    if not answer.get("ok"):
        return {"ok": False, "error": in_language(answer.get("error", ""), language)}
    slip = answer["slip"]
    return {"ok": True, "slip": {"table": slip["table"], "round": answer["round"], "text": slip["text"],
                                 "score": slip["score"],
                                 "reason": in_language(slip["reason"], language) if slip["reason"] else ""}}
