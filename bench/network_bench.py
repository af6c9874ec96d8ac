#!/usr/bin/env python3
"""The game server under a room's load, with the projector running for real: 120 table judges' devices
(one code per table) each send one slip within the same 2 seconds, round after round, while the projector
and the judge's console are drawn at 60 fps and the round's timer runs on the wall clock.

    .venv/bin/python bench/network_bench.py [--rounds 20] [--devices 120] [--fsync-ms 0,5] [--flood 5000]

Each burst carries the slips of the round just revealed and arrives during the next round's think phase,
as table judges type them in a real game; ~5% of the slips are sent twice with the same client id (half at
once, as a retry racing the first, half after its answer). The timer is set so that the "1 minute" and
"30 s" warnings and "Temps!" fall inside or just after each burst (`adjust`, a judge's command). The devices
are a separate process (asyncio + aiohttp), so they do not share the projector's GIL; the server's thread
does, as in a real game. Figures: answer times seen by the devices, frame times during the bursts, when
the warnings and "Temps!" fired against when they were due, how late each whole second of the timer
reached the screen, fsyncs against slips (the group commit), and every acknowledged slip found in the log
exactly once. Then the same with every fsync made 5 ms slower (a slow disk).

The flood: junk requests from one address, as fast as the devices' process can send them (malformed
JSON, unknown paths, bodies over 4 KB, bad tokens, wrong device codes, a valid device sending tables that
are not its own), while the judge types a console command every 100 ms; once with the server's own limit
per address (300 requests a second) and once with that limit raised so that all the junk reaches the
handlers. Figures: how late the console commands finished, frames, and whether a valid slip is answered
afterwards.

Starts its own Xvfb (scripts/virtual-screen.sh); the voice plays into a null output (it keeps time).
Target (network issue): answers p99 ≤ 150 ms, no frame over 50 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import queue
import random
import secrets
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

from harness import services

SEED = 2                 # the embedded word list gives this seed's game 21 rounds: 20 bursts
ROUND_SECONDS = 61       # the "1 minute" warning is due 1 s after start
BURST_SECONDS = 2.0
BURST_TAIL = 0.5         # frames up to this long after the last slip's moment count as "during the burst"
RESEND_SHARE = 0.05
CONSOLE_EVERY = 0.1


# ================================================================== the devices (a process of their own)

def load_process() -> int:
    """The simulated devices: commands on stdin, one JSON answer a line on stdout."""
    asyncio.run(_load())
    return 0


async def _load() -> None:
    import aiohttp

    loop = asyncio.get_running_loop()
    sessions: dict[int, aiohttp.ClientSession] = {}
    headers: dict[int, dict] = {}
    url = ""
    timeout = aiohttp.ClientTimeout(total=15)

    def say(obj: dict) -> None:
        sys.stdout.write(json.dumps(obj) + "\n")
        sys.stdout.flush()

    async def send(table: int, body: dict) -> tuple[float, int, dict]:
        started = time.perf_counter()
        try:
            async with sessions[table].post("/api/slip", json=body, headers=headers[table]) as response:
                answer, status = await response.json(content_type=None), response.status
        except Exception as error:                  # noqa: BLE001 - reported as a failed request
            answer, status = {"ok": False, "error": f"{type(error).__name__}: {error}"}, 0
        return (time.perf_counter() - started) * 1000, status, answer

    async def device(number: int, table: int, text: str, at: float, resend: str) -> list[list]:
        await asyncio.sleep(max(0.0, at - time.time()))
        body = {"table": table, "slip": text, "round": number, "id": f"r{number}-t{table}-{secrets.token_hex(6)}"}
        if resend == "racing":                    # a retry sent before the first answer came back
            first, second = await asyncio.gather(send(table, body), _later(0.004, send(table, dict(body))))
            answers = [(first, False), (second, True)]
        else:
            first = await send(table, body)
            answers = [(first, False)]
            if resend == "after":
                await asyncio.sleep(0.05)
                answers.append((await send(table, dict(body)), True))
        return [[table, body["id"], round(ms, 3), status, answer, again] for (ms, status, answer), again in answers]

    while True:
        text = await loop.run_in_executor(None, sys.stdin.readline)
        command = json.loads(text) if text.strip() else {"cmd": "quit"}
        if command["cmd"] == "quit":
            break
        if command["cmd"] == "login":
            url = command["url"]
            failures = []

            async def login(table: int, code: str) -> None:
                sessions[table] = aiohttp.ClientSession(base_url=url, timeout=timeout)
                async with sessions[table].post("/api/login", json={"code": code}) as response:
                    answer = await response.json(content_type=None)
                if not answer.get("ok"):
                    failures.append([table, response.status, answer])
                    return
                headers[table] = {"Authorization": f"Bearer {answer['token']}"}

            await asyncio.gather(*(login(int(t), code) for t, code in command["codes"].items()))
            say({"type": "login", "devices": len(headers), "failures": failures[:3]})
        elif command["cmd"] == "burst":
            number, t0 = command["round"], command["t0"]
            rng = random.Random(f"{SEED}:{number}")
            tables = sorted(int(t) for t in command["slips"])
            resends = rng.sample(tables, max(1, round(RESEND_SHARE * len(tables))))
            kinds = {t: ("racing" if i % 2 == 0 else "after") for i, t in enumerate(resends)}
            rows = await asyncio.gather(*(device(number, t, command["slips"][str(t)], t0 + rng.uniform(0, BURST_SECONDS),
                                                 kinds.get(t, "")) for t in tables))
            say({"type": "burst", "round": number, "rows": [row for some in rows for row in some],
                 "last_answer_at": time.time()})
        elif command["cmd"] == "flood":
            stats = await _flood(url, command, headers)
            await asyncio.sleep(1.1)              # the per-address window passes
            table = command["valid_table"]
            body = {"table": table, "slip": "3", "round": command["round"], "id": f"after-flood-{secrets.token_hex(6)}"}
            ms, status, answer = await send(table, body)
            started = time.perf_counter()
            async with sessions[table].get("/api/view") as response:
                view_status = response.status
                view = await response.json(content_type=None)
            stats.update(after_slip={"status": status, "ms": round(ms, 2), "answer": answer, "id": body["id"]},
                         after_view={"status": view_status, "ms": round((time.perf_counter() - started) * 1000, 2),
                                     "round": view.get("round")})
            say({"type": "flood", **stats})
    for session in sessions.values():
        await session.close()


async def _later(seconds: float, awaitable):
    await asyncio.sleep(seconds)
    return await awaitable


FLOOD_KINDS = ("malformed JSON", "unknown path", "body over 4 KB", "bad token", "wrong device code",
               "another device's table")


async def _flood(url: str, command: dict, headers: dict[int, dict]) -> dict:
    """`n` junk requests, as fast as 48 connections carry them."""
    import aiohttp

    token = headers[command["valid_table"]]
    foreign = command["foreign_table"]
    counts: Counter = Counter()
    numbers = iter(range(command["n"]))
    big = json.dumps({"code": "x" * 5000}).encode()

    async def one(session: aiohttp.ClientSession, i: int) -> None:
        kind = FLOOD_KINDS[i % len(FLOOD_KINDS)]
        json_type = {"Content-Type": "application/json"}
        if kind == "malformed JSON":
            request = session.post("/api/login", data=b'{"code": "AB', headers=json_type)
        elif kind == "unknown path":
            request = session.get(f"/api/nothing/{i}")
        elif kind == "body over 4 KB":
            request = session.post("/api/login", data=big, headers=json_type)
        elif kind == "bad token":
            request = session.post("/api/slip", json={"table": 1, "slip": "5", "id": f"j{i}"},
                                   headers={"Authorization": f"Bearer {secrets.token_urlsafe(32)}"})
        elif kind == "wrong device code":
            request = session.post("/api/login", json={"code": secrets.token_hex(8)})
        else:
            request = session.post("/api/slip", json={"table": foreign, "slip": "5", "id": f"j{i}"}, headers=token)
        try:
            async with request as response:
                await response.read()
                counts[f"{kind} → {response.status}"] += 1
        except Exception as error:                # noqa: BLE001 - counted
            counts[f"{kind} → {type(error).__name__}"] += 1

    async def worker(session: aiohttp.ClientSession) -> None:
        for i in numbers:
            await one(session, i)

    started, wall = time.perf_counter(), time.time()
    connector = aiohttp.TCPConnector(limit=48)
    async with aiohttp.ClientSession(base_url=url, connector=connector,
                                     timeout=aiohttp.ClientTimeout(total=30)) as session:
        await asyncio.gather(*(worker(session) for _ in range(48)))
    seconds = time.perf_counter() - started
    return {"n": command["n"], "started_at": wall, "ended_at": wall + seconds, "seconds": round(seconds, 2),
            "per_second": round(command["n"] / seconds), "answers": dict(sorted(counts.items()))}


# ================================================================== the measuring process

def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * (len(ordered) - 1) + 0.5))] if ordered else float("nan")


def _ms(value: float) -> float:
    return round(value * 1000, 2)


class Stage:
    """The game, the server, the projector and console windows, the devices' process, and a 60 fps loop that
    runs the judge's scheduled commands between frames and records every frame."""

    def __init__(self, players: int, devices: int, fsync_ms: float):
        import pygame

        from conductor.announcer.announcer import Announcer, AnnouncerSettings
        from conductor.announcer.audio import NullOutput
        from conductor.clock import ScaledClock
        from conductor.display.app import Conductor, Options, Windows
        from conductor.engine import Lexicon
        from conductor.game.duplicate import Config
        from conductor.game.players import Player
        from conductor.game.session import Session
        from conductor.rules import CATALAN
        from conductor.server.runner import GameServer

        self.fsyncs = 0
        self.drain_fsyncs = 0
        self.fsync_seconds = 0.0
        self._real_fsync = real = os.fsync

        def fsync(fd: int) -> None:
            started = time.perf_counter()
            real(fd)
            if fsync_ms:
                time.sleep(fsync_ms / 1000)
            self.fsync_seconds += time.perf_counter() - started
            self.fsyncs += 1
            # slips are made durable by the inbox's committer thread (the console's commands by the game's)
            self.drain_fsyncs += threading.current_thread().name == "conductor-commit"

        os.fsync = fsync                           # EventLog.sync looks it up at each call

        self.lexicon = Lexicon.load(None, CATALAN)
        self.folder = Path(tempfile.mkdtemp(prefix="conductor-bench-net-"))
        self.log_path = self.folder / "game.jsonl"
        self.clock = ScaledClock(1.0)
        self.session = Session.new(self.log_path, self.lexicon, "fisc",
                                   [Player(t, f"Jugador {t}") for t in range(1, players + 1)], SEED,
                                   Config(ROUND_SECONDS, True, "random"), self.clock)
        self.server = GameServer("127.0.0.1:0", "ca", "devices")
        self.url = self.server.start()
        options = Options(windowed=True, two_windows=True, size=(1280, 720), language="ca")
        self.app = app = Conductor(self.session, Announcer(AnnouncerSettings(language="ca"), output=NullOutput(22050)), options,
                                   Windows(options), server=self.server)
        self.game = app.game
        self.pacer = pygame.time.Clock()
        self.frames: list[tuple] = []   # (start, end, clock now, time left shown, segment, what it did)
        self.batches: list[int] = []               # slips accepted per drain that accepted any
        self.fired: dict[tuple[int, int], float] = {}     # (round, mark) → perf when tick gave it (0: Temps!)
        self.due: dict[tuple[int, int], float] = {}
        self.segments: list[tuple[float, float]] = []     # (perf just before start/adjust, seconds set)
        self.actions: list[tuple[float, str, object]] = []
        self.done_actions: list[tuple[str, float, float]] = []   # (label, due, finished)
        self.messages: queue.SimpleQueue = queue.SimpleQueue()
        self.inbox: dict[str, list[dict]] = {}
        self._now = 0.0
        self._view = None
        self.wall_offset = time.time() - time.perf_counter()

        drain, tick, projector = self.server.drain, app.tick, app.projector

        def counted_drain(session) -> int:
            accepted = drain(session)
            if accepted:
                self.batches.append(accepted)
            return accepted

        def watched_tick(now: float) -> None:
            game = self.game
            warned, phase = set(app.warned), game.phase
            number = game.current.number if game.current is not None else 0
            tick(now)
            at = time.perf_counter()
            for mark in app.warned - warned:
                self.fired.setdefault((number, mark), at)
            if phase == "think" and game.phase == "collect":
                self.fired.setdefault((number, 0), at)
            self._now = now

        def watched_projector(now: float):
            self._view = projector(now)
            return self._view

        self.server.drain, app.tick, app.projector = counted_drain, watched_tick, watched_projector

        # what each frame did, for the slowest ones: slips taken, projector / console drawn, garbage collected
        import gc

        import conductor.display.app as live

        self._did: Counter = Counter()
        self._gc_started = 0.0
        self.full_collections: list[tuple[float, float]] = []     # (start, seconds) of each gen-2 collection

        def noted(name: str, function):
            def call(*args, **kwargs):
                started = time.perf_counter()
                try:
                    return function(*args, **kwargs)
                finally:
                    self._did[name] += time.perf_counter() - started
            return call

        live.draw_projector = noted("projector", live.draw_projector)
        live.draw_console = noted("console", live.draw_console)
        app.windows.present = noted("flip", app.windows.present)
        self.server.update = noted("update", self.server.update)

        def collected(phase: str, info: dict) -> None:
            if phase == "start":
                self._gc_started = time.perf_counter()
            else:
                self._did[f"gc{info['generation']}"] += time.perf_counter() - self._gc_started
                if info["generation"] == 2:
                    self.full_collections.append((self._gc_started, time.perf_counter() - self._gc_started))

        gc.callbacks.append(collected)

        codes = {}
        for table in range(1, devices + 1):
            answer = self.session.execute(f'device add "Dev {table}" {table}-{table}')
            assert answer["ok"], answer
            codes[str(table)] = answer["code"]
        self.child = subprocess.Popen([sys.executable, __file__, "--load"], stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, text=True, bufsize=1)
        threading.Thread(target=self._read_child, daemon=True).start()
        for _ in range(3):
            self.frame()                           # the server gets the devices' codes
        self.tell({"cmd": "login", "url": self.url, "codes": codes})
        login = self.wait_for("login")
        assert login["devices"] == devices, login

    # ------------------------------------------------------------------ the devices' process
    def _read_child(self) -> None:
        for line in self.child.stdout:
            self.messages.put(json.loads(line))
        self.messages.put({"type": "gone"})

    def tell(self, command: dict) -> None:
        self.child.stdin.write(json.dumps(command) + "\n")
        self.child.stdin.flush()

    def _collect(self) -> None:
        while True:
            try:
                message = self.messages.get_nowait()
            except queue.Empty:
                return
            if message["type"] == "gone":
                raise RuntimeError("the devices' process ended early")
            self.inbox.setdefault(message["type"], []).append(message)

    def wait_for(self, kind: str, timeout: float = 120.0) -> dict:
        self.until(lambda: bool(self.inbox.get(kind)), timeout)
        return self.inbox[kind].pop(0)

    # ------------------------------------------------------------------ the loop
    def at(self, due: float, label: str, action) -> None:
        self.actions.append((due, label, action))

    def frame(self) -> None:
        self._did.clear()
        batches = len(self.batches)
        started = time.perf_counter()
        self.app.step()
        ended = time.perf_counter()
        view = self._view
        did = " ".join(f"{name} {_ms(seconds)}" for name, seconds in self._did.copy().items())   # gc notes it too
        slips = sum(self.batches[batches:])
        self.frames.append((started, ended, self._now, view.time_left if view is not None else None,
                            len(self.segments), f"{slips} slips{', ' if did else ''}{did}"))
        for item in sorted(self.actions, key=lambda a: a[0]):
            if item[0] <= time.perf_counter():
                self.actions.remove(item)
                item[2]()
                self.done_actions.append((item[1], item[0], time.perf_counter()))
        self._collect()
        self.pacer.tick(60)

    def until(self, condition, timeout: float = 120.0) -> None:
        deadline = time.perf_counter() + timeout
        while not condition():
            if time.perf_counter() > deadline:
                raise TimeoutError("the bench waited too long")
            self.frame()

    # ------------------------------------------------------------------ the judge
    def command(self, text: str) -> dict:
        answer = self.app.execute(text)
        assert answer.get("ok"), (text, answer)
        return answer

    def set_timer(self, text: str, marks: tuple[int, ...]) -> None:
        """`start` or `adjust S`; the moments the given marks (60, 30, 0 for Temps!) become due."""
        before = time.perf_counter()
        self.command(text)
        timer, number = self.game.timer, self.game.current.number
        self.segments.append((before, timer.remaining))
        for mark in marks:
            due_clock = timer.last + timer.remaining - mark
            self.due[(number, mark)] = self.clock.origin + (due_clock - self.clock.start) / self.clock.speed

    def draw(self) -> bool:
        """The next rack (again while a rack has no legal move); False when the game has ended."""
        while True:
            answer = self.command("draw")
            if "ended" in answer:
                return False
            if not answer.get("no_legal_move"):
                return True

    def slips_for(self, number: int, tables: int) -> dict[str, str]:
        """A slip for each table on round `number`'s board: real moves and small bare scores."""
        from conductor.engine import MoveGenerator

        round_ = self.game.find_round(number)
        generator = MoveGenerator(self.lexicon)
        generator.generate(round_.board, round_.rack)
        moves = generator.top(60)
        top = moves[0].score
        return {str(t): (str(moves[(t * 7) % len(moves)].move) if t % 3 else str(min(t % 6, top)))
                for t in range(1, tables + 1)}

    def close(self) -> None:
        self.tell({"cmd": "quit"})
        self.child.wait(30)
        self.app.close()
        self.server.stop()
        os.fsync = self._real_fsync

    # ------------------------------------------------------------------ figures
    def frames_within(self, windows: list[tuple[float, float]]) -> list[tuple]:
        return [f for f in self.frames if any(a <= f[0] <= b for a, b in windows)]

    def frame_figures(self, windows: list[tuple[float, float]]) -> dict:
        chosen = self.frames_within(windows)
        index = {id(f): i for i, f in enumerate(self.frames)}
        steps = [(f[1] - f[0]) for f in chosen]
        gaps = [self.frames[index[id(f)] + 1][0] - f[0] for f in chosen if index[id(f)] + 1 < len(self.frames)]
        return {
            "frames": len(chosen),
            "frame_step_ms_median_p99_max": f"{_ms(statistics.median(steps))} / {_ms(_percentile(steps, 0.99))} / "
                                            f"{_ms(max(steps))}",
            "frame_interval_ms_p99_max": f"{_ms(_percentile(gaps, 0.99))} / {_ms(max(gaps))}",
            "frames_over_50ms_step_interval": f"{sum(s > 0.05 for s in steps)} / {sum(g > 0.05 for g in gaps)}",
            "full_gc_in_them_count_max_ms": _count_max([d for t, d in self.full_collections
                                                        if any(a <= t <= b + 0.05 for a, b in windows)]),
            "slowest_frames_ms (what in them)": "; ".join(f"{_ms(f[1] - f[0])} ({f[5]})" for f in
                                                          sorted(chosen, key=lambda f: f[0] - f[1])[:3]),
        }

    def second_lateness(self, windows: list[tuple[float, float]]) -> list[float]:
        """For each whole second the timer crossed: from the moment it was crossed to the end of the first
        frame that showed the new second (what the room sees)."""
        late = []
        for before, after in zip(self.frames, self.frames[1:]):
            if before[3] is None or after[3] is None or before[4] != after[4]:
                continue                           # not running, or a start/adjust between the two
            if not any(a <= after[0] <= b for a, b in windows):
                continue
            shown_before, shown_after = -(-before[3] // 1), -(-after[3] // 1)
            if shown_after < shown_before:
                crossed_clock = before[2] + (before[3] - shown_after)
                crossed = self.clock.origin + (crossed_clock - self.clock.start) / self.clock.speed
                late.append(after[1] - crossed)
        return late

    def timer_against_wall(self, windows: list[tuple[float, float]]) -> float:
        """The largest gap between the timer the frame showed and the seconds set by the last start/adjust
        less the wall time since that command was given."""
        worst = 0.0
        for f in self.frames_within(windows):
            if f[3] is None or not f[4]:
                continue
            given, seconds = self.segments[f[4] - 1]
            wall_left = seconds - ((self.clock.origin + (f[2] - self.clock.start)) - given)
            worst = max(worst, abs(f[3] - wall_left))
        return worst


def _log_check(path: Path, sent: list[list]) -> dict:
    """Every acknowledged slip in the log exactly once (by its client id); resends not logged again."""
    seen: Counter = Counter()
    for line in path.read_text(encoding="utf-8").splitlines():
        event = json.loads(line)
        if event["type"] in ("slip", "correct") and "id" in event:
            seen[event["id"]] += 1
    acknowledged = {row[1] for row in sent if row[4].get("ok")}
    all_ids = {row[1] for row in sent}
    return {
        "acknowledged": len(acknowledged),
        "in_log_once": sum(seen[i] == 1 for i in acknowledged),
        "missing": sum(seen[i] == 0 for i in acknowledged),
        "twice_or_more": sum(seen[i] > 1 for i in all_ids),
        "logged_without_answer": sum(1 for i in all_ids - acknowledged if seen[i]),
        "logged": sum(seen.values()),
    }


def inner_bursts(devices: int, rounds: int, fsync_ms: float) -> dict:
    stage = Stage(devices, devices, fsync_ms)
    game = stage.game
    windows: list[tuple[float, float]] = []
    rows: list[list] = []
    batches_before = 0
    try:
        # round 1 has no burst: its slips come during round 2
        stage.draw()
        stage.command("start")
        stage.command("adjust 0.2")
        stage.until(lambda: game.phase == "collect")
        stage.command("reveal")
        plan = stage.slips_for(1, devices)
        fsyncs_before, drain_fsyncs_before, batches_before = stage.fsyncs, stage.drain_fsyncs, len(stage.batches)
        bursts = 0
        while bursts < rounds and stage.draw():
            number = game.current.number - 1
            wall, now = time.time(), time.perf_counter()
            t0 = now + 0.3
            stage.tell({"cmd": "burst", "round": number, "t0": wall + 0.3, "slips": plan})
            stage.at(t0, "start", lambda: stage.set_timer("start", (60,)))
            stage.at(t0 + 1.2, "adjust", lambda: stage.set_timer("adjust 30.5", (30,)))
            stage.at(t0 + 2.2, "adjust", lambda: stage.set_timer("adjust 1.0", (0,)))
            windows.append((t0, t0 + BURST_SECONDS + BURST_TAIL))
            stage.until(lambda: bool(stage.inbox.get("burst")) and game.phase == "collect")
            result = stage.inbox["burst"].pop(0)
            assert result["round"] == number
            rows.extend(result["rows"])
            stage.command("reveal")
            stage.command(f"finalise {number}")
            plan = stage.slips_for(number + 1, devices)
            bursts += 1
        stage.command("end")
        fsyncs = stage.fsyncs - fsyncs_before
        drain_fsyncs = stage.drain_fsyncs - drain_fsyncs_before
    finally:
        stage.close()
    batches = stage.batches[batches_before:]
    firsts = [r for r in rows if not r[5]]
    resends = [r for r in rows if r[5]]
    answers = {r[1]: r[4] for r in firsts}
    times = [r[2] / 1000 for r in rows]
    refused = Counter(f"{r[3]} {r[4].get('error', '')[:60]}" for r in rows if not r[4].get("ok"))
    check = _log_check(stage.log_path, rows)
    lateness = {mark: [stage.fired[k] - stage.due[k] for k in stage.due if k[1] == mark and k in stage.fired]
                for mark in (60, 30, 0)}
    never = sum(1 for k in stage.due if k not in stage.fired)
    seconds = stage.second_lateness(windows)
    figures = {
        "bursts (rounds)": len(windows), "devices": devices,
        "slips sent / resent": f"{len(firsts)} / {len(resends)}",
        "answers ok / refused": f"{sum(1 for r in rows if r[4].get('ok'))} / {sum(refused.values())}",
        "answer_ms_p50_p99_max": f"{_ms(_percentile(times, 0.5))} / {_ms(_percentile(times, 0.99))} / {_ms(max(times))}",
        "acknowledged in log once": f"{check['in_log_once']} of {check['acknowledged']}",
        "missing / twice in log": f"{check['missing']} / {check['twice_or_more']}",
        "resends: same answer": f"{sum(1 for r in resends if r[4] == answers.get(r[1]))} of {len(resends)}",
        **stage.frame_figures(windows),
        "warn_60s_late_ms_median_max": _late(lateness[60]),
        "warn_30s_late_ms_median_max": _late(lateness[30]),
        "temps_late_ms_median_max": _late(lateness[0]),
        "warnings_or_temps_never_fired": never,
        "second_shown_late_ms_median_max": _late(seconds),
        "timer_minus_wall_ms_max": _ms(stage.timer_against_wall(windows)),
        "device slips logged / fsyncs for them": f"{check['logged']} / {drain_fsyncs}",
        "slips_per_fsync_mean / largest_batch": f"{round(check['logged'] / max(1, drain_fsyncs), 2)} / "
                                                f"{max(batches, default=0)}",
        "fsyncs_total (with judge's cmds)": fsyncs,
        "fsync_ms_mean": round(stage.fsync_seconds * 1000 / max(1, stage.fsyncs), 2),
    }
    if refused:
        figures["refusals"] = dict(refused.most_common(3))
    return {"columns": {f"fsync +{fsync_ms:g} ms": figures}}


def _count_max(values: list[float]) -> str:
    return f"{len(values)} / {_ms(max(values)) if values else '-'}"


def _late(values: list[float]) -> str:
    if not values:
        return "-"
    return f"{_ms(statistics.median(values))} / {_ms(max(values))}"


def inner_flood(n: int) -> dict:
    """`n` junk requests twice (the server's per-address limit, then raised), console commands every 100 ms."""
    from conductor.server.limits import FixedWindow

    stage = Stage(120, 2, 0.0)
    game = stage.game
    columns = {}
    try:
        stage.draw()
        stage.command("start")
        stage.command("adjust 170")
        top = game.current.top_score
        counter = iter(range(10**9))

        def console() -> None:
            i = next(counter)
            stage.command("state" if i % 2 == 0 else f"{(i // 2) % 120 + 1} {min((i // 2) % 6, top)}")

        for label, limit in (("limit 300/s (the server's)", None), ("limit raised (bench only)", 10**9)):
            if limit is not None:
                stage.server._loop.call_soon_threadsafe(setattr, stage.server.hub, "per_address",
                                                        FixedWindow(limit, 1.0))
            for _ in range(30):
                stage.frame()
            done_before = len(stage.done_actions)
            stage.tell({"cmd": "flood", "n": n, "valid_table": 1, "foreign_table": 2, "round": game.current.number})
            start = time.perf_counter()
            for k in range(1, 2000):
                stage.at(start + k * CONSOLE_EVERY, "console", console)
            report = stage.wait_for("flood")
            stage.actions.clear()
            window = [(report["started_at"] - stage.wall_offset, report["ended_at"] - stage.wall_offset)]
            delays = [done - due for name, due, done in stage.done_actions[done_before:]
                      if name == "console" and window[0][0] <= due <= window[0][1]]
            frames = stage.frame_figures(window)
            after = report["after_slip"]
            columns[label] = {
                "junk requests": report["n"], "seconds / per second": f"{report['seconds']} / {report['per_second']}",
                **{f"  {k}": v for k, v in report["answers"].items()},
                "console commands during flood": len(delays),
                "console_delay_ms_median_max": _late(delays),
                **frames,
                "valid slip afterwards": f"{after['status']} ok={after['answer'].get('ok')} in {after['ms']} ms",
                "GET /api/view afterwards": f"{report['after_view']['status']} in {report['after_view']['ms']} ms",
                "_id": after["id"],
            }
        stage.command("end")
    finally:
        stage.close()
    logged = Counter(json.loads(line).get("id") for line in stage.log_path.read_text(encoding="utf-8").splitlines())
    for figures in columns.values():
        figures["valid slip in log once"] = logged[figures.pop("_id")] == 1
    return {"columns": columns}


# ================================================================== the outer process

def _run_inner(arguments: list[str], env: dict[str, str]) -> dict | None:
    done = subprocess.run([sys.executable, __file__, "--inner", *arguments], env=env, capture_output=True, text=True)
    if done.returncode != 0:
        print(done.stderr, file=sys.stderr)
        return None
    return json.loads(done.stdout.splitlines()[-1])


def _print_table(columns: dict[str, dict]) -> None:
    """Figures as rows, one column per run; figures too long for a column follow the table, one a line."""
    keys: list[str] = []
    for figures in columns.values():
        keys += [k for k in figures if k not in keys]
    names = list(columns)
    long = [k for k in keys if any(len(str(figures.get(k, ""))) > 40 for figures in columns.values())]
    short = [k for k in keys if k not in long]
    width = max(24, *(len(str(figures.get(k, ""))) for figures in columns.values() for k in short),
                *(len(name) for name in names)) + 2
    print(f"{'':38}" + "".join(f"{name:>{width}}" for name in names))
    for key in short:
        print(f"{key:38}" + "".join(f"{str(columns[name].get(key, '')):>{width}}" for name in names))
    for key in long:
        for name in names:
            print(f"{key} [{name}]: {columns[name].get(key, '')}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20, help="bursts, one a round (at most 20 with this seed)")
    parser.add_argument("--devices", type=int, default=120, help="devices and players, one device per table")
    parser.add_argument("--fsync-ms", default="0,5", help="extra milliseconds after each fsync; a comma list runs each")
    parser.add_argument("--flood", type=int, default=5000, help="junk requests in the flood (0: no flood)")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--load", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.load:
        return load_process()
    if args.inner:
        if args.flood and args.rounds == 0:
            print(json.dumps(inner_flood(args.flood)))
        else:
            print(json.dumps(inner_bursts(args.devices, args.rounds, float(args.fsync_ms))))
        return 0
    status = 0
    with services(screen="2400x1000") as env:
        if args.rounds > 0:
            columns: dict[str, dict] = {}
            for value in args.fsync_ms.split(","):
                print(f"bursts: {args.devices} devices, {args.rounds} rounds, fsync +{value} ms …", flush=True)
                result = _run_inner(["--rounds", str(args.rounds), "--devices", str(args.devices),
                                     "--fsync-ms", value, "--flood", "0"], env)
                if result is None:
                    status = 1
                    continue
                columns.update(result["columns"])
            if columns:
                _print_table(columns)
        if args.flood:
            print(f"\nflood: {args.flood} junk requests from one address, a console command every "
                  f"{int(CONSOLE_EVERY * 1000)} ms (second column: the per-address limit raised, bench only) …",
                  flush=True)
            result = _run_inner(["--rounds", "0", "--flood", str(args.flood)], env)
            if result is None:
                status = 1
            else:
                _print_table(result["columns"])
                print("(wrong device codes meet the server's other limit, 20 wrong logins per address in 5 minutes, "
                      "which the bench leaves as it is)")
    return status


if __name__ == "__main__":
    sys.exit(main())
