"""What the room hears, for players at home (DESIGN §4d): the rack call, "1 minut!", "30 segons!", "Temps!" and
the master move, rendered by the room's own announcer (Ona where installed) and kept as WAV clips by name; the
public view says which one is being spoken and since when, and `GET /api/audio/NAME` serves it. Nothing here
depends on a round's moves before its reveal: the call is the rack everybody hears, and the master move's clip
is made only when it is revealed."""

from __future__ import annotations

import io
import threading
from collections import OrderedDict
from concurrent.futures import Future

from ..announcer.phrases import master_move, rack_call, warning

KEEP = 12                        # clips kept: a late tab still finds the round's call and warnings


class HomeVoice:
    """`announcer`: the room's, or a function that makes one when the first clip is wanted (a headless server
    does not start a voice it may never use)."""

    def __init__(self, announcer, tiles, call_order: str = "drawn", spell_master: bool = False):
        self._announcer, self.tiles = announcer, tiles
        self.call_order, self.spell_master = call_order, spell_master
        self.current: dict | None = None          # {"name": NAME, "at": TIME}: what is being said now
        self._clips: OrderedDict[str, Future] = OrderedDict()
        self._lock = threading.Lock()

    @property
    def announcer(self):
        if callable(self._announcer):
            self._announcer = self._announcer()
        return self._announcer

    def say(self, name: str, script, at: float) -> None:
        with self._lock:
            if name not in self._clips:
                self._clips[name] = self.announcer.prepare(script)
                while len(self._clips) > KEEP:
                    self._clips.popitem(last=False)
        self.current = {"name": name, "at": at}

    def call(self, game, at: float) -> None:
        current = game.current
        if current is None:
            return
        table = self.announcer.table
        self.say(f"call-{current.number}-{len(current.rejected)}",
                 rack_call(table, current.leftover, current.drawn, current.number, self.call_order), at)

    def warning(self, mark: int, at: float) -> None:
        self.say("temps" if mark == 0 else f"warning-{mark}", warning(self.announcer.table, mark), at)

    def master(self, game, at: float) -> None:
        if game.rounds:
            last = game.rounds[-1]
            self.say(f"master-{last.number}", master_move(self.announcer.table, last.master, last.master_score,
                                                          self.tiles, self.spell_master), at)

    def wav(self, name: str, timeout: float = 15.0) -> bytes | None:
        """The clip's WAV bytes (rendered in the announcer's thread; waits for it), or None if unknown."""
        with self._lock:
            future = self._clips.get(name)
        if future is None:
            return None
        rendered = future.result(timeout)
        out = io.BytesIO()
        rendered.write_wav(out)
        return out.getvalue()
