"""What the session keeps in mind of the senders of slips, beyond the log (DESIGN §4a): where each sender's last slip
with no round went, so the round does not move under a judge's hands; and what a device changed in a revealed round,
so the judge is told of every such change. Read by `Session` (session.py), in the game's thread. Pure."""

from __future__ import annotations

from typing import Any

from ..messages import Message
from ..messages.logged import Source
from ..reasons import SlipSaid
from .duplicate import Duplicate
from .rounds import GameError, Round, Slip


class Senders:
    """`defaults`: sender → the default round its last round-less slip went to (in memory: a restart forgets it,
    `restarted`); `changes`: the judge's notices of what devices changed in revealed rounds (taken by the live host)."""

    def __init__(self, restarted: bool = False) -> None:
        self.defaults: dict[str, int] = {}
        self.restarted = restarted
        self.changes: list[Message] = []

    def default_kept(self, game: Duplicate, by: str, number: int) -> None:
        """A slip that names no round goes to the default round (Duplicate.default_round); when that round is not
        the one this sender's last such slip went to, the sender is told before the slip is taken (the round does
        not move under the judge's hands) while that older round still waits for slips: refused once, saying the
        round it now goes to; the same slip again is taken there. Decided on the rounds' times and who has a slip
        alone, never on a slip's worth. After a restart (the memory is not logged) a sender's first such slip is
        asked about alike while an older round still waits for slips (`round.moved_restart`)."""
        was = self.defaults.get(by)
        self.defaults[by] = number
        if was is None and self.restarted:
            older = [r.number for r in game.collecting() if r.number < number and game.missing(r)]
            if older:
                raise GameError("round.moved_restart", round=number, was=older[-1])
            return
        if was is None or was == number:
            return
        try:
            waiting = game.find_round(was)
        except GameError:
            return
        if not waiting.final and game.missing(waiting):
            raise GameError("round.moved", round=number, was=was)

    @staticmethod
    def counted(game: Duplicate, event: dict[str, Any]) -> tuple[Round, Slip] | None:
        """The slip that counts where a device's slip (or reading) goes, when its round is revealed (None: not
        revealed, or nothing counted there yet): what the judge is told the device changed."""
        if event["type"] not in ("slip", "entry") or "round" not in event:
            return None
        round_ = game.find_round(int(event["round"]))
        held = round_.slips.get(int(event["table"])) if round_.revealed else None
        return None if held is None else (round_, held)

    def changed(self, event: dict[str, Any], by: str, round_: Round, old: Slip) -> None:
        """After a device's slip: when what counts in the revealed round changed (a replacement, a reading that makes
        a dispute of an agreement), the judge is told, every time, with the old slip and the new one."""
        new = round_.slips.get(int(event["table"]))
        if new is not None and (new.text, new.score) == (old.text, old.score):
            return
        where = {"round": round_.number, "table": int(event["table"]), "by": Source(by),
                 "old": SlipSaid(old.text, old.score)}
        self.changes.append(Message("change.revealed", **where, new=SlipSaid(new.text, new.score)) if new is not None
                            else Message("change.revealed_dispute", **where))
        del self.changes[:-50]
