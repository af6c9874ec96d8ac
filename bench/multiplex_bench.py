#!/usr/bin/env python3
"""The multiplex at scale (DESIGN §4g): 20 venues × 200 players on one hub process.

    .venv/bin/python bench/multiplex_bench.py [--venues 20] [--players 200] [--rounds 8] [--pause 60] [--json OUT]

The venues' games are played first, in process (one drawing venue, the others taking its racks and its master, each
player's slip a bare score), each into its own log. A real `conductor hub` is started, and one VenueLink (the
venues' own store-and-forward thread, multiplex/venue.py) per venue follows a live copy of its log, to which the
bench appends the played lines round by round, as a hall would write them.

Printed:
- ranking latency: the last venue's round written to its log → the public ranking (`GET /api/multiplex`) showing
  that round, per round (p50 / max); it includes the link's two looks at the log (0.2 s apart), the post, the
  hub's fsync, and the public answer's once-a-second refresh; and the hub's own computation of the public answer
  (the merge of every venue's rounds and the ranking of all players), timed in process on the same logs;
- catch-up after a break: every link paused `--pause` seconds while every venue plays two more rounds, then
  resumed: the time until the hub holds every event and shows those rounds, and the events sent;
- the hub's resident memory at the end.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def play(folder: Path, venues: int, players: int, rounds: int):
    """Each venue's whole game, into logs; the line where each round ends (after its `finalise`)."""
    from conductor.clock import StepClock
    from conductor.engine import Lexicon
    from conductor.game.duplicate import Config
    from conductor.game.players import Player
    from conductor.game.session import Session
    from conductor.rules import CATALAN

    lexicon = Lexicon.load(None, CATALAN)
    names = [f"Seu{v:02d}" for v in range(1, venues + 1)]
    sessions = []
    for index, name in enumerate(names):
        people = [Player(t, f"{name} Jugador {t}", f"Club {t % 17}") for t in range(1, players + 1)]
        sessions.append(Session.new(folder / f"{name}.played.jsonl", lexicon, "fisc", people, 1000 + index,
                                    Config(180, True, "random"), StepClock(1_795_000_000.0), language="ca"))
    rng = random.Random(7)
    for number in range(1, rounds + 1):
        first = sessions[0]
        for session in sessions:
            if session is first:
                session.execute("draw")
            else:
                rack = first.game.current.rack if first.game.current else first.game.rounds[-1].rack
                session.execute("rack " + " ".join(rack))
                master = first.game.rounds[-1].master if not first.game.current else None
                if master and len(session.game.tops) > 1:
                    pick = next(i for i, m in enumerate(session.game.tops) if str(m.move) == master)
                    session.execute(f"pick {pick + 1}")
            for command in ("start", "time", "reveal"):
                answer = session.execute(command)
                assert answer["ok"], (command, answer)
            top = session.game.rounds[-1].master_score
            session.execute_batch([(f"slip r{number} {t} {rng.choice([0, top, rng.randrange(1, top + 1)])}",
                                    _console(), None) for t in range(1, players + 1)])
            session.execute(f"finalise {number}")
    ends = []
    for session in sessions:
        session.close()
        lines = session.log.path.read_bytes().splitlines(keepends=True)
        cuts = [i + 1 for i, line in enumerate(lines) if b'"type": "finalise"' in line]
        ends.append((lines, cuts))
    return names, ends


def _console():
    from conductor.game.access import CONSOLE

    return CONSOLE


def public(url: str) -> dict:
    with urllib.request.urlopen(url + "/api/multiplex", timeout=30) as response:
        return json.loads(response.read())


