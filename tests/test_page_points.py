"""Issues 34, 35 and 37 on the pages, in headless Chromium (tests/browser.py) against a real server: a phone fits the
game (390×844: the board, the rack and Send on one screen; 1280×800 too); an online player's login box offers
joining or "I have my link", with the code from #join=CODE. And the page's own logic against a test double of the
server's answers (the contracts other branches build: the lobby's view, reveal.best and percent, the 409 conflict,
"login": "ended"), installed in the page before its scripts run: the lobby (countdown, joined, sound test), the
best moves with the player's rank and % after a reveal, the standings the server sent (never the previous round's
kept), asking before replacing a slip (/play and /), and a stored login forgotten only when it has ended.
Screenshots: artifacts/screens/points-*.png.
"""

import json
import time

import pytest

from browser import LAPTOP, PHONE, browsers, data, shoot, wait  # noqa: F401 - the fixture comes with it
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from served import Served

EMPTY = [[""] * 15 for _ in range(15)]


@pytest.fixture()
def game(tmp_path, request):
    entry = getattr(request, "param", "players")
    (tmp_path / "players.csv").write_text("name,table\n" + "".join(f"Jugador {t},{t}\n" for t in range(1, 9)))
    (tmp_path / "config.yaml").write_text(f"network:\n  entry: {entry}\n")
    served = Served("--players", str(tmp_path / "players.csv"), "-c", str(tmp_path / "config.yaml"),
                    "--seed", "4", "--log", str(tmp_path / "game.jsonl"))
    try:
        yield served
    finally:
        served.close()


def double(driver, routes: dict) -> None:
    """Before the page's scripts: `routes` ("METHOD /path" → [{status, body}, …], the last one repeated) answer in
    place of the server; the WebSocket is a stand-in the test pushes messages through (window.__push)."""
    source = """(() => {
      const routes = %s;
      window.__requests = [];
      const real = window.fetch.bind(window);
      window.fetch = async (path, options = {}) => {
        const key = (options.method || "GET") + " " + String(path).split("?")[0];
        const list = routes[key];
        if (!list) return real(path, options);
        window.__requests.push({key, body: options.body ? JSON.parse(options.body) : null});
        const answer = list.length > 1 ? list.shift() : list[0];
        return new Response(JSON.stringify(answer.body), {status: answer.status,
                                                           headers: {"Content-Type": "application/json"}});
      };
      class Socket {
        constructor() { window.__socket = this; setTimeout(() => this.onopen && this.onopen(), 20); }
        send() {}
        close() {}
      }
      window.WebSocket = Socket;
      window.__push = (message) => window.__socket && window.__socket.onmessage
        && window.__socket.onmessage({data: JSON.stringify(message)});
    })();""" % json.dumps(routes)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": source})


def view(**fields) -> dict:
    values = {"screen": "waiting", "round": 1, "language": "ca", "board": EMPTY, "highlight": [], "rack": [],
              "time_left": None, "round_seconds": 180, "paused": False, "deadline": None, "audio": None, "bag": 100,
              "vowels": 45, "consonants": 55, "reveal": None, "subtitle": "", "ended": "", "master_total": 0,
              "provisional": False, "missing_slips": 0, "received": None, "entry": "online",
              "registration": "open"}
    values.update(fields)
    return values


def ok(body, status=200):
    return [{"status": status, "body": body}]


def inside(driver, *ids) -> dict:
    """Each element's bottom edge against the viewport's height (True: on screen without scrolling)."""
    return driver.execute_script("return Object.fromEntries(arguments[0].map((id) => [id, "
                                 "document.getElementById(id).getBoundingClientRect().bottom <= innerHeight]));",
                                 list(ids))


# ---------------------------------------------------------------------- a real server

