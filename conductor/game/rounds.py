"""A round of a duplicate and its slips: scored on the round's own board and rack, whenever they come.

A round's slips arrive after its "Temps!", often while later rounds are being played (FISC II.1: the
table judges collect the paper slips, the master move is revealed and the next rack called at once), and
may be corrected after the results are published (II.9). So a round keeps everything a slip is scored
against, and its scores and solo-top bonus are recomputed from its slips whenever one changes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol

from ..digits import whole
from ..messages import KeyedError, Message
from ..messages.logged import Source
from ..rules.board import Board
from ..rules.move import Move, parse_move, place, reason_of
from ..rules.ruleset import solo_top_bonus
from ..rules.tiles import BLANK, Tile, TileSet
from .answers import SlipRow

class Phase(StrEnum):
    """Phases of the round on the board (DESIGN §2); the game ends in ENDED."""
    DRAW = "draw"          # no rack out: draw one
    READY = "ready"        # a rack drawn, to be called
    THINK = "think"        # the timer runs
    COLLECT = "collect"    # time is up ("Temps!")
    CLOSED = "closed"      # no more slips for it: reveal
    ENDED = "ended"


DRAW, READY, THINK, COLLECT, CLOSED, ENDED = Phase
NULL_REASONS = {key: Message(f"null.{key}") for key in ("coord", "word", "blank", "late")}   # the log keeps the key


class GameError(KeyedError):
    """A command refused in the current state: `GameError("round.final", round=3)`; its message (a key and its
    parameters, messages/game.py) is the reason, said to the judge in the game's language."""


class SlipConflict(GameError):
    """A slip that would replace another source's slip, not sent with "replace": refused, saying who holds it
    (DESIGN §4a; the network answers 409). `conflict`: {"round", "table", "by"}, and "text" for the judge."""

    def __init__(self, conflict: dict[str, Any]):
        self.conflict = conflict
        super().__init__("slip.console_held" if conflict.get("fixed") else "slip.conflict", table=conflict["table"],
                         round=conflict["round"], by=Source(conflict["by"]))


@dataclass
class Slip:
    table: int
    text: str          # as entered: "H8 CASA", "23", or "null late"
    score: int
    reason: str = ""   # why it scores 0, when it does (a Message: a key, its parameters, its English)
    note: str = ""     # how it was read, when not as typed (lowercase read in capitals)
    typed: str = ""    # what the sender typed (spaces made single), which is all an echo may show (room/secrecy.py)

    def to_json(self) -> SlipRow:
        data: SlipRow = {"table": self.table, "text": self.text, "score": self.score, "reason": self.reason}
        if self.note:
            data["note"] = self.note
        if self.typed and self.typed != self.text:
            data["typed"] = self.typed
        return data


CORRECT, REPLACE = "correct", "replace"


@dataclass(frozen=True)
class Correction:
    """A slip replaced after the fact (II.9, `correct`), or a slip that replaced another source's slip (a
    `replace`, asked for and confirmed): what it was, what it became, who made the change and when."""
    table: int
    old: Slip | None   # None: there was no slip
    new: Slip
    at: float
    by: str = "console"          # who made the change: console, judge, device:NAME, player:T
    was_by: str | None = None    # whose slip it replaced
    kind: str = CORRECT          # CORRECT or REPLACE

    def to_json(self) -> dict[str, Any]:
        return {"table": self.table, "old": self.old.to_json() if self.old else None, "new": self.new.to_json()}


@dataclass
class Round:
    number: int
    leftover: list[str]
    drawn: list[str]
    rejected: list[list[str]]
    rack: list[str]
    board: Board = field(default_factory=Board)   # before the master move: what the slips are played on
    top_score: int = 0
    slips: dict[int, Slip] = field(default_factory=dict)
    zeroed: set[int] = field(default_factory=set)  # second warning: 0 for this round
    master: str = ""
    master_score: int = 0
    ties: int = 0
    revealed: bool = False
    final: bool = False      # missing slips are 0 from now on; changes only by correction
    corrections: list[Correction] = field(default_factory=list)
    sources: dict[int, str] = field(default_factory=dict)   # who entered each slip: console, device:NAME, player:T
    scores: dict[int, int] = field(default_factory=dict)  # per table, once revealed
    bonus: dict[int, int] = field(default_factory=dict)
    entries: dict[int, dict[str, str]] = field(default_factory=dict)   # double entry: table → sender → slip
    settled: dict[int, dict[str, Any]] = field(default_factory=dict)   # double entry: the judge's word on a table's entries

    def missing(self, tables: Iterable[int]) -> list[int]:
        """Tables still owing a slip; none once the round is final (theirs are 0 "sense papereta")."""
        return [] if self.final else [t for t in sorted(tables) if t not in self.slips]

    def received(self) -> set[int]:
        """Tables that have handed something in: a slip, or (double entry) a reading of one, agreed or not. What a
        count shown before "Temps!" counts, so that it never says whether two readings agree."""
        return set(self.slips) | {t for t, read in self.entries.items() if read}

    def corrected(self) -> set[int]:
        return {c.table for c in self.corrections}


