"""What the game tells the judge when it applies an event: one `TypedDict` per answer, typed where it is built.

`Duplicate.apply` returns the answer its `_on_<kind>` handler built (duplicate.py and its parts); the session and
the faces add their own keys ("ok", the echo) to a copy. Each handler declares the answer it returns, so the type
checker checks the keys it writes and their values. The slip rows are `Slip.to_json` (rounds.py).
"""

# no `from __future__ import annotations`: TypedDict (Python 3.11) reads NotRequired only from evaluated annotations
from typing import NotRequired, TypedDict


class SlipRow(TypedDict):
    """A slip as the log and the answers write it (rounds.Slip.to_json)."""
    table: int
    text: str
    score: int
    reason: str
    note: NotRequired[str]
    typed: NotRequired[str]


class NoAnswer(TypedDict):
    """The running clock: nothing to tell."""


class SetupAnswer(TypedDict):
    players: int


class RoundInfo(TypedDict):
    """A rack drawn or given (draw, rack): the round on the board, its tiles as the judge reads them."""
    round: int
    leftover: str
    drawn: str
    rejected: list[str]
    rack: str
    bag: int
    no_legal_move: NotRequired[bool]


class EndedAnswer(TypedDict):
    ended: str


class TimerAnswer(TypedDict):
    remaining: float


class AutorunAnswer(TypedDict):
    autorun: str               # "on" or "off"


class WarnAnswer(TypedDict):
    table: int
    sanction: str              # "warning", "zero for this round", "expelled"


class CloseAnswer(TypedDict):
    round: NotRequired[int]
    slips: int


class PickAnswer(TypedDict):
    picked: str


class RevealAnswer(TypedDict):
    round: int
    master: str
    score: int
    ties: int
    missing: NotRequired[list[int]]     # tables without a slip yet, while the round still collects


class ReopenAnswer(TypedDict):
    reopened: str
    phase: str
    round: int


class SlipAnswer(TypedDict):
    round: int
    slip: SlipRow
    replaced: NotRequired[SlipRow]      # another source's slip it replaced


class CorrectAnswer(TypedDict):
    round: int
    slip: SlipRow
    old: SlipRow | None


class FinaliseAnswer(TypedDict):
    round: int
    without_slip: list[int]


class FinalAnswer(TypedDict):
    final: bool


class EntryReading(TypedDict):
    by: str
    text: str


class EntryAnswer(TypedDict):
    round: int
    slip: SlipRow
    entry: str                 # where the table's readings stand (entries.py `_agree`)
    entries: list[EntryReading]


class SettleAnswer(TypedDict):
    round: int
    slip: SlipRow
    entry: str                 # "settled"


class JoinAnswer(TypedDict):
    table: int
    name: str
    round: int


class RegistrationAnswer(TypedDict):
    open: bool
    until: int | None


class LeaveAnswer(TypedDict):
    table: int
    from_round: int


class WithdrawAnswer(TypedDict):
    table: int
    withdrawn: int             # the first round the player does not play


class ReinstateAnswer(TypedDict):
    table: int
    reinstated: int            # the first round the withdrawal had covered
    owed: list[int]            # the rounds under way or past that now owe the table's slip


class AccommodateAnswer(TypedDict):
    table: int
    seconds: int
    accommodations: dict[str, int]      # every accommodated table → its extra seconds
