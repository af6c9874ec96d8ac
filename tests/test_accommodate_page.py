"""An assistant's link. `device add "NAME" TABLE --assist` answers a link, as any table judge's device's;
opened in headless Chromium it is the table judges' page for that one table, and it enters the player's slip as the
player may, in the table's extra time after "Temps!" too, logged as the assistant's. Its slip's worth is not told
until the table's extra time has ended (DESIGN §4n), so meanwhile it may replace it as its player may."""

import pytest

from browser import PHONE, browsers, wait  # noqa: F401 - the fixture comes with it
from selenium.webdriver.common.by import By

from sessions import events
from test_accommodate import game  # noqa: F401 - the same game: two players with PINs
from test_phone_page import latest, send_slip

pytestmark = [pytest.mark.browser, pytest.mark.process]


def test_the_assistants_link_enters_the_players_slips_on_the_table_judges_page(game, browsers):
    """The assistant's link (the answer's url) opens the table judges' page for table 1 alone: a move sent after
    "Temps!" in the table's extra time is taken, logged as the assistant's, answered "received" (its worth is told
    once the extra time has ended); a second one replaces it (asked, "replace"), answered alike."""
    added = game.judge('device add "Ajudant" 1 --assist')
    game.judge("accommodate 1 +60")
    phone = browsers("assistant", PHONE, phone=True, touch=False)
    phone.get(added["url"])
    wait(phone, lambda d: d.find_element(By.ID, "slip").is_displayed(), "the assistant's page")
    game.judge("rack C A S A R T E")
    game.judge("start")
    wait(phone, lambda d: d.find_element(By.ID, "slip-round").get_attribute("value") == "1", "round 1")
    game.judge("time")                                         # "Temps!": table 1 has 60 s more
    send_slip(phone, move="H8 CARTES")
    assert latest(phone)[1] == "received", latest(phone)      # no worth told in the table's extra time
    status, again = game.call("POST", "/api/slip", {"table": 1, "slip": "H8 CASA", "replace": True},
                              game.login(code=added["code"]))
    assert status == 200 and again["slip"].get("received") and "score" not in again["slip"], (status, again)
    slips = [(e["text"], e["by"], e.get("assist")) for e in events(game.log) if e["type"] == "slip"]
    assert slips == [("H8 CARTES", "device:Ajudant", True), ("H8 CASA", "device:Ajudant", True)], slips
