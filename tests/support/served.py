"""A real `conductor run --headless --serve 127.0.0.1:0` for the tests that try the game server from outside: the
judge's lines on stdin, one JSON answer a line; HTTP from another process's point of view, every POST with the
server's own Origin (as a browser on its page sends it). One class for every such test: a test file's own kind of
game (its players file, its settings) is a small subclass."""

from __future__ import annotations

import asyncio
import http.client
import json
import signal
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request
from contextlib import contextmanager
from urllib.parse import urlsplit

import aiohttp

from conductor.server import tickets
from processes import end


class Served:
    """`conductor run --headless --serve SERVE ARGS` (with `serve=None`, `conductor run ARGS` exactly as given, the
    address from the settings). `url` has no trailing slash (a subclass may keep the one printed); `opening` holds the lines printed up to the one naming
    the address (a resumed log that lost a torn line says so first), `first` that line. With `checked`, every
    judge's line must be accepted. What the process writes on stderr is kept and told when it dies."""

    def __init__(self, *args: str, serve: str | None = "127.0.0.1:0", checked: bool = False, preexec_fn=None):
        self.serve, self.checked, self.preexec_fn = serve, checked, preexec_fn
        self.start(*args)

    def start(self, *args: str) -> None:
        command = [sys.executable, "-m", "conductor", "run", *(("--headless", "--serve", self.serve) if self.serve
                                                               else ()), *args]
        self.stderr = tempfile.TemporaryFile("w+", encoding="utf-8")
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr,
                                        text=True, preexec_fn=self.preexec_fn)
        self.opening = [self.read()]
        while "serve" not in self.opening[-1]:
            self.opening.append(self.read())
        self.first = self.opening[-1]
        self.url = self.first["serve"].rstrip("/")
        address = urlsplit(self.url)
        self.host, self.port = address.hostname, address.port

    def errors(self) -> str:
        """What the process wrote on stderr so far."""
        self.stderr.seek(0)
        return self.stderr.read()

    def read(self) -> dict:
        """The next line the process prints; the test fails, with the process's stderr, if it stopped."""
        line = self.process.stdout.readline()
        if not line:
            self.process.wait(10)
            raise AssertionError(f"conductor run stopped ({self.process.returncode}):\n{self.errors()}")
        return json.loads(line)

    def judge(self, line: str) -> dict:
        """One console line and its answer (an unattended game's own lines are skipped: they carry "autorun")."""
        if self.process.poll() is not None:
            raise AssertionError(f"conductor run stopped ({self.process.returncode}):\n{self.errors()}")
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        while True:
            answer = self.read()
            if "autorun" not in answer:
                break
        if self.checked:
            assert answer["ok"], (line, answer)
        return answer

    def call(self, method: str, path: str, body=None, token: str | None = None, raw: bool = False):
        """(status, the JSON answer, or the bytes with raw)."""
        headers = {"Origin": self.url.rstrip("/")}
        data = None
        if body is not None:
            data, headers["Content-Type"] = json.dumps(body).encode(), "application/json"
        if token:
            headers["Authorization"] = f"Bearer {token}"
        request = urllib.request.Request(self.url.rstrip("/") + path, data, headers, method=method)
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                payload, status = response.read(), response.status
        except urllib.error.HTTPError as error:
            payload, status = error.read(), error.code
        return status, payload if raw else json.loads(payload)

    def post(self, path: str, body: dict, token: str | None = None) -> dict:
        return self.call("POST", path, body, token)[1]

    def get(self, path: str, token: str | None = None) -> dict:
        return self.call("GET", path, token=token)[1]

    def login(self, code: str | None = None, **credentials) -> str:
        """A device's code, or a player's table and PIN: the token, which must be given."""
        status, answer = self.call("POST", "/api/login", {"code": code} if code is not None else credentials)
        assert status == 200 and answer["ok"], answer
        return answer["token"]

    def kill(self) -> None:
        """SIGKILL, as a crash."""
        self.process.send_signal(signal.SIGKILL)
        assert self.process.wait(10) == -signal.SIGKILL
        self._streams_closed()

    def quit(self) -> None:
        """The judge's `quit`: the process must end with 0."""
        self.process.stdin.write("quit\n")
        self.process.stdin.close()
        assert self.process.wait(20) == 0, self.errors()
        self._streams_closed()

    def close(self) -> None:
        """Its stdin closed, as at the end of a console: it must end within 20 s."""
        if self.process.poll() is None:
            self.process.stdin.close()
            self.process.wait(20)
        self._streams_closed()

    def stop(self) -> None:
        """Ended whatever happens (a test's tear-down): stdin closed, then SIGTERM, then SIGKILL."""
        try:
            if self.process.poll() is None:
                self.process.stdin.close()
                self.process.wait(10)
        except (subprocess.TimeoutExpired, OSError):
            end(self.process)
        finally:
            self._streams_closed()

    def _streams_closed(self) -> None:
        for stream in (self.process.stdin, self.process.stdout, self.stderr):
            try:
                stream.close()
            except OSError:
                pass


