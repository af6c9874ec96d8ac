"""The game server attacked from the room's network, each attack against a real `conductor run --headless --serve
127.0.0.1:0` process (other source addresses are 127.0.0.x): idle and trickling connections, PIN guessing, a
foreign Origin and Host, a logout that must end a bearer token and its socket, a flood of slips, nested JSON, a
revoked device, results before the reveal, and a hypothesis search throwing arbitrary text at every endpoint.
Every test is bounded in count and time, and ends with the process alive and answering."""

import asyncio
import json
import os
import socket
import stat
import time

import aiohttp
import pytest
from served import request
from test_server import Game as ServedGame


class Game(ServedGame):
    """test_server's served game, its HTTP sent from any 127.0.0.x address and with any header."""

    def __init__(self, tmp_path, entry="players"):
        super().__init__(tmp_path, entry)
        self.port = int(self.url.rsplit(":", 1)[1])
        self.host = f"127.0.0.1:{self.port}"

    def http(self, method, path, body=None, token=None, source="127.0.0.1", headers=None, raw=None, timeout=10):
        sent = {"Authorization": f"Bearer {token}"} if token else {}
        sent.update(headers or {})
        status, answer, received = request(self.port, method, path, body, raw=raw, source=source, headers=sent,
                                           timeout=timeout)
        return status, answer, dict(received)

    def login(self, source="127.0.0.1", **credentials):
        status, answer, _ = self.http("POST", "/api/login", credentials, source=source)
        assert status == 200 and answer["ok"], answer
        return answer["token"]

    def alive(self):
        status, view, headers = self.http("GET", "/api/view", timeout=5)
        if status == 429:                  # this address's requests of the last second were over the rate: wait
            time.sleep(float(headers.get("Retry-After", 1)) + 0.1)
            status, view, _ = self.http("GET", "/api/view", timeout=5)
        assert self.process.poll() is None and status == 200 and "screen" in view, (status, view)
        return True


@pytest.fixture()
def game(tmp_path):
    served = Game(tmp_path)
    yield served
    served.close()


def _refusal(answer, words=""):
    assert isinstance(answer, dict) and set(answer) - {"login"} == {"ok", "error"} and answer["ok"] is False, answer
    assert answer.get("login", "unknown") in ("ended", "unknown"), answer
    assert words in answer["error"], answer
    return answer["error"]


def test_idle_and_trickling_connections_leave_a_table_judge_answered(game):
    """300 connections that send nothing, and some that trickle their headers, from other addresses: a table
    judge's slip is answered within 1 s, and the idle ones are closed within the header timeout."""
    token = game.login(code=game.judge('device add "Jutge" 1-30')["code"])
    game.judge("draw")
    game.judge("start")
    idle, trickling = [], []
    for index in range(300):
        connection = socket.socket()
        connection.bind((f"127.0.0.{10 + index % 10}", 0))
        connection.settimeout(5)
        try:
            connection.connect(("127.0.0.1", game.port))
        except OSError:
            connection.close()
            continue
        idle.append(connection)
    for index in range(20):
        connection = socket.create_connection(("127.0.0.1", game.port), 5, source_address=(f"127.0.0.{30 + index}", 0))
        connection.sendall(f"POST /api/slip HTTP/1.1\r\nHost: {game.host}\r\n".encode())
        trickling.append(connection)
    try:
        started = time.monotonic()
        for second in range(3):
            for connection in trickling:
                try:
                    connection.sendall(b"X-A: b\r\n")
                except OSError:
                    pass
            began = time.monotonic()
            status, answer, _ = game.http("POST", "/api/slip", {"table": 1 + second, "slip": "12", "id": f"j{second}"},
                                          token, timeout=5)
            took = time.monotonic() - began
            assert status == 200 and answer["ok"], answer
            assert took < 1.0, took
            time.sleep(0.5)
        assert game.alive()
        # bounded in time: a connection that has not sent a whole request head within the header timeout is closed
        deadline = started + 20
        closed = 0
        for connection in idle[:20] + trickling[:5]:
            connection.settimeout(max(0.1, deadline - time.monotonic()))
            try:
                closed += connection.recv(1) == b""
            except ConnectionResetError:
                closed += 1
            except socket.timeout:
                pass
        assert closed == 25
    finally:
        for connection in idle + trickling:
            connection.close()
    assert game.alive()


