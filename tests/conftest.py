"""Shared test set-up: a private cache directory for compiled word lists, and the default lexicon."""

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))


@pytest.fixture(scope="session", autouse=True)
def _private_cache(tmp_path_factory):
    """Compiled lists go to a per-run cache, so tests never depend on what a machine cached before."""
    path = tmp_path_factory.getbasetemp() / "cache"
    os.environ["CONDUCTOR_CACHE_DIR"] = str(path)
    yield path


@pytest.fixture(scope="session")
def catalan_lexicon(_private_cache):
    from conductor.engine import Lexicon
    from conductor.rules import CATALAN

    return Lexicon.load(None, CATALAN)


@pytest.fixture(scope="session")
def spanish_lexicon(_private_cache):
    from conductor.engine import Lexicon
    from conductor.rules import SPANISH

    return Lexicon.load(None, SPANISH)


ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = Path(os.environ.get("CONDUCTOR_ARTIFACTS", ROOT / "artifacts"))


@pytest.fixture(scope="session")
def virtual_screen(tmp_path_factory):
    """A private Xvfb (scripts/virtual-screen.sh) for this test process; DISPLAY points at it."""
    import subprocess

    folder = tmp_path_factory.mktemp("xvfb")
    started = subprocess.run([ROOT / "scripts" / "virtual-screen.sh", "start", folder, "1920x1080"],
                             capture_output=True, text=True, timeout=60)
    assert started.returncode == 0, started.stderr
    display = started.stdout.strip().split("=", 1)[1]
    os.environ.update({"DISPLAY": display, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"})
    yield display
    import pygame

    pygame.quit()   # before the X server goes, or Xlib ends the process with a fatal IO error
    subprocess.run([ROOT / "scripts" / "virtual-screen.sh", "stop", folder], timeout=30)


@pytest.fixture(scope="session")
def screenshots():
    folder = ARTIFACTS / "screens"
    folder.mkdir(parents=True, exist_ok=True)
    return folder
