#!/usr/bin/env python3
"""Both speech engines (espeak-ng, Festival's Ona): render time per phrase, warm-up with a cold and a warm
disk cache, and the delay from a cue to its first sample at the sound device.

    .venv/bin/python bench/announcer_bench.py [--cues 30]

Without a sound device of its own, it starts the project's private PulseAudio null sink
(scripts/null-audio-sink.sh) and plays into it. "First sample" = the moment the stream callback hands
the cue's first sample to PortAudio, plus the output latency PortAudio reports for that buffer
(outputBufferDacTime − currentTime), i.e. when the sample reaches the sink.

Targets: ≤ 150 ms from cue to first sample with pre-rendering, for both engines; a warm-up
that a second game (warm cache) barely notices. Render times are the engine's own (no cache).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from harness import measure_in_child, services

ENGINES = ("espeak-ng", "festival")


def spread(values: list[float]) -> dict:
    ordered = sorted(values)
    return {"median": round(statistics.median(values), 1), "p95": round(ordered[int(0.95 * (len(ordered) - 1))], 1),
            "max": round(max(values), 1)}


def render_times(voice, table, cues: int) -> dict:
    """Milliseconds the engine takes for each kind of phrase a game says; fresh text each time."""
    tiles = list(table.words)
    kinds = {
        "tile": lambda i: (f"{table.letters[tiles[i % len(tiles)]]} de {table.words[tiles[i % len(tiles)]]}", 130),
        "warning": lambda i: (("Un minut!", "Trenta segons!", "Temps!")[i % 3] + " " * (i // 3), 175),
        "round": lambda i: (f"Ronda {table.number(i + 1)}.", 175),
        "rack": lambda i: (", ".join(table.tile(label).spoken for label in (tiles * 2)[i % len(tiles):][:7]) + ".",
                           175),
    }
    found = {}
    for kind, phrase in kinds.items():
        spent = []
        for i in range(cues):
            text, rate = phrase(i)
            begin = time.perf_counter()
            voice.render(text, rate)
            spent.append((time.perf_counter() - begin) * 1000)
        found[f"render_{kind}_ms"] = spread(spent)
    return found


def measure_engine(engine: str, cues: int, cache: Path) -> dict:
    from conductor.announcer.announcer import Announcer, AnnouncerSettings
    from conductor.announcer.phrases import rack_call, warning
    from conductor.announcer.voice_cache import PhraseCache

    settings = dataclasses.replace(AnnouncerSettings(language="ca"), engine=engine)
    begin = time.perf_counter()
    announcer = Announcer(settings)
    opened_s = time.perf_counter() - begin
    voice = announcer.renderer.voice
    if voice is None or voice.engine != engine:
        announcer.close()
        return {"error": announcer.notice or "no voice"}
    if announcer.silent:
        announcer.close()
        return {"error": announcer.notice}
    table = announcer.table
    result: dict = {"voice": voice.name, "open_s": round(opened_s, 3)}
    for state in ("cold", "warm"):                 # warm: a second game, its memory empty, the disk cache full
        announcer.renderer = type(announcer.renderer)(voice, settings, store=PhraseCache(cache / engine))
        begin = time.perf_counter()
        announcer.warm_up().result()
        result[f"warm_up_{state}_s"] = round(time.perf_counter() - begin, 3)

    def first_sample(script_or_rendered) -> float:
        playback = announcer.play(script_or_rendered, interrupt=True)
        while playback.started_at is None:
            time.sleep(0.0005)
        delay = playback.started_at - playback.cued_at + playback.device_delay
        announcer.stop()
        time.sleep(0.05)
        return delay * 1000

    racks = [["A", "B", "C", "D", "E", "F", "G"], ["L·L", "?", "NY", "QU", "Ç", "X", "Z"],
             ["E", "S", "T", "O", "N", "I", "R"]]
    prepared = [announcer.prepare(rack_call(table, rack[:2], rack[2:], n)).result() for n, rack in enumerate(racks)]
    result["prepared_call_ms"] = spread([first_sample(prepared[i % len(prepared)]) for i in range(cues)])
    result["warning_ms"] = spread([first_sample(warning(table, (60, 30, 0)[i % 3])) for i in range(cues)])
    result["unprepared_call_ms"] = spread([first_sample(rack_call(table, [], racks[0], 100 + i))
                                           for i in range(cues)])
    result.update(render_times(voice, table, cues))
    result["output"] = f"{announcer.output.name} ({announcer.output.latency * 1000:.1f} ms stream latency)"
    announcer.close()
    return result


def measure(cues: int) -> dict:
    figures: dict = {}
    with tempfile.TemporaryDirectory(prefix="conductor-bench-voice-") as cache:
        for engine in ENGINES:
            for key, value in measure_engine(engine, cues, Path(cache)).items():
                figures[f"{engine} {key}"] = value
    return figures

def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cues", type=int, default=30)
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inner:
        print(json.dumps(measure(args.cues)))
        return 0
    with services() as env:
        return measure_in_child(__file__, ["--cues", str(args.cues)], env)

if __name__ == "__main__":
    sys.exit(main())
