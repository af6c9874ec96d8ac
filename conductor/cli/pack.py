"""`conductor pack`: a whole prepared game from a seed, sealed in one file for every venue (DESIGN §4e)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..messages import sentences
from ..rules import tile_set
from .common import UsageError, add_qu, add_ruleset, tell_reading, speak

def cmd_pack(args: argparse.Namespace) -> int:
    from ..engine import Lexicon
    from ..pack import make_pack, read_passphrase, write_pack
    from ..language import game_language
    from ..rules.keyed_random import new_seed

    language = game_language(args.ruleset)
    speak(language)
    say = sentences("packcmd.", language)      # messages/commands.py
    if args.rounds is not None and args.rounds < 1:
        raise UsageError("packcmd.rounds").told(language)
    passphrase = read_passphrase(Path(args.passphrase_file), language) if args.passphrase_file else None
    if passphrase is not None and len(passphrase.decode("utf-8")) < 12:
        print(f"conductor pack: {say['short']}", file=sys.stderr)
    lexicon = Lexicon.load(args.lexicon, tile_set(args.ruleset), qu=args.qu)
    if args.lexicon:
        tell_reading(args.lexicon, lexicon.word_count, lexicon.reading, args.ruleset)
    pack = make_pack(lexicon, args.ruleset, args.seed if args.seed is not None else new_seed(), args.rounds)
    out = Path(args.output)
    write_pack(pack, out, passphrase)
    print(say("made", out=out, rounds=len(pack.rounds), total=sum(r.score or 0 for r in pack.rounds),
              how=say["sealed" if passphrase else "plain"], sha=f"{lexicon.identity.label} ({lexicon.identity.short}…)",
              fp=pack.fingerprint[:12]))
    return 0


def add_parsers(commands) -> None:
    pack = commands.add_parser("pack", help="a sealed prepared game for several venues (racks, masters, word list)")
    pack.add_argument("--seed", type=int, help="the game's seed (default: a fresh 128-bit one)")
    pack.add_argument("--rounds", type=int, metavar="N", help="at most N rounds (default: until the bag runs out)")
    add_ruleset(pack)
    pack.add_argument("--lexicon", metavar="PATH", help="word list or compiled file (default: embedded list)")
    add_qu(pack)
    pack.add_argument("-o", "--output", required=True, metavar="GAME.pack", help="the pack to write")
    pack.add_argument("--passphrase-file", metavar="F",
                      help="encrypt with the passphrase in this file (its first line); give it to the venues at the "
                           "start")
    pack.set_defaults(handler=cmd_pack)
