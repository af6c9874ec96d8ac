#!/usr/bin/env python3
"""The tops query on self-played positions of the embedded word lists: microseconds by number
of blanks on the rack, with the word maps (`MoveGenerator.tops_only` as a game runs it), without them (the word
graph's search, the query before the word maps) and the full search, timed turn about; beside them the figures measured with the word maps
for the fastest open engine with its word maps (MAGPIE, measured on this machine, one thread); the word maps'
memory, the time to make and to open them, and the word list's load; then the time from a draw to the master's
tops, as the judge's console waits for it, on two-blank racks.

    .venv/bin/python bench/tops_bench.py [--positions 500] [--repeat 5] [--ruleset fisc|ajs|both]
                                         [--draws 2000]

Positions are made as bench/movegen_bench.py makes them (master-only self-play; each board with its rack as
drawn, then with one and two of the rack's tiles turned into blanks). The hard set: the two-blank racks with the
most legal moves (the top quarter by the full search's count: where blanks have the most to try). Timing is the
one the engines are compared by: one untimed run, then the best of --repeat; the three searches take turns on
each rack (twice each, the better kept), all on one thread, so that a machine whose speed drifts (this one is
shared) cannot favour any. Every rack's tops are checked against the full search's, with and without the maps:
the same top score, the same number of tied moves, the same moves in the same order.

The draw: what `_open_round` waits for before the console can show the master. Before, the full search
(on two threads for a rack with a blank, as MoveGenerator() runs it) then the ranked tied tops and the
first of them; with the query, `tops_only` and the first of its ranked tops. Each is timed once per rack
(a draw happens once), in turns, the one going first alternating, after one draw of each as a game's
start would make it (the second thread, the word maps opened).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from movegen_bench import best_of, percentile, rss_mb, self_played, variants_of

from conductor.engine import Lexicon, MoveGenerator
from conductor.rules import BLANK, tile_set

# The word maps' table (Catalan positions, medians in µs, one thread, this machine): the query before the word
# maps, and MAGPIE's with its word maps (342 MB for the Catalan list); "hard" is the two-blank hard set.
BEFORE_US = {"0": 23, "1": 93, "2": 302, "2 hard": 482}
PEER_US = {"0": 27, "1": 27, "2": 47, "2 hard": 32}
PEER_MAPS_MB = 342


def same_tops(generator: MoveGenerator, board, rack) -> tuple[bool, int, int]:
    generator.generate(board, rack)
    full = generator.tops()
    best, count, tops = generator.tops_only(board, rack)
    full_best = full[0].score if len(full) else 0
    same = best == full_best and count == len(full) and [str(m) for m in tops] == [str(m) for m in full] \
        and all(a.score == b.score for a, b in zip(tops, full))
    return same, best, count


def bench_load(ruleset: str, tiles) -> Lexicon:
    """The word list's load (as a game starts: the compiled list from the cache), then the word maps: made
    (the first time) or opened, their size and the memory they take."""
    Lexicon.load(None, tiles)   # compiled and cached on a first run
    loads = []
    for _ in range(5):
        start = time.perf_counter()
        lexicon = Lexicon.load(None, tiles)
        loads.append((time.perf_counter() - start) * 1e3)
    rss = rss_mb()
    start = time.perf_counter()
    lexicon.word_maps()
    first = time.perf_counter() - start
    resident = rss_mb() - rss   # opening reads every page (the checksum): all of them are resident
    opens = []
    for _ in range(3):
        again = Lexicon.load(None, tiles)
        start = time.perf_counter()
        again.word_maps()
        opens.append((time.perf_counter() - start) * 1e3)
        del again
    print(f"== {ruleset}: {lexicon.word_count} words")
    print(f"word list load (compiled, from the cache): median {statistics.median(loads):.1f} ms of 5 "
          "(the word maps are not read then: a generator's first tops query opens them)")
    print(f"word maps: {lexicon.word_maps_bytes / 1e6:.1f} MB, resident memory +{resident:.0f} MB once opened "
          f"(MAGPIE's: {PEER_MAPS_MB} MB for the Catalan list); the first query's wait {first:.2f} s (made from the "
          f"list the first time, then opened from the cache), opened in a median {statistics.median(opens):.0f} ms "
          "(checksum and offsets checked)")
    return lexicon


def bench_call(generator: MoveGenerator, calls: int = 200_000) -> None:
    """What one C call costs through the binding (cffi's ABI mode, `ffi.dlopen`), apart from the C work: the
    cheapest call there is (cnd_best_score reads one field), timed in a loop, best of 5, the loop's own cost
    taken off. A tops query makes a handful of calls, so this times a few is what the binding adds to it."""
    from conductor.engine import lib

    handle, best, noop = generator._gen, lib.cnd_best_score, (lambda handle: 0)
    def per_call(function) -> float:
        times = []
        for _ in range(5):
            start = time.perf_counter()
            for _ in range(calls):
                function(handle)
            times.append(time.perf_counter() - start)
        return min(times) / calls * 1e9
    print(f"per-call overhead of the binding: {per_call(best) - per_call(noop):.0f} ns a C call "
          f"(cnd_best_score, less a Python call's {per_call(noop):.0f} ns)")


def bench_ruleset(ruleset: str, args) -> None:
    tiles = tile_set(ruleset)
    lexicon = bench_load(ruleset, tiles)
    bench_call(MoveGenerator(lexicon, threads=1))
    maps = MoveGenerator(lexicon, threads=1)
    graph = MoveGenerator(lexicon, threads=1, word_maps=False)
    positions = self_played(maps, args.positions)
    classes = ("0", "1", "2")
    times: dict[str, dict[str, list[float]]] = {name: {c: [] for c in classes} for name in ("full", "graph", "maps")}
    tied: dict[str, list[int]] = {c: [] for c in classes}
    moves: list[int] = []   # the full search's count, for each two-blank rack
    differ = racks = 0
    started = time.perf_counter()
    for board, rack in positions:
        for variant in variants_of(rack):
            n_blanks = str(variant.count(BLANK))
            same, _, count = same_tops(maps, board, variant)
            same_graph, _, _ = same_tops(graph, board, variant)
            differ += not (same and same_graph)
            racks += 1
            tied[n_blanks].append(count)
            for generator in (maps, graph):
                generator.encode_board(board)
            maps.generate_encoded(variant)   # the untimed runs
            maps.tops_encoded(variant)
            graph.tops_encoded(variant)
            if n_blanks == "2":
                moves.append(maps.count)
            runs = {"full": lambda: maps.generate_encoded(variant), "graph": lambda: graph.tops_encoded(variant),
                    "maps": lambda: maps.tops_encoded(variant)}
            timed = {name: [] for name in runs}
            for _ in range(2):   # turn about, twice: a drift in the machine's speed hits all alike
                for name, run in runs.items():
                    timed[name].append(best_of(args.repeat, run))
            for name in runs:
                times[name][n_blanks].append(min(timed[name]))
    elapsed = time.perf_counter() - started
    hard_at = sorted(moves)[3 * len(moves) // 4] if moves else 0
    for name in times:
        times[name]["2 hard"] = [t for t, m in zip(times[name]["2"], moves) if m >= hard_at]
    print(f"{len(positions)} self-played positions, {racks} racks; one untimed run, then the best of {args.repeat} "
          "(full search, graph query and maps query turn about, twice), one thread")
    print(f"tops equal to the full search's (score, count, moves in order), with and without the maps: "
          f"{racks - differ}/{racks}")
    print(f"{'blanks':>7} {'racks':>6} {'full':>7} {'graph':>7} {'maps':>7} {'p99':>6} {'maps/graph':>11} "
          f"{'tied':>5} {'before':>7} {'peer':>5}")
    for name in (*classes, "2 hard"):
        full, old, new = (times[k][name] for k in ("full", "graph", "maps"))
        if not new:
            continue
        ties = statistics.median(tied["2"] if name == "2 hard" else tied[name])
        before = f"{BEFORE_US[name]}" if ruleset == "fisc" else "-"
        peer = f"{PEER_US[name]}" if ruleset == "fisc" else "-"
        print(f"{name:>7} {len(new):>6} {statistics.median(full):>7.0f} {statistics.median(old):>7.0f} "
              f"{statistics.median(new):>7.1f} {percentile(new, 0.99):>6.0f} "
              f"{statistics.median(new) / statistics.median(old):>11.2f} {ties:>5.0f} {before:>7} {peer:>5}")
    print(f"  medians in µs; graph: the query without word maps (the word graph's search, as before the word maps); "
          f"maps: with them; 2 hard: the two-blank racks with at least {hard_at} legal moves (the top quarter); "
          "before and peer: the word maps' table (our query then, MAGPIE with its word maps), Catalan only")
    print(f"  ({elapsed:.0f} s; load average {' '.join(f'{x:.2f}' for x in os.getloadavg())})")
    if args.draws:
        bench_draws(lexicon, args)


def bench_draws(lexicon: Lexicon, args) -> None:
    """From a drawn two-blank rack to the master's tops, as `_open_round` gets them."""
    before = MoveGenerator(lexicon)            # as the game makes it: two threads for a rack with a blank
    after = MoveGenerator(lexicon, threads=1)
    racks: list = []
    for board, rack in self_played(after, args.draws + args.draws // 10 + 20):
        variant = variants_of(rack)[-1]   # two of its tiles turned into blanks
        if variant.count(BLANK) == 2:
            racks.append((board, variant))
    racks = racks[:args.draws]
    for generator in (before, after):   # as a game started: the second thread made, the word maps opened
        board, rack = racks[0]
        generator.generate(board, rack)
        generator.tops_only(board, rack)
    old_ms, new_ms = [], []
    for index, (board, rack) in enumerate(racks):
        def old():
            before.generate(board, rack)
            tops = before.tops()
            return tops[0] if len(tops) else None

        def new():
            _, _, tops = after.tops_only(board, rack)
            return tops[0] if len(tops) else None

        order = (old, new) if index % 2 == 0 else (new, old)
        timed = {}
        for run in order:
            start = time.perf_counter()
            master = run()
            timed[run] = (time.perf_counter() - start) * 1e3
            timed[run, "master"] = master
        assert timed[old, "master"] == timed[new, "master"], rack
        old_ms.append(timed[old])
        new_ms.append(timed[new])
    print(f"draw to the master's tops, {len(racks)} two-blank racks, ms (each timed once, in turns):")
    for name, times in (("full search (2 threads) + tops", old_ms), ("tops_only (1 thread)", new_ms)):
        print(f"  {name:<32} median {statistics.median(times):6.2f}  p99 {percentile(times, 0.99):6.2f}  "
              f"max {max(times):6.2f}")
    print(f"  (load average {' '.join(f'{x:.2f}' for x in os.getloadavg())})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=500)
    parser.add_argument("--repeat", type=int, default=5, help="timed runs per rack after one untimed run")
    parser.add_argument("--ruleset", choices=["fisc", "ajs", "both"], default="both")
    parser.add_argument("--draws", type=int, default=2000, help="two-blank racks timed from draw to tops (0: none)")
    args = parser.parse_args()
    for ruleset in (("fisc", "ajs") if args.ruleset == "both" else (args.ruleset,)):
        bench_ruleset(ruleset, args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
