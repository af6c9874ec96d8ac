"""The pages, end to end: headless Chromium (tests/support/browser.py) against a real
`conductor run --headless --serve 127.0.0.1:0` (tests/support/served.py), in Catalan and Spanish, axe-core on every
state.

- 35.5: `autorun.start_at` to come: /play and /screen show the lobby (the countdown on the room's clock, the hour, how
  many have joined, pushed as players join); the sound test plays the server's clip "test" through the page's own
  voice; `comença` / `empieza` starts the game and both pages leave the lobby for round 1's rack.
- 35.6: after each reveal (rounds 1, 2 and 3) the round's best moves from the view's reveal.best beside the player's
  own (marked), their rank and % of the master from their results, and the standings the server sent for that round
  (never the round before's); the name the player joined with, not "Taula N", after a reload too.
- 34 / 36, secrecy through the pages: until "Temps!" nothing /play or /screen receives (every WebSocket frame and
  every /api/ answer, read from Chromium's own network log) holds another table's slip or a top move, and the
  player's own rows say "received" with nothing of their worth.
Screenshots: artifacts/screens/points-*.png.
"""

import json
import re
import subprocess
import sys
import time
import urllib.request

import pytest

from browser import (LAPTOP, PHONE, Wire, axe, browsers, data, shoot, viewport, wait,  # noqa: F401 - a fixture
                     wider)
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from served import Served
from sessions import events

pytestmark = [pytest.mark.browser, pytest.mark.process]

SAID = {
    "ca": {"lobby": "La partida comença aviat", "in": "Comença d'aquí a ", "at": "Comença a les ",
           "joined": "Inscrits: {n}", "test": "Prova el so", "played": "Prova feta", "start": "start game",
           "points": "{n} punts", "yours": "(la teva)", "rank": "Posició {r} de {n} · {p} % de la mestra",
           "received": "Rebuda: ", "who": "{name} · taula {t}"},
    "es": {"lobby": "La partida empieza pronto", "in": "Empieza dentro de ", "at": "Empieza a las ",
           "joined": "Inscritos: {n}", "test": "Prueba el sonido", "played": "Prueba hecha", "start": "empieza",
           "points": "{n} puntos", "yours": "(la tuya)", "rank": "Posición {r} de {n} · {p} % de la maestra",
           "received": "Recibida: ", "who": "{name} · mesa {t}"},
}


def decimal(x, digits=2, language="ca") -> str:
    """A number as the pages write it (common/words.js decimal): the server's own (language.decimal), a decimal
    comma and `digits` decimals, trailing zeros kept ("53,70")."""
    from conductor.language import decimal as written

    return written(x, digits, language)


def points(n, language) -> str:
    return ("1 punt" if language == "ca" else "1 punto") if n == 1 else SAID[language]["points"].format(n=n)


def online(tmp_path, language, *more, config=""):
    (tmp_path / "config.yaml").write_text("round_seconds: 60\nvoice:\n  engine: espeak-ng\nnetwork:\n  entry: online\n"
                                          + config)
    args = ["-c", str(tmp_path / "config.yaml"), "--log", str(tmp_path / "game.jsonl"), "--seed", "5", *more]
    return Served(*args, *(["--ruleset", "ajs"] if language == "es" else []))


def lang(driver) -> str:
    return driver.execute_script("return document.documentElement.lang")


def etag(url: str) -> str:
    with urllib.request.urlopen(url, timeout=30) as response:
        return response.headers["ETag"]


# ---------------------------------------------------------------------- 35.5 the lobby

