"""The player's page (/play) and its joins, end to end in headless Chromium against a real online game: the
page sends a client id with its join (so a retry after a 503 or a cut gets the same table), and after "Surt" /
"Salir" the personal link has ended and the page says how to get back, in the game's language."""

import json

import pytest

from browser import PHONE, axe, browsers, wait  # noqa: F401 - the fixture comes with it
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from served import Served

pytestmark = [pytest.mark.browser, pytest.mark.process]

BACK = {"ca": "Has sortit de la partida i el teu enllaç personal ja no val",
        "es": "Has salido de la partida y tu enlace personal ya no vale"}


@pytest.mark.parametrize("language", ["ca", "es"])
def test_the_page_joins_with_an_id_and_says_how_to_get_back_after_logout(tmp_path, browsers, language):
    (tmp_path / "config.yaml").write_text("voice:\n  engine: espeak-ng\nnetwork:\n  entry: online\n")
    game = Served("-c", str(tmp_path / "config.yaml"), "--log", str(tmp_path / "game.jsonl"),
                  *(["--ruleset", "ajs"] if language == "es" else []))
    try:
        phone = browsers(f"join-logout-{language}", PHONE, phone=True)
        phone.get(game.url + "/play")
        wait(phone, lambda d: d.find_element(By.ID, "join-form").is_displayed()
             and d.execute_script("return document.documentElement.lang") == language, "the join form")
        phone.find_element(By.ID, "join-name").send_keys("Laia Puig" + Keys.ENTER)
        wait(phone, lambda d: d.find_element(By.ID, "logout").is_displayed(), "joined")
        joins = [json.loads(line) for line in (tmp_path / "game.jsonl").read_text().splitlines()
                 if '"type": "join"' in line or '"type":"join"' in line]
        assert len(joins) == 1 and len(joins[0]["client"]) == 64 and joins[0]["sealed"]    # the page's client id
        link = phone.find_element(By.ID, "join-link-url").get_attribute("href")
        token = link.split("#t=")[1]
        phone.find_element(By.ID, "logout").click()
        wait(phone, lambda d: BACK[language] in d.find_element(By.ID, "login-error").text, "how to get back, said")
        assert axe(phone) == []
        status, me = game.call("GET", "/api/me", token=token)
        assert status == 401 and me["login"] == "ended"
        phone.get(link)                            # the old link, opened again: ended, and said so
        wait(phone, lambda d: d.find_element(By.ID, "join-form").is_displayed(), "not let in")
    finally:
        game.close()
