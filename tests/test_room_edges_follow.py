"""The room's edges after the outside tester's second pass (DESIGN §4n), in headless Chromium against a
real `conductor run --headless --serve`, a blind player's live region recorded as a screen reader hears it
(tests/support/browser.py LISTEN): a typed slip echoed and said as the room reads it (lowercase on a rack with no
blank is capitals, never blanks); a question about a slip taken back at "Temps!", said, and the move field emptied
with a new rack; the table judges' page keeps to a phone's width with a long name in its
standings."""

from __future__ import annotations

import pytest

from browser import LISTEN, browsers, wait  # noqa: F401 - the fixture comes with it
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from served import Served, ServedGame
from sessions import events
from test_play_blind import Player

pytestmark = [pytest.mark.browser, pytest.mark.process]


def _online(tmp_path):
    (tmp_path / "config.yaml").write_text("ruleset: fisc\nnetwork:\n  entry: online\n")
    game = Served("-c", str(tmp_path / "config.yaml"), "--seed", "5", "--log", str(tmp_path / "game.jsonl"))
    game.log = tmp_path / "game.jsonl"
    return game


def _joined(driver, game, name):
    driver.get(game.url + "/play")
    driver.execute_script(LISTEN)
    me = Player(driver)
    wait(driver, lambda d: d.execute_script("return !document.getElementById('join-form').hidden"), "join form")
    driver.find_element(By.ID, "join-name").send_keys(name + Keys.ENTER)
    me.hear("Ets a la partida", "joined")
    return me


def test_a_lowercase_slip_on_a_rack_with_no_blank_is_echoed_in_capitals(tmp_path, browsers):
    """Before: "h8 casa" typed on C A S A R T E (no blank) was echoed "Rebuda: h8 casa" and said "H8 CASA (c escarràs,
    a escarràs, s escarràs, a escarràs)", though the room scores it in capitals. Now the echo and what is said read it
    as the room does (notation.js readAsTheRoom): "Rebuda: H8 CASA", no blank named; scored as capitals."""
    game = _online(tmp_path)
    try:
        driver = browsers("lowercase", (1280, 800), language="ca")
        me = _joined(driver, game, "Anna Cec")
        game.judge("rack C A S A R T E")
        game.judge("start")
        me.hear(lambda line: line.startswith("Ronda 1. Faristol"), "the rack said")
        me.alt("j")
        me.keys("h8 casa", Keys.ENTER)
        said = me.hear("Rebuda: ", "received")
        assert said == "Rebuda: H8 CASA", said
        assert driver.find_element(By.ID, "answer").text == "Rebuda: H8 CASA"
        assert not [line for line in me.said() if "escarràs" in line], me.said()
        game.judge("time")
        game.judge("reveal")
        mine = me.hear("La teva: ", "the player's own line at the reveal")
        assert mine.startswith("La teva: H8 CASA, ") and "escarràs" not in mine, mine
        slip = [e for e in events(game.log) if e["type"] == "slip"][-1]
        assert slip["text"] == "h8 casa", slip                  # what was typed is what was sent and logged
        errors = [e for e in driver.get_log("browser") if e.get("source") == "javascript"]
        assert not errors, errors
    finally:
        game.close()


LONG = "Maria Montserrat Casademunt-Vilaseca-Puigvert i Fontanals"


@pytest.mark.parametrize("width", [320, 360, 390])
def test_the_judges_page_keeps_to_a_phones_width_with_a_long_name(tmp_path, browsers, width):
    """Before: with a long player's name in its standings the table judges' page was 337 px wide on a 320 px phone
    (it scrolled sideways; the player's page and /screen fit). Now the name wraps in its cell: the page and the
    standings keep to the screen's width at 320, 360 and 390 px."""
    game = ServedGame(tmp_path, players=f"name,table\n{LONG},1\nJugador 2,2\n")
    try:
        link = game.judge('device add "Jutge 1" 1-2')
        phone = browsers(f"judge-{width}", (width, 740), phone=True, touch=False)
        phone.get(link["url"])
        wait(phone, lambda d: d.find_element(By.ID, "slip").is_displayed(), "the device's login")
        for line in ("rack C A S A R T E", "start", "time", "slip 1 H8 CASA", "reveal"):
            assert game.judge(line)["ok"], line
        wait(phone, lambda d: LONG in d.find_element(By.ID, "standings-body").text, "the long name in the standings")
        sizes = phone.execute_script("return [document.documentElement.scrollWidth, window.innerWidth, "
                                     "document.querySelector('#standings-body table').getBoundingClientRect().right]")
        # a phone's layout grows to fit a page wider than the screen (innerWidth was 335 at 320): held to `width`
        assert sizes[0] <= width and sizes[1] <= width and sizes[2] <= width, sizes
    finally:
        game.close()


def test_a_question_about_a_slip_closes_at_temps_and_the_typed_field_empties_with_a_new_rack(tmp_path, browsers):
    """Before: "Ja has enviat «H8 CASA» en aquesta ronda: la substitueixo…?" stayed open through "Temps!", the reveal
    and the next round; round 2's keys answered it and the text left in the field went as round 2's slip ("H8
    CASSAMOLT"). Now at "Temps!" the question closes, nothing is sent, and that is said in the live region; the typed
    field is emptied when a new rack is called."""
    game = _online(tmp_path)
    try:
        driver = browsers("asked-at-temps", (1280, 800), language="ca")
        me = _joined(driver, game, "Anna Cec")
        game.judge("rack C A S A R T E")
        game.judge("start")
        me.hear(lambda line: line.startswith("Ronda 1. Faristol"), "the rack said")
        me.alt("j")
        me.keys("H8 CASA", Keys.ENTER)
        me.hear("Rebuda: H8 CASA", "received")
        me.alt("j")
        me.keys("H8 CASSA", Keys.ENTER)
        asked = wait(driver, lambda d: d.execute_script(
            "const a = document.getElementById('ask'); return a.open ? a.textContent : ''"), "the replace question")
        assert "Ja has enviat «H8 CASA»" in asked, asked
        game.judge("time")
        closed = me.hear("S'ha acabat el temps: la pregunta s'ha tancat", "the question closed, said")
        assert closed == "S'ha acabat el temps: la pregunta s'ha tancat i no s'ha enviat res", closed
        assert not driver.execute_script("return document.getElementById('ask').open")
        game.judge("reveal")
        game.judge("rack M O L T E S A")
        game.judge("start")
        me.hear(lambda line: line.startswith("Ronda 2. Faristol"), "round 2's rack said")
        assert driver.find_element(By.ID, "typed").get_attribute("value") == ""          # "H8 CASSA" gone
        me.keys("MOLT", Keys.ENTER)                       # round 2's keys: no old question left to answer
        assert not driver.execute_script("return document.getElementById('ask').open")
        slips = [(e["round"], e["text"]) for e in events(game.log) if e["type"] == "slip"]
        assert slips == [(1, "H8 CASA")], slips                # nothing replaced, nothing leftover sent
        assert not [e for e in events(game.log) if e.get("replace")]
        errors = [e for e in driver.get_log("browser") if e.get("source") == "javascript"]
        assert not errors, errors
    finally:
        game.close()
