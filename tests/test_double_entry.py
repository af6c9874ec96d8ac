"""Double entry: a slip counts once two senders' entries agree; one alone is pending; two that differ
are a dispute, shown to the judge with both readings and to both devices, settled by the judge; standings stay
provisional meanwhile and the report lists the settled disputes. Through the session, a kill and resume in the
middle of a dispute, and the real server with two devices."""

import json
import time

import pytest

from conductor.clock import StepClock
from conductor.display.summaries import summary
from conductor.display.console_text import TEXT
from conductor.game.access import Actor
from conductor.game.duplicate import Config
from conductor.game.players import Player
from conductor.game.session import Session
from conductor.report import report_html
from served import Served

A, B = Actor("device", "A"), Actor("device", "B")


def _game(lexicon, tmp_path):
    session = Session.new(tmp_path / "g.jsonl", lexicon, "fisc", [Player(t, f"J{t}") for t in (1, 2, 3, 4)], 5,
                          Config(180, False, "random", double_entry=True), StepClock())
    for command in ("draw", "start", "time"):
        assert session.execute(command)["ok"]
    return session


def test_two_agreeing_entries_count_one_is_pending_two_that_differ_are_a_dispute(catalan_lexicon, tmp_path):
    session = _game(catalan_lexicon, tmp_path)
    top = session.game.tops[0]
    first = session.execute(f"slip 1 {top.move}", A)
    assert first["entry"] == "pending" and 1 not in session.game.current.slips
    agreed = session.execute(f"slip 1 {top.score}", B)          # the same score: agreed, the move is kept
    assert agreed["entry"] == "agreed" and session.game.current.slips[1].text == str(top.move)
    assert session.execute("slip 2 H8 ZZZZX", A)["entry"] == "pending"
    disputed = session.execute("slip 2 7", B)
    assert disputed["entry"] == "dispute" and [e["by"] for e in disputed["entries"]] == ["device:A", "device:B"]
    said = summary("slip 2 7", disputed, "ca", TEXT["ca"])
    assert "DISCREPÀNCIA" in said and "ZZZZX" in said and "device:B" in said and "settle r1 2 1|2" in said
    assert session.execute("slip 3 12", A)["entry"] == "pending"
    assert session.execute("reveal")["ok"]
    table = session.execute("standings")
    assert table["provisional"] and table["disputes"] == {"1": [2]} and table["pending"] == {"1": [3]}
    assert "settle" in session.execute("finalise 1")["error"]     # a dispute is never finalised by itself
    # a kill in the middle of the dispute: the resumed game stands where it was
    before = session.game.snapshot()
    session.close()
    session = Session.resume(tmp_path / "g.jsonl", catalan_lexicon, StepClock(1000))
    assert session.game.snapshot() == before and session.execute("standings")["disputes"] == {"1": [2]}
    settled = session.execute("settle r1 2 2")
    assert settled["ok"] and settled["entry"] == "settled" and session.game.rounds[0].slips[2].score == 7
    assert session.execute("finalise 1")["ok"]
    assert session.game.rounds[0].slips[3].text == "12"           # the single entry counted once final
    table = session.execute("standings")
    assert "disputes" not in table and "pending" not in table
    html = report_html(session.game)
    assert "Discrepàncies resoltes" in html and "H8 ZZZZX" in html
    events = [json.loads(line) for line in (tmp_path / "g.jsonl").read_text().splitlines()]
    assert [(e["table"], e["by"]) for e in events if e["type"] == "entry"] == [
        (1, "device:A"), (1, "device:B"), (2, "device:A"), (2, "device:B"), (3, "device:A")]
    session.close()


def _served(tmp_path) -> Served:
    """A double-entry game of two tables served by a real headless process (seed 5)."""
    (tmp_path / "players.csv").write_text("name,table\nAna,1\nBiel,2\n")
    (tmp_path / "config.yaml").write_text("double_entry: true\n")
    return Served("--seed", "5", "-c", str(tmp_path / "config.yaml"), "--players", str(tmp_path / "players.csv"),
                  "--log", str(tmp_path / "g.jsonl"))


