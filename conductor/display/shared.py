"""One screen for the room and the judge (one display, or a laptop mirrored to the projector): what the room may
read of each line of the judge's console. The one place that decides it: the console's messages (app.py), the
projector's strip (strip.py), the question asked before a slip replaces another's (entry.py) and the live
host's notices all ask here.

A line is secret unless it is known to hold nothing of the round's moves. Public: the lines of the commands whose
registry entry says so (`public`: the clock, the flow, the screens, the help), a slip's line once its round is revealed, a refusal that
says only what was typed (bad syntax, no such table, a table that already has a slip). Everything else is
secret until the judge asks to see it (F12 held, `mostra`): the tops and their count, a chosen master, the state,
the rack before its call, a device's code, PINs, links, a slip's worth or reason, the text of a slip a question
says is held, a request's line in a notice of an internal error — and any command this list does not know.
A secret line may have a public form (a slip: "Taula 3: rebuda (ronda 1)"); else the room reads that something
is hidden.
"""

from __future__ import annotations

from typing import NamedTuple

from ..digits import is_whole
from ..game.commands import PUBLIC, SECRET, SLIP, lookup
from ..messages import words_by_language
from ..reasons import in_language

# what an answer may carry that the room must not read, whatever the command
SECRET_KEYS = ("code", "pins", "links", "urls", "tops", "picked", "entries", "url", "sheet_error", "rack")
TYPING = frozenset({"command.unknown", "command.empty"})      # a refusal of what was typed, not of the game

SAY = words_by_language("shared.")              # messages/console.py, keys "shared.…"


class Told(NamedTuple):
    secret: bool
    public: str = ""         # what the room reads in its place ("": only that something is hidden)


def revealed(game, number: int | None) -> bool:
    """Is round `number` revealed (its secrecy over for the room)?"""
    return number is not None and any(r.number == number for r in game.rounds)


def told(game, command: str, answer: dict, language: str) -> Told:
    """What the room may read of the console's line for `answer` to `command` (the line as the game took it)."""
    words = command.split()
    name = words[0].lower() if words else ""
    found = lookup(command)[0]
    public = found.public if found is not None else SECRET        # the registry's word: never a name compared
    ok = bool(answer.get("ok"))
    say = SAY[language]
    if public == SLIP or "slip" in answer or "conflict" in answer:
        number = _slip_round(words, answer, game)
        if revealed(game, number) and not isinstance(answer.get("conflict"), dict):
            return Told(False)
        table = _table(words, answer)
        if isinstance(answer.get("conflict"), dict) and not revealed(game, number):
            return Told(True, in_language(answer.get("error", ""), language))   # the conflict, not the slip typed
        if ok:
            return Told(True, say("received", table=table, round=number or "?"))
        if _names_the_round(in_language(answer.get("error", ""), language), game):
            return Told(True, say("refused", table=table))
        return Told(False)
    if any(key in answer for key in SECRET_KEYS):
        return Told(True)
    if not ok and getattr(answer.get("error"), "key", "") in TYPING:
        return Told(False)
    if (len(words) == 1 and is_whole(name)) or (name[:1] == "r" and is_whole(name[1:])):
        return Told(False)                    # a table looked up, a round selected for slip entry
    return Told(public != PUBLIC)


MASK = "••••"


def typed_told(game, line: str, entry: int | None = None) -> str:
    """What the room may read of a console line while it is being typed (before Return): a slip's line whose round
    is before its "Temps!" shows its table and "••••" ("3 ••••"), the keystrokes of the move never; any other line
    as typed. `entry`: the round selected for slip entry. The round is the one named, else the one selected, else
    the game's default (Duplicate.default_round decides, as when the line is sent)."""
    words = line.split()
    if not words:
        return line
    first = words[0].lower()
    found = lookup(first)[0]
    if is_whole(first):                               # "3 8D OSERO": the slip-entry form
        head, number = 1, entry
    elif found is not None and found.public == SLIP:  # "slip [rN] 3 8D OSERO"
        named = len(words) > 1 and words[1][:1].lower() == "r" and is_whole(words[1][1:])
        head, number = (3, int(words[1][1:])) if named else (2, entry)
    else:
        return line
    if len(words) <= head and not line.endswith(" "):
        return line                                   # the table (or the command) still being typed
    if _time_up(game, number, words[head - 1] if head else None):
        return line
    return " ".join(words[:head] + [MASK])


def _time_up(game, number: int | None, table: str | None) -> bool:
    """Is the round a slip would go to past its "Temps!" (its moves no secret to the room's players any more)?"""
    try:
        round_ = game.find_round(number) if number is not None else game.default_round(player=game.own_slip(table))
    except Exception:                                 # noqa: BLE001 - a round that cannot be told: kept secret
        return False
    return round_ is not None and game.time_up(round_)


def held_told(game, conflict: dict) -> bool:
    """May the room read the text of the slip a question says is held (the console asks before replacing it)?"""
    return revealed(game, conflict.get("round"))


def notice_told(kind: str) -> Told:
    """A notice of the live host: the server's (a code or PIN guessed at, the broker gone) and a device's change to a
    revealed round are public; an internal error names the request's line and the error, which may hold anything."""
    return Told(kind not in ("server", "change"))


def _slip_round(words: list[str], answer: dict, game) -> int | None:
    slip = answer.get("slip")
    if isinstance(slip, dict) and slip.get("round") is not None:
        return int(slip["round"])
    for source in (answer, answer.get("conflict")):
        if isinstance(source, dict) and is_whole(str(source.get("round", ""))):
            return int(source["round"])
    for word in words[1:2]:
        if word[:1].lower() == "r" and is_whole(word[1:]):
            return int(word[1:])
    return game.current.number if game.current is not None else None


def _table(words: list[str], answer: dict) -> str:
    slip = answer.get("slip")
    if isinstance(slip, dict) and slip.get("table") is not None:
        return str(slip["table"])
    for word in words[1:3]:
        if is_whole(word):
            return word
    return "?"


def _names_the_round(text: str, game) -> bool:
    """Does a refusal say something of the round being played: its top score or its top's word?"""
    if game.current is None or not game.tops:
        return False
    top = game.tops[0]
    tokens = set(text.replace("(", " ").replace(")", " ").replace(",", " ").replace(":", " ").split())
    return str(top.score) in tokens or str(top.move).split()[-1] in text
