"""The Start menu's game on Windows (`conductor run --home`, judge_folder.py): a judge who clicks it has no players
file and no settings. The first start makes the folder and writes a sample jugadors.csv and a commented config.yaml
there, once; every start runs the game there with them, its log beside them, serving phones with PINs. Before, the
shortcut ran `conductor run --serve 8765`, refused at once ("cal la llista de jugadors") in a window that closed."""

import json
import subprocess
import sys

import pytest

from conductor.config import load_settings
from conductor.game.players import read_players
from conductor.judge_folder import default_folder, prepare


def test_the_first_start_writes_the_samples_once_and_never_over_the_judges(tmp_path):
    folder = tmp_path / "Documents" / "Conductor"
    made = prepare(folder)
    assert made.folder == folder and made.written == ("config.yaml", "jugadors.csv")
    settings = load_settings(made.settings)
    assert (settings.ruleset, settings.serve, settings.entry, settings.show_join) == ("fisc", "8765", "players", True)
    assert [(p.table, p.name) for p in read_players(made.players, "ca")] == [(1, "Jugadora U"), (2, "Jugador Dos")]
    made.players.write_text("nom,taula\nNúria,5\n", encoding="utf-8")      # the judge's own
    again = prepare(folder)
    assert again.written == () and made.players.read_text(encoding="utf-8") == "nom,taula\nNúria,5\n"


def test_the_folder_is_the_users_documents(monkeypatch, tmp_path):
    import platformdirs

    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: str(tmp_path / "Documents"))
    assert default_folder() == tmp_path / "Documents" / "Conductor"


def _start(folder, cwd, commands="surt\n"):
    return subprocess.run([sys.executable, "-m", "conductor", "run", "--home", str(folder), "--headless", "--serve",
                           "127.0.0.1:0", "--seed", "3"], cwd=cwd, capture_output=True, text=True, timeout=120,
                          input=commands)


@pytest.mark.process
def test_the_start_menus_game_starts_in_the_judges_folder_with_its_files(tmp_path):
    folder, elsewhere = tmp_path / "Núria" / "Documents" / "Conductor", tmp_path / "home"
    elsewhere.mkdir()
    done = _start(folder, elsewhere, "draw\npins\nsurt\n")
    assert done.returncode == 0, done.stderr
    assert f"primera vegada: s'hi han escrit config.yaml, jugadors.csv d'exemple a {folder}" in done.stderr
    assert f"carpeta de la partida: {folder} (jugadors.csv i config.yaml: editeu-los per a la vostra partida)" \
        in done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert answers[0]["ok"] and answers[0]["serve"].startswith("http://127.0.0.1:")     # the phones' server
    assert answers[1]["ok"] and answers[1]["rack"]
    assert answers[2]["ok"] and sorted(answers[2]["pins"]) == ["1", "2"] and "warning" not in answers[2]
    logs = sorted(folder.glob("duplicada-*.jsonl"))
    assert len(logs) == 1 and not list(elsewhere.iterdir())                  # the log beside the files
    setup = json.loads(logs[0].read_text(encoding="utf-8").splitlines()[0])
    assert [p["name"] for p in setup["players"]] == ["Jugadora U", "Jugador Dos"]
    assert not list(folder.glob("*.lock"))

    (folder / "jugadors.csv").write_text("nom,taula\nNúria,5\n", encoding="utf-8")
    again = _start(folder, elsewhere)
    assert again.returncode == 0 and "primera vegada" not in again.stderr, again.stderr
    assert (folder / "jugadors.csv").read_text(encoding="utf-8") == "nom,taula\nNúria,5\n"
    assert json.loads(again.stdout.splitlines()[0])["ok"]
