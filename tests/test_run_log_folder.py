"""`conductor run --log` into a folder that does not exist: one line in the game's language naming the folder, exit 2
(it was Python's "[Errno 2] No such file or directory: '…/g.jsonl.lock'"). Real processes."""

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.process

CONDUCTOR = Path(sys.executable).parent / "conductor"


@pytest.mark.parametrize("language,words", [("ca", "no existeix"), ("es", "no existe")])
def test_a_log_in_a_missing_folder_is_one_line_naming_it(tmp_path, language, words):
    players = tmp_path / "players.csv"
    players.write_text("name,table\nAnna,1\nBiel,2\n", encoding="utf-8")
    settings = tmp_path / "config.yaml"
    settings.write_text(f"language: {language}\n", encoding="utf-8")
    folder = tmp_path / "missing" / "sub"
    done = subprocess.run([CONDUCTOR, "run", "--headless", "-c", settings, "--players", players,
                           "--log", folder / "g.jsonl"], capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 2, done
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert str(folder) in lines[0] and words in lines[0], lines
    assert "Errno" not in lines[0] and ".lock" not in lines[0]
    assert not (tmp_path / "missing").exists()
