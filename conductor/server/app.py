"""The game server's HTTP face (aiohttp), for phones and tablets on the room's network; its WebSockets are
push.py's, its state and logins hub.py's.

Every request is hostile until checked, each kind of check in one place: connections (how many, for how long)
in connections.py, the gate every request passes (rate, Host, Origin, no traceback out) and the body parser in
guard.py, wrong codes and PINs in logins.py, a slip's rights against the game in gate.py. Nothing here touches
the game: slips go to the game's thread through the inbox, and what phones read was published by that thread
(runner.py); results are computed there at most once per change and served from a cache here.
"""

from __future__ import annotations

import asyncio
import json
import secrets

from aiohttp import web

from ..game.access import Actor
from ..room.public import own_slips
from .asking import SLIP_ANSWER_FLOOR, ask_game as _ask_game, game_answer as _answer
from .gate import SlipRequest
from .guard import MAX_BODY, SHIELD, Refused, check_range, check_text, guard, plain_server_header, read_json
from .hub import HUB, Hub, Login, token_of
from .inbox import Work
from .online import install as install_online
from .push import close_sockets, socket_handler
from .screen import install as install_screen
from .sessions import begin, end, forget_cookies, required_login as _required_login, who

ID_LENGTH = 64
# slips per login: a player sends one move a round, a few times over at most; a table judge's device (given by the
# judge) enters a whole range of tables, fast when the phone comes back online with what waited
SLIPS_PER_ROUND = {"player": 60, "device": 600}


def make_app(hub: Hub) -> web.Application:
    app = web.Application(client_max_size=MAX_BODY, middlewares=[guard])
    app[HUB] = hub
    app[SHIELD] = hub.shield
    app.router.add_post("/api/login", _login)
    app.router.add_post("/api/logout", _logout)
    app.router.add_get("/api/me", _me)
    app.router.add_post("/api/slip", _slip)
    app.router.add_get("/api/view", _view)
    app.router.add_get("/api/results/{table}", _results)
    app.router.add_get("/ws", socket_handler)
    install_online(app)                         # the online game: /play, /api/time, /api/join, /api/audio
    install_screen(app)                         # /, /screen, the pages' shared modules, the board's layout
    app.on_response_prepare.append(plain_server_header)
    app.on_shutdown.append(close_sockets)
    return app


# ---------------------------------------------------------------------- handlers

async def _login(request: web.Request) -> web.Response:
    hub = request.app[HUB]
    data = await read_json(request, hub.shield, {"code": str, "table": int, "pin": str}, set())
    address = request.remote or "?"
    if data.get("code") is not None:
        if set(data) - {"code"}:
            raise Refused(400, hub.say("unknown", k=", ".join(sorted(set(data) - {"code"}))))
        device = hub.doorman.device(hub.credentials, address, data["code"][:64])
        login = Login(Actor("device", device.name), device.code_sha256, (device.first, device.last),
                      access=hub.access_version)
    else:
        if not hub.takes_pins:
            raise Refused(403, hub.say("entry"))
        for key in ("table", "pin"):
            if data.get(key) is None:
                raise Refused(400, hub.say("missing", k=key))
        table = data["table"]
        credentials = hub.credentials               # the PIN is checked against these, off the event loop
        await hub.doorman.player(credentials, address, table, data["pin"][:32])
        actor = Actor("player", table=table)
        login = Login(actor, credentials.fingerprint(actor) or "", (table, table), access=hub.access_version)
    token = secrets.token_urlsafe(32)
    return begin(hub, request, token, login, {"ok": True, "token": token, **who(login, hub)})


async def _logout(request: web.Request) -> web.Response:
    """Ends the token presented (DESIGN §4d): a login, or a player's personal link, which the game then logs as
    ended (it lets nobody in again, after a restart neither), before the answer."""
    hub = request.app[HUB]
    token = token_of(request)
    if token and len(token) <= 64 and hub.credentials.table_for_token(token) is not None:
        hub.remember_ended(token)               # "ended" from now on, before the game's word comes back
        answer = await _ask_game(hub, lambda reply: Work(reply, change=lambda session: session.log_out(
            token, sync=False)))
        if answer.get("ok") and "table" in answer:
            hub.doorman.notices.append(hub.say("link_logout", t=answer["table"]))
    if token:
        end(hub, token, logout=True)
    response = web.json_response({"ok": True})
    forget_cookies(request, response)
    return response


