#!/usr/bin/env python3
"""Players at home, at scale (issue 27 item 6): N simulated players against a real
`conductor run --headless --serve 127.0.0.1:0 --autorun` process, on loopback only.

    .venv/bin/python bench/players_bench.py --players 1000 [--rounds 3] [--round-seconds 20] [--json OUT]

Each player logs in with its table's PIN (the `pins` command of the headless console), keeps one WebSocket on
/ws, sends one slip per round at a random moment of the thinking time, and a tenth of them drop and reopen their
WebSocket mid-round. The server caps connections (48) and WebSockets (32) per source address, so the players are
spread over loopback source addresses (127.0.0.2, 127.0.0.3, … 127.0.x.y), `--per-address` players on each
(one aiohttp ClientSession per address).

Measured:
- the slip's answer (POST /api/slip, send → answer read): p50/p95/p99, target p99 ≤ 150 ms;
- the fan-out of each view change: the server does not stamp its views, so the moment it made one is estimated
  as the earliest receipt of the same text on any socket, and each receipt's spread is (receipt − earliest);
  target p99 ≤ 500 ms. For timer views (`deadline` set, `time_left` = k) the moment the time left became k is
  known exactly (deadline − k), so "tick → socket" gives an absolute figure too (it includes the game loop's
  own wake-up, up to 0.25 s). A socket's first view after (re)connecting is not a change and is left out;
- login, WebSocket connect (until the first view) and reconnect times; errors and refusals by kind;
- the server process: RSS (VmRSS) before the players come, once all are connected, at its peak and at the end;
  memory per connected player; CPU (utime + stime) while the players connect and while the rounds run;
- this process's own CPU and event-loop lag (a loaded client shows up as spread: read the two together),
  and the machine's load average.

Everything is bounded: the game ends itself after `--rounds` rounds (autorun.rounds), the bench stops the
server, and a hard time limit (`--limit`) stops everything.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import json
import os
import random
import resource
import shutil
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TICKS = os.sysconf("SC_CLK_TCK")
SLIP_TARGET_MS = 150.0
FANOUT_TARGET_MS = 500.0


# ------------------------------------------------------------------ small helpers

def raise_nofile() -> int:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


def source_address(k: int) -> str:
    """127.0.0.2, 127.0.0.3, … 127.0.0.251, 127.0.1.2, …"""
    return f"127.0.{k // 250}.{k % 250 + 2}"


def quantiles(values: list[float]) -> dict:
    if not values:
        return {"n": 0}
    ordered = sorted(values)

    def at(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]

    return {"n": len(ordered), "p50": round(at(0.50), 1), "p95": round(at(0.95), 1), "p99": round(at(0.99), 1),
            "max": round(ordered[-1], 1)}


def rss_kb(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def cpu_seconds(pid: int) -> float:
    """utime + stime of the process and its waited-for children (fields 14–17 of /proc/PID/stat)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return sum(int(x) for x in fields[11:15]) / TICKS
    except (OSError, IndexError, ValueError):
        return 0.0


def own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


# ------------------------------------------------------------------ the server

