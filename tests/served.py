"""A real `conductor run --headless --serve 127.0.0.1:0` for the tests that try the game server from outside: the
judge's lines on stdin, one JSON answer a line; HTTP from another process's point of view, every POST with the
server's own Origin (as a browser on its page sends it)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import urllib.error
import urllib.request


class Served:
    def __init__(self, *args: str):
        self.process = subprocess.Popen(
            [sys.executable, "-m", "conductor", "run", "--headless", "--serve", "127.0.0.1:0", *args],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline()
        if not line:
            raise AssertionError(f"conductor run {' '.join(args)} did not start")
        self.first = json.loads(line)
        self.url = self.first["serve"].rstrip("/")

    def judge(self, line: str) -> dict:
        """One console line and its answer (an unattended game's own lines are skipped: they carry "autorun")."""
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        while True:
            answer = json.loads(self.process.stdout.readline())
            if "autorun" not in answer:
                return answer

    def call(self, method: str, path: str, body=None, token: str | None = None, raw: bool = False):
        """(status, the JSON answer, or the bytes with raw)."""
        headers = {"Origin": self.url}
        data = None
        if body is not None:
            data, headers["Content-Type"] = json.dumps(body).encode(), "application/json"
        if token:
            headers["Authorization"] = f"Bearer {token}"
        request = urllib.request.Request(self.url + path, data, headers, method=method)
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

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)
        self.process.stdout.close()

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.stdin.close()
            self.process.wait(20)
        self.process.stdout.close()
