"""Rendered scripts and where they are played: a sound device, or nowhere (silent, same timing).

A `Rendered` script is one buffer of samples plus the time span of every phrase in it, so the screen can
show the phrase being said. Outputs never block the caller: `play` queues and returns a `Playback` whose
`done` event fires when the last sample has been handed over. `SoundDeviceOutput` keeps one stream open
for the whole game and feeds it from a callback, so a cue starts within one audio block.
"""

from __future__ import annotations

import threading
import time
import wave
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ..messages import KeyedError, Message, message_of


@dataclass(frozen=True)
class Mark:
    start: float
    end: float
    item: Any   # the Phrase or Chime sounding in [start, end)


@dataclass(frozen=True)
class Rendered:
    samples: np.ndarray   # float32 mono
    sample_rate: int
    marks: tuple[Mark, ...] = ()

    @property
    def duration(self) -> float:
        return self.samples.size / self.sample_rate

    def item_at(self, seconds: float) -> Any:
        """The phrase or chime being heard `seconds` after the start (the last one during its pause)."""
        current = None
        for mark in self.marks:
            if mark.start <= seconds:
                current = mark.item
        return current

    def write_wav(self, path) -> None:
        """To a path or a binary file (a server answers with the bytes)."""
        pcm = (np.clip(self.samples, -1.0, 1.0) * 32767).astype("<i2")
        with wave.open(str(path) if isinstance(path, (str, Path)) else path, "wb") as wav:
            wav.setnchannels(1)
            wav.setsampwidth(2)
            wav.setframerate(self.sample_rate)
            wav.writeframes(pcm.tobytes())


@dataclass
class Playback:
    """One script on its way out. It can be queued before its audio exists (`rendered` None until ready)."""
    rendered: Rendered | None = None
    cued_at: float = field(default_factory=time.perf_counter)
    started_at: float | None = None   # when its first sample went to the device (perf_counter)
    device_delay: float = 0.0         # the device's own buffering after that, as the stream reports it
    offset: int = 0
    done: threading.Event = field(default_factory=threading.Event)
    ready: threading.Event = field(default_factory=threading.Event)
    cancelled: bool = False
    error: str = ""

    def __post_init__(self) -> None:
        if self.rendered is not None:
            self.ready.set()

    def supply(self, rendered: Rendered) -> None:
        self.rendered = rendered
        self.ready.set()

    def fail(self, reason: str) -> None:
        self.error = reason
        self.cancel()

    def elapsed(self) -> float:
        return 0.0 if self.started_at is None else time.perf_counter() - self.started_at

    def current(self) -> Any:
        if self.started_at is None or self.done.is_set() or self.rendered is None:
            return None
        return self.rendered.item_at(self.elapsed())

    def cancel(self) -> None:
        self.cancelled = True
        self.ready.set()
        self.done.set()


class _Queue:
    """The playbacks waiting for an output, in order; `interrupt` drops what is queued (warnings)."""

    def __init__(self) -> None:
        self.lock = threading.Condition()
        self.items: list[Playback] = []

    def put(self, item: Rendered | Playback, interrupt: bool) -> Playback:
        playback = item if isinstance(item, Playback) else Playback(item)
        with self.lock:
            if interrupt:
                self._drop()
            self.items.append(playback)
            self.lock.notify()
        return playback

    def _drop(self) -> None:
        for queued in self.items:
            queued.cancel()
        self.items.clear()

    def clear(self) -> None:
        with self.lock:
            self._drop()


class AudioUnavailable(KeyedError):
    """No usable sound device; the message (messages/errors.py "sound.…") says why, for the notice on screen."""


class _QueuedOutput:
    """What both outputs share: a queue that `play` fills and `stop` empties."""

    _queue: _Queue

    def play(self, item: Rendered | Playback, interrupt: bool = False) -> Playback:
        return self._queue.put(item, interrupt)

    def stop(self) -> None:
        self._queue.clear()


class NullOutput(_QueuedOutput):
    """Plays nothing but keeps time, so a silent game is paced exactly like a spoken one."""

    name = "silent"

    def __init__(self, sample_rate: int, reason: object = ""):
        self.sample_rate = sample_rate
        self.reason = reason
        self._queue = _Queue()
        threading.Thread(target=self._run, name="conductor-null-audio", daemon=True).start()

    def _run(self) -> None:
        queue = self._queue
        while True:
            with queue.lock:
                while not queue.items:
                    queue.lock.wait()
                playback = queue.items[0]
            playback.ready.wait()
            if not playback.cancelled and playback.rendered is not None:
                playback.started_at = time.perf_counter()
                playback.done.wait(playback.rendered.duration)
            playback.done.set()
            with queue.lock:
                if queue.items and queue.items[0] is playback:
                    queue.items.pop(0)

    def close(self) -> None:
        self.stop()


class SoundDeviceOutput(_QueuedOutput):
    """One PortAudio stream, open all game long, fed from a queue in its callback."""

    def __init__(self, sample_rate: int, device: Any = None, block: int = 256):
        try:
            import sounddevice
        except (ImportError, OSError) as error:  # OSError: libportaudio2 missing
            raise AudioUnavailable("sound.portaudio", why=message_of(error)) from error
        self._sd = sounddevice
        self._queue = _Queue()
        self.sample_rate = sample_rate
        try:
            self._stream = sounddevice.OutputStream(samplerate=sample_rate, channels=1, dtype="float32",
                                                    device=device, blocksize=block, latency="low",
                                                    callback=self._callback)
            self._stream.start()
        except Exception as error:  # PortAudioError, ValueError: no device, or none that plays this rate
            if not sounddevice.query_devices():
                raise AudioUnavailable("sound.none") from error
            raise AudioUnavailable("sound.device", why=message_of(error)) from error
        info = sounddevice.query_devices(self._stream.device)
        self.name = str(info.get("name", "audio device"))
        self.latency = float(self._stream.latency)

    def _callback(self, outdata, frames, time_info, status) -> None:
        out = outdata[:, 0]
        filled = 0
        queue = self._queue
        with queue.lock:
            while filled < frames and queue.items:
                playback = queue.items[0]
                if not playback.ready.is_set():
                    break  # still rendering: silence until it is ready, keeping its place
                samples = playback.rendered.samples if playback.rendered is not None else None
                if playback.cancelled or samples is None or playback.offset >= samples.size:
                    queue.items.pop(0)
                    playback.done.set()
                    continue
                if playback.started_at is None:
                    playback.started_at = time.perf_counter()
                    playback.device_delay = max(0.0, time_info.outputBufferDacTime - time_info.currentTime)
                n = min(frames - filled, samples.size - playback.offset)
                out[filled:filled + n] = samples[playback.offset:playback.offset + n]
                playback.offset += n
                filled += n
        out[filled:] = 0.0

    def close(self) -> None:
        self.stop()
        try:
            self._stream.close()
        except Exception:  # noqa: BLE001 - the device may already be gone; nothing left to save
            pass


def open_output(sample_rate: int, enabled: bool = True, device: Any = None) -> tuple[Any, Message | None]:
    """A sound device if one works, else a silent output and the reason (shown as a notice, never fatal)."""
    if not enabled:
        return NullOutput(sample_rate, "audio disabled in the settings"), None
    try:
        return SoundDeviceOutput(sample_rate, device), None
    except AudioUnavailable as error:
        return NullOutput(sample_rate, error.message), error.message
