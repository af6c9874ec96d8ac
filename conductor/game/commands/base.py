"""What a command is (DESIGN §4i): one object holding its words in every language, its parser (the words after its
name → a typed command, a frozen dataclass), its check and the event it makes, who runs it, the key of its help, and
what every face does with it: whether the room may read its line (`public`), what follows it (`then`), the console's
line for its answer (`summary`), the session's query it is (`query`), the question asked before it (`confirm`), what
the live host does first (`before`), a face's own behaviour (`action`). No face compares a command's words: each asks
the entry (tests/test_shape.py).

A typed command is what a console's parser makes of a line and what the network builds itself (server/gate.py):
the game, the session and the live host take it, never the text again. `line()` says it as a console line (a
refusal's trace, a test), never to be parsed back."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ...digits import is_whole, whole
from ..rounds import GameError, Phase

# who runs a command: the game (its event), the session (a query, the network's access, a reopen), the live host
# (the call, an unattended game's start), a console (its screens and pages)
GAME, QUERY, ACCESS, SESSION, HOST, CONSOLE = "game", "query", "access", "session", "host", "console"
HEADLESS, PROJECTOR = "headless", "projector"     # the consoles whose help lists a command
# whether the room may read its console line (display/shared.py): always; never unless shown (F12); a slip's: once its
# round is revealed (before, "Taula 3: rebuda")
PUBLIC, SECRET, SLIP = "public", "secret", "slip"
# what follows a command taken (`then`): each face and the live host does its part of each
RACK_OUT = "rack_out"           # a rack on the board: the call is prepared, the warnings start again, page 1
CLOCK_SET = "clock_set"         # the round's clock set (started, adjusted, resumed, reopened): warnings passed
TIME_UP = "time_up"             # "Temps!"
REVEALED = "revealed"           # the master move shown: the room hears it
OVER = "over"                   # the game's end: the room hears it
SHOWS_GAME = "shows_game"       # the projector leaves a screen it was asked for (standings, join) for the game
ACCESS_SHEET = "access_sheet"   # a device's code, the PIN sheet, the links: written and said (live/sheets.py)


class Typed:
    """A command with its arguments read. Subclasses are frozen dataclasses naming their command in NAME."""
    NAME: ClassVar[str] = ""

    @property
    def name(self) -> str:
        return self.NAME

    def line(self) -> str:
        return self.name


@dataclass(frozen=True)
class Plain(Typed):
    """A command whose words after its name say nothing more (`draw`, `start`, `state`…); they are ignored."""
    command: str

    @property
    def name(self) -> str:
        return self.command


@dataclass(frozen=True)
class Words(Typed):
    """A command whose words the one who runs it reads (a console's own lines, `join` on the projector)."""
    command: str
    args: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return self.command

    def line(self) -> str:
        return " ".join([self.command, *self.args])


Parser = Callable[[list[str], Any], Typed]     # (the words after the name, the game: its tiles and language)


@dataclass(frozen=True)
class Command:
    name: str                                   # its English words, as the help writes them: "slip", "call again"
    help: str                                   # its key in messages/command_help.py ("help.KEY", "usage.KEY")
    parse: Parser | None = None                 # None: Plain (the words after it are ignored)
    event: Callable[[Any, Any], dict[str, Any]] | None = None   # a game command: (the game, the typed command) → its event
    runs: str = GAME
    phases: tuple[Phase, ...] = ()              # the phases it is taken in, checked before anything else
    words: Mapping[str, tuple[str, ...]] = field(default_factory=dict)   # language → its other words
    faces: frozenset[str] = frozenset({HEADLESS, PROJECTOR})
    key: str = ""                               # the projector console's key for it ("F1")
    held: bool = False                          # its key works while held down (F12)
    public: str = SECRET                        # PUBLIC, SECRET or SLIP: what the room may read of its line
    then: frozenset[str] = frozenset()          # what follows it once taken (RACK_OUT, CLOCK_SET…)
    summary: str = "done"                       # the console's line for its answer (display/summaries.py LINES)
    query: str = ""                             # a QUERY: the session's answer it is (game/session.py QUERIES)
    action: str = ""                            # a HOST or CONSOLE command: the behaviour the face runs for it
    confirm: str = ""                           # the question asked before it (display/confirm.py ASKED)
    before: str = ""                            # what the live host does first ("time": Temps! during the round;
                                                #  "hub_draw", "hub_pick": a multiplex venue's, DESIGN §4g)
    alone: str = ""                             # the command it is when typed with no words after it
    finals: bool = False                        # makes a round final (double entry asks about single readings)
    no_playing_judge: bool = False              # refused while the judge plays (it shows the tops)
    takes_entry_round: bool = False             # typed alone in slip entry, it is for the round being entered

    def read(self, args: list[str], game: Any) -> Typed:
        return self.parse(args, game) if self.parse is not None else Plain(self.name)


# ------------------------------------------------------------------ the parsers' parts
def round_argument(args: list[str]) -> tuple[int | None, list[str]]:
    """An optional leading "rN" (round N) and the rest of the arguments."""
    if args and len(args[0]) > 1 and args[0][0] in "rR" and is_whole(args[0][1:]):
        return int(args[0][1:]), args[1:]
    if args and args[0][:1] in "rR" and args[0][1:2] == "-" and is_whole(args[0][2:]):
        raise GameError("round.from_one", text=args[0])
    return None, args


REPLACE_WORD = "replace"


def replace_argument(args: list[str], complete: Callable[[list[str]], bool]) -> tuple[bool, list[str]]:
    """A trailing "replace": the sender confirms that this slip replaces another source's (asked before). Taken as
    that word only when what it leaves is `complete` (a table and a whole slip): "12 H8 REPLACE" is the word
    REPLACE at H8, "12 H8 REPLACE replace" that slip, replacing."""
    if args and args[-1].lower() == REPLACE_WORD and complete(args[:-1]):
        return True, args[:-1]
    return False, args


def table_number(text: str) -> int:
    """A table as typed: ASCII digits (at most 6)."""
    table = whole(text, 6)
    if table is None:
        raise GameError("table.not_a_number", text=text)
    return table
