"""The announcer: turns scripts into sound on a worker thread, so the screen and the timer never wait.

`play(script)` returns at once with a `Playback`; rendering (cached per phrase and rate, in memory and on
disk) and output happen behind it. Whatever is missing degrades to the next best thing and says so in
`notice`: Festival's Ona asked for but not installed → espeak-ng; no voice → chimes and on-screen text with
the same pauses; no sound device → silent, still paced in real time.
"""

from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field

import numpy as np

from .audio import Mark, NullOutput, Playback, Rendered, open_output
from .chimes import chime
from .naming import NamingTable, naming_table
from ..messages import sentences, text
from .phrases import FAST, SLOW, Chime, Phrase, Script, rack_call, warning
from .speech import SAMPLE_RATE, Voice, resample
from .voices import choose_voice
from .voice_cache import PhraseCache, quantised

SECONDS_PER_CHARACTER = 0.065  # a silent stand-in for speech when there is no voice, at the normal rate


@dataclass(frozen=True)
class AnnouncerSettings:
    language: str = field(kw_only=True)    # the game's: the voice speaks it
    table: str | None = None   # naming table; None: the language's default
    voice: bool = True
    audio: bool = True
    chimes: bool = True
    slow_rate: int = 130       # words per minute, tiles called one by one
    fast_rate: int = 175       # the rack repeated, and everything else
    volume: float = 1.0
    engine: str = "auto"       # voice.engine: auto (Ona where installed, else espeak-ng), festival, espeak-ng


class Renderer:
    """Script → one buffer. Each phrase is rendered once per rate and kept in memory, and on disk when given a
    `store`: a game repeats the same tiles, and the next game the same tiles and warnings."""

    def __init__(self, voice: Voice | None, settings: AnnouncerSettings, sample_rate: int = SAMPLE_RATE,
                 store: PhraseCache | None = None):
        self.voice = voice
        self.settings = settings
        self.sample_rate = voice.sample_rate if voice else sample_rate
        self.store = store
        self._cache: dict[tuple[str, int], np.ndarray] = {}
        self._chimes: dict[str, np.ndarray] = {}
        self._lock = threading.Lock()

    def rate_of(self, phrase: Phrase) -> int:
        return {SLOW: self.settings.slow_rate, FAST: self.settings.fast_rate}.get(phrase.pace,
                                                                                  self.settings.fast_rate)

    def phrase(self, phrase: Phrase) -> np.ndarray:
        rate = self.rate_of(phrase)
        key = (phrase.spoken, rate)
        with self._lock:
            if key not in self._cache:
                if self.voice is None:
                    seconds = len(phrase.spoken) * SECONDS_PER_CHARACTER * self.settings.fast_rate / rate
                    self._cache[key] = np.zeros(int(seconds * self.sample_rate), dtype=np.float32)
                else:
                    self._cache[key] = self._spoken(phrase.spoken, rate) * self.settings.volume
            return self._cache[key]

    def _spoken(self, text: str, rate: int) -> np.ndarray:
        voice = self.voice
        assert voice is not None
        if self.store is None:
            return voice.render(text, rate)
        path = self.store.path(voice.engine, voice.name, voice.sample_rate, rate, text)
        samples = self.store.get(path, voice.sample_rate)
        if samples is None:
            samples = quantised(voice.render(text, rate))
            self.store.put(path, samples, voice.sample_rate)
        return samples

    def chime(self, name: str) -> np.ndarray:
        with self._lock:
            if name not in self._chimes:
                self._chimes[name] = chime(name, self.sample_rate, 0.5 * self.settings.volume)
            return self._chimes[name]

    def render(self, script: Script) -> Rendered:
        parts: list[np.ndarray] = []
        marks: list[Mark] = []
        at = 0
        for item in script:
            sound = self.chime(item.name) if isinstance(item, Chime) else self.phrase(item)
            if isinstance(item, Chime) and not self.settings.chimes:
                sound = sound[:0]
            pause = np.zeros(int(item.pause * self.sample_rate), dtype=np.float32)
            marks.append(Mark(at / self.sample_rate, (at + sound.size) / self.sample_rate, item))
            parts += [sound, pause]
            at += sound.size + pause.size
        samples = np.concatenate(parts) if parts else np.zeros(0, dtype=np.float32)
        return Rendered(samples.astype(np.float32, copy=False), self.sample_rate, tuple(marks))


