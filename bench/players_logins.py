#!/usr/bin/env python3
"""A correct PIN resent in a loop, and a flood of wrong PINs: what they cost the other tables.

    .venv/bin/python bench/players_logins.py [--tables 20] [--seconds 10] [--flooders 3] [--wrong-addresses 20]
        [--wrong-pins 60] [--server-path DIR]

A real `conductor run --headless --serve 127.0.0.1:0` (entry: players) with a round being played: `--tables`
players, each logged in from its own loopback address, send a slip once a second and the answer time of each is
measured, first in quiet (`--seconds`), then while `--flooders` clients log in to table 1 with its right PIN as
fast as they can, each from its own address (`--seconds` again). Printed: the other tables' slip answer time
(p50 / p95 / p99) in each phase, and the flood's logins by answer (200 let in, 429 held back). Then a third phase:
`--wrong-addresses` addresses each send `--wrong-pins` wrong PINs (spread over the tables, 4 at a time per address)
as fast as they are answered, while the tables' slips go on; the slips' answer times during it (and the maximum),
the wrong PINs by answer (401 hashed and wrong, 429 refused at once) and the flood's length are printed.
Target: slips p99 ≤ 150 ms in both floods. `--server-path` runs the server from a copy of the package
(the code before a fix), to measure the difference.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from players_crowd import quantiles, stop_server


async def run(args) -> dict:
    import aiohttp

    folder = Path(tempfile.mkdtemp(prefix="conductor-logins-bench-"))
    (folder / "players.csv").write_text("name,table\n" + "".join(f"Jugador {t},{t}\n"
                                                                  for t in range(1, args.tables + 2)))
    (folder / "config.yaml").write_text("round_seconds: 3600\nnetwork:\n  entry: players\n")
    env = dict(os.environ)
    if args.server_path:
        env["PYTHONPATH"] = os.pathsep.join([args.server_path, env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    server = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "conductor", "run", "--headless", "--serve", "127.0.0.1:0", "--seed", "3",
        "-c", str(folder / "config.yaml"), "--players", str(folder / "players.csv"), "--log", str(folder / "g.jsonl"),
        cwd=str(folder), env=env, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.DEVNULL)

    async def judge(line: str) -> dict:
        server.stdin.write((line + "\n").encode())
        while True:
            answer = json.loads(await server.stdout.readline())
            if "autorun" not in answer:
                return answer

    first = json.loads(await server.stdout.readline())
    url = first["serve"].rstrip("/")
    origin = {"Origin": url}
    pins = (await judge("pins"))["pins"]
    await judge("draw")
    await judge("start")
    result: dict = {"tables": args.tables, "flooders": args.flooders, "seconds": args.seconds,
                    "load_before": [round(x, 2) for x in os.getloadavg()]}
    sessions = []
    try:
        players = []
        for index in range(args.tables):                # tables 2 … N+1, each from its own address
            table = index + 2
            session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(f"127.0.9.{10 + index}", 0)))
            sessions.append(session)
            async with session.post(url + "/api/login", json={"table": table, "pin": pins[str(table)]},
                                    headers=origin) as response:
                token = (await response.json())["token"]
            players.append((session, table, token))
        phase = {"name": "quiet"}
        slips: dict[str, list[float]] = collections.defaultdict(list)
        stop = asyncio.Event()

        async def slipping(session, table, token) -> None:
            count = 0
            while not stop.is_set():
                count += 1
                began = time.perf_counter()
                async with session.post(url + "/api/slip", json={"table": table, "slip": "H8 ZZZZX",
                                                                 "id": f"s{table}-{count}"},
                                        headers={**origin, "Authorization": f"Bearer {token}"}) as response:
                    await response.read()
                if response.status == 200:
                    slips[phase["name"]].append((time.perf_counter() - began) * 1000)
                await asyncio.sleep(1.0)

        logins: collections.Counter = collections.Counter()
        flood_stop = asyncio.Event()

        async def flooding(source: str) -> None:
            async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(source, 0))) as flood:
                while not flood_stop.is_set():
                    async with flood.post(url + "/api/login", json={"table": 1, "pin": pins["1"]},
                                          headers=origin) as response:
                        await response.read()
                        logins[response.status] += 1

        tasks = [asyncio.ensure_future(slipping(*player)) for player in players]
        await asyncio.sleep(args.seconds)
        phase["name"] = "flood"
        began = time.perf_counter()
        flooders = [asyncio.ensure_future(flooding(f"127.0.8.{n + 1}")) for n in range(args.flooders)]
        await asyncio.sleep(args.seconds)
        flood_seconds = time.perf_counter() - began
        flood_stop.set()                                # the right-PIN loop ends; the slips go on
        await asyncio.gather(*flooders, return_exceptions=True)
        await asyncio.sleep(1.0)
        phase["name"] = "wrong"
        wrong: collections.Counter = collections.Counter()

        async def guessing(index: int) -> None:
            source = f"127.0.7.{10 + index}"
            async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(source, 0))) as guesser:
                async def one(number: int) -> None:
                    table = 2 + (index * args.wrong_pins + number) % args.tables
                    pin = f"{(int(pins[str(table)]) + 1 + number) % 10 ** 8:08d}"
                    async with guesser.post(url + "/api/login", json={"table": table, "pin": pin},
                                            headers=origin) as response:
                        await response.read()
                        wrong[response.status] += 1
                pending = list(range(args.wrong_pins))
                while pending:
                    await asyncio.gather(*(one(n) for n in pending[:4]))
                    pending = pending[4:]

        began = time.perf_counter()
        await asyncio.gather(*(guessing(i) for i in range(args.wrong_addresses)))
        wrong_seconds = time.perf_counter() - began
        await asyncio.sleep(1.0)
        stop.set()
        await asyncio.gather(*tasks, return_exceptions=True)
        result.update({"slip_ms_quiet": quantiles(slips["quiet"]), "slip_ms_flood": quantiles(slips["flood"]),
                       "flood_logins": dict(logins), "flood_logins_per_s": round(sum(logins.values()) / flood_seconds),
                       "slip_ms_wrong": quantiles(slips["wrong"]),
                       "slip_ms_wrong_max": round(max(slips["wrong"], default=0), 1),
                       "wrong_pins": dict(wrong), "wrong_seconds": round(wrong_seconds, 2),
                       "load_after": [round(x, 2) for x in os.getloadavg()]})
    finally:
        for session in sessions:
            await session.close()
        await stop_server(server)
        shutil.rmtree(folder, ignore_errors=True)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--flooders", type=int, default=3)
    parser.add_argument("--wrong-addresses", type=int, default=20)
    parser.add_argument("--wrong-pins", type=int, default=60, help="wrong PINs from each of --wrong-addresses")
    parser.add_argument("--server-path", help="put this folder first on the server's PYTHONPATH (the code before a fix)")
    parser.add_argument("--json", metavar="OUT")
    args = parser.parse_args()
    result = asyncio.run(run(args))

    def q(d: dict) -> str:
        return "—" if not d.get("n") else f"{d['p50']} / {d['p95']} / {d['p99']} (n={d['n']})"

    print(f"other tables' slip ms p50/p95/p99, quiet  {q(result['slip_ms_quiet'])}")
    print(f"other tables' slip ms p50/p95/p99, flood  {q(result['slip_ms_flood'])}")
    print(f"the flood's logins by answer              {result['flood_logins']} ({result['flood_logins_per_s']} a second)")
    print(f"other tables' slip ms p50/p95/p99, wrong  {q(result['slip_ms_wrong'])}, max {result['slip_ms_wrong_max']}")
    print(f"the wrong PINs by answer                  {result['wrong_pins']} in {result['wrong_seconds']} s")
    print(f"load avg before → after                   {result['load_before']} → {result['load_after']}")
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
