"""Double entry (config `double_entry: true`): most wrong results come from slips read or typed wrongly, so two
senders (two table judges' devices, or a device and the console) each enter the same paper slip, and it counts
once their entries agree, as French arbiters' double-correction sheets do.

An entry agrees with another when both read as the same move (after normalising) or give the same score; one
entry alone is pending; every sender's reading is kept (its newest), and a table's readings agree only when all
of them agree; otherwise they are a dispute, which the judge settles (`settle rN TABLE K` picks reading K as
listed, `settle rN TABLE SLIP…` or `correct rN TABLE …` gives the right one). A round is finalised with a
pending entry counted as it stands; a dispute is never finalised by itself. Every entry is logged with its
sender. Mixed into `Duplicate`, like SlipCollection.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ..digits import is_whole
from ..rules.move import parse_move
from ..rules.tiles import TileSet
from .answers import EntryAnswer, SettleAnswer
from .events import EntryEvent, SettleEvent
from .rounds import REPLACE, Correction, Round, Slip
from .state import GameState


class DoubleEntry(GameState):
    def _on_entry(self, event: EntryEvent) -> EntryAnswer:
        round_ = self.find_round(int(event["round"]))
        table, by = int(event["table"]), event.get("by", "console")
        slip = self._score(round_, table, event["text"], event.get("typed"))
        read = round_.entries.setdefault(table, {})
        was = read.pop(by, None)                  # a sender's newest entry replaces its older one, at the end
        if event.get("replace"):                  # asked (collection.conflict) and confirmed: traced
            settled = table in round_.settled and table in round_.slips
            old = round_.slips[table] if settled else None if was is None else self._score(round_, table, was)
            if old is not None:
                round_.corrections.append(Correction(table, old, slip, float(event.get("at", 0.0)), by,
                                                     round_.sources.get(table, by) if settled else by, REPLACE))
        read[by] = slip.typed or slip.text        # as the sender typed it: what an echo may show (secrecy.py)
        round_.settled.pop(table, None)
        state = self._agree(round_, table)
        answer: EntryAnswer = {"round": round_.number, "slip": slip.to_json(), "entry": state,
                  "entries": [{"by": who, "text": text} for who, text in read.items()]}
        return answer

    def _agree(self, round_: Round, table: int) -> str:
        """The table's slip from its entries: "agreed" (it counts), "pending" (one sender) or "dispute"."""
        read = list(round_.entries.get(table, {}).items())
        if self.version < 5:                      # logs before version 5 were played judging the last two readings
            read = read[-2:]
        if len(read) < 2:
            round_.slips.pop(table, None)
            self._rescore(round_)
            return "pending"
        slips = [self._score(round_, table, text) for _, text in read]
        if not all(_agreeing(a, b, self.tiles, self.version) for a, b in combinations(slips, 2)):
            round_.slips.pop(table, None)         # every reading is kept; they agree only when all of them do
            self._rescore(round_)
            return "dispute"
        moves = [slip for slip in slips if not is_whole(slip.text)]
        round_.slips[table] = moves[0] if moves else slips[-1]          # the move, where one wrote it
        round_.sources[table] = "+".join(by for by, _ in read)
        self._rescore(round_)
        return "agreed"

    def entry_of(self, round_: Round, table: int) -> str | None:
        """Where a table's readings stand: "agreed", "pending", "dispute", "settled", or None (no reading)."""
        if not round_.entries.get(table):
            return None
        if table in round_.settled:
            return "settled"
        if table in round_.slips:
            return "agreed" if "+" in round_.sources.get(table, "") else "settled"
        return "dispute" if len(round_.entries[table]) >= 2 else "pending"

    def readings_agree(self, round_: Round, table: int) -> bool | None:
        """Whether a table's readings agreed (the arbitration sheet's second reader's column), whatever the judge
        did afterwards: None for fewer than two readings."""
        read = list(round_.entries.get(table, {}).values())
        if self.version < 5:
            read = read[-2:]
        if len(read) < 2:
            return None
        slips = [self._score(round_, table, text) for text in read]
        return all(_agreeing(a, b, self.tiles, self.version) for a, b in combinations(slips, 2))

    def _on_settle(self, event: SettleEvent) -> SettleAnswer:
        round_ = self.find_round(int(event["round"]))
        table = int(event["table"])
        slip = self._score(round_, table, event["text"])
        self._settle(round_, table, slip, event.get("by", "console"))
        return {"round": round_.number, "slip": slip.to_json(), "entry": "settled"}

    def _settle(self, round_: Round, table: int, slip: Slip, by: str) -> None:
        """The judge's word on a table's entries (settle, or a correction): kept for the report."""
        if round_.entries.get(table):
            round_.settled[table] = {"entries": [{"by": who, "text": text}
                                                 for who, text in round_.entries[table].items()],
                                     "chosen": slip.text, "by": by}
        round_.slips[table] = slip
        round_.sources[table] = by
        self._rescore(round_)

    def _count_single_entries(self, round_: Round) -> None:
        """A round made final: a table with one entry counts it as it stands (a dispute stays for the judge)."""
        for table, read in round_.entries.items():
            if len(read) == 1 and table not in round_.slips and table not in round_.settled:
                by, text = next(iter(read.items()))
                round_.slips[table] = self._score(round_, table, text)
                round_.sources[table] = by

    def entry_state(self) -> dict[str, Any]:
        """Tables waiting for a second entry, and disputes, per round still open to them."""
        pending: dict[str, list[int]] = {}
        disputes: dict[str, list[int]] = {}
        for round_ in [*self.rounds, *([self.current] if self.current is not None else [])]:
            for table, read in sorted(round_.entries.items()):
                if table in round_.slips or table in round_.settled:
                    continue
                (disputes if len(read) >= 2 else pending if not round_.final else {}).setdefault(
                    str(round_.number), []).append(table)
        return {"pending": pending, "disputes": disputes}

    def readings_of(self, round_: Round) -> dict[str, Any]:
        """For `state`: the tables of `round_` whose readings wait for agreement or the judge (how many each has),
        and the disputes among them; nothing when no table has a reading, so a game without double entry reads
        as before."""
        waiting = {str(t): len(read) for t, read in sorted(round_.entries.items())
                   if read and t not in round_.slips}
        return {"readings": waiting, "disputes": self.disputes_of(round_)} if waiting else {}

    def single_readings(self, round_: Round) -> list[int]:
        """The tables of `round_` that would count one sender's reading as it stands if it were made final now (a
        console asks before it does: nobody else has read that paper slip)."""
        return [t for t, read in sorted(round_.entries.items())
                if len(read) == 1 and t not in round_.slips and t not in round_.settled]

    def disputes_of(self, round_: Round) -> list[int]:
        return [t for t, read in sorted(round_.entries.items())
                if len(read) >= 2 and t not in round_.slips and t not in round_.settled]


def _agreeing(a: Slip, b: Slip, tiles: TileSet, version: int) -> bool:
    """Two readings of one paper slip agree when they read as the same move (its notation: "8c zzzzx" is
    "8C zzzzx"), or as the same score where one (or both) gave a bare score. Two different moves with one score
    are a dispute for the judge to look at (logs before version 4 were played taking them as agreeing, and
    replay so)."""
    if _notation(a.text, tiles) == _notation(b.text, tiles):
        return True
    if version < 4:
        return a.score == b.score
    return (is_whole(a.text) or is_whole(b.text)) and a.score == b.score


def _notation(text: str, tiles: TileSet) -> str:
    try:
        return str(parse_move(text, tiles))
    except ValueError:
        return text