def until(condition, seconds: float):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        found = condition()
        if found:
            return found
        time.sleep(0.05)
    raise SystemExit("timed out")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--venues", type=int, default=20)
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--pause", type=float, default=60.0)
    parser.add_argument("--json", metavar="OUT")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from conductor.multiplex.venue import VenueLink

    folder = Path(tempfile.mkdtemp(prefix="conductor-multiplex-bench-"))
    began = time.monotonic()
    names, played = play(folder, args.venues, args.players, args.rounds)
    print(f"played {args.venues} venues × {args.players} players × {args.rounds} rounds in "
          f"{time.monotonic() - began:.1f} s", flush=True)
    keys = {name: f"{name}-key-0123456789abcdef" for name in names}
    (folder / "hub.yaml").write_text("multiplex:\n  venues:\n" + "".join(f"    {n}: {k}\n" for n, k in keys.items())
                                     + f"  draw: {names[0]}\n  partial_every: 1\n", encoding="utf-8")
    hub = subprocess.Popen([sys.executable, "-m", "conductor", "hub", "--serve", "127.0.0.1:0", "-c", "hub.yaml",
                            "--log", "hub.jsonl"], cwd=folder, stdout=subprocess.PIPE, text=True)
    try:
        url = json.loads(hub.stdout.readline())["serve"]
        links, files = [], []
        for name in names:
            live = folder / f"{name}.jsonl"
            live.write_bytes(b"")
            files.append(live)
            links.append(VenueLink(url, name, keys[name], live, "ca").start())

        def write(venue: int, number: int) -> None:
            lines, cuts = played[venue]
            start = cuts[number - 2] if number > 1 else 0
            with open(files[venue], "ab") as out:
                out.writelines(lines[start:cuts[number - 1]])

        latencies = []
        live_rounds = args.rounds - 2
        for number in range(1, live_rounds + 1):
            for venue in range(args.venues - 1):
                write(venue, number)
            time.sleep(1.5)                                   # the others are in; the last venue's reveal decides
            t0 = time.monotonic()
            write(args.venues - 1, number)
            until(lambda: public(url)["revealed"] >= number, 60)
            latencies.append(time.monotonic() - t0)
            print(f"round {number}: ranking of {args.venues * args.players} players public "
                  f"{latencies[-1] * 1000:.0f} ms after the last venue's reveal", flush=True)
        sizes = {}
        for query in ("", "?limit=44"):
            with urllib.request.urlopen(url + "/api/multiplex" + query, timeout=30) as response:
                sizes[query or "all"] = len(response.read())
        print(f"public answer: {sizes['all'] // 1024} KB whole, {sizes['?limit=44'] // 1024} KB as the page asks "
              f"(?limit=44)", flush=True)
        # the hub's own work, in process on the same logs
        from conductor.cli.hub import lexicons
        from conductor.multiplex.settings import load_hub_settings
        from conductor.multiplex.state import MultiplexState

        state = MultiplexState(load_hub_settings(folder / "hub.yaml"), lexicons(None))
        from conductor.game.log import read_log

        for name, live in zip(names, files):
            state.apply(name, read_log(live).events)
        computed = []
        for _ in range(5):
            t = time.perf_counter()
            state.public(time.time())
            computed.append(time.perf_counter() - t)
        # a break: every link down while every venue plays two more rounds
        for link in links:
            link.paused.set()
        for number in range(live_rounds + 1, args.rounds + 1):
            for venue in range(args.venues):
                write(venue, number)
        behind = sum(len(played[v][0]) for v in range(args.venues)) - sum(link.acked or 0 for link in links)
        time.sleep(args.pause)
        t0 = time.monotonic()
        for link in links:
            link.paused.clear()
        until(lambda: public(url)["revealed"] >= args.rounds, 300)
        caught = time.monotonic() - t0
        rss = int(Path(f"/proc/{hub.pid}/status").read_text().split("VmRSS:")[1].split()[0]) // 1024
        result = {"venues": args.venues, "players": args.players, "latency_p50_ms": statistics.median(latencies) * 1000,
                  "latency_max_ms": max(latencies) * 1000, "public_compute_ms": statistics.median(computed) * 1000,
                  "pause_s": args.pause, "catch_up_s": caught, "events_behind": behind, "hub_rss_mb": rss,
                  "public_bytes": sizes}
        print(f"ranking latency p50 {result['latency_p50_ms']:.0f} ms, max {result['latency_max_ms']:.0f} ms; the "
              f"hub computes the public answer in {result['public_compute_ms']:.0f} ms")
        print(f"after a {args.pause:.0f} s break: {behind} events behind, caught up and public in {caught:.1f} s; "
              f"hub RSS {rss} MB")
        if args.json:
            Path(args.json).write_text(json.dumps(result, indent=2))
        for link in links:
            link.stop()
    finally:
        hub.terminate()
        hub.wait(10)


if __name__ == "__main__":
    main()
