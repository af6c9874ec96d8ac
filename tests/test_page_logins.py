"""Logging in from the player's page (/play), end to end: headless Chromium (tests/support/browser.py) against a
real `conductor run --headless --serve 127.0.0.1:0` of an online game (tests/support/served.py).

- DESIGN §4d: the login box of an online game offers joining or "I have my link"; the join code of the
  invitation (#join=CODE) is sent, a wrong one is refused and the page says so; the player is then named as they
  joined (not "Taula N"), on the device that joined and on one that came in with the link.
- DESIGN §4d: a stored login is kept on a 401 that says "unknown" and on a network error, and forgotten only
  on "ended" (`join links all`: the socket closed with 4001, the page asks and says the link has ended); a socket
  closed with 4002 (more sockets of one login than the server keeps) is not opened again by itself (that would push
  another tab out, and that one this one, for ever): the page says so and reconnects on "Connect here".
- A clip is never last game's: the next game on the same address says "call-1-0" again, with other words; the page
  plays the new one (asked with its ETag, answered 304 when unchanged), open through the restart and after a reload.
Screenshots: artifacts/screens/logins-*.png.
"""

import asyncio
import io
import json
import threading
import time
import urllib.request

import aiohttp
import pytest

from browser import PHONE, axe, browsers, data, shoot, wait  # noqa: F401 - the fixture comes with it
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from processes import free_port
from served import Served

pytestmark = [pytest.mark.browser, pytest.mark.process]

CODE = "CLUB-2026"
WORDS = {"ca": {"who": "{name} · taula {t}", "ended": "Aquest enllaç ja no és vàlid", "crowded": "Desconnectat",
                "code": "codi de la partida", "crowded_why": "Aquesta entrada és oberta en massa pestanyes"},
         "es": {"who": "{name} · mesa {t}", "ended": "Este enlace ya no es válido", "crowded": "Desconectado",
                "code": "código de la partida", "crowded_why": "Esta entrada está abierta en demasiadas pestañas"}}
STORED = "return localStorage.getItem('conductor:play:token')"


def online(tmp_path, language="ca", *more, config=""):
    (tmp_path / "config.yaml").write_text("voice:\n  engine: espeak-ng\nnetwork:\n  entry: online\n" + config)
    return Served("-c", str(tmp_path / "config.yaml"), "--log", str(tmp_path / "game.jsonl"), *more,
                  *(["--ruleset", "ajs"] if language == "es" else []))


def who(driver) -> str:
    return driver.find_element(By.ID, "who").text


def error(driver) -> str:
    return driver.find_element(By.ID, "login-error").text


# ---------------------------------------------------------------------- the join code, the link, the name

@pytest.mark.parametrize("language", ["ca", "es"])
def test_joining_with_the_invitations_code_or_the_link(tmp_path, browsers, screenshots, language):
    words = WORDS[language]
    game = online(tmp_path, language, config=f"  join_code: \"{CODE}\"\n")
    try:
        phone = browsers(f"join-{language}", PHONE, phone=True)
        phone.get(game.url + "/play#join=CLUB-2025")                 # last year's invitation: a wrong code
        wait(phone, lambda d: d.find_element(By.ID, "join-form").is_displayed()
             and d.execute_script("return document.documentElement.lang") == language, "the join form")
        assert phone.find_element(By.ID, "link-form").is_displayed()              # or "I have my link"
        assert not phone.find_element(By.ID, "pin-form").is_displayed()           # never a table and a PIN
        assert phone.find_element(By.ID, "join-code").get_attribute("value") == "CLUB-2025"
        assert "#join" not in phone.current_url
        assert axe(phone) == []
        shoot(phone, screenshots / f"logins-join-{language}.png", PHONE)
        phone.find_element(By.ID, "join-name").send_keys("Pere Codina" + Keys.ENTER)
        wait(phone, lambda d: words["code"] in error(d), "the wrong code refused, in words")
        assert game.judge("join list")["players"] == []
        assert phone.switch_to.active_element.get_attribute("id") == "join-code"
        assert axe(phone) == []
        shoot(phone, screenshots / f"logins-join-refused-{language}.png", PHONE)
        field = phone.find_element(By.ID, "join-code")
        field.clear()
        field.send_keys(CODE + Keys.ENTER)
        name = words["who"].format(name="Pere Codina", t=1)
        wait(phone, lambda d: who(d) == name, "joined with the right code")
        assert [p["name"] for p in game.judge("join list")["players"]] == ["Pere Codina"]
        link = phone.find_element(By.ID, "join-link-url").get_attribute("href")
        other = browsers(f"link-{language}", PHONE, phone=True)
        other.get(game.url + "/play")
        wait(other, lambda d: d.find_element(By.ID, "link-form").is_displayed(), "I have my link")
        other.find_element(By.ID, "link-url").send_keys(link + Keys.ENTER)
        wait(other, lambda d: who(d) == name, "in with the pasted link, named as joined")
    finally:
        game.close()


