"""The game's files are its owner's: with a umask that would leave them readable by everybody (0),
every file a real `conductor run --headless --serve` writes (the log, its lock, the PIN sheet, the links, the
broker's key), the reports and a pack are 0600, and folders Conductor makes 0700."""

import json
import os
import stat
import subprocess
import sys

import pytest

from conductor.files import private_file, private_folder, write_private

PLAYERS = "name,table\n" + "".join(f"Jugador {t},{t}\n" for t in range(1, 5))


def _mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def _open_umask():
    os.umask(0)                     # the worst a judge's laptop may have: everything created readable and writable


@pytest.mark.process
def test_every_file_of_a_served_game_is_the_owners_alone(tmp_path):
    (tmp_path / "players.csv").write_text(PLAYERS)
    # a broker nobody answers on: the writer makes the shared key all the same (and says the broker is down)
    (tmp_path / "config.yaml").write_text("network:\n  entry: online\n  broker: redis://127.0.0.1:1/0\n")
    log = tmp_path / "game.jsonl"
    old = tmp_path / "game-links.csv"
    old.write_text("left readable by an older version\n")
    os.chmod(old, 0o644)
    process = subprocess.Popen(
        [sys.executable, "-m", "conductor", "run", "--headless", "--serve", "127.0.0.1:0", "--seed", "3",
         "--players", str(tmp_path / "players.csv"), "--log", str(log), "-c", str(tmp_path / "config.yaml")],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, preexec_fn=_open_umask)
    try:
        assert json.loads(process.stdout.readline())["ok"]

        def judge(line):
            process.stdin.write(line + "\n")
            process.stdin.flush()
            return json.loads(process.stdout.readline())

        pins = judge("pins")
        links = judge("join links")
        assert pins["ok"] and links["ok"]
        files = [log, log.with_name(log.name + ".lock"), tmp_path / "game-pins.html", old, tmp_path / "broker.key"]
        for path in files:
            assert path.exists(), path
            assert _mode(path) == 0o600, (path.name, oct(_mode(path)))
    finally:
        process.stdin.close()
        process.wait(30)
        process.stdout.close()
    reports = subprocess.run([sys.executable, "-m", "conductor", "report", str(log), "--html",
                              str(tmp_path / "report.html"), "--csv", str(tmp_path / "report.csv")],
                             capture_output=True, text=True, preexec_fn=_open_umask, timeout=120)
    assert reports.returncode == 0, reports.stderr
    assert _mode(tmp_path / "report.html") == _mode(tmp_path / "report.csv") == 0o600


@pytest.mark.process
def test_a_pack_is_the_owners_alone(tmp_path):
    made = subprocess.run([sys.executable, "-m", "conductor", "pack", "--seed", "5", "--rounds", "1", "-o",
                           str(tmp_path / "game.pack")], capture_output=True, text=True, preexec_fn=_open_umask,
                          timeout=300, stdin=subprocess.DEVNULL)
    assert made.returncode == 0, made.stderr
    assert _mode(tmp_path / "game.pack") == 0o600
    assert not (tmp_path / "game.pack.part").exists()


def test_the_helper_whatever_the_umask(tmp_path):
    old = os.umask(0)
    try:
        folder = private_folder(tmp_path / "a" / "b")
        assert _mode(tmp_path / "a") == _mode(folder) == 0o700
        write_private(folder / "one.txt", "text")
        with private_file(folder / "two.jsonl", "a") as out:
            out.write("{}\n")
        write_private(folder / "three.bin", b"x", atomic=True)
        assert [_mode(folder / n) for n in ("one.txt", "two.jsonl", "three.bin")] == [0o600] * 3
        os.chmod(folder / "one.txt", 0o666)
        write_private(folder / "one.txt", "again")
        assert _mode(folder / "one.txt") == 0o600 and (folder / "one.txt").read_text() == "again"
        os.symlink(tmp_path / "elsewhere", folder / "link")
        try:
            write_private(folder / "link", "x")
            raise AssertionError("a symbolic link was followed")
        except OSError:
            pass
        assert not (tmp_path / "elsewhere").exists()
    finally:
        os.umask(old)
