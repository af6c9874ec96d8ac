"""Safe on the internet: the real `conductor run --headless --serve 127.0.0.1:0` serving HTTPS and
WSS with a test certificate made by openssl, and the same server behind Caddy on 127.0.0.1 with
network.trusted_proxies: the client's address passed through to every per-address limit, a forged
X-Forwarded-For believed from nobody else. Everything is on 127.0.0.x, bounded in time, and stops by itself.
"""

import asyncio
import http.client
import json
import os
import shutil
import socket
import ssl
import subprocess
import sys
import time
from pathlib import Path

import aiohttp
import pytest
from processes import end, free_port as _free_port
from served import ServedGame, request

PLAYERS = "name,table\n" + "".join(f"Jugador {t},{t}\n" for t in range(1, 11))
WRONG_CODE = "ZZZZ-ZZZZ"


def _certificate(folder: Path) -> tuple[Path, Path]:
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-days", "2", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)
    return cert, key


@pytest.fixture(scope="module")
def certificate(tmp_path_factory):
    if shutil.which("openssl") is None:
        pytest.skip("openssl is not installed (make install-system-deps installs it)")
    return _certificate(tmp_path_factory.mktemp("tls"))


class Game(ServedGame):
    """test_server's served game, with ten players."""

    def __init__(self, tmp_path, config="", extra=(), port=0):
        super().__init__(tmp_path, players=PLAYERS, config=config, extra=extra, port=port)


def header(headers, name):
    return [value for key, value in headers if key.lower() == name.lower()]


def verifying(cafile) -> ssl.SSLContext:
    context = ssl.create_default_context(cafile=str(cafile))
    return context


async def first_messages(url, *, context=None, origin=None, cookie=None, count=1, timeout=10):
    headers = {"Origin": origin} if origin else {}
    if cookie:
        headers["Cookie"] = f"conductor={cookie}"
    async with aiohttp.ClientSession() as client:
        async with client.ws_connect(url, ssl=context if context is not None else True, headers=headers,
                                     timeout=aiohttp.ClientWSTimeout(ws_close=5)) as socket_:
            return [json.loads((await socket_.receive(timeout)).data) for _ in range(count)]


async def handshake_status(url, *, context=None, origin=None):
    try:
        await first_messages(url, context=context, origin=origin)
    except aiohttp.WSServerHandshakeError as refused:
        return refused.status
    return 101


# ---------------------------------------------------------------------------------------------- HTTPS built in

@pytest.fixture()
def tls_game(tmp_path, certificate):
    cert, key = certificate
    game = Game(tmp_path, extra=("--tls-cert", str(cert), "--tls-key", str(key)))
    yield game
    game.close()


@pytest.mark.process
def test_https_and_wss_with_a_test_certificate(tls_game, certificate):
    game, context = tls_game, verifying(certificate[0])
    assert game.url.startswith("https://127.0.0.1:")
    port = int(game.url.rsplit(":", 1)[1])
    status, view, headers = request(port, "GET", "/api/view", context=context)
    assert status == 200 and "screen" in view
    assert header(headers, "Strict-Transport-Security") == ["max-age=31536000"]
    assert header(headers, "X-Frame-Options") == ["DENY"]

    pins = game.judge("pins")["pins"]
    status, answer, headers = request(port, "POST", "/api/login", {"table": 3, "pin": pins["3"]}, context=context,
                                      headers={"Origin": game.url})
    assert status == 200 and answer["ok"], answer
    cookie = header(headers, "Set-Cookie")[0]
    attributes = {part.strip().split("=")[0].lower() for part in cookie.split(";")}
    assert {"secure", "httponly", "samesite"} <= attributes and "SameSite=Strict" in cookie, cookie
    token = answer["token"]

    # a WSS WebSocket gets the view, and a logged-in one its own slips
    wss = game.url.replace("https://", "wss://") + "/ws"
    messages = asyncio.run(first_messages(wss, context=context, origin=game.url, cookie=token, count=2))
    assert messages[0]["type"] == "view" and "screen" in messages[0]["view"]
    assert messages[1]["type"] == "mine"

    # a page elsewhere, or the same name over plain http, is not the page's own: 403 on POST and on the socket
    for origin in ("https://evil.example", f"http://127.0.0.1:{port}"):
        status, answer, _ = request(port, "POST", "/api/login", {"table": 3, "pin": pins["3"]}, context=context,
                                    headers={"Origin": origin})
        assert status == 403 and answer["ok"] is False, (origin, answer)
        assert asyncio.run(handshake_status(wss, context=context, origin=origin)) == 403
    status, _, _ = request(port, "POST", "/api/logout", {}, context=context, headers={"Origin": game.url})
    assert status == 200

    # plain HTTP on the TLS port gets no answer and harms nothing
    with pytest.raises((http.client.HTTPException, ConnectionError, OSError)):
        request(port, "GET", "/api/view")
    assert request(port, "GET", "/api/view", context=context)[0] == 200


