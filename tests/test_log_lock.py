"""One conductor per game log: a second `conductor run` on a log that another one holds is refused with
the holder's pid, reading it (`report`) is still allowed, and a SIGKILLed holder leaves the log free."""

import json
import os
import signal
import subprocess
import sys

import pytest

from conductor.clock import StepClock
from conductor.game.duplicate import Config
from conductor.game.lock import LogLocked, lock_path
from conductor.game.players import Player
from conductor.game.session import Session

PLAYERS = "name,table\nAnna,1\nBernat,2\n"


def _conductor(*args):
    return subprocess.Popen([sys.executable, "-m", "conductor", *map(str, args)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _ask(process, command):
    process.stdin.write(command + "\n")
    process.stdin.flush()
    return json.loads(process.stdout.readline())


@pytest.fixture()
def players_file(tmp_path):
    path = tmp_path / "players.csv"
    path.write_text(PLAYERS)
    return path


@pytest.mark.process
def test_a_second_conductor_on_the_same_log_is_refused(tmp_path, players_file):
    log = tmp_path / "game.jsonl"
    first = _conductor("run", "--headless", "--fake-clock", "--seed", 3, "--players", players_file, "--log", log)
    try:
        assert json.loads(first.stdout.readline())["ok"]
        assert _ask(first, "draw")["ok"]
        before = log.read_bytes()
        for args in (["--resume", log], ["--players", players_file, "--log", log]):
            second = subprocess.run([sys.executable, "-m", "conductor", "run", "--headless", *map(str, args)],
                                    input="draw\n", capture_output=True, text=True, timeout=60)
            assert second.returncode == 2, second
            assert second.stderr.strip() == \
                f"conductor run: el registre '{log}' és obert en un altre conductor (pid {first.pid})"
            assert second.stdout == ""
        assert log.read_bytes() == before                   # nothing appended by the refused one
        report = subprocess.run([sys.executable, "-m", "conductor", "report", str(log)], capture_output=True,
                                text=True, timeout=60)
        assert report.returncode == 0, report.stderr        # reading stays allowed
        assert _ask(first, "start")["ok"]                   # the holder goes on
    finally:
        first.stdin.close()
        assert first.wait(30) == 0
        first.stdout.close(), first.stderr.close()
    assert not lock_path(log).exists()                      # a clean exit leaves no lock file behind


@pytest.mark.process
def test_a_sigkilled_holder_leaves_the_log_free(tmp_path, players_file):
    log = tmp_path / "game.jsonl"
    first = _conductor("run", "--headless", "--fake-clock", "--seed", 3, "--players", players_file, "--log", log)
    assert json.loads(first.stdout.readline())["ok"]
    assert _ask(first, "draw")["ok"]
    first.send_signal(signal.SIGKILL)
    first.wait()
    first.stdin.close(), first.stdout.close(), first.stderr.close()
    assert lock_path(log).exists()                          # left behind, but its lock died with the process
    resumed = subprocess.run([sys.executable, "-m", "conductor", "run", "--headless", "--fake-clock", "--resume",
                              str(log)], input="start\nstate\n", capture_output=True, text=True, timeout=60)
    assert resumed.returncode == 0, resumed.stderr
    answers = [json.loads(line) for line in resumed.stdout.splitlines()]
    assert answers[1]["ok"] and answers[2]["phase"] == "think"


def test_in_one_process_a_closed_session_frees_its_log(catalan_lexicon, tmp_path):
    path = tmp_path / "g.jsonl"
    session = Session.new(path, catalan_lexicon, "fisc", [Player(1, "A")], 1, Config(), StepClock())
    with pytest.raises(LogLocked, match=f"is open in another conductor \\(pid {os.getpid()}\\)"):
        Session.resume(path, catalan_lexicon, StepClock())
    session.close()
    again = Session.resume(path, catalan_lexicon, StepClock())
    assert again.execute("draw")["ok"]
    again.close()


def test_a_clean_exit_leaves_no_lock_file_even_where_an_open_file_cannot_be_removed(tmp_path, monkeypatch):
    """Windows refuses to remove a file that is open (the lock's, while held): the release removes it once closed.
    Before, Windows kept a 5-byte GAME.jsonl.lock beside every log after `surt`."""
    from conductor.game import lock as lock_module

    log = tmp_path / "g.jsonl"
    held = lock_module.LogLock.acquire(log)
    real_unlink, refused = os.unlink, []

    def windows_unlink(path, *args, **kwargs):      # Windows' rule: no removing a file someone has open
        if held._fd >= 0 and os.path.samefile(path, lock_path(log)):
            refused.append(path)
            raise PermissionError(13, "The process cannot access the file because it is being used")
        return real_unlink(path, *args, **kwargs)

    monkeypatch.setattr(lock_module.os, "unlink", windows_unlink)
    held.release()
    assert refused and not lock_path(log).exists()
    again = lock_module.LogLock.acquire(log)       # and the log is free for the next conductor
    again.release()
    assert not lock_path(log).exists()
