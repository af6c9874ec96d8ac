"""The player's page at home (/play: static/play/) in headless Chromium against a real `conductor run --headless
--serve`: a playing surface, not a form.

A phone (390×844, touch) logs in with table and PIN and puts a move down with taps — a rack tile, then a
square; a blank asks for its letter; a tap on a placed tile takes it back — and the page writes the slip, which
reaches the game log as exactly the notation the room writes (the engine's str(move)); it is answered
"Rebuda" with nothing of its worth. The phone's clock is the server's within 0.25 s. After the reveal the phone
shows the master move, its own score and the standings. A desktop (1280×900, mouse, a clock 40 s wrong, logged in
through the personal link #t=TOKEN) drags round 2's move through tiles already on the board, takes a tile back
and puts it down again with the keyboard alone, and sends it; its clock is still the server's within 0.25 s.
"""

import io
import json
import time
import urllib.request

import pytest

from browser import DESKTOP, PHONE, browsers, data, shoot as browser_shoot, wait  # noqa: F401 - the fixture too
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conductor.engine import MoveGenerator
from conductor.rules import CATALAN
from conductor.rules.board import Board
from conductor.rules.move import place
from conductor.rules.tiles import Tile
from processes import free_port
from served import Served as ServedProcess
from sessions import events

pytestmark = [pytest.mark.browser, pytest.mark.process]

PLAYERS = "name,table\n" + "".join(f"Jugador {t},{t}\n" for t in range(1, 11))
SKEW = 40.0            # the desktop's own clock is this many seconds fast


class Served(ServedProcess):
    """`conductor run --headless --serve` with players who send their own slips; the judge's lines in and out."""

    def __init__(self, tmp_path, entry="players"):
        (tmp_path / "players.csv").write_text(PLAYERS)
        (tmp_path / "config.yaml").write_text(f"network:\n  entry: {entry}\n")
        self.log = tmp_path / "game.jsonl"
        super().__init__("-c", str(tmp_path / "config.yaml"), "--players", str(tmp_path / "players.csv"),
                         "--log", str(self.log), "--seed", "5", serve=f"127.0.0.1:{free_port()}", checked=True)
        self.url = self.first["serve"]                  # as printed, with its slash: the tests add "play"

    def wav_seconds(self, name):
        import soundfile

        with urllib.request.urlopen(self.url.rstrip("/") + "/api/audio/" + name, timeout=30) as response:
            info = soundfile.info(io.BytesIO(response.read()))          # Ogg Opus (the server's clips)
            return info.frames / info.samplerate

    def slips(self):
        return [(e["round"], e["table"], e["text"], e.get("by")) for e in events(self.log) if e["type"] == "slip"]


@pytest.fixture()
def served(tmp_path):
    game = Served(tmp_path)
    try:
        yield game
    finally:
        game.stop()


@pytest.fixture()
def online(tmp_path):
    folder = tmp_path / "online"
    folder.mkdir()
    game = Served(folder, entry="online")
    try:
        yield game
    finally:
        game.stop()


# ---------------------------------------------------------------------- reading and driving the page

def tap(driver, element):
    """A finger's tap where the element is (touch events through DevTools, as a phone's screen sends them)."""
    x, y = driver.execute_script(
        "arguments[0].scrollIntoView({block: 'nearest'}); const r = arguments[0].getBoundingClientRect();"
        "return [r.left + r.width / 2, r.top + r.height / 2];", element)
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def rack_button(driver, tile):
    label = "?" if tile.blank else tile.label
    return driver.find_element(By.CSS_SELECTOR, f'#rack button[data-tile="{label}"]:not(.used)')


def square(driver, name):
    return driver.find_element(By.CSS_SELECTOR, f'#board [data-sq="{name}"]')


def name_of(row, col):
    return "ABCDEFGHIJKLMNO"[row] + str(col + 1)


def notation(driver):
    return data(driver, "#notation", "data-text")


def choose_letter(driver, tile, how, picture=None):
    """The blank's picker: the letter it stands for."""
    wait(driver, lambda d: d.find_element(By.ID, "picker").get_attribute("open") is not None, "the blank's picker")
    if picture:
        driver.save_screenshot(str(picture))
    how(driver.find_element(By.CSS_SELECTOR, f'#picker button[data-letter="{tile.label}"]'))
    wait(driver, lambda d: d.find_element(By.ID, "picker").get_attribute("open") is None, "the picker closed")