@pytest.mark.parametrize("size", [PHONE, LAPTOP])
def test_a_phone_fits_the_game(game, browsers, screenshots, size):
    driver = browsers(f"fit-{size[0]}", size, phone=size == PHONE)
    pins = game.judge("pins")["pins"]
    game.judge("draw")
    game.judge("start")
    driver.get(game.url + "/play")
    driver.find_element(By.ID, "login-table").send_keys("3")
    driver.find_element(By.ID, "pin").send_keys(pins["3"] + Keys.ENTER)
    wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#rack button")) == 7, "the rack")
    driver.execute_script("window.scrollTo(0, 0)")
    assert inside(driver, "board", "rack", "send") == {"board": True, "rack": True, "send": True}
    assert driver.execute_script("return document.documentElement.scrollWidth") <= size[0]
    shoot(driver, screenshots / f"points-fit-{size[0]}x{size[1]}.png", size)


@pytest.mark.parametrize("game", ["online"], indirect=True)
def test_an_online_players_login_box_offers_joining_or_the_link(game, browsers, screenshots):
    driver = browsers("online-login", PHONE, phone=True)
    driver.get(game.url + "/play#join=CLUB-2026")
    wait(driver, lambda d: d.find_element(By.ID, "join-form").is_displayed(), "the join form")
    assert driver.find_element(By.ID, "link-form").is_displayed()
    assert not driver.find_element(By.ID, "pin-form").is_displayed()
    assert driver.find_element(By.ID, "join-code").get_attribute("value") == "CLUB-2026"
    assert "#join" not in driver.current_url
    shoot(driver, screenshots / "points-online-login.png", PHONE)
    driver.get("about:blank")
    driver.get(game.url + "/play")                 # this server has no join code: joined without one
    wait(driver, lambda d: d.find_element(By.ID, "join-form").is_displayed(), "the join form")
    driver.find_element(By.ID, "join-name").send_keys("Pere Codina" + Keys.ENTER)
    wait(driver, lambda d: d.find_element(By.ID, "who").text.startswith("Pere Codina"), "joined")
    link = driver.find_element(By.ID, "join-link-url").get_attribute("href")
    other = browsers("link-paster", PHONE, phone=True)
    other.get(game.url + "/play")
    wait(other, lambda d: d.find_element(By.ID, "link-form").is_displayed(), "I have my link")
    other.find_element(By.ID, "link-url").send_keys(link + Keys.ENTER)
    table = driver.find_element(By.ID, "who").text.split()[-1]
    wait(other, lambda d: d.find_element(By.ID, "who").text.endswith(f"aula {table}"), "in with the pasted link")


# ---------------------------------------------------------------------- the page's logic, against a test double

@pytest.mark.parametrize("language", ["ca", "es"])
def test_the_lobby_on_the_page_and_the_screen(game, browsers, screenshots, language):
    lobby = view(screen="lobby", starts_at=time.time() + 125, joined=7, round=0, language=language)
    words = {"ca": ("Comença d'aquí a 02:0", "Inscrits: 7", "Prova el so"),
             "es": ("Empieza dentro de 02:0", "Inscritos: 7", "Prueba el sonido")}[language]
    for page, size, phone in (("/play", PHONE, True), ("/screen", (1280, 720), False)):
        driver = browsers(f"lobby-{page[1:]}-{language}", size, phone=phone)
        double(driver, {"GET /api/view": ok(lobby), "GET /api/time": ok({"ok": True, "now": time.time()})})
        driver.get(game.url + page)
        wait(driver, lambda d: d.find_element(By.ID, "lobby").is_displayed(), "the lobby")
        text = driver.find_element(By.ID, "lobby").text
        assert words[0] in text and words[1] in text, text
        if page == "/play":
            assert driver.find_element(By.ID, "lobby-sound").text == words[2]
            driver.find_element(By.ID, "lobby-sound").click()
            wait(driver, lambda d: data(d, ".lobby-sound", "data-state") in ("playing", "played", "failed"),
                 "the sound test tried")
        shoot(driver, screenshots / f"points-lobby{page.replace('/', '-')}-{language}.png")


