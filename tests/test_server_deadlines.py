"""The server loop's shared deadlines (deadlines.Deadlines): a wait for the game's answer (asking.answer_deadlines)
and a connection's request head (connections.ConnectionGuard.heads) each end at its own time, as a timer of its own
would, with one timer set for all of them at once (a burst of slips or of new connections sets one, not hundreds)."""

from __future__ import annotations

import asyncio
import socket
import time

import pytest

from conductor.server.asking import Reply, answer_deadlines
from conductor.server.connections import ConnectionGuard
from conductor.server.listener import Listener, listening_socket


def test_waits_end_at_their_own_time_unless_answered_with_one_timer():
    async def run() -> None:
        loop = asyncio.get_running_loop()
        deadlines = answer_deadlines(loop, 0.5)
        replies, waits = [], []

        async def wait(reply: Reply) -> dict | float:
            began = loop.time()
            try:
                return await reply.wait(deadlines)
            except TimeoutError:
                return loop.time() - began

        for _ in range(5):                                   # five waits, 0.05 s apart
            replies.append(Reply(loop))
            waits.append(asyncio.ensure_future(wait(replies[-1])))
            await asyncio.sleep(0.05)
        assert deadlines.timer is not None and len(deadlines.waits) == 5
        replies[1].deliver({"ok": 1})                        # answered in time: no timeout for it
        replies[3].deliver({"ok": 3})
        ended = [await each for each in waits]
        assert ended[1] == {"ok": 1} and ended[3] == {"ok": 3}
        timed_out = [ended[0], ended[2], ended[4]]
        assert all(isinstance(each, float) and 0.49 <= each <= 0.9 for each in timed_out), timed_out  # 0.5 s each
        assert deadlines.timer is None and not deadlines.waits               # nothing left, no timer
        late = replies[0]
        late.deliver({"ok": 0})                                # an answer after the timeout: the next wait has it
        assert await late.wait(deadlines) == {"ok": 0}

    asyncio.run(run())


def test_a_cancelled_wait_leaves_no_timeout_behind():
    async def run() -> None:
        loop = asyncio.get_running_loop()
        deadlines = answer_deadlines(loop, 0.05)
        reply = Reply(loop)
        wait = asyncio.ensure_future(reply.wait(deadlines))
        await asyncio.sleep(0)
        wait.cancel()                                          # the connection was cut
        with pytest.raises(asyncio.CancelledError):
            await wait
        await asyncio.sleep(0.1)
        assert not deadlines.waits and deadlines.timer is None and reply.future.cancelled()    # no TimeoutError set

    asyncio.run(run())


class _Silent(asyncio.Protocol):
    """A server protocol that answers nothing (the guard alone closes what is late)."""


