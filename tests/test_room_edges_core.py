"""The room's edges (DESIGN §4n) where they are decided, in process: the console asks before a round is made final on
single double-entry readings; a frozen live loop gives the round back its time (paused for the projector's judge);
a withdrawn player's rounds; the page's plural rule is CLDR's, by babel; a look-alike name."""

from __future__ import annotations

import subprocess

import pytest

from conductor.clock import ManualClock, StepClock
from conductor.game.access import Actor
from conductor.game.duplicate import Config
from conductor.game.session import Session
from conductor.live import LiveHost
from sessions import ok, players


def _double(lexicon, tmp_path) -> Session:
    session = Session.new(tmp_path / "g.jsonl", lexicon, "fisc", players(6), 3, Config(double_entry=True), StepClock())
    for line in ('device add "A" 1-6', 'device add "B" 1-6', "draw", "start", "time", "reveal"):
        ok(session, line)
    return session


def test_finalise_on_single_readings_asks_first(catalan_lexicon, tmp_path):
    """Under double entry `finalise 1` counted single readings as they stood without a word; now the console asks
    first, naming the tables; a round with every table read twice (or none pending) is finalised at once."""
    from conductor.display.confirm import Confirmations, needs_confirmation

    session = _double(catalan_lexicon, tmp_path)
    one, two = Actor("device", "A"), Actor("device", "B")
    ok(session, "slip r1 2 12", one)
    ok(session, "slip r1 2 12", two)
    ok(session, "slip r1 4 10", one)                      # one reading only
    ok(session, "slip r1 5 H8 ZZ", two)                   # one reading only
    game = session.game
    assert needs_confirmation("finalise 1", game) == "single"
    asked = Confirmations("ca").ask("finalise 1", "single", None, game)
    assert asked.startswith("La ronda 1 només té una lectura a les taules 4, 5: si la fas definitiva, compten tal com"), \
        asked
    assert "«finalise 1»" in asked
    assert Confirmations("es").ask("finalise 1", "single", None, game).startswith(
        "La ronda 1 solo tiene una lectura en las mesas 4, 5")
    ok(session, "slip r1 4 10", two)
    ok(session, "slip r1 5 H8 ZZ", one)
    assert needs_confirmation("finalise 1", game) is None       # every table read twice: nothing to ask
    assert needs_confirmation("finalise 9", game) is None       # refused by the game anyway
    single = Session.new(tmp_path / "s.jsonl", catalan_lexicon, "fisc", players(3), 3, Config(), StepClock())
    for line in ("draw", "start", "time", "reveal"):
        ok(single, line)
    assert needs_confirmation("finalise 1", single.game) is None   # no double entry: as before
    session.close()
    single.close()


class Awake:
    """The live loop's awake clock, moved by hand (a SIGSTOP, a suspended laptop)."""

    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


@pytest.mark.parametrize("pause", [True, False])
def test_a_frozen_loop_gives_the_round_its_time_back(catalan_lexicon, tmp_path, pause):
    """The game's clock and the loop's awake clock both jump 40 s between two turns (the process was stopped): the
    round had 150 s at the last turn and still has them (the projector's: paused there for its judge), the public
    view tells the interruption, the judge reads it; a turn that is merely late (2 s) is no interruption."""
    clock, awake = ManualClock(1000.0), Awake()
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", players(3), 3, Config(), clock)
    host = LiveHost(session, auto_time=False, pause_on_resume=pause, awake=awake)
    host.command("draw")
    host.command("start")
    for _ in range(30):                                   # 30 s of turns, every second
        clock.advance(1.0)
        awake.now += 1.0
        host.tick(clock())
    assert session.game.timer.left(clock()) == pytest.approx(150.0)
    clock.advance(2.0)
    awake.now += 2.0
    host.tick(clock())                                    # late, not frozen
    assert host.interruption is None and session.game.timer.left(clock()) == pytest.approx(148.0)
    clock.advance(40.0)
    awake.now += 40.0
    host.tick(clock())                                    # frozen for 40 s
    game = session.game
    assert game.timer.left(clock()) == pytest.approx(148.0) and game.timer.running is (not pause)
    view = host.view(clock())
    assert view.interruption == (40.0, 148.0)
    notice = [line for _, line in host.notices()]
    assert notice and "congelada 40 s" in notice[0] and "2:28" in notice[0], notice
    assert ("F3" in notice[0]) is pause
    session.close()


def test_a_withdrawn_players_rounds_are_not_missing_and_say_so(catalan_lexicon, tmp_path):
    from conductor.report.player import WITHDRAWN, cell_status

    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", players(3), 3, Config(), StepClock())
    for line in ("draw", "start", "slip 1 10", "slip 2 10", "time", "reveal", "draw", "slip 2 3"):
        session.execute(line)
    assert ok(session, "withdraw 2")["withdrawn"] == 2      # round 2 drawn, no slip of theirs in it: from round 2
    game = session.game
    assert game.playing(2) == [1, 3] and game.playing(1) == [1, 2, 3]
    for line in ("start", "time", "reveal"):
        ok(session, line)
    assert cell_status(game, game.rounds[1], 2) == WITHDRAWN
    assert game.missing(game.rounds[1]) == [1, 3]
    session.close()


@pytest.mark.process
def test_the_pages_plural_rule_is_cldrs_by_babel():
    """"1 rondes": the pages' words had no count forms. Now they have the messages' ("{n:# ronda|# rondes}") and each
    language's CLDR rule, written by babel into the words module, run here by node."""
    from conductor.server.pagewords import words_module

    text, _ = words_module("play")
    script = text.replace("export const ", "const ") + (
        "for (const [language, rule] of Object.entries(PLURALS)) "
        "console.log(language, [0, 1, 2, 1000000].map((n) => rule(n)).join(','));")
    done = subprocess.run(["node", "-e", script], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["ca other,one,other,many", "es other,one,other,many"]


def test_the_room_is_told_why_the_reveal_waits_never_whose_table(catalan_lexicon, tmp_path):
    """The projector's view and the public view carry an accommodated table's extra time after "Temps!": how many
    tables, how long the last one has, said in the game's language; gone once it ends or the judge reveals."""
    from conductor.room.public import public_view
    from conductor.room.view import extra_time_said, projector_view

    clock = ManualClock(1000.0)
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", players(4), 3, Config(), clock)
    for line in ("accommodate 2 +30", "accommodate 3 +10", "draw", "start"):
        ok(session, line)
    game = session.game
    assert projector_view(game, clock()).extra_time is None          # before "Temps!": nothing to wait for
    clock.advance(5)
    ok(session, "time")
    clock.advance(4)
    view = projector_view(game, clock())
    assert view.extra_time == (2, pytest.approx(26.0))
    assert extra_time_said(view) == "Temps addicional per a 2 taules: la revelació espera 26 s"
    clock.advance(10)
    assert projector_view(game, clock()).extra_time == (1, pytest.approx(16.0))
    public = public_view(projector_view(game, clock()), None)["extra_time"]
    assert public == {"tables": 1, "left": 16, "said": "Temps addicional per a 1 taula: la revelació espera 16 s"}
    assert "2" not in public["said"] and "3" not in public["said"].replace("16", "")
    clock.advance(17)
    assert projector_view(game, clock()).extra_time is None
    session.close()
