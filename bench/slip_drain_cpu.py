#!/usr/bin/env python3
"""The game's thread's CPU per network slip, in process: what `bench/players_burst.py` costs the headless main
thread (the one that drains the inbox), without the network or the clients.

    .venv/bin/python bench/slip_drain_cpu.py [--players 300] [--bursts 20] [--legal 0.5] [--text "H8 CASA"]
                                             [--distinct] [--each] [--profile OUT]

An online game as `conductor run --headless --serve … --seed 3` makes it (round_seconds 3600, network.entry
online, the bench's players file), `--players` joined and round 1 started. Each burst puts one slip Work from
every player into the inbox as the server's loop does (server/app.py `_slip`: a SlipRequest with a new client
id each burst), then does what the headless loop does for it: `LiveHost.drain` and `LiveHost.publish`. Printed:
the game's thread's CPU (time.thread_time) and wall time per slip, median and best over the bursts. The server's
loop is replaced by a stub (its hand-over runs in that thread, not this one) and the answers are taken by the
log's committer thread as in the server. `--legal`: the share of players sending a legal move (built from the
round's rack); the others send `--text` (the burst bench's "H8 CASA", illegal for most racks). `--distinct`: every
player a text of its own (the rack's legal moves, best first; CASA at every square), as a real room sends.
No reading or score is remembered from one player's slip for another's (an answer timed by another's move).
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path


class _Loop:
    """The server's event loop as the game's thread sees it: the hand-over is its work, not this thread's."""

    def call_soon_threadsafe(self, *_args) -> None:
        pass

    def is_running(self) -> bool:
        return False


class _Reply:
    """An answer taken in the committer's thread (server/asking.Reply hands it to its loop)."""

    def __init__(self, counter: _Counter) -> None:
        self.counter = counter

    def __call__(self, answer: dict) -> None:
        self.counter.add(answer)


class _Counter:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.done = threading.Event()
        self.expected = 0
        self.answers: list[dict] = []

    def expect(self, count: int) -> None:
        with self.lock:
            self.expected, self.answers = count, []
            self.done.clear()

    def add(self, answer: dict) -> None:
        with self.lock:
            self.answers.append(answer)
            if len(self.answers) >= self.expected:
                self.done.set()


def legal_moves(game, count: int) -> list[str]:
    """Legal moves for the round's rack, the engine's best first (their notation), e.g. "8E AL·LIL"."""
    from conductor.engine import MoveGenerator

    generator = MoveGenerator(game.generator.lexicon, threads=1)
    generator.generate(game.current.board, game.current.rack)
    moves = sorted(generator.moves(), key=lambda each: -each.score)
    if not moves:
        raise SystemExit("no legal move for this rack")
    return [str(each.move) for each in moves[:count]]


def illegal_moves(count: int) -> list[str]:
    """Distinct texts that read as moves, none legal on the first rack (CASA at every square, both ways)."""
    texts = [f"{column}{row} CASA" for row in range(1, 16) for column in "ABCDEFGHIJKLMNO"]
    texts += [f"{row}{column} CASA" for row in range(1, 16) for column in "ABCDEFGHIJKLMNO"]
    return texts[:count]


def quartile(values: list[float]) -> float:
    return statistics.quantiles(values, n=4)[0] if len(values) > 1 else values[0]