def test_each_connection_without_a_head_closes_at_its_own_deadline():
    async def run() -> None:
        guard = ConnectionGuard(_Silent, 100, header_seconds=0.3)
        listening = listening_socket("127.0.0.1", 0, 16)
        listener = Listener(guard, listening, 100)
        port = listening.getsockname()[1]
        clients, opened = [], []
        for _ in range(3):
            client = socket.create_connection(("127.0.0.1", port))
            client.setblocking(False)
            clients.append(client)
            opened.append(time.monotonic())
            await asyncio.sleep(0.1)
        clients[1].sendall(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")       # a whole head: it stays
        closed: dict[int, float] = {}
        while len(closed) < 2 and time.monotonic() - opened[0] < 2.0:
            await asyncio.sleep(0.01)
            for index, client in enumerate(clients):
                if index in closed:
                    continue
                try:
                    if client.recv(1) == b"":
                        closed[index] = time.monotonic() - opened[index]
                except BlockingIOError:
                    pass
                except ConnectionResetError:
                    closed[index] = time.monotonic() - opened[index]
        assert sorted(closed) == [0, 2], closed
        assert all(0.28 <= after <= 0.8 for after in closed.values()), closed      # each 0.3 s after it opened
        assert guard.closed_late == 2 and guard.count == 1 and guard.heads.timer is None
        listener.close()
        for client in clients:
            client.close()

    asyncio.run(run())


async def soon(condition, seconds: float) -> None:
    """Until `condition()` (looked at every 10 ms, the loop running meanwhile), `seconds` at most."""
    for _ in range(int(seconds * 100)):
        if condition():
            return
        await asyncio.sleep(0.01)


def test_connections_over_the_cap_are_answered_a_few_at_a_time_each_briefly(monkeypatch):
    """Over the per-address cap (2 here, both busy: neither gives way) a newcomer is answered 429 (turnaway.py) once it
    says anything, with Retry-After, and closed; TURNING are being answered at once at most, a newcomer past them is
    cut (counted too); one that says nothing is closed TURN_SECONDS after it came, and its place in the pool is free
    again."""
    from conductor.server import turnaway

    monkeypatch.setattr(turnaway, "TURN_SECONDS", 0.5)

    def gone(client) -> bool | None:
        try:
            return client.recv(4096) == b""
        except BlockingIOError:
            return None
        except ConnectionResetError:
            return True

    async def run() -> None:
        guard = ConnectionGuard(_Silent, 1000, per_address=2)
        listening = listening_socket("127.0.0.1", 0, 256)
        listener = Listener(guard, listening, 1000)
        port = listening.getsockname()[1]
        busy = [socket.create_connection(("127.0.0.1", port)) for _ in range(2)]
        for client in busy:
            client.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")       # being answered: never gives way
        await asyncio.sleep(0.1)
        over = [socket.create_connection(("127.0.0.1", port)) for _ in range(turnaway.TURNING + 6)]
        for client in over:
            client.setblocking(False)
        await soon(lambda: guard.turned_away + guard.cut == len(over), 5)
        assert (guard.turning, guard.turned_away, guard.cut, guard.over_cap) == (64, 64, 6, 70)
        for client in over:
            client.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        await asyncio.sleep(0.2)
        answers = []
        for client in over:
            try:
                answers.append(client.recv(4096))
            except (BlockingIOError, ConnectionResetError):
                answers.append(b"")
        answered = [a for a in answers if a.startswith(b"HTTP/1.1 429 Too Many Requests\r\n")]
        assert len(answered) == 64 and answers.count(b"") == 6      # the six past the pool: cut
        assert all(b"\r\nRetry-After: 5\r\n" in a and a.endswith(b'"}') for a in answered)
        await soon(lambda: guard.turning == 0, 5)
        silent = [socket.create_connection(("127.0.0.1", port)) for _ in range(3)]     # say nothing
        for client in silent:
            client.setblocking(False)
        began = time.monotonic()
        await asyncio.sleep(0.1)
        assert guard.turning == 3
        await soon(lambda: guard.turning == 0, 3)
        assert guard.turning == 0 and 0.4 <= time.monotonic() - began <= 1.5       # closed 0.5 s after they came
        await soon(lambda: all(gone(client) for client in silent), 2)       # the FIN reaches them (a loaded machine)
        assert all(gone(client) for client in silent)
        late = socket.create_connection(("127.0.0.1", port))
        late.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        late.setblocking(False)
        await asyncio.sleep(0.2)
        assert late.recv(4096).startswith(b"HTTP/1.1 429")                # the pool is free again
        assert guard.count == 2 and guard.turned_away == 68 and guard.cut == 6
        listener.close()
        for client in busy + over + silent + [late]:
            client.close()

    asyncio.run(run())


def test_a_fan_out_waits_for_the_answers_of_requests_in_flight(monkeypatch):
    """Answers first (push.broadcast): while a request waits for the game's answer the fan-out waits, and goes
    out once it is answered (or after ANSWERS_FIRST); decided on the number in flight alone."""
    from conductor.server import push
    from conductor.server.asking import ask_game
    from conductor.server.hub import Hub
    from conductor.server.inbox import Inbox

    sent: list[float] = []

    async def fan_out(hub, view, mine, standings) -> None:
        sent.append(asyncio.get_running_loop().time())

    monkeypatch.setattr(push, "_broadcast", fan_out)

    async def run() -> None:
        loop = asyncio.get_running_loop()
        hub = Hub(Inbox(), language="ca")
        replies: list[Reply] = []
        asked = asyncio.ensure_future(ask_game(hub, lambda reply: replies.append(reply) or object()))
        await asyncio.sleep(0.01)
        assert hub.asking == 1
        began = loop.time()
        pushing = asyncio.ensure_future(push.broadcast(hub, True))
        await asyncio.sleep(0.1)
        assert sent == []                                    # the slip's answer first
        replies[0].deliver({"ok": True})
        assert await asked == {"ok": True} and hub.asking == 0
        await asyncio.sleep(0.01)
        assert len(sent) == 1 and sent[0] - began < push.ANSWERS_FIRST
        await pushing
        never = asyncio.ensure_future(ask_game(hub, lambda reply: object()))   # never answered: waited for no longer
        await asyncio.sleep(0.01)
        began = loop.time()
        await push.broadcast(hub, True)
        assert len(sent) == 2 and push.ANSWERS_FIRST - 0.05 <= sent[1] - began < push.ANSWERS_FIRST + 0.3
        never.cancel()

    asyncio.run(run())


def test_a_slips_answer_leaves_no_sooner_than_its_floor_whatever_the_game_did():
    """A slip is answered no sooner than SLIP_ANSWER_FLOOR after it came (app.py `_slip`), and counts as waiting
    until then (the fan-out's "mine" after it): an answer the game gave at once and one it gave a moment later
    leave at the same time, so when it leaves tells nothing of the slip's worth (a legal move scores slower)."""
    from conductor.server.asking import SLIP_ANSWER_FLOOR, ask_game
    from conductor.server.hub import Hub
    from conductor.server.inbox import Inbox

    floor = 0.3                                              # longer than the real one: a clear lower bound

    async def run() -> None:
        loop = asyncio.get_running_loop()
        hub = Hub(Inbox(), language="ca")
        for answered_after in (0.0, 0.05):
            replies: list[Reply] = []
            began = loop.time()
            asked = asyncio.ensure_future(ask_game(hub, lambda reply: replies.append(reply) or object(), floor=floor))
            await asyncio.sleep(answered_after)
            replies[0].deliver({"ok": True})
            await asyncio.sleep(0.1)
            assert not asked.done() and hub.asking == 1      # answered by the game, not yet sent
            assert await asked == {"ok": True} and loop.time() - began >= floor and hub.asking == 0
        replies = []
        began = loop.time()
        asked = asyncio.ensure_future(ask_game(hub, lambda reply: replies.append(reply) or object(), floor=0.05))
        await asyncio.sleep(0.2)                             # the game slower than the floor: at once
        replies[0].deliver({"ok": True})
        assert await asked == {"ok": True} and hub.asking == 0

    asyncio.run(run())
    assert 0 < SLIP_ANSWER_FLOOR <= 0.05                     # unnoticed by a player, above a quiet machine's fsync
