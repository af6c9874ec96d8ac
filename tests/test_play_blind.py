"""A blind player as quick as a sighted one. In headless Chromium against a real `conductor run --headless
--serve` (an online game), once in Catalan (FISC) and once in Spanish (AJS), a player plays three rounds with the
keyboard alone, reading only what has focus (its role and accessible name) and what the live region says (recorded
with a MutationObserver, tests/support/browser.py LISTEN):

- joining is said with the table, and the focus lands on the game's heading;
- a 7-tile slip built on the board: Alt+T, the letters, Enter ("send H8 …?") and Enter; each tile said once (the
  notation is not a live region); ≤ 20 keys from the rack's announcement;
- a typed slip: Alt+J, the characters, Enter (≤ 12 keys besides the characters); the move field's commands in the
  game's words (/faristol /temps /tauler H /tauler 8 /darrera /punts /posició /ajuda; /atril …) answered in the
  live region and never sent;
- digraphs by their letters (L·L with "l" "l" and a blank on the rack, not the blank; CH, LL), "-" turns the line,
  a blank only when no tile fits and said as one ("z escarràs"), an ignored key says why, Escape asks no more;
- "waiting for the rack", after each reveal one line with the player's slip, rank and the leaders, the end of the
  game with the final rank; axe-core finds nothing serious in any of these states, in high contrast and large
  tiles too; the sound cue, off by default, sounds at the rack and each warning once turned on. The key counts and
  the announcements per round are printed (the closing note's figures).
"""

import json

import pytest

from browser import LISTEN, axe, browsers, shoot, wait  # noqa: F401 - the fixture comes with it
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from served import Served
from sessions import events

pytestmark = [pytest.mark.browser, pytest.mark.process]

LANGUAGES = {
    "ca": {"ruleset": "fisc", "rack1": "C A S A R T E", "rack2": "M O L T E S A", "rack3": "L·L E ? R A S T",
           "joined": "Ets a la partida: Anna Cec · taula 1", "ask": "Envio H8 CASARTE? Retorn per enviar, Escapada per deixar-ho",
           "received": "Rebuda: ", "waiting": "Esperant el faristol…", "final": "Final de la partida",
           "rack": "/faristol", "time": "/temps", "board": "/tauler", "last": "/darrera", "score": "/punts",
           "rank": "/posició", "help": "/ajuda", "said_rack": "Faristol: ", "blank": "escarràs",
           "no_tile": "No tens cap ", "not_tile": "K no és cap fitxa d'aquest joc", "down": "Vertical",
           "mine": "La teva: ", "rank_said": "Posició 1 de 1", "leaders": "Classificació: 1, Anna Cec",
           "no_more": "No enviada", "time_left": "Queden ", "row": "Fila H: H", "column": "Columna 8: "},
    "es": {"ruleset": "ajs", "rack1": "C A S A R T E", "rack2": "M O L T E S A", "rack3": "CH LL A E ? R S",
           "joined": "Estás en la partida: Anna Cec · mesa 1", "ask": "¿Envío H8 CASARTE? Intro para enviar, Escape para dejarlo",
           "received": "Recibida: ", "waiting": "Esperando el atril…", "final": "Final de la partida",
           "rack": "/atril", "time": "/tiempo", "board": "/tablero", "last": "/ultima", "score": "/puntos",
           "rank": "/posicion", "help": "/ayuda", "said_rack": "Atril: ", "blank": "comodín",
           "no_tile": "No tienes ninguna ", "not_tile": "K no es ninguna ficha de este juego", "down": "Vertical",
           "mine": "La tuya: ", "rank_said": "Posición 1 de 1", "leaders": "Clasificación: 1, Anna Cec",
           "no_more": "No enviada", "time_left": "Quedan ", "row": "Fila H: H", "column": "Columna 8: "},
}


