"""The judge who plays (`--judge-plays TABLE`): until the round's "Temps!" the console is told what a table judge's
device would be, nothing that depends on the round's moves. Decided by room/secrecy.py; applied here, to every
console line whichever face typed it."""

from __future__ import annotations

from ..room.secrecy import DEVICE, round_secrecy, slip_told


def as_a_player_sees(game, answer: dict) -> dict:
    """An answer to the console while the judge plays and the round's time runs: a slip of this round is
    "received", the state holds no slip's worth; everything else as it is (`master` is refused by the session)."""
    number = game.current.number
    slip = answer.get("slip")
    if isinstance(slip, dict) and answer.get("round") == number:
        told = slip_told(slip, round_secrecy(game, number), DEVICE, game.tiles)
        answer = {key: value for key, value in answer.items() if key not in ("replaced", "entries", "entry")}
        answer["slip"] = told
    if "slips" in answer and "collecting" in answer:        # `state`
        answer = {**answer, "slips": {t: {"table": s["table"], "received": True}
                                      for t, s in answer["slips"].items()}}
    return answer