def clock_gap(driver, served):
    """|the page's clock − the server's| in seconds, the server's read just before and after the page's."""
    deadline = served.get("/api/view")["deadline"]
    assert isinstance(deadline, float | int), deadline
    gaps = []
    for _ in range(5):
        before = time.time()
        shown = float(data(driver, "#clock", "data-seconds"))
        after = time.time()
        # the server's time left lies between deadline − after and deadline − before
        low, high = deadline - after, deadline - before
        gaps.append(0.0 if low <= shown <= high else min(abs(shown - low), abs(shown - high)))
        time.sleep(0.1)
    return max(gaps)


def board_of(rows):
    """The headless `state` board (15 lines of cells, "." empty, lowercase a blank) as a Board."""
    cells = {}
    for r, line in enumerate(rows):
        for c, label in enumerate(line.split()):
            if label != ".":
                cells[(r, c)] = Tile(label.upper(), blank=label != label.upper())
    return Board().with_tiles(cells)


def a_move(generator, board, rack, tiles, wanted):
    """The first move (in notation order) putting down `tiles` (a range) that `wanted(placement)` accepts."""
    generator.generate(board, rack)
    moves = sorted((m for m in generator.moves() if m.new_tiles in tiles), key=str)
    return next(p for p in (place(board, m.move, CATALAN) for m in moves) if wanted(p))


def shoot(driver, folder, name, size):
    browser_shoot(driver, folder / name, size)


# ---------------------------------------------------------------------- the scenario

