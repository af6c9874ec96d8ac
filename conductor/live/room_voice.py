"""The room's voice as a listener of the host's cues: the room's announcer calls the rack, gives the warnings and
reads the master move aloud. It keeps what is being said (the subtitle), and the call, whose end starts the round."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any, TYPE_CHECKING

from ..announcer.phrases import Phrase, Script, master_move, rack_call, warning
from ..game.rounds import READY
from ..room.view import tiles_named
from .cues import CALL, MASTER, STOP, WARNING, Cue

if TYPE_CHECKING:
    from ..game.duplicate import Duplicate
    from ..announcer.announcer import Announcer
    from ..announcer.audio import Playback


class RoomVoice:
    def __init__(self, announcer: Announcer, call_order: str = "drawn", spell_master: bool = False):
        self.announcer, self.table = announcer, announcer.table
        self.call_order, self.spell_master = call_order, spell_master
        self.call: Playback | None = None   # the rack's call being said, until its end is seen
        self.call_starts_round = False    # the call of a rack not yet in play: its end starts the round
        self.voice: Playback | None = None  # what is being said now (call, warning, master move)
        self.prepared: Future[Any] | None = None   # the rack's call, rendered ahead while the judge gets ready

    def _script(self, game: Duplicate) -> Script:
        current = game.current
        assert current is not None                # a rack is called only when there is one
        return rack_call(self.table, current.leftover, current.drawn, current.number, self.call_order)

    def prepare(self, game: Duplicate) -> None:
        self.prepared = self.announcer.prepare(self._script(game))

    def __call__(self, cue: Cue, game: Duplicate) -> None:
        if cue.kind == CALL:
            ready = self.prepared
            script = ready.result() if ready is not None and ready.done() and not ready.exception() \
                else self._script(game)
            self.call = self.voice = self.announcer.play(script, interrupt=True)
            self.call_starts_round = game.phase == READY
        elif cue.kind == WARNING:
            self.voice = self.announcer.play(warning(self.table, cue.mark or 0), interrupt=True)
        elif cue.kind == MASTER and game.rounds:
            last = game.rounds[-1]
            self.voice = self.announcer.play(master_move(self.table, last.master, last.master_score, game.tiles,
                                                         self.spell_master))
        elif cue.kind == STOP:
            self.announcer.stop()

    def call_ended(self) -> bool:
        """Has the call of a rack not yet in play just ended (heard whole)? Asked once a frame; True once."""
        if self.call is None or not self.call.done.is_set():
            return False
        ended = self.call_starts_round and not self.call.cancelled
        self.call = None
        return ended

    def calling(self) -> bool:
        return self.call is not None and self.call_starts_round

    def called_tiles(self, game: Duplicate) -> int | None:
        """How many of the rack's tiles the call has named so far (None: not calling a new rack)."""
        if self.call is None or not self.call_starts_round or game.current is None:
            return None
        return tiles_named(self.call, len(game.current.rack))

    def subtitle(self) -> str:
        voice = self.voice
        if voice is None:
            return ""
        item = voice.current()
        return item.text if isinstance(item, Phrase) else ""
