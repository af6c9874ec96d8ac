"""The round's commands (DESIGN §4i): `draw`, `rack`, the clock's (`start`, `pause`, `resume`, `adjust`, `time`),
`warn`, `close`, `pick`, `reveal`, `autorun`, `end`; their typed forms, parsers, and the checks against the game
that make their events (the bodies that were Duplicate's `_cmd_*` and timer.timer_command)."""

from __future__ import annotations

from typing import Any
from dataclasses import dataclass

from ..draws import draw_rng, drawn_event, rack_event, redraw
from ..rounds import ENDED, READY, GameError
from ..timer import number
from .base import Typed, table_number


@dataclass(frozen=True)
class Rack(Typed):
    NAME = "rack"
    tiles: tuple[str, ...]

    def line(self) -> str:
        return " ".join(["rack", *self.tiles])


@dataclass(frozen=True)
class Adjust(Typed):
    NAME = "adjust"
    seconds: float

    def line(self) -> str:
        return f"adjust {self.seconds:g}"


@dataclass(frozen=True)
class Warn(Typed):
    NAME = "warn"
    table: int


@dataclass(frozen=True)
class Pick(Typed):
    NAME = "pick"
    index: int                 # 1-based, as the master list numbers the tops

    def line(self) -> str:
        return f"pick {self.index}"


@dataclass(frozen=True)
class Autorun(Typed):
    NAME = "autorun"
    on: bool


@dataclass(frozen=True)
class End(Typed):
    NAME = "end"
    reason: str = "judge"

    def line(self) -> str:
        return f"end {self.reason}"


def parse_rack(args: list[str], game: Any) -> Rack:
    return Rack(tuple(args))


def parse_adjust(args: list[str], game: Any) -> Adjust:
    return Adjust(number(args, "timer.adjust_usage"))


def parse_warn(args: list[str], game: Any) -> Warn:
    if len(args) != 1:
        raise GameError("warn.usage")
    return Warn(table_number(args[0]))


def parse_pick(args: list[str], game: Any) -> Pick:
    return Pick(int(number(args, "pick.usage")))


def parse_autorun(args: list[str], game: Any) -> Autorun:
    if args not in (["on"], ["off"]):
        raise GameError("autorun.usage")
    return Autorun(args == ["on"])


def parse_end(args: list[str], game: Any) -> End:
    return End(" ".join(args) or "judge")


# ------------------------------------------------------------------ checked against the game → events
def draw_event(game: Any, command: Typed) -> dict[str, Any]:
    if game.phase == READY and game.tops:
        raise GameError("draw.has_moves")
    if game.prepared:
        prepared: dict[str, Any] = game._prepared_draw()
        return prepared
    if game.version < 3:
        return {"type": "draw"}
    leftover, bag, rejected = redraw(game.phase, game.current, game.leftover, game.bag)
    next_round = game._next_round()
    return drawn_event(leftover, bag, rejected, next_round,
                       draw_rng(game.version, game.seed, game.rng, next_round, len(rejected)), game.tiles,
                       game.ruleset.minimums)


def rack_command_event(game: Any, command: Rack) -> dict[str, Any]:
    return rack_event(list(command.tiles), game.leftover, game.bag, game._next_round(), game.tiles,
                      game.ruleset.minimums)


def start_event(game: Any, command: Typed) -> dict[str, Any]:
    if not game.tops:
        raise GameError("timer.no_move")
    return {"type": "start"}


def adjust_event(game: Any, command: Adjust) -> dict[str, Any]:
    if not 0 <= command.seconds <= 3600:
        raise GameError("timer.adjust_range")
    return {"type": "adjust", "seconds": command.seconds}


def pause_event(game: Any, command: Typed) -> dict[str, Any]:
    if not game.timer.running:
        raise GameError("timer.paused")
    return {"type": "pause"}


def resume_event(game: Any, command: Typed) -> dict[str, Any]:
    if game.timer.running:
        raise GameError("timer.running")
    return {"type": "resume"}


def time_event(game: Any, command: Typed) -> dict[str, Any]:
    return {"type": "time"}


def warn_event(game: Any, command: Warn) -> dict[str, Any]:
    return {"type": "warn", "table": game._table(str(command.table))}


def close_event(game: Any, command: Typed) -> dict[str, Any]:
    if game.current is not None:
        game.check_finalisable(game.current)  # as finalise N: not with a dispute open
    return {"type": "close"}


def pick_event(game: Any, command: Pick) -> dict[str, Any]:
    if not 1 <= command.index <= len(game.tops):
        raise GameError("pick.range", n=len(game.tops))
    return {"type": "pick", "index": command.index - 1}


def reveal_event(game: Any, command: Typed) -> dict[str, Any]:
    master = game._master()
    return {"type": "reveal", "master": str(master.move), "score": master.score}


def autorun_event(game: Any, command: Autorun) -> dict[str, Any]:
    if game.autorun_schedule is None:         # nothing to hand over or back: the game was not run unattended
        raise GameError("autorun.none")
    return {"type": "autorun", "on": command.on}


def end_event(game: Any, command: End) -> dict[str, Any]:
    if game.phase == ENDED:
        raise GameError("game.ended")
    return {"type": "end", "reason": command.reason}