class Player:
    """The keyboard and the ears: every key pressed is counted; what the live region said is read."""

    def __init__(self, driver):
        self.driver, self.pressed, self.cursor = driver, 0, 0

    def keys(self, *sequence):
        for key in sequence:
            ActionChains(self.driver).send_keys(key).perform()
            self.pressed += 1

    def alt(self, letter):
        ActionChains(self.driver).key_down(Keys.ALT).send_keys(letter).key_up(Keys.ALT).perform()
        self.pressed += 1

    def chord(self, modifier, key):
        ActionChains(self.driver).key_down(modifier).send_keys(key).key_up(modifier).perform()
        self.pressed += 1

    def said(self):
        return self.driver.execute_script("return window.__said")

    def hear(self, test, what, timeout=10.0):
        """The next line said (after the last one heard) that passes `test` (a prefix, or a function): the lines
        are heard in the order they were said."""
        check = test if callable(test) else (lambda line: line.startswith(test))

        def found(driver):
            lines = self.said()
            for index in range(self.cursor, len(lines)):
                if check(lines[index]):
                    self.cursor = index + 1
                    return lines[index]
            return None
        try:
            return wait(self.driver, found, what, timeout)
        except Exception as error:
            raise AssertionError(f"{what}: never said after {self.said()[:self.cursor][-1:]}; "
                                 f"said since: {self.said()[self.cursor:]}") from error

    def focus(self):
        """The focused element as assistive technology reads it: its role and accessible name."""
        element = self.driver.switch_to.active_element
        return element.aria_role, element.accessible_name, element.get_attribute("id") or element.get_attribute("data-sq")

    def command(self, text):
        self.alt("j")
        self.keys(text, Keys.ENTER)


ROWS = "ABCDEFGHIJKLMNO"


def _beside(board, length):
    """A run of `length` empty squares down one column, beside a tile of the board (so the move touches it) and with
    nothing just above or below it (so its word is those squares alone): (row, column) of its first square."""
    taken = lambda r, c: 0 <= r < 15 and 0 <= c < 15 and bool(board[r][c])  # noqa: E731
    for c in range(15):
        for r in range(15 - length + 1):
            run = range(r, r + length)
            if any(taken(x, c) for x in run) or taken(r - 1, c) or taken(r + length, c):
                continue
            if any(taken(x, c - 1) or taken(x, c + 1) for x in run):
                return r, c
    raise AssertionError("no run beside the tiles")


@pytest.fixture(params=["ca", "es"])
def game(request, tmp_path):
    words = LANGUAGES[request.param]
    (tmp_path / "config.yaml").write_text(f"ruleset: {words['ruleset']}\nnetwork:\n  entry: online\n")
    served = Served("-c", str(tmp_path / "config.yaml"), "--seed", "5", "--log", str(tmp_path / "game.jsonl"))
    served.words, served.language, served.log = words, request.param, tmp_path / "game.jsonl"
    try:
        yield served
    finally:
        served.close()