@pytest.mark.parametrize("language", ["ca", "es"])
def test_the_lobby_then_start_game(tmp_path, browsers, screenshots, language):
    said = SAID[language]
    start = time.localtime(time.time() + 2 * 3600)
    game = online(tmp_path, language, "--autorun", config="autorun:\n  call_seconds: 0.5\n"
                  f"  start_at: \"{start.tm_hour:02d}:{start.tm_min:02d}:{start.tm_sec:02d}\"\n")
    try:
        starts_at = game.get("/api/view")["starts_at"]
        phone = browsers(f"lobby-play-{language}", PHONE, phone=True)
        screen = browsers(f"lobby-screen-{language}", (1280, 720))
        phone.get(game.url + "/play")
        screen.get(game.url + "/screen")
        viewport(screen, 1280, 720)
        for driver in (phone, screen):
            wait(driver, lambda d: d.find_element(By.ID, "lobby").is_displayed() and lang(d) == language, "the lobby")
            text = driver.find_element(By.ID, "lobby").text
            assert said["lobby"] in text and said["joined"].format(n=0) in text, text
            assert said["in"] + "1:59:" in text, text                      # h:mm:ss on the room's clock
            hour = time.localtime(starts_at)
            assert f"{said['at']}{hour.tm_hour:02d}:{hour.tm_min:02d}" in text
            left = float(data(driver, "#lobby-count", "data-seconds"))
            assert abs(left - (starts_at - time.time())) < 2, left
        # a player joins: both pages count them, pushed
        assert game.post("/api/join", {"name": "Anna Puig", "club": "Lleida"})["ok"]
        for driver in (phone, screen):
            wait(driver, lambda d: said["joined"].format(n=1) in d.find_element(By.ID, "lobby").text, "counted")
        # the sound test: the server's clip "test", played through the page's own voice (WebAudio)
        button = phone.find_element(By.ID, "lobby-sound")
        assert button.text == said["test"]
        button.click()
        wait(phone, lambda d: data(d, ".lobby-sound", "data-state") in ("played", "failed"), "the sound test", 30)
        assert data(phone, ".lobby-sound", "data-state") == "played"
        assert data(phone, ".lobby-sound", "data-etag") == etag(game.url + "/api/audio/test")
        assert float(data(phone, ".lobby-sound", "data-seconds")) > 0.5
        assert phone.find_element(By.CSS_SELECTOR, ".lobby-sound").text.startswith(said["played"])
        # the login box of an online game sits under the lobby: joining, or "I have my link"
        assert phone.find_element(By.ID, "join-form").is_displayed()
        assert phone.find_element(By.ID, "link-form").is_displayed()
        # on a phone the lobby and joining fit one screen (no board before the start)
        assert not phone.find_element(By.ID, "board").is_displayed()
        assert phone.execute_script("return document.getElementById('join-form').getBoundingClientRect().bottom") \
            <= PHONE[1]
        assert axe(phone) == [] and axe(screen) == []
        shoot(phone, screenshots / f"points-lobby-play-{language}.png", PHONE)
        shoot(screen, screenshots / f"points-lobby-screen-{language}.png")
        # start now: both pages leave the lobby for round 1's rack
        assert game.judge(said["start"])["ok"]
        rack = lambda d: d.find_elements(By.CSS_SELECTOR, "#rack .rtile")  # noqa: E731
        for driver in (phone, screen):
            wait(driver, lambda d: not d.find_element(By.ID, "lobby").is_displayed() and len(rack(d)) == 7,
                 "round 1's rack", 20)
        assert phone.find_element(By.ID, "board").is_displayed()
    finally:
        game.close()


# ---------------------------------------------------------------------- 35.6 after each reveal, and secrecy

def own_rows(message: dict, round_number: int) -> list[dict]:
    """The player's own rows of `round_number` in a "mine" push or an /api/me answer."""
    rounds = message.get("rounds") if message.get("type") == "mine" else (message.get("answer") or {}).get("rounds")
    return [slip for r in rounds or [] if isinstance(r, dict) and r.get("round") == round_number
            for slip in r.get("slips", [])]


def until_temps(wire: Wire, round_number: int) -> str:
    """All the page received during the round, before its "Temps!", as one text; the previous rounds' published
    results (a reveal, a player's revealed rounds) taken out."""
    kept = []
    for message in wire.messages():
        message = dict(message)
        view = message.get("view") if message.get("type") == "view" else message.get("answer") \
            if str(message.get("url", "")).endswith("/api/view") else None
        if isinstance(view, dict) and view.get("reveal"):
            assert view["reveal"]["round"] < round_number, view["reveal"]
            view = {k: v for k, v in view.items() if k != "reveal"}
        if "/api/results/" in str(message.get("url", "")):
            assert all(r["round"] < round_number for r in message["answer"].get("rounds", []))
            continue
        for row in own_rows(message, round_number):          # the player's own: "received", nothing of its worth
            assert row["score"] is None and row["reason"] == "" and "status" not in row, row
            assert row["text"] is None or row.get("received") is True, row
        kept.append(json.dumps(view if view is not None else message, ensure_ascii=False))
    return "\n".join(kept)


