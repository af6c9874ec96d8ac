"""What the room may see, as data: the projector view is built from the game by one pure function.

`ProjectorView` has no field for anything secret (the tied tops, the master move before it is revealed,
the players' slips), so no drawing code can leak them: the projector is drawn from this view alone.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any
from dataclasses import dataclass, field

from ..announcer.phrases import FAST, SLOW, Phrase
from ..game.duplicate import CLOSED, COLLECT, DRAW, ENDED, READY, THINK, Duplicate
from ..game.ranking import standings
from ..language import duration, minutes_seconds
from ..messages import text
from ..reasons import end_reason
from ..rules.move import parse_move

# screens of the projector
WAITING, CALL, ROUND, REVEAL, STANDINGS, FINAL = "waiting", "call", "round", "reveal", "standings", "final"
JOIN = "join"         # the game server's address and QR code, full screen
LOBBY = "lobby"       # before an unattended game's start time: who has joined, the countdown, the address
STANDINGS_PER_PAGE = 12


@dataclass(frozen=True)
class Reveal:
    notation: str       # "H8 CASA"
    read_as: str        # "Hospitalet vuit"
    score: int
    round: int


@dataclass(frozen=True)
class Row:
    rank: int
    name: str
    table: int
    total: int
    gap: int            # points behind the master's total (negative: ahead, with bonuses)
    percent: float = 0.0   # move points over the master's total, in % (2 decimals)


@dataclass(frozen=True)
class ProjectorView:
    screen: str
    round: int
    board: tuple[tuple[str, ...], ...]        # labels, "" empty, lowercase for a blank
    highlight: frozenset[tuple[int, int]]     # squares of the last revealed master move
    rack: tuple[str, ...]                     # the tiles called so far
    time_left: float | None                   # None before the timer starts
    round_seconds: int
    bag: int
    vowels: int
    consonants: int
    reveal: Reveal | None = None
    rows: tuple[Row, ...] = ()
    page: tuple[int, int] = (1, 1)
    master_total: int = 0
    subtitle: str = ""
    notice: str = ""
    paused: bool = False
    ended: str = ""
    language: str = field(kw_only=True)        # the game's
    missing_slips: int | None = None          # standings still provisional: slips not yet typed in
    received: tuple[int, int, int] | None = None   # (round, slips in, slips expected) of the round collecting
    join: str = ""                            # the game server's address, shown with its QR code
    deadline: float | None = None             # while the timer runs: when the time is up, on the game's clock
    audio: dict[str, Any] | None = None                 # the room's voice now: {"name": clip, "at": when it began}
    starts_at: float | None = None            # the lobby: when round 1 is drawn (epoch seconds)
    joined: int = 0                           # players in the game
    interruption: tuple[float, float | None] | None = None   # after a resume: (seconds down, the round's time then)
    best: tuple[tuple[str, int], ...] = ()    # the revealed round's top and the next best moves: (notation, score)
    word_list: str = ""                       # before the first round: the list's name and edition ("Leximots 2025-26")
    extra_time: tuple[int, float] | None = None   # after "Temps!": (tables in their extra time, seconds it has left)


def tiles_named(call: Any, rack_size: int) -> int:        # call: the announcer's Playback
    """How many of a rack's tiles a call (a Playback of `rack_call`) has named so far: the slowly called
    ones said, all of them once the fast repeat has begun, none before the sound has started."""
    if call.rendered is None or call.started_at is None:
        return 0
    elapsed = call.elapsed()
    said = [m.item for m in call.rendered.marks if isinstance(m.item, Phrase) and m.start <= elapsed]
    if any(phrase.pace == FAST for phrase in said):
        return rack_size
    return sum(1 for phrase in said if phrase.pace == SLOW)


def interruption_said(view: ProjectorView) -> str:
    """The interruption as the room is told it, in the view's language ("" without one): the one sentence the
    projector, /screen and /play show (the public view's `interruption.said`)."""
    if view.interruption is None:
        return ""
    seconds, left = view.interruption
    if left is None:
        return text("room.interrupted", view.language, down=duration(seconds))
    key = "room.interruption_paused" if view.paused else "room.interruption"
    return text(key, view.language, down=duration(seconds), left=minutes_seconds(left))


def extra_time_said(view: ProjectorView) -> str:
    """Why the reveal waits, as the room is told it ("" when no table's extra time runs): the one sentence the
    projector and the pages show (the public view's `extra_time.said`); the tables are counted, never named."""
    if view.extra_time is None:
        return ""
    tables, left = view.extra_time
    return text("room.extra_time", view.language, n=tables, left=max(0, math.ceil(left - 1e-9)))


def word_list_said(view: ProjectorView) -> str:
    """The word list as the room is told it before the first round ("Llista de paraules: Leximots 2025-26"; "" after
    it): the one sentence the projector and /screen show (the public view's `word_list.said`)."""
    return text("projector.word_list", view.language, name=view.word_list) if view.word_list else ""


def extra_time(game: Duplicate, now: float) -> tuple[int, float] | None:
    """The accommodated tables whose extra time after "Temps!" still runs at `now`, and how long the last one has."""
    running = game.extra_running(now)
    if not running:
        return None
    return len(running), max(game.phase_at + game.accommodations[t] for t in running) - now


def time_left(game: Duplicate, now: float) -> float:
    """The round's time left at `now`: the last logged value, less what has run since."""
    return game.timer.left(now)


def board_cells(game: Duplicate) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple("" if tile is None else str(tile) for tile in row) for row in game.board.cells)