def build(players: int, folder: Path):
    from conductor.clock import wall_clock
    from conductor.config import load_settings
    from conductor.engine import Lexicon
    from conductor.game.duplicate import Config
    from conductor.game.players import Player
    from conductor.game.session import Session
    from conductor.live import LiveHost
    from conductor.rules import tile_set
    from conductor.server.runner import GameServer

    (folder / "config.yaml").write_text("round_seconds: 3600\nnetwork:\n  entry: online\n")
    settings = load_settings(folder / "config.yaml")
    tiles = tile_set(settings.ruleset)
    lexicon = Lexicon.load(None if settings.lexicon == "default" else settings.lexicon, tiles)
    config = Config(settings.round_seconds, settings.bonuses, settings.tie_policy, settings.double_entry, None)
    session = Session.new(folder / "g.jsonl", lexicon, settings.ruleset, [Player(1, "Amfitrió")], 3, config,
                          wall_clock, language=settings.language)
    server = GameServer("127.0.0.1:0", session.game.language, settings.entry)
    host = LiveHost(session, server=server, auto_time=False)
    server._loop = _Loop()          # type: ignore[assignment]  # the hand-over belongs to the server's thread
    tables = []
    for index in range(players):
        joined = session.join(f"Jugador {index}")
        assert joined.get("ok"), joined
        tables.append(joined["table"])
    for line in ("draw", "start"):
        done = host.command(line)
        assert done.get("ok"), done
    host.publish()
    return session, server, host, tables


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--bursts", type=int, default=20)
    parser.add_argument("--legal", type=float, default=0.5, help="share of players sending a legal move")
    parser.add_argument("--text", default="H8 CASA", help="what the other players send")
    parser.add_argument("--distinct", action="store_true", help="every player a different text (legal ones the "
                        "rack's best moves, illegal ones CASA at every square) rather than the same one")
    parser.add_argument("--each", action="store_true", help="print each burst's figure")
    parser.add_argument("--profile", metavar="OUT", help="cProfile the bursts into OUT (pstats)")
    args = parser.parse_args()

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from conductor.cli.headless import YOUNG_OBJECTS, collect_when_idle
    from conductor.game.access import Actor
    from conductor.server.gate import SlipRequest
    from conductor.server.inbox import Work

    with tempfile.TemporaryDirectory(prefix="conductor-slip-drain-") as temporary:
        session, server, host, tables = build(args.players, Path(temporary))
        legal_count = round(args.players * args.legal)
        legal = legal_moves(session.game, max(1, legal_count) if args.distinct else 1)
        illegal = illegal_moves(len(tables)) if args.distinct else [args.text]
        texts = [legal[k % len(legal)] if k < legal_count else illegal[k % len(illegal)] for k in range(len(tables))]
        counter = _Counter()
        reply = _Reply(counter)
        actors = [Actor("player", table=table) for table in tables]
        profiler = None
        gc.freeze()                               # as the headless loop runs (cli/headless.py)
        gc.set_threshold(YOUNG_OBJECTS, *gc.get_threshold()[1:])
        if args.profile:
            import cProfile

            profiler = cProfile.Profile()
        cpu, wall, oks = [], [], []
        for burst in range(args.bursts + 1):          # burst 0 warms up (first reads, caches)
            works = [Work(reply, actor, SlipRequest(actor.table, text, None, f"b{burst}-{k}"))
                     for k, (actor, text) in enumerate(zip(actors, texts))]
            counter.expect(len(works))
            for work in works:
                server.inbox.put(work)
            if profiler is not None and burst:
                profiler.enable()
            began_cpu, began = time.thread_time(), time.perf_counter()
            host.drain()
            host.publish()
            spent_cpu, spent = time.thread_time() - began_cpu, time.perf_counter() - began
            if profiler is not None and burst:
                profiler.disable()
            if not counter.done.wait(30):
                raise SystemExit(f"burst {burst}: {len(counter.answers)} answers of {len(works)}")
            collect_when_idle()                       # the quiet between two bursts, as the headless loop has it
            if burst:
                cpu.append(spent_cpu / len(works) * 1e6)
                wall.append(spent / len(works) * 1e6)
                oks.append(sum(1 for answer in counter.answers if answer.get("ok")))
        server.stop()
        session.close()
    print(f"{args.players} players, {args.bursts} bursts, {legal_count} legal ({legal[0]!r}…), the rest "
          f"{'distinct illegal moves' if args.distinct else repr(args.text)}; "
          f"answers ok per burst {sorted(set(oks))}")
    print(f"game thread CPU µs/slip: median {statistics.median(cpu):.1f}  lower quartile {quartile(cpu):.1f}  "
          f"best {min(cpu):.1f}   wall µs/slip: median {statistics.median(wall):.1f}  best {min(wall):.1f}")
    if args.each:
        print("each burst, CPU µs/slip:", " ".join(f"{each:.0f}" for each in cpu))
    if profiler is not None:
        profiler.dump_stats(args.profile)
    return 0


if __name__ == "__main__":
    sys.exit(main())
