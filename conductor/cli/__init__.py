"""The `conductor` command: argument parsing and printing only; the work happens in the core.

One module per command (or family of commands), each with its `add_parsers`; a command's heavy imports happen
inside its handler, so `conductor score` does not load pygame. Bad input exits with status 2 and one line on
stderr (DESIGN §4), said here once for every command.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import analysis, announce, demo, doctor, hub, lexicon, pack, report, run, sockets, train
from .common import EXIT_BAD_INPUT, SPEAKING, UsageError
from .headless import HEADLESS_HELP
from ..messages import message_of

__all__ = ["EXIT_BAD_INPUT", "HEADLESS_HELP", "UsageError", "build_parser", "main"]


def build_parser() -> argparse.ArgumentParser:
    from ..version import version

    parser = argparse.ArgumentParser(prog="conductor", description="Duplicate Scrabble conductor (FISC / AJS).")
    parser.add_argument("--version", action="version", version=f"conductor {version()}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in (analysis, demo, run, sockets, announce, train, report, lexicon, doctor, pack, hub):
        module.add_parsers(commands)
    return parser


def utf8_streams() -> None:
    """Standard input, output and error in UTF-8 whatever the console's code page or the locale (DESIGN §4k): on
    Windows a pipe or a file (`conductor doctor > informe.txt`) is otherwise cp1252, which cannot write "→" or a
    player's name outside it and reads a UTF-8 command stream wrongly. Once, here, at the command's entry; a
    stream that is not a text stream (replaced by a test or an embedding program) is left as it is."""
    for stream in (sys.stdin, sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None and (getattr(stream, "encoding", "") or "").lower().replace("-", "") != "utf8":
            reconfigure(encoding="utf-8", errors=stream.errors)


def main(argv: Sequence[str] | None = None) -> int:
    utf8_streams()
    parser = build_parser()
    args = parser.parse_args(argv)
    SPEAKING.clear()
    try:
        return args.handler(args)
    except (ValueError, OSError) as error:
        print(f"conductor {args.command}: {refused(error, args)}", file=sys.stderr)
        return EXIT_BAD_INPUT


def refused(error: ValueError | OSError, args: argparse.Namespace) -> str:
    """What a refused command says, in the game's language: a keyed error's own when it knows it (a settings file's,
    a game log's), else the command line's (its --language, else its --ruleset's); a file the system refused by its
    path and the system's own words."""
    from ..language import game_language
    from ..messages import KeyedError, text

    language = SPEAKING[0] if SPEAKING else game_language(getattr(args, "ruleset", None), getattr(args, "language", None))
    if isinstance(error, KeyedError):
        return error.said(language)
    if isinstance(error, OSError) and error.filename is not None:
        return text("cli.file", language, path=str(error.filename), why=message_of(error))
    return str(error)

