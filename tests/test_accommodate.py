"""The accommodations the federations grant (NASPA's reasonable accommodations, FISC's practice), against
a real `conductor run --headless --serve`: `accommodate 1 +30` gives table 1 thirty seconds after "Temps!"; the
player of table 1 sends a slip after "Temps!" and it is taken, the player of table 2 sends one and it is refused as
late. An assistant (`device add "Ajudant" 1 --assist`) enters table 1's slips on its player's behalf as the player
may (not table 2's, no scores), in the extra time too. The accommodation, the assistant's device and its slips are
events of the log (schema version 6), the judge is told, the log replays, and the HTML report says which slip came
in the extra time and which the assistant entered."""

import subprocess
import sys

import pytest

from served import two_tables
from sessions import events

pytestmark = [pytest.mark.process]


@pytest.fixture()
def game(tmp_path):
    with two_tables(tmp_path) as served:
        yield served


def test_an_accommodated_tables_late_slip_is_taken_and_anothers_refused(game, tmp_path):
    pins = game.judge("pins")["pins"]
    one, two = (game.login(table=t, pin=pins[str(t)]) for t in (1, 2))
    assert "error" in game.judge("accommodate 1 30s") and "error" in game.judge("accommodate 1 +9999")
    assert game.judge('device add "Dos" 1-2 --assist')["code"] == "device.assist_one"
    added = game.judge('device add "Ajudant" 1 --assist')
    assert added["ok"] and added["assist"] is True, added
    helper = game.login(code=added["code"])
    told = game.judge("accommodate 1 +30")
    assert told["ok"] and told["accommodations"] == {"1": 30}, told
    assert game.judge("state")["accommodations"] == {"1": 30}                # shown to the judge
    game.judge("rack C A S A R T E")
    game.judge("start")
    game.judge("time")                                          # "Temps!"
    status, late = game.call("POST", "/api/slip", {"table": 2, "slip": "H8 CASA"}, two)
    assert not late["ok"] and late["code"] == "gate.late", (status, late)
    status, taken = game.call("POST", "/api/slip", {"table": 1, "slip": "H8 CARTES"}, one)
    assert status == 200 and taken["ok"], taken
    reveal = game.judge("reveal")
    assert reveal["ok"] and reveal["missing"] == [2], reveal

    # round 2: the assistant, for table 1 only, as its player may; in the extra time too
    game.judge("rack M O L T E S A")
    game.judge("start")
    refused = [game.call("POST", "/api/slip", body, helper)[1]["code"]
               for body in ({"table": 2, "slip": "H8 MOLTES"}, {"table": 1, "slip": "23"})]
    assert refused == ["gate.tables", "gate.player_move"], refused
    game.judge("time")
    status, taken = game.call("POST", "/api/slip", {"table": 1, "slip": "15A MOLTES"}, helper)
    assert status == 200 and taken["ok"], taken
    assert game.call("POST", "/api/slip", {"table": 2, "slip": "15A MOLTES"}, two)[1]["code"] == "gate.late"
    assert game.judge("reveal")["missing"] == [2]
    game.judge("end")
    logged = events(game.log)
    assert logged[0]["version"] == 7
    assert [(e["table"], e["seconds"]) for e in logged if e["type"] == "accommodate"] == [(1, 30)]
    assert [(e["table"], e["text"], e["by"], e.get("assist")) for e in logged if e["type"] == "slip"] == [
        (1, "H8 CARTES", "player:1", None), (1, "15A MOLTES", "device:Ajudant", True)]
    assert [e.get("assist") for e in logged if e["type"] == "device"] == [True]
    game.close()
    html = tmp_path / "report.html"
    done = subprocess.run([sys.executable, "-m", "conductor", "report", str(game.log), "--html", str(html)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    page = html.read_text(encoding="utf-8")
    assert "presa en el temps addicional de la taula (+30 s)" in page, "the extra time traced"
    assert page.count("assistent Ajudant") >= 1 and "entrada per l&#39;assistent Ajudant" in page, "the assistant"


def test_the_judge_is_told_the_accommodations_in_their_language():
    from conductor.display.summaries import summary

    given = {"ok": True, "table": 3, "seconds": 45, "accommodations": {"1": 30, "3": 45}}
    assert summary("accommodate 3 +45", given, "ca") == \
        "Taula 3: 45 s més després de «Temps!». Temps addicional: taula 1 +30 s, taula 3 +45 s."
    taken_back = {"ok": True, "table": 1, "seconds": 0, "accommodations": {}}
    assert summary("accommodate 1 0", taken_back, "es") == "Mesa 1: sin tiempo adicional. Tiempo adicional: —."
    assert summary("accommodate 1 x", {"ok": False, "error": "accommodate.usage"}, "ca").startswith("temps addicional:")