@pytest.mark.process
def test_two_devices_through_the_server_see_the_dispute(tmp_path):
    game = _served(tmp_path)
    judge = game.judge

    def call(path, token, body=None):
        return game.post(path, body, token) if body is not None else game.get(path, token)

    try:
        tokens = []
        for name in ("A", "B"):
            code = judge(f'device add "{name}" 1-2')["code"]
            tokens.append(call("/api/login", "", {"code": code})["token"])
        for line in ("draw", "start", "time"):
            assert judge(line)["ok"]
        assert call("/api/slip", tokens[0], {"table": 2, "slip": "1", "id": "a1"})["entry"] == "pending"
        answer = call("/api/slip", tokens[1], {"table": 2, "slip": "2", "id": "b1"})
        assert answer["entry"] == "dispute" and [e["text"] for e in answer["entries"]] == ["1", "2"]
        judge("state")
        for token in tokens:                       # both devices are shown the dispute
            row = call("/api/me", token)["rounds"][0]["slips"][1]
            assert row["entry"] == "dispute" and [e["text"] for e in row["entries"]] == ["1", "2"]
        assert judge("standings")["disputes"] == {"1": [2]}
        assert judge("settle r1 2 2")["ok"]
        judge("state")
        row = call("/api/me", tokens[0])["rounds"][0]["slips"][1]
        assert "entry" not in row and row["text"] == "2" and row["score"] == 2
    finally:
        game.close()


def test_before_temps_a_device_is_not_told_whether_two_readings_agree(catalan_lexicon, tmp_path):
    """'H8 CASA' from one device and '23' from another agree only if the move scores 23: told from "Temps!" on."""
    from conductor.room.public import own_slips, slips_snapshot
    from conductor.server.gate import SlipRequest
    from conductor.server.inbox import Work, slip_answer

    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", [Player(t, f"J{t}") for t in (1, 2)], 5,
                          Config(180, False, "random", double_entry=True), StepClock())
    assert session.execute("draw")["ok"] and session.execute("start")["ok"]
    top = session.game.tops[0]
    session.execute(f"slip 1 {top.move}", A)
    answer = session.execute(f"slip 1 {top.score}", B)
    assert answer["entry"] == "agreed"                       # the console knows
    told = slip_answer(answer, "ca", session.game, Work(lambda _: None, B, SlipRequest(1, str(top.score), None, "b")))
    assert "entry" not in told and told["slip"]["received"]
    row = own_slips(B, slips_snapshot(session.game), (1, 2), "ca")[0]["slips"][0]
    assert "entry" not in row and row["score"] is None
    assert session.execute("time")["ok"]
    told = slip_answer(answer, "ca", session.game, Work(lambda _: None, B, SlipRequest(1, str(top.score), None, "b")))
    assert told["entry"] == "agreed"
    session.close()


def test_two_moves_of_one_score_are_a_dispute_and_an_older_log_replays_as_it_was_played(catalan_lexicon, tmp_path):
    """Log version 4: two different moves with one score are a dispute to look at. A version 3 log was played
    taking any two readings of one score as agreeing, and its replay keeps that (the same log, the same results)."""
    from conductor.game.log import read_log
    from conductor.game.session import replay

    session = _game(catalan_lexicon, tmp_path)
    first = session.game.tops[0]
    session.game.full_search()
    same = [m for m in session.game.generator.top(400) if m.score == first.score and str(m.move) != str(first.move)]
    assert same, "a second move of the top's score"
    assert session.execute(f"slip 1 {first.move}", A)["entry"] == "pending"
    assert session.execute(f"slip 1 {same[0].move}", B)["entry"] == "dispute"
    session.close()
    events = read_log(tmp_path / "g.jsonl").events
    assert events[0]["version"] == 7
    older = [{**events[0], "version": 3}, *events[1:]]
    assert 1 in replay(older, catalan_lexicon).current.slips          # version 3: agreed, as it was played
    assert 1 not in replay(events, catalan_lexicon).current.slips      # version 4: a dispute


def test_before_temps_a_device_sees_its_own_readings_only(catalan_lexicon, tmp_path):
    """Found from outside: before "Temps!" a second table judge read the first one's reading in /api/me (and "mine"),
    so could copy it or compare. Until "Temps!" each device sees its own readings (a table another has read still
    says "received"), on the writer and through a socket process's rows alike; from "Temps!" both see both."""
    from conductor.room.public import own_slips, slips_snapshot
    from conductor.room.secrecy import seen_by
    from conductor.server.fanout import mine_rows
    from conductor.server.relay import merged_rows

    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", [Player(t, f"J{t}") for t in (1, 2)], 5,
                          Config(180, False, "random", double_entry=True), StepClock())
    for command in ("draw", "start"):
        assert session.execute(command)["ok"]
    top = session.game.tops[0]
    assert session.execute(f"slip r1 1 {top.move}", A)["ok"] and session.execute(f"slip r1 2 {top.move}", A)["ok"]
    assert session.execute(f"slip r1 2 {top.score}", B)["ok"]

    def rows(actor):
        snapshot = slips_snapshot(session.game)
        writer = own_slips(actor, snapshot, (1, 2), "ca")
        relayed = seen_by(merged_rows({f"d:{t}": mine_rows(snapshot, t, "device", "ca") for t in (1, 2)}, 1, 2),
                          actor.by)
        assert writer == relayed
        return {row["table"]: row for row in writer[0]["slips"]}

    seen = rows(B)
    assert seen[1]["received"] and seen[1]["text"] is None and seen[1]["entries"] == []
    assert [e["by"] for e in seen[2]["entries"]] == ["device:B"] and seen[2]["text"] == str(top.score)
    assert str(top.move) not in json.dumps(seen) and str(top.move).split()[1] not in json.dumps(seen)
    assert [e["by"] for e in rows(A)[2]["entries"]] == ["device:A"]
    assert session.execute("time")["ok"]
    assert {e["by"] for e in rows(B)[1]["entries"]} == {"device:A"}      # from "Temps!": every reading


