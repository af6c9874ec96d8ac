"""The `conductor` command: argument parsing and printing only; the work happens in the core.

Bad input exits with status 2 and one line on stderr (DESIGN §4).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .rules import tile_set
from .rules.move import play_sequence

EXIT_BAD_INPUT = 2


class UsageError(ValueError):
    """Bad input from the command line; its message is printed as is."""


def _split_moves(text: str) -> list[str]:
    moves = [part.strip() for part in text.split(";")]
    if not any(moves):
        raise UsageError("--moves: give at least one move, e.g. \"H8 CASA;8H CASES\"")
    for index, move in enumerate(moves, start=1):
        if not move:
            raise UsageError(f"--moves: move {index} is empty")
    return moves


def cmd_score(args: argparse.Namespace) -> int:
    tiles = tile_set(args.ruleset)
    _, placements = play_sequence(_split_moves(args.moves), tiles)
    scores = [p.score for p in placements]
    if args.json:
        print(json.dumps({"scores": scores, "total": sum(scores)}))
    else:
        for placement in placements:
            print(f"{str(placement.move):<24} {placement.score:>4}")
        print(f"{'total':<24} {sum(scores):>4}")
    return 0


def _add_ruleset(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--ruleset", choices=["fisc", "ajs"], default="fisc", help="tile set and rules")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="conductor", description="Duplicate Scrabble conductor (FISC / AJS).")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    score = commands.add_parser("score", help="scores of a sequence of moves (geometry only)")
    score.add_argument("--moves", required=True, help='moves separated by ";", e.g. "H8 CASA;8H CASES"')
    score.add_argument("--json", action="store_true", help='print {"scores": [...], "total": N}')
    _add_ruleset(score)
    score.set_defaults(handler=cmd_score)

    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.handler(args)
    except (ValueError, OSError) as error:
        print(f"conductor {args.command}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