def test_three_rounds_by_keyboard_and_ear(game, browsers, screenshots):
    words, language = game.words, game.language
    driver = browsers(f"blind-{language}", (1280, 800), language=language)
    driver.get(game.url + "/play")
    driver.execute_script(LISTEN)
    me = Player(driver)
    wait(driver, lambda d: d.execute_script("return !document.getElementById('join-form').hidden"), "the join form")
    for _ in range(20):
        me.keys(Keys.TAB)
        if me.focus()[2] == "join-name":
            break
    me.keys("Anna Cec", Keys.TAB, "Club Braille", Keys.ENTER)
    me.hear(words["joined"], "joining said with the table")
    wait(driver, lambda d: me.focus()[2] == "who", "the focus on the game's heading")
    assert me.focus()[:2] == ("heading", words["joined"].split(": ", 1)[1]), me.focus()
    # the notation is not a second live region
    assert driver.execute_script("const n = document.getElementById('notation'); return [n.tagName, "
                                 "n.getAttribute('role'), n.getAttribute('aria-live')]") == ["P", None, None]
    found = axe(driver)
    assert found == [], found
    counts = {}

    # ---- round 1: seven tiles on the board, sent with Enter twice
    game.judge(f"rack {words['rack1']}")
    me.hear(words["waiting"], "waiting for the rack")
    game.judge("start")
    me.hear(lambda line: line.startswith("Ronda") and words["said_rack"] in line, "the rack said")
    said_before, me.pressed = len(me.said()), 0
    me.alt("t")
    assert me.focus()[0] == "gridcell" and me.focus()[2] == "H8", me.focus()
    me.keys(*"casarte")
    me.hear(lambda line: line.endswith("H14"), "the seventh tile said")
    tiles = me.said()[said_before:]
    assert len(tiles) == 7 and tiles[0] in ("C a H8", "C en H8"), tiles            # one announcement a tile
    me.keys(Keys.ENTER)
    me.hear(words["ask"], "send? asked")
    me.keys(Keys.ENTER)
    me.hear(words["received"] + "H8 CASARTE", "received")
    counts["board, 7 tiles"] = me.pressed
    assert me.pressed <= 20, me.pressed
    found = axe(driver)
    assert found == [], found
    game.judge("adjust 62")
    me.hear("Queda 1 minut" if language == "ca" else "Queda 1 minuto", "the warning", timeout=15)
    game.judge("time")
    reveal = game.judge("reveal")
    me.hear(lambda line: " " + str(reveal["score"]) + " " in line + " " and line.startswith(
        "Jugada mestra" if language == "ca" else "Jugada maestra"), "the master said")
    after = me.hear(words["mine"], "the player's line after the reveal")
    assert words["rank_said"] in after and words["leaders"] in after, after
    round_said = me.said()[said_before:]
    counts["said, round 1"] = len(round_said)

    # ---- round 2: the move field's commands, then a typed slip
    said_before = len(me.said())
    game.judge(f"rack {words['rack2']}")
    me.hear(words["waiting"], "waiting said again")
    game.judge("start")
    me.hear(lambda line: line.startswith("Ronda") and words["said_rack"] in line, "the rack said")
    me.command(words["rack"])
    assert me.hear(words["said_rack"], "/rack answered").startswith(words["said_rack"] + "M, O, L, T, E, S, A")
    me.command(words["time"])
    me.hear(words["time_left"], "/time answered")
    me.command(words["board"] + " H")
    me.hear(words["row"], "/board H answered")
    me.command(words["board"] + " 8")
    me.hear(words["column"], "/board 8 answered")
    me.command(words["last"])
    me.hear(lambda line: reveal["master"].split(" ")[0] in line and "1" in line, "/last answered")
    me.command(words["score"])
    me.hear(lambda line: "%" in line, "/score answered")
    me.command(words["rank"])
    me.hear(words["rank_said"], "/rank answered")
    me.command(words["help"])
    me.hear(lambda line: words["rack"] in line and words["board"] in line, "/help answered")
    assert not [e for e in events(game.log) if e["type"] == "slip" and e["text"].startswith("/")]
    me.pressed = 0
    me.alt("j")
    typed = "8B MOLTES"             # down column 8 to G8, beside the centre: it touches the master's tiles (a move
                                    # that touches none, "15A MOLTES", is refused on the page now, and said why)
    me.keys(typed, Keys.ENTER)
    me.hear(words["received"] + typed, "the typed slip received")
    counts["typed (besides the characters)"] = me.pressed - 1
    assert me.pressed - 1 <= 12
    game.judge("time")
    game.judge("reveal")
    me.hear(words["mine"], "the player's line after reveal 2")
    counts["said, round 2 (with 8 commands)"] = len(me.said()) - said_before

    # ---- round 3: digraphs by their letters, a blank said as one, the line turned, refusals said
    said_before = len(me.said())
    game.judge(f"rack {words['rack3']}")
    game.judge("start")
    me.hear(lambda line: line.startswith("Ronda") and words["said_rack"] in line, "the rack said")
    me.pressed = 0
    me.alt("t")
    me.chord(Keys.CONTROL, Keys.HOME)
    assert me.focus()[2] == "A1", me.focus()
    me.keys("k")
    me.hear(words["not_tile"], "a letter that is no tile, said")
    row, col = _beside(game.get("/api/view")["board"], 4)   # a move touching no tile is refused now: one beside
    me.keys(*[Keys.ARROW_DOWN] * row, *[Keys.ARROW_RIGHT] * col)
    below, where = f"{ROWS[row + 1]}{col + 1}", f"{col + 1}{ROWS[row]}"
    if language == "ca":
        me.keys("l")
        me.hear("L·L ", "L·L by its letters (not the blank)")
        me.keys("l", "-")
        me.hear(words["down"], "the line turned")
        assert me.focus()[2] == below, me.focus()
        me.keys("e", "z")
        me.hear("z " + words["blank"], "the blank, said as a blank")
        me.keys("t")
        expected = f"{where} L·LEzT"
    else:
        me.keys("c")
        me.hear("CH ", "CH by its letters")
        me.keys("h", "-")
        me.hear(words["down"], "the line turned")
        assert me.focus()[2] == below, me.focus()
        me.keys("a", "l", "l")
        me.hear("LL ", "LL by its letters")
        me.keys("z")
        me.hear("z " + words["blank"], "the blank, said as a blank")
        expected = f"{where} CHALLz"
    me.keys("z")
    me.hear(words["no_tile"] + "Z", "no tile left for z, said")
    wait(driver, lambda d: d.execute_script("return document.getElementById('notation').dataset.text") == expected,
         f"{expected} on the board")
    me.keys(Keys.ENTER)
    me.hear(lambda line: "(z " + words["blank"] + ")" in line, "send? asked, the blank said as one")
    me.keys(Keys.ESCAPE)
    me.hear(words["no_more"], "Escape: not sent")
    me.keys(Keys.ENTER, Keys.ENTER)
    me.hear(words["received"], "received")
    counts["board, digraphs and a blank"] = me.pressed
    shoot(driver, screenshots / f"blind-{language}-03-digraphs.png")
    game.judge("time")
    game.judge("reveal")
    me.hear(words["mine"], "the player's line after reveal 3")
    counts["said, round 3"] = len(me.said()) - said_before
    slips = [e["text"] for e in events(game.log) if e["type"] == "slip"]
    assert slips == ["H8 CASARTE", typed, expected], slips

    # ---- the end, with the final rank; axe in high contrast and large tiles
    game.judge("end")
    end = me.hear(words["final"], "the end said")
    assert words["rank_said"] in end, end
    for pref in ("pref-contrast", "pref-large"):
        driver.find_element("id", pref).click()
    assert driver.execute_script("return [...document.documentElement.classList]") == ["contrast", "large"]
    assert driver.find_element(By.ID, "sound").get_attribute("data-cues") is None    # no cue unless asked for
    found = axe(driver)
    assert found == [], found
    shoot(driver, screenshots / f"blind-{language}-04-end.png")
    print(f"\nblind player [{language}] keys and announcements: {json.dumps(counts, ensure_ascii=False)}")
    print(f"blind player [{language}] said: {json.dumps(me.said(), ensure_ascii=False)}")
    errors = [e for e in driver.get_log("browser") if e.get("source") == "javascript"]
    assert not errors, errors