def test_a_guessed_table_still_lets_its_player_in(game):
    """Wrong PINs for table 7 from one address slow that address down (growing waits, without looking at the
    PIN), and the player types the right PIN on their own phone and is in."""
    pins = game.judge("pins")["pins"]
    assert all(len(pin) == 8 and pin.isdigit() for pin in pins.values())
    wrong = "00000000" if pins["7"] != "00000000" else "11111111"
    statuses = [game.http("POST", "/api/login", {"table": 7, "pin": wrong}, source="127.0.0.5")[0] for _ in range(12)]
    assert statuses[:3] == [401, 401, 401] and statuses[-1] == 429, statuses
    status, answer, headers = game.http("POST", "/api/login", {"table": 7, "pin": pins["7"]}, source="127.0.0.5")
    assert status == 429 and int(headers["Retry-After"]) >= 1 and "massa intents" in _refusal(answer)
    assert game.login(source="127.0.0.6", table=7, pin=pins["7"])                 # the player's own phone
    assert game.login(source="127.0.0.1", table=7, pin=pins["7"][:4] + " " + pins["7"][4:])   # typed with a space
    # the guesser at another table is refused at once too: its address has a cap of wrong guesses in all
    assert game.alive()


def test_a_revoked_device_is_told_so(game):
    code = game.judge('device add "Jutge" 1-5')["code"]
    game.judge('device revoke "Jutge"')
    status, answer, _ = game.http("POST", "/api/login", {"code": code.lower().replace("-", " ")})
    assert status == 401 and _refusal(answer) == "aquest dispositiu s'ha revocat"
    status, answer, _ = game.http("POST", "/api/login", {"code": "AAAA-AAAA-AAAA-AAAA"})
    assert status == 401 and _refusal(answer) == "codi o PIN incorrecte"


def test_foreign_origin_and_host_are_refused(game):
    token = game.login(code=game.judge('device add "Jutge" 1-5')["code"])
    body = {"table": 1, "slip": "12", "id": "o1"}
    for origin in ("http://evil.example", "http://127.0.0.1:1", "null", f"https://127.0.0.1:{game.port}.evil"):
        status, answer, _ = game.http("POST", "/api/slip", body, token, headers={"Origin": origin})
        assert status == 403 and _refusal(answer, "altra pàgina"), origin
    status, answer, _ = game.http("POST", "/api/slip", body, token, headers={"Origin": f"http://{game.host}"})
    assert status == 200                                        # the page's own origin
    for host in ("evil.example", f"evil.example:{game.port}", "127.0.0.1:1", ""):
        status, answer, _ = game.http("GET", "/api/view", headers={"Host": host})
        assert status == 421 and _refusal(answer, "adreça"), host
    assert game.http("GET", "/api/view", headers={"Host": f"localhost:{game.port}"})[0] == 200

    async def sockets():
        async with aiohttp.ClientSession() as client:
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await client.ws_connect(game.url + "/ws", headers={"Origin": "http://evil.example"})
            assert refused.value.status == 403
            async with client.ws_connect(game.url + "/ws", headers={"Origin": game.url}) as socket_:
                assert json.loads((await socket_.receive(timeout=10)).data)["type"] == "view"

    asyncio.run(sockets())


def test_logout_ends_a_bearer_token_and_its_socket(game):
    token = game.login(code=game.judge('device add "Jutge" 1-5')["code"])

    async def scenario():
        async with aiohttp.ClientSession() as client:
            async with client.ws_connect(game.url + "/ws", headers={"Authorization": f"Bearer {token}"}) as socket_:
                assert json.loads((await socket_.receive(timeout=10)).data)["type"] == "view"
                assert json.loads((await socket_.receive(timeout=10)).data)["type"] == "mine"
                status, answer, _ = await asyncio.to_thread(game.http, "POST", "/api/logout", {}, token)
                assert (status, answer) == (200, {"ok": True})
                while True:
                    message = await socket_.receive(timeout=10)
                    if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING):
                        break
                assert message.type == aiohttp.WSMsgType.CLOSE and message.data == 4001, message

    asyncio.run(scenario())
    status, answer, _ = game.http("GET", "/api/me", token=token)
    assert status == 401 and _refusal(answer, "cal entrar")
    status, answer, _ = game.http("POST", "/api/slip", {"table": 1, "slip": "3"}, token)
    assert status == 401


