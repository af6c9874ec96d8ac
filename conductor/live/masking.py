"""The judge who plays (`--judge-plays TABLE`): until the round's "Temps!" the console is told what a table judge's
device would be, nothing that depends on the round's moves. Decided by room/secrecy.py; applied here, to every
console line whichever face typed it."""

from __future__ import annotations

from typing import Any, TYPE_CHECKING
from ..room.secrecy import DEVICE, round_secrecy, slip_told

if TYPE_CHECKING:
    from ..game.duplicate import Duplicate

# what an answer may say of the round on the board that depends on its moves: a slip it replaced, the readings of
# double entry and whether they agree
WORTH = ("replaced", "entries", "entry")


def as_a_player_sees(game: Duplicate, answer: dict[str, Any]) -> dict[str, Any]:
    """An answer to the console while the judge plays and the round's time runs: a slip of this round, and the slip
    a correction replaced, are "received" with the echo of what was typed; the state and the standings count every
    table that handed something in (a double-entry reading agreed or not) and say nothing of agreement; everything
    else as it is (`master` is refused by the session)."""
    round_ = game.current
    assert round_ is not None                     # asked while the judge plays a round
    number = round_.number
    secrecy = round_secrecy(game, number)
    if isinstance(answer.get("slip"), dict) and answer.get("round") == number:
        answer = {key: value for key, value in answer.items() if key not in WORTH}
        answer["slip"] = slip_told(answer["slip"], secrecy, DEVICE, game.tiles)
        if isinstance(answer.get("old"), dict):
            answer["old"] = slip_told(answer["old"], secrecy, DEVICE, game.tiles)
    if "slips" in answer and "collecting" in answer:        # `state`
        received = sorted(round_.received())
        answer = {**answer, "slips": {str(t): {"table": t, "received": True} for t in received}}
        collecting = dict(answer["collecting"])
        if str(number) in collecting:
            playing = game.playing(number)
            collecting[str(number)] = {"slips": len(received), "missing": [t for t in playing if t not in received]}
        answer["collecting"] = collecting
    if any(isinstance(answer.get(key), dict) for key in ("pending", "disputes")):   # `standings`, double entry
        answer = dict(answer)
        for key in ("pending", "disputes"):
            left = {n: tables for n, tables in answer.get(key, {}).items() if n != str(number)}
            answer.pop(key, None)
            if left:
                answer[key] = left
        answer.pop("provisional", None)          # as the standings say it: only when they are provisional
        if answer.get("missing") or answer.get("pending") or answer.get("disputes"):
            answer["provisional"] = True
    return answer
