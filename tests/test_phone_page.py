"""The phone page (conductor/server/static) in a real browser against a real `conductor run --headless --serve`.

Two phones at 390×844: a table judge's device logged in through its `#code=` link (tables 1–5), and the
player of table 7 logged in with table and PIN through the form. The view follows the game live (rack,
clock, "Temps!", reveal); the player's slip is answered with its score and a late one with the reason; the
table judge enters round 1 while round 2 is played (words, scores, a word that scores 0 with its reason, a
table outside its range refused), the console entering the other tables; each slip is in the log once, with
who sent it. A Wi-Fi drop keeps a slip pending, and it is answered once the phone is back, logged once. The
results box, a reload and a server restart (the page logs in again by itself) close the scenario.
"""

import json
import re
import urllib.request

import pytest

from browser import browsers, text, visible, wait as browser_wait  # noqa: F401 - the fixture comes with it
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from processes import free_port
from served import Served as ServedProcess
from sessions import events

pytestmark = [pytest.mark.browser, pytest.mark.process]

PLAYERS = "name,table\n" + "".join(f"Jugador {t},{t}\n" for t in range(1, 11))
WIDTH, HEIGHT = 390, 844


class Served(ServedProcess):
    """`conductor run --headless --serve` on a fixed port (so a restarted server keeps the phones' address)."""

    def __init__(self, tmp_path):
        (tmp_path / "players.csv").write_text(PLAYERS)
        (tmp_path / "config.yaml").write_text("network:\n  entry: players\n")
        self.tmp_path, self.log = tmp_path, tmp_path / "game.jsonl"
        super().__init__("--players", str(tmp_path / "players.csv"), "--log", str(self.log), "--seed", "8",
                         serve=f"127.0.0.1:{free_port()}", checked=True)

    def start(self, *args):
        super().start("-c", str(self.tmp_path / "config.yaml"), *args)
        self.url = self.first["serve"]                  # as printed, with its slash: the tests add "api/me"
        assert self.url == f"http://127.0.0.1:{self.port}/"

    def slips(self):
        return [event for event in events(self.log) if event["type"] == "slip"]


@pytest.fixture()
def served(tmp_path):
    game = Served(tmp_path)
    try:
        yield game
    finally:
        game.stop()


@pytest.fixture()
def phones(browsers):
    """Phones (Chromium, 390×844, a fresh profile each; tests/support/browser.py), quit at the end whatever happens."""
    return lambda name: browsers(name, (WIDTH, HEIGHT), phone=True, touch=False)


# ---------------------------------------------------------------------- reading and driving the page

def wait(driver, condition, timeout=10.0, what=""):
    return browser_wait(driver, condition, what, timeout)


def latest(driver):
    """The newest answer under the slip form: (id, state, text) or None."""
    return driver.execute_script(
        "const li = document.querySelector('#answers li.latest');"
        "return li ? [li.dataset.id, li.dataset.state, li.innerText] : null;")


def answer_of(driver, slip_id):
    return driver.execute_script(
        "const li = document.querySelector(`#answers li[data-id=\"${arguments[0]}\"]`);"
        "return li ? [li.dataset.state, li.innerText] : null;", slip_id)


def send_slip(driver, *, table=None, move=None, score=None, pending=False, round_=None):
    """Fill the slip form as a person would and press Enter; wait for the answer (or the pending line)."""
    before = latest(driver)
    wait(driver, lambda d: visible(d, "slip") and (table is None or visible(d, "table-field")),
         what="the slip form (after a reconnection the page logs in again first)")
    if round_ is not None:
        Select(driver.find_element(By.ID, "slip-round")).select_by_value(str(round_))
    if table is not None:
        field = driver.find_element(By.ID, "slip-table")
        field.clear()
        field.send_keys(str(table))
    kind = "move" if move else "score"
    driver.find_element(By.CSS_SELECTOR, f"label.mode:has(input[value={kind}])").click()
    wait(driver, lambda d: visible(d, "slip-coord" if move else "slip-score"), what=f"the {kind} field")
    if move:
        coordinate, word = move.split()
        driver.find_element(By.ID, "slip-coord").send_keys(coordinate)
        driver.find_element(By.ID, "slip-word").send_keys(word + Keys.ENTER)
    else:
        driver.find_element(By.ID, "slip-score").send_keys(f"{score}{Keys.ENTER}")

    def answered(d):
        now = latest(d)
        if now is None or (before is not None and now[0] == before[0]):
            return False
        return now if (now[1] == "pending") == pending else False

    slip_id, state, shown = wait(driver, answered, what=f"an answer to {move or score}")
    return slip_id, state, shown