@pytest.fixture()
def catalan(tmp_path):
    (tmp_path / "config.yaml").write_text("ruleset: fisc\nnetwork:\n  entry: online\n")
    served = Served("-c", str(tmp_path / "config.yaml"), "--seed", "5", "--log", str(tmp_path / "game.jsonl"))
    try:
        yield served
    finally:
        served.close()


SQUARES = """const r = [...document.querySelectorAll('#board [data-sq]')].map((n) => n.getBoundingClientRect());
const s = document.getElementById('board-scroll');
return {min: Math.min(...r.map((b) => Math.min(b.width, b.height))), page: document.documentElement.scrollWidth,
        scrolls: s.scrollWidth > s.clientWidth + 1};"""


def test_low_vision_squares_large_tiles_and_high_contrast(catalan, browsers, screenshots):
    """Board squares ≥ 24 px at 390 and 320 px (at 320 the board scrolls, never the page); large tiles: the rack and
    the board's letters ≥ 1.5× and every target ≥ 44 px, the board scrolled around the focused square; in high
    contrast a focused rack tile stands out; a tile on the board is named so on its rack button, the blank's button
    is named; axe finds nothing serious in any of these."""
    from browser import PHONE, viewport

    driver = browsers("low-vision", PHONE, phone=True)
    driver.get(catalan.url + "/play")
    wait(driver, lambda d: d.find_element(By.ID, "join-form").is_displayed(), "the join form")
    driver.find_element(By.ID, "join-name").send_keys("Rosa", Keys.ENTER)
    wait(driver, lambda d: d.find_element(By.ID, "login").get_attribute("hidden") is not None, "joined")
    cue = driver.find_element(By.ID, "pref-cue")
    assert cue.get_attribute("aria-pressed") == "false"                  # the sound cue: off unless asked for
    cue.click()
    catalan.judge("rack C A S A R T ?")
    catalan.judge("start")
    wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#rack button")) == 7, "the rack")
    wait(driver, lambda d: d.find_element(By.ID, "sound").get_attribute("data-cues") == "1", "a cue at the rack")
    catalan.judge("adjust 61")
    wait(driver, lambda d: d.find_element(By.ID, "sound").get_attribute("data-cues") == "2", "a cue at the warning",
         timeout=15)
    today = driver.execute_script("return parseFloat(getComputedStyle(document.querySelector('.rtile')).fontSize)")
    at390 = driver.execute_script(SQUARES)
    assert at390["min"] >= 24 and at390["page"] <= 390, at390
    blank = driver.find_element(By.CSS_SELECTOR, "#rack button[data-tile='?']")
    assert blank.accessible_name == "escarràs"
    driver.find_element(By.CSS_SELECTOR, "#rack button[data-index='0']").click()
    driver.find_element(By.CSS_SELECTOR, "#board [data-sq='H8']").click()
    used = driver.find_element(By.CSS_SELECTOR, "#rack button[data-index='0']")
    wait(driver, lambda d: "al tauler" in used.accessible_name, "the tile on the board named so")
    assert axe(driver) == []
    viewport(driver, 320, 640, mobile=True)
    at320 = driver.execute_script(SQUARES)
    assert at320["min"] >= 24 and at320["page"] <= 320 and at320["scrolls"], at320
    assert axe(driver) == []
    shoot(driver, screenshots / "blind-low-vision-320.png")

    viewport(driver, 390, 844, mobile=True)
    for pref in ("pref-large", "pref-contrast"):
        driver.execute_script(f"document.getElementById('{pref}').click()")
    sizes = driver.execute_script(
        "const t = document.querySelectorAll('.rtile')[1], b = t.getBoundingClientRect();"
        "const z = parseFloat(getComputedStyle(document.getElementById('slip-card')).zoom) || 1;"
        "const sq = document.querySelector('#board [data-sq=H8]');"
        "return {letter: parseFloat(getComputedStyle(t).fontSize) * z, w: b.width, h: b.height, "
        "square: sq.getBoundingClientRect().width, tile: parseFloat(getComputedStyle(sq).fontSize), "
        "page: document.documentElement.scrollWidth};")
    assert sizes["letter"] >= 1.5 * today and min(sizes["w"], sizes["h"], sizes["square"]) >= 44, (today, sizes)
    assert sizes["tile"] >= 1.5 * 14 and sizes["page"] <= 390, sizes
    driver.execute_script("document.querySelector('#board [data-sq=H8]').focus()")
    keys = ActionChains(driver)
    for _ in range(6):
        keys.send_keys(Keys.ARROW_RIGHT)
    keys.perform()
    seen = driver.execute_script("const c = document.activeElement.getBoundingClientRect(); return [c.left, c.right];")
    assert driver.execute_script("return document.activeElement.dataset.sq") == "H14"
    assert seen[0] >= 0 and seen[1] <= 390, seen                     # scrolled around the focused square
    outline = "return getComputedStyle(arguments[0]).outlineColor + ' ' + getComputedStyle(arguments[0]).outlineWidth"
    tiles = driver.find_elements(By.CSS_SELECTOR, "#rack button")
    driver.execute_script("arguments[0].focus()", tiles[2])
    assert driver.execute_script(outline, tiles[2]) != driver.execute_script(outline, tiles[3])
    assert axe(driver) == []
    shoot(driver, screenshots / "blind-low-vision-large-contrast.png")

    # /screen on a phone held upright: the panel first (round, clock, rack), then the board; nothing cut off
    screen = browsers("low-vision-screen", PHONE, phone=True)
    screen.get(catalan.url + "/screen")
    wait(screen, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#rack .rtile")) == 7, "the rack on /screen")
    placed = ("const box = (id) => { const r = document.getElementById(id).getBoundingClientRect();"
              " return [r.left, r.right, r.top + scrollY, r.bottom + scrollY]; };"
              "return {rack: box('rack'), clock: box('clock'), board: box('board'), page: document.documentElement"
              ".scrollWidth, tall: document.documentElement.scrollHeight, "
              "scrolls: getComputedStyle(document.body).overflowY !== 'hidden'};")
    seen = screen.execute_script(placed)
    assert seen["page"] <= 390 and seen["rack"][0] >= 0 and seen["rack"][1] <= 390, seen
    assert seen["clock"][3] <= 844 and seen["rack"][3] <= 844, seen               # on the first screen
    assert seen["board"][1] <= 390 and (seen["board"][3] <= 844 or seen["scrolls"]), seen
    catalan.judge("time")
    catalan.judge("reveal")
    wait(screen, lambda d: d.find_element(By.ID, "reveal-move").text != "", "the master on /screen")
    move = screen.execute_script("const r = document.getElementById('reveal-move').getBoundingClientRect();"
                                 "return [r.left, r.right, r.bottom];")
    assert move[0] >= 0 and move[1] <= 390 and move[2] <= 844, move
    assert axe(screen) == []
    shoot(screen, screenshots / "blind-screen-390.png")
    # the table judges' page says the master move once: only its live region speaks
    screen.get(catalan.url + "/")
    wait(screen, lambda d: d.execute_script("return document.getElementById('live') !== null"), "the judges' page")
    assert screen.execute_script("return [...document.querySelectorAll('[aria-live=polite]')].filter((n) => "
                                 "n.id === 'reveal' || n.closest('#reveal')).length") == 0