class Server:
    """`conductor run --headless --serve 127.0.0.1:0 --autorun` in a temporary folder; its stdout read as JSON."""

    def __init__(self, folder: Path, args):
        self.folder, self.args = folder, args
        self.proc: asyncio.subprocess.Process | None = None
        self.lines: asyncio.Queue = asyncio.Queue()
        self.url = ""
        self.autorun_lines: list[str] = []

    async def start(self) -> None:
        args, folder = self.args, self.folder
        (folder / "config.yaml").write_text(
            "ruleset: fisc\n"
            f"round_seconds: {args.round_seconds}\n"
            "network:\n  entry: players\n"
            "autorun:\n"
            f"  collect_seconds: {args.collect_seconds}\n  reveal_seconds: {args.reveal_seconds}\n"
            f"  call_seconds: {args.call_seconds}\n  rounds: {args.rounds}\n")
        (folder / "players.csv").write_text(
            "name,table\n" + "".join(f"Jugador {t},{t}\n" for t in range(1, args.players + 1)))
        env = dict(os.environ)
        if args.server_path:                   # a prototype copy of the package, for measuring a fix
            env["PYTHONPATH"] = os.pathsep.join([args.server_path, env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
        self.stderr = open(folder / "server.stderr", "wb")
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "conductor", "run", "--headless", "--serve", "127.0.0.1:0", "--autorun",
            "-c", str(folder / "config.yaml"), "--players", str(folder / "players.csv"),
            "--log", str(folder / "game.jsonl"), "--seed", str(args.seed),
            cwd=str(folder), env=env, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
            stderr=self.stderr, limit=64 * 1024 * 1024, start_new_session=True)
        asyncio.ensure_future(self._read())
        first = await self.expect(lambda line: "serve" in line, 120)
        self.url = first["serve"].rstrip("/")

    async def _read(self) -> None:
        assert self.proc is not None and self.proc.stdout is not None
        while True:
            raw = await self.proc.stdout.readline()
            if not raw:
                await self.lines.put(None)
                return
            try:
                line = json.loads(raw)
            except ValueError:
                continue
            if "autorun" in line:
                self.autorun_lines.append(f"{time.time():.1f} {line['autorun']}")
            await self.lines.put(line)

    async def expect(self, wanted, seconds: float) -> dict:
        """The next stdout line for which `wanted(line)` holds (the autorun's own lines come first)."""
        stop = time.monotonic() + seconds
        while True:
            line = await asyncio.wait_for(self.lines.get(), max(0.1, stop - time.monotonic()))
            if line is None:
                raise RuntimeError(f"the server stopped; see {self.folder / 'server.stderr'}")
            if wanted(line):
                return line

    def send(self, command: str) -> None:
        assert self.proc is not None and self.proc.stdin is not None
        self.proc.stdin.write((command + "\n").encode())

    @property
    def pid(self) -> int:
        return self.proc.pid if self.proc is not None else 0

    async def stop(self) -> None:
        if self.proc is None or self.proc.returncode is not None:
            return
        try:
            self.send("quit")
            await asyncio.wait_for(self.proc.wait(), 15)
        except (asyncio.TimeoutError, BrokenPipeError, ConnectionResetError):
            os.killpg(self.proc.pid, signal.SIGKILL)
            await self.proc.wait()


# ------------------------------------------------------------------ the players

class Figures:
    def __init__(self) -> None:
        self.errors: collections.Counter = collections.Counter()
        self.slip_ms: list[float] = []
        self.slip_answers: collections.Counter = collections.Counter()
        self.login_ms: list[float] = []
        self.connect_ms: list[float] = []
        self.reconnect_ms: list[float] = []
        self.receipts: dict[int, list[float]] = collections.defaultdict(list)   # view text's hash → receipt times
        self.meta: dict[int, dict] = {}                                          # view text's hash → what it says
        self.view_messages = self.mine_messages = self.repeats = self.initial = 0
        self.bytes = 0
        self.largest_view = 0


class Player:
    __slots__ = ("table", "pin", "client", "token", "ws", "task", "last", "connected")

    def __init__(self, table: int, pin: str, client):
        self.table, self.pin, self.client = table, pin, client
        self.token = ""
        self.ws = None
        self.task: asyncio.Task | None = None
        self.last = 0
        self.connected = False


class Crowd:
    def __init__(self, server: Server, args, figures: Figures):
        self.server, self.args, self.figures = server, args, figures
        self.origin = server.url
        self.players: list[Player] = []
        self.clients = []
        self.scheduled: set[int] = set()
        self.round_tasks: list[asyncio.Task] = []
        self.ended = asyncio.Event()
        self.rng = random.Random(args.seed)
        self.slip_round: dict[int, int] = {}

    def headers(self, token: str = "") -> dict:
        h = {"Origin": self.origin}
        if token:
            h["Authorization"] = f"Bearer {token}"
        return h

    async def open(self, pins: dict[str, str]) -> None:
        import aiohttp

        per = self.args.per_address
        timeout = aiohttp.ClientTimeout(total=30)
        for k in range((len(pins) + per - 1) // per):
            connector = aiohttp.TCPConnector(local_addr=(source_address(k), 0), limit=0, keepalive_timeout=10)
            self.clients.append(aiohttp.ClientSession(connector=connector, timeout=timeout))
        for i, table in enumerate(sorted(pins, key=int)):
            self.players.append(Player(int(table), pins[table], self.clients[i // per]))

    async def close(self) -> None:
        """Drop every connection at once (no closing handshake: a busy server would hold each one up)."""
        for player in self.players:
            player.connected = False
        for task in [p.task for p in self.players if p.task is not None]:
            task.cancel()
        for task in self.round_tasks:
            task.cancel()
        for client in self.clients:
            await client.connector.close()
            await client.close()

    # -------------------------------------------------------------- login and the socket
    async def login(self, player: Player) -> bool:
        import aiohttp

        began = time.perf_counter()
        try:
            async with player.client.post(f"{self.server.url}/api/login", json={"table": player.table, "pin": player.pin},
                                          headers=self.headers()) as response:
                answer = await response.json(content_type=None)
                if response.status != 200 or not answer.get("ok"):
                    self.figures.errors[f"login {response.status}"] += 1
                    return False
        except (aiohttp.ClientError, asyncio.TimeoutError, OSError) as error:
            self.figures.errors[f"login {type(error).__name__}"] += 1
            return False
        self.figures.login_ms.append((time.perf_counter() - began) * 1000)
        player.token = answer["token"]
        return True

    async def connect(self, player: Player, kind: str = "connect") -> bool:
        """Open the player's WebSocket; True once its first view arrived (the time to it is the connect time)."""
        import aiohttp

        began = time.perf_counter()
        try:
            ws = await player.client.ws_connect(f"{self.server.url}/ws", headers=self.headers(player.token),
                                                autoping=True, heartbeat=None, max_msg_size=0,
                                                timeout=aiohttp.ClientWSTimeout(ws_receive=None, ws_close=5.0))
            first = await asyncio.wait_for(ws.receive(), 30)
        except aiohttp.WSServerHandshakeError as error:
            self.figures.errors[f"ws {kind} {error.status}"] += 1
            return False
        except (aiohttp.ClientError, asyncio.TimeoutError, OSError) as error:
            self.figures.errors[f"ws {kind} {type(error).__name__}"] += 1
            return False
        if first.type != aiohttp.WSMsgType.TEXT:
            self.figures.errors[f"ws {kind} first message {first.type.name}"] += 1
            await ws.close()
            return False
        (self.figures.connect_ms if kind == "connect" else self.figures.reconnect_ms).append(
            (time.perf_counter() - began) * 1000)
        self.figures.initial += 1
        player.last = hash(first.data)
        self._look_at(player.last, first.data, time.time(), count=False)
        player.ws, player.connected = ws, True
        player.task = asyncio.ensure_future(self._listen(player, ws))
        return True

    async def _listen(self, player: Player, ws) -> None:
        import aiohttp

        figures = self.figures
        try:
            while True:
                message = await ws.receive()
                now = time.time()
                if message.type != aiohttp.WSMsgType.TEXT:
                    if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSING, aiohttp.WSMsgType.CLOSED) \
                            and ws is player.ws and player.connected:
                        figures.errors[f"ws closed by server {ws.close_code}"] += 1
                    elif message.type == aiohttp.WSMsgType.ERROR:
                        figures.errors[f"ws error {type(ws.exception()).__name__}"] += 1
                    break
                data = message.data
                figures.bytes += len(data)
                if data.startswith('{"type": "view"'):
                    key = hash(data)
                    figures.view_messages += 1
                    if key == player.last:
                        figures.repeats += 1              # the same view sent again: a wasted fan-out
                        continue
                    player.last = key
                    self._look_at(key, data, now)
                else:
                    figures.mine_messages += 1
        except asyncio.CancelledError:
            pass
        finally:
            if ws is player.ws:
                player.connected = False

    def _look_at(self, key: int, data: str, now: float, count: bool = True) -> None:
        figures = self.figures
        if count:
            figures.receipts[key].append(now)
        if key not in figures.meta:
            view = json.loads(data)["view"]
            figures.largest_view = max(figures.largest_view, len(data))
            figures.meta[key] = {"round": view.get("round"), "screen": view.get("screen"),
                                 "time_left": view.get("time_left"), "deadline": view.get("deadline"),
                                 "ended": bool(view.get("ended")), "first": now, "bytes": len(data)}
            self._new_view(figures.meta[key], now)

    # -------------------------------------------------------------- the rounds
    def _new_view(self, meta: dict, now: float) -> None:
        if meta["ended"]:
            self.ended.set()
        number, deadline = meta["round"], meta["deadline"]
        if deadline is None or number in self.scheduled:
            return
        self.scheduled.add(number)
        thinking = deadline - now
        for player in self.players:
            if player.token:
                at = self.rng.uniform(0.3, max(0.4, thinking - 1.0))
                self.round_tasks.append(asyncio.ensure_future(self._slip_at(player, number, at)))
        chosen = self.rng.sample([p for p in self.players if p.token], k=len([p for p in self.players if p.token]) // 10)
        for player in chosen:
            at = self.rng.uniform(0.3, max(0.4, thinking - 1.0))
            self.round_tasks.append(asyncio.ensure_future(self._reconnect_at(player, at)))

    async def _slip_at(self, player: Player, number: int, delay: float) -> None:
        import aiohttp

        await asyncio.sleep(delay)
        words = ("CASA", "PERA", "TAULA", "ZZZZX", "MOLT")
        body = {"round": number, "table": player.table, "slip": f"H8 {words[player.table % len(words)]}",
                "id": f"b{player.table}r{number}"}
        began = time.perf_counter()
        try:
            async with player.client.post(f"{self.server.url}/api/slip", json=body,
                                          headers=self.headers(player.token)) as response:
                answer = await response.json(content_type=None)
        except (aiohttp.ClientError, asyncio.TimeoutError, OSError) as error:
            self.figures.errors[f"slip {type(error).__name__}"] += 1
            return
        self.figures.slip_ms.append((time.perf_counter() - began) * 1000)
        if response.status == 200 and answer.get("ok"):
            self.figures.slip_answers["ok"] += 1
        else:
            self.figures.slip_answers[f"{response.status} {str(answer.get('error', ''))[:50]}"] += 1

    async def _reconnect_at(self, player: Player, delay: float) -> None:
        await asyncio.sleep(delay)
        old = player.ws
        player.connected = False
        player.ws = None
        if old is not None:
            await old.close()
        if player.task is not None:
            await player.task
        await self.connect(player, "reconnect")


async def loop_lag(samples: list[float], stop: asyncio.Event) -> None:
    """How late this process's event loop wakes (a loaded client adds its own delay to every receipt)."""
    while not stop.is_set():
        began = time.perf_counter()
        await asyncio.sleep(0.05)
        samples.append((time.perf_counter() - began - 0.05) * 1000)


async def sample_rss(pid: int, peak: list[int], stop: asyncio.Event) -> None:
    while not stop.is_set():
        peak[0] = max(peak[0], rss_kb(pid))
        await asyncio.sleep(0.5)


# ------------------------------------------------------------------ the run

async def run(args, holder: dict) -> dict:
    nofile = raise_nofile()
    folder = Path(tempfile.mkdtemp(prefix="conductor-players-bench-"))
    server = Server(folder, args)
    figures = Figures()
    result: dict = {"players": args.players, "rounds": args.rounds, "round_seconds": args.round_seconds,
                    "per_address": args.per_address, "bench_nofile": nofile, "cpus": os.cpu_count(),
                    "load_before": [round(x, 2) for x in os.getloadavg()], "folder": str(folder)}
    started = time.monotonic()
    holder.update(result=result, figures=figures, started=started, server=server)
    await server.start()
    server.send("autorun off")          # hold the game while the players log in; `autorun on` starts it
    began = time.perf_counter()
    server.send("pins")
    pins = (await server.expect(lambda line: "pins" in line, 600))["pins"]
    result["pins_s"] = round(time.perf_counter() - began, 1)
    pid = server.pid
    result["server_nofile"] = _server_nofile(pid)
    rss_before = rss_kb(pid)
    crowd = Crowd(server, args, figures)
    stop = asyncio.Event()
    lags: list[float] = []
    peak = [rss_before]
    watchers = [asyncio.ensure_future(loop_lag(lags, stop)), asyncio.ensure_future(sample_rss(pid, peak, stop))]
    try:
        await crowd.open(pins)
        gate = asyncio.Semaphore(args.concurrency)

        async def arrive(player: Player) -> None:
            async with gate:
                if await crowd.login(player):
                    await crowd.connect(player)

        cpu0, own0, t0 = cpu_seconds(pid), own_cpu(), time.perf_counter()
        await asyncio.gather(*(arrive(p) for p in crowd.players))
        connect_s = time.perf_counter() - t0
        cpu1, own1 = cpu_seconds(pid), own_cpu()
        connected = sum(1 for p in crowd.players if p.connected)
        rss_connected = rss_kb(pid)
        result.update({
            "logged_in": sum(1 for p in crowd.players if p.token), "connected": connected,
            "connect_all_s": round(connect_s, 1), "login_ms": quantiles(figures.login_ms),
            "connect_ms": quantiles(figures.connect_ms),
            "server_cpu_connect_pct": round(100 * (cpu1 - cpu0) / connect_s, 0),
            "bench_cpu_connect_pct": round(100 * (own1 - own0) / connect_s, 0),
            "rss_before_mb": round(rss_before / 1024, 1), "rss_connected_mb": round(rss_connected / 1024, 1),
            "kb_per_player": round((rss_connected - rss_before) / max(1, connected), 1),
        })
        lags_connect = len(lags)
        server.send("autorun on")
        cpu2, own2, t2 = cpu_seconds(pid), own_cpu(), time.perf_counter()
        per_round = args.call_seconds + args.round_seconds + args.collect_seconds + args.reveal_seconds + 3
        try:
            await asyncio.wait_for(crowd.ended.wait(), per_round * args.rounds + 60)
        except asyncio.TimeoutError:
            figures.errors["game did not end in time"] += 1
        pending = [t for t in crowd.round_tasks if not t.done()]
        if pending:
            await asyncio.wait(pending, timeout=40)
        unfinished = sum(1 for t in crowd.round_tasks if not t.done())
        if unfinished:
            figures.errors["slips/reconnects unfinished at the end"] += unfinished
        await asyncio.sleep(1.0)
        rounds_s = time.perf_counter() - t2
        cpu3, own3 = cpu_seconds(pid), own_cpu()
        result.update({
            "still_connected": sum(1 for p in crowd.players if p.connected),
            "server_cpu_rounds_pct": round(100 * (cpu3 - cpu2) / rounds_s, 0),
            "bench_cpu_rounds_pct": round(100 * (own3 - own2) / rounds_s, 0),
            "rss_peak_mb": round(peak[0] / 1024, 1), "rss_end_mb": round(rss_kb(pid) / 1024, 1),
            "bench_loop_lag_ms_connect": quantiles(lags[:lags_connect]),
            "bench_loop_lag_ms_rounds": quantiles(lags[lags_connect:]),
        })
    finally:
        stop.set()
        for watcher in watchers:
            watcher.cancel()
        await crowd.close()
        await server.stop()
    return finish(result, figures, started, server)


def finish(result: dict, figures: Figures, started: float, server: Server | None) -> dict:
    """The figures common to a whole run and to one stopped at the time limit."""
    result.update(_fanout(figures))
    result.update({
        "slip_ms": quantiles(figures.slip_ms), "slip_answers": dict(figures.slip_answers),
        "reconnect_ms": quantiles(figures.reconnect_ms), "reconnects": len(figures.reconnect_ms),
        "errors": dict(figures.errors), "server_stderr": _server_refusals(Path(result["folder"])),
        "load_after": [round(x, 2) for x in os.getloadavg()], "wall_s": round(time.monotonic() - started, 1),
        "autorun": server.autorun_lines if server is not None else [],
    })
    slip_ok = result["slip_ms"].get("p99", 1e9) <= SLIP_TARGET_MS
    fan_ok = result["fanout_spread_ms"].get("p99", 1e9) <= FANOUT_TARGET_MS
    result["targets_met"] = {"slip_p99<=150ms": slip_ok, "fanout_p99<=500ms": fan_ok,
                             "everyone_connected": result.get("connected") == result["players"],
                             "no_errors": not figures.errors}
    return result


def _server_nofile(pid: int) -> int | None:
    try:
        for line in Path(f"/proc/{pid}/limits").read_text().splitlines():
            if line.startswith("Max open files"):
                return int(line.split()[3])
    except (OSError, ValueError, IndexError):
        pass
    return None


def _server_refusals(folder: Path) -> list[str]:
    """What the server told its console on stderr (notices, problems), a few lines."""
    try:
        lines = (folder / "server.stderr").read_text(errors="replace").splitlines()
    except OSError:
        return []
    return lines[-8:]


def _fanout(figures: Figures) -> dict:
    """Spread of each view change over the sockets (receipt − earliest receipt), the whole fan-out per change
    (last − earliest receipt), how many sockets each change reached, and timer tick → socket."""
    spreads: list[float] = []
    whole: list[float] = []
    reached: list[int] = []
    ticks: dict[tuple, int] = {}          # (deadline, time left) → the view that first showed it (the tick)
    for key, times in figures.receipts.items():
        meta = figures.meta[key]
        earliest = min(min(times), meta["first"])
        spreads.extend((t - earliest) * 1000 for t in times)
        whole.append((max(times) - earliest) * 1000)
        reached.append(len(times))
        if meta["deadline"] is not None and meta["time_left"] is not None:
            mark = (meta["deadline"], meta["time_left"])
            if mark not in ticks or figures.meta[ticks[mark]]["first"] > meta["first"]:
                ticks[mark] = key
    tick: list[float] = []
    tick_first: list[float] = []
    for (deadline, left), key in ticks.items():
        made = deadline - left
        times = figures.receipts[key]
        tick.extend((t - made) * 1000 for t in times)
        tick_first.append((min(min(times), figures.meta[key]["first"]) - made) * 1000)
    return {"view_changes": len(figures.receipts), "view_messages": figures.view_messages,
            "repeated_views": figures.repeats, "mine_messages": figures.mine_messages,
            "received_mb": round(figures.bytes / 1e6, 1), "largest_view_kb": round(figures.largest_view / 1024, 1),
            "fanout_spread_ms": quantiles(spreads), "fanout_whole_ms": quantiles(whole),
            "sockets_per_change": quantiles([float(n) for n in reached]), "tick_to_socket_ms": quantiles(tick),
            "tick_to_first_socket_ms": quantiles(tick_first)}


def table(result: dict) -> str:
    def q(d: dict) -> str:
        return "—" if not d or not d.get("n") else f"{d['p50']} / {d['p95']} / {d['p99']} (max {d['max']}, n={d['n']})"

    rows = [
        ("players (per source address)", f"{result['players']} ({result['per_address']})"),
        ("rounds × seconds", f"{result['rounds']} × {result['round_seconds']}"),
        ("pins (scrypt) s", result.get("pins_s")),
        ("logged in / connected / at end", f"{result.get('logged_in')} / {result.get('connected')} / "
                                           f"{result.get('still_connected')}"),
        ("all arrive (login+ws) s", result.get("connect_all_s")),
        ("login ms p50/p95/p99", q(result.get("login_ms", {}))),
        ("ws connect ms p50/p95/p99", q(result.get("connect_ms", {}))),
        ("ws reconnect ms p50/p95/p99", q(result.get("reconnect_ms", {}))),
        ("slip answer ms p50/p95/p99", q(result.get("slip_ms", {}))),
        ("slip answers", result.get("slip_answers")),
        ("view changes / view msgs / repeats", f"{result['view_changes']} / {result['view_messages']} / "
                                              f"{result['repeated_views']}"),
        ("largest view KB / received MB", f"{result['largest_view_kb']} / {result['received_mb']}"),
        ("fan-out spread ms p50/p95/p99", q(result["fanout_spread_ms"])),
        ("whole fan-out per change ms", q(result["fanout_whole_ms"])),
        ("sockets reached per change", q(result["sockets_per_change"])),
        ("timer tick → first socket ms", q(result["tick_to_first_socket_ms"])),
        ("timer tick → socket ms", q(result["tick_to_socket_ms"])),
        ("server RSS MB before/conn/peak/end", f"{result.get('rss_before_mb')} / {result.get('rss_connected_mb')} / "
                                               f"{result.get('rss_peak_mb')} / {result.get('rss_end_mb')}"),
        ("server KB per player", result.get("kb_per_player")),
        ("server CPU % connect / rounds", f"{result.get('server_cpu_connect_pct')} / {result.get('server_cpu_rounds_pct')}"),
        ("bench CPU % connect / rounds", f"{result.get('bench_cpu_connect_pct')} / {result.get('bench_cpu_rounds_pct')}"),
        ("bench loop lag ms (rounds)", q(result.get("bench_loop_lag_ms_rounds", {}))),
        ("server / bench nofile", f"{result.get('server_nofile')} / {result.get('bench_nofile')}"),
        ("load avg before → after", f"{result['load_before']} → {result['load_after']}"),
        ("errors", result.get("errors") or "none"),
        ("targets", result.get("targets_met")),
        ("wall s", result.get("wall_s")),
    ]
    width = max(len(name) for name, _ in rows)
    return "\n".join(f"{name:<{width}}  {value}" for name, value in rows)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--round-seconds", type=int, default=20, help="thinking time (config round_seconds, ≥ 10)")
    parser.add_argument("--collect-seconds", type=int, default=3)
    parser.add_argument("--reveal-seconds", type=int, default=4)
    parser.add_argument("--call-seconds", type=int, default=2)
    parser.add_argument("--per-address", type=int, default=12, help="players per loopback source address (the "
                        "server allows 32 WebSockets and 48 connections per address)")
    parser.add_argument("--concurrency", type=int, default=100, help="logins and connects in flight at once")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--limit", type=float, default=600.0, help="hard time limit of the whole run, seconds")
    parser.add_argument("--server-path", help="put this folder first on the server's PYTHONPATH (a copy of the "
                        "package with a fix, to measure it)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder (config, players, game log, "
                        "the server's stderr)")
    parser.add_argument("--json", metavar="OUT", help="write the figures here as JSON")
    args = parser.parse_args()
    if not 1 <= args.players <= 20000 or args.round_seconds < 10:
        parser.error("--players 1–20000, --round-seconds ≥ 10")
    holder: dict = {}
    try:
        result = asyncio.run(asyncio.wait_for(run(args, holder), args.limit))
    except asyncio.TimeoutError:
        print(f"players_bench: stopped at the time limit ({args.limit:.0f} s); the figures so far:", file=sys.stderr)
        if "result" not in holder:
            return 2
        result = finish(holder["result"], holder["figures"], holder["started"], holder.get("server"))
        result["stopped_at_limit"] = True
    print(table(result))
    if not args.keep:
        shutil.rmtree(result["folder"], ignore_errors=True)
        result["folder"] = None
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
