"""A real Redis on a Unix socket in the test's folder, and real socket processes (`conductor sockets`) beside a
served game: the fan-out past one process, tried as it runs (docs/ARCHITECTURE.md, "Past one process")."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from processes import end


class Redis:
    def __init__(self, folder: Path):
        binary = shutil.which("redis-server")
        if binary is None:
            pytest.skip("redis-server is not installed (Debian: apt install redis-server; make test does)")
        self.binary, self.folder = binary, folder
        self.path = folder / "redis.sock"
        self.url = f"unix://{self.path}?db=0"
        self.process: subprocess.Popen | None = None
        self.start()

    def start(self) -> None:
        self.process = subprocess.Popen(
            [self.binary, "--port", "0", "--unixsocket", str(self.path), "--unixsocketperm", "700", "--save", "",
             "--appendonly", "no", "--dir", str(self.folder)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while not self.path.exists():
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise AssertionError("redis-server did not start")
            time.sleep(0.02)

    def client(self):
        import redis

        return redis.Redis.from_url(self.url, decode_responses=True)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)
        self.path.unlink(missing_ok=True)


class Sockets:
    """`conductor sockets -c CONFIG --serve 127.0.0.1:0`; `url` once it listens."""

    def __init__(self, config: Path):
        self.process = subprocess.Popen([sys.executable, "-m", "conductor", "sockets", "-c", str(config), "--serve",
                                         "127.0.0.1:0"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self.lines: list[str] = []
        found = threading.Event()

        def read() -> None:
            for line in self.process.stderr:
                self.lines.append(line.rstrip())
                if re.search(r"/ws at http://", line):
                    found.set()

        threading.Thread(target=read, daemon=True).start()
        if not found.wait(30):
            self.close()
            raise AssertionError(f"conductor sockets did not start: {self.lines}")
        self.url = re.search(r"(http://[0-9.]+:[0-9]+)/", next(line for line in self.lines if "/ws at" in line)).group(1)

    def close(self) -> None:
        end(self.process)
