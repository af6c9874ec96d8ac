"""Double entry with real phones: two table judges' phones in headless Chromium against a real
`conductor run --headless --serve` with `double_entry: true`.

Before "Temps!" phone A enters 10 for tables 6 and 7; phone B enters 10 for table 6 (they agree) and 12 for table 7
(they do not). Both phones say "received" for every entry, their lists show tables 6 and 7 alike, and the public
count moves per table handed in, never by whether two readings agree (it counted agreed slips only: a second
phone learned whether its guess matched). After "Temps!" the judge sees the dispute (10 by one phone, 12 by the
other), the agreement counts, and both phones show the dispute as one: its two readings and who sent each.

And a phone's slip for a table the console already holds: the server answers 409 with who
holds it and the page says only the console can replace it; over its own slip after "Temps!" the page asks, and on
"yes" the slip replaces it, logged with "replace".
"""

from __future__ import annotations

import json
import time
import urllib.request

import pytest

from browser import browsers  # noqa: F401 - a fixture, for phones
from test_phone_page import Served as PhoneServed
from test_phone_page import latest, phones, send_slip, shoot, text, wait  # noqa: F401 - phones is a fixture

pytestmark = [pytest.mark.browser, pytest.mark.process]

By = pytest.importorskip("selenium.webdriver.common.by").By
Keys = pytest.importorskip("selenium.webdriver.common.keys").Keys
Select = pytest.importorskip("selenium.webdriver.support.ui").Select


class Served(PhoneServed):
    """The phone page's served game, with double entry."""

    def start(self, *args):
        (self.tmp_path / "config.yaml").write_text("double_entry: true\nnetwork:\n  entry: devices\n")
        super().start(*args)


def _rows(driver):
    """The phone's list of its tables for round 1: table → (the row's classes, its score cell)."""
    return driver.execute_script(
        "return Object.fromEntries([...document.querySelectorAll('#mine .mround[data-round=\"1\"] li.mslip')]"
        ".map(li => [li.dataset.table, [li.className, (li.querySelector('.mscore') || {}).textContent || '']]))")


def test_two_phones_entering_one_slip_learn_nothing_of_agreement(tmp_path, phones, screenshots):
    served = Served(tmp_path)
    try:
        links = [served.judge(f'device add "Jutge {n}" 1-10') for n in (1, 2)]
        first, second = phones("first"), phones("second")
        for driver, link, n in ((first, links[0], 1), (second, links[1], 2)):
            driver.get(link["url"])
            wait(driver, lambda d, n=n: text(d, "who") == f"Jutge {n} · taules 1–10", what="the device's login")
        served.judge("draw")
        served.judge("start")
        for table in (6, 7):
            _, state, shown = send_slip(first, table=table, score=10)
            assert state == "received" and "Rebuda" in shown, shown
        wait(first, lambda d: "Paperetes ronda 1: 2/10" in text(d, "status"), what="two tables handed in")
        answers = {}
        for table, score in ((6, 10), (7, 12)):          # 6 agrees with the first phone, 7 does not
            _, state, shown = send_slip(second, table=table, score=score)
            answers[table] = (state, shown.replace(str(score), "N").replace(f"{table}", "T"))
        assert answers[6] == answers[7] and answers[6][0] == "received", answers
        time.sleep(1.0)                                   # every push has come
        for driver in (first, second):
            wait(driver, lambda d: "Paperetes ronda 1: 2/10" in text(d, "status"), what="still two tables")
            rows = wait(driver, lambda d: (lambda r: r if r.get("6") and r.get("7") and "missing" not in r["6"][0]
                                           else False)(_rows(d)), what="tables 6 and 7 in the list")
            assert rows["6"] == rows["7"] and "received" in rows["6"][0], rows
        with urllib.request.urlopen(served.url + "api/view", timeout=10) as response:
            view = json.loads(response.read())
        assert view["received"] == {"round": 1, "slips": 2, "of": 10}
        shoot(second, screenshots, "phone-double-entry-before-temps.png")

        # "Temps!": the judge sees the dispute and who sent each reading; the agreement counts
        served.judge("time")
        standings = served.judge("standings")
        assert standings["disputes"] == {"1": [7]}
        state = served.judge("state")
        assert state["slips"]["6"]["score"] == 10 and "7" not in state["slips"]
        for driver in (first, second):
            rows = wait(driver, lambda d: (lambda me: me if me else False)(driver.execute_script(
                "return fetch('/api/me', {headers: {Authorization: 'Bearer ' + JSON.parse("
                "localStorage.getItem('conductor:token'))}}).then(r => r.json())")), what="/api/me")
            seven = next(r for r in rows["rounds"][0]["slips"] if r["table"] == 7)
            assert seven["entry"] == "dispute" and [(e["by"], e["text"]) for e in seven["entries"]] == [
                ("device:Jutge 1", "10"), ("device:Jutge 2", "12")], seven
            # the page shows the dispute as one, every reading and who sent it (it listed the
            # colleague's reading as this phone's own, "Rebuda")
            shown = wait(driver, lambda d: (lambda r: r if "dispute" in r.get("7", [""])[0] else False)(_rows(d)),
                         what="table 7 shown as a dispute")
            assert shown["7"][1] == "Disputa: decideix el jutge" and "dispute" not in shown["6"][0], shown
            line = driver.execute_script("return document.querySelector("
                                         "'#mine .mround[data-round=\"1\"] li.mslip[data-table=\"7\"] .mtext').textContent")
            assert line == "10 (del dispositiu Jutge 1) ≠ 12 (del dispositiu Jutge 2)", line
        shoot(first, screenshots, "phone-double-entry-after-temps.png")
    finally:
        served.stop()


