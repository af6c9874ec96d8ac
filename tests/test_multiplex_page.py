"""The multiplex's page (DESIGN §4g): `GET /multiplex` of a real `conductor hub` (static/multiplex/, on
common/net.js), fed two venues' logs over HTTP, in Chromium at 16:9: the merged standings in the hub's language,
readable from the back of a hall (a row's text at least 3 % of the screen's height), ranked by FISE's % with its
bonus shown (the figure it ranks by, `value`, in a column of its own, the bonus beside it), the rounds it is at and
whether it is provisional or final, each venue's round, no serious or critical WCAG 2.2 AA finding (axe-core); the
next round pushed on /ws (the page asks /api/multiplex once, at its start); a venue kept apart keeps its rows, which
say why they stop moving; and a hub gone silent (SIGSTOP: the socket stays open, nothing comes) is said on the screen
with the time of the last ranking. (Past one process: test_multiplex_live.py, test_spectators_past_one_process.)"""

import json
import random
import re
import signal
import urllib.request

import pytest

from browser import axe, browsers, shoot, viewport, wait  # noqa: F401  (browsers: the fixture)
from conductor.game.log import read_log
from conductor.language import decimal
from paths import ARTIFACTS
from processes import end
from sessions import ok
from test_multiplex_hub import KEYS, play_round, venue
from test_multiplex_live import Proc

pytestmark = [pytest.mark.browser, pytest.mark.process]


def post(url, name, log):
    events = [{"seq": n, **e} for n, e in enumerate(read_log(log).events, start=1)]
    request = urllib.request.Request(url + "/api/multiplex/events", json.dumps({"venue": name, "events": events})
                                     .encode(), {"Authorization": f"Bearer {KEYS[name]}"}, method="POST")
    with urllib.request.urlopen(request, timeout=20) as response:
        assert json.loads(response.read())["acked"] == len(events)


def texts(screen, selector):
    return screen.execute_script(f"return [...document.querySelectorAll({json.dumps(selector)})]"
                                 ".map(n => n.textContent)")


def test_the_page_shows_the_merged_ranking_from_the_back_of_the_hall(tmp_path, catalan_lexicon, browsers):
    (tmp_path / "hub.yaml").write_text("multiplex:\n  venues:\n" + "".join(f"    {n}: {k}\n" for n, k in KEYS.items())
                                       + "  pack: game.pack\n  ranking: percent\n  percent_bonus: true\n",
                                       encoding="utf-8")
    drawing = venue(tmp_path, "matadepera", 11, 12, catalan_lexicon)
    rng = random.Random(2)
    for _ in range(4):
        play_round(drawing, rng)
    hub = Proc("hub", "--serve", "127.0.0.1:0", "-c", "hub.yaml", "--log", "hub.jsonl", cwd=tmp_path)
    try:
        url = hub.first["serve"]
        post(url, "Matadepera", drawing.log.path)
        # the other venue plays the same racks (a pack: every venue draws from it), two rounds so far
        following = venue(tmp_path, "palma", 99, 9, catalan_lexicon)
        for number in (1, 2):
            given = drawing.game.rounds[number - 1]
            play_round(following, rng, given.rack, given.master)
        post(url, "Palma", following.log.path)
        screen = browsers("screen")
        viewport(screen, 1280, 720)
        screen.get(url + "/multiplex")
        wait(screen, lambda d: d.execute_script("return document.querySelectorAll('#rows tr').length") == 11,
             "a page of standings")
        assert screen.execute_script("return document.documentElement.lang") == "ca"
        assert screen.title == "Classificació conjunta"
        rounds = screen.find_element("id", "rounds").text
        assert "Rondes 1–2" in rounds and "la partida continua" in rounds              # Palma has revealed two
        assert "per % de la mestra" in screen.find_element("id", "caption").text
        assert "Palma: ronda 2" in screen.find_element("id", "venues").text
        # ranked by the % with FISE's bonus: its own column, marked as the order, the bonus beside it
        heads = texts(screen, "thead th:not([hidden])")
        assert heads == ["Lloc", "Seu", "Taula", "Nom", "Club", "Punts", "Bonif.", "% mestra", "% + bonif."]
        assert screen.execute_script("return document.querySelector('th[aria-sort]').id") == "head-value"
        public = json.loads(urllib.request.urlopen(url + "/api/multiplex", timeout=20).read())
        values = [decimal(row["value"], 2, "ca") for row in public["standings"]]     # two decimals, always
        assert texts(screen, "#rows tr td:last-child") == values[:11]
        assert texts(screen, "#rows tr td:nth-child(8)") == [decimal(r["percent"], 2, "ca")
                                                              for r in public["standings"][:11]]
        assert [row["value"] for row in public["standings"]] == sorted((r["value"] for r in public["standings"]),
                                                                        reverse=True)
        bonus = {f"+{row['bonus']}" for row in public["standings"][:11] if row["bonus"]}
        assert bonus and bonus <= set(texts(screen, "#rows tr td:nth-child(7)"))
        size = screen.execute_script("return parseFloat(getComputedStyle(document.querySelector('#rows td'))"
                                     ".fontSize)")
        assert size >= 0.03 * 720, size
        shoot(screen, ARTIFACTS / "screens" / "multiplex-1280x720.png", (1280, 720))
        assert axe(screen) == []
        # the next round reaches the screen pushed on /ws (the game server's fan-out), not by asking again
        given = drawing.game.rounds[2]
        play_round(following, rng, given.rack, given.master)
        post(url, "Palma", following.log.path)
        wait(screen, lambda d: "Rondes 1–3" in d.find_element("id", "rounds").text, "round 3 pushed")
        assert screen.execute_script("return performance.getEntriesByType('resource').filter(e => "
                                     "e.name.includes('/api/multiplex')).length") == 1
        # round 4 at Palma on another rack: kept apart, its rows stay at round 3 and say why
        other = list("AEIORST") if sorted(drawing.game.rounds[3].rack) != sorted("AEIORST") else list("AEIORSN")
        play_round(following, rng, other)
        post(url, "Palma", following.log.path)
        wait(screen, lambda d: "Rondes 1–4" in d.find_element("id", "rounds").text, "round 4 pushed")
        note = screen.find_element("id", "apart").text
        assert note.startswith("† Palma: fora de la classificació conjunta des de la ronda 4") and \
            "les seves files es queden a la ronda 3" in note
        assert set(texts(screen, "#rows tr.apart td:nth-child(2)")) <= {"Palma †"}
        assert axe(screen) == []
        # the hub stopped (SIGSTOP): its socket stays open and says nothing; the page says the ranking is old
        assert screen.find_element("id", "stale").text == ""
        hub.process.send_signal(signal.SIGSTOP)
        try:
            wait(screen, lambda d: d.find_element("id", "stale").text.startswith(
                "Cap notícia del concentrador des de les"), "the stale ranking said", timeout=40)
            assert screen.execute_script("return document.body.classList.contains('outdated')")
            shoot(screen, ARTIFACTS / "screens" / "multiplex-stale-1280x720.png", (1280, 720))
        finally:
            hub.process.send_signal(signal.SIGCONT)
        wait(screen, lambda d: d.find_element("id", "stale").text == "", "the ranking fresh again", timeout=40)
        screen.get(url + "/multiplex?venue=Palma")                 # a venue's own hall: its players only
        wait(screen, lambda d: texts(d, "#rows tr td:nth-child(2)") == ["Palma †"] * 9, "Palma's players")
    finally:
        end(hub.process)


