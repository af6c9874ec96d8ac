"""The room's cues: what the live host says is happening (a rack's call, a warning, the master move, silence) and
who listens (the room's announcer, the voice for players at home). The host emits; it does not know who hears,
so the projector and the headless server say the same things at the same moments."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..game.duplicate import Duplicate
    from ..room.home_voice import HomeVoice

CALL, WARNING, MASTER, STOP = "call", "warning", "master", "stop"


@dataclass(frozen=True)
class Cue:
    kind: str                   # CALL (the rack on the board), WARNING, MASTER (the last revealed), STOP
    at: float                   # on the game's clock
    mark: int | None = None     # WARNING: the seconds left it announces (60, 30; 0 is "Temps!")


Listener = Callable[[Cue, "Duplicate"], None]     # (the cue, the game)


class Cues:
    def __init__(self) -> None:
        self.listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> None:
        self.listeners.append(listener)

    def emit(self, cue: Cue, game: Duplicate) -> None:
        for listener in self.listeners:
            listener(cue, game)


def home_listener(voice: HomeVoice) -> Listener:
    """The voice for players at home (room/home_voice.py) as a listener: the clips the public view names."""

    def hear(cue: Cue, game: Duplicate) -> None:
        if cue.kind == CALL:
            voice.call(game, cue.at)
        elif cue.kind == WARNING:
            voice.warning(cue.mark or 0, cue.at)
        elif cue.kind == MASTER:
            voice.master(game, cue.at)

    return hear
