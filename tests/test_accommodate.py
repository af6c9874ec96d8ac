"""Issue 47: the accommodations the federations grant (NASPA's reasonable accommodations, FISC's practice), against
a real `conductor run --headless --serve`: `accommodate 1 +30` gives table 1 thirty seconds after "Temps!"; the
player of table 1 sends a slip after "Temps!" and it is taken, the player of table 2 sends one and it is refused as
late; the accommodation is an event of the log (schema version 6), the judge is told, the log replays, and the
HTML report says which slip came in the extra time. Usage and range errors come in the judge's language."""

import subprocess
import sys

import pytest

from served import Served
from sessions import events

pytestmark = [pytest.mark.process]


@pytest.fixture()
def game(tmp_path):
    (tmp_path / "players.csv").write_text("name,table\nJugadora 1,1\nJugador 2,2\n")
    (tmp_path / "config.yaml").write_text("network:\n  entry: players\n")
    served = Served("--players", str(tmp_path / "players.csv"), "-c", str(tmp_path / "config.yaml"),
                    "--seed", "3", "--log", str(tmp_path / "game.jsonl"))
    served.log = tmp_path / "game.jsonl"
    try:
        yield served
    finally:
        served.close()


def test_an_accommodated_tables_late_slip_is_taken_and_anothers_refused(game, tmp_path):
    pins = game.judge("pins")["pins"]
    one, two = (game.login(table=t, pin=pins[str(t)]) for t in (1, 2))
    assert "error" in game.judge("accommodate 1 30s") and "error" in game.judge("accommodate 1 +9999")
    told = game.judge("accommodate 1 +30")
    assert told["ok"] and told["accommodations"] == {"1": 30}, told
    game.judge("rack C A S A R T E")
    game.judge("start")
    game.judge("time")                                          # "Temps!"
    status, late = game.call("POST", "/api/slip", {"table": 2, "slip": "H8 CASA"}, two)
    assert not late["ok"] and late["code"] == "gate.late", (status, late)
    status, taken = game.call("POST", "/api/slip", {"table": 1, "slip": "H8 CARTES"}, one)
    assert status == 200 and taken["ok"], taken
    reveal = game.judge("reveal")
    assert reveal["ok"] and reveal["missing"] == [2], reveal
    game.judge("end")
    logged = events(game.log)
    assert logged[0]["version"] == 6
    assert [(e["table"], e["seconds"]) for e in logged if e["type"] == "accommodate"] == [(1, 30)]
    assert [(e["table"], e["text"]) for e in logged if e["type"] == "slip"] == [(1, "H8 CARTES")]
    game.close()
    html = tmp_path / "report.html"
    done = subprocess.run([sys.executable, "-m", "conductor", "report", str(game.log), "--html", str(html)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    page = html.read_text(encoding="utf-8")
    assert "presa en el temps addicional de la taula (+30 s)" in page, "the extra time traced"
