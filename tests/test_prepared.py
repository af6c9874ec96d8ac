"""Prepared games: a plain file of racks (and master moves) and an Eliot saved game replay the
game they came from; problems are reported with the line or turn."""

from xml.sax.saxutils import quoteattr

import pytest

from conductor.clock import StepClock
from conductor.engine import MoveGenerator
from conductor.game.duplicate import ENDED, Config
from conductor.game.players import Player
from conductor.game.prepared import PreparedError, parse_eliot_xml, parse_plain
from conductor.game.session import Session
from conductor.rules import CATALAN
from conductor.simulate import play


@pytest.fixture(scope="module")
def source_game(catalan_lexicon):
    return list(play(MoveGenerator(catalan_lexicon), seed=21, max_rounds=12))


def plain_text(rounds, with_masters=True):
    return "\n".join(" ".join(r.rack) + (f"  {r.master.move}" if with_masters else "") for r in rounds) + "\n"


def eliot_xml(rounds):
    turns = []
    for r in rounds:
        new = "".join(r.rack[len(r.leftover):])
        rack = "".join(r.leftover) + "+" + new if r.leftover else new
        coord, word = str(r.master.move).split()
        turns.append(f"""        <Turn>
            <GameRack>{rack}</GameRack>
            <PlayerMove playerId="0" points="0" type="none" />
            <MasterMove points="{r.master.score}" type="valid" word={quoteattr(word)} coord="{coord}" />
        </Turn>""")
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<EliotGame format="2">
    <Dictionary><Name>Catalan</Name><Type>dawg</Type></Dictionary>
    <Game><Mode>duplicate</Mode><Player id="0"><Name>Anna</Name><Type>human</Type><TableNb>1</TableNb></Player><Turns>{len(rounds)}</Turns></Game>
    <History>
{chr(10).join(turns)}
    </History>
</EliotGame>
"""


def replay_prepared(lexicon, prepared, tmp_path, name="p"):
    session = Session.new(tmp_path / f"{name}.jsonl", lexicon, "fisc", [Player(1, "Anna")], 1, Config(), StepClock(), prepared)
    while session.game.phase != ENDED:
        answer = session.execute("draw")
        assert answer["ok"], answer
        if session.game.phase == ENDED:
            break
        for command in ("start", "close", "reveal"):
            assert session.execute(command)["ok"]
    return session


@pytest.mark.parametrize("form", ["plain", "eliot"])
def test_a_prepared_game_replays_the_game_it_came_from(catalan_lexicon, source_game, tmp_path, form):
    text = plain_text(source_game) if form == "plain" else eliot_xml(source_game)
    prepared = parse_plain(text, CATALAN) if form == "plain" else parse_eliot_xml(text, CATALAN)
    assert [list(p.rack) for p in prepared] == [list(r.rack) for r in source_game]
    session = replay_prepared(catalan_lexicon, prepared, tmp_path, form)
    game = session.game
    assert game.end_reason == "the prepared racks are used up"
    assert [(r.master, r.master_score) for r in game.rounds] == [(str(r.master.move), r.master.score) for r in source_game]
    assert [r.rack for r in game.rounds] == [list(r.rack) for r in source_game]


def test_without_master_moves_the_engine_chooses(catalan_lexicon, source_game, tmp_path):
    prepared = parse_plain(plain_text(source_game[:1], with_masters=False), CATALAN)
    session = replay_prepared(catalan_lexicon, prepared, tmp_path)
    assert session.game.rounds[0].master_score == source_game[0].master.score


def test_resuming_a_prepared_game_needs_no_file(catalan_lexicon, source_game, tmp_path):
    prepared = parse_plain(plain_text(source_game), CATALAN)
    session = Session.new(tmp_path / "r.jsonl", catalan_lexicon, "fisc", [Player(1, "A")], 1, Config(), StepClock(), prepared)
    for command in ("draw", "start", "close", "reveal", "draw"):
        assert session.execute(command)["ok"]
    session.log.close()
    resumed = Session.resume(tmp_path / "r.jsonl", catalan_lexicon, StepClock(100))
    assert resumed.game.snapshot() == session.game.snapshot()
    assert resumed.game.prepared == prepared


def test_a_rack_that_breaks_from_the_game_is_refused(catalan_lexicon, source_game, tmp_path):
    prepared = parse_plain(plain_text(source_game[:3]), CATALAN)
    second = list(prepared[1].rack)
    prepared[1] = type(prepared[1])(tuple(["QU"] * 7), prepared[1].master)
    session = Session.new(tmp_path / "b.jsonl", catalan_lexicon, "fisc", [Player(1, "A")], 1, Config(), StepClock(), prepared)
    for command in ("draw", "start", "close", "reveal"):
        assert session.execute(command)["ok"]
    before = session.game.snapshot()
    answer = session.execute("draw")
    assert answer["ok"] is False and "prepared rack 2" in answer["error"] and second
    assert session.game.snapshot() == before


@pytest.mark.parametrize(
    "text, message",
    [
        ("CASAREN\nKASAREN\n", "line 2: rack 'KASAREN': there is no K tile"),
        ("CASAREN P8 CASA\n", "line 1: master move: coordinate 'P8': row must be A–O"),
        ("# only a comment\n", None),
    ],
)
def test_plain_file_problems(text, message):
    if message is None:
        assert parse_plain(text, CATALAN) == []
        return
    with pytest.raises(PreparedError, match=message):
        parse_plain(text, CATALAN)


def test_eliot_file_problems():
    with pytest.raises(PreparedError, match="not valid XML"):
        parse_eliot_xml("<EliotGame><History>", CATALAN)
    with pytest.raises(PreparedError, match="a freegame game has no common racks"):
        parse_eliot_xml("<EliotGame><Game><Mode>freegame</Mode></Game></EliotGame>", CATALAN)
    with pytest.raises(PreparedError, match="turn 1: rack 'W': there is no W tile"):
        parse_eliot_xml("<EliotGame><History><Turn><GameRack>AB+W</GameRack></Turn></History></EliotGame>", CATALAN)