def test_slips_per_login_are_limited_and_nested_json_is_a_400(game):
    pins = game.judge("pins")["pins"]
    token = game.login(table=5, pin=pins["5"])
    game.judge("draw")
    game.judge("start")
    began = time.monotonic()
    statuses = [game.http("POST", "/api/slip", {"table": 5, "slip": "H8 CASA", "id": f"f{n}"}, token)[0]
                for n in range(60)]
    seconds = time.monotonic() - began
    assert statuses[:10] == [200] * 10 and statuses[-1] == 429, statuses
    assert statuses.count(200) <= 10 + 2 * seconds + 2, (statuses, seconds)       # a burst of 10, then 2 a second
    logged = sum('"type": "slip"' in line for line in game.log.read_text().splitlines())
    assert logged <= statuses.count(200)
    for raw in (b"[" * 3000 + b"]" * 3000, b'{"table": ' + b"[" * 1000 + b"]" * 1000 + b"}",
                b'{"table": [[[[[1]]]]], "slip": "3"}', b'{"table": 1' + b"0" * 4000 + b', "slip": "3"}'):
        status, answer, _ = game.http("POST", "/api/login", raw=raw)
        assert status in (400, 413), (status, answer)
        _refusal(answer)
    assert game.alive()


def test_results_hold_revealed_rounds_only(game):
    token = game.login(code=game.judge('device add "Jutge" 1-30')["code"])
    game.judge("draw")
    game.judge("start")
    top = game.judge("master")["tops"][0]
    assert game.http("POST", "/api/slip", {"table": 2, "slip": top["move"], "id": "r1"}, token)[1]["ok"]
    status, sheet, _ = game.http("GET", "/api/results/2")
    assert status == 200 and sheet["rounds"] == [] and sheet["total"] == 0 and sheet["percent"] == 0
    text = json.dumps(sheet, ensure_ascii=False)
    assert top["move"] not in text and str(top["score"]) not in text.replace('"table": 2', "")
    game.judge("time")
    game.judge("reveal")
    game.judge("state")
    time.sleep(0.3)
    status, sheet, _ = game.http("GET", "/api/results/2")
    assert status == 200 and [r["round"] for r in sheet["rounds"]] == [1] and sheet["total"] == top["score"]
    assert game.http("GET", "/api/results/2")[1] == sheet                         # from the cache, the same
    assert game.http("GET", "/api/results/99")[0] == 404
    assert game.http("GET", "/api/results/" + "9" * 50)[0] == 404


def test_the_pin_sheet_is_private_and_a_failure_to_write_it_keeps_the_pins(game, tmp_path):
    answer = game.judge("pins")
    mode = stat.S_IMODE(os.stat(answer["sheet"]).st_mode)
    assert mode == 0o600, oct(mode)
    page = open(answer["sheet"], encoding="utf-8").read()
    assert "grid-template-columns:repeat(3,1fr)" in page and page.count('class="card"') == 30
    # the sheet's folder can no longer be written (a full disk, a read-only key): the PINs are still given
    os.chmod(answer["sheet"], 0o000)
    if os.access(answer["sheet"], os.W_OK):                  # root writes anything: make the path a folder instead
        os.chmod(answer["sheet"], 0o600)
        os.remove(answer["sheet"])
        os.mkdir(answer["sheet"])
    again = game.judge("pins")
    assert again["ok"] and len(again["pins"]) == 30 and "sheet" not in again
    assert again["sheet_error"].startswith("No s'ha pogut desar el full de PIN")
    assert all(pin in again["said"] for pin in again["pins"].values())
    assert game.alive()


# ---------------------------------------------------------------------- a hypothesis search at every endpoint

CRASH_STRINGS = ["²", "①", "4³", "--5", "٣", "１２", "H8 ²", "-5", "+5", "5²", "0" * 40, "null ²", "٣٣", "Ⅻ"]


def test_the_crash_strings_leave_the_game_answering(game):
    device = game.login(code=game.judge('device add "Jutge" 1-30')["code"])
    pins = game.judge("pins")["pins"]
    player = game.login(table=7, pin=pins["7"])
    game.judge("draw")
    game.judge("start")
    for index, text in enumerate(CRASH_STRINGS):
        for token, table in ((device, 1 + index), (player, 7)):
            status, answer, _ = game.http("POST", "/api/slip", {"table": table, "slip": text, "id": f"c{index}"}, token)
            assert status in (200, 400, 409, 429) and isinstance(answer, dict), (text, status, answer)
    game.judge("time")
    for index, text in enumerate(CRASH_STRINGS):           # after "Temps!" a table judge's slips are scored
        status, answer, _ = game.http("POST", "/api/slip", {"table": 1 + index, "slip": text, "id": f"d{index}"},
                                      device)
        assert status in (200, 400, 409, 429), (text, status, answer)
    assert game.judge("state")["ok"]
    assert game.alive()