def master_squares(game: Duplicate, notation: str) -> frozenset[tuple[int, int]]:
    move = parse_move(notation, game.tiles)
    return frozenset(move.coordinate.square(offset) for offset in range(len(move.word)))


def reveal_of(game: Duplicate, read_as: Callable[[str], str]) -> Reveal | None:
    if not game.rounds:
        return None
    last = game.rounds[-1]
    return Reveal(last.master, read_as(last.master.split()[0]), last.master_score, last.number)


def slips_received(game: Duplicate) -> tuple[int, int, int] | None:
    """How many slips the newest round still collecting has: the round being played once slips come for it
    (players sending their own) or its time is up, else the last revealed one still waiting."""
    for round_ in reversed(game.collecting()):
        received = round_.received()      # per table handed in, never whether two readings agree
        if round_ is not game.current or game.phase != THINK or received:
            return round_.number, len(received), len(game.playing(round_.number))
    return None


def projector_view(game: Duplicate, now: float, *, screen: str | None = None, called: int | None = None,
                   page: int = 1, subtitle: str = "", notice: str = "", read_as: Callable[[str], str] = lambda c: c,
                   language: str | None = None, join: str = "", audio: dict[str, Any] | None = None, starts_at: float | None = None,
                   interruption: tuple[float, float | None] | None = None,
                   best: tuple[tuple[str, int], ...] = ()) -> ProjectorView:
    """The projector's view of `game` at `now`. `called`: how many rack tiles the call has named so far
    (None: all, once the round has started). `screen` forces standings; otherwise it follows the phase.
    `starts_at`: a start time still to come (the lobby until then); `best`: the last revealed round's best moves."""
    phase = game.phase
    rack: tuple[str, ...] = ()
    if game.current is not None and phase in (THINK, COLLECT, CLOSED):
        rack = tuple(game.current.rack)
    elif game.current is not None and phase == READY and called:
        rack = tuple(game.current.rack[:called])
    if screen is None:
        screen = {DRAW: REVEAL if game.rounds else WAITING, READY: CALL if called else WAITING, THINK: ROUND,
                  COLLECT: ROUND, CLOSED: ROUND, ENDED: FINAL}[phase]
        if starts_at is not None and phase == DRAW and not game.rounds:
            screen = LOBBY
    reveal = reveal_of(game, read_as) if screen in (REVEAL, FINAL) or phase == DRAW else None
    highlight = master_squares(game, game.rounds[-1].master) if game.rounds else frozenset()
    rows: tuple[Row, ...] = ()
    pages = 1
    master_total = sum(r.master_score for r in game.rounds)
    missing_slips = None
    if screen in (STANDINGS, FINAL):
        table = standings(game, removed=False)     # the players taken out take no place (DESIGN §4d)
        missing_slips = table.missing_slips if table.provisional else None
        everyone = [Row(s.rank, s.name, s.table, s.total, master_total - s.total, s.percent_of_master)
                    for s in table.rows]
        per_page = STANDINGS_PER_PAGE
        pages = max(1, -(-len(everyone) // per_page))
        page = min(max(1, page), pages)
        rows = tuple(everyone[(page - 1) * per_page:page * per_page])
    vowels, consonants = game.vowels_consonants_left()
    number = game.current.number if game.current else len(game.rounds) + (0 if phase in (DRAW, ENDED) else 1)
    return ProjectorView(
        screen=screen, round=number, board=board_cells(game), highlight=highlight, rack=rack,
        time_left=time_left(game, now) if phase in (THINK, COLLECT, CLOSED) else None,
        round_seconds=game.config.round_seconds, bag=len(game.bag), vowels=vowels, consonants=consonants,
        reveal=reveal, rows=rows, page=(page, pages), master_total=master_total, subtitle=subtitle,
        notice=notice, paused=phase == THINK and not game.timer.running,
        ended=end_reason(game.end_reason, language or game.language) if game.end_reason else "",
        language=language or game.language, missing_slips=missing_slips, received=slips_received(game), join=join,
        deadline=game.timer.last + game.timer.remaining if phase == THINK and game.timer.running else None,
        audio=audio, starts_at=starts_at, joined=len(set(game.players) - set(game.expelled)), interruption=interruption,
        best=best if reveal is not None else (), extra_time=extra_time(game, now),
        word_list=game.word_list.label if game.word_list is not None and not game.rounds else "",
    )
