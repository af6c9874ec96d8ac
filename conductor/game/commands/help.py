"""Every help list, made from the registry (DESIGN §4i): the headless console's `help`, the projector console's help
pages, and docs/commands.md (`python -m conductor.game.commands.help docs/commands.md` writes it)."""

from __future__ import annotations

import sys
from pathlib import Path

from ...messages import LANGUAGES, text
from .base import GAME, HEADLESS, PROJECTOR, Command
from .registry import COMMANDS

KEY_ORDER = ("F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "F11", "F12")
# the projector console's own rows (messages/command_help.py "help.console.…"), after its keys / before the commands
CONSOLE_KEYS = ("console.tab", "console.esc")
CONSOLE_LINES = ("console.pages", "console.history", "console.slip", "console.score", "console.null", "console.round",
                 "console.table")
IN_CONSOLE_LINES = frozenset({"slip", "null"})     # the projector shows them as its own lines ("12 H8 CASA")


def usage(command: Command | str, language: str) -> str:
    return text(f"usage.{command if isinstance(command, str) else command.help}", language)


def line(command: Command | str, language: str) -> str:
    return text(f"help.{command if isinstance(command, str) else command.help}", language)


def headless_help() -> dict[str, str]:
    """The headless `help`: each command's usage and what it does, in English (a program reads it)."""
    return {usage(command, "en"): line(command, "en") for command in COMMANDS if HEADLESS in command.faces}


def _keyed(command: Command, language: str) -> str:
    word = command.words.get(language, ())[:1]
    if not word:
        return command.key
    return text("help.held" if command.held else "help.keyed", language, keys=command.key, word=word[0])


def projector_rows(language: str) -> list[tuple[str, str]]:
    """The projector console's help, in the judge's language: its keys (each with the word that may be typed
    instead), its own lines, then every other command."""
    shown = [command for command in COMMANDS if PROJECTOR in command.faces]
    keyed = sorted((c for c in shown if c.key in KEY_ORDER), key=lambda c: KEY_ORDER.index(c.key))
    rows = [(_keyed(c, language), line(c, language)) for c in keyed]
    rows += [(usage(key, language), line(key, language)) for key in CONSOLE_KEYS]
    rows += [(_keyed(c, language), line(c, language)) for c in shown if c.key and c.key not in KEY_ORDER]
    rows += [(usage(key, language), line(key, language)) for key in CONSOLE_LINES]
    for command in shown:
        if command.key or command.name in IN_CONSOLE_LINES or command.name == "help":
            continue
        rows.append((usage(command, language), line(command, language)))
        if command.name == "settle":
            rows.append((usage("console.replace", language), line("console.replace", language)))
    help_ = next(c for c in shown if c.name == "help")
    return rows + [(usage(help_, language), line(help_, language))]


def document() -> str:
    """docs/commands.md: every command, its words, who takes it, how it is written and what it does."""
    out = ["# Commands", "",
           "Generated from the command registry (`conductor/game/commands/registry.py`, DESIGN §4i) by",
           "`python -m conductor.game.commands.help docs/commands.md`; `tests/test_contract.py` checks it is",
           "up to date. The judge types a command at the projector's console or the headless console (`run",
           "--headless`), in English or with its Catalan or Spanish word; the network never types: it builds the",
           "typed command (a slip from a phone or a table judge's device is `slip`, or `correct` for a final round).",
           "", f"| command | key | {' | '.join(LANGUAGES)} | where | what it does |",
           "|---|---|" + "---|" * len(LANGUAGES) + "---|---|"]
    for command in COMMANDS:
        words = " | ".join(", ".join(f"`{w}`" for w in command.words.get(language, ())) for language in LANGUAGES)
        english = ", ".join(f"`{w}`" for w in command.words.get("en", ()))
        where = " · ".join(face for face in (HEADLESS, PROJECTOR) if face in command.faces)
        if command.runs != GAME:
            where += f" ({command.runs})"
        said = f"`{usage(command, 'en')}`" + (f" (also {english})" if english else "")
        out.append(f"| {said.replace('|', chr(92) + '|')} | {command.key} | {words} | {where} | "
                   f"{line(command, 'en').replace('|', chr(92) + '|')} |")
    out += ["", "The projector's console also takes its own lines:", ""]
    for key in (*CONSOLE_LINES, "console.replace"):
        out.append(f"- `{usage(key, 'en')}`: {line(key, 'en')}")
    return "\n".join(out) + "\n"


if __name__ == "__main__":          # python -m conductor.game.commands.help docs/commands.md
    Path(sys.argv[1]).write_text(document(), encoding="utf-8")