@pytest.mark.process
def test_connections_that_never_say_hello_are_counted(tls_game, certificate):
    """The TLS handshake happens inside the connection guard: connections that open and never start TLS fill
    only their own address's places (network.per_address.connections, 160): one more from that address takes the
    place of its oldest silent one, and another address is served at once."""
    game, context = tls_game, verifying(certificate[0])
    port = int(game.url.rsplit(":", 1)[1])
    silent = []
    try:
        for _ in range(160):
            silent.append(socket.create_connection(("127.0.0.1", port), 5, source_address=("127.0.0.9", 0)))
        time.sleep(0.3)
        extra = socket.create_connection(("127.0.0.1", port), 5, source_address=("127.0.0.9", 0))
        silent[0].settimeout(5)
        try:
            assert silent[0].recv(10) == b""       # the oldest silent one gave its place to the 161st
        except ConnectionResetError:
            pass
        finally:
            extra.close()
        started = time.monotonic()
        assert request(port, "GET", "/api/view", context=context, source="127.0.0.10")[0] == 200
        assert time.monotonic() - started < 2
    finally:
        for connection in silent:
            connection.close()


@pytest.mark.process
def test_a_wss_socket_and_a_kept_alive_https_connection_outlive_the_head_deadline(tls_game, certificate):
    """The request that comes with the TLS handshake's last flight counts as the connection's head: a WSS socket
    and a kept-alive HTTPS connection stay open past header_seconds (10 s; both were cut at 10 s: the guard took
    every TLS connection whose first request came so for a silent one)."""
    from conductor.server.connections import HEADER_SECONDS

    game, context = tls_game, verifying(certificate[0])
    port = int(game.url.rsplit(":", 1)[1])
    kept = http.client.HTTPSConnection("127.0.0.1", port, timeout=10, context=context)

    def asked() -> int:
        kept.request("GET", "/api/view")
        response = kept.getresponse()
        response.read()
        return response.status

    async def held() -> float:
        async with aiohttp.ClientSession() as client:
            async with client.ws_connect(game.url.replace("https://", "wss://") + "/ws", ssl=context) as sock:
                began = time.monotonic()
                while time.monotonic() - began < HEADER_SECONDS + 2:
                    try:
                        message = await sock.receive(timeout=HEADER_SECONDS + 2)
                    except TimeoutError:
                        break
                    if message.type != aiohttp.WSMsgType.TEXT:
                        break
                return time.monotonic() - began
    try:
        assert asked() == 200
        assert asyncio.run(held()) >= HEADER_SECONDS + 1.5
        assert asked() == 200                                   # the same connection, 12 s later
    finally:
        kept.close()