def bonus_value(players_started: int) -> int:
    """003 §1.10: the solo-top bonus (rules/ruleset.py decides it; both rulesets have the same)."""
    return solo_top_bonus(players_started)


SCORE_DIGITS = 4
ABOVE_TOP = Message("slip.above_top")
CAPITALS = Message("slip.capitals")


SLIP_LENGTH = 40          # a coordinate and the longest word, or a score, with room to spare


def written_slip(text: str) -> str:
    """What may be a slip's text at all, on every face (the console, headless, the network): printable (no NUL,
    control or invisible character, which no paper slip holds) and at most SLIP_LENGTH characters once its
    spaces are made single; GameError else. Decided on the text alone, so the refusal says nothing of the
    round's moves. A text that passes may still score 0 with its reason (II.7): that is the slip's worth."""
    if not text.isprintable():
        raise GameError("slip.character")
    slip = " ".join(text.split())
    if len(slip) > SLIP_LENGTH:
        raise GameError("slip.long", n=SLIP_LENGTH)
    if not slip:
        raise GameError("slip.shape", n=SLIP_LENGTH)
    return slip


def parse_score(text: str) -> int | None:
    """A bare score as a slip gives it: the digits 0–9 only (no sign, no other script's digits), at most
    SCORE_DIGITS of them; None when the text is a move; GameError when it is neither (decided without the
    round's moves, so the answer says nothing of them)."""
    score = whole(text, SCORE_DIGITS)
    if score is not None:
        return score
    if " " not in text and (text[:1] in "-+" or any(ch.isdigit() or ch.isnumeric() for ch in text)):
        raise GameError("slip.score_digits", n=SCORE_DIGITS)
    return None


class SlipReading(Protocol):
    """A slip's text read once (slip_text.SlipText), as score_slip takes it: its move is not parsed again."""
    @property
    def text(self) -> str: ...
    @property
    def move(self) -> Move | None: ...
    @property
    def unread(self) -> ValueError | None: ...


def score_slip(round_: Round, table: int, text: str, tiles: TileSet, is_word: Callable[[Sequence[Tile]], bool],
               read: SlipReading | None = None) -> Slip:
    """A slip scored on its round's board and rack; an invalid move scores 0 with its reason (II.7), and so
    does a bare score above the round's top (the reason names no number: a table judge reads it before the
    reveal). A slip with more lowercase letters than the rack has blanks is read in capitals (a judge's caps
    lock), with a note. `read`: the text already read (slip_text.SlipText): its move is not parsed again."""
    text = " ".join(text.split())
    if read is not None and read.text == text and read.unread is not None:
        return Slip(table, text, 0, reason_of(read.unread), "", text)
    if text.startswith("null "):
        return Slip(table, text, 0, NULL_REASONS[text.split()[1]], typed=text)
    score = parse_score(text)
    if score is not None:
        return Slip(table, text, score, typed=text) if score <= round_.top_score else \
            Slip(table, text, 0, ABOVE_TOP, typed=text)
    note = ""
    try:
        move = read.move if read is not None and read.text == text and read.move is not None else parse_move(text, tiles)
        if _blanks_written(move, round_.board) > round_.rack.count(BLANK):
            move, note = parse_move(text.upper(), tiles), CAPITALS
        placement = place(round_.board, move, tiles, rack=round_.rack, is_word=is_word)
    except ValueError as error:
        return Slip(table, text, 0, reason_of(error), note, text)
    return Slip(table, str(move), placement.score, "", note, text)


def _blanks_written(move: Move, board: Board) -> int:
    """Lowercase letters the slip puts on empty squares (a blank already on the board is written so too)."""
    count = 0
    for offset, tile in enumerate(move.word):
        row, col = move.coordinate.square(offset)
        if tile.blank and 0 <= row < len(board.cells) and 0 <= col < len(board.cells) and board[row, col] is None:
            count += 1
    return count


def rescore(round_: Round, tables: Iterable[int], expelled: dict[int, int], bonus: int) -> None:
    """The round's scores and solo-top bonus from its slips as they stand: 0 for a missing slip, a
    second warning or an expulsion from this round on; `bonus` points to the only player with the best
    score, if there is one (003 §1.10)."""
    scores = {}
    for table in sorted(tables):
        slip = round_.slips.get(table)
        sanctioned = table in round_.zeroed or expelled.get(table, round_.number + 1) <= round_.number
        scores[table] = 0 if slip is None or sanctioned else slip.score
    round_.scores = scores
    round_.bonus = {}
    if bonus:
        best = max(scores.values(), default=0)
        finders = [t for t, s in scores.items() if s == best and s > 0]
        if len(finders) == 1:
            round_.bonus[finders[0]] = bonus
