"""The tiers' guard (tests/support/tiers.py) blames only the test whose code started a process: a real test's
thread that starts one while a pure test runs on the same worker is that real test's doing, named in the summary,
and the pure test passes. Each case runs an inner pytest with the suite's own conftest and settings."""

import os
import subprocess
import sys
import textwrap

import pytest
from paths import ROOT

pytestmark = pytest.mark.process

LEAVES = """
    import subprocess, threading, time
    import pytest

    @pytest.mark.process
    def test_real_leaves_a_thread():
        def later():
            time.sleep(0.4)
            subprocess.run(["true"])
        threading.Thread(target=later).start()

    def test_pure_runs_meanwhile():
        time.sleep(1.0)
"""

PURE = """
    import subprocess, threading, time

    def test_pure_starts_one():
        subprocess.run(["true"])

    def test_pure_thread_starts_one_while_it_runs():
        thread = threading.Thread(target=lambda: subprocess.run(["true"]))
        thread.start()
        thread.join()

    def test_pure_leaves_a_thread():
        def later():
            time.sleep(0.4)
            subprocess.run(["true"])
        threading.Thread(target=later).start()

    def test_pure_after():
        time.sleep(1.0)
"""


def _inner(tmp_path, source: str) -> subprocess.CompletedProcess:
    (tmp_path / "test_inner.py").write_text(textwrap.dedent(source))
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", "-p", "conftest",
         "-c", str(ROOT / "pyproject.toml"), "--rootdir", str(tmp_path), str(tmp_path / "test_inner.py")],
        capture_output=True, text=True, timeout=120, cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT / "tests")})


def test_a_real_tests_thread_is_charged_to_it_not_to_the_pure_test_running(tmp_path):
    run = _inner(tmp_path, LEAVES)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "2 passed" in run.stdout
    assert "note  test_inner.py::test_real_leaves_a_thread left a thread that started `true` after the test ended" \
        in run.stdout
    assert "test_pure_runs_meanwhile started" not in run.stdout


def test_a_pure_test_is_still_failed_for_what_it_or_its_threads_start(tmp_path):
    run = _inner(tmp_path, PURE)
    out = run.stdout
    assert run.returncode == 1, out + run.stderr
    assert "FAILED test_inner.py::test_pure_starts_one" in out
    assert "FAILED test_inner.py::test_pure_thread_starts_one_while_it_runs" in out
    # its thread started a process after it passed: the run fails, naming it, and the next test is not blamed
    assert "ERROR test_inner.py::test_pure_leaves_a_thread left a thread that started `true` after the test ended, " \
           "without @pytest.mark.process" in out
    assert "test_pure_after started" not in out and "2 failed, 2 passed" in out
