#!/usr/bin/env python3
"""Players at home, at scale: N simulated players against a real
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

With `--socket-processes K` the game runs past one process (docs/ARCHITECTURE.md, "Past one process"): a Redis
on a Unix socket in the temporary folder, the writer publishing to it (network.broker), and K `conductor sockets`
processes; player i holds its WebSocket on socket process i mod K (with the ticket its login gave), and its
slips still go to the writer. CPU and memory are then the sum over the writer, the socket processes and Redis
(each also shown alone).

With `--join SECONDS` the game is the online one (network.entry: online, a join code): instead of a PIN, each
player joins through the real path (POST /api/join with the code) at its moment of the SECONDS, asks GET /api/me
with its token at once (a 401 is a token lost: the join race) and opens its WebSocket; join p50/p99,
tokens lost and the time from the join to the first view are printed. `--per-address 80 --address-limits
100,100,400` is a club's room of 80 behind one address (network.per_address: joins a minute, WebSockets,
connections).

With `--client-processes M` the players are spread over M worker processes (this script with `--worker`), each
with its own event loop: one loop reading thousands of sockets saturates its core, and its own delay is then what
gets measured. Worker j gets a contiguous run of the players (whole source addresses, so the per-address caps
hold), its own seed (`--seed`/j) and `--concurrency`/M logins in flight; the parent holds the game (`autorun off`)
until every worker's players are connected. Views are keyed by a digest of their text that is the same in every
process, and receipts are wall-clock times, so the fan-out is measured over all the sockets of all the workers.
"bench" CPU is then the parent's plus the workers', loop lag is the workers', and each worker is shown alone.
The players themselves live in bench/players_crowd.py.

Everything is bounded: the game ends itself after `--rounds` rounds (autorun.rounds), the bench stops the
server, and a hard time limit (`--limit`) stops everything.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SLIP_TARGET_MS = 150.0
FANOUT_TARGET_MS = 500.0

sys.path.insert(0, str(Path(__file__).resolve().parent))
from players_crowd import (  # noqa: E402 - beside this script
    Crowd, CrowdProcesses, Figures, cpu_of, cpu_seconds, own_cpu, quantiles, raise_nofile, rss_kb, rss_of,
    seat_players, serve_as_worker)


# ------------------------------------------------------------------ the server

class Server:
    """`conductor run --headless --serve 127.0.0.1:0 --autorun` in a temporary folder; its stdout read as JSON."""

    def __init__(self, folder: Path, args):
        self.folder, self.args = folder, args
        self.proc: asyncio.subprocess.Process | None = None
        self.lines: asyncio.Queue = asyncio.Queue()
        self.url = ""
        self.autorun_lines: list[str] = []
        self.relays: list[tuple[asyncio.subprocess.Process, str]] = []
        self.redis: asyncio.subprocess.Process | None = None

    async def start(self) -> None:
        args, folder = self.args, self.folder
        joining = f"  join_code: {args.join_code}\n" if args.join and args.join_code else ""
        if args.address_limits:
            joins, sockets, connections = args.address_limits
            joining += (f"  per_address:\n    joins_per_minute: {joins}\n    websockets: {sockets}\n"
                        f"    connections: {connections}\n")
        (folder / "config.yaml").write_text(
            "ruleset: fisc\n"
            f"round_seconds: {args.round_seconds}\n"
            f"network:\n  entry: {'online' if args.join else 'players'}\n{joining}"
            "autorun:\n"
            f"  collect_seconds: {args.collect_seconds}\n  reveal_seconds: {args.reveal_seconds}\n"
            f"  call_seconds: {args.call_seconds}\n  rounds: {args.rounds}\n")
        if args.socket_processes:
            await self._start_redis()
            config = (folder / "config.yaml").read_text()
            (folder / "config.yaml").write_text(config.replace("network:\n", "network:\n  broker: unix://"
                                                f"{folder / 'redis.sock'}?db=0\n  broker_channel: bench\n"))
        (folder / "players.csv").write_text(     # the online game: the organiser alone, everybody else joins
            "name,table\n" + ("Organitzador,1\n" if args.join else
                               "".join(f"Jugador {t},{t}\n" for t in range(1, args.players + 1))))
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
        for k in range(args.socket_processes):
            self.relays.append(await self._start_relay(k, env))

    async def _start_redis(self) -> None:
        import shutil as which

        binary = which.which("redis-server")
        if binary is None:
            raise RuntimeError("--socket-processes needs redis-server (Debian: apt install redis-server)")
        socket_path = self.folder / "redis.sock"
        self.redis = await asyncio.create_subprocess_exec(
            binary, "--port", "0", "--unixsocket", str(socket_path), "--unixsocketperm", "700", "--save", "",
            "--appendonly", "no", "--dir", str(self.folder), "--maxclients", "1000",
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL, start_new_session=True)
        for _ in range(200):
            if socket_path.exists():
                return
            await asyncio.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    async def _start_relay(self, k: int, env: dict) -> tuple[asyncio.subprocess.Process, str]:
        import re

        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "conductor", "sockets", "-c", str(self.folder / "config.yaml"),
            "--serve", "127.0.0.1:0", cwd=str(self.folder), env=env, stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.PIPE, start_new_session=True)
        while True:
            raw = await asyncio.wait_for(proc.stderr.readline(), 60)
            if not raw:
                raise RuntimeError(f"conductor sockets {k} did not start")
            found = re.search(r"/ws at (http://[0-9.]+:[0-9]+)/", raw.decode())
            if found:
                asyncio.ensure_future(self._drain(proc, k))
                return proc, found.group(1)

    async def _drain(self, proc, k: int) -> None:
        with open(self.folder / f"sockets-{k}.stderr", "wb") as out:
            while True:
                raw = await proc.stderr.readline()
                if not raw:
                    return
                out.write(raw)

    @property
    def pids(self) -> dict[str, int]:
        """Every process of the game: the writer, its socket processes, Redis."""
        found = {"writer": self.pid}
        found.update({f"sockets {k}": proc.pid for k, (proc, _) in enumerate(self.relays)})
        if self.redis is not None:
            found["redis"] = self.redis.pid
        return found

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
        for proc in [p for p, _ in self.relays] + ([self.redis] if self.redis is not None else []):
            if proc.returncode is None:
                try:
                    os.killpg(proc.pid, signal.SIGTERM)
                    await asyncio.wait_for(proc.wait(), 10)
                except (TimeoutError, ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)
                    await proc.wait()
        if self.proc is None or self.proc.returncode is not None:
            return
        try:
            self.send("quit")
            await asyncio.wait_for(self.proc.wait(), 15)
        except (TimeoutError, BrokenPipeError, ConnectionResetError):
            os.killpg(self.proc.pid, signal.SIGKILL)
            await self.proc.wait()



async def sample_rss(pids: list[int], peak: list[int], stop: asyncio.Event) -> None:
    while not stop.is_set():
        peak[0] = max(peak[0], rss_of(pids))
        await asyncio.sleep(0.5)



# ------------------------------------------------------------------ the run

async def run(args, holder: dict) -> dict:
    nofile = raise_nofile()
    folder = Path(tempfile.mkdtemp(prefix="conductor-players-bench-"))
    server = Server(folder, args)
    result: dict = {"players": args.players, "rounds": args.rounds, "round_seconds": args.round_seconds,
                    "per_address": args.per_address, "bench_nofile": nofile, "cpus": os.cpu_count(),
                    "load_before": [round(x, 2) for x in os.getloadavg()], "folder": str(folder)}
    started = time.monotonic()
    holder.update(result=result, started=started, server=server)
    try:
        await server.start()
        crowd = await play_the_game(args, server, result, holder)
    finally:
        await server.stop()               # also when starting failed halfway, at the time limit, on Ctrl-C
    return finish(result, crowd.figures, started, server)


async def play_the_game(args, server: Server, result: dict, holder: dict) -> Crowd | CrowdProcesses:
    """Hold the game while the players arrive, then let it run to its end; the figures go into `result`."""
    server.send("autorun off")          # hold the game while the players log in; `autorun on` starts it
    began = time.perf_counter()
    if args.join:                       # no PINs: the players join (their tables come with the join's answer)
        pins = {str(seat): "" for seat in range(1, args.players + 1)}
    else:
        server.send("pins")
        pins = (await server.expect(lambda line: "pins" in line, 600))["pins"]
        result["pins_s"] = round(time.perf_counter() - began, 1)
    pid = server.pid
    pids = list(server.pids.values())
    result["server_nofile"] = _server_nofile(pid)
    result["socket_processes"] = len(server.relays)
    rss_before = rss_of(pids)
    alone_before = {name: rss_kb(p) for name, p in server.pids.items()}
    if args.client_processes == 1:
        crowd: Crowd | CrowdProcesses = Crowd(server.url, args, args.seed)
    else:
        crowd = CrowdProcesses(Path(result["folder"]), server.url, args)
    holder["crowd"] = crowd

    def bench_cpu() -> float:
        return own_cpu() + cpu_of(crowd.pids)

    stop = asyncio.Event()
    peak = [rss_before]
    rss_watch = asyncio.ensure_future(sample_rss(pids, peak, stop))
    try:
        await crowd.open(seat_players(pins, [url for _, url in server.relays] or [server.url]))
        cpu0, own0, t0 = cpu_of(pids), bench_cpu(), time.perf_counter()
        await crowd.arrive()
        connect_s = time.perf_counter() - t0
        cpu1, own1 = cpu_of(pids), bench_cpu()
        connected = crowd.connected
        rss_connected = rss_of(pids)
        figures = crowd.figures
        result["rss_connected_mb_each"] = {name: round(rss_kb(p) / 1024, 1) for name, p in server.pids.items()}
        result["rss_before_mb_each"] = {name: round(kb / 1024, 1) for name, kb in alone_before.items()}
        result.update({
            "logged_in": crowd.logged_in, "connected": connected,
            "connect_all_s": round(connect_s, 1), "login_ms": quantiles(figures.login_ms),
            "join_ms": quantiles(figures.join_ms), "first_view_ms": quantiles(figures.first_view_ms),
            "tokens_lost": figures.lost,
            "connect_ms": quantiles(figures.connect_ms),
            "server_cpu_connect_pct": round(100 * (cpu1 - cpu0) / connect_s, 0),
            "bench_cpu_connect_pct": round(100 * (own1 - own0) / connect_s, 0),
            "rss_before_mb": round(rss_before / 1024, 1), "rss_connected_mb": round(rss_connected / 1024, 1),
            "kb_per_player": round((rss_connected - rss_before) / max(1, connected), 1),
        })
        server.send("autorun on")
        cpu2, own2, t2 = cpu_of(pids), bench_cpu(), time.perf_counter()
        each2 = {name: cpu_seconds(p) for name, p in server.pids.items()}
        await crowd.play()
        rounds_s = time.perf_counter() - t2
        cpu3, own3 = cpu_of(pids), bench_cpu()
        figures = crowd.figures
        result["cpu_rounds_pct_each"] = {name: round(100 * (cpu_seconds(p) - each2[name]) / rounds_s, 0)
                                         for name, p in server.pids.items()}
        result.update({
            "still_connected": crowd.connected,
            "server_cpu_rounds_pct": round(100 * (cpu3 - cpu2) / rounds_s, 0),
            "bench_cpu_rounds_pct": round(100 * (own3 - own2) / rounds_s, 0),
            "rss_peak_mb": round(peak[0] / 1024, 1), "rss_end_mb": round(rss_of(pids) / 1024, 1),
            "bench_loop_lag_ms_connect": quantiles(figures.lag_connect_ms),
            "bench_loop_lag_ms_rounds": quantiles(figures.lag_rounds_ms),
        })
        if isinstance(crowd, CrowdProcesses):
            result.update(crowd.summary())
    finally:
        stop.set()
        rss_watch.cancel()
        await crowd.close()
    return crowd


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
    reveal_spreads: list[float] = []      # the views after a reveal (the master, the round's best moves, standings)
    reveal_whole: list[float] = []
    reveal_kb = 0.0
    for key, times in figures.receipts.items():
        meta = figures.meta[key]
        earliest = min(min(times), meta["first"])
        spreads.extend((t - earliest) * 1000 for t in times)
        whole.append((max(times) - earliest) * 1000)
        if meta.get("screen") == "reveal":
            reveal_spreads.extend((t - earliest) * 1000 for t in times)
            reveal_whole.append((max(times) - earliest) * 1000)
            reveal_kb = max(reveal_kb, meta.get("bytes", 0) / 1024)
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
            "tick_to_first_socket_ms": quantiles(tick_first), "reveal_spread_ms": quantiles(reveal_spreads),
            "reveal_whole_ms": quantiles(reveal_whole), "reveal_view_kb": round(reveal_kb, 1)}


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
        ("join ms p50/p95/p99", q(result.get("join_ms", {}))),
        ("join → first view ms p50/p95/p99", q(result.get("first_view_ms", {}))),
        ("tokens lost (401 at once)", result.get("tokens_lost")),
        ("ws connect ms p50/p95/p99", q(result.get("connect_ms", {}))),
        ("ws reconnect ms p50/p95/p99", q(result.get("reconnect_ms", {}))),
        ("slip answer ms p50/p95/p99", q(result.get("slip_ms", {}))),
        ("slip answers", result.get("slip_answers")),
        ("view changes / view msgs / repeats", f"{result['view_changes']} / {result['view_messages']} / "
                                              f"{result['repeated_views']}"),
        ("largest view KB / received MB", f"{result['largest_view_kb']} / {result['received_mb']}"),
        ("fan-out spread ms p50/p95/p99", q(result["fanout_spread_ms"])),
        ("whole fan-out per change ms", q(result["fanout_whole_ms"])),
        ("after-reveal view (best moves) KB", result.get("reveal_view_kb")),
        ("after-reveal view spread ms p50/p95/p99", q(result.get("reveal_spread_ms", {}))),
        ("after-reveal view whole fan-out ms", q(result.get("reveal_whole_ms", {}))),
        ("sockets reached per change", q(result["sockets_per_change"])),
        ("timer tick → first socket ms", q(result["tick_to_first_socket_ms"])),
        ("timer tick → socket ms", q(result["tick_to_socket_ms"])),
        ("server RSS MB before/conn/peak/end", f"{result.get('rss_before_mb')} / {result.get('rss_connected_mb')} / "
                                               f"{result.get('rss_peak_mb')} / {result.get('rss_end_mb')}"),
        ("server KB per player", result.get("kb_per_player")),
        ("server CPU % connect / rounds", f"{result.get('server_cpu_connect_pct')} / {result.get('server_cpu_rounds_pct')}"),
        ("socket processes", result.get("socket_processes")),
        ("each process: RSS MB conn, CPU % rounds", f"{result.get('rss_connected_mb_each')}, "
                                                   f"{result.get('cpu_rounds_pct_each')}"),
        ("bench CPU % connect / rounds", f"{result.get('bench_cpu_connect_pct')} / {result.get('bench_cpu_rounds_pct')}"),
        ("bench loop lag ms (rounds)", q(result.get("bench_loop_lag_ms_rounds", {}))),
    ]
    if "client_processes" in result:
        rows += [
            ("client processes", result["client_processes"]),
            ("each client: loop lag p99 ms, CPU %", f"{result['client_loop_lag_p99_ms_rounds']}, connect "
                                                   f"{result['client_cpu_connect_pct']}, rounds "
                                                   f"{result['client_cpu_rounds_pct']}"),
        ]
    rows += [
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
    parser.add_argument("--socket-processes", type=int, default=0, metavar="K", help="past one process: a Redis, the "
                        "writer publishing to it, and K `conductor sockets` processes holding the WebSockets")
    parser.add_argument("--client-processes", type=int, default=1, metavar="M", help="spread the players over M "
                        "worker processes, each with its own event loop (1: all in this one)")
    parser.add_argument("--join", type=float, default=0, metavar="SECONDS", help="the online game: the players "
                        "join (POST /api/join) spread over SECONDS instead of logging in with a PIN")
    parser.add_argument("--join-code", default="BENCH-2026", help="with --join: the game's join code")
    parser.add_argument("--address-limits", type=lambda text: tuple(int(x) for x in text.split(",")),
                        metavar="J,W,C", help="network.per_address: joins a minute, WebSockets, connections")
    parser.add_argument("--worker", metavar="BASE", help=argparse.SUPPRESS)   # a worker of --client-processes
    args = parser.parse_args()
    if args.worker:
        asyncio.run(serve_as_worker(Path(args.worker)))
        return 0
    if not 1 <= args.players <= 20000 or args.round_seconds < 10:
        parser.error("--players 1–20000, --round-seconds ≥ 10")
    if not 1 <= args.client_processes <= (args.players + args.per_address - 1) // args.per_address:
        parser.error("--client-processes: at least 1, and at most one per source address (--per-address players)")
    holder: dict = {}
    try:
        result = asyncio.run(asyncio.wait_for(run(args, holder), args.limit))
    except TimeoutError:
        print(f"players_bench: stopped at the time limit ({args.limit:.0f} s); the figures so far:", file=sys.stderr)
        if "result" not in holder:
            return 2
        figures = holder["crowd"].figures if "crowd" in holder else Figures()
        result = finish(holder["result"], figures, holder["started"], holder.get("server"))
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
