"""The game server against a real `conductor run --headless --serve 127.0.0.1:0` process: each role's rights
(a judge's device for tables 1–20 sending table 21, a player sending another table or after "Temps!", a revoked
code, a wrong PIN six times, a locked table) refused with nothing logged; malformed requests refused with a 4xx
and one line of JSON; a client id answered once and logged once; the public view holding no secret at any
phase; the WebSocket pushing the view, a sender's own slips, and closing on revocation."""

import asyncio
import json

import aiohttp
import pytest

from served import ServedGame as Game

pytestmark = pytest.mark.process


@pytest.fixture()
def game(tmp_path):
    served = Game(tmp_path)
    yield served
    served.close()


def _refused_and_not_logged(game, call, status, words):
    before = game.lines()
    code, answer, _ = call()
    assert code == status and answer["ok"] is False and words in answer["error"], (code, answer)
    # a 401 says whether the login ended or was never known (DESIGN §4d), nothing else
    # a slip the game refuses carries its key as "code" (DESIGN §4b); nothing else
    assert set(answer) - {"code"} == ({"ok", "error", "login"} if status == 401 else {"ok", "error"}), answer
    assert code != 200 or "code" in answer, answer              # a game's refusal of a slip names its key
    assert game.lines() == before
    return answer


def test_each_role_may_do_only_what_it_was_given(game):
    assert game.first["serve"].startswith("http://127.0.0.1:")
    device = game.judge('device add "Jutge 1" 1-20')
    assert device["ok"] and device["url"] == f"{game.url}/#code={device['code']}"
    assert len(device["code"].replace("-", "")) == 16                       # 80 random bits
    assert device["code"] not in "".join(game.lines())                      # only its hash is logged
    pins = game.judge("pins")["pins"]
    assert len(pins) == 30 and all(len(p) == 8 and p.isdigit() for p in pins.values())
    assert not any(pin in line for pin in pins.values() for line in game.lines()[-1:] if f'"{pin}"' in line)
    judge_token = game.login(code=device["code"].lower().replace("-", ""))  # any case, dashes optional
    player_token = game.login(table=7, pin=pins["7"])
    game.judge("draw")
    # before the round starts, a player's slip is refused
    _refused_and_not_logged(game, lambda: game.slip(player_token, table=7, slip="H8 CASA", id="p0"), 200,
                            "encara no ha començat")
    game.judge("start")
    top = game.judge("master")["tops"][0]
    # the table judge: tables 1–20 only
    ok = game.slip(judge_token, table=3, slip=top["move"], id="j1")[1]     # before "Temps!": received (§4c)
    assert ok == {"ok": True, "slip": {"table": 3, "round": 1, "text": top["move"], "id": "j1", "received": True}}
    _refused_and_not_logged(game, lambda: game.slip(judge_token, table=21, slip="3", id="j2"), 200, "1–20")
    # the player: their own table only, the round being played only
    _refused_and_not_logged(game, lambda: game.slip(player_token, table=7, slip="4", id="p1"), 200, "jugada")
    moves = [t["move"] for t in game.judge("master")["tops"]]
    assert game.slip(player_token, table=7, slip="H8 ZZZZX", id="p1")[1]["ok"]
    assert game.slip(player_token, table=7, slip=top["move"], id="p2")[1]["slip"]["received"]   # the last one counts
    _refused_and_not_logged(game, lambda: game.slip(player_token, table=8, slip=moves[0], id="p3"), 200, "teva taula (la 7)")
    # the same client id again: the same answer, logged once
    lines = len(game.lines())
    assert game.slip(judge_token, table=3, slip=top["move"], id="j1")[1] == ok
    assert len(game.lines()) == lines and sum('"id": "j1"' in line for line in game.lines()) == 1
    game.judge("time")
    _refused_and_not_logged(game, lambda: game.slip(player_token, table=7, slip=top["move"], id="p4"), 200, "Temps!")
    # a table locked to the console
    game.judge("lock 4")
    _refused_and_not_logged(game, lambda: game.slip(judge_token, table=4, slip="6", id="j3"), 200, "taula 4 només les entra el jutge")
    # who entered what is logged
    slips = [json.loads(line) for line in game.lines() if '"type": "slip"' in line]
    assert [(s["table"], s["by"]) for s in slips] == [(3, "device:Jutge 1"), (7, "player:7"), (7, "player:7")]
    # a revoked device: its login ends and its code no longer works
    game.judge('device revoke "Jutge 1"')
    _refused_and_not_logged(game, lambda: game.slip(judge_token, table=5, slip="6", id="j4"), 401, "")
    _refused_and_not_logged(game, lambda: game.http("POST", "/api/login", {"code": device["code"]}), 401, "")
    state = game.judge("state")
    assert state["slips"] == {"3": {"table": 3, "text": top["move"], "score": top["score"], "reason": ""},
                              "7": {"table": 7, "text": top["move"], "score": top["score"], "reason": ""}}


