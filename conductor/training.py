"""Solo training: one player against the master move, round after round (`conductor train`).

The duplicate state machine runs the game (same draws, same master move for a given seed or prepared
file, whatever the player does), and this module adds what a player training alone wants: every
attempt checked and scored at once, hints, the best alternatives after each round, the "topping"
variant where time is the score, and a summary kept in a history file. Time comes in as arguments and
nothing here touches a screen, a clock or a file, except `History`, the thin file shell.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .engine import MoveGenerator
from .files import private_file, private_folder
from .game.commands import EnterSlip, Typed
from .game.duplicate import COLLECT, ENDED, READY, THINK, Config, Duplicate, GameError
from .game.players import Player
from .game.prepared import PreparedRound
from .game.ranking import percent_of_master
from .game.slip_text import read_slip
from .messages import KeyedError, text
from .reasons import in_language
from .room.flow import RoundFlow
from .rules.move import Move, parse_move, place, reason_of

TABLE = 1
ALTERNATIVES = 10
TOPPING_PENALTY = 10     # seconds added to a round whose top was not found: a miss costs more than any find
PLAY, RESULT, OVER = "play", "result", "over"
HINTS = ("top", "bingo", "count")


@dataclass(frozen=True)
class Attempt:
    text: str          # as typed, or the notation of the clicked tiles
    notation: str      # the move as the game writes it ("" when it could not be read)
    score: int
    reason: str        # why it is illegal, in the player's language ("" when legal)
    at: float          # seconds into the round
    top: bool = False  # reaches the top score

    @property
    def legal(self) -> bool:
        return not self.reason


@dataclass(frozen=True)
class Alternative:
    notation: str
    score: int
    tiles: int         # tiles placed from the rack


@dataclass(frozen=True)
class RoundResult:
    number: int
    rack: str
    master: str
    master_score: int
    played: str        # the player's best legal attempt ("" none)
    score: int
    percent: float     # of the master's score
    found_top: bool
    seconds: float     # when the counted move was entered (topping: the time score)
    hints: tuple[str, ...]
    attempts: int
    alternatives: tuple[Alternative, ...] = ()

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["hints"] = list(self.hints)
        data["alternatives"] = [asdict(a) for a in self.alternatives]
        return data


@dataclass(frozen=True)
class Summary:
    seed: int
    mode: str                      # "normal" or "topping"
    source: str                    # "seed N" or the prepared file's name
    rounds: tuple[RoundResult, ...]
    total: int
    master_total: int
    percent: float
    tops_found: int
    topping_seconds: float         # topping: the total time score (lower is better)
    ended: str
    date: str = ""

    @property
    def best_finds(self) -> list[RoundResult]:
        """Tops found, highest scores first."""
        return sorted((r for r in self.rounds if r.found_top), key=lambda r: (-r.score, r.number))

    @property
    def misses(self) -> list[RoundResult]:
        """Rounds below the master, the costliest first."""
        return sorted((r for r in self.rounds if not r.found_top), key=lambda r: (r.score - r.master_score, r.number))

    def to_json(self) -> dict[str, Any]:
        data = {k: v for k, v in asdict(self).items() if k != "rounds"}
        data["version"] = 1
        data["rounds"] = [r.to_json() for r in self.rounds]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Summary:
        rounds = tuple(
            RoundResult(**{**r, "hints": tuple(r.get("hints", ())),
                           "alternatives": tuple(Alternative(**a) for a in r.get("alternatives", ()))})
            for r in data["rounds"]
        )
        fields = {k: data[k] for k in ("seed", "mode", "source", "total", "master_total", "percent", "tops_found",
                                       "topping_seconds", "ended")}
        return cls(rounds=rounds, date=data.get("date", ""), **fields)


@dataclass
class _RoundState:
    attempts: list[Attempt] = field(default_factory=list)
    hints: list[str] = field(default_factory=list)
    started_at: float | None = None
    bingo: bool = False
    alternatives: tuple[Alternative, ...] = ()


class Training:
    """One solo game. `phase`: play (a rack is out or coming), result (a round's result is shown), over."""

    def __init__(self, generator: MoveGenerator, seed: int, *, round_seconds: int = 180, topping: bool = False,
                 prepared: list[PreparedRound] | None = None, source: str = "", language: str,
                 max_rounds: int | None = None, warnings: tuple[int, ...] = (60, 30), ruleset: str | None = None):
        config = Config(round_seconds=round_seconds, bonuses=False, tie_policy="random")
        self.game = Duplicate(generator, [Player(TABLE, "jo")], seed, config, prepared, language=language,
                              ruleset=ruleset)
        self.generator = generator
        self.seed = seed
        self.topping = topping
        self.language = language
        self.source = source or text("training.hint.seed", language, seed=seed)
        self.max_rounds = max_rounds
        self.results: list[RoundResult] = []
        self.round = _RoundState()
        self.flow = RoundFlow(warnings)          # the round's flow, as a game in the room runs it
        self.phase = PLAY
        self._event(self.game.setup_event(generator.lexicon.identity.to_json()), 0.0)

    # ------------------------------------------------------------------ the game underneath
    def _event(self, event: dict[str, Any], at: float) -> dict[str, Any]:
        event.setdefault("at", at)
        return self.game.apply(event)

    def _command(self, command: str | Typed, at: float) -> dict[str, Any]:
        return self._event(self.game.command(command, at), at)

    @property
    def rack(self) -> list[str]:
        return list(self.game.current.rack) if self.game.current else []

    @property
    def number(self) -> int:
        return self.game.current.number if self.game.current else len(self.game.rounds)

    def time_left(self, at: float) -> float | None:
        return self.game.timer.left(at) if self.game.phase in (THINK, COLLECT) else None

    @property
    def paused(self) -> bool:
        return self.game.phase == THINK and not self.game.timer.running

    # ------------------------------------------------------------------ a round
    def draw(self, at: float) -> list[str]:
        """The next rack (a rack with no legal move is put back and drawn again, as a judge would)."""
        if self.phase == OVER:
            return []
        if self.max_rounds is not None and len(self.game.rounds) >= self.max_rounds:
            self._command("end rounds", at)
        else:
            self._command("draw", at)
            while self.game.phase == READY and not self.game.tops:
                self._command("end" if self.game.prepared else "draw", at)
        if self.game.phase == ENDED:
            self.phase = OVER
            return []
        self.phase = PLAY
        self.round = _RoundState()
        self.game.full_search()                  # the hints need every move, the master only the tops
        self.round.bingo = self.generator.count_placing(7) > 0
        self.round.alternatives = tuple(Alternative(str(m.move), m.score, m.new_tiles)
                                        for m in self.generator.top(ALTERNATIVES))
        return self.rack

    def start(self, at: float) -> None:
        """The rack has been called: the clock runs."""
        self._command("start", at)
        self.round.started_at = at
        self.flow.passed(self.game.timer.left(at))

    def pause(self, at: float) -> bool:
        """Pause or resume; returns True when now paused."""
        self._command("pause" if self.game.timer.running else "resume", at)
        return self.paused

    def elapsed(self, at: float) -> float:
        left = self.time_left(at)
        return self.game.config.round_seconds - (left if left is not None else 0.0)

    def attempt(self, text: str, at: float, move: Move | None = None) -> Attempt:
        """Check and score a move now; the best legal attempt is the one that counts."""
        if self.game.phase != THINK:
            raise GameError("training.not_in_round")
        best = self.game.tops[0].score if self.game.tops else 0
        try:
            move = move if move is not None else parse_move(text, self.game.tiles)
            placement = place(self.game.board, move, self.game.tiles, rack=self.rack,
                              is_word=self.generator.lexicon.is_word)
        except ValueError as error:
            found = Attempt(text, str(move) if move is not None else "", 0,
                            in_language(reason_of(error), self.language), self.elapsed(at))
        else:
            found = Attempt(text, str(placement.move), placement.score, "", self.elapsed(at),
                            top=placement.score == best)
        self.round.attempts.append(found)
        if found.top and self.topping:
            self.finish(at)
        return found

    def best_attempt(self) -> Attempt | None:
        legal = [a for a in self.round.attempts if a.legal]
        # the highest score; among equals the first found (its time is the one that counts)
        return max(legal, key=lambda a: (a.score, -a.at)) if legal else None

    def hint(self, kind: str) -> str:
        """A hint in the player's language; noted against the round."""
        if kind not in HINTS:
            raise KeyedError("announce.choice", what="hint", value=kind, choices=", ".join(HINTS))
        if kind not in self.round.hints:
            self.round.hints.append(kind)
        tops = self.game.tops
        if kind == "top":                            # messages/training.py, keys "training.hint.…"
            return text("training.hint.top", self.language, score=tops[0].score)
        if kind == "bingo":
            return text("training.hint.bingo" if self.round.bingo else "training.hint.no_bingo", self.language)
        return text("training.hint.tops", self.language, n=len(tops))

    def tick(self, at: float, call_done: bool = False) -> list[int]:
        """The round's flow at `at` (room/flow.py): the clock starts when the rack's call has just ended
        (`call_done`), the warnings come, the time up ends the round (the best attempt handed in). Returns
        the warnings due, as seconds left: 60, 30, and 0 (flow.TEMPS) for "Temps!", the round then over."""
        said = []
        for step in self.flow.due(self.game, at, call_done):
            if step.command == "start":
                self.start(at)
            elif step.command == "time":
                self.finish(at)
            if step.say is not None:
                said.append(step.say)
        return said

    def finish(self, at: float) -> RoundResult:
        """Submit (or time up): the best attempt is handed in, the master revealed and placed."""
        game = self.game
        if game.phase not in (THINK, COLLECT):
            raise GameError("training.not_in_round")
        seconds = self.elapsed(at)
        best = self.best_attempt()
        if best is not None:
            self._command(EnterSlip(TABLE, read_slip(best.notation, game.tiles, game.language)), at)
        if game.phase == THINK:
            self._command("time", at)
        self._command("close", at)
        answer = self._command("reveal", at)
        rack = " ".join(game.rounds[-1].rack)
        score = best.score if best else 0
        found = best is not None and best.top
        if self.topping:
            seconds = best.at if found and best is not None else game.config.round_seconds + TOPPING_PENALTY
        elif best is not None:
            seconds = best.at
        result = RoundResult(
            number=answer["round"], rack=rack, master=answer["master"], master_score=answer["score"],
            played=best.notation if best else "", score=score, percent=percent_of_master(score, answer["score"]),
            found_top=found, seconds=round(seconds, 1), hints=tuple(self.round.hints),
            attempts=len(self.round.attempts), alternatives=self.round.alternatives,
        )
        self.results.append(result)
        self.phase = RESULT
        return result

    def end(self, at: float) -> Summary:
        """Stop here (a round in play is dropped, its rack back in the bag)."""
        if self.game.phase != ENDED:
            self._command("end player", at)
        self.phase = OVER
        return self.summary()

    def summary(self, date: str = "") -> Summary:
        total = sum(r.score for r in self.results)
        master_total = sum(r.master_score for r in self.results)
        return Summary(
            seed=self.seed, mode="topping" if self.topping else "normal", source=self.source,
            rounds=tuple(self.results), total=total, master_total=master_total, percent=percent_of_master(total, master_total),
            tops_found=sum(r.found_top for r in self.results),
            topping_seconds=round(sum(r.seconds for r in self.results), 1) if self.topping else 0.0,
            ended=self.game.end_reason, date=date,
        )


# ---------------------------------------------------------------------- history (the file shell)

@dataclass(frozen=True)
class Progress:
    sessions: tuple[Summary, ...]
    skipped: int                     # unreadable lines, left in the file untouched

    @property
    def best(self) -> Summary | None:
        full = [s for s in self.sessions if s.rounds]
        return max(full, key=lambda s: s.percent) if full else None

    def recent_average(self, n: int = 5) -> float | None:
        full = [s.percent for s in self.sessions if s.rounds][-n:]
        return round(sum(full) / len(full), 1) if full else None


class History:
    """Past sessions, one JSON line each, appended and synced: a crash never loses an earlier session."""

    def __init__(self, path: Path):
        self.path = Path(path)

    def save(self, summary: Summary) -> None:
        private_folder(self.path.parent)
        line = json.dumps(summary.to_json(), ensure_ascii=False) + "\n"
        with private_file(self.path, "a") as out:
            out.write(line)
            out.flush()
            os.fsync(out.fileno())

    def read(self) -> Progress:
        if not self.path.exists():
            return Progress((), 0)
        sessions, skipped = [], 0
        for line in self.path.read_text(encoding="utf-8", errors="replace").splitlines():
            if not line.strip():
                continue
            try:
                sessions.append(Summary.from_json(json.loads(line)))
            except (ValueError, KeyError, TypeError):
                skipped += 1
        return Progress(tuple(sessions), skipped)


def default_history_path() -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir("conductor", appauthor=False)) / "training.jsonl"

