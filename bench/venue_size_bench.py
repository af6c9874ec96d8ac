#!/usr/bin/env python3
"""How much does one venue's game send the multiplex hub? (DESIGN §4g: the hub holds 20,000 events and 8 MB of one
venue at most, `multiplex/state.py` EVENTS_MOST and BYTES_MOST; a real game must be far below.)

    .venv/bin/python bench/venue_size_bench.py [--players 60] [--rounds 20] [--json OUT]

A venue plays a long game in process as a hall plays it: double entry (two table judges' devices enter every
slip, each with its client id, as the phones send them), 3 minutes to think, 2 minutes between rounds, the running
clock's line every 5 s of quiet (live/resume.py CLOCK_EVERY), a correction every round. Printed: its events and
their bytes as the hub counts them (`state.weight`), and what share of the bound that is.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--json")
    args = parser.parse_args()

    from conductor.clock import StepClock
    from conductor.engine import Lexicon
    from conductor.game.access import Actor
    from conductor.game.duplicate import Config
    from conductor.game.log import read_log
    from conductor.game.players import Player
    from conductor.game.session import Session
    from conductor.live.resume import CLOCK_EVERY
    from conductor.multiplex.state import BYTES_MOST, EVENTS_MOST, weight
    from conductor.rules import CATALAN

    lexicon = Lexicon.load(None, CATALAN)
    clock = StepClock(1_795_000_000.0)
    rng = random.Random(3)
    with tempfile.TemporaryDirectory() as folder:
        people = [Player(t, f"Jugador {t}", f"Club {t % 9}") for t in range(1, args.players + 1)]
        session = Session.new(Path(folder) / "venue.jsonl", lexicon, "fisc", people, 11,
                              Config(180, True, "random", True), clock, language="ca")
        readers = (Actor("device", "Taules A"), Actor("device", "Taules B"))

        def quiet(seconds: float) -> None:
            for _ in range(int(seconds / CLOCK_EVERY)):
                clock.now += CLOCK_EVERY
                session.record({"type": "clock"})

        for number in range(1, args.rounds + 1):
            if not session.execute("draw")["ok"]:
                break
            session.execute("start")
            quiet(180)
            session.execute("time")
            game = session.game
            if len(game.tops) > 1:
                session.execute("pick 1")
            session.execute("reveal")
            master = game.rounds[-1].master_score
            for table in range(1, args.players + 1):
                score = rng.choice([master, rng.randrange(0, master + 1)])
                for reader in readers:
                    session.execute(f"slip r{number} {table} {score}", reader, f"{reader.name}-{number}-{table}")
            session.execute(f"correct r{number} 1 {master}")
            session.execute(f"finalise {number}")
            quiet(120)
        events = read_log(session.log.path).events
        session.close()
    size = sum(weight(event) for event in events)
    figures = {"players": args.players, "rounds": args.rounds, "events": len(events), "bytes": size,
               "events_share": round(len(events) / EVENTS_MOST, 3), "bytes_share": round(size / BYTES_MOST, 3)}
    print(f"{args.players} players, {args.rounds} rounds, double entry, the clock every {CLOCK_EVERY:g} s: "
          f"{len(events):,} events ({figures['events_share']:.0%} of {EVENTS_MOST:,}), {size / 1e6:.2f} MB "
          f"({figures['bytes_share']:.0%} of {BYTES_MOST / 1024 / 1024:g} MB)")
    if args.json:
        Path(args.json).write_text(json.dumps(figures), encoding="utf-8")


if __name__ == "__main__":
    main()