def test_a_move_put_down_with_taps_on_a_phone_and_with_a_drag_on_a_desktop(served, browsers, screenshots,
                                                                            catalan_lexicon):
    began = time.monotonic()
    generator = MoveGenerator(catalan_lexicon)
    pins = served.judge("pins")["pins"]

    # round 1: a rack with a blank and a digraph; the phone's move uses the blank (4 or 5 tiles put down)
    rack = ["L·L", "A", "?", "E", "S", "O", "T"]
    served.judge("rack " + " ".join(rack))
    mine = a_move(generator, Board(), rack, range(4, 6), lambda p: sum(
        t.blank for _, t in p.new_tiles) == 1 and any(t.label == "L·L" for _, t in p.new_tiles))
    served.judge("start")

    phone = browsers("phone", PHONE, phone=True)
    phone.get(served.url + "play")
    wait(phone, lambda d: d.find_element(By.ID, "login").is_displayed(), "the login form")
    assert len(phone.find_elements(By.CSS_SELECTOR, "#board [data-sq]")) == 225
    classes = {name: data(phone, f'#board [data-sq="{name}"]', "class").split()[1]
               for name in ("A1", "H8", "B6", "A4", "O15")}
    assert classes == {"A1": "tw", "H8": "dw", "B6": "tl", "A4": "dl", "O15": "tw"}, classes
    phone.find_element(By.ID, "login-table").send_keys("7")
    phone.find_element(By.ID, "pin").send_keys(pins["7"] + Keys.ENTER)
    wait(phone, lambda d: d.find_element(By.ID, "who").text == "Jugador 7 · taula 7", "logged in as table 7")
    assert pins["7"] not in json.dumps(phone.execute_script("return {...localStorage}"))
    wait(phone, lambda d: [b.get_attribute("data-tile") for b in d.find_elements(By.CSS_SELECTOR, "#rack button")]
         == rack, "the rack on the phone")

    # the room's voice: the clip the view names is fetched and decoded in the page (its length, the WAV's)
    clip = served.get("/api/view").get("audio")
    if clip:
        wait(phone, lambda d: data(d, "#sound", "data-clip") == clip["name"], "the call's clip decoded", timeout=20)
        length = served.wav_seconds(clip["name"])
        assert abs(float(data(phone, "#sound", "data-duration")) - length) < 0.05
        # a tab that comes in late starts the phrase where the room is, or skips it when it is over
        wait(phone, lambda d: data(d, "#sound", "data-play") in ("played", "skipped"), "the clip played or skipped")
        if data(phone, "#sound", "data-play") == "played":
            assert 0 < float(data(phone, "#sound", "data-from")) < length
    tap(phone, phone.find_element(By.ID, "sound"))
    assert data(phone, "#sound", "aria-pressed") == "false"            # muted
    tap(phone, phone.find_element(By.ID, "sound"))
    assert data(phone, "#sound", "aria-pressed") == "true"

    # taps: a rack tile, then a square; the blank asks for its letter
    for (row, col), tile in mine.new_tiles:
        tap(phone, rack_button(phone, tile))
        tap(phone, square(phone, name_of(row, col)))
        if tile.blank:
            choose_letter(phone, tile, lambda button: tap(phone, button), screenshots / "play-00-phone-blank.png")
        wait(phone, lambda d: "new" in data(d, f'#board [data-sq="{name_of(row, col)}"]', "class"),
             f"{tile} on {name_of(row, col)}")
    assert notation(phone) == str(mine.move), (notation(phone), str(mine.move))
    # a tap on a placed tile takes it back to the rack; tapping it down again restores the move
    (row, col), tile = mine.new_tiles[0]
    tap(phone, square(phone, name_of(row, col)))
    wait(phone, lambda d: "new" not in data(d, f'#board [data-sq="{name_of(row, col)}"]', "class"), "taken back")
    assert notation(phone) != str(mine.move)
    tap(phone, rack_button(phone, tile))
    tap(phone, square(phone, name_of(row, col)))
    if tile.blank:
        choose_letter(phone, tile, lambda button: tap(phone, button))
    wait(phone, lambda d: notation(d) == str(mine.move), "the move back in place")
    assert "l·l" in str(mine.move).lower() and any(ch.islower() for ch in str(mine.move).split()[1])
    shoot(phone, screenshots, "play-01-phone-move.png", PHONE)

    tap(phone, phone.find_element(By.ID, "send"))
    wait(phone, lambda d: data(d, "#answer", "data-state") == "received", "the slip received")
    answer = phone.find_element(By.ID, "answer").text
    assert "Rebuda" in answer and str(mine.move) in answer and "punt" not in answer, answer
    assert served.slips() == [(1, 7, str(mine.move), "player:7")], served.slips()

    # the phone's clock is the server's
    wait(phone, lambda d: (data(d, "#clock", "data-seconds") or "") != "", "the running clock")
    assert clock_gap(phone, served) < 0.25
    assert phone.find_element(By.ID, "clock").text.startswith(("02:", "03:"))
    shoot(phone, screenshots, "play-02-phone-received.png", PHONE)

    # "Temps!", the reveal: the master move, the phone's own score (the engine's), the standings
    served.judge("time")
    wait(phone, lambda d: d.find_element(By.ID, "clock").text == "Temps!", "Temps! on the clock")
    master = served.judge("reveal")["master"]
    wait(phone, lambda d: d.find_element(By.ID, "reveal").is_displayed()
         and master in d.find_element(By.ID, "reveal-move").text, "the master move")
    wait(phone, lambda d: data(d, "#reveal-mine", "data-score") == str(mine.score), "the phone's own score")
    assert f"{mine.score} punts" in phone.find_element(By.ID, "reveal-mine").text
    wait(phone, lambda d: d.find_element(By.ID, "standings").is_displayed(), "the standings")
    assert "Jugador 7" in phone.find_element(By.ID, "standings").text
    phone.execute_script("document.getElementById('reveal').scrollIntoView()")
    phone.save_screenshot(str(screenshots / "play-03-phone-reveal.png"))
    # a 360-px phone: nothing wider than the screen, squares still a finger's width apart
    phone.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                          {"width": 360, "height": 740, "deviceScaleFactor": 1, "mobile": True})
    wait(phone, lambda d: d.execute_script("return window.innerWidth") == 360, "the 360-px viewport")
    assert phone.execute_script("return document.documentElement.scrollWidth") <= 360
    side = phone.execute_script("return document.querySelector('[data-sq=H8]').getBoundingClientRect().width")
    assert side >= 19, side
    phone.execute_script("window.scrollTo(0, 0)")
    phone.save_screenshot(str(screenshots / "play-06-phone-360.png"))

    # round 2 on a desktop: a move through tiles already on the board, dragged with the mouse
    served.judge("draw")
    served.judge("start")
    state = served.judge("state")
    board, rack2 = board_of(state["board"]), state["rack"].split()
    second = a_move(generator, board, rack2, range(2, 5), lambda p: len(p.move.word) > len(p.new_tiles))
    token = served.post("/api/login", {"table": 8, "pin": pins["8"]})["token"]
    desktop = browsers("desktop", DESKTOP, phone=False)
    desktop.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {
        "source": f"(() => {{ const real = Date.now; Date.now = () => real() + {SKEW * 1000}; }})();"})
    desktop.get(served.url + "play#t=" + token)
    wait(desktop, lambda d: d.find_element(By.ID, "who").text == "Jugador 8 · taula 8", "logged in by the personal link")
    assert "#t=" not in desktop.current_url
    wait(desktop, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#rack button")) == len(rack2), "round 2's rack")
    for (row, col), tile in second.new_tiles:
        target = square(desktop, name_of(row, col))
        ActionChains(desktop).click_and_hold(rack_button(desktop, tile)).move_by_offset(12, -12) \
            .move_to_element(target).release().perform()
        if tile.blank:
            choose_letter(desktop, tile, lambda button: button.click())
        wait(desktop, lambda d: "new" in data(d, f'#board [data-sq="{name_of(row, col)}"]', "class"),
             f"{tile} dragged to {name_of(row, col)}")
    assert notation(desktop) == str(second.move), (notation(desktop), str(second.move))
    assert desktop.find_elements(By.CSS_SELECTOR, "#board .sq.tile.last")        # round 1's master, highlighted

    # the keyboard alone: Backspace takes the last tile back; the rack tile and Enter on its square put it down
    (row, col), tile = next(new for new in reversed(second.new_tiles) if not new[1].blank)
    desktop.execute_script("arguments[0].focus()", square(desktop, name_of(row, col)))
    ActionChains(desktop).send_keys(Keys.BACKSPACE).perform()
    wait(desktop, lambda d: notation(d) != str(second.move), "taken back with Backspace")
    button = rack_button(desktop, tile)
    desktop.execute_script("arguments[0].focus()", button)
    ActionChains(desktop).send_keys(Keys.ENTER).perform()           # chosen; the focus goes to the board
    assert desktop.execute_script("return document.activeElement.dataset.sq") == name_of(row, col)
    ActionChains(desktop).send_keys(Keys.ENTER).perform()
    wait(desktop, lambda d: notation(d) == str(second.move), "put down again with Enter")
    shoot(desktop, screenshots, "play-04-desktop-drag.png", DESKTOP)

    desktop.find_element(By.ID, "send").click()
    wait(desktop, lambda d: data(d, "#answer", "data-state") == "received", "round 2's slip received")
    assert (2, 8, str(second.move), "player:8") in served.slips(), served.slips()

    # a clock 40 s fast still shows the server's time
    offset = float(data(desktop, "#clock", "data-offset"))
    assert abs(offset + SKEW) < 0.25, offset
    assert clock_gap(desktop, served) < 0.25
    assert clock_gap(phone, served) < 0.25
    shoot(desktop, screenshots, "play-05-desktop-received.png", DESKTOP)
    for driver in (phone, desktop):             # no script error on the way
        errors = [e for e in driver.get_log("browser") if e.get("source") == "javascript"]
        assert not errors, errors
    assert time.monotonic() - began < 120


def test_joining_from_the_page_and_coming_back_on_another_device_with_the_link(online, browsers, screenshots):
    """An online game: the page offers joining (name and club), shows the personal link, and the link logs the
    player in on another device; a slip typed as text ("H8 CASA") still goes, as typed."""
    online.judge("draw")
    online.judge("start")
    top = online.judge("master")["tops"][0]["move"]
    phone = browsers("joiner", PHONE, phone=True)
    phone.get(online.url + "play")
    wait(phone, lambda d: d.find_element(By.ID, "join-form").is_displayed(), "the join form (registration open)")
    phone.find_element(By.ID, "join-name").send_keys("Anna Puig")
    phone.find_element(By.ID, "join-club").send_keys("Club Lleida" + Keys.ENTER)
    wait(phone, lambda d: d.find_element(By.ID, "join-link").is_displayed(), "the personal link")
    link = phone.find_element(By.ID, "join-link-url").text
    wait(phone, lambda d: d.find_element(By.ID, "who").text.startswith("Anna Puig · taula "), "the player's name")
    table = int(phone.find_element(By.ID, "who").text.split()[-1])
    assert "/play#t=" in link and table > 10, (link, table)              # a new table beside the 10 listed
    shoot(phone, screenshots, "play-07-joined.png", PHONE)

    other = browsers("other-device", DESKTOP, phone=False)
    other.get(link)
    wait(other, lambda d: d.find_element(By.ID, "who").text.endswith(f"aula {table}"), "back in with the link")
    assert "#t=" not in other.current_url
    typed = other.find_element(By.ID, "typed")
    typed.send_keys(top + Keys.ENTER)
    wait(other, lambda d: data(d, "#answer", "data-state") == "received", "the typed slip received")
    assert (1, table, top, f"player:{table}") in online.slips(), online.slips()
