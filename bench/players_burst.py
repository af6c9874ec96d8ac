#!/usr/bin/env python3
"""Players at home sending their slips in the same instant ("honest load"): what one conductor answers.

    .venv/bin/python bench/players_burst.py [--players 300] [--bursts 5] [--client-processes 2]
                                            [--client aiohttp|raw|fresh]
                                            [--profile OUT]

A real `conductor run --headless --serve 127.0.0.1:0` online game (network.entry: online, a round of an hour):
`--players` join through POST /api/join (5 per loopback address), each holds a WebSocket
with its token, and at agreed wall-clock instants every player sends its slip at once (POST /api/slip, a new client
id each burst, `--bursts` bursts two seconds apart: the round's slip limits allow it). The players are spread
over `--client-processes` processes, each with its own event loop, so that the clients' own delay is not what gets
measured. Printed: each burst's answer times and all bursts' p50 / p95 / p99 / max (send → answer read), answers by
status, the server's CPU during the bursts, the machine's load. Target: p99 ≤ 150 ms for 300 players.
`--server-path DIR` runs the server from another copy of the source tree (its engine built), for before/after
figures. `--profile OUT` runs the server under py-spy (the `bench` extra: `pip install -e '.[bench]'`) and writes
its samples there (collapsed stacks, `--format raw`: one stack a line with its count).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from players_crowd import cpu_seconds, quantiles, raise_nofile, source_address, stop_server

PER_ADDRESS = 5                # joins from one address (5: what older versions let one address make at once)
# `python -c BOOT DIR ARGS…` runs `python -m conductor ARGS…` from the copy in DIR, even beside an editable install
BOOT = ("import runpy, sys; sys.meta_path = [f for f in sys.meta_path if 'editable' not in repr(f).lower()]; "
        "sys.path.insert(0, sys.argv.pop(1)); runpy.run_module('conductor', run_name='__main__', alter_sys=True)")
GAP = 2.0                      # seconds between two bursts


def worker(url: str, players: list[tuple[str, str, int]], moments: list[float], out, client: str = "aiohttp") -> None:
    """One client process: its players' WebSockets, then a slip from each at every moment; the answer times.
    `client`: "aiohttp" sends through aiohttp's client (a connection opened at the first burst, kept alive for the
    next); "raw" and "fresh" write each slip as bytes and read its answer by hand, so that the client's own HTTP
    work (aiohttp's client costs more a request than the server does) is not what is measured on a machine that runs
    the clients and the server on the same two cores: "raw" over a kept-alive connection opened before the bursts,
    "fresh" over a connection opened at the burst's instant and closed after its answer (a phone whose idle
    connection closed during the round: the server accepts every burst's 300 connections, as it does each round)."""
    raw = client == "raw"
    raise_nofile()

    async def run() -> dict:
        import aiohttp

        sessions, sockets, times, statuses = {}, [], [[] for _ in moments], {}
        try:
            for source, _, _ in players:
                if source not in sessions:
                    sessions[source] = aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(source, 0),
                                                                                            limit=0))

            async def listen(source, token, _table):
                socket = await sessions[source].ws_connect(url + "/ws", headers={"Origin": url,
                                                                                 "Authorization": f"Bearer {token}"})
                sockets.append(socket)
                async for _ in socket:
                    pass
            readers = [asyncio.ensure_future(listen(*player)) for player in players]
            await asyncio.sleep(1.0)
            host = url.split("://", 1)[1]
            lines = [await asyncio.open_connection(*host.split(":"), local_addr=(source, 0)) if raw else None
                     for source, _, _ in players]

            async def raw_slip(index, source, token, table, burst):
                body = json.dumps({"table": table, "slip": "H8 CASA", "id": f"b{burst}-{index}"}).encode()
                began = time.perf_counter()
                reader, writer = lines[index] if raw else await asyncio.open_connection(*host.split(":"),
                                                                                         local_addr=(source, 0))
                writer.write(f"POST /api/slip HTTP/1.1\r\nHost: {host}\r\nOrigin: {url}\r\nAuthorization: Bearer "
                             f"{token}\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
                             .encode() + body)
                head = await reader.readuntil(b"\r\n\r\n")
                length = next(int(line.split(b":")[1]) for line in head.split(b"\r\n")
                              if line.lower().startswith(b"content-length:"))
                await reader.readexactly(length)
                times[burst].append((time.perf_counter() - began) * 1000)
                status = int(head.split(b" ", 2)[1])
                statuses[status] = statuses.get(status, 0) + 1
                if not raw:
                    writer.close()

            async def slip(index, source, token, table, burst):
                began = time.perf_counter()
                async with sessions[source].post(url + "/api/slip", json={"table": table, "slip": "H8 CASA",
                                                                          "id": f"b{burst}-{index}"},
                                                 headers={"Origin": url, "Authorization": f"Bearer {token}"}) as answer:
                    await answer.read()
                times[burst].append((time.perf_counter() - began) * 1000)
                statuses[answer.status] = statuses.get(answer.status, 0) + 1

            for burst, moment in enumerate(moments):
                await asyncio.sleep(max(0.0, moment - time.time()))
                await asyncio.gather(*((slip if client == "aiohttp" else raw_slip)(i, *player, burst) for i, player in enumerate(players)))
            for reader in readers:
                reader.cancel()
            for line in lines:
                if line is not None:
                    line[1].close()
        finally:
            for socket in sockets:
                await socket.close()
            for session in sessions.values():
                await session.close()
        return {"times": times, "statuses": statuses}

    out.put(asyncio.run(run()))


