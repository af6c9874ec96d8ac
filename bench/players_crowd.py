#!/usr/bin/env python3
"""The simulated players of bench/players_bench.py: each logs in with its table's PIN (or, with `--join SECONDS`, joins
the online game through POST /api/join at its moment of the SECONDS, asks GET /api/me with its token at once, and
opens its WebSocket), holds one WebSocket, sends
one slip a round at a random moment and, for a tenth of them, drops and reopens its WebSocket mid-round (Crowd);
with `--client-processes M`, spread over M worker processes that players_bench.py starts (CrowdProcesses,
ClientProcess, serve_as_worker), their raw figures merged (Figures). Also the small measuring helpers both use.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import json
import os
import random
import resource
import signal
import sys
import time
import zlib
from pathlib import Path

TICKS = os.sysconf("SC_CLK_TCK")

# ------------------------------------------------------------------ small helpers

def raise_nofile() -> int:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


def source_address(k: int) -> str:
    """127.0.0.2, 127.0.0.3, … 127.0.0.251, 127.0.1.2, …"""
    return f"127.0.{k // 250}.{k % 250 + 2}"


def view_key(text: str) -> int:
    """A digest of a view's text that is the same in every process (Python's str hash is salted per process)."""
    return zlib.crc32(text.encode()) << 32 | len(text)


def seat_players(pins: dict[str, str], homes: list[str]) -> list[tuple[int, str, str]]:
    """(table, PIN, WebSocket home) of each player in table order: player i holds its socket on home i mod K."""
    return [(int(table), pins[table], homes[i % len(homes)]) for i, table in enumerate(sorted(pins, key=int))]


def quantiles(values: list[float]) -> dict:
    if not values:
        return {"n": 0}
    ordered = sorted(values)

    def at(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]

    return {"n": len(ordered), "p50": round(at(0.50), 1), "p95": round(at(0.95), 1), "p99": round(at(0.99), 1),
            "max": round(ordered[-1], 1)}


async def stop_server(server: asyncio.subprocess.Process, seconds: float = 20) -> None:
    """A served game started with its console on stdin: end of input stops it; killed if it has not in `seconds`."""
    if server.returncode is not None:
        return
    server.stdin.close()
    try:
        await asyncio.wait_for(server.wait(), seconds)
    except TimeoutError:
        server.kill()
        await server.wait()


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


def cpu_of(pids) -> float:
    return sum(cpu_seconds(pid) for pid in pids)


def rss_of(pids) -> int:
    return sum(rss_kb(pid) for pid in pids)


def own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime



# ------------------------------------------------------------------ the players

class Figures:
    """The raw measurements of one process's players; those of several processes fold together (`add`)."""

    def __init__(self) -> None:
        self.errors: collections.Counter = collections.Counter()
        self.slip_ms: list[float] = []
        self.slip_answers: collections.Counter = collections.Counter()
        self.login_ms: list[float] = []
        self.join_ms: list[float] = []            # --join: POST /api/join, sent → answered
        self.first_view_ms: list[float] = []      # --join: from sending the join to the first view on the socket
        self.lost = 0                              # --join: a token the server did not know at once (401)
        self.connect_ms: list[float] = []
        self.reconnect_ms: list[float] = []
        self.receipts: dict[int, list[float]] = collections.defaultdict(list)   # view_key → receipt times
        self.meta: dict[int, dict] = {}                                          # view_key → what the view says
        self.view_messages = self.mine_messages = self.repeats = self.initial = 0
        self.bytes = 0
        self.largest_view = 0
        self.lag_connect_ms: list[float] = []     # the event loop's lag while the players arrive,
        self.lag_rounds_ms: list[float] = []      # and from `autorun on` on

    def write(self, path: Path) -> None:
        """As JSON, replacing the file at once (a worker stopped while writing leaves the previous figures)."""
        partial = path.with_name(path.name + ".partial")
        partial.write_text(json.dumps(vars(self)))
        os.replace(partial, path)

    def add(self, raw: dict) -> None:
        """Fold in another process's figures (as `write` left them): receipts of one view text meet by its key."""
        self.errors.update(raw["errors"])
        self.slip_answers.update(raw["slip_answers"])
        for name in ("slip_ms", "login_ms", "join_ms", "first_view_ms", "connect_ms", "reconnect_ms",
                     "lag_connect_ms", "lag_rounds_ms"):
            getattr(self, name).extend(raw[name])
        for name in ("view_messages", "mine_messages", "repeats", "initial", "bytes", "lost"):
            setattr(self, name, getattr(self, name) + raw[name])
        self.largest_view = max(self.largest_view, raw["largest_view"])
        for key, times in raw["receipts"].items():
            self.receipts[int(key)].extend(times)
        for key, meta in raw["meta"].items():
            mine = self.meta.get(int(key))
            if mine is None or meta["first"] < mine["first"]:
                self.meta[int(key)] = meta


