"""Shared test set-up: the helpers' folder (tests/support) on the path, the two tiers (support/tiers.py), a private
cache directory for compiled word lists, the default lexicons, a virtual screen."""

import os
import sys
from pathlib import Path

import pytest

sys.path[:0] = [str(Path(__file__).resolve().parent / "support"), str(Path(__file__).resolve().parent)]

import tiers  # noqa: E402
from paths import ARTIFACTS, ROOT  # noqa: E402 - ROOT is imported from here by older tests

GUARD = tiers.GUARD


def pytest_addoption(parser):
    parser.addoption("--quick", action="store_true",
                     help="fewer examples for the property and differential tests (make check)")


def pytest_configure(config):
    tiers.configure(config)
    GUARD.install()
    # No deadline for a property test's examples (speed is shown by bench/, never asserted: on two busy cores an
    # example of test_rules took 412 ms against the default 200); with --quick, ten examples where a test names no
    # number (tiers.examples for those that do).
    from hypothesis import settings

    settings.register_profile("suite", deadline=None)
    settings.register_profile("quick", settings.get_profile("suite"), max_examples=10)
    settings.load_profile("quick" if tiers.QUICK else "suite")


def pytest_unconfigure(config):
    GUARD.uninstall()


@pytest.hookimpl(tryfirst=True)         # before -m leaves out what is marked real
def pytest_collection_modifyitems(config, items):
    wrong = tiers.mark(items)
    if wrong and not hasattr(config, "workerinput"):        # an xdist worker's tests fail instead, one by one
        raise pytest.UsageError("a test uses a real part without its marker:\n  " + "\n  ".join(wrong))


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    GUARD.begin(item)


@pytest.hookimpl(trylast=True)          # after the test itself, if it passed
def pytest_runtest_call(item):
    started = GUARD.end()
    if started:             # a process started where the test caught the failure: it fails all the same
        pytest.fail(started[0], pytrace=False)


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_teardown(item):
    GUARD.end()             # tear-down may stop what a real test of the same run started
    yield
    GUARD.finish()


def pytest_sessionfinish(session):
    """A worker hands its leftovers (tiers.Guard) to the controller, which names them in the summary."""
    if hasattr(session.config, "workeroutput"):
        session.config.workeroutput["guard_leftovers"] = GUARD.leftovers
    elif any(error for error, _ in GUARD.leftovers) and session.exitstatus == 0:
        session.exitstatus = 1      # an unmarked test's thread started a process: the run fails, naming it


@pytest.hookimpl(optionalhook=True)     # an xdist hook: the controller learns of a worker's end
def pytest_testnodedown(node, error):
    GUARD.leftovers.extend(map(tuple, getattr(node, "workeroutput", {}).get("guard_leftovers", [])))


def pytest_terminal_summary(terminalreporter):
    config = terminalreporter.config
    if hasattr(config, "workeroutput"):
        return
    seed = getattr(config.option, "randomly_seed", None)
    if isinstance(seed, int) and config.pluginmanager.has_plugin("randomly"):
        terminalreporter.line(f"test order shuffled: --randomly-seed={seed} runs it again in this order")
    if not GUARD.leftovers:
        return
    terminalreporter.section("processes started by a test's thread after it ended (tests/support/tiers.py)")
    for error, said in sorted(set(GUARD.leftovers)):
        terminalreporter.line(("ERROR " if error else "note  ") + said)


@pytest.fixture(scope="session", autouse=True)
def _private_cache(tmp_path_factory):
    """Compiled lists go to a per-run cache, so tests never depend on what a machine cached before. The run's
    workers share it (each entry is written beside and renamed over): a list is compiled once a run, not once a
    worker."""
    base = tmp_path_factory.getbasetemp()
    path = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "cache"
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