# ---------------------------------------------------------------------- keeping or forgetting a stored login

class Tabs:
    """`count` WebSockets of one login opened from outside the browser (its other tabs and devices), each as a
    browser's carries the login cookie; the close codes the server gave them."""

    def __init__(self, url: str, token: str, count: int):
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.codes: list[int] = []
        self.open = 0
        asyncio.run_coroutine_threadsafe(self._open(url, token, count), self.loop).result(20)

    async def _open(self, url, token, count):
        self.session = aiohttp.ClientSession()
        for _ in range(count):
            ws = await self.session.ws_connect(url.replace("http", "ws") + "/ws",
                                               headers={"Origin": url, "Cookie": f"conductor={token}"})
            self.open += 1
            self.loop.create_task(self._watch(ws))
            await asyncio.sleep(0.05)

    async def _watch(self, ws):
        async for _ in ws:
            pass
        self.open -= 1
        self.codes.append(ws.close_code)

    def close(self):
        asyncio.run_coroutine_threadsafe(self.session.close(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


@pytest.mark.parametrize("language", ["ca", "es"])
def test_a_stored_login_is_forgotten_only_when_it_has_ended(tmp_path, browsers, screenshots, language):
    words = WORDS[language]
    game = online(tmp_path, language)
    tabs = None
    try:
        # a token this server never knew: 401 "unknown", kept (a restarted server, a socket process behind)
        stranger = browsers(f"stranger-{language}", PHONE, phone=True)
        stranger.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": (
            "if (!sessionStorage.getItem('set')) { sessionStorage.setItem('set', 1); "
            "localStorage.setItem('conductor:play:token', 'T0123456789abcdefXYZ'); }")})
        stranger.get(game.url + "/play")
        wait(stranger, lambda d: d.find_element(By.ID, "join-form").is_displayed(), "the login box")
        time.sleep(0.5)
        assert stranger.execute_script(STORED) == "T0123456789abcdefXYZ" and error(stranger) == ""

        phone = browsers(f"player-{language}", PHONE, phone=True)
        phone.get(game.url + "/play")
        wait(phone, lambda d: d.find_element(By.ID, "join-form").is_displayed(), "the join form")
        phone.find_element(By.ID, "join-name").send_keys("Núria Vidal" + Keys.ENTER)
        name = words["who"].format(name="Núria Vidal", t=1)
        wait(phone, lambda d: who(d) == name, "joined")
        token = phone.execute_script(STORED)
        # a network error while the page asks who it is: the login is kept, and back once the network is
        phone.execute_cdp_cmd("Network.enable", {})
        phone.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/api/me*", "*/api/session*"]})
        phone.refresh()
        wait(phone, lambda d: d.find_element(By.ID, "join-form").is_displayed() or who(d) != name, "reloaded")
        time.sleep(1.0)
        assert phone.execute_script(STORED) == token
        phone.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
        wait(phone, lambda d: who(d) == name and d.find_element(By.ID, "link").get_attribute("class") == "link up",
             "in again by itself", 15)

        # 4002: the login's other tabs take this socket's place; it waits for "Connect here", with no loop
        tabs = Tabs(game.url, token, 6)
        wait(phone, lambda d: d.find_element(By.ID, "crowded").is_displayed(), "crowded out, said")
        assert phone.find_element(By.ID, "link-text").text == words["crowded"]
        assert phone.find_element(By.ID, "crowded").text.startswith(words["crowded_why"])
        assert axe(phone) == []
        shoot(phone, screenshots / f"logins-crowded-{language}.png", PHONE)
        time.sleep(3.0)
        assert (tabs.open, tabs.codes) == (6, []), "the page opened its socket again by itself"
        phone.find_element(By.ID, "connect-here").click()
        wait(phone, lambda d: d.find_element(By.ID, "link").get_attribute("class") == "link up", "connected here")
        wait(phone, lambda d: tabs.codes == [4002], "the oldest other tab gave way")
        assert not phone.find_element(By.ID, "crowded").is_displayed()

        # `join links all`: every link ends; the socket closes with 4001, the page asks, and forgets on "ended"
        assert game.judge("join links all")["ok"]
        wait(phone, lambda d: words["ended"] in error(d), "the link has ended, said")
        assert phone.execute_script(STORED) is None
        assert phone.find_element(By.ID, "join-form").is_displayed() and not phone.find_element(By.ID, "logout") \
            .is_displayed()
        assert axe(phone) == []
        shoot(phone, screenshots / f"logins-ended-{language}.png", PHONE)
        # the stranger's unknown token is still kept: nothing the organiser did was about it
        assert stranger.execute_script(STORED) == "T0123456789abcdefXYZ"
    finally:
        if tabs is not None:
            tabs.close()
        game.close()


