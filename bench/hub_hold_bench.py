#!/usr/bin/env python3
"""Can one venue hold the multiplex hub? (DESIGN §4g: a request of 2,000 events leaves the hub answering everyone
else within 1 s, and a resume replays in linear time.)

    .venv/bin/python bench/hub_hold_bench.py [--players 50] [--rounds 9] [--json OUT]

Three venues play the same game in process (Lleida draws, Girona and Palma take its racks and masters), each
player's slip a bare score, into their own logs. A real `conductor hub` is started and given Lleida's and Girona's
whole games; then Palma, at its last round's thinking time, sends ONE request of 2,000 events, while another client
asks the hub for the public ranking and Girona's key asks for a rack, every 20 ms. Such requests:

- `reopen`: 1,999 `reopen` events that take nothing back (what an attacker sends: each one made the hub replay
  Palma's whole log);
- `close/reopen`: 1,000 × (`close`, `reopen`), the judge's F5 and its taking back, as a real session logs them
  (each `reopen` a real one; the hub takes ten in a round, then leaves the venue out);
- `catch-up`: Palma's whole game in one request, as after a break (the rounds' draws, the slips).

Printed, for each: how long the request took, the worst time the hub took to answer the other clients during it,
and how many of their requests it answered. Then the hub's log (9 rounds, 3 venues) is resumed: the time from the
command to the hub serving again, against the same hub started on an empty log, and the replay in process.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAMES = ("Lleida", "Girona", "Palma")
KEYS = {name: f"{name.lower()}-key-0123456789abcdef" for name in NAMES}
RESUMED: dict = {}                      # what a resumed hub said it replayed (its first line's "resumed")


def play(folder: Path, players: int, rounds: int):
    """The three venues' logs (Palma's last round stopped at its thinking time) and Palma's 1,000 close/reopen."""
    from conductor.clock import StepClock
    from conductor.engine import Lexicon
    from conductor.game.access import CONSOLE
    from conductor.game.duplicate import Config
    from conductor.game.log import read_log
    from conductor.game.players import Player
    from conductor.game.session import Session
    from conductor.rules import CATALAN

    lexicon = Lexicon.load(None, CATALAN)
    sessions = []
    for index, name in enumerate(NAMES):
        people = [Player(t, f"{name} {t}", f"Club {t % 7}") for t in range(1, players + 1)]
        sessions.append(Session.new(folder / f"{name}.jsonl", lexicon, "fisc", people, 100 + index,
                                    Config(180, True, "random"), StepClock(1_795_000_000.0), language="ca"))
    rng = random.Random(7)
    first = sessions[0]
    for number in range(1, rounds + 1):
        for session in sessions:
            if session is first:
                assert session.execute("draw")["ok"]
            else:
                rack = first.game.current.rack if first.game.current else first.game.rounds[-1].rack
                assert session.execute("rack " + " ".join(rack))["ok"]
            if session is sessions[2] and number == rounds:
                assert session.execute("start")["ok"]
                break                                   # Palma stops at its last round's thinking time
            if session is not first and len(session.game.tops) > 1:
                master = first.game.rounds[-1].master
                pick = next(i for i, m in enumerate(session.game.tops) if str(m.move) == master)
                session.execute(f"pick {pick + 1}")
            for command in ("start", "time", "reveal"):
                assert session.execute(command)["ok"], command
            top = session.game.rounds[-1].master_score
            session.execute_batch([(f"slip r{number} {t} {rng.choice([0, top, rng.randrange(1, top + 1)])}",
                                    CONSOLE, None) for t in range(1, players + 1)])
            session.execute(f"finalise {number}")
    palma = sessions[2]
    before = len(read_log(palma.log.path).events)
    assert palma.execute("close")["ok"]               # the judge's F5 and its taking back, once for real
    assert palma.execute("reopen")["ok"]
    logs = {name: read_log(s.log.path).events for name, s in zip(NAMES, sessions)}
    close, reopen = logs["Palma"][before:before + 2]
    for cycle in range(1, 1000):                      # … then as the session would log them again (a session
        line = before + 2 * cycle                     # replays its whole log at each reopen: 1,000 take minutes)
        logs["Palma"] += [dict(close), {**reopen, "takes_back": [line]}]
    for session in sessions:
        session.close()
    return logs, before


