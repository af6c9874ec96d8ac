"""A login's life on the server: begun (a PIN, a device code, a join, a personal link), answered with its ticket,
refused when it has ended, ended. The room's routes (app.py) and the online game's (online.py) both ask here; who a
token is, is decided in hub.find_login.

A login is known to every route and socket of the writer before its answer leaves (`begin`), and its ticket is
valid on every socket process at once (tickets.py: a ticket newer than the access a socket process has read holds
until the writer's word comes).
"""

from __future__ import annotations

import asyncio
import time

from aiohttp import web

from ..messages import text
from .guard import Refused, cookie_options
from .hub import COOKIE, HUB, Hub, Login, find_login, token_of
from .tickets import COOKIE as TICKET_COOKIE, TICKET_SECONDS, issue, new_login_id

LOGINS_PER_ACTOR = 8           # a few logins per device or player at most (phones, tabs); the oldest end first
def required_login(request: web.Request) -> Login:
    """The request's login, or a 401 that says whether the login ended ("login": "ended": the page forgets it) or
    was never known here ("unknown"); for a player at home the sentence names their link, not a code or a PIN."""
    hub = request.app[HUB]
    login, why = find_login(hub, token_of(request))
    if login is not None:
        return login
    if hub.entry == "online":
        message = text("login.link_ended" if why == "ended" else "login.link_unknown", hub.language)
    else:
        message = text("login.ended", hub.language) if why == "ended" else hub.say("auth")
    raise Refused(401, message, body={"login": why})


def who(login: Login, hub: Hub) -> dict:
    """Who a login is, as the pages show it: a device by its name, a player by the name they play under (the one
    they joined with, or the players file's), the table number only when the game knows no name."""
    actor = login.actor
    name = actor.name or hub.names.get(actor.table) or str(actor.table)
    return {"role": actor.kind, "name": name, "tables": list(login.tables), "language": hub.language}


def begin(hub: Hub, request: web.Request, token: str, login: Login, answer: dict) -> web.Response:
    """A new login, known from now on to every route and socket of this process, and its answer: the token as the
    login cookie (a browser's WebSocket sends it by itself) and, with socket processes, the login's ticket."""
    login.id = login.id or new_login_id()
    for old in [t for t, held in hub.logins.items() if held.actor == login.actor][:-(LOGINS_PER_ACTOR - 1)]:
        end(hub, old)
    hub.logins[token] = login
    response = with_ticket(hub, request, answer, login)
    response.set_cookie(COOKIE, token, **cookie_options(request))     # Secure over HTTPS
    return response


def with_ticket(hub: Hub, request: web.Request, answer: dict, login: Login) -> web.Response:
    """The answer to a login; with socket processes it carries the login's ticket (tickets.py), in the JSON for a
    client that sends it itself and as a cookie a browser's WebSocket to a socket process carries by itself."""
    if hub.ticket_key is None:
        return web.json_response(answer)
    ticket = issue(hub.ticket_key, login.actor, login.tables, login.fingerprint or None, login.access, login.id)
    response = web.json_response({**answer, "ticket": ticket} if ticket else answer)
    if ticket:
        response.set_cookie(TICKET_COOKIE, ticket, **cookie_options(request))
    return response


def end(hub: Hub, token: str, logout: bool = False) -> None:
    """The login of `token` ends, and so do its WebSockets here and, through the broker, on every socket process
    (its ticket's login id is published as ended until the ticket would have expired)."""
    login = hub.logins.pop(token, None)
    for bucket in hub.slip_rate.values():
        bucket.forget(token)
    if login is None:
        return
    if not logout:
        hub.remember_ended(token)
    if hub.ticket_key is not None:
        if login.id:
            hub.ended_logins[login.id] = time.time() + TICKET_SECONDS
        hub.offer_to_broker()
    for socket, held in list(hub.sockets.items()):
        if held is login:
            hub.sockets[socket] = None
            asyncio.ensure_future(socket.close(code=4001, message=b"logged out"))


def forget_cookies(request: web.Request, response: web.Response) -> None:
    hub = request.app[HUB]
    response.del_cookie(COOKIE, **cookie_options(request))
    if hub.ticket_key is not None:
        response.del_cookie(TICKET_COOKIE, **cookie_options(request))
