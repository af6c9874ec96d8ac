"""/screen (the spectators' screen) against the projector's own view, its secrecy before "Temps!", its
sizes and variants; and WCAG 2.2 AA measured with axe-core on every page and state (/, /play logged out, in a round
and after the reveal, /screen), in Catalan and Spanish: no serious or critical finding. A real `conductor run
--headless --serve` and headless Chromium (tests/support/browser.py). Screenshots: artifacts/screens/screen-*.png,
a11y-*.png.
"""

import json
import time

import pytest

from browser import axe, browsers, data, shoot, viewport, wait  # noqa: F401 - the fixture comes with it
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from served import Served

pytestmark = [pytest.mark.browser, pytest.mark.process]

PLAYERS = "name,table\n" + "".join(f"Jugador {t},{t}\n" for t in range(1, 31))


@pytest.fixture()
def game(tmp_path, request):
    language = getattr(request, "param", "ca")
    (tmp_path / "players.csv").write_text(PLAYERS)
    (tmp_path / "config.yaml").write_text("network:\n  entry: players\n")
    args = ["--players", str(tmp_path / "players.csv"), "-c", str(tmp_path / "config.yaml"), "--seed", "11",
            "--log", str(tmp_path / "game.jsonl")]
    if language == "es":
        args += ["--ruleset", "ajs"]
    served = Served(*args)
    served.language = language
    try:
        yield served
    finally:
        served.close()


def screen_state(driver) -> dict:
    return driver.execute_script("""
        const q = (s) => document.querySelector(s);
        const px = (n) => parseFloat(getComputedStyle(n).fontSize);
        const tiles = [...document.querySelectorAll('#rack .rtile')];
        return {rack: tiles.map((t) => t.getAttribute('aria-label') === null ? t.textContent : '?'),
                rackFont: tiles.length ? px(tiles[0]) : 0, height: innerHeight, width: innerWidth,
                round: q('#round').textContent, clock: q('#clock').textContent,
                seconds: q('#clock').dataset.seconds, screen: q('#screen').dataset.screen,
                reveal: q('#reveal').hidden ? null : q('#reveal-move').textContent,
                revealFont: px(q('#reveal-move')), score: q('#reveal-score').textContent,
                standings: q('#standings').hidden ? null
                  : [...document.querySelectorAll('#standings-body tr')].map((r) => [...r.cells].map((c) => c.textContent)),
                text: document.body.innerText, lang: document.documentElement.lang,
                scrolls: document.documentElement.scrollWidth > innerWidth || document.documentElement.scrollHeight > innerHeight};""")


def test_the_screen_draws_the_projectors_view_and_keeps_its_secrets(game, browsers, screenshots):
    wide = browsers("screen", (1280, 720))
    wide.get(game.url + "/screen")
    viewport(wide, 1280, 720)
    wait(wide, lambda d: screen_state(d)["screen"] == "waiting", "the waiting screen")
    assert axe(wide) == []

    game.judge("rack C A S A R T E")
    game.judge("start")
    view = game.get("/api/view")
    wait(wide, lambda d: screen_state(d)["rack"] == view["rack"], "the rack as the projector has it")
    state = screen_state(wide)
    assert state["round"] == "Ronda 1" and state["lang"] == "ca" and not state["scrolls"]
    assert state["rackFont"] >= 0.08 * state["height"], state          # readable from the back of a hall
    shown = float(state["seconds"])
    assert abs(shown - game.get("/api/view")["time_left"]) <= 1.5       # the projector's clock (whole seconds)
    assert state["clock"].startswith(("02:", "03:"))

    # secrecy before "Temps!": slips come in, the master is asked at the console; the screen learns nothing of them
    tops = game.judge("master")["tops"]
    game.judge(f"slip 3 {tops[0]['move']}")
    game.judge("slip 4 H8 CASA")
    time.sleep(1.0)
    text = screen_state(wide)["text"]
    for secret in {top["move"] for top in tops} | {f"{tops[0]['score']} punts"}:
        assert secret not in text, secret
    assert "Paperetes ronda 1: 2/30" in text             # how many came, as the projector says it
    assert axe(wide) == []
    shoot(wide, screenshots / "screen-1280x720-round.png", (1280, 720))

    # the reveal: the master move and its score, as the projector's view
    game.judge("time")
    wait(wide, lambda d: screen_state(d)["clock"] == "Temps!", "Temps! on the screen")
    master = game.judge("reveal")
    view = game.get("/api/view")
    wait(wide, lambda d: screen_state(d)["reveal"] == view["reveal"]["move"], "the master move")
    state = screen_state(wide)
    assert state["score"] == f"{view['reveal']['score']} punts" and master["master"] == view["reveal"]["move"]
    assert state["revealFont"] >= 0.08 * state["height"], state
    assert axe(wide) == []
    shoot(wide, screenshots / "screen-1280x720-reveal.png", (1280, 720))

    # 1920×1080, the high-contrast theme and the overlay for streaming software
    big = browsers("screen-big", (1920, 1080))
    big.get(game.url + "/screen?contrast=1")
    viewport(big, 1920, 1080)
    wait(big, lambda d: screen_state(d)["reveal"] == view["reveal"]["move"], "the reveal at 1920×1080")
    state = screen_state(big)
    assert state["revealFont"] >= 0.08 * 1080 and not state["scrolls"]
    assert big.execute_script("return getComputedStyle(document.body).backgroundColor") == "rgb(0, 0, 0)"
    assert axe(big) == []
    shoot(big, screenshots / "screen-1920x1080-contrast.png", (1920, 1080))
    big.get(game.url + "/screen?overlay=1&contrast=0")
    wait(big, lambda d: screen_state(d)["reveal"], "the overlay")
    assert big.execute_script("return getComputedStyle(document.body).backgroundColor") == "rgba(0, 0, 0, 0)"
    game.judge("draw")
    game.judge("start")
    wait(big, lambda d: len(screen_state(d)["rack"]) == 7, "round 2's rack at 1920×1080")
    state = screen_state(big)
    assert state["rackFont"] >= 0.08 * 1080, state
    shoot(big, screenshots / "screen-1920x1080-overlay.png", (1920, 1080))

    # the end: the final standings, page 1 as the projector's first page (12 rows)
    game.judge("end")
    view = game.get("/api/view")
    wait(wide, lambda d: screen_state(d)["standings"], "the final standings")
    rows = screen_state(wide)["standings"]
    assert [[int(r[0]), int(r[1]), r[2], int(r[3])] for r in rows] == \
        [[s["rank"], s["table"], s["name"], s["total"]] for s in view["standings"][:12]]
    assert "Final de la partida" in screen_state(wide)["text"]
    assert axe(wide) == []
    shoot(wide, screenshots / "screen-1280x720-final.png", (1280, 720))


