"""`conductor demo`: a whole game conducted by itself, in a window or as text."""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

from .common import add_lexicon, announcer_settings, display_options, lexicon_of

def cmd_demo(args: argparse.Namespace) -> int:
    """A whole game conducted by itself on the embedded word list: drawn, called aloud, timed (fast),
    simulated players' slips, the master move revealed and read, standings, final results."""
    import random
    import tempfile

    from ..clock import ScaledClock
    from ..config import load_settings

    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    if args.text:
        return _text_demo(args, seed)
    from ..announcer.announcer import Announcer
    from ..display.app import Conductor, Windows
    from ..display.autopilot import DEMO_PLAYERS, Autopilot
    from ..game.duplicate import Config
    from ..game.session import Session

    import pygame

    settings = load_settings(Path(args.config) if args.config else None, getattr(args, 'ruleset', None))
    options = display_options(settings, args)
    try:
        windows = Windows(options, "Conductor — demostració")
    except pygame.error as error:
        print(f"conductor demo: no screen to open a window on ({error}); showing the game as text instead",
              file=sys.stderr)
        return _text_demo(args, seed)
    lexicon = lexicon_of(args)
    folder = Path(tempfile.mkdtemp(prefix="conductor-demo-"))
    clock = ScaledClock(args.speed)
    session = Session.new(Path(args.log) if args.log else folder / "demo.jsonl", lexicon, args.ruleset,
                          DEMO_PLAYERS, seed, Config(settings.round_seconds, False, "random"), clock)
    wanted = announcer_settings(settings)
    if args.no_audio:
        wanted = dataclasses.replace(wanted, voice=False, audio=False)
    announcer = Announcer(wanted)
    announcer.warm_up()
    print(f"Conductor — duplicada de demostració (llavor {seed}); registre: {session.log.path}")
    if announcer.notice:
        print(announcer.notice, file=sys.stderr)
    pilot = Autopilot(seed=seed, max_rounds=args.rounds)
    Conductor(session, announcer, options, windows, pilot).run()
    return 0

def _text_demo(args: argparse.Namespace, seed: int) -> int:
    """The demo in a terminal, for machines with no screen: the master-only game, round by round."""
    from ..engine import MoveGenerator
    from ..simulate import play

    generator = MoveGenerator(lexicon_of(args))
    total = 0
    final = None
    print(f"Conductor — duplicada de demostració (llavor {seed})")
    for round_ in play(generator, seed, max_rounds=args.rounds):
        total += round_.master.score
        final = round_.board_after
        print(f"ronda {round_.number:>2}  faristol {' '.join(round_.rack):<22} jugada mestra "
              f"{str(round_.master.move):<22} {round_.master.score:>4} punts  (sac: {round_.bag_left})")
    if final is not None:
        print(final.render())
    print(f"total de la jugada mestra: {total} punts")
    return 0


def add_parsers(commands) -> None:
    demo = commands.add_parser("demo", help="a whole game playing itself on the embedded word list")
    demo.add_argument("--rounds", type=int, help="stop after N rounds")
    demo.add_argument("--seed", type=int, help="random seed (default: fresh)")
    demo.add_argument("--no-audio", action="store_true", help="no voice and no sound (calls shown on screen)")
    demo.add_argument("--windowed", action="store_true", help="in a window instead of full screen")
    demo.add_argument("--text", action="store_true", help="in the terminal, without a window")
    demo.add_argument("--speed", type=float, default=6.0, help="how much faster than real the round timer runs")
    demo.add_argument("--log", metavar="GAME.jsonl", help="keep the demo's game log here")
    demo.add_argument("-c", "--config", help="settings file (config.yaml)")
    add_lexicon(demo)
    demo.set_defaults(handler=cmd_demo)
