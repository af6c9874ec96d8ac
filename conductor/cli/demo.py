"""`conductor demo`: a whole game conducted by itself, in a window or as text: an unattended game (room/autorun.py)
run by the live host like any other, its slips handed in by simulated players (live/autopilot.py)."""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

from ..language import decimal
from ..messages import message_of, sentences, text
from .common import add_lexicon, announcer_settings, display_options, lexicon_of, speak

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
    from ..live.autopilot import Autopilot

    import pygame

    settings = load_settings(Path(args.config) if args.config else None, getattr(args, 'ruleset', None))
    speak(settings.language)
    options = display_options(settings, args)
    try:
        windows = Windows(options, "Conductor — " + sentences("demo.", settings.language)["title"])
    except pygame.error as error:
        print(text("demo.no_screen", settings.language, error=message_of(error)), file=sys.stderr)
        return _quietly(_text_demo, args, seed)
    folder = Path(tempfile.mkdtemp(prefix="conductor-demo-"))
    session = _demo_session(args, settings, seed, ScaledClock(args.speed), folder)
    wanted = announcer_settings(settings)
    if args.no_audio:
        wanted = dataclasses.replace(wanted, voice=False, audio=False)
    announcer = Announcer(wanted)
    announcer.warm_up()
    print(text("demo.head", settings.language, seed=seed) + f"; {session.log.path}")
    if announcer.notice:
        print(announcer.notice, file=sys.stderr)
    players = Autopilot(seed=seed, final_seconds=FINAL_SECONDS * args.speed)
    Conductor(session, announcer, options, windows, schedule=_schedule(args), players=players).run()
    return 0


PACE = 2.5              # real seconds: the slips typed before the round closes, a third of the time between rounds
FINAL_SECONDS = 12.0    # real seconds the final results stay before the window closes


def _schedule(args: argparse.Namespace):
    """The demo's pace, on the game's clock (run `--speed` times faster than real): the standings every five rounds."""
    from ..room.autorun import Schedule

    return Schedule(collect_seconds=PACE * args.speed, reveal_seconds=3 * PACE * args.speed, rounds=args.rounds,
                    standings_every=5)




def _demo_session(args, settings, seed: int, clock, folder: Path):
    """The demo's game, the same for the window and the text: its players, its seed, its rules."""
    from ..game.duplicate import Config
    from ..live.autopilot import DEMO_PLAYERS
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
    same players, draws, schedule and simulated slips, through the same live host), its clock moved to each next
    step at once; a line each round as it is revealed, then the board and the standings."""
    import math
    import tempfile

    from ..clock import ManualClock
    from ..config import load_settings
    from ..game.duplicate import ENDED
    from ..game.ranking import standings
    from ..live import LiveHost
    from ..live.autopilot import DEMO_PLAYERS, Autopilot
    from ..room.autorun import next_step

    settings = load_settings(Path(args.config) if args.config else None, getattr(args, "ruleset", None))
    speak(settings.language)
    language = settings.language
    say = sentences("demo.", language)      # messages/commands.py
    clock = ManualClock(0.0)
    session = _demo_session(args, settings, seed, clock, Path(tempfile.mkdtemp(prefix="conductor-demo-")))
    game = session.game

    def shown(line: str) -> dict:
        """A step of the host's, run as the judge's line; a revealed round printed."""
        answer = host.command(line)
        if line == "reveal" and answer.get("ok"):
            print(say("round", n=answer["round"], rack=" ".join(game.rounds[-1].rack), move=answer["master"],
                                      score=answer["score"], bag=len(game.bag)), flush=True)
        return answer

    print(say("head", seed=seed), flush=True)
    print(say["players"] + " " + ", ".join(f"{p.table}. {p.name}" for p in DEMO_PLAYERS))
    host = LiveHost(session, schedule=_schedule(args), players=Autopilot(seed=seed), perform=shown)
    try:
        while game.phase != ENDED and host.schedule is not None and host.unattended():
            due = next_step(game, host.schedule).at
            if due == math.inf:
                break
            clock.advance(max(0.0, due - clock.now))
            host.tick(clock.now)
        if game.phase != ENDED:                   # a step refused (autorun off): the demo ends there
            host.command("end demo")
        print(game.board.render())
        table = standings(game)
        print(say("standings", master=sum(r.master_score for r in game.rounds)))
        for row in table.rows:
            print(say("row", rank=row.rank, name=row.name, total=row.total,
                                    percent=decimal(row.percent_of_master, 1, language)))
    finally:
        host.close()
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
