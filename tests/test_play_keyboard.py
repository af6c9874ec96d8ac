"""A player who plays by keyboard and screen reader plays a round on /play, in headless Chromium against
a real `conductor run --headless --serve` (an online game): joins with the keyboard alone, hears the rack once
called, puts H8 CASA down with the arrow and letter keys on the ARIA grid (a square's name says its coordinate,
bonus and tile; comma reads the row), sends it, and reads from the live region's text the answer ("Rebuda"), the
1-minute and 30-second warnings, "Temps!", the master move and their own score. The typed move is one Tab after the
board. Screenshot: artifacts/screens/keyboard-*.png.
"""

import pytest

from browser import LISTEN, PHONE, browsers, shoot, wait  # noqa: F401 - the fixture comes with it
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from served import Served

pytestmark = [pytest.mark.browser, pytest.mark.process]

@pytest.fixture()
def online(tmp_path):
    (tmp_path / "players.csv").write_text("name,table\nJugadora 1,1\n")
    (tmp_path / "config.yaml").write_text("network:\n  entry: online\n")
    served = Served("--players", str(tmp_path / "players.csv"), "-c", str(tmp_path / "config.yaml"),
                    "--seed", "3", "--log", str(tmp_path / "game.jsonl"))
    try:
        yield served
    finally:
        served.close()


def keys(driver, *sequence):
    ActionChains(driver).send_keys(*sequence).perform()


def active(driver):
    return driver.execute_script("const a = document.activeElement; return [a.id, a.dataset.sq || '', "
                                 "a.getAttribute('aria-label') || '', a.getAttribute('role') || ''];")


def tab_to(driver, wanted, limit=40):
    """Tab (only Tab) until the focused element is `wanted(active)`; returns how many presses it took."""
    for count in range(1, limit + 1):
        keys(driver, Keys.TAB)
        if wanted(active(driver)):
            return count
    raise AssertionError(f"never reached by Tab; at {active(driver)}")


def said(driver):
    return driver.execute_script("return window.__said")


def test_a_round_by_keyboard_and_live_region(online, browsers, screenshots):
    driver = browsers("keyboard", (1280, 800))
    driver.get(online.url + "/play")
    driver.execute_script(LISTEN)
    wait(driver, lambda d: d.execute_script("return !document.getElementById('join-form').hidden"), "the join form")
    # joining with the keyboard alone
    tab_to(driver, lambda a: a[0] == "join-name")
    keys(driver, "Anna Cec")
    keys(driver, Keys.TAB, "Club Braille", Keys.ENTER)
    wait(driver, lambda d: d.execute_script("return document.getElementById('login').hidden"), "joined")

    online.judge("rack C A S A R T E")
    online.judge("start")
    wait(driver, lambda d: any(line.startswith("Ronda 1. Faristol: C, A, S, A, R, T, E") for line in said(d)),
         "the rack said once called")

    # the board: one Tab stop; H8 is where the focus starts; its name says coordinate and bonus
    driver.execute_script("document.activeElement.blur(); window.scrollTo(0, 0)")
    tab_to(driver, lambda a: a[3] == "gridcell")
    assert active(driver)[1] == "H8" and active(driver)[2] == "H8, Paraula ×2, buida", active(driver)
    keys(driver, Keys.ARROW_RIGHT, Keys.ARROW_DOWN)
    assert active(driver)[1] == "I9"
    keys(driver, Keys.ARROW_UP, Keys.ARROW_LEFT)
    for letter in "CASA":                              # a letter key puts that rack tile and moves on
        keys(driver, letter.lower())
    wait(driver, lambda d: d.execute_script("return document.getElementById('notation').dataset.text") == "H8 CASA",
         "H8 CASA put down with the keys")
    assert active(driver)[1] == "H12"
    keys(driver, ",")                                  # the row, read aloud
    wait(driver, lambda d: any(line.startswith("Fila H: H8 C, H9 A, H10 S, H11 A") for line in said(d)), "row H read")
    # the typed move is one Tab after the board
    assert tab_to(driver, lambda a: a[0] == "typed", limit=1) == 1
    ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    assert active(driver)[3] == "gridcell"
    shoot(driver, screenshots / "keyboard-01-placed.png")
    tab_to(driver, lambda a: a[0] == "send")
    keys(driver, Keys.ENTER)
    wait(driver, lambda d: "Rebuda: H8 CASA" in said(d), "the answer in the live region")

    # the warnings and "Temps!"
    online.judge("adjust 62")
    wait(driver, lambda d: "Queda 1 minut" in said(d), "the 1-minute warning", timeout=15)
    online.judge("adjust 32")
    wait(driver, lambda d: "Queden 30 segons" in said(d), "the 30-second warning", timeout=15)
    online.judge("time")
    wait(driver, lambda d: "Temps!" in said(d), "Temps!")
    reveal = online.judge("reveal")
    wait(driver, lambda d: f"Jugada mestra: {reveal['master']}, {reveal['score']} punts" in said(d), "the master said")
    wait(driver, lambda d: any(line.startswith("La teva: H8 CASA, ") and line.endswith(" punts") for line in said(d)),
         "the player's own score said")
    shoot(driver, screenshots / "keyboard-02-reveal.png")
    errors = [e for e in driver.get_log("browser") if e.get("source") == "javascript"]
    assert not errors, errors