def test_after_the_reveal_the_best_moves_rank_and_the_standings_the_server_sent(game, browsers, screenshots):
    board = [row[:] for row in EMPTY]
    for col, letter in enumerate("CASA"):
        board[7][7 + col] = letter
    best = [{"move": "H8 CASA", "score": 20}, {"move": "H7 CASAT", "score": 18}, {"move": "8H CASA", "score": 16},
            {"move": "H5 ESCATA", "score": 14}, {"move": "H6 ACAS", "score": 12}, {"move": "H8 CAS", "score": 10}]
    old = [{"rank": 1, "table": 3, "name": "Jugador 3", "total": 20, "percent": 100.0},
           {"rank": 2, "table": 7, "name": "Jugador 7", "total": 16, "percent": 80.0}]
    new = [{"rank": 1, "table": 7, "name": "Jugador 7", "total": 36, "percent": 90.0},
           {"rank": 2, "table": 3, "name": "Jugador 3", "total": 30, "percent": 75.0}]
    revealed = view(screen="reveal", round=2, board=board, standings=old,
                    reveal={"round": 2, "move": "H8 CASA", "read_as": "Hospitalet vuit", "score": 20, "best": best})
    results = {"ok": True, "table": 7, "name": "Jugador 7", "rank": 1, "total": 36, "percent": 90.0,
               "provisional": False, "rounds": [{"round": 2, "rack": "CASAXYZ", "master": "H8 CASA",
                                                 "master_score": 20, "slip": "H7 CASAT", "score": 18, "reason": "",
                                                 "corrected": False, "bonus": 0}]}
    driver = browsers("after", PHONE, phone=True)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                           {"source": "localStorage.setItem('conductor:play:token', 'T0123456789abcdefXYZ');"})
    double(driver, {"GET /api/view": ok(revealed), "POST /api/session": ok({"ok": True}),
                    "GET /api/me": ok({"ok": True, "role": "player", "name": "Jugador 7", "tables": [7, 7],
                                       "language": "ca", "rounds": []}),
                    "GET /api/results/7": ok(results), "GET /api/time": ok({"ok": True, "now": time.time()})})
    driver.get(game.url + "/play")
    wait(driver, lambda d: "(la teva)" in d.find_element(By.ID, "best").text, "the best moves, the player's own marked")
    items = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#best-list li")]
    assert len(items) == 6 and items[0].startswith("H8 CASA · 20 punts") and "(la teva)" in items[1], items
    wait(driver, lambda d: d.find_element(By.ID, "reveal-rank").text == "Posició 1 de 2 · 90 % de la mestra",
         "the rank and % of the master")
    # a view without standings keeps the standings the server sent; new standings replace them (never the old kept)
    driver.execute_script("window.__push(arguments[0])", {"type": "view", "view": {k: v for k, v in revealed.items()
                                                                                   if k != "standings"}})
    wait(driver, lambda d: "1 Jugador 3 20 100" in d.find_element(By.ID, "standings").text, "the standings kept")
    driver.execute_script("window.__push(arguments[0])", {"type": "standings", "standings": new})
    driver.execute_script("window.__push(arguments[0])", {"type": "view", "view": {k: v for k, v in revealed.items()
                                                                                   if k != "standings"}})
    wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, "#standings-body tr:nth-child(2)").text
         == "1 Jugador 7 36 90", "the new standings, with %")
    driver.execute_script("document.getElementById('reveal').scrollIntoView()")
    driver.save_screenshot(str(screenshots / "points-after-reveal.png"))


