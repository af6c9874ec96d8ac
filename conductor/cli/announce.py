"""`conductor announce`: a call, a master move or a warning said aloud or written to a WAV file."""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

from ..messages import LANGUAGES
from ..rules.ruleset import find_ruleset, speaking
from .common import UsageError, add_ruleset, announcer_settings, speak

def cmd_announce(args: argparse.Namespace) -> int:
    from ..announcer import phrases
    from ..announcer.announcer import Announcer
    from ..announcer.naming import naming_table
    from ..config import load_settings
    from ..rules.spelling import tokenize_rack

    settings = load_settings(Path(args.config) if args.config else None, args.ruleset)
    language = args.language or settings.language     # game_language: the file's, else the ruleset's
    speak(language)
    # the tiles: the ruleset asked for, else the settings file's (a FISC game may speak Spanish), else the language's
    tiles = find_ruleset(args.ruleset or (settings.ruleset if args.config else speaking(language))).tiles
    table = naming_table(language, args.table or (settings.naming_table if language == settings.language else None))
    if args.rack is not None:
        rack = tokenize_rack(args.rack, tiles)
        if not 0 <= args.leftover <= len(rack):
            raise UsageError("cli.leftover", n=len(rack)).told(language)
        script = phrases.rack_call(table, rack[:args.leftover], rack[args.leftover:], args.round,
                                   args.order or settings.call_order)
    elif args.move is not None:
        if args.score is None:
            raise UsageError("cli.move_score").told(language)
        script = phrases.master_move(table, args.move, args.score, tiles, args.spell or settings.spell_master_move)
    else:
        script = phrases.warning(table, args.warning)
    for phrase in phrases.phrases(script):
        print(phrase.text)
    wanted = announcer_settings(settings, language, table.table)
    if args.engine:
        wanted = dataclasses.replace(wanted, engine=args.engine)
    announcer = Announcer(dataclasses.replace(wanted, audio=False) if args.wav else wanted)
    print(f"conductor announce: {announcer.speaking}", file=sys.stderr)
    if announcer.notice:
        print(f"conductor announce: {announcer.notice}", file=sys.stderr)
    rendered = announcer.prepare(script).result()
    if args.wav:
        rendered.write_wav(Path(args.wav))
        print(f"{args.wav}: {rendered.duration:.2f} s")
    elif not announcer.silent:
        announcer.play(rendered).done.wait(rendered.duration + 5)
    announcer.close()
    return 0


def add_parsers(commands) -> None:
    announce = commands.add_parser("announce", help="say a rack call, a master move or a warning (or write a WAV)")
    what = announce.add_mutually_exclusive_group(required=True)
    what.add_argument("--rack", metavar="TILES", help='the rack, leftovers first: "L·L ? A NY H QU Ç"')
    what.add_argument("--move", metavar='"H8 WORD"', help="a master move to reveal (with --score)")
    what.add_argument("--warning", type=int, choices=[60, 30, 0], help="seconds left: 60, 30 or 0 (Temps!)")
    announce.add_argument("--leftover", type=int, default=0, metavar="N", help="the first N tiles are leftovers")
    announce.add_argument("--round", type=int, metavar="N", help="say the round number first")
    announce.add_argument("--order", choices=["drawn", "alphabetical"], help="order of the new tiles")
    announce.add_argument("--score", type=int, metavar="S", help="the master move's score")
    announce.add_argument("--spell", action="store_true", help="spell the master move tile by tile")
    announce.add_argument("--wav", metavar="OUT", help="write the audio to a WAV file instead of playing it")
    announce.add_argument("--language", choices=LANGUAGES, help="language of the voice (default: config)")
    announce.add_argument("--table", choices=["ciutats", "noms", "paisos", "paises"], help="naming table")
    announce.add_argument("--engine", choices=["auto", "festival", "espeak-ng"],
                          help="speech engine (default: voice.engine in the config; auto: Festival's Ona for "
                               "Catalan where installed, else espeak-ng)")
    announce.add_argument("-c", "--config", help="settings file (config.yaml)")
    add_ruleset(announce, None, "tile set (default: from the language)")
    announce.set_defaults(handler=cmd_announce)
