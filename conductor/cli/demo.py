"""`conductor demo`: a whole game conducted by itself, in a window or as text."""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

from ..language import decimal
from .common import add_lexicon, announcer_settings, display_options, lexicon_of

def cmd_demo(args: argparse.Namespace) -> int:
    """A whole game conducted by itself on the embedded word list: drawn, called aloud, timed (fast),
    simulated players' slips, the master move revealed and read, standings, final results."""
    import os
    import random
    import tempfile

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    from ..clock import ScaledClock
    from ..config import load_settings

    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    if args.text:
        return _quietly(_text_demo, args, seed)
    from ..announcer.announcer import Announcer
    from ..display.app import Conductor, Windows
    from ..display.autopilot import Autopilot

    import pygame

    settings = load_settings(Path(args.config) if args.config else None, getattr(args, 'ruleset', None))
    options = display_options(settings, args)
    try:
        windows = Windows(options, "Conductor — " + TEXT[settings.language]["title"])
    except pygame.error as error:
        print(TEXT[settings.language]["no_screen"].format(error=error), file=sys.stderr)
        return _quietly(_text_demo, args, seed)
    folder = Path(tempfile.mkdtemp(prefix="conductor-demo-"))
    session = _demo_session(args, settings, seed, ScaledClock(args.speed), folder)
    wanted = announcer_settings(settings)
    if args.no_audio:
        wanted = dataclasses.replace(wanted, voice=False, audio=False)
    announcer = Announcer(wanted)
    announcer.warm_up()
    print(TEXT[settings.language]["head"].format(seed=seed) + f"; {session.log.path}")
    if announcer.notice:
        print(announcer.notice, file=sys.stderr)
    pilot = Autopilot(seed=seed, max_rounds=args.rounds)
    Conductor(session, announcer, options, windows, pilot).run()
    return 0


TEXT = {
    "ca": {"title": "demostració", "head": "Conductor — duplicada de demostració (llavor {seed})",
           "players": "Jugadors:", "round": "ronda {n:>2}  faristol {rack:<22} jugada mestra {move:<22} {score:>4} punts"
           "  (sac: {bag})", "standings": "Classificació final (de {master} punts de la jugada mestra):",
           "row": "{rank:>3}. {name:<16} {total:>5} punts  {percent:>5} %", "one_point": "punt",
           "no_screen": "conductor demo: no hi ha cap pantalla on obrir una finestra ({error}); la partida es mostra "
                        "com a text"},
    "es": {"title": "demostración", "head": "Conductor — duplicada de demostración (semilla {seed})",
           "players": "Jugadores:", "round": "ronda {n:>2}  atril {rack:<22} jugada maestra {move:<22} {score:>4} puntos"
           "  (bolsa: {bag})", "standings": "Clasificación final (de {master} puntos de la jugada maestra):",
           "row": "{rank:>3}. {name:<16} {total:>5} puntos  {percent:>5} %", "one_point": "punto",
           "no_screen": "conductor demo: no hay ninguna pantalla donde abrir una ventana ({error}); la partida se "
                        "muestra como texto"},
}


def _demo_session(args, settings, seed: int, clock, folder: Path):
    """The demo's game, the same for the window and the text: its players, its seed, its rules."""
    from ..display.autopilot import DEMO_PLAYERS
    from ..game.duplicate import Config
    from ..game.session import Session

    ruleset = getattr(args, "ruleset", None) or settings.ruleset
    return Session.new(Path(args.log) if args.log else folder / "demo.jsonl", lexicon_of(args), ruleset,
                       DEMO_PLAYERS, seed, Config(settings.round_seconds, False, "random"), clock,
                       language=settings.language)


def _quietly(run, *arguments) -> int:
    """`conductor demo --text | head`: a reader that stops early ends the demo quietly, with no traceback."""
    import os

    try:
        return run(*arguments)
    except BrokenPipeError:
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except OSError:
            pass
        return 0


def _text_demo(args: argparse.Namespace, seed: int) -> int:
    """The demo in a terminal, for machines with no screen: the very game the window shows for this seed (the
    same players, draws and simulated slips, through the same session), round by round, then the standings."""
    import tempfile

    from ..clock import ManualClock
    from ..config import load_settings
    from ..display.autopilot import DEMO_PLAYERS, Autopilot
    from ..display.entry import expand
    from ..game.duplicate import ENDED, READY
    from ..game.ranking import standings

    settings = load_settings(Path(args.config) if args.config else None, getattr(args, "ruleset", None))
    language = settings.language
    say = TEXT[language]
    clock = ManualClock(0.0)
    session = _demo_session(args, settings, seed, clock, Path(tempfile.mkdtemp(prefix="conductor-demo-")))
    game = session.game
    pilot = Autopilot(seed=seed, max_rounds=args.rounds)

    class Seat:                      # what the autopilot reads of the conductor to choose the slips
        pass

    seat = Seat()
    seat.game = game
    print(say["head"].format(seed=seed), flush=True)
    print(say["players"] + " " + ", ".join(f"{p.table}. {p.name}" for p in DEMO_PLAYERS))
    try:
        while game.phase != ENDED and (args.rounds is None or len(game.rounds) < args.rounds):
            if not session.execute("draw").get("ok") or game.phase == ENDED:
                break
            if game.phase == READY and not game.tops:
                continue                                  # the window's autopilot draws again too
            session.execute("start")
            clock.advance(game.config.round_seconds)
            session.execute("time")
            for slip in pilot._choose_slips(seat):
                session.execute(expand(slip))
            session.execute("close")
            reveal = session.execute("reveal")
            if not reveal.get("ok"):
                break
            print(say["round"].format(n=reveal["round"], rack=" ".join(game.rounds[-1].rack), move=reveal["master"],
                                      score=reveal["score"], bag=len(game.bag)), flush=True)
        if game.phase != ENDED:
            session.execute("end demo")
        print(game.board.render())
        table = standings(game)
        print(say["standings"].format(master=sum(r.master_score for r in game.rounds)))
        for row in table.rows:
            print(say["row"].format(rank=row.rank, name=row.name, total=row.total,
                                    percent=decimal(row.percent_of_master, 1, language)))
    finally:
        session.close()
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
