"""The player's page (/play) shows the slip the server holds for the round being played, in headless Chromium
against a real `conductor run --headless --serve`: after a reload, and on a second device logged in with the same
personal link, the answer area says "Rebuda: H8 CASA" (the echo the server gives in /api/me and the "mine" push,
nothing of its worth, DESIGN §4c). Sending a different move while one is held asks first (the modal question):
no keeps it, yes replaces it (the log and /api/me say which); the typed-move field is emptied after a send. By
keyboard: the two send buttons have their own names, the tab order runs board, typed move, its button, rack,
send; a tile put down with a key is said in the live region ("C a H8"); axe finds nothing serious. An online game
whose registration is closed says so to a visitor who comes with the invitation link (in Spanish), and a join
tried anyway shows the server's refusal.
"""

import pytest

from browser import DESKTOP, LISTEN, PHONE, axe, browsers, shoot, wait  # noqa: F401 - the fixture comes with it
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from served import Served, two_tables
from sessions import events

pytestmark = [pytest.mark.browser, pytest.mark.process]

@pytest.fixture()
def game(tmp_path):
    with two_tables(tmp_path) as served:
        yield served


def answer(driver):
    return driver.execute_script("const a = document.getElementById('answer');"
                                 "return a.hidden ? ['', ''] : [a.dataset.state, a.textContent];")


def held_on_server(game, token):
    rows = [row for r in game.get("/api/me", token)["rounds"] if r["round"] == 1 for row in r["slips"]]
    return [(row["text"], row.get("score")) for row in rows]


def type_move(driver, text):
    typed = driver.find_element(By.ID, "typed")
    typed.clear()
    typed.send_keys(text + Keys.ENTER)


def asked(driver):
    wait(driver, lambda d: d.find_element(By.ID, "ask").get_attribute("open") is not None, "the question")
    return driver.find_element(By.CLASS_NAME, "ask-text").text


def keys(driver, *sequence):
    ActionChains(driver).send_keys(*sequence).perform()


def focused(driver):
    return driver.execute_script("const a = document.activeElement; return a.id || a.dataset.sq || "
                                 "(a.dataset.index !== undefined ? 'rack' : a.tagName);")


