"""What the judge's console says after a command: a sentence in the judge's language, not the answer's keys.

The session answers with English keys (the headless JSON protocol keeps them); here each command's answer
is told as the judge would say it: "Ronda 1: faristol B O I X M E O; en queden 93 al sac."
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..game.commands import lookup
from ..language import Count
from ..messages import Words, sentences
from ..reasons import PHASES, in_language
from ..reasons import end_reason as _end_reason
from ..reasons import slip_text as _slip_text



def command_words(command: str, language: str) -> str:
    """How a refusal names the line it refuses: a command by its name in the judge's language ("revelar"), a
    slip typed in entry mode ("12 H8 CASA") as typed, anything else not at all (never an English word)."""
    words = command.split()
    if not words:
        return ""
    name = words[0].lower()
    names = sentences("command_word.", language)      # messages/screens.py
    if name in names:
        return names[name]
    return command.strip() if name.isdigit() else ""


def end_reason(reason: str, language: str) -> str:
    return _end_reason(reason, language)


def _clock(seconds: float) -> str:
    whole = max(0, int(round(seconds)))
    return f"{whole // 60}:{whole % 60:02d}"


def summary(command: str, answer: dict, language: str, labels: Mapping[str, Any] | None = None) -> str:
    """The console's line for `answer` to `command`: a refusal, the game's end, else the line its registry entry
    names (`summary`: LINES). `labels` holds the console's own words (console_text)."""
    say = sentences("summary.", language)
    labels = labels or {}
    if not answer.get("ok"):
        refused = in_language(answer.get("error", "?"), language)
        named = command_words(command, language)
        return f"{named}: {refused}" if named else refused
    found = lookup(command)[0]
    if answer.get("ended"):                                   # any command may end the game (a draw with no rack)
        line = say("ended", reason=end_reason(answer["ended"], language))
    else:
        line = LINES[found.summary if found is not None else "done"](answer, found, say, labels, language)
    note = answer.get("note")
    return f"{line} {in_language(note, language)}" if isinstance(note, str) and note else line


def _rack(answer: dict, found, say, labels: Mapping[str, Any], language: str) -> str:
    leftover = say("leftover", leftover=answer["leftover"], drawn=answer["drawn"]) if answer.get("leftover") else ""
    line = say("rack", round=answer["round"], rack=answer["rack"], leftover=leftover, bag=answer["bag"])
    if answer.get("rejected"):
        line += say("rejected", racks=" · ".join(answer["rejected"]))
    return line + (say["no_legal_move"] if answer.get("no_legal_move") else "")


def _clock_line(answer: dict, found, say, labels: Mapping[str, Any], language: str) -> str:
    """start, pause, resume, adjust, time: the clock as it stands, in the command's own sentence."""
    return say(found.help, clock=_clock(answer["remaining"])) if "remaining" in answer else say["done"]


def _reveal(answer: dict, found, say, labels: Mapping[str, Any], language: str) -> str:
    ties = say("ties", ties=answer["ties"]) if answer.get("ties", 1) > 1 else ""
    missing = answer.get("missing")
    count = len(missing) if isinstance(missing, list) else missing or 0
    return say("reveal", round=answer["round"], master=answer["master"], score=answer["score"], ties=ties,
               missing=say("missing", n=count) if count else "")


def _close(answer: dict, found, say, labels: Mapping[str, Any], language: str) -> str:
    return say("close", n=answer["slips"], round=answer["round"]) if "round" in answer else say["close_none"]


def _warn(answer: dict, found, say, labels: Mapping[str, Any], language: str) -> str:
    sanction = answer["sanction"]
    return say(f"warn.{sanction}", table=answer["table"]) if sanction in say["warn"] else \
        say("sanction", table=answer["table"])


def _finalise(answer: dict, found, say, labels: Mapping[str, Any], language: str) -> str:
    zero = answer["without_slip"]
    return say("finalise", round=answer["round"]) + (say("finalise_zero", tables=", ".join(map(str, zero))) if zero
                                                     else "")


def _master(answer: dict, found, say, labels: Mapping[str, Any], language: str) -> str:
    tops = answer["tops"]
    moves = ", ".join(t["move"] for t in tops[:4]) + ("…" if len(tops) > 4 else "")
    return say("master", n=answer["count"], score=tops[0]["score"] if tops else 0, moves=moves)


def _standings(answer: dict, found, say, labels: Mapping[str, Any], language: str) -> str:
    return say("standings", n=Count(len(answer["standings"])),
               provisional=say["provisional"] if answer.get("provisional") else "")