def test_arbitrary_requests_at_every_endpoint_leave_the_game_answering(game):
    from hypothesis import HealthCheck, given, settings, strategies as st

    device = game.login(code=game.judge('device add "Jutge" 1-30')["code"])
    pins = game.judge("pins")["pins"]
    player = game.login(table=3, pin=pins["3"])
    game.judge("draw")
    game.judge("start")
    paths = ["/api/login", "/api/slip", "/api/logout", "/api/me", "/api/results/3", "/api/results/x", "/api/view",
             "/ws", "/", "/app.js"]
    texts = st.one_of(st.text(max_size=40), st.sampled_from(CRASH_STRINGS))
    scalars = st.one_of(st.none(), st.booleans(), st.integers(-10 ** 12, 10 ** 12), st.floats(allow_nan=True), texts)
    values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(texts, inner, max_size=3),
                          max_leaves=8)
    bodies = st.one_of(
        st.fixed_dictionaries({"table": st.integers(-3, 40), "slip": texts}, optional={"round": st.integers(-1, 3),
                                                                                       "id": texts}),
        st.fixed_dictionaries({}, optional={"code": texts, "table": st.integers(-1, 40), "pin": texts}),
        st.dictionaries(texts, values, max_size=4), values)
    seen = {"requests": 0}

    @settings(max_examples=300, derandomize=True, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(path=st.sampled_from(paths), method=st.sampled_from(["GET", "POST", "PUT", "DELETE"]),
           body=bodies, raw=st.one_of(st.none(), st.binary(max_size=200)),
           who=st.sampled_from([None, "device", "player", "forged"]),
           header=st.sampled_from([{}, {"Content-Type": "text/plain"}, {"Origin": "http://evil.example"},
                                   {"Upgrade": "websocket", "Connection": "Upgrade"}, {"Cookie": "conductor=x"},
                                   {"Authorization": "Bearer "}, {"Content-Type": "application/json; charset=latin-1"}]))
    def throw(path, method, body, raw, who, header):
        token = {"device": device, "player": player, "forged": "x" * 43, None: None}[who]
        data = raw if raw is not None else json.dumps(body).encode()
        if method == "GET":
            data = None
        status, answer, _ = game.http(method, path, token=token, raw=data, headers=header, timeout=10)
        seen["requests"] += 1
        assert status < 500 or status == 503, (path, method, body, status, answer)
        if path.startswith("/api/") and status >= 400:
            _refusal(answer)

    started = time.monotonic()
    throw()
    assert seen["requests"] >= 250 and time.monotonic() - started < 60
    assert game.judge("state")["ok"] and game.alive()


def test_the_judge_is_told_when_a_table_is_guessed_at():
    """The notices GameServer.take_notices() gives the console: one line per threshold of wrong guesses of one
    address, in the game's language, taken once."""
    from conductor.game.access import Credentials, pin_hash
    from conductor.server.guard import Refused, Shield
    from conductor.server.limits import Backoff
    from conductor.server.logins import Doorman
    from conductor.server.runner import GameServer

    now = [0.0]
    doorman = Doorman(Shield(language="es"))
    doorman.pin_wrong = Backoff(free=3, first=2.0, clock=lambda: now[0])
    credentials = Credentials(pins=((7, pin_hash("12345678")),))
    for _ in range(10):
        with pytest.raises(Refused):
            asyncio.run(doorman.player(credentials, "10.0.0.5", 7, "00000000"))
        now[0] += 700.0                              # past the longest wait: each guess is looked at
    assert doorman.take_notices() == ["mesa 7: 5 PIN incorrectos desde 10.0.0.5",
                                      "mesa 7: 10 PIN incorrectos desde 10.0.0.5"]
    assert doorman.take_notices() == []
    asyncio.run(doorman.player(credentials, "10.0.0.6", 7, "1234 5678"))     # the player, elsewhere: in
    server = GameServer("127.0.0.1:0", "ca")
    assert server.take_notices() == []