def test_the_table_judges_page_crowded_out_waits_to_be_asked(tmp_path, browsers):
    """The table judges' page (/) reads the close codes as /play does (common/net.js closeMeaning)."""
    (tmp_path / "players.csv").write_text("name,table\n" + "".join(f"Jugador {t},{t}\n" for t in range(1, 6)))
    game = Served("--players", str(tmp_path / "players.csv"), "--log", str(tmp_path / "game.jsonl"))
    tabs = None
    try:
        judge = browsers("judge", PHONE, phone=True, touch=False)
        judge.get(game.judge('device add "Jutge" 1-5')["url"])
        wait(judge, lambda d: d.find_element(By.ID, "slip").is_displayed(), "the device's login")
        wait(judge, lambda d: d.find_element(By.ID, "link").get_attribute("class") == "link up", "its socket")
        token = json.loads(judge.execute_script("return localStorage.getItem('conductor:token')"))
        tabs = Tabs(game.url, token, 6)
        wait(judge, lambda d: d.find_element(By.ID, "crowded").is_displayed(), "crowded out, said")
        assert judge.find_element(By.ID, "link-text").text == "Desconnectat"
        time.sleep(3.0)
        assert (tabs.open, tabs.codes) == (6, []), "the page opened its socket again by itself"
        judge.find_element(By.ID, "connect-here").click()
        wait(judge, lambda d: tabs.codes == [4002] and not d.find_element(By.ID, "crowded").is_displayed(),
             "connected here, the oldest other tab gave way")
        assert judge.find_element(By.ID, "slip").is_displayed()             # still logged in
    finally:
        if tabs is not None:
            tabs.close()
        game.close()


# ---------------------------------------------------------------------- the next game's clips

def clip(url: str) -> tuple[str, float]:
    """A clip's ETag and length in seconds, as the server serves it now."""
    import soundfile

    with urllib.request.urlopen(url, timeout=60) as response:
        info = soundfile.info(io.BytesIO(response.read()))
        return response.headers["ETag"], info.frames / info.samplerate


def test_the_next_game_on_the_same_address_plays_its_own_clips(tmp_path, browsers):
    port = free_port()
    heard = {}
    phone = browsers("voice", PHONE, phone=True, network=True)
    for seed in ("1", "2"):
        folder = tmp_path / seed
        folder.mkdir()
        game = online(folder, "ca", "--seed", seed, "--serve", f"127.0.0.1:{port}")
        try:
            assert game.judge("draw")["ok"]
            heard[seed] = clip(game.url + "/api/audio/call-1-0")
            if seed == "1":
                phone.get(game.url + "/play")
            # open through the restart: its socket comes back by itself and the view names call-1-0 again
            wait(phone, lambda d: data(d, "#sound", "data-etag") == heard[seed][0], f"game {seed}'s call", 60)
            assert abs(float(data(phone, "#sound", "data-duration")) - heard[seed][1]) < 0.05
            if seed == "2":                       # and after a reload: asked again, 304, the same clip
                phone.get_log("performance")          # what came before
                phone.refresh()
                wait(phone, lambda d: data(d, "#sound", "data-etag") == heard[seed][0], "after a reload", 30)
                statuses = [json.loads(e["message"])["message"]["params"]["response"]["status"]
                            for e in phone.get_log("performance")
                            if '"Network.responseReceived"' in e["message"] and "/api/audio/call-1-0" in e["message"]]
                assert statuses and set(statuses) <= {200, 304}, statuses
        finally:
            game.close()
    assert heard["1"][0] != heard["2"][0] and abs(heard["1"][1] - heard["2"][1]) > 0.05, heard
