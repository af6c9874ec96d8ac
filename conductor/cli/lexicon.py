"""`conductor lexicon build | check | info | diff`: compile a word list, check words, say what a list is, and what
changed between two editions (DESIGN §4l). Every list is read by the one reader (conductor/wordlist/)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..language import Count, game_language
from ..messages import Message, text
from ..rules import tile_set
from .common import add_lexicon, add_qu, add_ruleset, lexicon_of, tell_reading

def cmd_lexicon_build(args: argparse.Namespace) -> int:
    from ..engine import Lexicon
    from ..lexicon import list_source
    from ..wordlist import read_word_list
    from ..wordlist.identity import stem as list_stem

    tiles = tile_set(args.ruleset)
    path, where, raw = list_source(args.source, tiles)
    listed = read_word_list(raw, where, tiles, args.qu)
    tell_reading(where, listed.identity.words or 0, listed.reading, args.ruleset)
    image = Lexicon.compile_codes(listed.codes, tiles)
    stem = f"{list_stem(path.name)}.gaddag"        # beside a given list; the embedded one's in the current folder
    out = Path(args.output) if args.output else (Path(args.source).with_name(stem) if args.source else Path(stem))
    out.write_bytes(image)
    lexicon = Lexicon.open_compiled(out, tiles, listed.identity, listed.reading)
    print(text("lexicon.built", game_language(args.ruleset), path=str(out), words=Count(lexicon.word_count),
               size=Count(len(image)), skipped=Count(listed.reading.skipped)))
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


def cmd_lexicon_info(args: argparse.Namespace) -> int:
    from ..lexicon import describe_list
    from ..wordlist import summary

    identity, reading, cached = describe_list(args.source, tile_set(args.ruleset), args.qu)
    if args.json:
        print(json.dumps({**identity.to_json(), "sha256_file": identity.sha256_file, "encoding": reading.encoding,
                          "qu": reading.qu, "qu_found": reading.qu_shown, "skipped": reading.skipped,
                          "container": reading.container, "member": reading.member, "lines": reading.lines,
                          "skipped_lines": [skipped.to_json() for skipped in reading.first]}, ensure_ascii=False))
        return 0
    language = game_language(args.ruleset)
    where = args.source or identity.label
    print(text("lexicon.info", language, path=where, name=identity.label, words=Count(identity.words or 0),
               sha=identity.sha256_words or "", compiled=Message("lexicon.compiled" if cached else "lexicon.not_compiled")))
    print(summary(where, identity.words or 0, reading).said(language))
    return 0


def cmd_lexicon_diff(args: argparse.Namespace) -> int:
    from ..lexicon import list_words
    from ..rules.spelling import tokenize_word

    tiles = tile_set(args.ruleset)
    (old, before), (new, after) = (list_words(source, tiles, args.qu) for source in (args.old, args.new))
    kept = set(before) & set(after)
    added, removed = [w for w in after if w not in kept], [w for w in before if w not in kept]
    if args.json:
        print(json.dumps({"added": added, "removed": removed}, ensure_ascii=False))
        return 0
    language = game_language(args.ruleset)
    print(text("lexicon.diff", language, old=old.label, new=new.label, added=Count(len(added)),
               removed=Count(len(removed)), before=Count(old.words or 0), after=Count(new.words or 0)))
    count: dict[int, list[int]] = {}
    for index, words in enumerate((added, removed)):
        for word in words:
            count.setdefault(len(tokenize_word(word, tiles)), [0, 0])[index] += 1
    for length, (plus, minus) in sorted(count.items()):
        print(text("lexicon.diff_length", language, length=length, added=Count(plus), removed=Count(minus)))
    return 0


def add_parsers(commands) -> None:
    lexicon = commands.add_parser("lexicon", help="compile a word list, check words, say what a list is or what "
                                  "changed")
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
    info = lexicon_commands.add_parser("info", help="what a word list is: its name, words, their sha256, how it reads")
    info.add_argument("source", nargs="?", metavar="FILE", help="word list or compiled file (default: the embedded list)")
    info.add_argument("--json", action="store_true", help="print it as JSON")
    add_ruleset(info)
    add_qu(info)
    info.set_defaults(handler=cmd_lexicon_info)
    diff = lexicon_commands.add_parser("diff", help="the words one edition of a list adds and removes")
    diff.add_argument("old", metavar="OLD", help="the older list")
    diff.add_argument("new", metavar="NEW", help="the newer list")
    diff.add_argument("--json", action="store_true", help='print {"added": [...], "removed": [...]}')
    add_ruleset(diff)
    add_qu(diff)
    diff.set_defaults(handler=cmd_lexicon_diff)
