"""Processes and ports: a free port on 127.0.0.1, waiting for a condition, a process stopped whatever happens."""

from __future__ import annotations

import random
import signal
import socket
import subprocess
import time


def _ephemeral_ports() -> tuple[int, int]:
    """The kernel's range for the local ports of outgoing connections (and of bind to port 0)."""
    try:
        low, high = (int(each) for each in open("/proc/sys/net/ipv4/ip_local_port_range").read().split())
        return low, high
    except (OSError, ValueError):
        return 32768, 60999


def free_port() -> int:
    """A port nothing listens on now (for a server that must keep its address across a restart, or one named in a
    file before it starts). Drawn below the kernel's ephemeral range: a port bind(0) gives is one that another
    test's outgoing connection may take before the server binds it (a likely cause of caddy failing to start once)."""
    low, _high = _ephemeral_ports()
    if low <= 11024:                          # no room below it: the kernel's own choice
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            return probe.getsockname()[1]
    while True:
        port = random.randrange(10000, low)
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port


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
