#!/usr/bin/env python3
"""Can a sender tell a legal move from an illegal one by when its slip is answered, before "Temps!"? A real
`conductor run --headless --serve 127.0.0.1:0` on a quiet machine; one table judge's device sends its table's slip
again and again during round 1's thinking time, a legal move (the round's top) and an illegal one (the top with a
letter changed: the same squares, not a word) in turn, over one kept-alive connection, at its allowed pace.

    .venv/bin/python bench/slip_timing_oracle.py [--slips 400] [--pace 15]

Printed: each kind's answer time (median, mean, p10, p90), the difference of the means with its 95% interval,
and Welch's t. A legal move takes ~15 us more of the game's thread to score (bench/slip_drain_cpu.py); with the
answer floor (server/asking.SLIP_ANSWER_FLOOR) both leave at the floor and t stays within noise (|t| < 2); run
the same file against a checkout from before the floor to see the difference it closed.
"""

from __future__ import annotations

import argparse
import http.client
import json
import math
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent


def _line(process: subprocess.Popen, text: str | None = None) -> dict:
    if text is not None:
        process.stdin.write(text + "\n")
        process.stdin.flush()
    while True:
        answer = json.loads(process.stdout.readline())
        if "autorun" not in answer:
            return answer


def _not_a_word(move: str, rack: list[str]) -> str:
    """The move with its last letter changed to a tile of the rack the word does not use (so the rack still holds
    it): the same squares, read to the end, not a word (printed as the game read it)."""
    coordinate, word = move.split(" ", 1)
    for tile in rack:
        if tile.isalpha() and len(tile) == 1 and tile.upper() not in word.upper():
            return f"{coordinate} {word[:-1]}{tile.upper()}"
    return f"{coordinate} {word[:-1]}"


def _stats(values: list[float]) -> tuple[float, float, float, float, float]:
    ordered = sorted(values)
    return (statistics.median(ordered), statistics.fmean(ordered), ordered[len(ordered) // 10],
            ordered[len(ordered) * 9 // 10], statistics.stdev(ordered))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--slips", type=int, default=400, help="slips sent, half of each kind (at most 600)")
    parser.add_argument("--pace", type=float, default=15.0, help="slips a second (a device may send 20)")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="conductor-oracle-"))
    (folder / "players.csv").write_text("name,table\nJugadora 1,1\nJugador 2,2\n")
    (folder / "config.yaml").write_text("round_seconds: 3600\nnetwork:\n  entry: devices\n")
    process = subprocess.Popen([sys.executable, "-m", "conductor", "run", "--headless", "--serve", "127.0.0.1:0",
                                "--seed", "3", "--players", str(folder / "players.csv"), "--log",
                                str(folder / "g.jsonl"), "-c", str(folder / "config.yaml")],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        first = _line(process)
        while "serve" not in first:
            first = _line(process)
        url = first["serve"].rstrip("/")
        where = urlsplit(url)
        code = _line(process, 'device add "Banc" 1-2')["code"]
        for command in ("draw", "start"):
            assert _line(process, command)["ok"], command
        state = _line(process, "state")
        top = _line(process, "master")["tops"][0]["move"]
        rack = state["rack"].split()
        wrong = _not_a_word(top, rack)
        connection = http.client.HTTPConnection(where.hostname, where.port, timeout=10)

        def call(path: str, body: dict, token: str | None = None) -> tuple[int, dict]:
            headers = {"Content-Type": "application/json", "Origin": url}
            if token:
                headers["Authorization"] = f"Bearer {token}"
            connection.request("POST", path, json.dumps(body), headers)
            response = connection.getresponse()
            return response.status, json.loads(response.read())

        status, login = call("/api/login", {"code": code})
        assert status == 200, login
        token = login["token"]
        times: dict[str, list[float]] = {"legal": [], "illegal": []}
        for index in range(min(args.slips, 590)):
            kind, text = ("legal", top) if index % 2 == 0 else ("illegal", wrong)
            began = time.perf_counter()
            status, answer = call("/api/slip", {"table": 1, "slip": text}, token)
            took = time.perf_counter() - began
            assert status == 200 and answer.get("ok"), (status, answer)
            if index >= 20:                       # the first ones warm the server up
                times[kind].append(took * 1000)
            time.sleep(max(0.0, 1 / args.pace - took))
        connection.close()
        assert _line(process, "time")["ok"]
        last = _line(process, "state")["slips"].get("1", {})
    finally:
        process.stdin.close()
        process.wait(20)
    print(f"legal: the top {top!r}; illegal: {wrong!r} (as the game read it: score {last.get('score')}, "
          f"{last.get('reason')!r}); {len(times['legal'])} answers of each kind, ms:")
    for kind, values in times.items():
        median, mean, p10, p90, _ = _stats(values)
        print(f"  {kind:8s} median {median:7.3f}  mean {mean:7.3f}  p10 {p10:7.3f}  p90 {p90:7.3f}")
    (_, mean_a, _, _, sd_a), (_, mean_b, _, _, sd_b) = _stats(times["legal"]), _stats(times["illegal"])
    error = math.sqrt(sd_a ** 2 / len(times["legal"]) + sd_b ** 2 / len(times["illegal"]))
    difference = mean_a - mean_b
    print(f"  legal - illegal: {difference * 1000:+.1f} us (95%: {(difference - 1.96 * error) * 1000:+.1f} .. "
          f"{(difference + 1.96 * error) * 1000:+.1f} us), Welch t = {difference / error if error else 0.0:+.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