class Player:
    __slots__ = ("table", "pin", "client", "token", "ticket", "home", "ws", "task", "last", "connected", "seat")

    def __init__(self, table: int, pin: str, client, home: str, seat: int = 0):
        self.table, self.pin, self.client, self.home, self.seat = table, pin, client, home, seat
        self.token = self.ticket = ""
        self.ws = None
        self.task: asyncio.Task | None = None
        self.last = 0
        self.connected = False


class Crowd:
    """Players on this process's event loop: they log in, hold their WebSockets, send a slip per round and a tenth
    reconnect mid-round; what they see and how long it took goes into `figures`."""

    pids: tuple = ()          # no worker processes: the players live here

    def __init__(self, writer_url: str, args, seed):
        self.writer_url, self.args = writer_url, args
        self.figures = Figures()
        self.players: list[Player] = []
        self.clients = []
        self.scheduled: set[int] = set()
        self.round_tasks: list[asyncio.Task] = []
        self.ended = asyncio.Event()
        self.rng = random.Random(seed)
        self.playing = False
        self.lag_watch: asyncio.Task | None = None

    def headers(self, token: str = "") -> dict:
        h = {"Origin": self.writer_url}
        if token:
            h["Authorization"] = f"Bearer {token}"
        return h

    @property
    def logged_in(self) -> int:
        return sum(1 for p in self.players if p.token)

    @property
    def connected(self) -> int:
        return sum(1 for p in self.players if p.connected)

    async def open(self, seats: list[tuple[int, str, str]], first_seat: int = 0) -> None:
        """One client session per source address; `first_seat` (a multiple of --per-address) is the place of
        seats[0] among all the players, so that two processes never share an address."""
        import aiohttp

        per = self.args.per_address
        timeout = aiohttp.ClientTimeout(total=30)
        for k in range(first_seat // per, (first_seat + len(seats) + per - 1) // per):
            connector = aiohttp.TCPConnector(local_addr=(source_address(k), 0), limit=0, keepalive_timeout=10)
            self.clients.append(aiohttp.ClientSession(connector=connector, timeout=timeout))
        for i, (table, pin, home) in enumerate(seats):
            self.players.append(Player(table, pin, self.clients[i // per], home, first_seat + i))
        self.lag_watch = asyncio.ensure_future(self._watch_loop())

    async def arrive(self) -> None:
        """Every player logs in and opens its WebSocket, `--concurrency` of them at a time."""
        gate = asyncio.Semaphore(self.args.concurrency)
        joining = getattr(self.args, "join", 0)
        began = time.perf_counter()

        async def arrive(player: Player) -> None:
            if joining:                  # each at its moment of the joining minute, as people arrive
                await asyncio.sleep(max(0.0, began + joining * player.seat / self.args.players - time.perf_counter()))
                await self.join(player)
                return
            async with gate:
                if await self.login(player):
                    await self.connect(player)

        await asyncio.gather(*(arrive(p) for p in self.players))

    async def play(self) -> None:
        """From `autorun on` to the game's end (or its time is up), then the slips and reconnects still due."""
        args, figures = self.args, self.figures
        self.playing = True
        per_round = args.call_seconds + args.round_seconds + args.collect_seconds + args.reveal_seconds + 3
        try:
            await asyncio.wait_for(self.ended.wait(), per_round * args.rounds + 60)
        except TimeoutError:
            figures.errors["game did not end in time"] += 1
        pending = [t for t in self.round_tasks if not t.done()]
        if pending:
            await asyncio.wait(pending, timeout=40)
        unfinished = sum(1 for t in self.round_tasks if not t.done())
        if unfinished:
            figures.errors["slips/reconnects unfinished at the end"] += unfinished
        await asyncio.sleep(1.0)

    async def close(self) -> None:
        """Drop every connection at once (no closing handshake: a busy server would hold each one up)."""
        if self.lag_watch is not None:
            self.lag_watch.cancel()
        for player in self.players:
            player.connected = False
        for task in [p.task for p in self.players if p.task is not None]:
            task.cancel()
        for task in self.round_tasks:
            task.cancel()
        for client in self.clients:
            await client.connector.close()
            await client.close()

    async def _watch_loop(self) -> None:
        """How late this process's event loop wakes (a loaded client adds its own delay to every receipt)."""
        while True:
            began = time.perf_counter()
            await asyncio.sleep(0.05)
            lag_ms = (time.perf_counter() - began - 0.05) * 1000
            (self.figures.lag_rounds_ms if self.playing else self.figures.lag_connect_ms).append(lag_ms)

    # -------------------------------------------------------------- login and the socket
    async def login(self, player: Player) -> bool:
        import aiohttp

        began = time.perf_counter()
        try:
            for _ in range(30):                 # a 429 (the PIN checks' budget spent) is tried again when it says
                async with player.client.post(f"{self.writer_url}/api/login",
                                              json={"table": player.table, "pin": player.pin},
                                              headers=self.headers()) as response:
                    answer = await response.json(content_type=None)
                if response.status != 429:
                    break
                self.figures.errors["login 429 (tried again)"] += 1
                await asyncio.sleep(float(response.headers.get("Retry-After", 1)))
            if response.status != 200 or not answer.get("ok"):
                self.figures.errors[f"login {response.status}"] += 1
                return False
        except (TimeoutError, aiohttp.ClientError, OSError) as error:
            self.figures.errors[f"login {type(error).__name__}"] += 1
            return False
        self.figures.login_ms.append((time.perf_counter() - began) * 1000)
        player.token = answer["token"]
        player.ticket = answer.get("ticket", "")
        return True

    async def join(self, player: Player) -> bool:
        """The online game's join (the real path: POST /api/join with the code), GET /api/me with the token at
        once (a 401 is a token lost), then the WebSocket; the time from the join to its first view."""
        import aiohttp

        began = time.perf_counter()
        try:
            body = {"name": f"Jugador {player.seat}"}
            if self.args.join_code:                # a server before join codes knows no "code"
                body["code"] = self.args.join_code
            async with player.client.post(f"{self.writer_url}/api/join", headers=self.headers(), json=body) \
                    as response:
                answer = await response.json(content_type=None)
                if response.status != 200 or not answer.get("ok"):
                    self.figures.errors[f"join {response.status}"] += 1
                    return False
            self.figures.join_ms.append((time.perf_counter() - began) * 1000)
            player.token, player.ticket, player.table = answer["token"], answer.get("ticket", ""), answer["table"]
            async with player.client.get(f"{self.writer_url}/api/me", headers=self.headers(player.token)) as response:
                await response.read()
                if response.status == 401:
                    self.figures.lost += 1
                elif response.status != 200:
                    self.figures.errors[f"me {response.status}"] += 1
        except (TimeoutError, aiohttp.ClientError, OSError, KeyError) as error:
            self.figures.errors[f"join {type(error).__name__}"] += 1
            return False
        if not await self.connect(player):
            return False
        self.figures.first_view_ms.append((time.perf_counter() - began) * 1000)
        return True

    async def connect(self, player: Player, kind: str = "connect") -> bool:
        """Open the player's WebSocket; True once its first view arrived (the time to it is the connect time)."""
        import aiohttp

        began = time.perf_counter()
        try:
            relayed = player.home != self.writer_url      # a socket process: its own origin, and the ticket
            headers = {"Origin": player.home, "Authorization": f"Bearer {player.ticket}"} if relayed \
                else self.headers(player.token)
            ws = await player.client.ws_connect(f"{player.home}/ws", headers=headers,
                                                autoping=True, heartbeat=None, max_msg_size=0,
                                                timeout=aiohttp.ClientWSTimeout(ws_receive=None, ws_close=5.0))
            first = await asyncio.wait_for(ws.receive(), 30)
        except aiohttp.WSServerHandshakeError as error:
            self.figures.errors[f"ws {kind} {error.status}"] += 1
            return False
        except (TimeoutError, aiohttp.ClientError, OSError) as error:
            self.figures.errors[f"ws {kind} {type(error).__name__}"] += 1
            return False
        if first.type != aiohttp.WSMsgType.TEXT:
            self.figures.errors[f"ws {kind} first message {first.type.name}"] += 1
            await ws.close()
            return False
        (self.figures.connect_ms if kind == "connect" else self.figures.reconnect_ms).append(
            (time.perf_counter() - began) * 1000)
        self.figures.initial += 1
        player.last = view_key(first.data)
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
                    key = view_key(data)
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
            async with player.client.post(f"{self.writer_url}/api/slip", json=body,
                                          headers=self.headers(player.token)) as response:
                answer = await response.json(content_type=None)
        except (TimeoutError, aiohttp.ClientError, OSError) as error:
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


# ------------------------------------------------------------------ the players over several processes

class ClientProcess:
    """One worker: players_bench.py with `--worker BASE`. Its job is in BASE.job.json, its figures in BASE.figures.json
    (written at each phase), its stderr in BASE.stderr; it takes one word a line on its stdin and answers each with
    a JSON line on its stdout; closing its stdin ends it."""

    def __init__(self, base: Path):
        self.base = base
        self.proc: asyncio.subprocess.Process | None = None
        self.report: dict = {}

    def path(self, suffix: str) -> Path:
        return self.base.with_name(self.base.name + suffix)

    async def start(self, job: dict) -> None:
        self.path(".job.json").write_text(json.dumps(job))
        with open(self.path(".stderr"), "wb") as stderr:
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable, str(Path(__file__).resolve().with_name("players_bench.py")), "--worker", str(self.base),
                stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=stderr, start_new_session=True)

    @property
    def pid(self) -> int:
        return self.proc.pid if self.proc is not None else 0

    def send(self, word: str) -> None:
        assert self.proc is not None and self.proc.stdin is not None
        self.proc.stdin.write((word + "\n").encode())

    async def expect(self, phase: str) -> None:
        """Its answer `phase`, with its figures so far."""
        assert self.proc is not None and self.proc.stdout is not None
        raw = await self.proc.stdout.readline()
        if not raw:
            raise RuntimeError(f"client process {self.base.name} stopped; see {self.path('.stderr')}")
        self.report = json.loads(raw)
        if self.report.get("phase") != phase:
            raise RuntimeError(f"client process {self.base.name} answered {self.report}, not {phase!r}")

    async def stop(self) -> None:
        """Close its stdin (it drops its connections and leaves its last figures), killing it if it lingers."""
        if self.proc is None:
            return
        if self.proc.returncode is None:
            try:
                self.proc.stdin.close()
                await asyncio.wait_for(self.proc.wait(), 30)
            except (TimeoutError, BrokenPipeError, ConnectionResetError):
                try:
                    os.killpg(self.proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                await self.proc.wait()

    def read_figures(self) -> dict | None:
        """Its figures as it last wrote them (none if it never got that far)."""
        try:
            return json.loads(self.path(".figures.json").read_text())
        except (OSError, ValueError):
            return None


class CrowdProcesses:
    """The players spread over `--client-processes` workers, each a Crowd on its own event loop, driven in lock
    step: started → "ready", `arrive` → "arrived" (all logged in and connected), `go` (sent after `autorun on`) →
    "played" (the game ended). The same interface as Crowd, so that `run` measures both alike."""

    def __init__(self, folder: Path, writer_url: str, args):
        self.writer_url, self.args = writer_url, args
        self.workers = [ClientProcess(folder / f"client-{j}") for j in range(args.client_processes)]
        self.cpu_pct: dict[str, list[float]] = {}
        self._each: list[dict] | None = None         # each worker's figures at its last phase, once read
        self._figures: Figures | None = None         # all of them folded together

    @property
    def pids(self) -> list[int]:
        return [w.pid for w in self.workers if w.pid]

    def each_figures(self) -> list[dict]:
        """Each worker's figures as it wrote them at its last phase, read when first asked (not while a phase is
        being timed: a few MB of JSON to parse)."""
        if self._each is None:
            self._each = [w.read_figures() or {} for w in self.workers]
        return self._each

    @property
    def figures(self) -> Figures:
        """Every worker's figures folded together."""
        if self._figures is None:
            self._figures = Figures()
            for raw in self.each_figures():
                if raw:
                    self._figures.add(raw)
        return self._figures

    @property
    def logged_in(self) -> int:
        return sum(w.report.get("logged_in", 0) for w in self.workers)

    @property
    def connected(self) -> int:
        return sum(w.report.get("connected", 0) for w in self.workers)

    async def open(self, seats: list[tuple[int, str, str]]) -> None:
        """Give each worker a contiguous run of whole source addresses (--per-address players each)."""
        args, count = self.args, len(self.workers)
        per = args.per_address
        addresses = (len(seats) + per - 1) // per
        worker_args = dict(vars(args), concurrency=max(1, args.concurrency // count))
        for j, worker in enumerate(self.workers):
            first, end = (addresses * j // count) * per, (addresses * (j + 1) // count) * per
            await worker.start({"args": worker_args, "seed": f"{args.seed}/{j}", "writer_url": self.writer_url,
                                "seats": seats[first:end], "first_seat": first})
        await asyncio.gather(*(w.expect("ready") for w in self.workers))

    async def arrive(self) -> None:
        await self._phase("arrive", "arrived", "connect")

    async def play(self) -> None:
        await self._phase("go", "played", "rounds")

    async def close(self) -> None:
        await asyncio.gather(*(w.stop() for w in self.workers))
        self._each = self._figures = None

    def summary(self) -> dict:
        """Each worker alone: its CPU and its event loop's lag p99 while the rounds ran."""
        return {"client_processes": len(self.workers),
                "client_cpu_connect_pct": self.cpu_pct.get("connect"),
                "client_cpu_rounds_pct": self.cpu_pct.get("rounds"),
                "client_loop_lag_p99_ms_rounds": [quantiles(raw.get("lag_rounds_ms", [])).get("p99")
                                                  for raw in self.each_figures()]}

    async def _phase(self, word: str, answer: str, name: str) -> None:
        cpu0, began = [cpu_seconds(w.pid) for w in self.workers], time.perf_counter()
        for worker in self.workers:
            worker.send(word)
        await asyncio.gather(*(w.expect(answer) for w in self.workers))
        seconds = time.perf_counter() - began
        self.cpu_pct[name] = [round(100 * (cpu_seconds(w.pid) - c) / seconds, 0) for w, c in zip(self.workers, cpu0)]
        self._each = self._figures = None


async def serve_as_worker(base: Path) -> None:
    """A worker (`--worker BASE`): its players as a Crowd, driven by the words its parent sends (ClientProcess)."""
    raise_nofile()
    job = json.loads((base.with_name(base.name + ".job.json")).read_text())
    args = argparse.Namespace(**job["args"])
    crowd = Crowd(job["writer_url"], args, job["seed"])
    words: asyncio.Queue = asyncio.Queue()
    parent_gone = asyncio.Event()             # stdin closed: the parent is done, stopped at its limit, or dead
    reader = asyncio.StreamReader()
    loop = asyncio.get_running_loop()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)

    async def listen() -> None:
        while line := await reader.readline():
            words.put_nowait(line.decode().strip())
        parent_gone.set()

    phases = ["started"]

    def report(phase: str) -> None:
        phases.append(phase)
        crowd.figures.write(base.with_name(base.name + ".figures.json"))
        print(json.dumps({"phase": phase, "logged_in": crowd.logged_in, "connected": crowd.connected}), flush=True)

    async def follow() -> None:
        await crowd.open([tuple(seat) for seat in job["seats"]], job["first_seat"])
        report("ready")
        for word, answer, step in (("arrive", "arrived", crowd.arrive), ("go", "played", crowd.play)):
            if await words.get() != word:
                raise RuntimeError(f"expected {word!r} from the parent")
            await step()
            report(answer)
        await parent_gone.wait()

    listener = asyncio.ensure_future(listen())
    body = asyncio.ensure_future(follow())
    gone = asyncio.ensure_future(parent_gone.wait())
    try:
        await asyncio.wait({body, gone}, timeout=args.limit, return_when=asyncio.FIRST_COMPLETED)
        if body.done():
            body.result()                     # a failure shows in BASE.stderr, and the parent sees the stop
    finally:
        for task in (listener, body, gone):
            task.cancel()
        await asyncio.gather(body, return_exceptions=True)
        if phases[-1] != "played":
            report("stopped")                 # what was measured until the parent's limit
        await crowd.close()
