#!/usr/bin/env python3
"""Delay from a cue to its first sample at the sound device, and phrase rendering times.

    .venv/bin/python bench/announcer_bench.py [--cues 30]

Without a sound device of its own, it starts the project's private PulseAudio null sink
(scripts/null-audio-sink.sh) and plays into it. "First sample" = the moment the stream callback hands
the cue's first sample to PortAudio, plus the output latency PortAudio reports for that buffer
(outputBufferDacTime − currentTime), i.e. when the sample reaches the sink.

Target (issue 6): ≤ 150 ms from cue to first sample with pre-rendering.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from harness import measure_in_child, services

def measure(cues: int) -> dict:
    from conductor.announcer.announcer import Announcer, AnnouncerSettings
    from conductor.announcer.phrases import rack_call, warning

    announcer = Announcer(AnnouncerSettings())
    if announcer.silent:
        return {"error": announcer.notice}
    table = announcer.table
    started = time.perf_counter()
    announcer.warm_up().result()
    warm_up_s = time.perf_counter() - started

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
    prepared_ms = [first_sample(prepared[i % len(prepared)]) for i in range(cues)]
    warnings_ms = [first_sample(warning(table, (60, 30, 0)[i % 3])) for i in range(cues)]
    unseen = [first_sample(rack_call(table, [], ["A", "B", "C", "D", "E", "F", "G"], 100 + i)) for i in range(cues)]
    render_ms = []
    for i in range(cues):
        begin = time.perf_counter()
        announcer.renderer.voice.render(f"Prova de veu número {i}", 175)
        render_ms.append((time.perf_counter() - begin) * 1000)
    result = {
        "output": announcer.output.name,
        "stream_latency_ms": round(announcer.output.latency * 1000, 1),
        "warm_up_s": round(warm_up_s, 3),
        "voice": announcer.renderer.voice.name,
    }
    for name, values in (("prepared_call_ms", prepared_ms), ("warning_ms", warnings_ms),
                         ("call_with_new_round_phrase_ms", unseen), ("render_one_phrase_ms", render_ms)):
        ordered = sorted(values)
        result[name] = {"median": round(statistics.median(values), 1),
                        "p95": round(ordered[int(0.95 * (len(ordered) - 1))], 1), "max": round(max(values), 1)}
    announcer.close()
    return result

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
