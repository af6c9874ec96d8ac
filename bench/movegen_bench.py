#!/usr/bin/env python3
"""Move generation on self-played positions of the default lexicon: median and 99th percentile
microseconds by number of blanks in the rack, compile time, load time, resident memory.

    .venv/bin/python bench/movegen_bench.py [--positions 1000] [--ruleset fisc|ajs]

Positions: master-only self-play (FISC draws, top move). Each board is timed with its drawn
rack as it came, so racks have 0, 1 or 2 blanks as the bag gave them, plus (for statistics on
blanks) the same board with 1 and 2 of the rack's tiles turned into blanks.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import tempfile
import time
from pathlib import Path

from conductor.data import embedded_word_list
from conductor.engine import Lexicon, MoveGenerator, read_text
from conductor.rules import BLANK, tile_set
from conductor.simulate import play


def rss_mb() -> float:
    with open("/proc/self/status") as handle:
        for line in handle:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5, help="timings per position (the minimum is kept)")
    parser.add_argument("--ruleset", choices=["fisc", "ajs"], default="fisc", help="whose embedded list and tiles")
    args = parser.parse_args()
    tiles = tile_set(args.ruleset)

    rss_start = rss_mb()
    text, _ = read_text(embedded_word_list(args.ruleset))
    compile_times = []
    for _ in range(3):
        start = time.perf_counter()
        image, _ = Lexicon.compile_image(text, tiles)
        compile_times.append(time.perf_counter() - start)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"{args.ruleset}.gaddag"
        path.write_bytes(image)
        load_times = []
        for _ in range(5):
            start = time.perf_counter()
            lexicon = Lexicon.open_compiled(path, tiles, sha256="bench")
            load_times.append(time.perf_counter() - start)
        generator = MoveGenerator(lexicon)

        positions = []
        seed = 1
        while len(positions) < args.positions:
            for round_ in play(generator, seed):
                positions.append((round_.board_before, list(round_.rack)))
            seed += 1
        positions = positions[: args.positions]

        by_blanks: dict[int, list[float]] = {0: [], 1: [], 2: []}
        counts: dict[int, list[int]] = {0: [], 1: [], 2: []}
        for board, rack in positions:
            generator.encode_board(board)
            variants = [rack]
            real = [i for i, t in enumerate(rack) if t != BLANK]
            for extra in (1, 2):
                if rack.count(BLANK) < extra and len(real) >= extra - rack.count(BLANK):
                    variant = list(rack)
                    for i in real[: extra - rack.count(BLANK)]:
                        variant[i] = BLANK
                    variants.append(variant)
            for variant in variants:
                n_blanks = variant.count(BLANK)
                best = float("inf")
                for _ in range(args.repeat):
                    start = time.perf_counter()
                    count = generator.generate_encoded(variant)
                    best = min(best, time.perf_counter() - start)
                by_blanks[n_blanks].append(best * 1e6)
                counts[n_blanks].append(count)
        rss_end = rss_mb()
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

    print(f"lexicon: {lexicon.word_count} words, {lexicon.node_count} nodes, {lexicon.arc_count} arcs, "
          f"{len(image) / 1e6:.1f} MB compiled")
    print(f"compile: best {min(compile_times):.2f} s, median {statistics.median(compile_times):.2f} s (encode + C build)")
    print(f"load: best {min(load_times) * 1e3:.1f} ms, median {statistics.median(load_times) * 1e3:.1f} ms (mmap + checksum + checks)")
    print(f"positions: {len(positions)} self-played (games seeded 1..{seed - 1}); timing = best of {args.repeat}")
    print(f"{'blanks':>6} {'racks':>6} {'median µs':>10} {'p99 µs':>10} {'median moves':>13}")
    for n_blanks, times in by_blanks.items():
        if times:
            print(f"{n_blanks:>6} {len(times):>6} {statistics.median(times):>10.0f} {percentile(times, 0.99):>10.0f} "
                  f"{statistics.median(counts[n_blanks]):>13.0f}")
    print(f"resident memory: {rss_end:.0f} MB at the end (start {rss_start:.0f} MB), peak {peak:.0f} MB "
          "(peak includes the compile)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