@contextmanager
def two_tables(tmp_path):
    """A served game of two tables whose players sign in with PINs (seed 3), its log as `.log`; closed after."""
    (tmp_path / "players.csv").write_text("name,table\nJugadora 1,1\nJugador 2,2\n")
    (tmp_path / "config.yaml").write_text("network:\n  entry: players\n")
    served = Served("--players", str(tmp_path / "players.csv"), "-c", str(tmp_path / "config.yaml"),
                    "--seed", "3", "--log", str(tmp_path / "game.jsonl"))
    served.log = tmp_path / "game.jsonl"
    try:
        yield served
    finally:
        served.close()


class ServedGame(Served):
    """A served game with its players file (30 players) and its settings (`network.entry`, more lines under
    `network:` in `config`) in `tmp_path`, seed 8; HTTP without an Origin, answered with its headers."""

    PLAYERS = "name,table\n" + "".join(f"Jugador {t},{t}\n" for t in range(1, 31))

    def __init__(self, tmp_path, entry="players", players=PLAYERS, config="", extra=(), port=0, preexec_fn=None):
        """`extra`: more arguments for `conductor run`; `preexec_fn`: run in the server's process before it
        starts (a descriptor limit)."""
        (tmp_path / "players.csv").write_text(players)
        (tmp_path / "config.yaml").write_text(f"network:\n  entry: {entry}\n" + config)
        self.log = tmp_path / "game.jsonl"
        super().__init__("--seed", "8", "--players", str(tmp_path / "players.csv"), "--log", str(self.log),
                         "-c", str(tmp_path / "config.yaml"), *extra, serve=f"127.0.0.1:{port}",
                         preexec_fn=preexec_fn)

    def http(self, method, path, body=None, token=None, content_type="application/json", raw=None):
        data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
        headers = {"Content-Type": content_type} if data is not None else {}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        request = urllib.request.Request(self.url + path, data=data, headers=headers, method=method)
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status, json.loads(response.read()), dict(response.headers)
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read()), dict(error.headers)

    def login(self, **credentials):
        status, answer, _ = self.http("POST", "/api/login", credentials)
        assert status == 200 and answer["ok"], answer
        return answer["token"]

    def slip(self, token, **body):
        return self.http("POST", "/api/slip", body, token)

    def lines(self):
        return self.log.read_text(encoding="utf-8").splitlines()


class Listener:
    """A WebSocket and every text it receives."""

    def __init__(self, session: aiohttp.ClientSession, url: str, ticket: str | None = None, cookie: bool = False,
                 origin: str | None = None):
        self.session, self.url, self.ticket, self.cookie, self.origin = session, url, ticket, cookie, origin
        self.texts: list[str] = []
        self.closed_with: int | None = None

    async def open(self) -> Listener:
        headers = {"Origin": self.origin or self.url}
        if self.ticket and self.cookie:
            headers["Cookie"] = f"{tickets.COOKIE}={self.ticket}"
        elif self.ticket:
            headers["Authorization"] = f"Bearer {self.ticket}"
        self.ws = await self.session.ws_connect(self.url + "/ws", headers=headers)
        self.task = asyncio.ensure_future(self._read())
        return self

    async def _read(self) -> None:
        async for message in self.ws:
            if message.type == aiohttp.WSMsgType.TEXT:
                self.texts.append(message.data)
        self.closed_with = self.ws.close_code

    def last(self, kind: str) -> dict | None:
        for text in reversed(self.texts):
            data = json.loads(text)
            if data["type"] == kind:
                return data
        return None


def request(port, method, path, body=None, *, raw=None, context=None, source="127.0.0.1", headers=None, timeout=10):
    """One request to 127.0.0.1:`port` (HTTPS when `context` is given) from the loopback address `source`, with any
    header (a "Host" among them is sent instead of the real one): (status, JSON or the bytes, the headers as a
    list of pairs)."""
    if context is not None:
        connection = http.client.HTTPSConnection("127.0.0.1", port, timeout=timeout, context=context,
                                                 source_address=(source, 0))
    else:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout, source_address=(source, 0))
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    sent = {"Content-Type": "application/json"} if data is not None else {}
    sent.update(headers or {})
    try:
        connection.putrequest(method, path, skip_host="Host" in sent)
        for name, value in sent.items():
            connection.putheader(name, value)
        if data is not None:
            connection.putheader("Content-Length", str(len(data)))
        connection.endheaders(data)
        response = connection.getresponse()
        text = response.read()
        try:
            answer = json.loads(text)
        except ValueError:
            answer = text
        return response.status, answer, response.getheaders()
    finally:
        connection.close()
