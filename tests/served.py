"""A real `conductor run --headless --serve 127.0.0.1:0` for the tests that try the game server from outside: the
judge's lines on stdin, one JSON answer a line; HTTP from another process's point of view, every POST with the
server's own Origin (as a browser on its page sends it)."""

from __future__ import annotations

import http.client
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
