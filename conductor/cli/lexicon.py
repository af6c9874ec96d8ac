"""`conductor lexicon build | check`: compile a word list, check words."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..language import game_language
from ..messages import text
from ..rules import tile_set
from .common import add_lexicon, add_ruleset, lexicon_of

def cmd_lexicon_build(args: argparse.Namespace) -> int:
    from ..data import embedded_word_list
    from ..engine import Lexicon, read_text

    tiles = tile_set(args.ruleset)
    source = Path(args.source) if args.source else embedded_word_list(tiles.name)
    text, _ = read_text(source)
    image, problems = Lexicon.compile_image(text, tiles)
    for problem in problems:
        print(f"conductor lexicon build: {source}: skipped {problem}", file=sys.stderr)
    stem = source.name.split(".")[0] + ".gaddag"       # beside a given list; the embedded one's in the current folder
    out = Path(args.output) if args.output else (Path(args.source).with_name(stem) if args.source else Path(stem))
    out.write_bytes(image)
    lexicon = Lexicon.open_compiled(out, tiles)
    print(f"{out}: {lexicon.word_count} words, {len(image)} bytes, {len(problems)} lines skipped")
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
    build.set_defaults(handler=cmd_lexicon_build)
    check = lexicon_commands.add_parser("check", help="say whether each word is in the word list")
    check.add_argument("words", nargs="+", metavar="WORD")
    check.add_argument("--json", action="store_true", help="print {word: true|false}")
    add_lexicon(check)
    check.set_defaults(handler=cmd_lexicon_check)
