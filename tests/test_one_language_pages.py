"""One language, on the pages too: a FISC game whose settings say `language: es` gives its pages the
game's language; the table judges' page, the player's page and the spectators' screen, in headless Chromium (a
browser that asks for Catalan first), show no Catalan word, before a login and after one."""

from __future__ import annotations

import pytest

from browser import browsers, wait  # noqa: F401 - the fixture comes with it (and skips without chromium)
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from served import Served
from test_language import catalan_in

pytestmark = [pytest.mark.browser, pytest.mark.process]

CONFIG = "ruleset: fisc\nlanguage: es\nnetwork:\n  entry: players\n"
PLAYERS = "name,table\nAna,1\nBea,2\nCarmen,3\n"


def _settled(driver, what: str) -> str:
    wait(driver, lambda d: d.execute_script("return document.documentElement.lang") == "es", f"{what} in Spanish")
    return driver.execute_script("return document.body.innerText")


def test_the_pages_of_a_fisc_game_in_spanish(tmp_path, browsers):
    (tmp_path / "config.yaml").write_text(CONFIG, encoding="utf-8")
    (tmp_path / "players.csv").write_text(PLAYERS, encoding="utf-8")
    game = Served("-c", str(tmp_path / "config.yaml"), "--players", str(tmp_path / "players.csv"), "--log",
                  str(tmp_path / "g.jsonl"), "--seed", "5", "--fake-clock")
    try:
        pins = game.judge("pins")["pins"]
        game.judge("draw")
        game.judge("start")
        found = []
        for name, path in (("judges", "/"), ("player", "/play"), ("screen", "/screen")):
            driver = browsers(name, (390, 844) if name != "screen" else (1280, 720), phone=name != "screen",
                              language="ca")
            driver.get(game.url + path)
            text = _settled(driver, path)
            found += [(path, word) for word in catalan_in(text)]
        # a player logs in through the page's form (a wrong PIN first), sends a slip; the round is revealed
        phone = browsers("logged", (390, 844), phone=True, language="ca")
        phone.get(game.url + "/")
        _settled(phone, "the login page")
        phone.find_element(By.ID, "tab-player").click()
        phone.find_element(By.ID, "login-table").send_keys("1")
        phone.find_element(By.ID, "pin").send_keys(("0000" if pins["1"] != "0000" else "1111") + Keys.ENTER)
        wait(phone, lambda d: d.find_element(By.ID, "login-error").text, "a wrong PIN's reason")
        found += [("a wrong PIN", word) for word in catalan_in(phone.find_element(By.ID, "login-error").text)]
        pin = phone.find_element(By.ID, "pin")
        pin.clear()
        pin.send_keys(pins["1"] + Keys.ENTER)
        wait(phone, lambda d: d.find_element(By.ID, "who").text == "Mesa 1", "the player's login, in Spanish")
        phone.find_element(By.ID, "slip-coord").send_keys("H8")
        phone.find_element(By.ID, "slip-word").send_keys("ZZZZX" + Keys.ENTER)
        game.judge("time")
        game.judge("reveal")
        wait(phone, lambda d: "ZZZZX" in d.execute_script("return document.body.innerText"), "the slip after the reveal")
        found += [("/ after a login", word) for word in catalan_in(_settled(phone, "the player's page"))]
        assert found == [], found
    finally:
        game.close()