@pytest.mark.process
def test_a_connection_over_the_cap_is_answered_429_over_tls(tmp_path, certificate):
    """The guard both servers share (connections.py, turnaway.py): with network.per_address.connections 4, four
    kept-alive HTTPS connections that had their answers a moment ago (none gives way yet), then a fifth from that
    address: after its handshake, 429 with Retry-After and the game's sentence, never a reset."""
    cert, key = certificate
    game = Game(tmp_path, config="  per_address:\n    connections: 4\n", extra=("--tls-cert", str(cert),
                                                                               "--tls-key", str(key)))
    context = verifying(cert)
    port = int(game.url.rsplit(":", 1)[1])
    held = []
    try:
        for _ in range(4):
            connection = http.client.HTTPSConnection("127.0.0.1", port, timeout=10, context=context,
                                                     source_address=("127.0.0.5", 0))
            connection.request("GET", "/api/view")
            response = connection.getresponse()
            response.read()
            assert response.status == 200
            held.append(connection)
        status, answer, headers = request(port, "GET", "/api/view", context=context, source="127.0.0.5")
        assert status == 429 and header(headers, "Retry-After") == ["5"], (status, answer)
        assert answer == {"ok": False, "error": "massa connexions des d'aquesta adreça"}
        assert request(port, "GET", "/api/view", context=context, source="127.0.0.6")[0] == 200
        assert game.process.poll() is None
    finally:
        for connection in held:
            connection.close()
        game.stop()


