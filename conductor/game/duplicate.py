"""One FISC duplicate game as a deterministic state machine over events.

`command(text, at)` checks a judge's command against the current state and returns the
event it would append (or raises `GameError` with the reason, changing nothing); `apply(event)`
moves the state on. Replaying the same events from the same setup (same lexicon, seed) always
gives the same state: the random generator lives in the state and the clock comes in events.

Phases of the round on the board (DESIGN §2): draw → ready (rack called) → think (timer running) →
collect (time is up) → reveal, back to draw for the next round. A round's slips are not tied to those
phases: they come from its "Temps!" until the judge finalises it (`finalise N`, `close` before the reveal,
or `end`), while later rounds are played, and any slip can be corrected until the results are final
(`final`). See rounds.py.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, cast

from ..digits import whole
from ..engine import GeneratedMove, MoveGenerator
from ..language import game_language
from ..version import version
from ..rules.bag import Bag, rng_state
from ..rules.board import Board
from ..rules.move import apply as apply_placement, place, rack_after
from ..rules.racks import mix
from ..rules.ruleset import Ruleset, find_ruleset, ruleset_of
from ..rules.tiles import TileSet
from ..wordlist.identity import ListIdentity, logged_list
from . import answers, events      # each event kind's type, each answer's
from .accommodations import Accommodations
from .collection import SlipCollection
from .commands import GAME, Typed, lookup, spec
from .draws import legacy_draw, logged_draw, prepared_event, redraw
from .entries import DoubleEntry
from .players import Player
from .prepared import PreparedRound
from .registration import Registration
from .reveal import logged_master, master_move
from .rounds import CLOSED, COLLECT, DRAW, ENDED, NULL_REASONS, READY, THINK, GameError, Phase, Round, Slip, \
    SlipConflict, bonus_value
from .schema import LOG_VERSION, Config, misfit
from .timer import TIMER_COMMANDS, Timer, require_phase, timer_applied

__all__ = ["Config", "Duplicate", "GameError", "NULL_REASONS", "Round", "Slip", "SlipConflict", "Timer", "bonus_value",
           "DRAW", "READY", "THINK", "COLLECT", "CLOSED", "ENDED", "LOG_VERSION", "Phase"]

# events that leave the standings as they are: the timer's, and slips of the round on the board (not revealed)
QUIET = frozenset({"start", "pause", "resume", "adjust", "time", "slip", "entry", "autorun", "clock"})


class Duplicate(SlipCollection, Registration, DoubleEntry, Accommodations):
    def __init__(self, generator: MoveGenerator, players: list[Player], seed: int, config: Config | None = None,
                 prepared: list[PreparedRound] | None = None, version: int = LOG_VERSION, language: str | None = None,
                 ruleset: Ruleset | str | None = None):
        """`ruleset`: the game's (its setup's); None, the first played with the word list's tiles (a test's game)."""
        self.generator = generator
        self.version = version            # the log's: version 3 draws with KeyedRandom and logs every rack
        self.prepared = list(prepared or [])
        self.tiles: TileSet = generator.lexicon.tiles
        self.ruleset: Ruleset = ruleset_of(self.tiles) if ruleset is None else find_ruleset(ruleset)
        self.language = game_language(self.ruleset, language)   # what every face says, decided once (setup)
        self.players = {p.table: p for p in players}
        self.config = config or Config()
        self.seed = seed
        self.rng = random.Random(seed)    # logs before version 3 only: their draws replay from it
        self.board = Board()
        self.bag = Bag.full(self.tiles)
        self.leftover: list[str] = []
        self.rounds: list[Round] = []
        self.current: Round | None = None
        self.phase = DRAW
        self.phase_at = 0.0                 # when the phase began (the log's time): what a schedule counts from
        self.results_version = 0            # moves when the standings may have: not with the round on the board's slips
        self.autorun_held = False           # `autorun off`: an unattended game handed to the console
        self.autorun_schedule: dict[str, Any] | None = None   # an unattended game's schedule, as its log recorded it
        self.joined: dict[int, int] = {}    # table → the first round played, for players who joined late
        self.registration_closed, self.join_until = False, None
        self.join_clients: dict[str, tuple[int, str]] = {}   # a join's client id's hash → (table, sealed token)
        self.end_reason, self.warnings = "", {}
        self.expelled: dict[int, int] = {}   # table → the first round it scores 0 in
        self.withdrawn: dict[int, int] = {}  # table → the first round a player who went home does not play
        self.accommodations: dict[int, int] = {}          # accommodations.py: table → extra seconds
        self.traced: dict[int, dict[int, dict[str, Any]]] = {}      # round → table → extra time, assistant (the report)
        self.results_final = False
        self.timer = Timer(self.config.round_seconds)
        self.tops = []
        self._counted: int | None = 0       # every legal move's count, once the full search has run
        self.picked, self.events = None, 0
        self.word_list: ListIdentity | None = None     # the list the setup names (wordlist/identity.py)
        self.written_by = ""                                 # the Conductor version the setup names

    # ------------------------------------------------------------------ setup event
    def setup_event(self, lexicon: dict[str, Any]) -> dict[str, Any]:
        """`lexicon`: the word list's identity as the log records it (ListIdentity.to_json; wordlist/identity.py)."""
        return {
            "type": "setup", "version": LOG_VERSION, "conductor": version(), "ruleset": self.ruleset.name,
            "lexicon": lexicon, "seed": self.seed,
            "players": [p.to_json() for p in self.players.values()], "config": self.config.to_json(),
            "prepared": [r.to_json() for r in self.prepared], "language": self.language,
        }

    # ------------------------------------------------------------------ commands → events
    def command(self, request: str | Typed, at: float) -> dict[str, Any]:
        """The event for a judge's command (a console line, or a typed command: commands/), checked against the
        state; nothing changes here. The phases it is taken in are checked first, then its words, then the rest."""
        if isinstance(request, str):
            found, args = lookup(request)
            if found is None or found.runs != GAME:
                words = request.split()
                raise GameError("command.unknown", name=words[0].lower()) if words else GameError("command.empty")
        else:
            found, args = spec(request), []
        if found.phases:
            require_phase(self.phase, *found.phases)
        typed = found.read(args, self) if isinstance(request, str) else request
        assert found.event is not None            # a GAME command makes an event
        event = found.event(self, typed)
        event["at"] = at
        return event

    def _phase(self, *allowed: Phase) -> None:
        require_phase(self.phase, *allowed)

    def _prepared_draw(self) -> dict[str, Any]:
        """The next rack of a prepared game (a venue's pack draws its own way: pack/play.py)."""
        return prepared_event(self.prepared, len(self.rounds), self.phase, self.leftover, self.bag)

    def _on_autorun(self, event: events.AutorunEvent) -> answers.AutorunAnswer:
        self.autorun_held = not event["on"]
        if "schedule" in event:                   # the live host logs the schedule it runs (a resume reads it)
            self.autorun_schedule = dict(event["schedule"])
        return {"autorun": "on" if event["on"] else "off"}

    def _table(self, text: str, round_: Round | None = None) -> int:
        table = whole(text, 6)
        if table is None:
            raise GameError("table.not_a_number", text=text)
        if table not in self.players:
            raise GameError("table.no_player", table=table)
        number = round_.number if round_ is not None else self._next_round()
        if self.expelled.get(table, number + 1) <= number:
            raise GameError("table.expelled", table=table)
        if self.joined.get(table, 1) > number:
            raise GameError("table.joined_later", table=table, round=self.joined[table])
        if self.withdrawn.get(table, number + 1) <= number:
            raise GameError("table.withdrawn", table=table, round=self.withdrawn[table])
        return table

    def _next_round(self) -> int:
        return len(self.rounds) + 1

    # ------------------------------------------------------------------ events → state
    def apply(self, event: dict[str, Any]) -> dict[str, Any]:
        """Move the state on; returns what the judge is told. Deterministic for a given state."""
        kind = event["type"]
        at = float(event.get("at", self.timer.last))
        self.timer.advance(at)
        self.events += 1
        phase = self.phase
        self.note_traced(event)
        if kind in TIMER_COMMANDS:
            answer, self.phase = timer_applied(cast(events.TimerEvent, event), self.timer, self.phase)
        else:
            answer = getattr(self, f"_on_{kind}")(event)
        if self.phase != phase:
            self.phase_at = at
        if kind not in QUIET or (kind in ("slip", "entry") and self.current is not None
                                  and event.get("round", self.current.number) != self.current.number):
            self.results_version += 1
        return answer

    def check_replayed(self, event: dict[str, Any]) -> None:
        """GameError when a logged event cannot happen where the replay has brought the game (schema.misfit)."""
        misfit(self, event)

    def _on_clock(self, event: events.ClockEvent) -> answers.NoAnswer:
        """The running clock, logged every few seconds by the live host: `apply` has moved the timer to it."""
        return {}

    def _on_setup(self, event: events.SetupEvent) -> answers.SetupAnswer:
        self.word_list = logged_list(dict(event))
        self.written_by = str(event.get("conductor", ""))      # the Conductor that wrote the log (version 7 on)
        return {"players": len(self.players)}

    def _open_round(self, leftover: Sequence[str], drawn: Sequence[str], rejected: Sequence[Sequence[str]],
                    rack: Sequence[str]) -> None:
        self.current = Round(self._next_round(), list(leftover), list(drawn), [list(r) for r in rejected], list(rack),
                             board=self.board)
        # the master needs only the moves tied for the top: the full list waits until it is asked for
        top, _, self.tops = self.generator.tops_only(self.board, rack)
        self._counted = None
        self.current.top_score = top
        self.picked = None
        self.timer = Timer(self.config.round_seconds, last=self.timer.last)
        self.phase = READY

    def _on_draw(self, event: events.DrawEvent) -> answers.RoundInfo | answers.EndedAnswer:
        # no legal move on the board's rack: it goes back whole and a new one is drawn (counted)
        leftover, self.bag, rejected_before = redraw(self.phase, self.current, self.leftover, self.bag)
        self.current = None
        if "drawn" in event:                      # version 3: the rack as it was drawn, whatever the seed
            kept, drawn, rejected, self.bag = logged_draw(event, leftover, self.bag)
            self._open_round(kept, drawn, rejected, kept + drawn)
            return self._round_info()
        draw = None if event.get("none") else legacy_draw(leftover, self.bag, self._next_round(), self.rng, self.tiles,
                                                           self.ruleset.minimums)
        if draw is None:
            if leftover:
                self.bag = self.bag.put_back(leftover)
            self._end("no valid rack can be drawn")
            return {"ended": self.end_reason}
        self.bag = draw.bag
        self._open_round(draw.leftover, draw.drawn, rejected_before + [list(r) for r in draw.rejected], draw.rack)
        return self._round_info()

    def _on_rack(self, event: events.RackEvent) -> answers.RoundInfo:
        drawn, returned = list(event["drawn"]), list(event.get("returned", []))
        if returned:
            self.bag = self.bag.put_back(returned)
            self.leftover = []
        self.bag = self.bag.take(drawn)
        self._open_round(self.leftover, drawn, [returned] if returned else [], list(self.leftover) + drawn)
        return self._round_info()

    def full_search(self) -> int:
        """Every legal move of the rack on the board (the move count, training's hints, the autopilot's slips):
        the full search, made once, when first asked for, after the tops were shown."""
        if self._counted is None:
            self._counted = self.generator.generate(self.board, self.current.rack) if self.current is not None else 0
        return self._counted

    @property
    def move_count(self) -> int:
        return self.full_search()

    def _round_info(self) -> answers.RoundInfo:
        assert self.current is not None
        info: answers.RoundInfo = {
            "round": self.current.number, "leftover": " ".join(self.current.leftover),
            "drawn": " ".join(self.current.drawn), "rejected": [" ".join(r) for r in self.current.rejected],
            "rack": " ".join(self.current.rack), "bag": len(self.bag),
        }
        if not self.tops:
            info["no_legal_move"] = True
        return info

    def _on_warn(self, event: events.WarnEvent) -> answers.WarnAnswer:
        table = int(event["table"])
        count = self.warnings.get(table, 0) + 1
        self.warnings[table] = count
        if count == 2 and self.current is not None:
            self.current.zeroed.add(table)
        if count >= 3:
            self.expelled.setdefault(table, self.current.number if self.current else self._next_round())
        sanction = {1: "warning", 2: "zero for this round"}.get(count, "expelled")
        return {"table": table, "sanction": sanction}

    def _on_close(self, event: events.CloseEvent) -> answers.CloseAnswer:
        """No more slips for the round on the board: the missing ones will be 0."""
        self.timer.running = False
        self.phase = CLOSED
        if self.current is None:
            return {"slips": 0}
        self._count_single_entries(self.current)
        self.current.final = True
        return {"round": self.current.number, "slips": len(self.current.slips)}

    def _on_pick(self, event: events.PickEvent) -> answers.PickAnswer:
        self.picked = int(event["index"])
        return {"picked": str(self.tops[self.picked].move)}

    def _master(self) -> GeneratedMove:
        current = self.current
        assert current is not None                # asked during a round (reveal, pick, the multiplex's master)
        return master_move(current.number, current.rack, self.board, self.tiles, self.tops, self.picked,
                           self.config.tie_policy, self.seed, self.prepared)

    def _on_reveal(self, event: events.RevealEvent) -> answers.RevealAnswer:
        round_ = self.current
        assert round_ is not None
        logged = logged_master(self.tops, event["master"]) if self.version >= 3 else None
        master = logged if logged is not None else self._master()
        if str(master.move) != event["master"]:
            raise GameError("reveal.other_lexicon", logged=event["master"], found=str(master.move))
        placement = place(self.board, master.move, self.tiles, rack=round_.rack)
        round_.master, round_.master_score, round_.ties = str(master.move), master.score, len(self.tops)
        round_.top_score = max(round_.top_score, master.score)
        round_.revealed = True
        self._rescore(round_)
        self.board = apply_placement(self.board, placement)
        self.leftover = rack_after(round_.rack, placement)
        self.rounds.append(round_)
        self.current = None
        self.tops, self._counted = [], 0
        self.phase = DRAW
        answer: answers.RevealAnswer = {"round": round_.number, "master": round_.master, "score": round_.master_score, "ties": round_.ties}
        if not round_.final:
            answer["missing"] = self.missing(round_)
        return answer

    def _on_reopen(self, event: events.ReopenEvent) -> answers.ReopenAnswer:
        """Replayed after the lines it takes back were skipped: the game stands as before them; a round taken
        back into its thinking time goes on paused with the time it had left."""
        if self.phase == THINK and event.get("remaining") is not None:
            self.timer.running = False
            self.timer.remaining = float(event["remaining"])
        return {"reopened": event.get("what", ""), "phase": str(self.phase), "round": self.snapshot()["round"]}

    def restore(self, other: Duplicate) -> None:
        """Become `other` (the game replayed after a reopen), in place: the projector, the console and the
        server hold this object. Its event count only grows, so what they cached per count is redone."""
        events, results = self.events, self.results_version
        vars(self).clear()
        vars(self).update(vars(other))
        self.events = max(other.events, events + 1)
        self.results_version = max(other.results_version, results + 1)

    def _on_end(self, event: events.EndEvent) -> answers.EndedAnswer:
        if self.current is not None:
            self.bag = self.bag.put_back(self.current.rack)
            self.current = None
        for round_ in self.rounds:      # the missing slips of every round are 0 now
            if not round_.final:
                self._count_single_entries(round_)
                round_.final = True
                self._rescore(round_)
        self._end(event.get("reason", "judge"))
        return {"ended": self.end_reason}

    def _end(self, reason: str) -> None:
        self.phase = ENDED
        self.end_reason = reason
        self.timer.running = False

    # ------------------------------------------------------------------ views
    def master_list(self) -> list[dict[str, Any]]:
        return [{"n": i + 1, "move": str(m.move), "score": m.score} for i, m in enumerate(self.tops)]

    def snapshot(self) -> dict[str, Any]:
        """Everything that defines the state, for `state` and for comparing replays."""
        return {
            "round": self.current.number if self.current else len(self.rounds) + (0 if self.phase == ENDED else 1),
            "phase": self.phase,
            "rack": " ".join(self.current.rack) if self.current else "",
            "leftover": " ".join(self.leftover), "board": self.board.to_rows(),
            "bag": len(self.bag), "bag_tiles": " ".join(self.bag.tiles),
            "rng": rng_state(self.rng)[1][-3:] if self.version < 3 else [],
            "timer": {"remaining": round(self.timer.remaining, 3), "running": self.timer.running},
            "slips": {str(t): s.to_json() for t, s in sorted(self.current.slips.items())} if self.current else {},
            "collecting": {str(r.number): {"slips": len(r.slips), "missing": self.missing(r), **self.readings_of(r)}
                           for r in self.collecting()},
            "totals": {str(t): v for t, v in self.totals().items()},
            "warnings": {str(t): n for t, n in sorted(self.warnings.items())},
            "ended": self.end_reason, "final": self.results_final,
        }

    def totals(self) -> dict[int, int]:
        return {t: sum(r.scores.get(t, 0) + r.bonus.get(t, 0) for r in self.rounds) for t in sorted(self.players)}

    def vowels_consonants_left(self) -> tuple[int, int]:
        m = mix(list(self.bag.tiles), self.tiles)
        return m.vowels, m.consonants
