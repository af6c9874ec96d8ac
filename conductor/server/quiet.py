"""The answers aiohttp makes by itself, before any route or the gate (guard.py) sees a request: a request it cannot
parse (a bad request line, a header too long, a broken chunk), a time-out. Its own pages say which software and
which version answers, and a 400 page echoes what the request carried; here they are one line of JSON in the game's
language, like every refusal of the gate, with the gate's headers and no version.

`quiet(factory, shield)` wraps the server's protocol factory (runner.listen): each connection's request handler
answers its own errors so.
"""

from __future__ import annotations

from aiohttp import web
from aiohttp.web_protocol import RequestHandler

from .guard import SECURITY_HEADERS, SERVER_NAME


class QuietHandler(RequestHandler):
    """aiohttp's request handler, its error pages replaced (same slots: a handler becomes one in place)."""
    __slots__ = ()
    shield = None                        # the gate's Shield (the game's language), set per server

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
