"""`conductor lexicon build | check`: compile a word list, check words."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..language import game_language
from ..messages import text
from ..rules import tile_set
from .common import add_lexicon, add_qu, add_ruleset, lexicon_of, tell_reading

def cmd_lexicon_build(args: argparse.Namespace) -> int:
    from ..engine import Lexicon
    from ..lexicon import _source
    from ..wordlist import read_word_list

    tiles = tile_set(args.ruleset)
    path, where, raw = _source(args.source, tiles)
    listed = read_word_list(raw, where, tiles, args.qu)
    tell_reading(where, listed.identity.words or 0, listed.reading, args.ruleset)
    image = Lexicon.compile_codes(listed.codes, tiles)
    stem = path.name.split(".")[0] + ".gaddag"       # beside a given list; the embedded one's in the current folder
    out = Path(args.output) if args.output else (Path(args.source).with_name(stem) if args.source else Path(stem))
    out.write_bytes(image)
    lexicon = Lexicon.open_compiled(out, tiles, listed.identity, listed.reading)
    print(f"{out}: {lexicon.word_count} words, {len(image)} bytes, {listed.reading.skipped} lines skipped")
    return 0

def cmd_lexicon_check(args: argparse.Namespace) -> int:
    lexicon = lexicon_of(args)
    results = {word: lexicon.check(word) for word in args.words}
    if args.json:
        print(json.dumps(results, ensure_ascii=False))
    else:
        for word, valid in results.items():
            print(f"{word}: {text('lexicon.valid' if valid else 'lexicon.invalid', game_language(args.ruleset))}")
    return 0


def add_parsers(commands) -> None:
    lexicon = commands.add_parser("lexicon", help="compile a word list, or check words")
    lexicon_commands = lexicon.add_subparsers(dest="lexicon_command", required=True, metavar="ACTION")
    build = lexicon_commands.add_parser("build", help="compile a word list into a .gaddag file")
    build.add_argument("source", nargs="?", help="word list (default: the embedded list)")
    build.add_argument("-o", "--output", help="compiled file (default: beside the source; NAME.gaddag here for the embedded list)")
    add_ruleset(build)
    add_qu(build)
    build.set_defaults(handler=cmd_lexicon_build)
    check = lexicon_commands.add_parser("check", help="say whether each word is in the word list")
    check.add_argument("words", nargs="+", metavar="WORD")
    check.add_argument("--json", action="store_true", help="print {word: true|false}")
    add_lexicon(check)
    check.set_defaults(handler=cmd_lexicon_check)
