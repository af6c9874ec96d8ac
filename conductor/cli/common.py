"""What the commands share: the exit status for bad input, common options, the display's options."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from ..messages import KeyedError, message_of
from ..rules import tile_set
from ..rules.ruleset import DEFAULT, NAMES, UnknownRuleset, find_ruleset

EXIT_BAD_INPUT = 2
SPEAKING: list[str] = []          # the game's language, once the running command knows it (speak)


def speak(language: str) -> str:
    """The game's language, once the command knows it (its settings, the log it resumes): what its refusals are said
    in from then on (cli.refused), whoever raised them."""
    SPEAKING[:] = [language]
    return language

class UsageError(KeyedError):
    """Bad input from the command line: a keyed message (messages/cli.py), said in the game's language."""

def split_moves(text: str) -> list[str]:
    moves = [part.strip() for part in text.split(";")]
    if not any(moves):
        raise UsageError("cli.moves_none")
    for index, move in enumerate(moves, start=1):
        if not move:
            raise UsageError("cli.moves_empty", n=index)
    return moves

def add_ruleset(parser: argparse.ArgumentParser, default: str | None = DEFAULT.name,
                help: str = "tile set and rules") -> None:
    """--ruleset, its choices the rulesets' names (rules/ruleset.py; an alias or another case is taken as the name)."""
    parser.add_argument("--ruleset", type=ruleset_name, choices=NAMES, default=default, help=help)

def ruleset_name(text: str) -> str:
    try:
        return find_ruleset(text).name
    except UnknownRuleset as error:
        raise argparse.ArgumentTypeError(str(error)) from None

def add_qu(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--qu", choices=["q", "qu"], help="how the list writes the QU tile: q (a lone Q: QATRE) or "
                        "qu (QUATRE); default: found from the list")

def add_lexicon(parser: argparse.ArgumentParser) -> None:
    add_ruleset(parser)
    parser.add_argument("--lexicon", metavar="PATH", help="word list (plain, gzip or zip; UTF-8, Windows-1252…) "
                        "or compiled file (default: embedded list)")
    add_qu(parser)

def lexicon_of(args: argparse.Namespace):
    """The list --lexicon names (the embedded one without it), read by the one reader; its form said in one line
    when there is something to say (tell_reading)."""
    from ..engine import Lexicon

    lexicon = Lexicon.load(args.lexicon, tile_set(args.ruleset), qu=getattr(args, "qu", None))
    if args.lexicon:
        tell_reading(args.lexicon, lexicon.word_count, lexicon.reading, args.ruleset)
    return lexicon

def list_of_settings(given: str | None, settings, tiles):
    """The word list of a game: --lexicon's (`given`), else the settings' (`lexicon:`, with its name, edition and
    QU), read by the one reader; its form said in one line when worth it, a refusal in the game's language."""
    from ..engine import Lexicon
    from ..wordlist import LexiconError

    source = given or settings.lexicon
    named = (None, None, None) if given else (settings.lexicon_name, settings.lexicon_edition, settings.lexicon_qu)
    try:
        lexicon = Lexicon.load(source, tiles, *named)
    except LexiconError as error:
        error.language = settings.language
        raise
    if source not in (None, "", "default"):
        tell_reading(str(source), lexicon.word_count, lexicon.reading, tiles.name, settings.language)
    return lexicon

def tell_reading(where: str, words: int, reading, ruleset: str | None, language: str | None = None) -> None:
    """The one summary line on stderr for a list read in a form worth saying (not UTF-8, zipped, QU as Q, lines
    skipped), in the game's language; nothing for a plain list."""
    import sys

    from ..language import game_language
    from ..wordlist import summary

    if reading.notable:
        print(summary(where, words, reading).said(language or game_language(ruleset)), file=sys.stderr, flush=True)

def lexicon_of_log(setup: dict, given: str | Sequence[str] | None, tiles, log: str):
    """The word list a logged game was played on, found by its words wherever they are (lexicon.find_list: the
    cache, the embedded list, the lists `given`, the path the log recorded); under the name and edition the log
    gave it. None holds them: LexiconError naming the list the log wants, in the game's language."""
    from ..language import game_language
    from ..lexicon import find_list
    from ..messages import Message
    from ..wordlist import LexiconError
    from ..wordlist.identity import logged_list

    logged = logged_list(setup)
    given = [given] if isinstance(given, str) else list(given or ())
    recorded = setup.get("lexicon_path")
    lexicon = find_list(logged, tiles, [*given, *([recorded] if isinstance(recorded, str) and recorded else [])])
    if lexicon is None:
        tried = Message("wordlist.tried", files=given) if given else ""
        raise LexiconError(Message("wordlist.log_wants", log=log, list=logged.label, sha=logged.short, tried=tried)
                           ).told(game_language(setup.get("ruleset"), setup.get("language")))
    if setup.get("lexicon"):
        lexicon.identity = lexicon.identity.named(logged.name, logged.edition)
    return lexicon


def lexicon_source(given: str | None) -> str | None:
    """What the setup event records as the word list's path: absolute, or None for the embedded list."""
    from pathlib import Path

    return None if given in (None, "", "default") else str(Path(given).resolve())


def moves_json(moves) -> list[dict]:
    return [{"move": str(m.move), "score": m.score} for m in moves]

def labels(tiles_: Sequence[str]) -> str:
    return " ".join(tiles_)

def announcer_settings(settings, language: str | None = None, table: str | None = None):
    from ..announcer.announcer import AnnouncerSettings

    return AnnouncerSettings(language=language or settings.language, table=table or settings.naming_table,
                             voice=settings.voice, audio=settings.audio, chimes=settings.chimes,
                             slow_rate=settings.slow_rate, fast_rate=settings.fast_rate, volume=settings.volume,
                             engine=settings.engine)

def display_options(settings, args: argparse.Namespace):
    from ..config import warnings_on
    from ..display.app import Options
    from ..display.projector import configure

    configure(settings.display_theme, settings.large_rack)      # the projector's theme and large rack
    warnings = warnings_on(settings)
    return Options(language=settings.language, call_order=settings.call_order,
                   spell_master_move=settings.spell_master_move, warnings=warnings, windowed=args.windowed,
                   display=settings.display, show_join=settings.show_join, watch_frozen=True)

def open_windows(settings, args: argparse.Namespace):
    from ..display.app import Windows             # first: the display package keeps pygame's banner off stdout

    import pygame

    try:
        return Windows(display_options(settings, args))
    except pygame.error as error:
        raise UsageError("run.no_screen", error=message_of(error)).told(settings.language) from error