def test_a_wrong_pin_six_times(game):
    """Guessing slows down the guesser's address for that table, not the table: the right PIN from another
    address still logs in."""
    import http.client
    from urllib.parse import urlsplit

    pins = game.judge("pins")["pins"]
    wrong = "00000000" if pins["9"] != "00000000" else "11111111"
    for _attempt in range(3):
        _refused_and_not_logged(game, lambda: game.http("POST", "/api/login", {"table": 9, "pin": wrong}), 401, "PIN")
    answer = _refused_and_not_logged(game, lambda: game.http("POST", "/api/login", {"table": 9, "pin": wrong}), 429,
                                     "massa intents")
    assert answer["error"].startswith("massa intents")
    where = urlsplit(game.url)
    other = http.client.HTTPConnection(where.hostname, where.port, timeout=10, source_address=("127.0.0.6", 0))
    other.request("POST", "/api/login", json.dumps({"table": 9, "pin": pins["9"]}),
                  {"Content-Type": "application/json", "Origin": game.url})
    response = other.getresponse()
    assert response.status == 200 and json.loads(response.read())["ok"]     # the player is not locked out
    other.close()
    assert game.login(table=10, pin=pins["10"])                 # other tables are not held up


def test_malformed_requests_get_a_4xx_and_one_line(game):
    token = game.login(code=game.judge('device add "D" 1-30')["code"])
    game.judge("draw")
    game.judge("start")
    checks = [
        (lambda: game.slip(token, table=3, slip="4", colour="blue"), 400, "camp desconegut: colour"),
        (lambda: game.slip(token, table="3", slip="4"), 400, "table"),
        (lambda: game.slip(token, table=True, slip="4"), 400, "table"),
        (lambda: game.slip(token, slip="4"), 400, "falta el camp table"),
        (lambda: game.http("POST", "/api/slip", token=token, raw=b"{not json"), 400, "JSON"),
        (lambda: game.http("POST", "/api/slip", token=token, raw=b"[1, 2]"), 400, "objecte JSON"),
        (lambda: game.http("POST", "/api/slip", token=token, raw=b'{"table": 3, "slip": "' + b"A" * 5000 + b'"}'),
         413, "4 KB"),
        (lambda: game.http("POST", "/api/slip", {"table": 3, "slip": "4"}, token, content_type="text/plain"), 415, ""),
        (lambda: game.slip(None, table=3, slip="4"), 401, "cal entrar"),
        (lambda: game.slip("forged-token", table=3, slip="4"), 401, ""),
        (lambda: game.http("GET", "/api/slip"), 405, ""),
        (lambda: game.http("GET", "/etc/passwd"), 404, ""),
        (lambda: game.http("GET", "/api/results/x"), 404, ""),
        (lambda: game.slip(token, table=3, slip="4\n5"), 200, "papereta"),
        (lambda: game.slip(token, table=3, slip="4", id=""), 400, "id"),
        (lambda: game.slip(token, table=3, slip="4", round=0), 400, "round"),
        (lambda: game.slip(token, table=3, slip="4", round=99), 200, "ronda 99"),
        (lambda: game.slip(token, table=99, slip="4"), 200, "taula 99"),
    ]
    for call, status, words in checks:
        _refused_and_not_logged(game, call, status, words)
    status, _, headers = game.http("GET", "/api/view")
    assert status == 200 and "default-src 'self'" in headers["Content-Security-Policy"]
    assert game.process.poll() is None                                    # still up


def test_the_public_view_holds_no_secret_at_any_phase(game):
    device = game.judge('device add "D" 1-30')
    pins = game.judge("pins")["pins"]
    token = game.login(code=device["code"])
    seen = []

    def public():
        status, view, _ = game.http("GET", "/api/view")
        assert status == 200
        text = json.dumps(view, ensure_ascii=False)
        for secret in [device["code"], *pins.values(), "tops", "master_list", "code_sha256"]:
            assert secret not in text, secret
        seen.append(view)
        return view, text

    def settle():
        game.judge("state")     # the server's copy follows at the next turn of the game's loop
        import time
        time.sleep(0.35)

    for number in (1, 2):
        game.judge("draw")
        tops = [t["move"] for t in game.judge("master")["tops"]]
        settle()
        view, text = public()
        assert view["rack"] == [] and not any(move in text for move in tops)   # drawn, not called
        game.judge("start")
        assert game.slip(token, table=1, slip=tops[0], id=f"a{number}", round=number)[1]["ok"]
        assert game.slip(token, table=2, slip="H8 ZZZZX", id=f"b{number}", round=number)[1]["ok"]
        settle()
        view, text = public()
        assert len(view["rack"]) == 7 and view["time_left"] is not None
        assert not any(move in text for move in tops) and "ZZZZX" not in text
        assert view["received"] == {"round": number, "slips": 2, "of": 30}      # how many, not which
        game.judge("time")
        settle()
        view, text = public()
        assert not any(move in text for move in tops) and "ZZZZX" not in text
        reveal = game.judge("reveal")
        settle()
        view, text = public()
        assert view["reveal"]["move"] == reveal["master"]                      # revealed: now public
        assert "ZZZZX" not in text                                             # slips stay off the view
    # results: each player's own sheet after the reveal (II.9), revealed rounds only
    status, sheet, _ = game.http("GET", "/api/results/2")
    assert status == 200 and [r["round"] for r in sheet["rounds"]] == [1, 2]
    assert sheet["rounds"][0]["slip"] == "H8 ZZZZX" and sheet["rounds"][0]["score"] == 0
    game.judge("end")
    settle()
    view, _ = public()
    assert view["screen"] == "final" and view["standings"]