@pytest.mark.process
@pytest.mark.parametrize("files, words", [
    (("--tls-cert", "MISSING", "--tls-key", "KEY"), "no existeix"),
    (("--tls-cert", "KEY", "--tls-key", "KEY"), "certificat PEM"),
    (("--tls-cert", "CERT", "--tls-key", "OTHER"), "la clau no és la del certificat"),
    (("--tls-cert", "CERT"), "falta --tls-key: l'HTTPS necessita --tls-cert FITXER i --tls-key FITXER"),
])
def test_a_bad_certificate_or_key_is_one_line(tmp_path, certificate, files, words):
    other = tmp_path / "other"
    other.mkdir()
    names = {"MISSING": str(tmp_path / "missing.pem"), "CERT": str(certificate[0]), "KEY": str(certificate[1]),
             "OTHER": str(_certificate(other)[1]) if "OTHER" in files else ""}
    (tmp_path / "players.csv").write_text(PLAYERS)
    done = subprocess.run(
        [sys.executable, "-m", "conductor", "run", "--headless", "--serve", "127.0.0.1:0", "--seed", "1",
         "--players", str(tmp_path / "players.csv"), "--log", str(tmp_path / "game.jsonl"),
         *[names.get(part, part) for part in files]],
        input="quit\n", capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and "Traceback" not in done.stderr, done.stderr
    assert lines[0].startswith("conductor run: ") and "--tls-" in lines[0]       # in the game's language: Catalan


# ---------------------------------------------------------------------------------------------- forwarded headers

@pytest.mark.process
def test_forwarded_headers_from_an_untrusted_peer_change_nothing(tmp_path):
    """No trusted_proxies (and then a trusted proxy elsewhere): a forged X-Forwarded-For does not make a guesser a
    new client, nor X-Forwarded-Host a served name, nor X-Forwarded-Proto a secure cookie."""
    game = Game(tmp_path, config="  trusted_proxies: [10.1.2.3]\n")
    try:
        port = int(game.url.rsplit(":", 1)[1])
        pins = game.judge("pins")["pins"]
        wrong = "00000000" if pins["4"] != "00000000" else "11111111"
        statuses = [request(port, "POST", "/api/login", {"table": 4, "pin": wrong},
                            headers={"X-Forwarded-For": f"203.0.113.{n}"})[0] for n in range(4)]
        assert statuses == [401, 401, 401, 429]
        for n in range(5):
            status, _, _ = request(port, "POST", "/api/login", {"code": WRONG_CODE},
                                   headers={"X-Forwarded-For": f"198.51.100.{n}"})
        notices = game.judge("state").get("notices", [])
        assert any("des de 127.0.0.1" in line for line in notices), notices
        assert not any("198.51.100" in line or "203.0.113" in line for line in notices), notices

        forged = {"X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https"}
        status, answer, headers = request(port, "POST", "/api/login", {"table": 5, "pin": pins["5"]},
                                          headers={**forged, "Origin": "https://evil.example"})
        assert status == 403                                       # the Host served is what counts, not XFH
        status, answer, headers = request(port, "POST", "/api/login", {"table": 5, "pin": pins["5"]},
                                          headers={**forged, "Origin": game.url})
        assert status == 200, answer
        assert "secure" not in header(headers, "Set-Cookie")[0].lower()
        assert not header(headers, "Strict-Transport-Security")
        assert request(port, "GET", "/api/view", headers={**forged, "Host": "evil.example"})[0] == 421
    finally:
        game.close()


def test_the_forwarded_parser():
    from multidict import CIMultiDict

    from conductor.server.proxy import ForwardedError, Proxies, parse_networks

    proxies = Proxies(parse_networks(["127.0.0.1", "10.0.0.0/8"]))

    def seen(peer, *pairs):
        return proxies.forwarded(peer, CIMultiDict(pairs))

    assert seen("192.0.2.7", ("X-Forwarded-For", "203.0.113.9")) == {}                 # not a proxy of ours
    assert seen("127.0.0.1", ("X-Forwarded-For", "203.0.113.9")) == {"remote": "203.0.113.9"}
    # walked from the right while the hop is trusted: the forged left part is never reached
    assert seen("127.0.0.1", ("X-Forwarded-For", "1.1.1.1, 203.0.113.9, 10.4.4.4"))["remote"] == "203.0.113.9"
    assert seen("127.0.0.1", ("X-Forwarded-For", "10.9.9.9, 10.4.4.4"))["remote"] == "10.9.9.9"
    assert seen("::ffff:127.0.0.1", ("X-Forwarded-For", "[2001:db8::1]:5555"))["remote"] == "2001:db8::1"
    assert seen("127.0.0.1", ("X-Forwarded-Proto", "https"), ("X-Forwarded-Host", "Duplicada.Example.org")) == {
        "scheme": "https", "host": "duplicada.example.org"}
    for bad in ([("X-Forwarded-For", "1.1.1.1"), ("X-Forwarded-For", "2.2.2.2")],
                [("X-Forwarded-For", "not-an-address")], [("X-Forwarded-Proto", "gopher")],
                [("X-Forwarded-Host", "evil.example/path")], [("X-Forwarded-For", ",".join(["1.1.1.1"] * 40))]):
        with pytest.raises(ForwardedError):
            seen("127.0.0.1", *bad)
    with pytest.raises(ValueError):
        parse_networks(["localhost"])


@pytest.mark.process
def test_public_url_is_the_address_given_and_the_only_public_name(tmp_path):
    """network.public_url is the address printed (and shown on the projector), its name and origin are the
    server's own; with it, a trusted proxy's X-Forwarded-Host for another name is refused."""
    port = _free_port()
    game = Game(tmp_path, config="  public_url: https://duplicada.example.org/\n  trusted_proxies: [127.0.0.1]\n",
                port=port)
    try:
        assert game.url == "https://duplicada.example.org"
        pins = game.judge("pins")["pins"]
        public = {"Origin": "https://duplicada.example.org"}
        status, answer, headers = request(port, "POST", "/api/login", {"table": 2, "pin": pins["2"]},
                                          headers={**public, "Host": "duplicada.example.org"})
        assert status == 200, answer                  # a proxy that passes the Host on and tells nothing else
        assert "secure" not in header(headers, "Set-Cookie")[0].lower()
        status, answer, headers = request(port, "POST", "/api/login", {"table": 2, "pin": pins["2"]},
                                          headers={
                                              **public, "Host": "duplicada.example.org", "X-Forwarded-Proto": "https", "X-Forwarded-For": "192.0.2.8",
                                              "X-Forwarded-Host": "duplicada.example.org"})
        assert status == 200, answer
        assert "secure" in header(headers, "Set-Cookie")[0].lower()
        assert header(headers, "Strict-Transport-Security") == ["max-age=31536000"]
        status, _, _ = request(port, "GET", "/api/view",
                               headers={"Host": "duplicada.example.org", "X-Forwarded-Host": "rebound.example"})
        assert status == 421
        status, _, _ = request(port, "POST", "/api/login", {"table": 2, "pin": pins["2"]},
                               headers={"Host": "duplicada.example.org", "Origin": "https://evil.example"})
        assert status == 403
    finally:
        game.close()


# ---------------------------------------------------------------------------------------------- behind Caddy

CADDYFILE = """{{
	admin off
	auto_https disable_redirects
	skip_install_trust
	servers {{
		timeouts {{
			read_header 5s
			read_body 2s
			idle 1m
		}}
	}}
}}
http://127.0.0.1:{http} {{
	bind 127.0.0.1
	reverse_proxy 127.0.0.1:{backend} {{
		trusted_proxies private_ranges
		transport http {{
			keepalive 10s
		}}
	}}
}}
https://127.0.0.1:{https} {{
	bind 127.0.0.1
	tls internal
	reverse_proxy 127.0.0.1:{backend} {{
		transport http {{
			keepalive 10s
		}}
	}}
}}
"""


@pytest.fixture()
def behind_caddy(tmp_path):
    caddy = shutil.which("caddy")
    if caddy is None:
        pytest.skip("caddy is not installed (Debian: apt install caddy; make install-system-deps does)")
    backend, plain, secure = _free_port(), _free_port(), _free_port()
    game = Game(tmp_path, config="  trusted_proxies: [127.0.0.1]\n", port=backend)
    (tmp_path / "Caddyfile").write_text(CADDYFILE.format(http=plain, https=secure, backend=backend))
    home = tmp_path / "caddy-home"
    home.mkdir()
    environment = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
                   "XDG_CONFIG_HOME": str(home / "config")}
    proxy = subprocess.Popen([caddy, "run", "--config", str(tmp_path / "Caddyfile"), "--adapter", "caddyfile"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=environment)
    root = home / "data" / "caddy" / "pki" / "authorities" / "local" / "root.crt"
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                if request(plain, "GET", "/api/view")[0] == 200 and root.exists():
                    break
            except OSError:
                pass
            if time.monotonic() > deadline or proxy.poll() is not None:
                proxy.kill()
                raise AssertionError(f"caddy did not start: {proxy.communicate(timeout=10)[1][-2000:]}")
            time.sleep(0.2)
        yield game, plain, secure, root
    finally:
        end(proxy)
        if proxy.stderr is not None:
            proxy.stderr.close()
        game.close()


@pytest.mark.caddy
@pytest.mark.process
def test_behind_caddy_each_client_is_its_own_address(behind_caddy):
    """Two phones (127.0.0.2 and 127.0.0.3) through one Caddy: guessing PINs throttles the guesser only, a forged
    X-Forwarded-For does not free it, and the judge's notice names the guesser, not Caddy."""
    game, plain, _, _ = behind_caddy
    origin = f"http://127.0.0.1:{plain}"
    pins = game.judge("pins")["pins"]
    wrong = "00000000" if pins["5"] != "00000000" else "11111111"

    def login(source, body, **headers):
        return request(plain, "POST", "/api/login", body, source=source, headers={"Origin": origin, **headers})

    assert [login("127.0.0.2", {"table": 5, "pin": wrong})[0] for _ in range(4)] == [401, 401, 401, 429]
    assert login("127.0.0.2", {"table": 5, "pin": wrong}, **{"X-Forwarded-For": "127.0.0.3"})[0] == 429
    assert login("127.0.0.3", {"table": 5, "pin": wrong})[0] == 401          # another phone is not held up
    status, answer, headers = login("127.0.0.3", {"table": 5, "pin": pins["5"]})
    assert status == 200 and answer["ok"], answer
    assert "secure" not in header(headers, "Set-Cookie")[0].lower()          # plain http in front: no Secure

    for _ in range(5):
        assert login("127.0.0.2", {"code": WRONG_CODE})[0] == 401
    assert login("127.0.0.2", {"code": WRONG_CODE})[0] == 429
    assert login("127.0.0.3", {"code": WRONG_CODE})[0] == 401
    notices = game.judge("state").get("notices", [])
    assert notices == ["5 codis incorrectes des de 127.0.0.2"], notices

    # the public name Caddy serves is accepted (its Host, vouched by X-Forwarded-Host); a foreign Origin is not
    status, answer, _ = login("127.0.0.4", {"table": 6, "pin": pins["6"]}, Origin="http://evil.example")
    assert status == 403 and answer["ok"] is False
    ws = f"ws://127.0.0.1:{plain}/ws"
    assert asyncio.run(handshake_status(ws, origin="http://evil.example")) == 403


@pytest.mark.caddy
@pytest.mark.process
def test_behind_caddy_the_socket_outlives_its_timeouts_and_https_is_secure(behind_caddy):
    """A WebSocket through Caddy keeps receiving after Caddy's read_body timeout; through Caddy's HTTPS (its own
    test CA) the login cookie is Secure and HSTS is sent, an https:// Origin is the page's own and an http:// one
    is refused."""
    game, plain, secure, root = behind_caddy
    origin = f"http://127.0.0.1:{plain}"

    async def socket_scenario():
        async with aiohttp.ClientSession() as client:
            async with client.ws_connect(f"ws://127.0.0.1:{plain}/ws", headers={"Origin": origin}) as socket_:
                first = json.loads((await socket_.receive(10)).data)
                await asyncio.sleep(2.5)                         # longer than read_body 2s
                await asyncio.to_thread(game.judge, "draw")
                pushed = json.loads((await socket_.receive(10)).data)
                return first, pushed

    first, pushed = asyncio.run(socket_scenario())
    assert first["type"] == "view" and pushed["type"] == "view" and pushed["view"] != first["view"]

    context = verifying(root)
    public = f"https://127.0.0.1:{secure}"
    pins = game.judge("pins")["pins"]
    status, answer, headers = request(secure, "POST", "/api/login", {"table": 7, "pin": pins["7"]},
                                      context=context, source="127.0.0.5", headers={"Origin": public})
    assert status == 200 and answer["ok"], answer
    assert "secure" in header(headers, "Set-Cookie")[0].lower()
    assert header(headers, "Strict-Transport-Security") == ["max-age=31536000"]
    status, _, _ = request(secure, "POST", "/api/login", {"table": 7, "pin": pins["7"]}, context=context,
                           source="127.0.0.5", headers={"Origin": f"http://127.0.0.1:{secure}"})
    assert status == 403
    wss = f"wss://127.0.0.1:{secure}/ws"
    messages = asyncio.run(first_messages(wss, context=context, origin=public))
    assert messages[0]["type"] == "view"


def test_the_network_keys_of_the_settings_file(tmp_path):
    from conductor.config import ConfigError, load_settings

    path = tmp_path / "online.yaml"
    path.write_text("network:\n  tls_cert: certs/fullchain.pem\n  tls_key: /etc/conductor/privkey.pem\n"
                    "  trusted_proxies: [127.0.0.1, 10.0.0.0/8]\n  public_url: https://duplicada.example.org/\n")
    settings = load_settings(path)
    assert settings.tls_cert == str(tmp_path / "certs" / "fullchain.pem")       # beside the settings file
    assert settings.tls_key == "/etc/conductor/privkey.pem"
    assert settings.trusted_proxies == ["127.0.0.1", "10.0.0.0/8"]
    assert settings.public_url == "https://duplicada.example.org/"
    for bad, words in (("trusted_proxies: [localhost]", "not an IP address"), ("trusted_proxies: 5", "list"),
                       ("public_url: duplicada.example.org", "http(s)://"), ("tls_cert: 3", "PEM file")):
        path.write_text(f"network:\n  {bad}\n")
        with pytest.raises(ConfigError, match=words.replace("(", r"\(").replace(")", r"\)")):
            load_settings(path)
