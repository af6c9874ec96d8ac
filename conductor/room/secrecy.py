"""The secrecy rule (DESIGN §4c), decided here and nowhere else: what a sender may be told of a slip, and when.

Until a round's "Temps!" nothing that leaves the judge's console depends on that round's moves: a slip is
answered "received" (its table, round, client id and the text as typed), whether it is the top, a non-word or
a score. From "Temps!" a table judge's device is told scores and reasons; a player, and the room, only once the
round is revealed. The judge's console is told everything. Every answer to the network (the HTTP answer, the
replayed answer to a known client id, the slips a sender is shown over the WebSocket and /api/me) is built
by `slip_told` or `shown_slip`, from a `RoundSecrecy` that holds no score, move or top at all.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game.rounds import CLOSED, COLLECT, ENDED

CONSOLE, DEVICE, PLAYER, ROOM = "console", "device", "player", "room"


@dataclass(frozen=True)
class RoundSecrecy:
    """How far a round has gone, which is all the rule reads."""
    number: int
    time_up: bool        # its "Temps!" has been given (or the round was closed, or the game ended)
    revealed: bool       # its master move is public

    def tells(self, role: str) -> bool:
        """Whether `role` may learn a slip's worth (score, validity, reason) for this round now."""
        if role == CONSOLE:
            return True
        if role == DEVICE:
            return self.time_up
        return self.revealed


def round_secrecy(game, number: int) -> RoundSecrecy:
    """Round `number` of `game` as the rule sees it. A round still on the board is before its reveal; its time
    is up once the phase has passed the thinking time."""
    current = game.current
    if current is not None and current.number == number:
        return RoundSecrecy(number, game.phase in (COLLECT, CLOSED, ENDED), False)
    revealed = 1 <= number <= len(game.rounds) and game.rounds[number - 1].revealed
    return RoundSecrecy(number, revealed or game.phase == ENDED, revealed)


def slip_told(slip: dict, secrecy: RoundSecrecy, role: str, typed: str, client_id: str | None = None) -> dict:
    """The answer to a slip accepted by the game (`slip`: its table, text, score, reason), as `role` may have
    it: scored once the rule allows, otherwise "received" with only what the sender typed."""
    if secrecy.tells(role):
        told = {"table": slip["table"], "round": secrecy.number, "text": slip["text"], "score": slip["score"],
                "reason": slip.get("reason", "")}
        if slip.get("note"):
            told["note"] = slip["note"]
    else:
        told = {"table": slip["table"], "round": secrecy.number, "text": " ".join(typed.split()), "received": True}
    if client_id is not None:
        told["id"] = client_id
    return told


def shown_slip(slip: dict | None, secrecy: RoundSecrecy, role: str) -> dict:
    """One row of the slips a sender is shown for their tables (None: no slip yet)."""
    if slip is None:
        return {"text": None, "score": None, "reason": "", "by": None}
    if secrecy.tells(role):
        return {"text": slip["text"], "score": slip["score"], "reason": slip.get("reason", ""), "by": slip.get("by")}
    return {"text": slip["text"], "score": None, "reason": "", "by": slip.get("by"), "received": True}