@pytest.mark.parametrize("language", ["ca", "es"])
def test_after_each_reveal_the_best_moves_rank_and_the_standings_sent(tmp_path, browsers, screenshots, language):
    said = SAID[language]
    game = online(tmp_path, language)
    try:
        for name in ("Anna Puig", "Berta Vila", "Carles Roig"):
            assert game.post("/api/join", {"name": name})["ok"]
        phone = browsers(f"after-{language}", PHONE, phone=True, network=True)
        screen = browsers(f"after-screen-{language}", (1280, 720), network=True)
        phone.get(game.url + "/play")
        screen.get(game.url + "/screen")
        wait(phone, lambda d: d.find_element(By.ID, "join-form").is_displayed() and lang(d) == language, "joining")
        phone.find_element(By.ID, "join-name").send_keys("Pere Codina" + Keys.ENTER)
        who = said["who"].format(name="Pere Codina", t=4)
        wait(phone, lambda d: d.find_element(By.ID, "who").text == who, "joined as table 4")
        phone.refresh()                                   # the name again from /api/me, not "Taula 4"
        wait(phone, lambda d: d.find_element(By.ID, "who").text == who, "the name the player joined with")
        wires = [Wire(phone), Wire(screen)]
        totals = None
        for number in (1, 2, 3):
            for wire in wires:
                wire.mark()
            assert game.judge("draw")["ok"] and game.judge("start")["ok"]
            tops = [t["move"] for t in game.judge("master")["tops"]]     # the moves of the top score
            mine = tops[1 % len(tops)]
            others = {1: tops[0], 2: tops[-1], 3: "H8 ZZZZX" if number == 1 else "A1 ZZZZX"}
            wait(phone, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#rack button")) == 7, f"round {number}")
            typed = phone.find_element(By.ID, "typed")
            typed.clear()
            typed.send_keys(mine + Keys.ENTER)
            wait(phone, lambda d: d.find_element(By.ID, "answer").text.startswith(said["received"]), "Rebuda")
            for table, move in others.items():
                assert game.judge(f"slip r{number} {table} {move}")["round"] == number
            time.sleep(1.0)                               # what the slips would push, pushed
            for wire in wires:                            # secrecy: nothing of the round's moves before "Temps!"
                received = until_temps(wire, number)
                assert '"rack"' in received and (wire.driver is screen or mine in received)   # the log was read
                for secret in set(tops) - {mine} | {"ZZZZX"}:
                    assert secret not in received, (number, secret)
            assert game.judge("time")["ok"] and game.judge("reveal")["ok"]
            view = game.get("/api/view")
            assert view["reveal"]["round"] == number and view["standings"]
            results = game.get("/api/results/4")
            wait(phone, lambda d: d.find_element(By.ID, "reveal-rank").is_displayed()
                 and str(number) in d.find_element(By.ID, "reveal-title").text, f"round {number}'s reveal", 15)
            best = view["reveal"]["best"]
            expected = [f"{b['move']} · {points(b['score'], language)}" + (f" {said['yours']}" if b["move"] == mine
                                                                           else "") for b in best]
            if mine not in [b["move"] for b in best]:
                own = next(r for r in results["rounds"] if r["round"] == number)
                expected.append(f"{mine} · {points(own['score'], language)} {said['yours']}")
            wait(phone, lambda d: [li.text for li in d.find_elements(By.CSS_SELECTOR, "#best-list li")] == expected,
                 f"round {number}'s best moves")
            assert len(best) >= 2 and best[0]["score"] == view["reveal"]["score"]
            assert {"move": view["reveal"]["move"], "score": view["reveal"]["score"]} in best
            rank = said["rank"].format(r=results["rank"], n=len(view["standings"]), p=decimal(results["percent"]))
            assert phone.find_element(By.ID, "reveal-rank").text == rank
            rows = [f"{s['rank']} {s['name']} {s['total']} {decimal(s['percent'])}" for s in view["standings"]]
            wait(phone, lambda d: [tr.text for tr in d.find_elements(By.CSS_SELECTOR, "#standings-body tr")][1:]
                 == rows, f"round {number}'s standings, as the server sent them")
            assert totals != [s["total"] for s in view["standings"]]       # not the round before's
            totals = [s["total"] for s in view["standings"]]
        assert axe(phone) == []
        phone.execute_script("const box = document.getElementById('reveal');"
                             "window.scrollTo(0, box.getBoundingClientRect().top + scrollY - 60)")
        phone.save_screenshot(str(screenshots / f"points-after-reveal-{language}.png"))
    finally:
        game.close()


# ---------------------------------------------------------------------- 35.7 a phone fits the game

def inside(driver, *ids) -> dict:
    """Each element's bottom edge against the viewport's height (True: on screen without scrolling)."""
    return driver.execute_script("return Object.fromEntries(arguments[0].map((id) => [id, "
                                 "document.getElementById(id).getBoundingClientRect().bottom <= innerHeight]));",
                                 list(ids))


@pytest.mark.parametrize("size", [PHONE, LAPTOP])
def test_a_phone_fits_the_game(tmp_path, browsers, screenshots, size):
    (tmp_path / "players.csv").write_text("name,table\n" + "".join(f"Jugador {t},{t}\n" for t in range(1, 9)))
    (tmp_path / "config.yaml").write_text("network:\n  entry: players\n")
    game = Served("--players", str(tmp_path / "players.csv"), "-c", str(tmp_path / "config.yaml"), "--seed", "4",
                  "--log", str(tmp_path / "game.jsonl"))
    try:
        driver = browsers(f"fit-{size[0]}", size, phone=size == PHONE)
        pins = game.judge("pins")["pins"]
        game.judge("draw")
        game.judge("start")
        driver.get(game.url + "/play")
        driver.find_element(By.ID, "login-table").send_keys("3")
        driver.find_element(By.ID, "pin").send_keys(pins["3"] + Keys.ENTER)
        wait(driver, lambda d: d.find_element(By.ID, "who").text == "Jugador 3 · taula 3", "logged in, named")
        wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#rack button")) == 7, "the rack")
        driver.execute_script("window.scrollTo(0, 0)")
        assert inside(driver, "board", "rack", "send") == {"board": True, "rack": True, "send": True}, \
            driver.execute_script("return [document.querySelector('header').getBoundingClientRect().height, "
                                  "document.getElementById('send').getBoundingClientRect().bottom, innerHeight, "
                                  "document.querySelector('header').innerText, "
                                  "document.getElementById('slip-card').innerText]")
        assert driver.execute_script("return document.documentElement.scrollWidth") <= size[0]
        shoot(driver, screenshots / f"points-fit-{size[0]}x{size[1]}.png", size)
        driver.execute_script("document.getElementById('pref-large').click()")       # large text: still no wider
        assert driver.execute_script("return document.documentElement.className") == "large"
        assert driver.execute_script("return document.documentElement.scrollWidth") <= size[0], \
            wider(driver, size[0])
        shoot(driver, screenshots / f"points-fit-large-{size[0]}x{size[1]}.png", size)
    finally:
        game.close()


# ---------------------------------------------------------------------- 34.3 asking before replacing; the default round

QUESTION = {"ca": "La taula 3 ja té papereta a la ronda 1 (del dispositiu Mesa): la substitueixo?",
            "es": "La mesa 3 ya tiene papeleta en la ronda 1 (del dispositivo Mesa): ¿la sustituyo?"}
REPORTED = {
    "ca": (r"Canvi: substitució pel jugador de la taula 3 \(la papereta era enviada pel dispositiu «Mesa»\) · Hora: ",
           r"Ronda 1: papereta substituïda pel jugador de la taula 3 a les {when}; abans: H8 ZZZZX, 0 punts"),
    "es": (r"Cambio: sustitución por el jugador de la mesa 3 \(la papeleta era enviada por el dispositivo «Mesa»\) · Hora: ",
           r"Ronda 1: papeleta sustituida por el jugador de la mesa 3 a las {when}; antes: H8 ZZZZX, 0 puntos")}
KEPT = {"ca": "No enviada: es manté la papereta que hi havia", "es": "No enviada: se mantiene la papeleta que había"}


@pytest.mark.parametrize("language", ["ca", "es"])
def test_a_phone_asks_before_replacing_and_the_form_takes_the_default_round(tmp_path, browsers, screenshots,
                                                                            language):
    said = SAID[language]
    (tmp_path / "players.csv").write_text("name,table\n" + "".join(f"Jugador {t},{t}\n" for t in range(1, 7)))
    (tmp_path / "config.yaml").write_text("network:\n  entry: players\n")
    log = tmp_path / "game.jsonl"
    game = Served("--players", str(tmp_path / "players.csv"), "-c", str(tmp_path / "config.yaml"), "--seed", "8",
                  "--log", str(log), *(["--ruleset", "ajs"] if language == "es" else []))
    try:
        pins = game.judge("pins")["pins"]
        # the held slip is a device's (what the judge typed on the console is replaced only from the console)
        held = game.login(game.judge('device add "Mesa" 1-6')["code"])
        phone = browsers(f"ask-{language}", PHONE, phone=True)
        phone.get(game.url + "/play")
        wait(phone, lambda d: d.find_element(By.ID, "pin-form").is_displayed() and lang(d) == language, "the login")
        phone.find_element(By.ID, "login-table").send_keys("3")
        phone.find_element(By.ID, "pin").send_keys(pins["3"] + Keys.ENTER)
        for line in ("draw", "start"):
            assert game.judge(line)["ok"], line
        assert game.post("/api/slip", {"table": 3, "slip": "H8 ZZZZX", "id": "held-1"}, held)["ok"]
        top = game.judge("master")["tops"][0]["move"]
        wait(phone, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#rack button")) == 7, "the rack")
        for yes in (False, True):
            typed = phone.find_element(By.ID, "typed")
            typed.clear()
            typed.send_keys(top + Keys.ENTER)
            wait(phone, lambda d: d.find_element(By.ID, "ask").get_attribute("open") is not None, "the question")
            assert phone.find_element(By.CLASS_NAME, "ask-text").text == QUESTION[language]
            if not yes:
                assert axe(phone) == []
                shoot(phone, screenshots / f"points-replace-question-{language}.png")
                phone.find_element(By.CLASS_NAME, "ask-no").click()
                wait(phone, lambda d: d.find_element(By.ID, "answer").text == KEPT[language], "kept")
                assert not [e for e in events(log) if e.get("replace")]          # nothing taken
            else:
                phone.find_element(By.CLASS_NAME, "ask-yes").click()
                wait(phone, lambda d: d.find_element(By.ID, "answer").text == said["received"] + top, "replaced")
        assert [(e["round"], e["table"], e["text"], e["by"]) for e in events(log) if e.get("replace")] == \
            [(1, 3, top, "player:3")]
        # the table judges' form after round 2's "Temps!": the round the server marks "default" is chosen
        device = game.judge('device add "Jutge" 1-6')
        judge = browsers(f"default-{language}", PHONE, phone=True, touch=False)
        judge.get(device["url"])
        wait(judge, lambda d: d.find_element(By.ID, "slip").is_displayed(), "the device's login")
        for line in ("time", "reveal", "draw", "start", "time"):
            assert game.judge(line)["ok"], line
        wait(judge, lambda d: [o.get_attribute("value") for o in d.find_elements(By.CSS_SELECTOR, "#slip-round option")]
             == ["1", "2"], "both rounds offered")
        wait(judge, lambda d: d.find_element(By.ID, "slip-round").get_attribute("value") == "2", "round 2 chosen")
        for line in ("reveal", "end"):
            assert game.judge(line)["ok"], line
    finally:
        game.close()
    html = tmp_path / "report.html"
    subprocess.run([sys.executable, "-m", "conductor", "report", str(log), "--html", str(html)], check=True,
                   timeout=120)
    text = re.sub("<[^>]*>", " ", html.read_text(encoding="utf-8"))
    when = r"\d\d:\d\d:\d\d"
    assert re.search(REPORTED[language][0] + when, text), "the replacement in the report's corrections"
    assert re.search(REPORTED[language][1].format(when=when), text), "the replacement on the player's sheet"
