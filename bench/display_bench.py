#!/usr/bin/env python3
"""Frame times of the live projector + console while a round runs: the call is spoken, the timer runs
with its warnings, the master move is revealed and read.

    .venv/bin/python bench/display_bench.py [--size 1920x1080] [--speed 6]

Starts its own Xvfb (scripts/virtual-screen.sh) and, without a sound card, a private PulseAudio null sink
(scripts/null-audio-sink.sh), so the voice really plays while frames are drawn.
Target: 60 fps, no frame over 50 ms during speech.
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

def inner(size: tuple[int, int], speed: float) -> dict:
    import pygame

    from conductor.announcer.announcer import Announcer, AnnouncerSettings
    from conductor.clock import ScaledClock
    from conductor.display.app import Conductor, Options, Windows
    from conductor.display.autopilot import DEMO_PLAYERS, Autopilot
    from conductor.engine import Lexicon
    from conductor.game.duplicate import Config
    from conductor.game.session import Session
    from conductor.rules import CATALAN

    lexicon = Lexicon.load(None, CATALAN)
    folder = Path(tempfile.mkdtemp(prefix="conductor-bench-"))
    clock = ScaledClock(speed)
    session = Session.new(folder / "game.jsonl", lexicon, "fisc", DEMO_PLAYERS, 7, Config(), clock)
    announcer = Announcer(AnnouncerSettings(language="ca"))
    announcer.warm_up().result()
    options = Options(windowed=True, two_windows=True, size=size, language="ca")
    app = Conductor(session, announcer, options, Windows(options), Autopilot(seed=7, max_rounds=2, pause=0.5,
                                                                             final_seconds=1.0))
    frames: list[tuple[float, float, bool, str]] = []   # (start, step seconds, speaking, phase)
    pacer = pygame.time.Clock()
    while app.running:
        started = time.perf_counter()
        app.step()
        speaking = app.voice is not None and not app.voice.done.is_set()
        frames.append((started, time.perf_counter() - started, speaking, app.game.phase))
        pacer.tick(60)
    silent = announcer.silent
    app.close()
    steps = [f[1] * 1000 for f in frames]
    gaps = [(b[0] - a[0]) * 1000 for a, b in zip(frames, frames[1:])]
    speech = [f[1] * 1000 for f in frames if f[2]]
    speech_gaps = [(b[0] - a[0]) * 1000 for a, b in zip(frames, frames[1:]) if a[2]]
    seconds = frames[-1][0] - frames[0][0]
    ordered = sorted(steps)
    return {
        "size": f"{size[0]}x{size[1]}", "audio": "silent" if silent else announcer.output.name,
        "frames": len(frames), "seconds": round(seconds, 1), "fps": round(len(frames) / seconds, 1),
        "draw_ms_median": round(statistics.median(steps), 2), "draw_ms_p99": round(ordered[int(0.99 * (len(ordered) - 1))], 2),
        "draw_ms_max": round(max(steps), 2), "frame_interval_ms_max": round(max(gaps), 2),
        "frames_during_speech": len(speech), "max_interval_during_speech_ms": round(max(speech_gaps or [0]), 2),
        "frames_over_50ms_during_speech": sum(1 for g in speech_gaps if g > 50),
        "slowest_frames": [(i, round(frames[i][1] * 1000, 1), frames[i][3])
                           for i in sorted(range(len(frames)), key=lambda i: -frames[i][1])[:4]],
    }

def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--speed", type=float, default=6.0)
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    if args.inner:
        print(json.dumps(inner((width, height), args.speed)))
        return 0
    with services(screen=f"{width + 1100}x{height}") as env:
        return measure_in_child(__file__, ["--size", args.size, "--speed", str(args.speed)], env)

if __name__ == "__main__":
    sys.exit(main())
