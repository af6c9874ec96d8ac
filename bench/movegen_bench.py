#!/usr/bin/env python3
"""Move generation on self-played positions of the embedded word lists: median and 99th percentile
microseconds by number of blanks on the rack, against the wolges figures of issue 19; the time
training waits for its hints; compile time, load time, resident memory.

    .venv/bin/python bench/movegen_bench.py [--positions 1000] [--repeat 5] [--ruleset fisc|ajs|both]
        [--fingerprints OUT] [--compare FILE]

Positions: master-only self-play (the rack minimums, top move). Each board is timed with its drawn
rack as it came, so racks have 0, 1 or 2 blanks as the bag gave them, plus (for statistics on
blanks) the same board with 1 and 2 of the rack's tiles turned into blanks. Timing is the one
wolges was measured by: one untimed run, then the best of --repeat, per position.

--fingerprints writes one line per timed rack: the fingerprint of its set of moves (engine.h);
--compare reads such a file (written before a change to the engine) and says how many move sets
are unchanged. Both need the same --positions and --ruleset.
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

# Medians in µs of wolges (Rust) on the same kind of positions, timed the same way on this 2-core
# machine (issue 19's table; for ranges, the lower figure). The target is at most 0.9 of each.
WOLGES_US = {"fisc": {0: 162, 1: 1362, 2: 5800}, "ajs": {0: 110, 1: 875, 2: 3700}}
# Our own medians in that table, measured beside wolges's (ranges: the middle).
OURS_IN_TABLE_US = {"fisc": {0: 108, 1: 1161, 2: 4950}, "ajs": {0: 82, 1: 900, 2: 4200}}
# The search as it was before issue 19 (commit bd21861), medians and p99 in µs, timed by this bench
# on this machine on 2026-11-23 (see bench/results/movegen_before.txt).
BEFORE_US = {"fisc": {0: (0, 0), 1: (0, 0), 2: (0, 0)}, "ajs": {0: (0, 0), 1: (0, 0), 2: (0, 0)}}
HINT_RACKS = 200   # two-blank racks timed the way training draws a round


def rss_mb() -> float:
    with open("/proc/self/status") as handle:
        for line in handle:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def self_played(generator: MoveGenerator, count: int) -> list:
    positions, seed = [], 1
    while len(positions) < count:
        for round_ in play(generator, seed):
            positions.append((round_.board_before, list(round_.rack)))
        seed += 1
    return positions[:count]


def variants_of(rack: list[str]) -> list[list[str]]:
    """The rack as drawn, then with one and two blanks (real tiles turned into blanks)."""
    variants = [rack]
    real = [i for i, t in enumerate(rack) if t != BLANK]
    for extra in (1, 2):
        missing = extra - rack.count(BLANK)
        if missing > 0 and len(real) >= missing:
            variant = list(rack)
            for i in real[:missing]:
                variant[i] = BLANK
            variants.append(variant)
    return variants


def bench_ruleset(ruleset: str, args) -> None:
    tiles = tile_set(ruleset)
    rss_start = rss_mb()
    text, _ = read_text(embedded_word_list(ruleset))
    compile_times = []
    for _ in range(3):
        start = time.perf_counter()
        image, _ = Lexicon.compile_image(text, tiles)
        compile_times.append(time.perf_counter() - start)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"{ruleset}.gaddag"
        path.write_bytes(image)
        load_times = []
        for _ in range(5):
            start = time.perf_counter()
            lexicon = Lexicon.open_compiled(path, tiles, sha256="bench")
            load_times.append(time.perf_counter() - start)
        generator = MoveGenerator(lexicon, threads=1)      # the engine itself, as wolges was timed
        both_cores = MoveGenerator(lexicon, threads=2)     # what a judge waits for on a 2-core laptop
        hints = MoveGenerator(lexicon)                     # as training makes it
        positions = self_played(generator, args.positions)

        by_blanks: dict[int, list[float]] = {0: [], 1: [], 2: []}
        two_cores: dict[int, list[float]] = {1: [], 2: []}
        counts: dict[int, list[int]] = {0: [], 1: [], 2: []}
        split_differs = 0
        fingerprints: list[str] = []
        hint_ms: list[float] = []
        for board, rack in positions:
            for g in (generator, both_cores, hints):
                g.encode_board(board)
            for variant in variants_of(rack):
                n_blanks = variant.count(BLANK)
                count = generator.generate_encoded(variant)   # untimed
                fingerprints.append(f"{generator.fingerprint():016x} {count}")
                best = float("inf")
                for _ in range(args.repeat):
                    start = time.perf_counter()
                    generator.generate_encoded(variant)
                    best = min(best, time.perf_counter() - start)
                by_blanks[n_blanks].append(best * 1e6)
                counts[n_blanks].append(count)
                if n_blanks:
                    both_cores.generate_encoded(variant)   # untimed
                    split_differs += both_cores.fingerprint() != generator.fingerprint()
                    best = float("inf")
                    for _ in range(args.repeat):
                        start = time.perf_counter()
                        both_cores.generate_encoded(variant)
                        best = min(best, time.perf_counter() - start)
                    two_cores[n_blanks].append(best * 1e6)
                if n_blanks == 2 and len(hint_ms) < HINT_RACKS:
                    # what training does when it draws: every move, the tied tops (the top's score and
                    # how many reach it), the bingo hint, the ten best
                    start = time.perf_counter()
                    hints.generate_encoded(variant)
                    hints.tops()
                    hints.count_placing(7)
                    hints.top(10)
                    hint_ms.append((time.perf_counter() - start) * 1e3)
        rss_end = rss_mb()
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

    print(f"== {ruleset}: {lexicon.word_count} words, {lexicon.node_count} nodes, {lexicon.arc_count} arcs, "
          f"{len(image) / 1e6:.1f} MB compiled")
    print(f"compile: best {min(compile_times):.2f} s, median {statistics.median(compile_times):.2f} s (encode + C build)")
    print(f"load: best {min(load_times) * 1e3:.1f} ms, median {statistics.median(load_times) * 1e3:.1f} ms "
          "(mmap + checksum + checks)")
    print(f"positions: {len(positions)} self-played; timing = one untimed run, then the best of {args.repeat}")
    print("one thread (the engine itself; wolges was timed the same way). before = the search as it was "
          "before issue 19, timed by this bench on this machine")
    print(f"{'blanks':>6} {'racks':>6} {'median µs':>10} {'p99 µs':>9} {'before':>14} {'after/before':>13} "
          f"{'median moves':>13} {'est. / wolges':>14}")
    for n_blanks, times in by_blanks.items():
        if times:
            median, p99 = statistics.median(times), percentile(times, 0.99)
            before_median, before_p99 = BEFORE_US[ruleset][n_blanks]
            # this machine ran the old search slower than the one issue 19's table came from: compare
            # through our own figure in that table, measured beside wolges's
            ratios = f"{median / before_median:>6.2f} /{p99 / before_p99:>5.2f}" if before_median else f"{'-':>13}"
            estimate = median / before_median * OURS_IN_TABLE_US[ruleset][n_blanks] / WOLGES_US[ruleset][n_blanks] \
                if before_median else float("nan")
            print(f"{n_blanks:>6} {len(times):>6} {median:>10.0f} {p99:>9.0f} {before_median:>7} /{before_p99:>6} "
                  f"{ratios} {statistics.median(counts[n_blanks]):>13.0f} {estimate:>14.2f}")
    print("two threads (racks with a blank; what a judge or training waits for on a 2-core laptop)")
    for n_blanks, times in two_cores.items():
        if times:
            median, p99 = statistics.median(times), percentile(times, 0.99)
            print(f"{n_blanks:>6} {len(times):>6} {median:>10.0f} {p99:>9.0f}   "
                  f"{median / statistics.median(by_blanks[n_blanks]):.2f} of one thread's median")
    print(f"two threads found the same moves as one: {sum(len(t) for t in two_cores.values()) - split_differs}"
          f"/{sum(len(t) for t in two_cores.values())}")
    if hint_ms:
        print(f"training's draw on a two-blank rack (all moves + tops + bingo hint + ten best), {len(hint_ms)} racks: "
              f"median {statistics.median(hint_ms):.1f} ms, p99 {percentile(hint_ms, 0.99):.1f} ms, "
              f"max {max(hint_ms):.1f} ms")
    print(f"resident memory: {rss_end:.0f} MB at the end (start {rss_start:.0f} MB), peak {peak:.0f} MB "
          "(peak includes the compile)")
    if args.fingerprints:
        out = Path(f"{args.fingerprints}.{ruleset}" if args.ruleset == "both" else args.fingerprints)
        out.write_text("\n".join(fingerprints) + "\n")
        print(f"fingerprints of {len(fingerprints)} move sets written to {out}")
    if args.compare:
        source = Path(f"{args.compare}.{ruleset}" if args.ruleset == "both" else args.compare)
        before = source.read_text().split("\n")[:-1]
        same = sum(a == b for a, b in zip(before, fingerprints))
        print(f"move sets unchanged against {source}: {same}/{len(fingerprints)}"
              + ("" if len(before) == len(fingerprints) else f" (that file holds {len(before)})"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5, help="timed runs per position after one untimed run")
    parser.add_argument("--ruleset", choices=["fisc", "ajs", "both"], default="both",
                        help="whose embedded list, tiles and draws (default: both)")
    parser.add_argument("--fingerprints", metavar="OUT", help="write each move set's fingerprint (.fisc/.ajs added for both)")
    parser.add_argument("--compare", metavar="FILE", help="compare with fingerprints written before a change")
    args = parser.parse_args()
    for ruleset in (("fisc", "ajs") if args.ruleset == "both" else (args.ruleset,)):
        bench_ruleset(ruleset, args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