def test_asking_before_replacing_a_slip(game, browsers, screenshots):
    conflict = {"ok": False, "error": "ja hi ha papereta", "conflict": {"round": 1, "table": 7, "by": "console"}}
    taken = {"ok": True, "slip": {"table": 7, "round": 1, "text": "H8 CASA", "received": True}}
    running = view(screen="round", rack=list("CASARTE"), time_left=120, entry="players")
    me = {"ok": True, "role": "player", "name": "Jugador 7", "tables": [7, 7], "language": "ca", "rounds": []}
    for answer, expected in ((True, "Rebuda: H8 CASA"), (False, "es manté la papereta")):
        driver = browsers(f"conflict-{answer}", PHONE, phone=True)
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                               {"source": "localStorage.setItem('conductor:play:token', 'T0123456789abcdefXYZ');"})
        double(driver, {"GET /api/view": ok(running), "POST /api/session": ok({"ok": True}), "GET /api/me": ok(me),
                        "POST /api/slip": [{"status": 409, "body": conflict}, {"status": 200, "body": taken}],
                        "GET /api/time": ok({"ok": True, "now": time.time()})})
        driver.get(game.url + "/play")
        wait(driver, lambda d: d.find_element(By.ID, "typed").is_displayed(), "logged in")
        driver.find_element(By.ID, "typed").send_keys("H8 CASA" + Keys.ENTER)
        wait(driver, lambda d: d.find_element(By.ID, "ask").get_attribute("open") is not None, "the question")
        assert driver.find_element(By.CLASS_NAME, "ask-text").text == \
            "La taula 7 ja té papereta a la ronda 1 (de la consola): la substitueixo?"
        if answer:
            shoot(driver, screenshots / "points-replace-question.png")
        driver.find_element(By.CLASS_NAME, "ask-yes" if answer else "ask-no").click()
        wait(driver, lambda d: expected in d.find_element(By.ID, "answer").text, "the answer")
        sent = [r["body"] for r in driver.execute_script("return window.__requests") if r["key"] == "POST /api/slip"]
        assert [s.get("replace", False) for s in sent] == ([False, True] if answer else [False])
        assert len({s["id"] for s in sent}) == len(sent)


def test_the_join_code_from_the_link_is_sent(game, browsers):
    joined = {"ok": True, "token": "T0123456789abcdefXYZ", "table": 9, "name": "Pere Codina (2)",
              "link": "http://x/play#t=T0123456789abcdefXYZ"}
    driver = browsers("join-code", PHONE, phone=True)
    double(driver, {"GET /api/view": ok(view()), "POST /api/join": ok(joined), "POST /api/session": ok({"ok": True}),
                    "GET /api/me": ok({"ok": True, "role": "player", "name": "Pere Codina (2)", "tables": [9, 9],
                                       "language": "ca", "rounds": []}),
                    "GET /api/time": ok({"ok": True, "now": time.time()})})
    driver.get(game.url + "/play#join=CLUB-2026")
    wait(driver, lambda d: d.find_element(By.ID, "join-form").is_displayed(), "the join form")
    driver.find_element(By.ID, "join-name").send_keys("Pere Codina" + Keys.ENTER)
    wait(driver, lambda d: d.find_element(By.ID, "who").text == "Pere Codina (2) · taula 9", "the name the server gave")
    sent = [r["body"] for r in driver.execute_script("return window.__requests") if r["key"] == "POST /api/join"]
    assert sent == [{"name": "Pere Codina", "club": "", "code": "CLUB-2026"}]


def test_a_stored_login_is_forgotten_only_when_it_has_ended(game, browsers):
    token = "T0123456789abcdefXYZ"
    for login, kept in (("unknown", True), ("ended", False)):
        driver = browsers(f"ended-{login}", PHONE, phone=True)
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {
            "source": f"if (!sessionStorage.getItem('set')) {{ sessionStorage.setItem('set', 1); "
                      f"localStorage.setItem('conductor:play:token', '{token}'); }}"})
        refused = {"ok": False, "error": "Aquest enllaç ja no és vàlid", "login": login}
        double(driver, {"GET /api/view": ok(view()), "POST /api/session": [{"status": 401, "body": refused}],
                        "GET /api/me": [{"status": 401, "body": refused}],
                        "GET /api/time": ok({"ok": True, "now": time.time()})})
        driver.get(game.url + "/play")
        wait(driver, lambda d: any(r["key"] == "GET /api/me" for r in d.execute_script("return window.__requests")),
             "the login asked")
        time.sleep(0.5)
        stored = driver.execute_script("return localStorage.getItem('conductor:play:token')")
        assert (stored == token) == kept, (login, stored)
        if not kept:
            assert "ja no és vàlid" in driver.find_element(By.ID, "login-error").text
