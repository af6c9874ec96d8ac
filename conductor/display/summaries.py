"""What the judge's console says after a command: a sentence in the judge's language, not the answer's keys.

The session answers with English keys (the headless JSON protocol keeps them); here each command's answer
is told as the judge would say it: "Ronda 1: faristol B O I X M E O; en queden 93 al sac."
"""

from __future__ import annotations

from ..language import Count
from ..messages import by_language, formatted, sentences
from ..reasons import PHASES, in_language
from ..reasons import end_reason as _end_reason
from ..reasons import slip_text as _slip_text

SAY = by_language("summary.")      # messages/console.py, keys "summary.…" (and "summary.entry.…": ENTRY)
ENTRY = {language: said["entry"] for language, said in SAY.items()}


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


def summary(command: str, answer: dict, language: str, labels: dict | None = None) -> str:
    """The console's line for `answer` to `command`. `labels` holds the console's own words (console_text)."""
    say = SAY[language]
    labels = {**say, **(labels or {})}
    if not answer.get("ok"):
        refused = in_language(answer.get("error", "?"), language)
        named = command_words(command, language)
        return f"{named}: {refused}" if named else refused
    line = _line(command, answer, language, say, labels)
    note = answer.get("note")
    return f"{line} {in_language(note, language)}" if isinstance(note, str) and note else line


def _line(command: str, answer: dict, language: str, say: dict, labels: dict) -> str:
    name = command.split()[0].lower() if command.split() else ""
    if "slip" in answer:
        return _slip(answer, language, labels)
    if "phase" in answer and "round" in answer and "board" in answer:    # `state`: the whole snapshot
        phases = labels.get("phases") or PHASES[language]
        return say["state"].format(round=answer["round"], phase=phases.get(answer["phase"], answer["phase"]))
    if answer.get("ended"):
        return say["ended"].format(reason=end_reason(answer["ended"], language))
    if "rack" in answer and "round" in answer:
        leftover = say["leftover"].format(leftover=answer["leftover"], drawn=answer["drawn"]) \
            if answer.get("leftover") else ""
        line = say["rack"].format(round=answer["round"], rack=answer["rack"], leftover=leftover, bag=answer["bag"])
        if answer.get("rejected"):
            line += say["rejected"].format(racks=" · ".join(answer["rejected"]))
        return line + (say["no_legal_move"] if answer.get("no_legal_move") else "")
    if "remaining" in answer and name in ("start", "pause", "resume", "adjust", "time"):
        return say[name].format(clock=_clock(answer["remaining"]))
    if "master" in answer and "score" in answer:
        ties = say["ties"].format(ties=answer["ties"]) if answer.get("ties", 1) > 1 else ""
        missing = answer.get("missing")
        count = len(missing) if isinstance(missing, list) else missing or 0
        return formatted(say["reveal"], language, round=answer["round"], master=answer["master"], score=answer["score"],
                         ties=ties, missing=formatted(say["missing"], language, n=count) if count else "")
    if "slips" in answer:
        return formatted(say["close"], language, n=answer["slips"], round=answer["round"]) if "round" in answer \
            else say["close_none"]
    if "picked" in answer:
        return say["pick"].format(picked=answer["picked"])
    if "sanction" in answer:
        return say["warn"].get(answer["sanction"], say["sanction"]).format(table=answer["table"])
    if "without_slip" in answer:
        zero = answer["without_slip"]
        return say["finalise"].format(round=answer["round"]) + (
            say["finalise_zero"].format(tables=", ".join(map(str, zero))) if zero else "")
    if answer.get("final") is True:
        return say["final"]
    if "tops" in answer:
        tops = answer["tops"]
        moves = ", ".join(t["move"] for t in tops[:4]) + ("…" if len(tops) > 4 else "")
        return formatted(say["master"], language, n=answer["count"], score=tops[0]["score"] if tops else 0, moves=moves)
    if "standings" in answer:
        return formatted(say["standings"], language, n=Count(len(answer["standings"])),
                         provisional=say["provisional"] if answer.get("provisional") else "")
    if "phase" in answer and "round" in answer:
        phases = labels.get("phases") or PHASES[language]
        return say["state"].format(round=answer["round"], phase=phases.get(answer["phase"], answer["phase"]))
    if "withdrawn" in answer and "table" in answer:                 # withdraw TABLE
        return say["withdraw"].format(table=answer["table"], round=answer["withdrawn"])
    if "reinstated" in answer and "table" in answer:                # reinstate TABLE
        owed = answer.get("owed") or []
        told = formatted(say["reinstate_owed"], language, n=len(owed), rounds=", ".join(map(str, owed))) if owed else ""
        return say["reinstate"].format(table=answer["table"], round=answer["reinstated"], owed=told)
    if "accommodations" in answer and "seconds" in answer:          # accommodate TABLE +SECONDS
        now = ", ".join(f"{say['table_short']} {t} +{s} s" for t, s in answer["accommodations"].items())
        return say["accommodate" if answer["seconds"] else "accommodate_none"].format(
            table=answer["table"], seconds=answer["seconds"], now=now or "—")
    if "devices" in answer:
        devices = ", ".join(f"«{d['name']}» {d['tables'][0]}–{d['tables'][1]}" for d in answer["devices"])
        return say["devices"].format(devices=devices) if devices else say["no_devices"]
    if "revoked" in answer:
        return say["revoke"].format(name=answer["revoked"])
    if "locked" in answer:
        return say["lock" if answer["locked"] else "unlock"].format(table=answer["table"])
    if "calling" in answer:
        return say["calling_again" if answer.get("again") else "calling"].format(rack=answer["calling"])
    if "screen" in answer:
        return say["screen"].get(answer["screen"], say["done"])
    if "page" in answer:
        return say["page"].format(page=answer["page"])
    if "help" in answer:
        said = answer["help"]    # the console's own help line; the headless help is a dict of English notes
        return said if isinstance(said, str) else say["help"].format(commands=", ".join(said))
    return say["done"]


def slip_text(text: str, language: str) -> str:
    return _slip_text(text, language)


def _slip(answer: dict, language: str, labels: dict) -> str:
    slip = answer["slip"]
    text = slip_text(str(slip.get("text", "")), language)
    reason = slip.get("reason")
    said = f" — {in_language(reason, language)}" if reason and not str(slip.get("text", "")).startswith("null") \
        else ""
    before = answer.get("old") or answer.get("replaced")
    was = labels["replaced"].format(text=slip_text(before["text"], language), score=before["score"]) if before \
        else ""
    kind = f"{labels['correction']} · " if "old" in answer else ""
    where = f"{labels['round']} {answer['round']} · " if "round" in answer else ""
    score = slip.get("score")
    worth = labels["received"] if score is None else score
    return f"{kind}{where}{labels['table']} {slip['table']}: {text} → {worth}{said}{was}{_entry(answer, language)}"


def _entry(answer: dict, language: str) -> str:
    """Double entry: where the table's slip stands after this entry (the judge sees both readings of a dispute)."""
    state = answer.get("entry")
    if not state:
        return ""
    said = ENTRY[language][state]
    if state != "dispute":
        return said
    read = answer.get("entries", [])            # every reading, numbered as settle picks them
    texts = " / ".join(f"{i}. «{slip_text(e['text'], language)}» ({e['by']})" for i, e in enumerate(read, start=1))
    return said.format(texts=texts, n=answer.get("round", ""), table=answer["slip"]["table"],
                       choices="|".join(str(i) for i in range(1, len(read) + 1)))
