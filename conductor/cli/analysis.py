"""`conductor score | analyse | bench | simulate`: the engine's answers, as text or JSON."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..rules import tile_set
from ..rules.board import Board
from ..rules.move import play_sequence
from .common import UsageError, add_lexicon, add_ruleset, labels, lexicon_of, moves_json, split_moves

def cmd_score(args: argparse.Namespace) -> int:
    tiles = tile_set(args.ruleset)
    _, placements = play_sequence(split_moves(args.moves), tiles)
    scores = [p.score for p in placements]
    if args.json:
        print(json.dumps({"scores": scores, "total": sum(scores)}))
    else:
        for placement in placements:
            print(f"{str(placement.move):<24} {placement.score:>4}")
        print(f"{'total':<24} {sum(scores):>4}")
    return 0

def cmd_analyse(args: argparse.Namespace) -> int:
    from ..engine import MoveGenerator
    from ..language import game_language
    from ..messages import text as sentence
    from ..positions import read_positions
    from ..rules import tokenize_rack

    def said(key: str, **params) -> str:
        return sentence(key, game_language(args.ruleset), **params)

    tiles = tile_set(args.ruleset)
    lexicon = lexicon_of(args)
    if args.position:
        positions = read_positions(Path(args.position), tiles)
        if not positions:
            raise UsageError("cli.no_position", path=args.position)
        board, rack = positions[0]
    else:   # no --moves, or an empty one: the empty board, as a user means it
        board, placements = play_sequence(split_moves(args.moves), tiles) if (args.moves or "").strip() \
            else (Board(), [])
        for placement in placements:
            for squares in placement.words:
                word = [board[s] for s in squares]
                if not lexicon.is_word(word):
                    text = "".join(t.label for t in word if t is not None)
                    print(f"conductor analyse: {said('cli.not_in_list', move=str(placement.move), word=text)}",
                          file=sys.stderr)
        rack = []
    if args.rack:
        rack = tokenize_rack(args.rack, tiles)
    if not rack:
        raise UsageError("cli.no_rack")
    generator = MoveGenerator(lexicon)
    count = generator.generate(board, rack)
    best = generator.top(args.top)
    if args.json:
        print(json.dumps({"count": count, "moves": moves_json(best)}, ensure_ascii=False))
    else:
        print(board.render())
        print(f"rack: {' '.join(rack)}    {count} legal moves")
        for rank, move in enumerate(best, start=1):
            print(f"{rank:>4}. {str(move.move):<26} {move.score:>4}")
    return 0

def cmd_bench(args: argparse.Namespace) -> int:
    """One untimed run per position, then the best of --repeat: the figure an engine is compared by.

    With --tops the tops query (MoveGenerator.tops_only's search) is timed instead, and beside it, turn
    about on each position, the full search; both on one thread (the query runs on the calling thread)."""
    import statistics
    import time

    from ..engine import MoveGenerator
    from ..positions import read_positions
    from ..rules import BLANK

    if args.repeat < 1:
        raise UsageError("cli.at_least", option="--repeat", n=1)
    tiles = tile_set(args.ruleset)
    positions = read_positions(Path(args.positions), tiles)
    if args.blank_variants:   # each rack, then with one and two of its tiles turned into blanks
        positions = [(board, [BLANK if i < n - rack.count(BLANK) and tile != BLANK else tile
                              for i, tile in enumerate(sorted(rack, key=lambda t: t == BLANK))])
                     for board, rack in positions for n in (0, 1, 2) if n == 0 or rack.count(BLANK) < n]
    generator = MoveGenerator(lexicon_of(args), threads=1 if args.tops else None)

    def best_of(run) -> float:
        best = float("inf")
        for _ in range(args.repeat):
            start = time.perf_counter()
            run()
            best = min(best, time.perf_counter() - start)
        return best

    counts, tops, tied, times, full_times = [], [], [], [], []
    by_blanks: dict[int, list[float]] = {}
    full_by_blanks: dict[int, list[float]] = {}
    for board, rack in positions:
        generator.encode_board(board)
        count = generator.generate_encoded(rack)
        if args.tops:
            top, ties = generator.tops_encoded(rack)    # the untimed run
            full_times.append(best_of(lambda: generator.generate_encoded(rack)))
            full_by_blanks.setdefault(rack.count(BLANK), []).append(full_times[-1] * 1e6)
            best = best_of(lambda: generator.tops_encoded(rack))
            tied.append(ties)
        else:
            best = best_of(lambda: generator.generate_encoded(rack))
            top = generator.best_score() if count else 0
        times.append(best)
        by_blanks.setdefault(rack.count(BLANK), []).append(best * 1e6)
        counts.append(count)
        tops.append(top)

    def medians(table: dict[int, list[float]]) -> dict[str, float]:
        return {str(n): round(statistics.median(table[n]), 1) for n in sorted(table)}

    median_us = statistics.median(times) * 1e6 if times else 0.0
    blanks_us = medians(by_blanks)
    what = "the tops query" if args.tops else "move generation only"
    if args.json:
        out = {"positions": len(positions), "moves": counts, "top": tops, "median_us": round(median_us, 1),
               "total_s": round(sum(times), 6), "repeat": args.repeat, "by_blanks": blanks_us}
        if args.tops:
            out |= {"query": "tops", "tied": tied, "full_median_us": round(statistics.median(full_times) * 1e6, 1)
                    if full_times else 0.0, "full_by_blanks": medians(full_by_blanks),
                    "word_maps_mb": round(generator.lexicon.word_maps_bytes / 1e6, 1), "peak_rss_mb": _peak_rss_mb()}
        print(json.dumps(out))
    else:
        print(f"{len(positions)} positions, {sum(counts)} moves, median {median_us:.0f} µs, "
              f"total {sum(times):.3f} s ({what}, best of {args.repeat} after one untimed run)")
        for n in sorted(by_blanks):
            line = f"  {n} blank{'s' if n != 1 else ''}: {len(by_blanks[n])} positions, median {blanks_us[str(n)]:.0f} µs"
            if args.tops:
                full = statistics.median(full_by_blanks[n])
                line += f" (full search {full:.0f} µs, turn about: tops/full {blanks_us[str(n)] / full:.2f})"
            print(line)
        if args.tops:
            print("  top scores: " + " ".join(f"{top}×{ties}" for top, ties in zip(tops, tied)))
            print(f"  memory: word maps {generator.lexicon.word_maps_bytes / 1e6:.1f} MB (made once per word list and "
                  f"cached), peak resident {_peak_rss_mb()} MB")
    return 0

def _peak_rss_mb() -> float | None:
    try:
        import resource
    except ImportError:   # Windows
        return None
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)

def cmd_simulate(args: argparse.Namespace) -> int:
    import time

    from ..engine import MoveGenerator
    from ..positions import write_positions
    from ..simulate import play_game

    if args.games < 1:
        raise UsageError("cli.at_least", option="--games", n=1)
    generator = MoveGenerator(lexicon_of(args))
    start = time.perf_counter()
    games = [play_game(generator, args.seed + i) for i in range(args.games)]
    elapsed = time.perf_counter() - start
    if args.dump_positions:
        write_positions(Path(args.dump_positions), [(r.board_before, r.rack) for g in games for r in g.rounds])
    if args.json:
        out = {
            "games": [
                {
                    "seed": game.seed,
                    "rounds": [
                        {
                            "round": r.number, "leftover": labels(r.leftover), "drawn": labels(r.drawn),
                            "rejected": [labels(x) for x in r.rejected], "rack": labels(r.rack),
                            "master": str(r.master.move), "score": r.master.score, "bag_left": r.bag_left,
                        }
                        for r in game.rounds
                    ],
                    "end": game.end,
                    "total": game.total,
                }
                for game in games
            ],
            "games_per_s": round(len(games) / elapsed, 2) if elapsed else None,
        }
        print(json.dumps(out, ensure_ascii=False))
    else:
        for game in games:
            print(f"game {game.seed}: {len(game.rounds)} rounds, total {game.total}, end: {game.end}")
            for r in game.rounds:
                print(f"  {r.number:>2}  {labels(r.rack):<22} {str(r.master.move):<24} {r.master.score:>4}  bag {r.bag_left}")
        print(f"{len(games) / elapsed:.1f} games/s")
    return 0


def add_parsers(commands) -> None:
    score = commands.add_parser("score", help="scores of a sequence of moves (geometry only)")
    score.add_argument("--moves", required=True, help='moves separated by ";", e.g. "H8 CASA;8H CASES"')
    score.add_argument("--json", action="store_true", help='print {"scores": [...], "total": N}')
    add_ruleset(score)
    score.set_defaults(handler=cmd_score)
    analyse = commands.add_parser("analyse", help="every legal move of a rack on a position, best first")
    where = analyse.add_mutually_exclusive_group()
    where.add_argument("--moves", help='moves placed first, e.g. "H8 CASA;8H CASES" (default: the empty board)')
    where.add_argument("--position", metavar="FILE", help="a position file (its first position)")
    analyse.add_argument("--rack", help='rack tiles, "?" for a blank, e.g. "AEIRST?"')
    analyse.add_argument("--top", type=int, default=20, help="how many moves to list (default 20)")
    analyse.add_argument("--json", action="store_true")
    add_lexicon(analyse)
    analyse.set_defaults(handler=cmd_analyse)
    bench = commands.add_parser("bench", help="generate every move for every position of a file, timed")
    bench.add_argument("--positions", required=True, metavar="FILE")
    bench.add_argument("--repeat", type=int, default=5, metavar="N",
                       help="timed runs per position after one untimed run; the best counts (default 5)")
    bench.add_argument("--tops", action="store_true",
                       help="time the tops query (every move tied for the top, without every move) against the "
                            "full search, turn about, both on one thread")
    bench.add_argument("--blank-variants", action="store_true",
                       help="also each rack with one and two of its tiles turned into blanks (the blank classes)")
    bench.add_argument("--json", action="store_true")
    add_lexicon(bench)
    bench.set_defaults(handler=cmd_bench)
    simulate = commands.add_parser("simulate", help="master-only self-play with the FISC draw rules")
    simulate.add_argument("--games", type=int, default=1)
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument("--json", action="store_true")
    simulate.add_argument("--dump-positions", metavar="FILE", help="write every round's position to FILE")
    add_lexicon(simulate)
    simulate.set_defaults(handler=cmd_simulate)
