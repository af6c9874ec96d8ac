"""The one writer's inbox: requests from the server's thread wait here until the game's thread takes them.

The game's loop (the projector's frame, or the headless console's loop) drains the inbox: each slip is
checked against its sender's rights and the game as it is now (gate.py), the accepted ones are run through
the session in batches of at most CHUNK and written; the log's committer (game/log.py `GroupCommit`) makes them durable in a
thread of its own, with one fsync for all that waits (group commit), and only then are they answered, so a
laptop's slow fsync never lengthens a frame, and a burst's first answers go out while the game's thread still
runs the rest of it. Every answer goes through the committer in order, so one given
after a write (a refusal, a client id already answered) never overtakes that write's fsync. A change that is no slip (a player joining, a personal link ended at logout) is
made in the same turn and answered after the same fsync: a burst of joins shares one.

A request whose sender may give up (a join: answered 503 when the game's thread is held) carries a `Claim`: the
game's thread takes it or its sender gives it up, never both, so a join its sender was told failed is not in the
game, and one the game took is answered whatever the wait (DESIGN §4d).
"""

from __future__ import annotations

import asyncio
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass

from ..clock import peek
from ..game.commands import Typed
from ..game.log import GroupCommit
from ..game.rounds import GameError
from ..game.session import Session
from ..messages import Message, message_of, refusal, text
from ..messages.logged import Source
from ..reasons import in_language, slip_text
from ..game.access import CONSOLE, Actor
from ..room.secrecy import round_secrecy, slip_told, typed_of
from .gate import SlipRequest, admit, typed_slip


CHUNK = 32      # requests a commit at most: a burst's first answers go out while the game's thread runs the rest


class Claim:
    """Taken by the game's thread or given up by its sender, whichever comes first; the other then knows."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._state = ""

    def take(self) -> bool:
        """The game's thread: True when it may do the work (its sender is still waiting)."""
        with self._lock:
            self._state = self._state or "taken"
            return self._state == "taken"

    def give_up(self) -> bool:
        """The sender: True when the work will never be done (the game's thread had not taken it)."""
        with self._lock:
            self._state = self._state or "given up"
            return self._state == "given up"


@dataclass(frozen=True)
class Work:
    reply: Callable[[dict], None]                 # called in the game's thread; must hand over, not block
    actor: Actor | None = None
    slip: SlipRequest | None = None
    query: Callable[[Session], dict] | None = None   # a read of the game, done in the game's thread
    change: Callable[[Session], dict] | None = None  # a write (not a slip): answered after the shared fsync
    claim: Claim | None = None


class Inbox:
    def __init__(self) -> None:
        self._queue: queue.SimpleQueue[Work] = queue.SimpleQueue()
        self.arrived = threading.Event()          # set when work arrives: a waiting loop wakes up at once
        self._commits: GroupCommit[Replies] | None = None
        self._waking = False                      # a wake-up is owed at the end of the server loop's turn

    def put(self, work: Work, loop: asyncio.AbstractEventLoop | None = None) -> None:
        """Hand work to the game's thread. From the server's loop (`loop`), the game's thread is woken when the
        loop's turn ends: a burst's requests read in one turn are drained together, and the game's thread does
        not take the GIL from the loop in the middle of reading them (one wake-up, one view, one fsync for the
        turn, rather than one every few requests). The turn ends within microseconds when nothing else waits."""
        self._queue.put(work)
        if self.arrived.is_set() or self._waking:
            return
        if loop is None:
            self.arrived.set()
            return
        self._waking = True
        loop.call_soon(self._wake)

    def _wake(self) -> None:
        self._waking = False
        self.arrived.set()

    def drain(self, session: Session, language: str) -> int:
        """Take everything waiting; returns how many slips were accepted (and written; answered once durable)."""
        self.arrived.clear()
        items: list[Work] = []
        while True:
            try:
                items.append(self._queue.get_nowait())
            except queue.Empty:
                break
        accepted = 0
        for start in range(0, len(items), CHUNK):     # each chunk is answered once its own fsync has ended
            accepted += self._commit(items[start:start + CHUNK], session, language)
        return accepted

    def _commit(self, items: list[Work], session: Session, language: str) -> int:
        """Run `items` (slips as one batch) and hand their answers to the log's committer: answered once durable."""
        replies: Replies = []
        batch: list[tuple[Work, Typed]] = []
        written = session.log.written
        for work in items:
            if work.claim is not None and not work.claim.take():
                continue                          # its sender was told it failed: not done, not answered
            try:
                if work.change is not None:
                    replies.append((work.reply, work.change(session)))
                    continue
                if work.query is not None:
                    work.reply(work.query(session))
                    continue
                assert work.actor is not None and work.slip is not None
                key = (work.actor.by, work.slip.id)
                if work.slip.id is not None and key in session.answered:
                    replies.append((work.reply, _again(session, work, session.answered[key], language)))
                    continue
                batch.append((work, admit(work.slip, work.actor, session.game, session.access, peek(session.clock))))
            except GameError as error:
                replies.append((work.reply, slip_refused(error.message, language)))
            except Exception as error:            # noqa: BLE001 - one request's bug refuses that request only
                replies.append((work.reply, session.failed(repr(work.slip)[:60], work.actor or CONSOLE, error)))
        answers = session.execute_batch([(typed, work.actor, work.slip.id)  # type: ignore[misc,union-attr]
                                         for work, typed in batch], sync=False) \
            if batch else []
        now = peek(session.clock)
        replies += [(work.reply, slip_answer(answer, language, session.game, work, now))
                    for (work, _), answer in zip(batch, answers)]
        if replies:
            self._committer(session).after(session.log.written != written, replies)
        return sum(1 for answer in answers if answer.get("ok"))

    def _committer(self, session: Session) -> GroupCommit:
        if self._commits is None or self._commits.log is not session.log:
            if self._commits is not None:
                self._commits.close()
            language = session.game.language
            self._commits = GroupCommit(session.log, lambda done: _answer_durable(done, language))
        return self._commits

    def close(self) -> None:
        """Answer what is waiting for its fsync, then stop the committer (before the log is closed)."""
        if self._commits is not None:
            self._commits.close()
            self._commits = None


