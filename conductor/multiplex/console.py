"""The hub's console (DESIGN §4g): one line a command on its standard input, one JSON line answered on its standard
output, as the headless game's console answers. The organiser gives there their word on the venues:

    settle VENUE ROUND count|void        (ca: resol SEU RONDA compta|anul·la; es: resuelve SEDE RONDA cuenta|anula)
    absent VENUE                         (ca: absent SEU; es: ausente SEDE)
    present VENUE                        (ca: present SEU; es: presente SEDE)

`settle`: a venue kept apart at a round. `absent`: a venue left out of the public rounds' watermark (one that never
connects holds the ranking at nothing for good) and out of the ranking; `present` takes it back (state.py
leave_out). Each word is checked by the state, written to HUB.jsonl (fsync'd) and only then applied, so `--resume`
and `report --multiplex` see it where it was given. With `organiser: KEY` in hub.yaml the same are
`POST /api/multiplex/settle` and `POST /api/multiplex/absent` (web.py)."""

from __future__ import annotations

from ..digits import whole
from ..messages import Message, refusal
from .state import Refused

COMMANDS = {"settle": "settle", "resol": "settle", "resuelve": "settle",
            "absent": "absent", "ausente": "absent", "present": "present", "presente": "present"}
HOW = {"count": "count", "compta": "count", "cuenta": "count",
       "void": "void", "anul·la": "void", "anulla": "void", "anula": "void"}


def console_line(state, log, line: str, now: float) -> dict | None:
    """What one console line does and answers (None: an empty line)."""
    words = line.split()
    language = state.settings.language
    if not words:
        return None
    command = COMMANDS.get(words[0].lower())
    if command is None:
        return refusal(Message("multiplex.console_word", word=words[0], usage=Message("multiplex.console_usage")),
                       language)
    try:
        if command != "settle":
            if len(words) < 2:
                return refusal(Message("multiplex.absent_usage"), language)
            return absent_now(state, log, " ".join(words[1:]), command == "absent", now)
        number = whole(words[-2], 6) if len(words) >= 4 else None      # ASCII digits only (digits.py)
        if number is None:
            return refusal(Message("multiplex.settle_usage"), language)
        venue, how = " ".join(words[1:-2]), HOW.get(words[-1].lower(), words[-1])
        return settle_now(state, log, venue, number, how, now)
    except Refused as refused:
        return refusal(refused.message, language)


def settle_now(state, log, venue: str, number: int, how: str, now: float) -> dict:
    """A settlement checked, written to HUB.jsonl (fsync'd), then applied: what it says (Refused when it cannot);
    the console's and the organiser's route's alike."""
    if state.settled_as(venue, number, how):              # sent again (a retry): the same answer, logged once
        said = state.settlement(venue, number)
    else:
        state.settle_check(venue, number, how)
        log.settle(venue, number, how, now)               # durable before it is applied and said
        said = state.settle(venue, number, how)
    return {"ok": True, "said": said.said(state.settings.language), "venue": venue, "round": number, "as": how}


def absent_now(state, log, venue: str, out: bool, now: float) -> dict:
    """`absent VENUE` (out) or `present VENUE` checked, written to HUB.jsonl (fsync'd), then applied: what it says;
    the console's and the organiser's route's alike. Said again (a retry, a venue already so): logged once."""
    state.absent_check(venue)
    if state.is_absent(venue) != out:
        log.absent(venue, out, now)                       # durable before it is applied and said
    said = state.leave_out(venue, out)
    return {"ok": True, "said": said.said(state.settings.language), "venue": venue, "absent": out}