def test_a_dispute_settled_after_end_keeps_the_log_readable(catalan_lexicon, tmp_path):
    """Found from outside: `settle` after `end` was taken and logged, and then the log could no longer be replayed
    (no report, no resume). A dispute is settled until `final`, like a correction; whatever a replay would refuse
    is refused when typed, never logged."""
    from conductor.game.log import read_log
    from conductor.game.session import replay

    session = _game(catalan_lexicon, tmp_path)
    assert session.execute("slip 1 10", A)["entry"] == "pending"
    assert session.execute("slip 1 12", B)["entry"] == "dispute"
    from conductor.room.autorun import Schedule
    session.record({"type": "autorun", "on": True, "schedule": Schedule(0.5, 0.5, 0.5, 2).to_json()})  # unattended
    for line in ("reveal", "end", "settle r1 1 1", "autorun off", "final"):
        assert session.execute(line)["ok"], line
    assert session.execute("settle r1 1 2")["ok"] is False          # the results are final
    session.close()
    game = replay(read_log(tmp_path / "g.jsonl").events, catalan_lexicon)
    assert game.results_final and game.rounds[0].slips[1].text == "10"
    Session.resume(tmp_path / "g.jsonl", catalan_lexicon, StepClock(1000)).close()


@pytest.mark.process
def test_close_end_and_final_ask_one_decision_about_a_dispute(tmp_path):
    """Found from outside: `close` made the round on the board final with an open dispute (that `finalise N` refuses),
    after which `finalise` said "already final" and the dispute stayed. One decision (Duplicate.check_finalisable)
    for close and finalise: not with a dispute open. `end` makes every round final all the same, its disputes stay
    open for `settle`, and `final` waits for them. Through a real headless process, a device and the console."""
    game = _served(tmp_path)
    judge = game.judge
    try:
        token = game.post("/api/login", {"code": judge('device add "A" 1-2')["code"]})["token"]
        for number in (1, 2):
            for line in ("draw", "start", "time", "slip 1 10"):
                assert judge(line)["ok"], line
            assert game.post("/api/slip", {"table": 1, "slip": "12"}, token)["entry"] == "dispute"
            if number == 1:
                refused = judge("close")
                assert refused["ok"] is False and refused["code"] == "finalise.disputes", refused
                assert judge("state")["phase"] == "collect" and judge("standings")["disputes"] == {"1": [1]}
                assert judge("settle r1 1 2")["ok"] and judge("close")["ok"] and judge("reveal")["ok"]
        for line in ("reveal", "end"):
            assert judge(line)["ok"], line
        assert judge("standings")["disputes"] == {"2": [1]}          # end: the dispute stays open
        refused = judge("final")
        assert refused["ok"] is False and refused["code"] == "final.disputes" and "resol-les" in refused["error"], \
            refused
        assert judge("settle r2 1 1")["ok"] and judge("final")["ok"]
        assert "disputes" not in judge("standings")
    finally:
        game.close()


def _rows_once_published(game, token, done, seconds=5.0):
    """A device's first row once `done` holds. The rows are published by the game's thread after a slip's answer,
    at once after a judge's command and within the snapshot's own cost ×20 after a device's slip (a burst's rows
    are made once, server/runner.py): a read right after the answer may come before them."""
    deadline = time.monotonic() + seconds
    while True:
        row = game.get("/api/me", token)["rounds"][0]["slips"][0]
        if done(row) or time.monotonic() > deadline:
            return row
        time.sleep(0.02)


