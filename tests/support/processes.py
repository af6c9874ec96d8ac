"""Processes and ports: a free port on 127.0.0.1, waiting for a condition, a process stopped whatever happens."""

from __future__ import annotations

import signal
import socket
import subprocess
import time


def free_port() -> int:
    """A port nothing listens on now (for a server that must keep its address across a restart)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def until(condition, seconds: float, what: str):
    """`condition()`'s first true value, tried every 0.1 s; after `seconds` the test fails, saying `what`."""
    end = time.time() + seconds
    while time.time() < end:
        found = condition()
        if found:
            return found
        time.sleep(0.1)
    raise AssertionError(what)


def kill(process: subprocess.Popen) -> None:
    """SIGKILL if it still runs, and wait for it."""
    if process.poll() is None:
        process.send_signal(signal.SIGKILL)
        process.wait(10)


def end(process: subprocess.Popen) -> None:
    """SIGTERM if it still runs; SIGKILL if it has not ended 10 s later."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)
