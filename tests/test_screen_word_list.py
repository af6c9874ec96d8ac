"""/screen names the word list at the start, where the projector does (DESIGN §4l), in the game's language.

Before: the projector showed "Llista de paraules: Leximots 2025-26" before the first round, /screen nothing (the
public view did not carry it). Now the view carries `"word_list": {"name", "said"}` before the first round (the
sentence the projector draws, room/view.word_list_said), and /screen shows it under "Preparant el faristol…" (and
at the foot of the lobby), gone once round 1 is on the board; axe-core finds nothing serious. A real `conductor run
--headless --serve` with 1,000 players and headless Chromium: the slips' count is written "1/1.000" as well."""

from __future__ import annotations

import gzip

import pytest

from browser import axe, browsers, shoot, wait  # noqa: F401 - the fixture comes with it
from selenium.webdriver.common.by import By

from conductor.data import embedded_word_list
from served import Served

pytestmark = [pytest.mark.process, pytest.mark.browser]

PLAYERS = "name,table\n" + "".join(f"Jugador {t},{t}\n" for t in range(1, 1001))


def _shown(driver, element_id: str) -> str:
    element = driver.find_element(By.ID, element_id)
    return element.text if element.is_displayed() else ""


@pytest.mark.parametrize("language", ["ca", "es"])
def test_the_screen_names_the_word_list_at_the_start(tmp_path, browsers, screenshots, language):
    (tmp_path / "players.csv").write_text(PLAYERS, encoding="utf-8")
    if language == "ca":                           # a club's list, named in the settings (the embedded words)
        words = gzip.decompress(embedded_word_list("fisc").read_bytes())
        (tmp_path / "leximots.txt").write_bytes(words)
        settings = "lexicon:\n  file: leximots.txt\n  name: Leximots\n  edition: 2025-26\n"
        said = "Llista de paraules: Leximots 2025-26"
    else:                                          # the embedded list, named by itself
        settings = "ruleset: ajs\n"
        said = "Lista de palabras: hunspell-es + wspanish 7.5.0"
    (tmp_path / "config.yaml").write_text(settings + "network:\n  entry: devices\n", encoding="utf-8")
    game = Served("--players", str(tmp_path / "players.csv"), "-c", str(tmp_path / "config.yaml"), "--seed", "4",
                  "--log", str(tmp_path / "game.jsonl"))
    try:
        view = game.get("/api/view")
        assert view["word_list"]["said"] == said and view["word_list"]["name"] in said, view["word_list"]
        screen = browsers("screen", (1280, 720))
        screen.get(game.url + "/screen")
        wait(screen, lambda d: _shown(d, "word-list") == said, "the word list at the start")
        status = _shown(screen, "status")
        assert status == {"ca": "Preparant el faristol…", "es": "Preparando el atril…"}[language], status
        middle = screen.find_element(By.ID, "middle").rect
        listed = screen.find_element(By.ID, "word-list").rect
        assert middle["y"] < listed["y"] and listed["y"] + listed["height"] <= middle["y"] + middle["height"], \
            (middle, listed)                                   # in the panel, under the status, as on the projector
        assert axe(screen) == []
        shoot(screen, screenshots / f"screen-word-list-{language}.png")
        for line in ("draw", "start", "slip 1 10"):
            assert game.judge(line)["ok"], line
        wait(screen, lambda d: _shown(d, "word-list") == "", "gone once round 1 is on the board")
        received = {"ca": "Paperetes ronda 1: 1/1.000", "es": "Papeletas ronda 1: 1/1.000"}[language]
        wait(screen, lambda d: _shown(d, "received") == received, "the slips counted as the language writes them")
        assert axe(screen) == []
    finally:
        game.close()