@pytest.mark.process
def test_a_third_reading_is_kept_and_all_of_them_must_agree(tmp_path):
    """Found from outside: readings from Jutge 1, the console and Jutge 2 for one table were judged on the last two,
    and the first vanished without a conflict. Every reading is kept; they agree only when all of them agree; the
    rows after "Temps!" show all of them, the console's settle line covers them all, and `settle rN T 3` picks the
    third. Through a real headless process with two devices."""
    game = _served(tmp_path)
    judge = game.judge
    try:
        tokens = [game.post("/api/login", {"code": judge(f'device add "Jutge {n}" 1-2')["code"]})["token"]
                  for n in (1, 2)]
        for line in ("draw", "start", "time"):
            assert judge(line)["ok"]
        assert game.post("/api/slip", {"table": 1, "slip": "10"}, tokens[0])["entry"] == "pending"
        assert judge("slip 1 12")["entry"] == "dispute"
        answer = game.post("/api/slip", {"table": 1, "slip": "12"}, tokens[1])
        assert answer["entry"] == "dispute", answer                       # 10 ≠ 12 = 12: not all agree
        assert [(e["by"], e["text"]) for e in answer["entries"]] == [
            ("device:Jutge 1", "10"), ("console", "12"), ("device:Jutge 2", "12")]
        for token in tokens:                                              # every reading, on each device's rows
            row = _rows_once_published(game, token, lambda row: len(row["entries"]) == 3)
            assert row["entry"] == "dispute" and [e["text"] for e in row["entries"]] == ["10", "12", "12"], row
        assert judge("standings")["disputes"] == {"1": [1]}
        collecting = judge("state")["collecting"]["1"]       # `state` shows the readings that wait, and the dispute
        assert collecting["readings"] == {"1": 3} and collecting["disputes"] == [1], collecting
        refused = judge("settle r1 1 9")          # a reading that is not there: refused, never the score 9
        assert refused["ok"] is False and refused["code"] == "settle.reading" and "(1–3)" in refused["error"], refused
        assert judge("standings")["disputes"] == {"1": [1]}
        assert judge("settle r1 1 3")["ok"] and judge("state")["slips"]["1"]["text"] == "12"
        # three that agree: one slip, from all three
        assert game.post("/api/slip", {"table": 2, "slip": "7"}, tokens[0])["entry"] == "pending"
        assert judge("slip 2 7")["entry"] == "agreed"
        assert game.post("/api/slip", {"table": 2, "slip": "7"}, tokens[1])["entry"] == "agreed"
    finally:
        game.close()


def test_the_consoles_lines_cover_every_reading(catalan_lexicon, tmp_path):
    from conductor.display.console_slips import dispute_lines, slip_line

    session = _game(catalan_lexicon, tmp_path)
    for actor, slip in ((A, "10"), (Actor("console"), "12"), (B, "14")):
        assert session.execute(f"slip 1 {slip}", actor)["ok"]
    round_ = session.game.current
    line = slip_line(session.game, round_, 1, "ca")
    assert (line.kind, line.slip, line.tag) == ("dispute", "10 ≠ 12 ≠ 14", "A/·/B")
    assert dispute_lines(session.game, round_, "ca") == [
        "Discrepància a la taula 1: 10 (A) ≠ 12 (consola) ≠ 14 (B); resol-la amb settle r1 1 1|2|3"]
    said = summary("slip 1 14", session.execute("slip 1 14 replace", B), "ca", TEXT["ca"])   # B's again, asked
    assert "1. «10»" in said and "3. «14»" in said and "settle r1 1 1|2|3" in said, said
    session.close()


def test_final_with_a_dispute_is_refused_at_once_and_the_report_names_readers_in_the_games_language(
        catalan_lexicon, tmp_path):
    """`final` with an open dispute asked the console's confirmation first and only then refused;
    the report's dispute line said "(console)" in English on a Catalan page."""
    from conductor.display.confirm import needs_confirmation

    session = _game(catalan_lexicon, tmp_path)
    assert session.execute("slip 1 10")["entry"] == "pending"                 # the console's reading
    assert session.execute("slip 1 12", B)["entry"] == "dispute"
    assert session.execute("reveal")["ok"] and session.execute("end")["ok"]
    assert needs_confirmation("final", session.game) is None                   # nothing asked: refused at once
    assert session.execute("final")["error"].key == "final.disputes"
    assert session.execute("settle r1 1 1")["ok"]
    assert needs_confirmation("final", session.game) == "final"               # asked once it would be taken
    html = report_html(session.game)
    assert "10 (la consola) / 12 (B)" in html and "(console)" not in html
    session.close()
