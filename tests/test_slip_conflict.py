"""A slip goes to the round its sender means and never replaces another silently, from outside: a real
`conductor run --headless --serve 127.0.0.1:0`, a table judge's device and the console.

- The default round (DESIGN §4a): after round 2's "Temps!" a slip with no round goes to round 2 (it went
  to round 1, the oldest still collecting), from the device and from a console line; during round 3's thinking time
  to round 2, the newest past its "Temps!"; /api/me marks that round `"default": true`.
- A slip for a (round, table) another source holds is answered 409 with who holds it; the console's headless line
  gets `{"ok": false, "conflict": …}` and sends it again with `replace`; the same source resends freely.
- Every replacement is listed in the report's corrections and on the player's sheet: who, when, from what to what.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from served import Served

pytestmark = pytest.mark.process

PLAYERS = "name,table\n" + "".join(f"Jugador {t},{t}\n" for t in range(1, 7))


def _served(tmp_path):
    (tmp_path / "players.csv").write_text(PLAYERS)
    (tmp_path / "config.yaml").write_text("network:\n  entry: devices\n")
    return Served("--seed", "8", "--players", str(tmp_path / "players.csv"), "--log", str(tmp_path / "g.jsonl"),
                  "-c", str(tmp_path / "config.yaml"))


def _default(rounds):
    return [r["round"] for r in rounds if r.get("default")]


def test_the_default_round_is_the_newest_and_a_replacement_is_asked_and_traced(tmp_path):
    game = _served(tmp_path)
    try:
        token = game.post("/api/login", {"code": game.judge('device add "Jutge 1" 1-6')["code"]})["token"]
        for line in ("draw", "start", "time", "reveal", "draw", "start", "time"):
            assert game.judge(line)["ok"], line
        tops2 = game.judge("master")["tops"]
        # round 1 revealed and round 2 past its "Temps!", both collecting: the newest is the default
        me = game.get("/api/me", token)
        assert [r["round"] for r in me["rounds"]] == [1, 2] and _default(me["rounds"]) == [2]
        status, answer = game.call("POST", "/api/slip", {"table": 1, "slip": tops2[0]["move"]}, token)
        assert status == 200 and answer["slip"]["round"] == 2
        assert game.judge("slip 2 12")["round"] == 2                       # a console line with no rN, too
        # the console holds round 2's table 3: the device's slip for it is refused, with who holds it
        assert game.judge("slip r2 3 H8 ZZZZX")["ok"]
        lines = (tmp_path / "g.jsonl").read_text().count("\n")
        status, answer = game.call("POST", "/api/slip", {"table": 3, "slip": "17"}, token)
        assert status == 409 and answer["ok"] is False
        assert answer["conflict"] == {"round": 2, "table": 3, "by": "console", "text": "H8 ZZZZX"}
        assert answer["error"] == "la papereta de la taula 3 a la ronda 2 s'ha escrit a la consola: només la " \
            "consola la pot substituir"
        # what the judge typed is replaced only from the console: "replace" changes nothing
        status, again = game.call("POST", "/api/slip", {"table": 3, "slip": "17", "replace": True}, token)
        assert (status, again) == (409, answer)
        assert (tmp_path / "g.jsonl").read_text().count("\n") == lines     # nothing logged
        # another device's slip is asked about and replaced when it says so; so is its own after "Temps!"
        assert game.call("POST", "/api/slip", {"table": 5, "slip": "17"}, token)[0] == 200
        status, answer = game.call("POST", "/api/slip", {"table": 5, "slip": "16"}, token)
        assert status == 409 and answer["conflict"] == {"round": 2, "table": 5, "by": "device:Jutge 1", "text": "17"}
        assert game.call("POST", "/api/slip", {"table": 5, "slip": "16", "replace": True}, token)[0] == 200
        # the console over the device's slip: asked (headless: the conflict), then sent with replace
        refused = game.judge("slip r2 1 0")
        assert refused["ok"] is False and refused["conflict"] == {"round": 2, "table": 1, "by": "device:Jutge 1",
                                                                  "text": tops2[0]["move"]}
        assert "replace" in refused["error"]
        assert game.judge("slip r2 1 0 replace")["slip"]["score"] == 0
        # round 3's thinking time: a device's slip still goes to round 2, the newest past its "Temps!"
        for line in ("reveal", "draw", "start"):
            assert game.judge(line)["ok"]
        me = game.get("/api/me", token)
        assert _default(me["rounds"]) == [2]
        status, answer = game.call("POST", "/api/slip", {"table": 4, "slip": "5"}, token)
        assert status == 200 and answer["slip"]["round"] == 2
        for line in ("time", "reveal", "end"):
            assert game.judge(line)["ok"]
    finally:
        game.close()
    events = [json.loads(line) for line in (tmp_path / "g.jsonl").read_text().splitlines()]
    replaced = [e for e in events if e.get("replace")]
    assert [(e["round"], e["table"], e.get("by", "console")) for e in replaced] == [(2, 5, "device:Jutge 1"),
                                                                                    (2, 1, "console")]
    html = tmp_path / "report.html"
    subprocess.run([sys.executable, "-m", "conductor", "report", str(tmp_path / "g.jsonl"), "--html", str(html)],
                   check=True, timeout=120)
    page = html.read_text(encoding="utf-8")
    corrections = page[page.index("<h2>Correccions</h2>"):page.index('<section id="sheets"')]
    when = r"\d\d:\d\d:\d\d"
    assert re.search(r"Canvi: substitució pel dispositiu «Jutge 1» \(la papereta era enviada pel dispositiu «Jutge 1»\)"
                     rf" · Hora: {when}", corrections), corrections
    assert "era enviada per la consola)" not in corrections.split("substitució per la consola")[0]
    assert re.search(rf"Canvi: substitució per la consola \(la papereta era enviada pel dispositiu «Jutge 1»\) · "
                     rf"Hora: {when}", corrections)
    sheet = page[page.index('id="player-5"'):page.index('id="player-6"')]
    assert re.search(rf"\* Ronda 2: papereta substituïda pel dispositiu «Jutge 1» a les {when}; abans: 17, "
                     r"17 punts.*enviada pel dispositiu «Jutge 1»", sheet), sheet


def test_the_console_conflict_in_spanish_and_a_player_before_temps(tmp_path):
    """A player's slip before "Temps!" over the console's: 409 with who holds it and nothing of its worth; in an AJS
    game the sentence is Spanish."""
    (tmp_path / "players.csv").write_text(PLAYERS)
    (tmp_path / "config.yaml").write_text("network:\n  entry: players\n")
    game = Served("--seed", "8", "--ruleset", "ajs", "--players", str(tmp_path / "players.csv"), "--log",
                  str(tmp_path / "g.jsonl"), "-c", str(tmp_path / "config.yaml"))
    try:
        pins = game.judge("pins")["pins"]
        token = game.post("/api/login", {"table": 2, "pin": pins["2"]})["token"]
        for line in ("draw", "start"):
            assert game.judge(line)["ok"]
        me = game.get("/api/me", token)
        assert _default(me["rounds"]) == [1]
        assert game.judge("slip 2 H8 ZZZZX")["ok"]
        top = game.judge("master")["tops"][0]["move"]
        status, answer = game.call("POST", "/api/slip", {"table": 2, "slip": top}, token)
        assert status == 409 and answer["conflict"] == {"round": 1, "table": 2, "by": "console"}
        assert answer["error"] == "la papeleta de la mesa 2 en la ronda 1 se escribió en la consola: solo la " \
            "consola puede sustituirla"
        status, again = game.call("POST", "/api/slip", {"table": 2, "slip": "H8 ZZZZX", "replace": True}, token)
        assert (status, again) == (409, answer)          # only from the console: alike for the top and a non-word
    finally:
        game.close()


def test_nothing_is_taken_silently_after_temps_not_even_from_the_same_source(tmp_path):
    """DESIGN §4a: from a round's "Temps!" on, a slip or a reading that replaces the sender's own is asked (409 with
    `by` = that sender; headless: the conflict) and traced. A device's slip with no round during round 2's thinking
    time goes to round 1 (the default round) and must not turn round 1's agreed reading into a dispute unasked; nor
    does the console's `slip T …` with no rN replace its own slip of round 1."""
    (tmp_path / "players.csv").write_text(PLAYERS)
    (tmp_path / "config.yaml").write_text("double_entry: true\nnetwork:\n  entry: devices\n")
    game = Served("--seed", "8", "--players", str(tmp_path / "players.csv"), "--log", str(tmp_path / "g.jsonl"),
                  "-c", str(tmp_path / "config.yaml"))
    try:
        tokens = [game.post("/api/login", {"code": game.judge(f'device add "Jutge {n}" 1-6')["code"]})["token"]
                  for n in (1, 2)]
        for line in ("draw", "start"):
            assert game.judge(line)["ok"]
        top = game.judge("master")["tops"][0]
        # before "Temps!" the same source replaces its own reading freely
        assert game.call("POST", "/api/slip", {"table": 1, "slip": "H8 ZZZZX"}, tokens[0])[0] == 200
        assert game.call("POST", "/api/slip", {"table": 1, "slip": top["move"]}, tokens[0])[0] == 200
        assert game.judge("time")["ok"]
        assert game.call("POST", "/api/slip", {"table": 1, "slip": str(top["score"])}, tokens[1])[0] == 200
        assert game.judge("slip 3 H8 ZZZZX")["ok"] and game.judge("slip 3 H8 ZZZZX")["ok"] is False
        for line in ("reveal", "draw", "start"):
            assert game.judge(line)["ok"]
        assert game.judge("standings")["standings"][0]["total"] == top["score"]
        lines = (tmp_path / "g.jsonl").read_text().count("\n")
        # round 2's thinking time: Jutge 1's slip with no round goes to round 1, where it holds a reading: asked
        status, answer = game.call("POST", "/api/slip", {"table": 1, "slip": "H8 ZZZZX"}, tokens[0])
        assert status == 409 and answer["conflict"]["by"] == "device:Jutge 1", answer
        assert answer["conflict"]["round"] == 1 and answer["conflict"]["table"] == 1
        refused = game.judge("slip 3 7")                                  # the console over its own round-1 slip
        assert refused["ok"] is False and refused["conflict"] == {"round": 1, "table": 3, "by": "console",
                                                                  "text": "H8 ZZZZX"}
        assert (tmp_path / "g.jsonl").read_text().count("\n") == lines   # nothing logged
        assert game.judge("standings")["standings"][0]["total"] == top["score"] and "disputes" not in \
            game.judge("standings")
        # confirmed: taken, and traced as a correction
        assert game.call("POST", "/api/slip", {"table": 1, "slip": "H8 ZZZZX", "replace": True}, tokens[0])[0] == 200
        assert game.judge("slip 3 7 replace")["ok"]
        assert game.judge("standings")["disputes"] == {"1": [1]}
        for line in ("time", "reveal", "end"):
            assert game.judge(line)["ok"]
    finally:
        game.close()
    html = tmp_path / "report.html"
    subprocess.run([sys.executable, "-m", "conductor", "report", str(tmp_path / "g.jsonl"), "--html", str(html)],
                   check=True, timeout=120)
    page = html.read_text(encoding="utf-8")
    corrections = page[page.index("<h2>Correccions</h2>"):page.index('<section id="sheets"')]
    assert re.search(r"substitució pel dispositiu «Jutge 1» \(la papereta era enviada pel dispositiu «Jutge 1»\)",
                     corrections), corrections
    assert re.search(r"substitució per la consola \(la papereta era enviada per la consola\)", corrections)