def post(url: str, name: str, events: list[dict], first: int = 1, timeout: float = 600) -> tuple[int, dict, float]:
    """(status, answer, seconds); status 0: no answer within `timeout`."""
    body = json.dumps({"venue": name, "events": [{"seq": first + i, **e} for i, e in enumerate(events)]}).encode()
    request = urllib.request.Request(url + "/api/multiplex/events", body, method="POST", headers={
        "Authorization": f"Bearer {KEYS[name]}", "Content-Type": "application/json"})
    began = time.monotonic()
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, json.loads(response.read()), time.monotonic() - began
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}"), time.monotonic() - began
    except TimeoutError:
        return 0, {}, time.monotonic() - began


def in_batches(url: str, name: str, events: list[dict], size: int = 500) -> None:
    for start in range(0, len(events), size):
        status, answer, _ = post(url, name, events[start:start + size], start + 1)
        assert status == 200, (status, answer)


class Others(threading.Thread):
    """Everybody else: the public ranking and a venue's rack, asked every 20 ms; the worst answer time."""

    def __init__(self, url: str):
        super().__init__(daemon=True)
        self.url, self.worst, self.answered, self.stop = url, 0.0, 0, threading.Event()
        self.asking: float | None = None               # when the request now waiting was sent

    def waited(self) -> float:
        """The worst answer time, counting the request still waiting."""
        asking = self.asking
        return max(self.worst, time.monotonic() - asking if asking is not None else 0.0)

    def run(self) -> None:
        asks = [urllib.request.Request(self.url + "/api/multiplex?limit=44"),
                urllib.request.Request(self.url + "/api/multiplex/rack/1",
                                       headers={"Authorization": f"Bearer {KEYS['Girona']}"})]
        turn = 0
        while not self.stop.is_set():
            began = self.asking = time.monotonic()
            try:
                with urllib.request.urlopen(asks[turn % 2], timeout=600) as response:
                    response.read()
            except (urllib.error.HTTPError, OSError):
                pass
            self.asking = None
            self.worst = max(self.worst, time.monotonic() - began)
            self.answered += 1
            turn += 1
            self.stop.wait(0.02)


