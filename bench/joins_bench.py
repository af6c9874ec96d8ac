#!/usr/bin/env python3
"""Many joins at once, and whether every answer is the truth ("Joins").

    .venv/bin/python bench/joins_bench.py [--addresses 40] [--each 40] [--server-path DIR]

A real `conductor run --headless --serve 127.0.0.1:0` (entry: online): `--addresses` loopback addresses each send
`--each` joins at the same moment (each with its own client id). Printed: the answers by status, the players the
game lists afterwards (they must be exactly the 200 answers), the time the burst took and the joins' answer time
(p50 / p99). `--server-path` runs the server from a copy of the package (the code before a fix).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from players_crowd import quantiles


async def run(args) -> dict:
    import aiohttp

    folder = Path(tempfile.mkdtemp(prefix="conductor-joins-bench-"))
    (folder / "config.yaml").write_text(f"network:\n  entry: online\n  per_address:\n    joins_per_minute: "
                                        f"{args.each}\n")
    env = dict(os.environ)
    if args.server_path:
        env["PYTHONPATH"] = os.pathsep.join([args.server_path, env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    server = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "conductor", "run", "--headless", "--serve", "127.0.0.1:0", "--seed", "3",
        "-c", str(folder / "config.yaml"), "--log", str(folder / "g.jsonl"),
        cwd=str(folder), env=env, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.DEVNULL, limit=2 ** 24)
    first = json.loads(await server.stdout.readline())
    url = first["serve"].rstrip("/")
    times: list[float] = []

    async def address(number: int) -> list[int]:
        connector = aiohttp.TCPConnector(local_addr=(f"127.0.{20 + number // 200}.{1 + number % 200}", 0), limit=0)
        async with aiohttp.ClientSession(connector=connector) as client:
            async def one(index: int) -> int:
                body = {"name": f"J{number}-{index}", "id": f"bench-{number:04d}-{index:04d}-xxxxxxxx"}
                if not args.with_id:
                    del body["id"]
                began = time.perf_counter()
                try:
                    async with client.post(url + "/api/join", json=body, headers={"Origin": url},
                                           timeout=aiohttp.ClientTimeout(total=60)) as response:
                        await response.read()
                        times.append((time.perf_counter() - began) * 1000)
                        return response.status
                except (TimeoutError, aiohttp.ClientError):
                    return 0
            return await asyncio.gather(*(one(index) for index in range(args.each)))

    began = time.perf_counter()
    statuses = [s for each in await asyncio.gather(*(address(n) for n in range(args.addresses))) for s in each]
    took = time.perf_counter() - began
    server.stdin.write(b"join list\n")
    await server.stdin.drain()
    listed = json.loads(await server.stdout.readline())
    server.stdin.close()
    await server.wait()
    counted = collections.Counter(statuses)
    return {"joins": len(statuses), "answers": dict(sorted(counted.items())), "players": len(listed["players"]),
            "exact": len(listed["players"]) == counted[200], "seconds": round(took, 2),
            "answer_ms": quantiles(times)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--addresses", type=int, default=40)
    parser.add_argument("--each", type=int, default=40)
    parser.add_argument("--server-path", default="")
    parser.add_argument("--no-id", dest="with_id", action="store_false", help="joins without a client id (older code)")
    args = parser.parse_args()
    print(json.dumps(asyncio.run(run(args))))


if __name__ == "__main__":
    main()