def _login_player(driver, game, table):
    pins = game.judge("pins")["pins"]
    driver.find_element(By.ID, "login-table").send_keys(str(table))
    driver.find_element(By.ID, "pin").send_keys(pins[str(table)] + Keys.ENTER)
    wait(driver, lambda d: not d.find_element(By.ID, "login").is_displayed(), "logged in")


@pytest.mark.parametrize("game", ["ca", "es"], indirect=True)
def test_every_page_and_state_meets_wcag_2_2_aa(game, browsers, screenshots):
    """axe-core (WCAG 2.0/2.1/2.2 A and AA rules): no serious or critical finding on any page, state or theme."""
    language = game.language
    found = {}
    judges, player, screen = browsers("judges", (390, 844), phone=True, touch=False), \
        browsers("player", (390, 844), phone=True), browsers("screen", (1280, 720))
    judges.get(game.url + "/")
    player.get(game.url + "/play")
    screen.get(game.url + "/screen")
    for driver in (judges, player, screen):
        wait(driver, lambda d: d.execute_script("return document.documentElement.lang") == language, "the language")
    found["/ logged out"] = axe(judges)
    found["/play logged out"] = axe(player)
    found["/screen waiting"] = axe(screen)

    game.judge("draw")
    game.judge("start")
    _login_player(player, game, 7)
    device = game.judge('device add "Jutge" 1-5')
    judges.get("about:blank")                      # the link opens the page anew (as a scanned QR code does)
    judges.get(device["url"])
    wait(judges, lambda d: d.find_element(By.ID, "slip").is_displayed(), "the device logged in")
    for driver in (judges, player, screen):
        wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#rack .rtile, #rack li"), "the rack")
    found["/ in a round"] = axe(judges)
    found["/play in a round"] = axe(player)
    found["/screen in a round"] = axe(screen)
    shoot(player, screenshots / f"a11y-play-round-{language}.png")

    game.judge("time")
    game.judge("reveal")
    for driver in (judges, player, screen):
        wait(driver, lambda d: d.find_element(By.ID, "reveal").is_displayed(), "the reveal")
    found["/ after the reveal"] = axe(judges)
    found["/play after the reveal"] = axe(player)
    found["/screen after the reveal"] = axe(screen)
    for driver, name in ((judges, "judges"), (player, "play")):      # the high-contrast theme and large text
        driver.find_element(By.ID, "pref-contrast").click()
        driver.find_element(By.ID, "pref-large").click()
        assert driver.execute_script("return document.documentElement.className").split() == ["contrast", "large"]
        found[f"{name} high contrast, large text"] = axe(driver)
        shoot(driver, screenshots / f"a11y-{name}-contrast-{language}.png")
    bad = {state: findings for state, findings in found.items() if findings}
    assert bad == {}, json.dumps(bad, indent=1, ensure_ascii=False)
    assert data(player, "#sound", "aria-label") == ("So activat" if language == "ca" else "Sonido activado")