def start_hub(folder: Path, *how: str) -> tuple[subprocess.Popen, str, float]:
    began = time.monotonic()
    hub = subprocess.Popen([sys.executable, "-m", "conductor", "hub", "--serve", "127.0.0.1:0", "-c", "hub.yaml",
                            *how], cwd=folder, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    first = json.loads(hub.stdout.readline())
    RESUMED.update(first.get("resumed") or {})
    return hub, first["serve"], time.monotonic() - began


def stop(hub: subprocess.Popen) -> None:
    hub.terminate()                     # a hub still busy with one request hears it only after: then killed
    try:
        hub.wait(10)
    except subprocess.TimeoutExpired:
        hub.kill()
        hub.wait(10)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--timeout", type=float, default=600, help="seconds to wait for the request of 2,000")
    parser.add_argument("--json", metavar="OUT")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    folder = Path(tempfile.mkdtemp(prefix="conductor-hub-hold-"))
    began = time.monotonic()
    logs, palma_at = play(folder, args.players, args.rounds)
    print(f"played 3 venues × {args.players} players × {args.rounds} rounds in {time.monotonic() - began:.1f} s",
          flush=True)
    (folder / "hub.yaml").write_text("multiplex:\n  venues:\n" + "".join(f"    {n}: {k}\n" for n, k in KEYS.items())
                                     + "  draw: Lleida\n  partial_every: 1\n", encoding="utf-8")
    result: dict = {"players": args.players, "rounds": args.rounds}
    palma = logs["Palma"]
    reopens = [{"type": "reopen", "takes_back": [], "what": "close", "at": 1_795_100_000.0} for _ in range(1999)]
    attacks = {                                   # (what Palma sent before, the one request of 2,000 events)
        "reopen": (palma[:palma_at - 1], palma[palma_at - 1:palma_at] + reopens),
        "close/reopen": (palma[:palma_at], palma[palma_at:palma_at + 2000]),
        "catch-up": ([], palma[:palma_at]),        # a venue back after a break: its whole game at once
    }
    for label, (head, batch) in attacks.items():
        for stale in folder.glob("hub.jsonl*"):
            stale.unlink()
        hub, url, _ = start_hub(folder, "--log", "hub.jsonl")
        try:
            in_batches(url, "Lleida", logs["Lleida"])
            in_batches(url, "Girona", logs["Girona"])
            in_batches(url, "Palma", head)
            first = len(head) + 1
            others = Others(url)
            others.start()
            while others.answered < 4:                   # warm: the public answer computed once already
                time.sleep(0.05)
            others.worst, others.answered = 0.0, 0
            status, answer, took = post(url, "Palma", batch, first, args.timeout)
            time.sleep(0.3)
            worst = others.waited()
            others.stop.set()
            figures = {"events": len(batch), "status": status, "request_s": round(took, 2),
                       "others_worst_ms": round(worst * 1000), "others_answered": others.answered}
            result[label] = figures
            said = f"answered {status} in {took:.2f} s" if status else f"not answered within {took:.0f} s"
            print(f"{label}: one request of {len(batch)} events {said}; meanwhile the hub answered "
                  f"{others.answered} other requests, the slowest in {worst * 1000:.0f} ms"
                  + ("" if status else " (one still waiting)"), flush=True)
        finally:
            stop(hub)
    # a resume of a 9-round, 3-venue hub log (the venues' whole games, Palma's last round at its thinking time)
    for stale in folder.glob("hub.jsonl*"):
        stale.unlink()
    hub, url, cold = start_hub(folder, "--log", "hub.jsonl")
    try:
        for name in NAMES:
            in_batches(url, name, logs[name][:palma_at] if name == "Palma" else logs[name])
    finally:
        stop(hub)
    lines = sum(1 for _ in (folder / "hub.jsonl").open("rb"))
    fresh, _, bare = start_hub(folder, "--log", "bare.jsonl")
    stop(fresh)
    resumed, _, took = start_hub(folder, "--resume", "hub.jsonl")
    stop(resumed)
    said = RESUMED.get("seconds")
    from conductor.cli.hub import lexicons
    from conductor.multiplex.hublog import read_hub_log, replay_hub_log
    from conductor.multiplex.settings import load_hub_settings
    from conductor.multiplex.state import MultiplexState

    state = MultiplexState(load_hub_settings(folder / "hub.yaml"), lexicons(None))
    kept = read_hub_log(folder / "hub.jsonl")[1]
    state.lexicon_for(kept[0]["event"])          # the word list loaded once, as a hub does before it replays
    t0 = time.perf_counter()
    replay_hub_log(state, kept)
    replay = time.perf_counter() - t0
    result["resume"] = {"log_lines": lines, "resume_s": round(took, 2), "empty_start_s": round(bare, 2),
                        "replay_in_process_s": round(replay, 3), "replay_said_s": said}
    print(f"resume of a {args.rounds}-round, 3-venue hub log ({lines} lines): serving again {took:.2f} s after the "
          f"command (a hub on an empty log: {bare:.2f} s); the replay itself {replay * 1000:.0f} ms in process"
          + (f", {said * 1000:.0f} ms as the resumed hub says" if said is not None else ""))
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
