"""`reinstate TABLE` (`reincorpora`): a `withdraw` taken back, whenever it was typed, until `final` (DESIGN §4n).

Before: nothing took a withdrawal back (`reopen` does not), so a judge who typed the wrong table could not mend it.
Now the table plays again, logged as a `reinstate` event (log version 7) and replayed by `--resume`; the report
and the standings read as if it had never withdrawn, the rounds the withdrawal covered missing its slip (typed,
or 0 "sense papereta" once final). While withdrawn, a device's or the player's slip for it is refused with the
reason, and the player's login stays (watching the results from home)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from served import Served
from sessions import events, ok, players
from test_join_attacks import Online

PLAYERS = "name,table\nAnna,1\nBiel,2\nCesc,3\n"


def test_reinstate_is_decided_in_the_game_and_checked_on_replay(catalan_lexicon, tmp_path):
    """In process: what a reinstate takes back, what it refuses, and a hand-made log's reinstate of a table that
    never withdrew refused on replay (schema.misfit asks the same rule)."""
    from conductor.clock import StepClock
    from conductor.game.duplicate import Config
    from conductor.game.session import Session
    from conductor.report.player import MISSING, PENDING, WITHDRAWN, cell_status

    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", players(3), 3, Config(), StepClock())
    for line in ("draw", "start", "slip 1 10", "slip 2 10", "time", "reveal", "draw", "start", "retira 2", "time",
                 "reveal", "finalise 2", "draw", "start"):
        ok(session, line)
    game = session.game
    assert cell_status(game, game.rounds[1], 2) == WITHDRAWN and game.playing(3) == [1, 3]
    assert session.execute("reinstate 1")["error"].key == "reinstate.not_withdrawn"
    assert session.execute("reincorpora")["error"].key == "reinstate.usage"
    back = ok(session, "reincorpora 2")
    assert (back["reinstated"], back["owed"]) == (2, [2]), back        # round 3's time still runs: not owed yet
    from conductor.display.summaries import summary
    assert summary("reincorpora 2", back, "ca") == "Taula 2: torna a jugar (desfet el retira des de la ronda 2). Li " \
        "falta la papereta de la ronda 2: slip rN (correct rN si ja és definitiva); si no, 0."
    assert game.playing(3) == [1, 2, 3] and 2 not in game.withdrawn
    assert cell_status(game, game.rounds[1], 2) == MISSING             # round 2 is final: 0 "sense papereta"
    assert session.execute("reinstate 2")["error"].key == "reinstate.not_withdrawn"
    ok(session, "slip r3 2 H8 ZZ")                                      # the table plays round 3 again
    ok(session, "correct r2 2 14")                                      # round 2's missing slip, typed late
    assert game.rounds[1].slips[2].score == 14
    ok(session, "time")
    assert cell_status(game, game.current, 2) != PENDING
    session.close()
    logged = events(tmp_path / "g.jsonl")
    assert [e for e in logged if e["type"] == "reinstate"][0]["table"] == 2

    from conductor.game.rounds import GameError

    fresh = Session.new(tmp_path / "h.jsonl", catalan_lexicon, "fisc", players(3), 3, Config(), StepClock())
    with pytest.raises(GameError) as refused:
        fresh.game.check_replayed({"type": "reinstate", "table": 1})
    fresh.close()
    assert refused.value.message.key == "reinstate.not_withdrawn"


def _served(tmp_path, *more: str) -> Served:
    (tmp_path / "players.csv").write_text(PLAYERS)
    (tmp_path / "config.yaml").write_text("ruleset: fisc\nnetwork:\n  entry: devices\n")
    served = Served("--players", str(tmp_path / "players.csv"), "-c", str(tmp_path / "config.yaml"), *more)
    served.log = tmp_path / "game.jsonl"
    return served


@pytest.mark.process
def test_a_withdraw_taken_back_through_the_server_and_a_resume(tmp_path):
    """A real server: `retira 2` in round 2, the table judge's phone refused with the reason; `reincorpora 2` in
    round 3; kill -9 and `--resume`: the table plays, round 2 misses its slip; the report has no "retirat"."""
    game = _served(tmp_path, "--seed", "8", "--log", str(tmp_path / "game.jsonl"))
    try:
        device = game.login(game.judge('device add "Taula" 1-3')["code"])
        for line in ("draw", "start", "slip 1 12", "slip 2 10", "slip 3 8", "time", "reveal", "draw", "start"):
            assert game.judge(line)["ok"], line
        assert game.judge("retira 2")["withdrawn"] == 2
        status, refused = game.call("POST", "/api/slip", {"round": 2, "table": 2, "slip": "20"}, device)
        assert refused.get("code") == "table.withdrawn", (status, refused)
        assert refused["error"] == "el jugador de la taula 2 s'ha retirat (des de la ronda 2)", refused
        mine = game.get("/api/me", device)["rounds"]
        assert all(2 not in [row["table"] for row in r["slips"]] for r in mine if r["round"] == 2), mine
        for line in ("time", "reveal", "draw", "start"):
            assert game.judge(line)["ok"], line
        back = game.judge("reincorpora 2")
        assert back["ok"] and back["owed"] == [2], back
        status, taken = game.call("POST", "/api/slip", {"round": 3, "table": 2, "slip": "15"}, device)
        assert status == 200 and taken["ok"], taken                     # round 3: the table plays again
        game.kill()
        game.start("--resume", str(game.log))
        state = game.judge("standings")
        assert state["missing"]["2"] == [1, 2, 3], state             # round 2 owes table 2's slip: not withdrawn
        assert game.judge("slip r2 2 9")["ok"]
        assert game.judge("standings")["missing"]["2"] == [1, 3]
        assert game.judge("end")["ok"]
    finally:
        game.close()
    logged = events(game.log)
    assert logged[0]["version"] == 7
    assert [e["type"] for e in logged if e["type"] in ("withdraw", "reinstate")] == ["withdraw", "reinstate"]
    csv = tmp_path / "r.csv"
    done = subprocess.run([sys.executable, "-m", "conductor", "report", str(game.log), "--csv", str(csv)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    text = csv.read_text(encoding="utf-8-sig")
    assert "retirat" not in text, text
    rows = text.splitlines()
    assert rows[2].split(";")[6] == "9", rows[2]                        # round 2, table 2: the slip typed late


@pytest.mark.process
def test_a_withdrawn_players_slip_is_refused_with_its_reason_and_the_login_stays(tmp_path):
    """Online: the withdrawn player's own slip is refused with the reason in the game's language; /api/me still
    answers (the login stays: the results from home); once reinstated, the slip is taken."""
    game = Online(tmp_path, players=PLAYERS)
    try:
        pins = game.judge("pins")["pins"]
        anna = game.login(table=1, pin=pins["1"])
        for line in ("draw", "start"):
            assert game.judge(line)["ok"], line
        assert game.judge("withdraw 1")["withdrawn"] == 1
        status, refused, _ = game.slip(anna, table=1, slip="H8 CASA")
        assert refused.get("code") == "table.withdrawn", (status, refused)
        assert refused["error"] == "el jugador de la taula 1 s'ha retirat (des de la ronda 1)", refused
        assert game.http("GET", "/api/me", token=anna)[0] == 200
        assert game.judge("reinstate 1")["ok"]
        status, taken, _ = game.slip(anna, table=1, slip="H8 CASA")
        assert status == 200 and taken["ok"], taken
    finally:
        game.close()