Replies = list[tuple[Callable[[dict], None], dict]]


def _answer_durable(done: list[tuple[Replies, OSError | None]], language: str) -> None:
    """In the committer's thread (game/log.py GroupCommit), once the fsync covering these answers has ended: each
    to its request, in order; a loop's answers go to it together (one wake-up for them all). A refused fsync turns
    the answers of what it was to make durable into "not saved"."""
    loops: dict = {}
    for replies, failed in done:
        for reply, answer in replies:
            if failed is not None:
                answer = {"ok": False, "error": text("gate.not_saved", language, why=message_of(failed))}
            loop = getattr(reply, "loop", None)
            if loop is not None and hasattr(reply, "deliver"):
                loops.setdefault(loop, []).append((reply, answer))
                continue
            try:
                reply(answer)
            except RuntimeError:          # the server's loop has closed: nobody is waiting any more
                pass
    for loop, pairs in loops.items():
        try:
            loop.call_soon_threadsafe(_deliver_all, pairs)
        except RuntimeError:
            pass


def _deliver_all(pairs: list) -> None:
    """In a server's loop: the answers of one fsync, each to its request (asking.Reply.deliver)."""
    for reply, answer in pairs:
        reply.deliver(answer)


def slip_answer(answer: dict, language: str, game, work: Work, now: float | None = None) -> dict:
    """The session's answer to a slip as the network may have it (DESIGN §4b, §4c): refusals in the game's
    language; an accepted slip scored or "received", as the secrecy rule says for its sender and round."""
    assert work.actor is not None and work.slip is not None      # a slip's work: its sender and its slip
    if not answer.get("ok"):
        if "conflict" in answer:          # another source's slip is there: 409, and who holds it (DESIGN §4a)
            held = answer["conflict"]
            said = Message("slip.console_held" if held.get("fixed") else "slip.conflict_short", table=held["table"],
                           round=held["round"], by=Source(held["by"]))
            return {**refusal(said, language),
                    "conflict": conflict_told(held, game, work.actor.kind, language, now), "http_status": 409}
        return slip_refused(answer.get("error", ""), language)
    secrecy = round_secrecy(game, answer["round"], now)
    shown = slip_told(answer["slip"], secrecy, work.actor.kind, game.tiles, work.slip.id)   # a new dict
    if shown.get("reason"):               # told only when the rule tells it: said in words only then
        shown["reason"] = in_language(shown["reason"], language)
    if shown.get("note"):                 # how it was read ("read in capitals"), in words as the reason
        shown["note"] = in_language(shown["note"], language)
    shown["text"] = slip_text(shown["text"], language)   # a null slip in words, as /api/me has it (of the text alone)
    told = {"ok": True, "slip": shown}
    if "entry" in answer and secrecy.tells(work.actor.kind, int(answer["slip"]["table"])):
        # double entry: whether two readings agree says whether a move scores a given score, so it is told only
        # when the slip's worth may be (from "Temps!" for a device)
        told["entry"] = answer["entry"]
        if answer["entry"] == "dispute":
            told["entries"] = answer.get("entries", [])   # every reading
    return told


CONFLICTS = frozenset({"round.final"})   # refusals answered 409: a final round changes only from the console


def slip_refused(error: object, language: str) -> dict:
    """A slip refused, in the game's language with its key; 409 for a round that is final (DESIGN §4a)."""
    told = refusal(error, language)
    return {**told, "http_status": 409} if told.get("code") in CONFLICTS else told


def conflict_told(conflict: dict, game, role: str, language: str, now: float | None = None) -> dict:
    """A slip refused because another source holds the table's slip: the round, the table and who holds it; what
    the held slip says only once the secrecy rule lets `role` know the round's slips' worth."""
    told = {"round": conflict["round"], "table": conflict["table"], "by": conflict["by"]}
    if "text" in conflict and round_secrecy(game, conflict["round"], now).tells(role, int(conflict["table"])):
        told["text"] = slip_text(conflict["text"], language)
    return told


def _again(session: Session, work: Work, answer: dict, language: str) -> dict:
    """A client id already answered: the same slip gets its answer again (as the rule allows now), another
    slip under the same id is refused (409), not dropped in silence. "The same" is decided on what was typed,
    as the game stored it (DESIGN §4c): never on how the game read it, which would tell a legal move from an
    illegal one before "Temps!"."""
    held = answer["slip"] if answer.get("ok") else None
    assert work.slip is not None                   # asked for a slip's work only
    if held is not None and (held["table"] != work.slip.table
                             or typed_of(held) != typed_slip(work.slip.slip, session.game.language)):
        return {**refusal(Message("gate.id_used"), language),
                "http_status": 409}
    return slip_answer(answer, language, session.game, work, peek(session.clock))