async def judge(server, line: str) -> dict:
    server.stdin.write((line + "\n").encode())
    await server.stdin.drain()
    while True:
        answer = json.loads(await server.stdout.readline())
        if "autorun" not in answer:
            return answer


async def main_async(args) -> dict:
    import aiohttp

    raise_nofile()
    folder = Path(tempfile.mkdtemp(prefix="conductor-burst-bench-"))
    (folder / "config.yaml").write_text("round_seconds: 3600\nnetwork:\n  entry: online\n")
    (folder / "players.csv").write_text("name,table\nAmfitrió,1\n")      # older versions want a players file
    command = [sys.executable, "-m", "conductor", "run", "--headless", "--serve", "127.0.0.1:0", "--seed", "3",
               "-c", str(folder / "config.yaml"), "--log", str(folder / "g.jsonl"), "--players", str(folder / "players.csv")]
    if args.server_path:                         # another copy of the package (the code before a change)
        command[1:3] = ["-c", BOOT, str(Path(args.server_path).resolve())]
    server = await asyncio.create_subprocess_exec(*command, cwd=str(folder), stdin=subprocess.PIPE,
                                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    spy = None
    result: dict = {"players": args.players, "bursts": args.bursts, "client": args.client, "load_before": [round(x, 2) for x in os.getloadavg()]}
    try:
        first = json.loads(await server.stdout.readline())
        while "serve" not in first:
            first = json.loads(await server.stdout.readline())
        url = first["serve"].rstrip("/")
        players = []
        for index in range(args.players):
            source = source_address(index // PER_ADDRESS)
            async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(source, 0))) as client:
                async with client.post(url + "/api/join", json={"name": f"Jugador {index}"},
                                       headers={"Origin": url}) as answer:
                    joined = await answer.json()
            assert joined.get("ok"), joined
            players.append((source, joined["token"], joined["table"]))
        await judge(server, "draw")
        await judge(server, "start")
        start = time.time() + 3.0 + args.players / 200
        moments = [start + GAP * k for k in range(args.bursts)]
        share = -(-len(players) // args.client_processes)
        queue = multiprocessing.get_context("spawn").Queue()
        workers = [multiprocessing.get_context("spawn").Process(target=worker, args=(url, players[k:k + share],
                                                                                      moments, queue, args.client))
                   for k in range(0, len(players), share)]
        for each in workers:
            each.start()
        await asyncio.sleep(max(0.0, start - time.time() - 0.2))
        if args.profile:                        # the bursts only: from just before the first to just after the last
            spy = subprocess.Popen([str(Path(sys.executable).parent / "py-spy"), "record", "-o", args.profile, "-p",
                                    str(server.pid), "--threads", "--gil", "--format", "raw", "-r", "250", "-d",
                                    str(int(GAP * args.bursts + 1))], stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
        cpu = cpu_seconds(server.pid)
        began = time.time()
        outputs = [await asyncio.to_thread(queue.get, True, 120 + GAP * args.bursts) for _ in workers]
        spent = cpu_seconds(server.pid) - cpu
        result["server_cpu_percent"] = round(100 * spent / (time.time() - began), 1)
        result["server_cpu_ms_per_slip"] = round(1000 * spent / (len(players) * args.bursts), 2)
        for each in workers:
            each.join(10)
        times = [[t for out in outputs for t in out["times"][k]] for k in range(args.bursts)]
        statuses: dict = {}
        for out in outputs:
            for status, count in out["statuses"].items():
                statuses[status] = statuses.get(status, 0) + count
        result.update({"each_burst": [quantiles(burst) for burst in times],
                       "all": quantiles([t for burst in times for t in burst]), "statuses": statuses,
                       "load_after": [round(x, 2) for x in os.getloadavg()]})
    finally:
        if spy is not None:
            spy.send_signal(2)
            spy.wait(60)
        await stop_server(server)
        shutil.rmtree(folder, ignore_errors=True)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--bursts", type=int, default=5)
    parser.add_argument("--client-processes", type=int, default=2)
    parser.add_argument("--profile", metavar="OUT", help="py-spy samples of the server (collapsed stacks)")
    parser.add_argument("--server-path", metavar="DIR", help="run the server from the package copy in DIR (a source "
                        "tree with its engine built), to measure the code before a change")
    parser.add_argument("--client", choices=("aiohttp", "raw", "fresh"), default="aiohttp",
                        help="how the players send (worker's docstring): aiohttp's client; bytes over kept-alive "
                        "connections; bytes over a new connection each burst")
    parser.add_argument("--raw-client", dest="client", action="store_const", const="raw", help="--client raw")
    parser.add_argument("--json", metavar="OUT")
    args = parser.parse_args()
    result = asyncio.run(main_async(args))
    for number, burst in enumerate(result["each_burst"], start=1):
        print(f"burst {number}: {burst['n']} slips, ms p50 / p95 / p99 / max  {burst.get('p50')} / {burst.get('p95')} / "
              f"{burst.get('p99')} / {burst.get('max')}")
    every = result["all"]
    print(f"all bursts: ms p50 / p95 / p99 / max  {every.get('p50')} / {every.get('p95')} / {every.get('p99')} / "
          f"{every.get('max')}  (target p99 ≤ 150)")
    print(f"answers by status {result['statuses']}; server CPU {result['server_cpu_percent']} % of a core during the "
          f"bursts, {result['server_cpu_ms_per_slip']} ms a slip; load {result['load_before']} → {result['load_after']}")
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