async def _me(request: web.Request) -> web.Response:
    hub = request.app[HUB]
    login = _required_login(request)
    rounds = own_slips(login.actor, hub.slips, login.tables, hub.language)
    extra = hub.extra.get(login.tables[0]) if login.actor.kind == "player" else None
    return web.json_response({"ok": True, **who(login, hub), "rounds": rounds,
                              **({"extra_seconds": extra} if extra else {})})     # an accommodation (DESIGN §4j)


def _count_slip(hub: Hub, token: str, login: Login, number: int | None) -> None:
    """Slips per login: a burst, then a few a second; and a few hundred a round."""
    kind = "player" if login.actor.kind == "player" else "device"
    wait = hub.slip_rate[kind].take(token)
    if wait:
        seconds = max(1, round(wait + 0.5))
        raise Refused(429, hub.say("slips", s=seconds), {"Retry-After": str(seconds)})
    number = number if number is not None else hub.view.get("round")
    counted, sent = login.slips
    sent = sent + 1 if counted == number else 1
    if sent > SLIPS_PER_ROUND[kind]:
        raise Refused(429, hub.say("round_slips"))
    login.slips = (number, sent)


async def _slip(request: web.Request) -> web.Response:
    hub = request.app[HUB]
    login = _required_login(request)
    data = await read_json(request, hub.shield, {"round": int, "table": int, "slip": str, "id": str,
                                                 "replace": bool}, {"table", "slip"})
    client_id = data.get("id")
    if client_id is not None:
        check_text(hub.shield, "id", client_id, ID_LENGTH)
    if data.get("round") is not None:
        check_range(hub.shield, "round", data["round"], 1)
    _count_slip(hub, token_of(request), login, data.get("round"))
    slip = SlipRequest(data["table"], data["slip"][:64], data.get("round"), client_id, data.get("replace") is True)
    answer = await _ask_game(hub, lambda reply: Work(reply, login.actor, slip), floor=SLIP_ANSWER_FLOOR)
    return _answer(answer)


async def _view(request: web.Request) -> web.Response:
    return web.Response(text=request.app[HUB].view_text, content_type="application/json")


async def _results(request: web.Request) -> web.Response:
    """A player's results, round by round, revealed rounds only (II.9); from the cache while the game has not
    changed what they show, else asked of the game's thread once however many ask at the same time."""
    hub = request.app[HUB]
    text = request.match_info["table"]
    if not (text.isascii() and text.isdigit() and len(text) <= 5) or int(text) not in hub.tables:
        raise Refused(404, hub.say("notfound"))
    table, key = int(text), hub.results_key
    cached = hub.results.get(table)
    if cached is None or cached[0] != key:
        waiting = hub.results_waiting.get((table, key))
        if waiting is None:
            waiting = asyncio.ensure_future(_compute_results(hub, table, key))
            hub.results_waiting[(table, key)] = waiting
        cached = await asyncio.shield(waiting)
    assert cached is not None
    if cached[1] is None:
        raise Refused(404, hub.say("notfound"))
    return web.Response(text=cached[1], content_type="application/json")


async def _compute_results(hub: Hub, table: int, key: tuple) -> tuple:
    from .results import results_answer, results_key

    language = hub.language

    def query(session) -> dict:
        answer = results_answer(session.game, table, language)
        return {"key": results_key(session.game), "answer": answer}

    try:
        got = await _ask_game(hub, lambda reply: Work(reply, query=query))
    finally:
        hub.results_waiting.pop((table, key), None)
    entry = (got["key"], None if got["answer"] is None else json.dumps(got["answer"], ensure_ascii=False))
    hub.results[table] = entry
    return entry
