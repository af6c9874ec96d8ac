"""A club's season: three games, players ranked by their mean % of the master per game, with games
played, best and worst, those under --min-games listed apart; the same person found again by licence (whatever
the spelling), else by name and club, and a licensed player is the unlicensed one of the same name and club;
near-identical names are warned about, not merged. HTML and CSV in Catalan."""

import html
import subprocess
import sys

import pytest

from conductor.clock import StepClock
from conductor.game.duplicate import Config
from conductor.game.log import read_log
from conductor.game.players import Player
from conductor.game.session import Session, replay
from conductor.report import log_started
from conductor.report.season import SeasonGame, game_label, season, season_csv, season_html

DAYS = (1_772_370_000.0, 1_772_974_800.0, 1_773_579_600.0)          # 1, 8 and 15 March 2026
GAMES = [
    [Player(1, "Anna Vila", "CE Lleida", "L-1"), Player(2, "Biel Roca", "CE Lleida"), Player(3, "Carla Puig", "Club Girona"),
     Player(4, "Núria Puig", "CE Lleida")],
    [Player(1, "ANNA  VILA", "", "l-1"), Player(2, "Biel Roca", "CE Lleida", "L-2"), Player(3, "carla puig", "Club Girona"),
     Player(4, "Nuria Puig", "CE Lleida")],
    [Player(1, "Anna Vila", "CE Lleida", "L-1"), Player(2, "Carla Puig", "Club Girona"), Player(3, "Dani Gil", "")],
]
LOSS = {0: {1: 0, 2: 5, 3: 9, 4: 2}, 1: {1: 3, 2: 1, 3: 0, 4: 20}, 2: {1: 11, 2: 4, 3: 0}}   # points under the master


@pytest.fixture(scope="module")
def logs(catalan_lexicon, tmp_path_factory):
    folder = tmp_path_factory.mktemp("season")
    out = []
    for index, players in enumerate(GAMES):
        log = folder / f"club-{index + 1}.jsonl"
        session = Session.new(log, catalan_lexicon, "fisc", players, 500 + index, Config(), StepClock(DAYS[index]))
        for number in range(1, 4):
            for command in ("draw", "start", "time", "reveal"):
                assert session.execute(command)["ok"], command
            master = session.game.rounds[-1].master_score
            for player in players:
                score = max(0, master - LOSS[index][player.table])
                assert session.execute(f"slip r{number} {player.table} {score}")["ok"]
            assert session.execute(f"finalise {number}")["ok"]
        assert session.execute("end")["ok"]
        session.close()
        out.append(log)
    return out


def games_of(logs, lexicon):
    games = []
    for log in logs:
        events = read_log(log).events
        games.append(SeasonGame(game_label(log_started(events), log.stem, "ca"), replay(events, lexicon),
                                log_started(events)))
    return games


def percent(game, table):
    points = sum(r.scores[table] for r in game.rounds)
    return round(100.0 * points / sum(r.master_score for r in game.rounds), 2)


def test_players_are_ranked_by_their_mean_percent(logs, catalan_lexicon):
    games = games_of(logs, catalan_lexicon)
    assert [g.label for g in games] == ["1 de març de 2026", "8 de març de 2026", "15 de març de 2026"]
    result = season(games, min_games=2)
    g = [x.game for x in games]
    expected = {
        "Anna Vila": [percent(g[0], 1), percent(g[1], 1), percent(g[2], 1)],      # one licence, three spellings
        "Biel Roca": [percent(g[0], 2), percent(g[1], 2)],                         # licensed in game 2 only
        "Carla Puig": [percent(g[0], 3), percent(g[1], 3), percent(g[2], 2)],     # name and club, any case
    }
    ranked = {row.player.name: row for row in result.ranked}
    assert set(ranked) == set(expected)
    for name, values in expected.items():
        person = ranked[name].player
        assert person.games == len(values) and sorted(person.percents.values()) == sorted(values)
        assert person.mean == round(sum(values) / len(values), 2)
    means = [row.player.mean for row in result.ranked]
    assert means == sorted(means, reverse=True) and [row.rank for row in result.ranked] == [1, 2, 3]
    assert ranked["Anna Vila"].player.licence in ("L-1", "l-1")
    apart = sorted(row.player.name for row in result.apart)
    assert apart == ["Dani Gil", "Nuria Puig", "Núria Puig"] and all(row.rank is None for row in result.apart)
    assert len(result.warnings) == 1 and "«Núria Puig» (CE Lleida) i «Nuria Puig» (CE Lleida)" in result.warnings[0]
    everyone = season(games, min_games=1)
    assert len(everyone.ranked) == 6 and not everyone.apart


@pytest.mark.process
def test_html_and_csv_in_catalan(logs, catalan_lexicon, tmp_path):
    result = season(games_of(logs, catalan_lexicon), min_games=2)
    page = html.unescape(season_html(result, "Lliga del club 2026"))
    assert page.startswith('<!DOCTYPE html>\n<html lang="ca">') and "<h1>Lliga del club 2026</h1>" in page
    assert "3 partides · 6 jugadors" in page and "cal haver jugat 2 partides o més" in page
    assert "Amb menys de 2 partides" in page and "s'assemblen molt" in page
    assert "<th>% mitjà</th><th>Millor</th><th>Pitjor</th>" in page and "15 de març de 2026" in page
    assert "jsonl" not in page
    text = season_csv(result)
    lines = text.splitlines()
    assert lines[0] == "lloc;nom;club;llicència;partides;% mitjà;millor;pitjor;P1;P2;P3"
    anna = next(line for line in lines if line.split(";")[1] == "Anna Vila").split(";")
    assert anna[4] == "3" and "," in anna[5] and anna[8] and anna[10]
    biel = next(line for line in lines if line.split(";")[1] == "Biel Roca").split(";")
    assert biel[3] == "L-2" and biel[10] == ""                                 # no game 3
    done = subprocess.run([sys.executable, "-m", "conductor", "report", "--season", *logs, "--min-games", "2",
                           "--html", tmp_path / "s.html", "--csv", tmp_path / "s.csv"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "s'assemblen molt" in done.stderr
    assert (tmp_path / "s.csv").read_bytes().startswith(b"\xef\xbb\xbflloc;nom;")
    assert "Temporada" in (tmp_path / "s.html").read_text(encoding="utf-8")
