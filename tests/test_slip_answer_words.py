"""A device's slip answer in the game's language (DESIGN §4n, docs/http-api.md), against a real `conductor run
--headless --serve`: a slip read in capitals carries its note in the game's words (it was English in a Catalan
game), and a null slip's "text" is the words the docs promise, "nul·la (papereta no lliurada a temps)" (it came back
as "null late"), before "Temps!" (of the typed text alone) and after."""

from __future__ import annotations

import pytest

from served import Served

pytestmark = [pytest.mark.process]


@pytest.mark.parametrize("ruleset, null, note", [
    ("fisc", "nul·la (papereta no lliurada a temps)", "llegida en majúscules: la papereta té més minúscules"),
    ("ajs", "nula (papeleta no entregada a tiempo)", "leída en mayúsculas: la papeleta tiene más minúsculas")])
def test_a_devices_slip_answer_is_in_the_games_words(tmp_path, ruleset, null, note):
    (tmp_path / "players.csv").write_text("name,table\nAnna,1\nBiel,2\nCesc,3\n")
    (tmp_path / "config.yaml").write_text(f"ruleset: {ruleset}\nnetwork:\n  entry: devices\n")
    game = Served("--players", str(tmp_path / "players.csv"), "-c", str(tmp_path / "config.yaml"),
                  "--seed", "8", "--log", str(tmp_path / "game.jsonl"))
    try:
        device = game.login(game.judge('device add "Taula" 1-3')["code"])
        for line in ("rack C A S A R T E", "start"):
            assert game.judge(line)["ok"], line
        status, early = game.call("POST", "/api/slip", {"table": 1, "slip": "null late"}, device)
        assert status == 200 and early["slip"]["received"] and early["slip"]["text"] == null, early
        assert game.judge("time")["ok"]
        status, late = game.call("POST", "/api/slip", {"table": 2, "slip": "null late"}, device)
        assert status == 200 and late["slip"]["text"] == null and late["slip"]["score"] == 0, late
        status, read = game.call("POST", "/api/slip", {"table": 3, "slip": "H8 casar"}, device)
        assert status == 200 and read["slip"]["note"].startswith(note) and read["slip"]["score"] > 0, read
        rows = {row["table"]: row for row in game.get("/api/me", device)["rounds"][0]["slips"]}
        assert rows[1]["text"] == rows[2]["text"] == null, rows                  # as /api/me says it
    finally:
        game.close()
