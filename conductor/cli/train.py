"""`conductor train`: solo training against the master move, and its progress."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..language import decimal
from ..messages import message_of, sentences, text
from ..rules import tile_set
from .common import UsageError, add_ruleset, announcer_settings, list_of_settings, speak

def cmd_train(args: argparse.Namespace) -> int:
    """Solo training against the master move: called rack, timer, moves checked at once, hints, results."""
    import random
    import time

    from ..clock import wall_clock
    from ..config import load_settings, warnings_on
    from ..engine import MoveGenerator
    from ..pack import read_prepared
    from ..training import History, Training, default_history_path

    settings = load_settings(Path(args.config) if args.config else None, getattr(args, 'ruleset', None))
    speak(settings.language)
    history = History(Path(args.history) if args.history else default_history_path())
    if args.progress:
        return _print_progress(history, settings.language)
    tiles = tile_set(settings.ruleset)      # the command line's --ruleset, else the file's (load_settings)
    seconds = args.seconds if args.seconds is not None else settings.round_seconds
    if not 10 <= seconds <= 3600:
        raise UsageError("cli.between", option="--seconds", low=10, high=3600).told(settings.language)
    prepared = read_prepared(Path(args.prepared), tiles, settings.language) if args.prepared else None
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    import pygame

    from ..announcer.announcer import Announcer
    from ..display.app import init_display
    from ..display.trainer import Trainer
    from ..display.words import training_words

    try:
        init_display()
    except pygame.error as error:
        raise UsageError("cli.no_training_screen", error=message_of(error)).told(settings.language) from None
    lexicon = list_of_settings(args.lexicon, settings, tiles)
    source = Path(args.prepared).name if args.prepared else ""
    warnings = warnings_on(settings)
    training = Training(MoveGenerator(lexicon), seed, round_seconds=seconds, topping=args.topping, prepared=prepared,
                        source=source, language=settings.language, max_rounds=args.rounds, warnings=warnings,
                        ruleset=settings.ruleset)
    wanted = announcer_settings(settings)
    announcer = None
    if not args.no_audio and settings.audio:
        announcer = Announcer(wanted)
        announcer.warm_up()
        if announcer.notice:
            print(announcer.notice, file=sys.stderr)
    window = pygame.Window(training_words(settings.language)["title"], (1280, 720))
    if not args.windowed:
        window.set_fullscreen(desktop=True)
    print(f"Conductor — entrenament ({training.source}); historial: {history.path}")
    trainer = Trainer(training, window.get_surface, wall_clock, history, announcer=announcer,
                      today=lambda: time.strftime("%Y-%m-%d %H:%M"), call_order=settings.call_order,
                      present=window.flip, set_title=lambda title: setattr(window, "title", title))
    try:
        trainer.run()
    finally:
        if announcer is not None:
            announcer.close()
        window.destroy()
    if trainer.summary is not None and trainer.summary.rounds:
        s = trainer.summary
        print(training_words(settings.language)("summary_total", t=s.total, m=s.master_total,
                                                  p=decimal(s.percent, 1, settings.language), f=s.tops_found,
                                                  n=len(s.rounds)))
    return 0

def _print_progress(history, language: str) -> int:
    said = sentences("progress.", language)      # messages/commands.py
    progress = history.read()
    sessions = [s for s in progress.sessions if s.rounds]
    if not sessions:
        print(text("progress.none", language, path=history.path))
        return 0
    for i, s in enumerate(sessions, start=1):
        print(f"{i:>3}. {s.date or '—':<16} {s.source:<22} {s.mode:<8} {said('rounds', n=len(s.rounds)):>9} "
              f"{s.total:>5}/{s.master_total:<5} {decimal(s.percent, 1, language):>5} %")
    best, average = progress.best, progress.recent_average()
    print(said("best", p=decimal(best.percent, 1, language), d=best.date or "—", a=decimal(average, 1, language)))
    if progress.skipped:
        print(said("skipped", n=progress.skipped, path=history.path), file=sys.stderr)
    return 0


def add_parsers(commands) -> None:
    train = commands.add_parser("train", help="solo training against the master move")
    train.add_argument("-c", "--config", help="settings file (config.yaml)")
    train.add_argument("--seed", type=int, help="random seed: the same seed gives the same game again")
    train.add_argument("--prepared", metavar="FILE", help="the racks (and master moves) of a prepared game")
    train.add_argument("--seconds", type=int, help="seconds per round (default: config, 180)")
    train.add_argument("--topping", action="store_true", help="the round ends when the top is found; time is the score")
    train.add_argument("--rounds", type=int, help="stop after N rounds")
    train.add_argument("--history", metavar="FILE", help="the history file (default: the user's data folder)")
    train.add_argument("--progress", action="store_true", help="print the progress over past sessions and stop")
    train.add_argument("--no-audio", action="store_true", help="no voice: the rack is shown and the clock starts")
    train.add_argument("--windowed", action="store_true", help="in a window instead of full screen")
    add_ruleset(train, None, "tile set and rules (default: config)")
    train.add_argument("--lexicon", metavar="PATH", help="word list or compiled file (default: config)")
    train.set_defaults(handler=cmd_train)