def test_a_venue_left_out_the_corrections_counted_and_every_percent_with_two_decimals(tmp_path, catalan_lexicon,
                                                                                       browsers):
    """Three venues, Manresa never connects: the organiser's `absent Manresa` lets the ranking go on and the page
    says why Manresa's players are missing; the newest corrections with how many there are in all; every % with two
    decimals ("53,70", never "53,7")."""
    keys = {**KEYS, "Manresa": "m" * 16 + "3"}
    (tmp_path / "hub.yaml").write_text("multiplex:\n  venues:\n" + "".join(f"    {n}: {k}\n" for n, k in keys.items())
                                       + "  draw: Matadepera\n  ranking: percent\n", encoding="utf-8")
    drawing, following = venue(tmp_path, "m", 11, 12, catalan_lexicon), venue(tmp_path, "p", 99, 9, catalan_lexicon)
    rng = random.Random(5)
    for _ in range(3):
        play_round(drawing, rng)
    for given in drawing.game.rounds:
        play_round(following, rng, given.rack, given.master)
    for table in range(1, 6):                       # five real corrections: the page shows the newest three
        ok(drawing, f"correct r1 {table} {drawing.game.rounds[0].slips[table].score % 7 + 1}")
    hub = Proc("hub", "--serve", "127.0.0.1:0", "-c", "hub.yaml", "--log", "hub.jsonl", cwd=tmp_path)
    try:
        url = hub.first["serve"]
        post(url, "Matadepera", drawing.log.path)
        post(url, "Palma", following.log.path)
        screen = browsers("screen")
        viewport(screen, 1280, 720)
        screen.get(url + "/multiplex")
        wait(screen, lambda d: d.find_element("id", "rounds").text == "Encara cap ronda revelada a totes les seus",
             "the ranking held by Manresa")
        assert hub.ok("absent Manresa")["venue"] == "Manresa"
        wait(screen, lambda d: "Rondes 1–3" in d.find_element("id", "rounds").text, "the ranking going on")
        assert screen.find_element("id", "apart").text == "† Manresa no s'ha connectat: fora de la classificació"
        public = json.loads(urllib.request.urlopen(url + "/api/multiplex", timeout=20).read())
        assert public["corrections_count"] == 5
        shown = texts(screen, "#corrections li")
        assert len(shown) == 4 and shown[-1] == "5 correccions en total", shown
        percents = texts(screen, "#rows tr td:nth-child(8)")
        assert percents and all(re.fullmatch(r"\d{1,3},\d\d", p) for p in percents), percents
        assert percents == [decimal(r["percent"], 2, "ca") for r in public["standings"][:len(percents)]]
        shoot(screen, ARTIFACTS / "screens" / "multiplex-absent-1280x720.png", (1280, 720))
        assert axe(screen) == []
    finally:
        end(hub.process)
