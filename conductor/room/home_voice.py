"""What the room hears, for players at home (DESIGN §4d): the rack call, "1 minut!", "30 segons!", "Temps!" and
the master move, rendered by the room's own announcer (Ona where installed) and kept as clips by name, each
encoded once as Ogg Opus (a 20 s call is about 90 KB, at most CLIP_BYTES); the public view says which one is being
spoken and since when, and `GET /api/audio/NAME` serves it (server/clips.py). A clip named "test" ("Prova de so",
"Prueba de sonido") is there from the start, for the lobby's sound test. Nothing here depends on a round's moves
before its reveal: the call is the rack everybody hears, and the master move's clip is made only when it is
revealed."""

from __future__ import annotations

import hashlib
import io
import threading
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, TYPE_CHECKING

from ..messages import text
from ..announcer.phrases import NORMAL, Chime, Phrase, Script, master_move, rack_call, warning

if TYPE_CHECKING:
    from ..game.duplicate import Duplicate
    from ..announcer.announcer import Announcer
    from ..rules.tiles import TileSet

KEEP = 12                        # clips kept: a late tab still finds the round's call and warnings
CLIP_RATE = 24_000               # Opus takes 8, 12, 16, 24 or 48 kHz
CLIP_BYTES = 250_000             # a clip is at most this (encoded again at a lower bit rate if it is not)
LOWER_RATES = (0.85, 0.9, 0.95, 1.0)   # libsndfile's compression levels, each a lower bit rate than the one before
TEST = "test"


@dataclass(frozen=True)
class Clip:
    data: bytes                  # Ogg Opus
    etag: str                    # a strong ETag: the content's hash, quoted
    seconds: float


def encode(samples: Any, sample_rate: int) -> bytes:     # samples: a numpy array of floats
    """Ogg Opus of mono float samples (resampled to CLIP_RATE), at most CLIP_BYTES when it can be."""
    import soundfile

    from ..announcer.speech import resample_band_limited

    samples = resample_band_limited(samples, sample_rate, CLIP_RATE)
    data = b""
    for level in (None, *LOWER_RATES):
        out = io.BytesIO()
        soundfile.write(out, samples, CLIP_RATE, format="OGG", subtype="OPUS",
                        **({} if level is None else {"compression_level": level}))
        data = out.getvalue()
        if len(data) <= CLIP_BYTES:
            break
    return data


class HomeVoice:
    """`announcer`: the room's, or a function that makes one when the first clip is wanted (a headless server
    does not start a voice it may never use)."""

    def __init__(self, announcer: Announcer | Callable[[], Announcer], tiles: TileSet, call_order: str = "drawn",
                 spell_master: bool = False):
        self._announcer, self.tiles = announcer, tiles
        self.call_order, self.spell_master = call_order, spell_master
        self.current: dict[str, Any] | None = None          # {"name": NAME, "at": TIME}: what is being said now
        self._clips: OrderedDict[str, Future[Any]] = OrderedDict()
        self._encoded: dict[str, tuple[Future[Any], Clip]] = {}     # name → (what it was encoded from, the clip)
        self._lock = threading.Lock()
        self._encoding = threading.Lock()

    @property
    def announcer(self) -> Announcer:
        if callable(self._announcer):
            self._announcer = self._announcer()
        return self._announcer

    def say(self, name: str, script: Script, at: float) -> None:
        with self._lock:
            if name not in self._clips:
                self._clips[name] = self.announcer.prepare(script)
                while len(self._clips) > KEEP:
                    self._clips.popitem(last=False)
        self.current = {"name": name, "at": at}

    def call(self, game: Duplicate, at: float) -> None:
        current = game.current
        if current is None:
            return
        table = self.announcer.table
        self.say(f"call-{current.number}-{len(current.rejected)}",
                 rack_call(table, current.leftover, current.drawn, current.number, self.call_order), at)

    def warning(self, mark: int, at: float) -> None:
        self.say("temps" if mark == 0 else f"warning-{mark}", warning(self.announcer.table, mark), at)

    def master(self, game: Duplicate, at: float) -> None:
        if game.rounds:
            last = game.rounds[-1]
            self.say(f"master-{last.number}", master_move(self.announcer.table, last.master, last.master_score,
                                                          self.tiles, self.spell_master), at)

    def clip(self, name: str, timeout: float = 15.0) -> Clip | None:
        """The clip `name` as served: rendered in the announcer's thread (waits for it), encoded once; None if
        unknown. "test" is always known."""
        with self._lock:
            future = self._clips.get(name)
            if future is None and name == TEST:
                future = self._clips[TEST] = self.announcer.prepare(self._test_script())
        if future is None:
            return None
        rendered = future.result(timeout)
        # one encoding however many ask at once: Ogg's stream serial number is random, so two encodings of one
        # clip are two ETags (and every browser would fetch it again)
        with self._encoding:
            with self._lock:
                held = self._encoded.get(name)
            if held is not None and held[0] is future:
                return held[1]
            data = encode(rendered.samples, rendered.sample_rate)
            clip = Clip(data, '"' + hashlib.sha256(data).hexdigest()[:32] + '"', rendered.duration)
            with self._lock:
                self._encoded[name] = (future, clip)
                for gone in [n for n in self._encoded if n not in self._clips]:
                    del self._encoded[gone]
        return clip

    def _test_script(self) -> Script:
        language = getattr(self.announcer.table, "language", "ca")
        words = text("room.sound_test", language)
        return (Chime("call"), Phrase(words, words, NORMAL, 0.0))
