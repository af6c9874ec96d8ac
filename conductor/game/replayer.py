"""A game log applied one event at a time as it arrives (the multiplex hub follows each venue's log so, DESIGN
§4g), each event at the cost of the game's own step: never the whole log replayed again.

A `reopen` is where a log replayed whole (session.rebuild) skips lines. Here it must take back exactly what the
game says a reopen would take back where it stands (TakeBack.matches: the last `end`, or the last `close` and the
"time" forced just before it), else it is refused as a hand-edited log's line is; the game is then brought back to
where it stood before those lines (a copy, pickled, kept from before the first of them) and the events since are
applied again. What comes out is what `rebuild` of the whole log gives, at the cost of one copy of the game and the
events since the line taken back.

A copy is made before a line only when a reopen may take it back (TakeBack.may_take) and one still can: a held
reopen names it, or no step of the round's flow (which forgets what may be taken back) is held after it; so a log
replayed whole copies only the lines taken back, and one arriving as it is played its round's last `close`.
`reopens_per_round` bounds how often one round may be taken back (a judge takes back a keystroke or two, never
dozens); past it the log is refused here.
"""

from __future__ import annotations

import io
import pickle
from collections.abc import Callable
from typing import Any

from ..engine import Lexicon
from ..messages import Message
from .access import Access
from .duplicate import Duplicate
from .log import LogError
from .reopen import FLOW, TakeBack
from .session import Answered, rebuild, replay_step

TAKEN_BACK = frozenset({"time", "close", "end"})        # what a reopen can take back


class _Forgotten(dict[tuple[str, str], dict[str, Any]]):
    """The answers a session keeps per client id, which nobody asks a replayer for: never kept."""

    def __setitem__(self, key: tuple[str, str], value: dict[str, Any]) -> None:
        pass


class _Pickler(pickle.Pickler):
    """The game without its move generator (the word list, in C memory, is shared: never copied)."""

    def __init__(self, file: io.BytesIO, generator: object) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self.generator = generator

    def persistent_id(self, obj: object) -> str | None:
        return "generator" if obj is self.generator else None


class _Unpickler(pickle.Unpickler):
    def __init__(self, file: io.BytesIO, generator: object) -> None:
        super().__init__(file)
        self.generator = generator

    def persistent_load(self, pid: object) -> object:
        return self.generator


class Replayer:
    """`events`: the log's events as they are held (the caller appends to this list; `apply()` replays the next
    one), the first its setup; `lexicon`: its word list; `where(index)`: how a refusal names a line."""

    def __init__(self, events: list[dict[str, Any]], lexicon: Lexicon, where: Callable[[int], Message],
                 reopens_per_round: int | None = None):
        self.events, self.where, self.limit = events, where, reopens_per_round
        self.game: Duplicate
        self.game, self.access, _, self.takeback = rebuild(events[:1], lexicon, where)
        self.applied = 1                                  # events[:applied] are in the game
        self.skipped: set[int] = set()                    # lines the reopens took back
        self.reopened: dict[int, int] = {}                # round → reopens
        self._before: dict[int, bytes] = {}               # line → the game just before it (pickled)
        self._answers: Answered = _Forgotten()
        self._seen, self._flow = 1, 0                     # held events looked at, the last step of the flow held
        self._named: set[int] = set()                     # the first line each held reopen takes back

    @property
    def pending(self) -> int:
        return len(self.events) - self.applied

    def apply(self) -> None:
        """The next held event into the game; LogError when it cannot happen where the game stands."""
        self._look()
        index = self.applied
        event = self.events[index]
        kind = event["type"]
        if kind == "reopen":
            self._reopen(event, index)
        else:
            if kind in TAKEN_BACK and (index in self._named or index > self._flow) \
                    and self.takeback.may_take(self.game, event, index):
                self._before[index] = self._copy()
            replay_step(self.game, self.access, self._answers, self.takeback, event, index, self.where)
            if kind in FLOW:
                self._before.clear()                      # nothing before this can be taken back any more
        self.applied = index + 1

    def _look(self) -> None:
        """What the events held since the last look say of the lines before them."""
        for index in range(self._seen, len(self.events)):
            kind = self.events[index].get("type")
            if kind in FLOW:
                self._flow = index
            if kind == "reopen":
                named = self.events[index].get("takes_back")
                if isinstance(named, list) and named and all(type(line) is int for line in named):
                    self._named.add(min(named))           # the game is brought back to before the first
        self._seen = len(self.events)

    def _reopen(self, event: dict[str, Any], index: int) -> None:
        game = self.game
        if not self.takeback.matches(game, event):
            raise LogError("log.at", where=self.where(index), why=Message(
                "log.reopen_lines", named=str(event.get("takes_back")), here=self.takeback.lines or Message("log.none")))
        number = game.current.number if game.current is not None else len(game.rounds)
        self.reopened[number] = self.reopened.get(number, 0) + 1
        if self.limit is not None and self.reopened[number] > self.limit:
            raise LogError("log.at", where=self.where(index),
                           why=Message("log.reopen_limit", round=number, limit=self.limit))
        lines = sorted(event["takes_back"])
        kept = self._before.get(lines[0])
        if kept is None:
            raise LogError("log.at", where=self.where(index), why=Message("log.reopen_line", line=lines[0]))
        self.game = self._load(kept)
        self.skipped.update(lines)
        again, access = TakeBack(), Access()              # access is where it stands: no reopen takes it back
        for line in range(lines[0] + 1, index):
            if line not in self.skipped:
                replay_step(self.game, access, self._answers, again, self.events[line], line, self.where)
        replay_step(self.game, self.access, self._answers, self.takeback, event, index, self.where)
        self._before.clear()

    def _copy(self) -> bytes:
        out = io.BytesIO()
        _Pickler(out, self.game.generator).dump(self.game)
        return out.getvalue()

    def _load(self, data: bytes) -> Duplicate:
        game: Duplicate = _Unpickler(io.BytesIO(data), self.game.generator).load()
        return game