def served_me(served, driver):
    """/api/me with the device's own stored token."""
    token = json.loads(driver.execute_script("return localStorage.getItem('conductor:token')"))
    request = urllib.request.Request(served.url + "api/me", headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def clock(driver):
    return text(driver, "clock")


def shoot(driver, folder, name):
    driver.execute_script("window.scrollTo(0, 0)")
    path = folder / name
    assert driver.save_screenshot(str(path)), path
    size = driver.execute_script("return [window.innerWidth, window.innerHeight]")
    assert size == [WIDTH, HEIGHT], size


# ---------------------------------------------------------------------- the scenario

def test_two_phones_through_a_game(served, phones, screenshots):
    device = served.judge('device add "Jutge 1" 1-5')
    pins = served.judge("pins")["pins"]
    judge_phone, player_phone = phones("judge"), phones("player")

    # the table judge's device: the link with its code logs in at once, and the code leaves the address bar
    judge_phone.get(device["url"])
    wait(judge_phone, lambda d: text(d, "who") == "Jutge 1 · taules 1–5", what="the device's login")
    assert "code" not in judge_phone.current_url and device["code"] not in judge_phone.current_url
    # only the login's token is kept on the phone, never the code (or a PIN) in clear
    kept = judge_phone.execute_script("return Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))")
    assert "conductor:cred" not in kept and len(json.loads(kept["conductor:token"])) > 30, kept
    assert not any(device["code"] in value or device["code"].replace("-", "") in value for value in kept.values())
    assert not visible(judge_phone, "login") and visible(judge_phone, "table-field")

    # the player's phone: the public view, then table and PIN through the form
    player_phone.get(served.url)
    wait(player_phone, lambda d: visible(d, "tab-player"), what="the player's login tab (entry: players)")
    assert clock(player_phone) == "03:00" and text(player_phone, "round-label") == "Conductor"   # no round yet
    squares = player_phone.execute_script(
        "return Object.fromEntries([...document.querySelectorAll('#board .sq')].map(s => [s.dataset.sq, s.className]))")
    assert len(squares) == 225
    assert {name: squares[name].split()[1] for name in ("A1", "O15", "H8", "N14", "B6", "J14", "A4", "O12")} == \
        {"A1": "tw", "O15": "tw", "H8": "dw", "N14": "dw", "B6": "tl", "J14": "tl", "A4": "dl", "O12": "dl"}
    assert squares["H9"] == "sq"
    player_phone.find_element(By.ID, "tab-player").click()
    player_phone.find_element(By.ID, "login-table").send_keys("7")
    wrong = "00000000" if pins["7"] != "00000000" else "11111111"
    player_phone.find_element(By.ID, "pin").send_keys(wrong + Keys.ENTER)
    wait(player_phone, lambda d: "incorrecte" in text(d, "login-error"), what="a wrong PIN's reason")
    shoot(player_phone, screenshots, "phone-01-login.png")
    pin = player_phone.find_element(By.ID, "pin")
    pin.clear()
    pin.send_keys(pins["7"] + Keys.ENTER)
    wait(player_phone, lambda d: text(d, "who") == "Taula 7", what="the player's login")
    assert not visible(player_phone, "table-field") and not visible(player_phone, "round-field")
    assert not visible(player_phone, "mode-score")          # a player's slip is a move, never a bare score
    assert pins["7"] not in json.dumps(player_phone.execute_script("return {...localStorage}"))

    # round 1 live: the rack appears after `start`, the clock runs
    served.judge("draw")
    wait(player_phone, lambda d: text(d, "round-label") == "Ronda 1", what="round 1 drawn")
    assert player_phone.find_elements(By.CSS_SELECTOR, "#rack li") == []
    served.judge("start")
    rack = served.judge("state")["rack"].split()
    wait(player_phone, lambda d: [li.text for li in d.find_elements(By.CSS_SELECTOR, "#rack li")] == rack,
         what="the rack on the phone")
    first = wait(player_phone, lambda d: re.fullmatch(r"0[23]:\d\d", clock(d)) and clock(d), what="the clock")
    wait(player_phone, lambda d: clock(d) != first, timeout=4, what="the clock ticking")
    tops = served.judge("master")["tops"]
    top = tops[0]

    # the player's slip: a legal move, answered "received" (nothing of its worth before the reveal)
    received_id, state, shown = send_slip(player_phone, move=top["move"])
    assert state == "received" and top["move"] in shown and "Rebuda" in shown and "punt" not in shown, shown
    wait(player_phone, lambda d: top["move"] in text(d, "mine") and "Rebuda" in text(d, "mine"),
         what="the player's own slip, received")
    assert str(top["score"]) not in text(player_phone, "mine").replace("Ronda 1", "")
    shoot(player_phone, screenshots, "phone-03-player.png")

    # "Temps!": on the clock, and a late slip is refused with the reason
    served.judge("time")
    wait(player_phone, lambda d: clock(d) == "Temps!", what="Temps! on the clock")
    _, state, shown = send_slip(player_phone, move=top["move"])
    assert state == "refused" and "Temps!" in shown, shown

    # the reveal, and round 2 begins while round 1's slips are still coming in
    master = served.judge("reveal")["master"]           # one of the tops (a tie is broken by lot)
    wait(player_phone, lambda d: visible(d, "reveal") and master in text(d, "reveal"), what="the reveal")
    assert player_phone.find_elements(By.CSS_SELECTOR, "#board .sq.tile.last")
    wait(player_phone, lambda d: clock(d) == "", what="no clock after the reveal (no grey 03:00)")
    # the answer given "Rebuda" before the reveal now shows the score the server sends
    wait(player_phone, lambda d: f"{top['score']} punts" in (answer_of(d, received_id) or ["", ""])[1],
         what="the received answer scored after the reveal")
    assert answer_of(player_phone, received_id)[0] == "ok"
    served.judge("draw")
    served.judge("start")

    # the table judge enters round 1 for tables 1–5; the console enters 6, 8, 9 and 10
    wait(judge_phone, lambda d: [o.text for o in d.find_elements(By.CSS_SELECTOR, "#slip-round option")] == ["1", "2"],
         what="rounds 1 and 2 open to the device")
    # the round preselected is the one the server marks "default" (the newest taking slips), never the page's choice
    marked = [r["round"] for r in served_me(served, judge_phone)["rounds"] if r.get("default")]
    assert judge_phone.find_element(By.ID, "slip-round").get_attribute("value") == str((marked or [2])[0])
    for table, slip in ((6, "10"), (8, top["move"]), (9, "4"), (10, "0")):
        served.judge(f"slip r1 {table} {slip}")
    coordinate, word = top["move"].split()
    wrong_word = word[::-1] if word[::-1] != word else word + word
    second = tops[1]["move"] if len(tops) > 1 else top["move"]
    entries = [(1, {"move": top["move"]}, f"{top['score']} punts"), (2, {"score": 12}, "12 punts"),
               (3, {"move": f"{coordinate} {wrong_word}"}, "no és al diccionari"), (4, {"score": 7}, "7 punts"),
               (5, {"move": second}, f"{top['score']} punts")]
    for table, slip, expected in entries:
        _, state, shown = send_slip(judge_phone, table=table, round_=1, **slip)
        assert expected in shown and f"Taula {table} · Ronda 1" in shown, shown
        assert state == ("zero" if table == 3 else "ok"), (state, shown)
    zero = judge_phone.find_element(By.CSS_SELECTOR, "#answers li[data-state=zero] .a-why")
    assert zero.value_of_css_property("color") == "rgba(255, 107, 94, 1)" and "0 punts" in \
        judge_phone.find_element(By.CSS_SELECTOR, "#answers li[data-state=zero]").text
    _, state, shown = send_slip(judge_phone, table=9, score=3, round_=1)
    assert state == "refused" and "1–5" in shown, shown
    wait(judge_phone, lambda d: "5/5" in d.find_element(By.CSS_SELECTOR, "#mine .mround[data-round='1']").text,
         what="the device's round 1 complete")
    assert not judge_phone.find_elements(By.CSS_SELECTOR, "#mine .mround[data-round='1'] .mslip.missing")
    assert len(judge_phone.find_elements(By.CSS_SELECTOR, "#mine .mround[data-round='2'] .mslip.missing")) == 5
    shoot(judge_phone, screenshots, "phone-02-judge-slips.png")

    # each slip once in the log, with who sent it; the refused ones not at all
    sent = [(s["round"], s["table"], s["text"], s.get("by", "console")) for s in served.slips()]
    assert sorted(sent) == sorted(
        [(1, 7, top["move"], "player:7")]
        + [(1, t, s, "console") for t, s in ((6, "10"), (8, top["move"]), (9, "4"), (10, "0"))]
        + [(1, t, slip.get("move") or str(slip.get("score")), "device:Jutge 1") for t, slip, _ in entries]), sent
    collecting = served.judge("state")["collecting"]
    assert collecting["1"]["missing"] == [], collecting

    # a Wi-Fi drop: the slip stays pending (kept with its id), then is answered once the phone is back
    judge_phone.execute_cdp_cmd("Network.enable", {})
    offline = {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
    judge_phone.execute_cdp_cmd("Network.emulateNetworkConditions", offline)
    slip_id, state, shown = send_slip(judge_phone, table=2, score=15, pending=True, round_=1)
    # "Enviant…" first, then "Pendent" once the send has failed
    shown = wait(judge_phone, lambda d: "Pendent" in (answer_of(d, slip_id) or ["", ""])[1] and answer_of(d, slip_id)[1],
                 what="the slip kept pending")
    assert "Pendent" in shown and "Taula 2 · Ronda 1" in shown, shown
    assert "link down" in judge_phone.find_element(By.ID, "link").get_attribute("class")   # the failed send says so
    kept = judge_phone.execute_script("return JSON.parse(localStorage.getItem('conductor:pending'))")
    assert [(p["id"], p["table"], p["slip"], p["round"]) for p in kept] == [(slip_id, 2, "15", 1)]
    shoot(judge_phone, screenshots, "phone-04-offline-pending.png")
    assert not any(s.get("id") == slip_id for s in served.slips())
    judge_phone.execute_cdp_cmd("Network.emulateNetworkConditions", {**offline, "offline": False})
    # round 1's "Temps!" is past and table 2 holds this device's 12: the resend replaces it only when the judge says so
    wait(judge_phone, lambda d: d.find_element(By.ID, "ask").get_attribute("open") is not None, timeout=10,
         what="the question before the pending slip replaces the device's own")
    assert "taula 2 ja té papereta a la ronda 1 (del dispositiu Jutge 1: 12)" in text(judge_phone, "ask")
    judge_phone.find_element(By.CSS_SELECTOR, "#ask .ask-yes").click()      # sent again, with "replace", a new id
    replaced = wait(judge_phone, lambda d: [s for s in served.slips() if s["table"] == 2 and s["text"] == "15"],
                    timeout=10, what="the pending slip sent with replace")
    assert [(s["round"], s["by"]) for s in replaced] == [(1, "device:Jutge 1")], replaced
    slip_id = replaced[0]["id"]
    wait(judge_phone, lambda d: (answer_of(d, slip_id) or [""])[0] == "ok", timeout=10, what="the pending slip answered")
    assert "15 punts" in answer_of(judge_phone, slip_id)[1]
    assert judge_phone.execute_script("return JSON.parse(localStorage.getItem('conductor:pending'))") == []
    wait(judge_phone, lambda d: "link up" in d.find_element(By.ID, "link").get_attribute("class"), what="online")
    shoot(judge_phone, screenshots, "phone-05-back-online.png")

    # the results box: a player's own rounds after the reveal
    results = player_phone.find_element(By.ID, "results-table")
    assert results.get_attribute("value") == "7"          # filled in for the logged-in player
    results.send_keys(Keys.ENTER)
    wait(player_phone, lambda d: top["move"] in text(d, "results-box"), what="the results of table 7")
    player_phone.execute_script("document.getElementById('results').scrollIntoView()")
    player_phone.save_screenshot(str(screenshots / "phone-06-results.png"))

    # a reload keeps the login; a server restart too: the page logs in again by itself with the kept code
    player_phone.refresh()
    wait(player_phone, lambda d: text(d, "who") == "Taula 7" and d.find_elements(By.CSS_SELECTOR, "#rack li"),
         what="the player still logged in after a reload")
    served.stop()
    wait(judge_phone, lambda d: "link down" in d.find_element(By.ID, "link").get_attribute("class"),
         what="reconnecting shown")
    assert "Desconnectat" in text(judge_phone, "link")
    shoot(judge_phone, screenshots, "phone-07-reconnecting.png")
    served.start("--resume", str(served.log))
    wait(judge_phone, lambda d: "link up" in d.find_element(By.ID, "link").get_attribute("class"), timeout=15,
         what="the socket back after the restart")
    _, state, shown = send_slip(judge_phone, table=4, score=9, round_=2)     # round 2's, while it is played
    assert state == "received" and "Rebuda" in shown, shown           # before its "Temps!": received, no worth
    last = served.slips()[-1]
    assert (last["round"], last["table"], last["text"], last["by"]) == (2, 4, "9", "device:Jutge 1")
    # the end: the reason in words, no clock
    served.judge("end")
    wait(judge_phone, lambda d: "Final de la partida — " in text(d, "status") and "jutge" in text(d, "status"),
         what="the end, in words")
    assert "judge" not in text(judge_phone, "status") and "Motiu" not in text(judge_phone, "status")
    assert clock(judge_phone) == ""
