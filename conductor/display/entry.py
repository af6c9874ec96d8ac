"""Typing slips fast on the judge's console: a slip-entry mode that keeps one round selected.

"12 H8 CASA", "12 35" or "12 null late" is table 12's slip; with round 7 selected ("r7", or F9 for the oldest
round with missing slips) every such line goes to round 7, and to a correction once round 7 is final. A bare
table number finds that table in the slip list. The judge types the slips of a past round while the next one
is played, one line each, and sees the score or the reason at once.
"""

from __future__ import annotations

from ..digits import is_whole
from ..game.duplicate import COLLECT, DRAW, READY, Duplicate
from .console_state import ConsoleState
from .console_text import TEXT

NULL_WORDS = {"null", "nul", "nul·la", "nula", "nulla"}


def expand(line: str, entry: int | None = None, entry_final: bool = False) -> str:
    """A console line as a game command. "12 H8 CASA", "12 35", "12 null late" are table 12's slip: for the
    round selected for entry (a correction once that round is final), else for the oldest round still
    collecting. Anything else is a command as typed."""
    words = line.split()
    if len(words) < 2 or not is_whole(words[0]):
        return line
    table, rest = words[0], words[1:]
    null = rest[0].lower() in NULL_WORDS
    given = " ".join(["null", *rest[1:]] if null else rest)
    if entry is None:
        return f"null {table} {' '.join(rest[1:])}" if null else f"slip {table} {given}"
    if entry_final:
        return f"correct r{entry} {table} {given}"
    return f"null r{entry} {table} {' '.join(rest[1:])}" if null else f"slip r{entry} {table} {given}"


def round_to_show(game: Duplicate, state: ConsoleState):
    """The round whose slips are listed: the one chosen, else the round on the board once its rack is
    called, else the last revealed one, so a revealed round's slips stay in view."""
    if state.viewing is not None:
        try:
            return game.find_round(state.viewing)
        except ValueError:
            return None
    if game.current is not None and game.phase not in (DRAW, READY):
        return game.current
    return game.rounds[-1] if game.rounds else game.current


def waiting_rounds(game: Duplicate):
    """Rounds whose time is up and that still wait for slips (the round being played is left out)."""
    return [r for r in game.collecting() if r is not game.current or game.phase == COLLECT]


def source_tag(by: str, language: str) -> str:
    """Who entered a slip, in a few letters: a device's name, "jug." for the player, "jutge" for the judge's own
    slip (the judge plays), "2×" for two agreeing entries (double entry); nothing for the console."""
    if by == "judge":
        return "jutge" if language == "ca" else "juez"
    if "+" in by:
        return f"{by.count('+') + 1}×"
    if by.startswith("device:"):
        return by[len("device:"):][:7]
    return ("jug." if by.startswith("player:") else "")


def ask_replace(confirm, command: str, answer: dict, key: int | None, game: Duplicate, language: str):
    """A slip refused because another source holds the table's slip (DESIGN §4a): the console asks, as F10
    does, before replacing it; the same line again (or "sí") sends it with "replace". The question (a Pending:
    its message, and what a shared screen shows of it: the held slip's text only once shared.py allows), or None."""
    from ..reasons import sent_by, slip_text
    from .confirm import Pending
    from .shared import held_told

    conflict = answer.get("conflict")
    if answer.get("ok") or not isinstance(conflict, dict):
        return None
    held = f": {slip_text(conflict['text'], language)}" if conflict.get("text") else ""

    def asking(held: str) -> str:
        return TEXT[language]("replace_ask", table=conflict["table"], n=conflict["round"],
                                                    was=sent_by(conflict["by"], language), held=held)

    message = asking(held)
    public = None if not held or held_told(game, conflict) else asking("")
    confirm.pending = Pending(" ".join(command.split() + ["replace"]), "replace", key, confirm.clock(), message,
                              public)
    return confirm.pending


def is_final(game: Duplicate, number: int) -> bool:
    try:
        return game.find_round(number).final
    except ValueError:
        return False


def select_round(game: Duplicate, state: ConsoleState, number: int, language: str) -> dict:
    """Slip entry for round `number` (its slips are listed)."""
    said = TEXT[language]
    try:
        round_ = game.find_round(number)
    except ValueError:
        return {"ok": False, "error": said("no_round", n=number)}
    state.select(number)
    return {"ok": True, "entry": number, "said": said("correct_on" if round_.final else "entry_on", n=number)}


def oldest_missing(game: Duplicate, state: ConsoleState, language: str) -> dict:
    """F9: slip entry for the oldest round still missing slips."""
    for round_ in waiting_rounds(game):
        if game.missing(round_):
            return select_round(game, state, round_.number, language)
    return {"ok": False, "error": TEXT[language]["nothing_missing"]}


def find_table(game: Duplicate, state: ConsoleState, table: int, language: str) -> dict:
    """A bare table number: its page of the slip list is shown and its line marked."""
    said = TEXT[language]
    if table not in game.players:
        return {"ok": False, "error": said("no_table", table=table)}
    state.found = table
    return {"ok": True, "table": table, "said": said("found", table=table, name=game.players[table].name)}
