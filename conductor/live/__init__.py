"""The live game, whichever face shows it: `LiveHost` (host.py) runs the judge's lines, the round's flow, an
unattended game's schedule, the cues the voices follow, the exchange with the game server and the resume; the
projector (display/app.py) and the headless console (cli/headless.py) are faces over it. No pygame, stdin or
network code: layers rules → engine → game → pack/room → live → display/server/cli."""

from .host import LiveHost

__all__ = ["LiveHost"]
