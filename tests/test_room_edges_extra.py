"""Extra time's edges (DESIGN §4c, §4n), against a real `conductor run --headless --serve`: while any table's
extra time runs, no device and no player learns any table's slip's worth (what it is told depends on the text
typed alone); the worths are told once every extra time has ended; a game frozen (SIGSTOP) in extra time gives its
seconds back to the extra time.
"""

from __future__ import annotations

import os
import signal
import time

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from served import Served
from sessions import events

pytestmark = [pytest.mark.process]

EXTRA = 25


def _game(tmp_path, tables: int = 3, language: str = "") -> Served:
    (tmp_path / "players.csv").write_text("name,table\n" + "".join(f"Jugador {t},{t}\n" for t in range(1, tables + 1)))
    (tmp_path / "config.yaml").write_text(f"{language}network:\n  entry: players\n")
    served = Served("--players", str(tmp_path / "players.csv"), "-c", str(tmp_path / "config.yaml"),
                    "--seed", "8", "--log", str(tmp_path / "game.jsonl"))
    served.log = tmp_path / "game.jsonl"
    return served


def _untexted(value):
    """An answer with every echoed text taken out: what may differ between two slips is the text alone."""
    if isinstance(value, dict):
        return {key: _untexted(each) for key, each in value.items() if key != "text"}
    if isinstance(value, list):
        return [_untexted(each) for each in value]
    return value


def test_while_any_extra_time_runs_no_device_or_player_learns_any_slips_worth(tmp_path):
    """Before: during table 1's extra time, table 3's judge's device sent "8D CERASTA" (the master) and was answered
    "score": 74, an oracle for the accommodated player; /api/me showed another table's slip scored. Now, for every
    sender (the accommodated player, another player, the assistant, a table judge's device) and every table, the
    answer and every sender's /api/me are the same for the master and for a non-word, but for the echoed text;
    once the extra time has ended, the table judge's device is told the scores."""
    game = _game(tmp_path)
    try:
        pins = game.judge("pins")["pins"]
        senders = {"player 1": game.login(table=1, pin=pins["1"]), "player 2": game.login(table=2, pin=pins["2"]),
                   "assistant": game.login(game.judge('device add "Ajudant" 1 --assist')["code"]),
                   "table judge": game.login(game.judge('device add "Taula" 1-3')["code"])}
        assert game.judge(f"accommodate 1 +{EXTRA}")["ok"]
        for line in ("rack C A S A R T E", "start"):
            assert game.judge(line)["ok"], line
        top = game.judge("master")["tops"][0]["move"]           # a master move (70 points)
        assert game.judge("time")["ok"]
        began = time.monotonic()

        def seen() -> dict:
            return {who: _untexted(game.get("/api/me", token)) for who, token in senders.items()}

        @settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
        @given(st.sampled_from(sorted(senders)), st.integers(1, 3), st.booleans())
        def nothing_depends_on_the_move(who, table, top_first):
            answers = []
            for text in ((top, "H8 ZZZZX") if top_first else ("H8 ZZZZX", top)):
                status, answer = game.call("POST", "/api/slip", {"table": table, "slip": text, "replace": True},
                                           senders[who])
                answers.append((status, _untexted(answer), seen()))
                assert "score" not in str(answer) or answer.get("slip", {}).get("score") is None, (who, table, answer)
            assert answers[0] == answers[1], (who, table, answers)

        nothing_depends_on_the_move()
        assert time.monotonic() - began < EXTRA - 1, "asked within the extra time"
        time.sleep(max(0.0, EXTRA + 0.5 - (time.monotonic() - began)))
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:                  # the worths are told once the extra time has ended
            rows = game.get("/api/me", senders["table judge"])["rounds"][0]["slips"]
            if all(row["score"] is not None for row in rows if row["text"]):
                break
            time.sleep(0.2)
        assert any(row["score"] is not None for row in rows), rows
    finally:
        game.close()


def test_a_game_frozen_in_extra_time_gives_the_extra_time_back(tmp_path):
    """Before: a laptop frozen (SIGSTOP) 8 s during table 1's 20 s of extra time gave the round's own time back but
    not the extra time (the player was left 12 of 20 s). Now the frozen seconds are given back to it as to the
    round (a logged `frozen` event): its end (`extra_until`) moves on by them, the player keeps what it had."""
    game = _game(tmp_path, tables=2)
    try:
        pins = game.judge("pins")["pins"]
        player = game.login(table=1, pin=pins["1"])
        for line in ("accommodate 1 +20", "rack C A S A R T E", "start", "time"):
            assert game.judge(line)["ok"], line
        up = time.monotonic()
        until = game.get("/api/me", player)["rounds"][0]["extra_until"]
        time.sleep(1.0)
        left = game.get("/api/view")["extra_time"]["left"]
        os.kill(game.process.pid, signal.SIGSTOP)
        try:
            time.sleep(8.0)
        finally:
            os.kill(game.process.pid, signal.SIGCONT)
        deadline = time.monotonic() + 5
        moved = game.get("/api/me", player)["rounds"][0]["extra_until"]
        while moved == until and time.monotonic() < deadline:
            time.sleep(0.1)
            moved = game.get("/api/me", player)["rounds"][0]["extra_until"]
        assert 7 <= moved - until <= 10, (until, moved)
        kept = game.get("/api/view")["extra_time"]
        assert kept is not None and left - 2 <= kept["left"] <= left, (left, kept)
        time.sleep(max(0.0, 21.5 - (time.monotonic() - up)))            # its 20 s would have ended
        status, answer = game.call("POST", "/api/slip", {"table": 1, "slip": "8B ESCARAT"}, player)
        assert status == 200 and answer["ok"], answer
        frozen = [e for e in events(game.log) if e["type"] == "frozen"]
        assert len(frozen) == 1 and 7 <= frozen[0]["seconds"] <= 10, frozen
    finally:
        game.close()