def test_the_default_round_does_not_move_under_the_judges_hands(tmp_path):
    """The room's round: a table judge entering round 1's slips during round 2 sent table 4 "40" with no
    round just after round 2's "Temps!": it went to round 2, scored on the wrong board. Now a sender whose slips
    with no round went to round 1 is told first ("ara ronda 2"), nothing is taken; the same slip again goes to
    round 2. The console alike; a slip naming its round is taken at once."""
    game = _served(tmp_path)
    log = tmp_path / "g.jsonl"
    try:
        token = game.post("/api/login", {"code": game.judge('device add "Jutge 1" 1-6')["code"]})["token"]
        for line in ("draw", "start", "time", "reveal", "draw", "start"):
            assert game.judge(line)["ok"], line
        # round 2's thinking time: round 1 is the default, and the judges enter its slips
        status, answer = game.call("POST", "/api/slip", {"table": 1, "slip": "12"}, token)
        assert status == 200 and answer["slip"]["round"] == 1
        assert game.judge("slip 2 12")["round"] == 1
        assert game.judge("time")["ok"]                               # round 2's "Temps!": the default is round 2
        lines = log.read_text().count("\n")
        status, answer = game.call("POST", "/api/slip", {"table": 4, "slip": "40"}, token)
        assert status == 200 and answer["ok"] is False and answer["code"] == "round.moved", answer
        assert "ara ronda 2" in answer["error"] and "r1" in answer["error"]
        refused = game.judge("slip 5 12")
        assert refused["ok"] is False and refused["code"] == "round.moved" and "ara ronda 2" in refused["error"]
        assert log.read_text().count("\n") == lines                   # nothing taken
        status, answer = game.call("POST", "/api/slip", {"table": 4, "slip": "40", "round": 1}, token)
        assert status == 200 and answer["slip"]["round"] == 1         # named: taken at once
        status, answer = game.call("POST", "/api/slip", {"table": 4, "slip": "3"}, token)
        assert status == 200 and answer["slip"]["round"] == 2         # told once: the same again goes to round 2
        assert game.judge("slip 5 12")["round"] == 2
        assert game.judge("slip 6 12")["round"] == 2                  # and stays there
    finally:
        game.close()
