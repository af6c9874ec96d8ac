#!/usr/bin/env python3
"""The multiplex's ranking to a crowd of spectators (DESIGN §4g): N spectators on /ws, as the page
holds them, against one `conductor hub`, or against socket processes fed through Redis (`--sockets K`).

    .venv/bin/python bench/multiplex_spectators_bench.py [--spectators 2000] [--sockets 0|K] [--poll] [--venues 20]
        [--players 200] [--rounds 4] [--clients 2] [--json OUT]

The venues' games are played first, in process (bench/multiplex_bench.py's `play`), then posted to the hub round by
round as a venue's link posts them (the last venue 1.5 s after the others: its reveal makes the round public).
The spectators are held by `--clients` worker processes (aiohttp), 20 to a source address (127.0.0.2, …: one
address is one hall's router, under `per_address`), each taking every pushed ranking; with `--poll` they ask
`GET /api/multiplex?limit=44` every 3 s instead (the page's fallback while its socket is closed).

Printed, per round and over all: the latency from the last venue's post to each spectator holding that round's
ranking (p50 / p99 / max, and how many got it), and the CPU seconds of the hub (and of the socket processes and
Redis) over the measured rounds, as a share of one core.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
PER_ADDRESS = 20
REVEALED = re.compile(r'\}\}, "revealed": (\d+)')      # the answer's own, after its venues


# ------------------------------------------------------------------ a worker: its share of the spectators

async def hold(targets: list[str], count: int, first: int, poll: bool, out: Path) -> None:
    import aiohttp

    from players_crowd import raise_nofile, source_address

    raise_nofile()
    seen: dict[int, list[float]] = {}          # round → when each spectator first held it
    best = [0] * count
    connected = [0]

    def note(index: int, revealed: int) -> None:
        now = time.time()
        while best[index] < revealed:
            best[index] += 1
            seen.setdefault(best[index], []).append(now)

    async def spectator(index: int) -> None:
        k = first + index
        connector = aiohttp.TCPConnector(local_addr=(source_address(k // PER_ADDRESS), 0), limit=1)
        target = targets[k % len(targets)]
        async with aiohttp.ClientSession(connector=connector) as session:
            if poll:
                await asyncio.sleep((k % 300) / 100)            # the crowd's polls spread over the 3 s
                connected[0] += 1
                while True:
                    try:
                        async with session.get(target + "/api/multiplex?limit=44") as response:
                            note(index, (await response.json())["revealed"])
                    except (TimeoutError, aiohttp.ClientError, ValueError):
                        pass
                    await asyncio.sleep(3.0)
            while True:
                try:
                    async with session.ws_connect(target + "/ws", heartbeat=None, max_msg_size=0) as socket:
                        connected[0] += 1
                        async for message in socket:
                            if message.type == aiohttp.WSMsgType.TEXT and message.data.startswith('{"type": "multiplex"'):
                                found = REVEALED.search(message.data)      # not a whole parse: the clients are
                                if found:                                  # on the measured machine too
                                    note(index, int(found.group(1)))
                        connected[0] -= 1
                except (TimeoutError, aiohttp.ClientError):
                    await asyncio.sleep(1.0)

    tasks = []
    for index in range(count):
        tasks.append(asyncio.ensure_future(spectator(index)))
        if index % 50 == 49:
            await asyncio.sleep(0.05)
    while connected[0] < count:
        await asyncio.sleep(0.2)
    print("ready", flush=True)
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, sys.stdin.readline)           # "stop"
    out.write_text(json.dumps({"seen": seen, "connected": connected[0]}))
    for task in tasks:
        task.cancel()


# ------------------------------------------------------------------ the bench

def post(url: str, name: str, key: str, events: list[dict], first: int) -> None:
    body = json.dumps({"venue": name, "events": [{"seq": first + i, **e} for i, e in enumerate(events)]}).encode()
    request = urllib.request.Request(url + "/api/multiplex/events", body, {"Authorization": f"Bearer {key}"},
                                     method="POST")
    with urllib.request.urlopen(request, timeout=60) as response:
        json.loads(response.read())


def cpu(pid: int) -> float:
    from players_crowd import cpu_seconds

    return cpu_seconds(pid)


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--spectators", type=int, default=2000)
    parser.add_argument("--sockets", type=int, default=0, help="socket processes beside the hub (Redis)")
    parser.add_argument("--poll", action="store_true", help="spectators ask every 3 s instead of holding /ws")
    parser.add_argument("--venues", type=int, default=20)
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--clients", type=int, default=2, help="worker processes holding the spectators")
    parser.add_argument("--json", metavar="OUT")
    parser.add_argument("--worker", nargs=5, metavar=("TARGETS", "COUNT", "FIRST", "POLL", "OUT"),
                        help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        targets, count, first, poll, out = args.worker
        asyncio.run(hold(targets.split(","), int(count), int(first), poll == "1", Path(out)))
        return
    sys.path.insert(0, str(ROOT))
    from multiplex_bench import play

    folder = Path(tempfile.mkdtemp(prefix="conductor-spectators-bench-"))
    began = time.monotonic()
    names, played = play(folder, args.venues, args.players, args.rounds)
    print(f"played {args.venues} venues × {args.players} players × {args.rounds} rounds in "
          f"{time.monotonic() - began:.1f} s", flush=True)
    events = [([json.loads(line) for line in lines], cuts) for lines, cuts in played]   # a venue's link's events
    keys = {name: f"{name}-key-0123456789abcdef" for name in names}
    processes: list[subprocess.Popen] = []
    redis_pid = None
    broker = ""
    if args.sockets:
        binary = shutil.which("redis-server")
        if binary is None:
            raise SystemExit("redis-server is not installed")
        sock = folder / "redis.sock"
        redis = subprocess.Popen([binary, "--port", "0", "--unixsocket", str(sock), "--unixsocketperm", "700",
                                  "--save", "", "--appendonly", "no", "--dir", str(folder)],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        processes.append(redis)
        redis_pid = redis.pid
        while not sock.exists():
            time.sleep(0.02)
        broker = f"  broker: unix://{sock}?db=0\n  broker_channel: bench\n"
    (folder / "hub.yaml").write_text("multiplex:\n  venues:\n" + "".join(f"    {n}: {k}\n" for n, k in keys.items())
                                     + f"  draw: {names[0]}\n  partial_every: 1\n" + broker, encoding="utf-8")
    hub = subprocess.Popen([sys.executable, "-m", "conductor", "hub", "--serve", "127.0.0.1:0", "-c", "hub.yaml",
                            "--log", "hub.jsonl"], cwd=folder, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                           text=True)
    processes.append(hub)
    workers: list[subprocess.Popen] = []
    try:
        url = json.loads(hub.stdout.readline())["serve"]
        targets = [url]
        sockets, relayed = [], []
        for _ in range(args.sockets):
            relay = subprocess.Popen([sys.executable, "-m", "conductor", "sockets", "-c", "hub.yaml", "--serve",
                                      "127.0.0.1:0"], cwd=folder, stderr=subprocess.PIPE, text=True)
            processes.append(relay)
            sockets.append(relay)
            line = relay.stderr.readline()
            if " at " not in line:
                raise SystemExit(f"conductor sockets did not start: {line}")
            relayed.append(line.split(" at ")[1].split(" ")[0].rstrip("/"))
        if relayed:                                   # the spectators go to the socket processes, the venues to the hub
            targets = relayed
        share = -(-args.spectators // args.clients)
        for index in range(args.clients):
            count = min(share, args.spectators - index * share)
            out = folder / f"worker{index}.json"
            workers.append(subprocess.Popen([sys.executable, __file__, "--worker", ",".join(targets), str(count),
                                             str(index * share), "1" if args.poll else "0", str(out)],
                                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True))
        t = time.monotonic()
        for worker in workers:
            if worker.stdout.readline().strip() != "ready":
                raise SystemExit("a worker did not connect its spectators")
        print(f"{args.spectators} spectators {'polling' if args.poll else 'on /ws'} of "
              f"{'the hub' if not args.sockets else f'{args.sockets} socket processes'} "
              f"in {time.monotonic() - t:.1f} s", flush=True)
        watched = [hub.pid] + [s.pid for s in sockets] + ([redis_pid] if redis_pid else [])
        sent = [0] * len(names)
        starts, held, cpu0, wall0 = {}, {}, [cpu(p) for p in watched], time.monotonic()
        for number in range(1, args.rounds + 1):
            for v, name in enumerate(names):
                mine, cuts = events[v]
                end = cuts[number - 1]
                if v == len(names) - 1:
                    time.sleep(1.5)
                    starts[number] = time.time()
                post(url, name, keys[name], mine[sent[v]:end], sent[v] + 1)
                if v == len(names) - 1:
                    held[number] = (time.time() - starts[number]) * 1000
                sent[v] = end
            time.sleep(4.0 if args.poll else 2.5)
        cpu1, wall1 = [cpu(p) for p in watched], time.monotonic()
        seen: dict[int, list[float]] = {}
        for index, worker in enumerate(workers):
            worker.stdin.write("stop\n")
            worker.stdin.flush()
            worker.wait(60)
            for number, times in json.loads((folder / f"worker{index}.json").read_text())["seen"].items():
                seen.setdefault(int(number), []).extend(times)
        result = {"spectators": args.spectators, "sockets": args.sockets, "poll": args.poll,
                  "players": args.venues * args.players, "rounds": {}}
        everything = []
        for number in range(1, args.rounds + 1):
            late = [(at - starts[number]) * 1000 for at in seen.get(number, [])]
            everything += late
            result["rounds"][number] = {"got": len(late), "p50_ms": quantile(late, 0.5),
                                        "p99_ms": quantile(late, 0.99), "max_ms": max(late, default=float("nan")),
                                        "post_ms": held[number]}
            print(f"round {number}: {len(late)}/{args.spectators} spectators held it; p50 "
                  f"{quantile(late, 0.5):.0f} ms, p99 {quantile(late, 0.99):.0f} ms, max {max(late):.0f} ms (the "
                  f"hub held the last venue's round {held[number]:.0f} ms after its post began)", flush=True)
        span = wall1 - wall0
        shares = [round((b - a) / span * 100, 1) for a, b in zip(cpu0, cpu1)]
        result.update({"p50_ms": quantile(everything, 0.5), "p99_ms": quantile(everything, 0.99),
                       "seconds": round(span, 1), "hub_cpu_percent": shares[0],
                       "sockets_cpu_percent": shares[1:1 + args.sockets],
                       "redis_cpu_percent": shares[-1] if redis_pid else None})
        print(f"over all rounds: p50 {result['p50_ms']:.0f} ms, p99 {result['p99_ms']:.0f} ms; over {span:.0f} s the "
              f"hub used {shares[0]} % of a core" + (f", the socket processes {shares[1:1 + args.sockets]} %, Redis "
                                                      f"{result['redis_cpu_percent']} %" if args.sockets else ""))
        if args.json:
            Path(args.json).write_text(json.dumps(result, indent=2))
    finally:
        for worker in workers:
            if worker.poll() is None:
                worker.kill()
        for process in reversed(processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(10)
                except subprocess.TimeoutExpired:
                    process.kill()


if __name__ == "__main__":
    main()