def test_the_held_slip_after_a_reload_and_on_a_second_device_and_asked_before_it_is_replaced(game, browsers,
                                                                                            screenshots):
    token = game.login(table=1, pin=game.judge("pins")["pins"]["1"])
    game.judge("rack C A S A R T E")
    game.judge("start")
    phone = browsers("reload-phone", PHONE, phone=True)
    phone.get(game.url + "/play#t=" + token)
    wait(phone, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#rack button")) == 7, "the rack")
    assert answer(phone) == ["", ""]                                     # nothing held yet
    type_move(phone, "H8 CASA")
    wait(phone, lambda d: answer(d) == ["received", "Rebuda: H8 CASA"], "the slip received")
    assert phone.find_element(By.ID, "typed").get_attribute("value") == ""          # emptied after the send

    # a reload, and a second device with the same link: the held slip, as the server echoes it
    phone.refresh()
    wait(phone, lambda d: answer(d) == ["held", "Rebuda: H8 CASA"], "the held slip after a reload")
    desktop = browsers("reload-desktop", DESKTOP)
    desktop.get(game.url + "/play#t=" + token)
    wait(desktop, lambda d: answer(d) == ["held", "Rebuda: H8 CASA"], "the held slip on a second device")
    shoot(phone, screenshots / "reload-01-held.png")

    # another move: asked first; no keeps the slip (nothing sent), yes replaces it
    type_move(phone, "H8 CARTES")
    assert asked(phone) == "Ja has enviat «H8 CASA» en aquesta ronda: la substitueixo per «H8 CARTES»?"
    shoot(phone, screenshots / "reload-02-asked.png")
    phone.find_element(By.CLASS_NAME, "ask-no").click()
    wait(phone, lambda d: answer(d) == ["kept", "No enviada: es manté «H8 CASA»"], "kept")
    assert held_on_server(game, token) == [("H8 CASA", None)]
    assert [e["text"] for e in events(game.log) if e["type"] == "slip"] == ["H8 CASA"]
    type_move(phone, "H8 CARTES")
    asked(phone)
    phone.find_element(By.CLASS_NAME, "ask-yes").click()
    wait(phone, lambda d: answer(d) == ["received", "Rebuda: H8 CARTES"], "replaced")
    assert held_on_server(game, token) == [("H8 CARTES", None)]
    assert [e["text"] for e in events(game.log) if e["type"] == "slip"] == ["H8 CASA", "H8 CARTES"]
    wait(desktop, lambda d: answer(d) == ["held", "Rebuda: H8 CARTES"], "the other device told by the push")
    # the same move again is no question; nothing of a slip's worth on either page before the reveal
    type_move(desktop, "H8 CARTES")
    wait(desktop, lambda d: answer(d) == ["received", "Rebuda: H8 CARTES"], "sent again without a question")
    for driver in (phone, desktop):
        shown = driver.find_element(By.ID, "slip-card").text
        assert "punt" not in shown, shown

    # by keyboard: two send buttons, two names; the tab order; a tile put down is said
    desktop.execute_script(LISTEN)
    assert desktop.find_element(By.CSS_SELECTOR, "#typed-form button[type=submit]").accessible_name \
        == "Envia la jugada escrita"
    assert desktop.find_element(By.ID, "send").accessible_name == "Envia"
    desktop.execute_script("document.activeElement.blur(); window.scrollTo(0, 0)")
    for _ in range(40):
        keys(desktop, Keys.TAB)
        if desktop.execute_script("return document.activeElement.getAttribute('role')") == "gridcell":
            break
    assert focused(desktop) == "H8"
    keys(desktop, "c")
    wait(desktop, lambda d: "C a H8" in d.execute_script("return window.__said"), "the tile said")
    order = []
    for _ in range(14):
        keys(desktop, Keys.TAB)
        order.append(focused(desktop))
        if order[-1] == "send":
            break
    # board, typed move, its button, log out, the rack tiles, clear, send
    assert order[:2] == ["typed", "typed-send"] and order[-1] == "send" and "rack" in order, order
    assert order.index("rack") < order.index("send"), order
    found = axe(desktop)
    assert found == [], found
    errors = [e for e in desktop.get_log("browser") + phone.get_log("browser") if e.get("source") == "javascript"]
    assert not errors, errors


@pytest.fixture()
def closed(tmp_path):
    (tmp_path / "config.yaml").write_text("network:\n  entry: online\n  join_code: LLEIDA-2026\n")
    served = Served("-c", str(tmp_path / "config.yaml"), "--ruleset", "ajs", "--seed", "4",
                    "--log", str(tmp_path / "game.jsonl"))
    try:
        yield served
    finally:
        served.close()


def test_registration_closed_is_said_to_a_visitor_with_the_invitation_link(closed, browsers, screenshots):
    phone = browsers("closed-phone", PHONE, phone=True)
    phone.get(closed.url + "/play#join=LLEIDA-2026")
    wait(phone, lambda d: d.find_element(By.ID, "join-form").is_displayed(), "the join form while it is open")
    assert not phone.find_element(By.ID, "join-closed").is_displayed()
    phone.find_element(By.ID, "join-name").send_keys("Ana")
    assert closed.judge("join close")["ok"]
    wait(phone, lambda d: not d.find_element(By.ID, "join-form").is_displayed(), "the form gone once closed")
    note = phone.find_element(By.ID, "join-closed")
    assert note.is_displayed() and note.text.startswith("Las inscripciones están cerradas."), note.text
    # a join tried anyway (sent before the page heard): the server's refusal, in the game's language
    phone.execute_script("document.getElementById('join-form').requestSubmit()")
    wait(phone, lambda d: d.find_element(By.ID, "login-error").text == "las inscripciones están cerradas",
         "the refusal shown")
    fresh = browsers("closed-visitor", PHONE, phone=True)
    fresh.get(closed.url + "/play#join=LLEIDA-2026")
    wait(fresh, lambda d: d.find_element(By.ID, "join-closed").is_displayed(), "closed, said to a new visitor")
    assert not fresh.find_element(By.ID, "join-form").is_displayed()
    assert fresh.find_element(By.ID, "link-form").is_displayed()
    shoot(fresh, screenshots / "reload-03-closed.png")
    assert axe(fresh) == []
