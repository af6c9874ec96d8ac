"""The multiplex's page (DESIGN §4g): `GET /multiplex` of a real `conductor hub`, fed two venues' logs over HTTP, in
Chromium at 16:9: the merged standings in the hub's language, readable from the back of a hall (a row's text at
least 3 % of the screen's height), each venue's round, no serious or critical WCAG 2.2 AA finding (axe-core), and
the next round pushed on /ws (the page asks /api/multiplex once, at its start). (Past one process:
test_multiplex_live.py, test_spectators_past_one_process.)"""

import json
import random
import urllib.request

import pytest

from browser import axe, browsers, shoot, viewport, wait  # noqa: F401  (browsers: the fixture)
from conductor.game.log import read_log
from paths import ARTIFACTS
from processes import end
from test_multiplex_hub import KEYS, play_round, venue
from test_multiplex_live import Proc

pytestmark = [pytest.mark.browser, pytest.mark.process]


def post(url, name, log):
    events = [{"seq": n, **e} for n, e in enumerate(read_log(log).events, start=1)]
    request = urllib.request.Request(url + "/api/multiplex/events", json.dumps({"venue": name, "events": events})
                                     .encode(), {"Authorization": f"Bearer {KEYS[name]}"}, method="POST")
    with urllib.request.urlopen(request, timeout=20) as response:
        assert json.loads(response.read())["acked"] == len(events)


def test_the_page_shows_the_merged_ranking_from_the_back_of_the_hall(tmp_path, catalan_lexicon, browsers):
    (tmp_path / "hub.yaml").write_text("multiplex:\n  venues:\n" + "".join(f"    {n}: {k}\n" for n, k in KEYS.items())
                                       + "  pack: game.pack\n  ranking: three\n", encoding="utf-8")
    drawing = venue(tmp_path, "matadepera", 11, 12, catalan_lexicon)
    rng = random.Random(2)
    for _ in range(3):
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
        assert "Rondes 1–2" in screen.find_element("id", "rounds").text        # Palma has revealed two rounds
        assert "mitjana de tres classificacions" in screen.find_element("id", "caption").text
        assert "Palma: ronda 2" in screen.find_element("id", "venues").text
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
        screen.get(url + "/multiplex?venue=Palma")                 # a venue's own hall: its players only
        wait(screen, lambda d: d.execute_script(
            "return [...document.querySelectorAll('#rows tr td:nth-child(2)')].map(n => n.textContent)")
             == ["Palma"] * 9, "Palma's players")
    finally:
        end(hub.process)
