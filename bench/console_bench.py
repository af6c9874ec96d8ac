#!/usr/bin/env python3
"""Typing 40 slips into the judge's console while the next round's timer runs: keystrokes per slip and
milliseconds of processing per slip: the command alone (the console line turned into a command, checked,
scored on its round's board, logged with fsync, answered) and the whole frame that handles Enter (with the
console redrawn).

    .venv/bin/python bench/console_bench.py [--players 40] [--rounds 3]

Starts its own Xvfb (scripts/virtual-screen.sh). Keys are posted as pygame events, one frame each, as a
fast typist's keystrokes arrive; the figures are per slip over every round's slips.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from harness import measure_in_child, services


def inner(players_count: int, rounds: int) -> dict:
    import pygame

    from conductor.announcer.announcer import Announcer, AnnouncerSettings
    from conductor.announcer.audio import NullOutput
    from conductor.clock import ScaledClock
    from conductor.display.app import Conductor, Options, Windows
    from conductor.engine import Lexicon, MoveGenerator
    from conductor.game.duplicate import Config
    from conductor.game.players import Player
    from conductor.game.session import Session
    from conductor.rules import CATALAN

    lexicon = Lexicon.load(None, CATALAN)
    players = [Player(t, f"Jugador {t}") for t in range(1, players_count + 1)]
    session = Session.new(Path(tempfile.mkdtemp(prefix="conductor-bench-")) / "game.jsonl", lexicon, "fisc",
                          players, 17, Config(180, True, "random"), ScaledClock(1.0))
    options = Options(windowed=True, two_windows=True, size=(1280, 720), language="ca")
    app = Conductor(session, Announcer(AnnouncerSettings(language="ca"), output=NullOutput(22050)), options, Windows(options))
    game = app.game

    def key(code: int, text: str = "") -> float:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=text, scancode=0))
        if text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        started = time.perf_counter()
        app.step()
        return time.perf_counter() - started

    keystrokes, processing, frames, commands = [], [], [], []
    execute = app.execute

    def timed_execute(text: str) -> dict:
        started = time.perf_counter()
        answer = execute(text)
        commands.append(time.perf_counter() - started)
        return answer
    for _ in range(rounds):
        for command in ("draw", "start", "time", "reveal", "draw", "start"):   # slips of N while N+1 runs
            app.execute(command)
        round_ = game.rounds[-1]
        generator = MoveGenerator(lexicon)
        generator.generate(round_.board, round_.rack)
        moves = generator.top(60)
        frames.append(key(pygame.K_F9))                                  # entry mode for the oldest round
        for table in range(1, players_count + 1):
            move = moves[(table * 7) % len(moves)]
            line = f"{table} {move.move}" if table % 6 else f"{table} {move.score}"
            for char in line:
                frames.append(key(0, char))
            app.execute = timed_execute
            processing.append(key(pygame.K_RETURN))
            app.execute = execute
            keystrokes.append(len(line) + 1)
            assert round_.slips[table].score == move.score, (table, line)
        app.console.select(None)
        app.execute("time")
        app.execute("reveal")
        for waiting in game.collecting():      # the next iteration types the slips of a fresh round
            app.execute(f"finalise {waiting.number}")
    app.close()
    ordered = sorted(processing)
    return {
        "players": players_count, "slips": len(processing),
        "keystrokes_per_slip_mean": round(statistics.mean(keystrokes), 1),
        "keystrokes_per_slip_min_max": f"{min(keystrokes)}–{max(keystrokes)}",
        "ms_per_slip_command_median": round(statistics.median(commands) * 1000, 3),
        "ms_per_slip_command_max": round(max(commands) * 1000, 3),
        "ms_per_slip_frame_median": round(statistics.median(processing) * 1000, 2),
        "ms_per_slip_frame_p99": round(ordered[int(0.99 * (len(ordered) - 1))] * 1000, 2),
        "ms_per_slip_frame_max": round(max(processing) * 1000, 2),
        "ms_per_keystroke_frame_median": round(statistics.median(frames) * 1000, 2),
        "ms_per_keystroke_frame_max": round(max(frames) * 1000, 2),
        "slowest_keystroke_frames": [(i, round(frames[i] * 1000, 1)) for i in sorted(range(len(frames)),
                                                                                   key=lambda i: -frames[i])[:4]],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inner:
        print(json.dumps(inner(args.players, args.rounds)))
        return 0
    with services(screen="2400x1000") as env:
        return measure_in_child(__file__, ["--players", str(args.players), "--rounds", str(args.rounds)], env)


if __name__ == "__main__":
    sys.exit(main())
