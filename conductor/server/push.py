"""The WebSockets: each phone's socket gets the public view on every change, the standings when they change,
and a logged-in sender's own slips; the same code on the writer (app.py) and on a socket process (relay.py).

A fan-out never waits for one socket: no task and no timer per socket, each write straight to the transport's
buffer, a socket too slow to drain closed; coalesced, a few fan-outs a second at most, the newest state each.
"""

from __future__ import annotations

import asyncio
import contextlib

from aiohttp import WSMsgType, web

from .guard import Refused
from .hub import HUB, Hub, Login

SOCKETS_PER_LOGIN = 6          # a player's phone and tabs; a seventh socket of one login closes its oldest
FANOUT_INTERVAL = 0.2           # seconds between two fan-outs at most
FANOUT_SLICE = 256              # sockets written between two turns of the event loop
SLOW_SOCKET_BYTES = 1 << 20     # a socket with this much still unsent is too slow: closed, not waited for
ANSWERS_FIRST = 0.5             # seconds a fan-out waits at most for the requests waiting on the game to be answered


async def socket_handler(request: web.Request) -> web.StreamResponse:
    """The public view pushed on every change; to a logged-in sender, its own slips too."""
    hub = request.app[HUB]
    address = request.remote or "?"
    if not await hub.socket_place(address):           # network.per_address.websockets, over every process
        raise Refused(429, hub.say("sockets"), {"Retry-After": "5"})
    socket = web.WebSocketResponse(heartbeat=20.0, max_msg_size=1024, timeout=5.0)
    try:
        login = hub.socket_login(request)
        # a place among the WebSockets of this process (an anonymous one gives way when none is left: connections.py)
        if hub.connections is not None and not hub.connections.place_socket(request.transport, login is not None):
            raise Refused(503, hub.say("sockets_full"), {"Retry-After": "5"})
        if login is not None:
            _one_login_few_sockets(hub, login)
        await socket.prepare(request)
        hub.sockets[socket] = login
        hub.transports[socket] = request.transport
        await socket.send_str(hub.view_text_ws)
        if hub.view.get("standings"):             # sent apart from the view, and only when there are any
            await socket.send_str(hub.standings_text)
        if login is not None:
            await _send_mine(hub, socket, login)
        async for message in socket:                 # phones only listen; anything they say is ignored
            if message.type == WSMsgType.ERROR:
                break
    finally:
        hub.sockets.pop(socket, None)
        hub.sent_mine.pop(socket, None)
        hub.transports.pop(socket, None)
        hub.socket_closed(address)                # its place given back (taken by socket_place)
    return socket


def _one_login_few_sockets(hub: Hub, login: Login) -> None:
    """At most SOCKETS_PER_LOGIN sockets of one player or device: the oldest of them closes for a new one."""
    held = [socket for socket, other in hub.sockets.items() if other is not None and other.actor == login.actor
            and not socket.closed]
    for socket in held[:max(0, len(held) - SOCKETS_PER_LOGIN + 1)]:
        hub.sockets[socket] = None
        asyncio.ensure_future(socket.close(code=4002, message=b"too many sockets"))


async def _send_mine(hub: Hub, socket: web.WebSocketResponse, login: Login) -> None:
    text = hub.mine_text(login)
    if hub.sent_mine.get(socket) != text:
        hub.sent_mine[socket] = text
        await socket.send_str(text)


async def broadcast(hub: Hub, view_changed: bool, mine_changed: bool = True, standings_changed: bool = False) -> None:
    """Push the newest view to every socket, and each sender's own slips where they changed; a socket whose login
    ended (revoked device, new PIN) is closed. Coalesced: while one broadcast runs, changes only mark what is owed,
    and the running one sends the newest state once more when it ends (never a queue of stale fan-outs)."""
    hub.owed_view |= view_changed
    hub.owed_mine |= mine_changed
    hub.owed_standings |= standings_changed
    if hub.pushing:
        return
    hub.pushing = True
    try:
        while hub.owed_view or hub.owed_mine or hub.owed_standings:
            began = asyncio.get_running_loop().time()
            # answers first: while requests wait for the game's answer (a burst of slips), the fan-out waits, up to
            # ANSWERS_FIRST; decided on how many requests are in flight, never on what a slip is worth
            if hub.asking:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(hub.answered.wait(), ANSWERS_FIRST)
            view, mine, standings = hub.owed_view, hub.owed_mine, hub.owed_standings
            hub.owed_view = hub.owed_mine = hub.owed_standings = False
            await _broadcast(hub, view, mine, standings)
            # at most a few fan-outs a second: what changes meanwhile goes out together in the next one
            await asyncio.sleep(max(0.0, began + FANOUT_INTERVAL - asyncio.get_running_loop().time()))
    finally:
        hub.pushing = False


async def _broadcast(hub: Hub, view_changed: bool, mine_changed: bool = True, standings_changed: bool = False) -> None:
    text = hub.view_text_ws if view_changed and hub.view_text_ws != hub.view_ws_sent else None
    hub.view_ws_sent = hub.view_text_ws
    ranks = hub.standings_text if standings_changed else None
    if not mine_changed and text is None and ranks is None:
        return

    # no task and no timer per socket: each write goes straight to the transport's buffer; a socket whose buffer
    # holds more than SLOW_SOCKET_BYTES is closed rather than waited for (it would hold everyone up)
    tables, hub.mine_tables = hub.mine_tables, frozenset()
    for count, (socket, login) in enumerate(list(hub.sockets.items()), start=1):
        if count % FANOUT_SLICE == 0:
            await asyncio.sleep(0)                 # a slip's answer is not kept waiting behind thousands of writes
        if socket.closed:
            continue
        try:
            if login is not None and mine_changed and not hub.still_valid(login):
                asyncio.ensure_future(socket.close(code=4001, message=b"login ended"))
                continue
            transport = hub.transports.get(socket)
            if transport is None or transport.is_closing() or transport.get_write_buffer_size() > SLOW_SOCKET_BYTES:
                asyncio.ensure_future(socket.close())
                continue
            if text is not None:
                await socket.send_str(text)
            if ranks is not None:
                await socket.send_str(ranks)
            if login is not None and mine_changed and (tables is None or login.actor.kind != "player"
                                                       or login.tables[0] in tables):
                await _send_mine(hub, socket, login)
        except (ConnectionError, RuntimeError):
            asyncio.ensure_future(socket.close())


async def close_sockets(app: web.Application) -> None:
    for socket in list(app[HUB].sockets):
        await socket.close(code=1001, message=b"server shutdown")
