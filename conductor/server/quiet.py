"""The answers aiohttp makes by itself, before any route or the gate (guard.py) sees a request: a request it cannot
parse (a bad request line, a header too long, a broken chunk), a time-out. Its own pages say which software and
which version answers, and a 400 page echoes what the request carried; here they are one line of JSON in the game's
language, like every refusal of the gate, with the gate's headers and no version.

`quiet(factory, shield)` wraps the server's protocol factory (runner.listen): each connection's request handler
answers its own errors so.

`quiet_loop(loop)`: what the server's event loop and aiohttp would print on the terminal (an exception left in a
task or a callback, "Error handling request") is noted instead (errors.py: counted, one line a minute for the judge
or the organiser, its traceback kept in a file): no traceback ever reaches the terminal, whatever the network sends.
"""

from __future__ import annotations

import logging

from aiohttp import web
from aiohttp.web_protocol import RequestHandler

from .errors import NOTICES, error_kind, noted
from .guard import SECURITY_HEADERS, SERVER_NAME, Shield

__all__ = ["NOTICES", "quiet", "quiet_loop"]     # NOTICES: errors.py's, as the game server reads them


class QuietHandler(RequestHandler):
    """aiohttp's request handler, its error pages replaced (same slots: a handler becomes one in place)."""
    __slots__ = ()
    shield: Shield | None = None         # the gate's Shield (the game's language), set per server

    def handle_error(self, request, status: int = 500, exc: BaseException | None = None,
                     message: str | None = None) -> web.StreamResponse:
        if request.writer.output_size > 0:           # some of an answer has gone: nothing more can be said
            raise ConnectionError("an answer was sent already")
        shield = type(self).shield
        said = shield.say("bad" if status < 500 else "busy") if shield is not None else ""
        response = web.json_response({"ok": False, "error": said}, status=status,
                                     headers={**SECURITY_HEADERS, "Server": SERVER_NAME})
        response.force_close()
        return response


def quiet(factory, shield):
    """A protocol factory making `factory`'s request handlers, each answering its own errors quietly."""
    handler_class = type("Quiet", (QuietHandler,), {"__slots__": (), "shield": shield})

    def make():
        handler = factory()
        if isinstance(handler, RequestHandler) and type(handler) is RequestHandler:
            handler.__class__ = handler_class
        return handler

    return make


class _Counted(logging.Handler):
    """aiohttp's log lines (an error it handled itself): counted, never printed."""

    def emit(self, record: logging.LogRecord) -> None:
        if record.levelno >= logging.WARNING:
            error = record.exc_info[1] if record.exc_info else None       # the message's pattern, never its text
            noted(error_kind(error, record.name) if error is not None else f"{record.name}: {str(record.msg)[:80]}",
                  error)


def quiet_loop(loop) -> None:
    """The server's loop and aiohttp's loggers, kept off the terminal (see the module's note)."""

    def handler(_loop, context: dict) -> None:
        error = context.get("exception")
        where = "the event loop"
        noted(error_kind(error, where) if error is not None else f"{where}: {context.get('message')}"[:80], error)

    loop.set_exception_handler(handler)
    for name in ("aiohttp", "asyncio"):
        logger = logging.getLogger(name)
        if not any(isinstance(each, _Counted) for each in logger.handlers):
            logger.addHandler(_Counted())
        logger.propagate = False