def test_the_websocket_pushes_the_view_own_slips_and_closes_on_revocation(game):
    device = game.judge('device add "Jutge 2" 1-10')
    token = game.login(code=device["code"])

    async def scenario():
        async with aiohttp.ClientSession() as client:
            async with client.ws_connect(game.url + "/ws", headers={"Authorization": f"Bearer {token}"}) as socket:
                first = json.loads((await socket.receive(timeout=10)).data)
                assert first["type"] == "view"
                mine = json.loads((await socket.receive(timeout=10)).data)
                assert mine == {"type": "mine", "rounds": []}
                await asyncio.to_thread(game.judge, "draw")
                await asyncio.to_thread(game.judge, "start")
                await asyncio.to_thread(game.slip, token, table=4, slip="3", id="w1")
                found = None
                while found is None:
                    message = json.loads((await socket.receive(timeout=10)).data)
                    if message["type"] == "mine" and message["rounds"] and message["rounds"][0]["slips"][3]["text"]:
                        found = message["rounds"][0]
                assert found["round"] == 1 and [s["table"] for s in found["slips"]] == list(range(1, 11))
                # before "Temps!" a table judge is told the slip was received, not what it is worth (DESIGN §4c)
                assert found["slips"][3] == {"table": 4, "text": "3", "score": None, "reason": "", "by": "device:Jutge 2",
                                             "received": True}
                await asyncio.to_thread(game.judge, 'device revoke "Jutge 2"')
                while True:
                    message = await socket.receive(timeout=10)
                    if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING):
                        break
                # the server's close frame says why; the client's own close_code may read 1006 when the server
                # has already hung up by the time the client answers the close
                assert (message.type, message.data) == (aiohttp.WSMsgType.CLOSE, 4001), message

    asyncio.run(scenario())


def test_the_server_shuts_down_cleanly_when_stdin_ends(tmp_path):
    """Found from outside: `conductor run --headless --serve …` printed "Task was destroyed but it is pending!"
    (push.broadcast, asleep between two fan-outs) on stderr when stdin ended. The server's loop cancels and awaits
    its tasks before it closes, with a WebSocket still open: nothing on stderr."""
    game = Game(tmp_path, "devices")

    async def listen_while_the_game_goes_on():
        async with aiohttp.ClientSession() as client:
            async with client.ws_connect(game.url + "/ws") as socket:
                await socket.receive(timeout=10)
                for line in ("draw", "start", "time", "reveal"):
                    assert game.judge(line)["ok"]
                game.process.stdin.close()            # stdin ends while the socket is open and a fan-out sleeps
                assert await asyncio.to_thread(game.process.wait, 20) == 0

    asyncio.run(listen_while_the_game_goes_on())
    said = game.errors()
    game.stop()
    assert "Task was destroyed" not in said and "Traceback" not in said and said == "", said


@pytest.mark.process
def test_pins_say_they_work_only_where_players_send_their_own_slips(tmp_path):
    """Default settings (network.entry: devices): POST /api/login refuses a PIN, so `pins` and the PIN sheet say
    that PINs work only with network.entry: players (before: PINs printed that no phone could use)."""
    warning = ("Aquests PIN només serveixen amb `network.entry: players` al fitxer de configuració (aquesta partida "
               "té `network.entry: devices`, i no accepta paperetes des dels mòbils dels jugadors)")
    served = Game(tmp_path, entry="devices")
    try:
        answer = served.judge("pins")
        assert answer["ok"] and answer["warning"] == warning
        assert warning in (tmp_path / "game-pins.html").read_text(encoding="utf-8")
        status, refused, _ = served.http("POST", "/api/login", {"table": 1, "pin": answer["pins"]["1"]})
        assert status == 403 and refused["error"] == "aquesta partida no accepta paperetes dels jugadors"
    finally:
        served.close()
    (tmp_path / "game.jsonl").unlink()
    served = Game(tmp_path, entry="players")
    try:
        answer = served.judge("pins")
        assert answer["ok"] and "warning" not in answer
        assert "network.entry" not in (tmp_path / "game-pins.html").read_text(encoding="utf-8")
        assert served.login(table=1, pin=answer["pins"]["1"])
    finally:
        served.close()