class Announcer:
    def __init__(self, settings: AnnouncerSettings, voice: Voice | None | str = "auto",
                 output=None):
        self.settings = settings
        self.table: NamingTable = naming_table(settings.language, settings.table)
        notices = []
        if voice == "auto":
            voice, missing = choose_voice(settings.language, settings.engine) if settings.voice else (None, {})
            if voice is None and missing:
                notices.append(text("voice.voice", settings.language, reason="; ".join(missing.values())))
            elif settings.engine == "festival" and "festival" in missing:
                notices.append(text("voice.fallback", settings.language, reason=missing["festival"]))
        self.renderer = Renderer(voice, settings, store=PhraseCache())  # type: ignore[arg-type]
        if output is None:
            output, reason = open_output(self.renderer.sample_rate, settings.audio)
            if reason:
                key = "no_device" if reason.key == "sound.none" else "audio"
                notices.append(text(f"voice.{key}", settings.language, reason=reason))
        self.output = output
        self.notice = " ".join(notices)          # each notice is a sentence of its own
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="conductor-announcer")

    @property
    def silent(self) -> bool:
        return isinstance(self.output, NullOutput)

    @property
    def speaking(self) -> str:
        """Which voice speaks, in the game's language ("Veu: Festival Ona (upc_ca_ona_hts)")."""
        said = sentences("voice.", self.settings.language)     # messages/training.py
        voice = self.renderer.voice
        return said("speaking", voice=voice.name) if voice is not None else said["silent"]

    def prepare(self, script: Script) -> Future:
        """Render `script` in the background (e.g. the next call while the master move is on screen)."""
        return self._worker.submit(self._render, script)

    def _render(self, script: Script) -> Rendered:
        rendered = self.renderer.render(script)
        if rendered.sample_rate != self.output.sample_rate:
            rendered = Rendered(resample(rendered.samples, rendered.sample_rate, self.output.sample_rate),
                                self.output.sample_rate, rendered.marks)
        return rendered

    def play(self, script: Script | Rendered, interrupt: bool = False) -> Playback:
        """Start saying `script` as soon as it is rendered; never waits. Warnings pass `interrupt=True`."""
        if isinstance(script, Rendered):
            return self.output.play(script, interrupt)
        playback = self.output.play(Playback(), interrupt)
        self.prepare(script).add_done_callback(lambda future: _supply(playback, future))
        return playback

    def warm_up(self) -> Future:
        """Render every fixed phrase once, in the background: the tile names, "1 minut!", "30 segons!",
        "Temps!" and the chimes (from the disk cache after the first game). Each rack's call is then
        rendered as soon as it is drawn (`prepare`), so a call never waits for the voice."""
        return self._worker.submit(self._warm_up)

    def _warm_up(self) -> int:
        tiles = list(self.table.letters) + list(self.table.whole)
        script = rack_call(self.table, [], tiles)[:-2] + warning(self.table, 60) + warning(self.table, 30) \
            + warning(self.table, 0)
        for item in script:
            if isinstance(item, Chime):
                self.renderer.chime(item.name)
            else:
                self.renderer.phrase(item)
        if self.renderer.store is not None:
            self.renderer.store.trim()
        return len(script)

    def stop(self) -> None:
        self.output.stop()

    def close(self) -> None:
        self.output.close()
        self._worker.shutdown(wait=False, cancel_futures=True)
        if self.renderer.voice is not None:
            self.renderer.voice.close()


def _supply(playback: Playback, future: Future) -> None:
    error = future.exception()
    if error is not None:
        playback.fail(str(error))
    else:
        playback.supply(future.result())
