"""Slips across rounds: entered from a round's "Temps!" until the judge finalises it, while later rounds
are played; corrected until the results are declared final (FISC II.1, II.9).

The part of the duplicate state machine (duplicate.py) that takes, checks and applies slips, corrections
and finalisations. Every slip is scored on its own round's board and rack (rounds.py), and a revealed
round's scores and solo-top bonus are recomputed whenever one of its slips changes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..digits import whole
from ..messages import Joined
from .answers import CorrectAnswer, FinalAnswer, FinaliseAnswer, SlipAnswer
from .events import CorrectEvent, FinalEvent, FinaliseEvent, SlipEvent
from .state import GameState
from .rounds import CLOSED, COLLECT, ENDED, REPLACE, THINK, Correction, GameError, Round, Slip, \
    SlipReading, bonus_value, rescore, score_slip


class SlipCollection(GameState):
    """Mixed into `Duplicate`, whose state (players, rounds, the round on the board, phase) it reads."""

    def check_finalisable(self, round_: Round) -> None:
        """Whether round `round_` may be made final now (its missing slips 0, no more slips): decided here for
        `finalise N` and `close` (the round on the board) alike. GameError when it already is, or while a
        double-entry dispute is open (a dispute is never finalised by itself: the judge settles it first). `end`
        makes every round final all the same; its disputes stay open, and `final` waits for them."""
        if round_.final:
            raise GameError("finalise.already", round=round_.number)
        disputes = self.disputes_of(round_)
        if disputes:
            raise GameError("finalise.disputes", round=round_.number, tables=Joined(disputes))

    def check_final(self) -> None:
        """Whether the results may be declared final now: GameError while the game goes on, once they are, or while
        a double-entry dispute is open. Asked by `final` and by a console before it asks for confirmation (a
        refusal comes at once, not after a "sí")."""
        if self.phase != ENDED:
            raise GameError("final.still_going")
        if self.results_final:
            raise GameError("final.already")
        disputes = self.entry_state()["disputes"]
        if disputes:                                  # settled (or corrected) first: `final` ends corrections
            number, tables = next(iter(disputes.items()))
            raise GameError("final.disputes", round=int(number), tables=Joined(tables))

    def find_round(self, number: int) -> Round:
        """Round `number`, revealed or on the board."""
        if self.current is not None and self.current.number == number:
            return self.current
        if 1 <= number <= len(self.rounds):
            return self.rounds[number - 1]
        played = len(self.rounds) + (1 if self.current is not None else 0)
        raise GameError("round.none_so_far" if played else "round.none_yet", round=number, played=played)

    def playing(self, number: int) -> list[int]:
        """Tables that play round `number`: everyone but the players expelled or withdrawn by then and those who
        joined later (their 0 is a missed round, not a missing slip)."""
        return [t for t in sorted(self.players)
                if self.expelled.get(t, number + 1) > number and self.joined.get(t, 1) <= number
                and self.withdrawn.get(t, number + 1) > number]

    def missing(self, round_: Round) -> list[int]:
        """Tables that owe round `round_` a slip (none once it is final)."""
        return round_.missing(self.playing(round_.number))

    def collecting(self) -> list[Round]:
        """Rounds whose slips are still coming, oldest first: revealed ones not finalised, then the round
        on the board while its time runs or once it is up."""
        open_ = [r for r in self.rounds if not r.final]
        if self.current is not None and self.phase in (THINK, COLLECT):
            open_.append(self.current)
        return open_

    def default_round(self, player: bool = False) -> Round | None:
        """The round a slip that names none goes to (DESIGN §4a), decided here for the console, headless, the
        network and the phone form alike: the round on the board once its time is up, else the newest round
        past its "Temps!" still collecting, else the round on the board while its time runs; never silently an
        older one. A `player`'s slip is for the round being played (the one on the board, if any)."""
        if player:
            return self.current
        open_ = self.collecting()
        past = [r for r in open_ if self.time_up(r)]
        candidates = past or open_
        return candidates[-1] if candidates else None

    def time_up(self, round_: Round) -> bool:
        """Whether round `round_`'s "Temps!" has been given: its slips, as written, are final (a round no longer on
        the board, or the board's once its time is up, closed, or the game ended)."""
        return round_ is not self.current or self.phase in (COLLECT, CLOSED, ENDED)

    def own_slip(self, table: str | None) -> bool:
        """The playing judge's own slip, typed during the thinking time: a player's (for the round being played)."""
        return table is not None and self.phase == THINK and self.config.judge_plays is not None \
            and whole(table, 6) == self.config.judge_plays

    def _slip_round(self, number: int | None, table: str | None = None) -> Round:
        """The round a slip goes to: the one named, or the default one (the playing judge's own slip, typed
        during the thinking time, is a player's: for the round being played)."""
        if number is None:
            found = self.default_round(player=self.own_slip(table))
            if found is None:
                raise GameError("round.not_collecting")
            return found
        round_ = self.find_round(number)
        if round_.final:
            raise GameError("round.final", round=number)
        if round_ is self.current and self.phase not in (THINK, COLLECT):
            raise GameError("round.not_started", round=number)
        return round_

    def conflict(self, event: dict[str, Any]) -> dict[str, Any] | None:
        """Whether `event` (a slip, a double-entry reading, or a sender's correction) would replace a slip or a
        reading without saying "replace" (DESIGN §4a), decided here for every face: its round, table and who
        holds what it would replace (never the slip's worth: the network is told this before "Temps!"). Another
        source's slip is always asked about; the same source replaces its own freely only before its round's
        "Temps!" (from then on, what was written is final: a replacement is a correction, asked and traced). A
        second sender's reading adds to the table's readings and replaces none, unless the judge has settled
        them. The judge's own `correct` says what it replaces. What the judge typed on the console is replaced only
        from the console: a device's or a player's slip over it is refused whatever "replace" says (`"fixed"`)."""
        if event["type"] not in ("slip", "correct", "entry"):
            return None
        by = event.get("by", "console")
        if event["type"] == "correct" and by == "console":
            return None
        round_ = self.find_round(int(event["round"])) if "round" in event else self.current
        if round_ is None:
            return None
        table = int(event["table"])
        if event["type"] == "entry" and table not in round_.settled:
            read = round_.entries.get(table, {})
            held = read.get(by) if self.time_up(round_) and not event.get("replace") else None
            return None if held is None else {"round": round_.number, "table": table, "by": by, "text": held}
        if table not in round_.slips:
            return None
        holder = round_.sources.get(table, "console")
        if holder in CONSOLE_SOURCES and by not in CONSOLE_SOURCES:
            return {"round": round_.number, "table": table, "by": holder, "text": round_.slips[table].text,
                    "fixed": True}
        if event.get("replace") or (holder == by and not self.time_up(round_)):
            return None
        return {"round": round_.number, "table": table, "by": holder, "text": round_.slips[table].text}

    def _score(self, round_: Round, table: int, text: str, typed: str | None = None,
               read: SlipReading | None = None) -> Slip:
        """The slip `text` on its round's board; `typed`: what the sender typed, when the log says it differs.
        A slip is scored once: the command scores it to write its event, and applying the event finds that score
        again (the last one kept; a round's board and rack never change, so it is the same)."""
        held = getattr(self, "_last_scored", None)
        if held is not None and held[0] is round_ and held[1] == table and text == held[2]:
            slip: Slip = held[3]
        elif held is not None and held[0] is round_ and held[1] == table and text == held[3].text \
                and not held[3].reason and not held[3].note:
            slip = replace(held[3], typed=held[3].text)        # the move as read, written in its own notation
        else:
            slip = score_slip(round_, table, text, self.tiles, self.generator.lexicon.is_word, read)
            self._last_scored = (round_, table, text, slip)
        return replace(slip, typed=" ".join(typed.split())) if typed else slip

    def _on_slip(self, event: SlipEvent) -> SlipAnswer:
        round_ = self.find_round(int(event["round"])) if "round" in event else self.current  # version 1: no round
        assert round_ is not None
        slip = self._score(round_, int(event["table"]), event["text"], event.get("typed"))
        old = round_.slips.get(slip.table)
        by, was_by = event.get("by", "console"), round_.sources.get(slip.table, "console")
        if old is not None and (was_by != by or event.get("replace")):   # replaced, asked: traced like a correction
            round_.corrections.append(Correction(slip.table, old, slip, float(event.get("at", 0.0)), by, was_by,
                                                 REPLACE))
        round_.slips[slip.table] = slip
        round_.sources[slip.table] = by
        self._rescore(round_)
        answer: SlipAnswer = {"round": round_.number, "slip": slip.to_json()}
        if old is not None:
            answer["replaced"] = old.to_json()
        return answer

    def _on_correct(self, event: CorrectEvent) -> CorrectAnswer:
        round_ = self.find_round(int(event["round"]))
        new = self._score(round_, int(event["table"]), event["text"], event.get("typed"))
        old = round_.slips.get(new.table)
        round_.corrections.append(Correction(new.table, old, new, float(event.get("at", 0.0)),
                                             event.get("by", "console"),
                                             round_.sources.get(new.table, "console") if old is not None else None))
        self._settle(round_, new.table, new, event.get("by", "console"))   # a correction settles a dispute too
        return {"round": round_.number, "slip": new.to_json(), "old": old.to_json() if old else None}

    def _on_finalise(self, event: FinaliseEvent) -> FinaliseAnswer:
        round_ = self.find_round(int(event["round"]))
        self._count_single_entries(round_)
        filled = self.missing(round_)
        round_.final = True
        self._rescore(round_)
        return {"round": round_.number, "without_slip": filled}

    def _on_final(self, event: FinalEvent) -> FinalAnswer:
        self.results_final = True
        return {"final": True}

    def _rescore(self, round_: Round) -> None:
        if round_.revealed:
            value = bonus_value(len(self.players)) if self.config.bonuses else 0
            rescore(round_, self.players, self.expelled, value)


CONSOLE_SOURCES = frozenset({"console", "judge"})   # typed at the judge's console (the judge's own slip included)