def test_a_phone_asked_before_replacing_the_consoles_slip(tmp_path, phones, screenshots):
    """What the judge typed on the console is replaced only from the console: the phone is told so at
    once, nothing asked and nothing taken; its own slip after "Temps!" is asked about, then replaced."""
    served = PhoneServed(tmp_path)
    try:
        link = served.judge('device add "Jutge 1" 1-5')
        phone = phones("judge")
        phone.get(link["url"])
        wait(phone, lambda d: text(d, "who") == "Jutge 1 · taules 1–5", what="the device's login")
        for line in ("draw", "start", "time", "slip 3 H8 ZZZZX"):
            served.judge(line)
        _, state, shown = send_slip(phone, table=3, score=17)
        assert state == "refused" and "només la consola" in shown, (state, shown)
        assert not phone.execute_script("const a = document.getElementById('ask'); return a && a.open")
        assert served.judge("state")["slips"]["3"]["text"] == "H8 ZZZZX"          # nothing taken
        send_slip(phone, table=4, score=12)
        before = latest(phone)
        field = phone.find_element(By.ID, "slip-table")
        field.clear()
        field.send_keys("4")
        phone.find_element(By.CSS_SELECTOR, "label.mode:has(input[value=score])").click()
        phone.find_element(By.ID, "slip-score").send_keys("17\n")
        question = wait(phone, lambda d: d.execute_script(
            "const a = document.getElementById('ask'); return a && a.open ? a.innerText : false"), what="the question")
        assert "4" in question and "Jutge 1" in question, question
        shoot(phone, screenshots, "phone-replace-ask.png")
        assert served.judge("state")["slips"]["4"]["score"] == 12                 # nothing taken yet
        phone.find_element(By.CSS_SELECTOR, "#ask .ask-yes").click()
        wait(phone, lambda d: (lambda now: now and now != before and now[1] != "pending")(latest(d)),
             what="the answer once replaced")
        assert served.judge("state")["slips"]["4"]["score"] == 17
        events = [json.loads(line) for line in served.log.read_text().splitlines()]
        assert [(e["table"], e["text"], e["by"]) for e in events if e.get("replace")] == [(4, "17", "device:Jutge 1")]
    finally:
        served.stop()


def test_the_phones_round_moves_on_at_temps_and_says_so(tmp_path, phones, screenshots):
    """The room's round: a table judge entering round 1's slips during round 2 once had the
    selector move silently to the new default at round 2's "Temps!"; then it stayed on round 1, and round 2's slips
    went to round 1. Now it moves to round 2 at its "Temps!" and says so under the selector; round 1, chosen again by
    hand, is said to be older than the round collecting, and its slip is asked about before it is sent."""
    served = PhoneServed(tmp_path)
    try:
        link = served.judge('device add "Jutge 1" 1-10')
        phone = phones("judge")
        phone.get(link["url"])
        wait(phone, lambda d: text(d, "who") == "Jutge 1 · taules 1–10", what="the device's login")
        for line in ("draw", "start", "time", "reveal", "draw", "start"):
            served.judge(line)
        selected = lambda d: d.execute_script("return document.getElementById('slip-round').value")  # noqa: E731
        wait(phone, lambda d: selected(d) == "1", what="round 1 preselected (the default during round 2's time)")
        _, state, _ = send_slip(phone, table=6, score=12)
        assert state == "ok" or state == "received", state
        served.judge("time")                                         # round 2's "Temps!": the default is round 2
        wait(phone, lambda d: selected(d) == "2", what="round 2 chosen at its Temps!")
        note = wait(phone, lambda d: d.execute_script(
            "const n = document.getElementById('round-now'); return n && !n.hidden ? n.textContent : false"),
            what="the page saying the form moved to round 2")
        assert note == "«Temps!» de la ronda 2: el formulari ha passat a la ronda 2", note
        Select(phone.find_element(By.ID, "slip-round")).select_by_value("1")
        phone.find_element(By.ID, "slip-table").clear()
        phone.find_element(By.ID, "slip-table").send_keys("7")
        phone.find_element(By.CSS_SELECTOR, "label.mode:has(input[value=score])").click()
        phone.find_element(By.ID, "slip-score").send_keys("40" + Keys.ENTER)
        wait(phone, lambda d: d.find_element(By.ID, "ask").get_attribute("open") is not None, what="asked first")
        assert "a la ronda 1?" in text(phone, "ask")
        phone.find_element(By.CSS_SELECTOR, "#ask .ask-yes").click()
        wait(phone, lambda d: [(s["round"], s["table"]) for s in served.slips() if s["table"] == 7] == [(1, 7)],
             what="table 7's 40 in round 1, as the judge said")
        shoot(phone, screenshots, "phone-round-kept.png")
    finally:
        served.stop()