def _reinstate(answer: dict, found, say, labels: Mapping[str, Any], language: str) -> str:
    owed = answer.get("owed") or []
    told = say("reinstate_owed", n=len(owed), rounds=", ".join(map(str, owed))) if owed else ""
    return say("reinstate", table=answer["table"], round=answer["reinstated"], owed=told)


def _state(answer: dict, found, say, labels: Mapping[str, Any], language: str) -> str:
    """`state` (the whole snapshot) and `reopen`: the round and its phase."""
    phases = labels.get("phases") or PHASES[language]
    return say("state", round=answer["round"], phase=phases.get(answer["phase"], answer["phase"]))


def _accommodate(answer: dict, found, say, labels: Mapping[str, Any], language: str) -> str:
    now = ", ".join(f"{say['table_short']} {t} +{s} s" for t, s in answer["accommodations"].items())
    return say("accommodate" if answer["seconds"] else "accommodate_none", table=answer["table"],
               seconds=answer["seconds"], now=now or "—")


def _devices(answer: dict, found, say, labels: Mapping[str, Any], language: str) -> str:
    devices = ", ".join(f"«{d['name']}» {d['tables'][0]}–{d['tables'][1]}" for d in answer["devices"])
    return say("devices", devices=devices) if devices else say["no_devices"]


def _help(answer: dict, found, say, labels: Mapping[str, Any], language: str) -> str:
    said = answer.get("help")    # the console's own help line; the headless help is a dict of English notes
    return said if isinstance(said, str) else say("help", commands=", ".join(said or ()))


Line = Callable[[dict, Any, Words, Mapping[str, Any], str], str]
# a command's `summary` (game/commands/registry.py) → the console's line for its answer
LINES: dict[str, Line] = {
    "done": lambda answer, found, say, labels, language: say["done"],
    "slip": lambda answer, found, say, labels, language: _slip(answer, language, say),
    "rack": _rack, "clock": _clock_line, "reveal": _reveal, "close": _close, "warn": _warn, "finalise": _finalise,
    "master": _master, "standings": _standings, "state": _state, "phase": _state, "accommodate": _accommodate,
    "devices": _devices, "help": _help, "reinstate": _reinstate,
    "pick": lambda answer, found, say, labels, language: say("pick", picked=answer["picked"]),
    "final": lambda answer, found, say, labels, language: say["final"],
    "withdraw": lambda answer, found, say, labels, language: say("withdraw", table=answer["table"],
                                                                  round=answer["withdrawn"]),
    "revoke": lambda answer, found, say, labels, language: say("revoke", name=answer["revoked"]),
    "lock": lambda answer, found, say, labels, language: say("lock" if answer["locked"] else "unlock",
                                                              table=answer["table"]),
    "calling": lambda answer, found, say, labels, language: say("calling_again" if answer.get("again") else "calling",
                                                                 rack=answer["calling"]),
    "screen": lambda answer, found, say, labels, language: say["screen"].get(answer.get("screen"), say["done"]),
}


def slip_text(text: str, language: str) -> str:
    return _slip_text(text, language)


def _slip(answer: dict, language: str, say: Words) -> str:
    slip = answer["slip"]
    text = slip_text(str(slip.get("text", "")), language)
    reason = slip.get("reason")
    said = f" — {in_language(reason, language)}" if reason and not str(slip.get("text", "")).startswith("null") \
        else ""
    before = answer.get("old") or answer.get("replaced")
    was = say("replaced", text=slip_text(before["text"], language), score=before["score"]) if before else ""
    kind = f"{say['correction']} · " if "old" in answer else ""
    where = f"{say['round']} {answer['round']} · " if "round" in answer else ""
    score = slip.get("score")
    worth = say["received"] if score is None else score
    return f"{kind}{where}{say['table']} {slip['table']}: {text} → {worth}{said}{was}{_entry(answer, say)}"


def _entry(answer: dict, say: Words) -> str:
    """Double entry: where the table's slip stands after this entry (the judge sees both readings of a dispute)."""
    state = answer.get("entry")
    if not state:
        return ""
    read = answer.get("entries", [])            # every reading, numbered as settle picks them
    texts = " / ".join(f"{i}. «{slip_text(e['text'], say.language)}» ({e['by']})" for i, e in enumerate(read, start=1))
    return say(f"entry.{state}", texts=texts, n=answer.get("round", ""), table=answer["slip"]["table"],
               choices="|".join(str(i) for i in range(1, len(read) + 1))) if state == "dispute" else say(f"entry.{state}")
