"""What the benchmarks that need a screen or a sound card share: the project's own virtual screen and
null sound sink (scripts/), started when the machine has none, and the measuring run in a child process
that sees them."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ROOT / "scripts"


def _start(script: str, folder: str, *extra: str) -> dict[str, str]:
    started = subprocess.run([SCRIPTS / script, "start", folder, *extra], capture_output=True, text=True, check=True)
    return dict(line.split("=", 1) for line in started.stdout.split())


@contextlib.contextmanager
def services(screen: str | None = None):
    """The environment for the child: a null sink if there is no sound device, Xvfb of size `screen`."""
    import sounddevice

    env = dict(os.environ)
    stops: list[tuple[str, str]] = []
    try:
        if screen is not None:
            folder = tempfile.mkdtemp(prefix="conductor-bench-x-")
            env.update(_start("virtual-screen.sh", folder, screen), SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy")
            stops.append(("virtual-screen.sh", folder))
        if not sounddevice.query_devices():
            folder = tempfile.mkdtemp(prefix="conductor-bench-pulse-")
            env.update(_start("null-audio-sink.sh", folder))
            stops.append(("null-audio-sink.sh", folder))
            print(f"no sound device: playing into a private PulseAudio null sink ({folder})")
        yield env
    finally:
        for script, folder in reversed(stops):
            subprocess.run([SCRIPTS / script, "stop", folder], env=env)


def measure_in_child(script: str, arguments: list[str], env: dict[str, str]) -> int:
    """Run `script --inner ARGUMENTS` and print the figures of the JSON object it prints last."""
    done = subprocess.run([sys.executable, script, "--inner", *arguments], env=env, capture_output=True, text=True)
    if done.returncode != 0:
        print(done.stderr, file=sys.stderr)
        return done.returncode
    for key, value in json.loads(done.stdout.splitlines()[-1]).items():
        print(f"{key:32} {value}")
    return 0
