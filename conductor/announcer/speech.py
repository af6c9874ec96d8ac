"""Speech engines: text in, audio samples out. Nothing here plays sound.

Two engines (`voice.engine`): Festival's Ona for Catalan (festival.py), where it is installed, and espeak-ng.
espeak-ng runs in-process through a small ctypes binding (espeak_library.py), used synchronously: pyttsx3's engine
has the bugs PLATFORM.md lists (runAndWait returning early, queued utterances lost, later say() calls writing
into the last file, unknown voices silently ignored) and, measured here, a rate that sometimes lags one
phrase behind. The espeak-ng program is its fallback.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
import threading
import wave
from pathlib import Path
from typing import Protocol

import numpy as np

from ..messages import KeyedError, Message, message_of

SAMPLE_RATE = 22050
_ENGINE_LOCK = threading.Lock()  # libespeak-ng has one voice, rate and callback per process


class SpeechUnavailable(KeyedError):
    """No speech engine or no voice for the language; the message (messages/errors.py) says which, for the judge."""


class Voice(Protocol):
    engine: str        # "festival" or "espeak-ng": what `voice.engine` chooses
    name: str          # the engine's voice, shown by `doctor` and part of the disk cache's key
    sample_rate: int

    def render(self, text: str, words_per_minute: int) -> np.ndarray: ...

    def close(self) -> None: ...


def read_wav(path: Path) -> tuple[np.ndarray, int]:
    """Mono 16-bit WAV → float32 samples in [-1, 1] and the sample rate."""
    with wave.open(str(path), "rb") as wav:
        if wav.getsampwidth() != 2:
            raise SpeechUnavailable("speech.wav", path=str(path))
        frames = wav.readframes(wav.getnframes())
        samples = np.frombuffer(frames, dtype="<i2").astype(np.float32) / 32768.0
        if wav.getnchannels() > 1:
            samples = samples.reshape(-1, wav.getnchannels()).mean(axis=1)
        return samples, wav.getframerate()


def trim(samples: np.ndarray, rate: int, threshold: float = 0.01, margin: float = 0.02) -> np.ndarray:
    """Cut the voice's own leading and trailing silence; the script decides the pauses."""
    loud = np.flatnonzero(np.abs(samples) > threshold)
    if loud.size == 0:
        return samples[:0]
    pad = int(margin * rate)
    return samples[max(0, loud[0] - pad):loud[-1] + pad + 1]


class EspeakLibraryVoice:
    """libespeak-ng in-process, in synchronous mode (a few ms a phrase), through espeak_library.py: the system's
    library on Linux, the espeakng-loader wheel's on Windows and macOS (conductor/platforms.py).

    pyttsx3's engine loop runs espeak asynchronously, and here it rendered about one phrase in eight at the
    previous phrase's rate, and now and then an empty file. Synchronous synthesis has no such race: each
    call sets the voice and the rate, synthesises, and returns with every sample.
    """

    _initialised: set[int] = set()
    engine = "espeak-ng"

    def __init__(self, language: str):
        from .espeak_library import load

        try:
            self._espeak = load()
        except Exception as error:  # OSError when libespeak-ng is missing, ImportError without espeakng-loader
            raise SpeechUnavailable("speech.library", why=message_of(error)) from error
        with _ENGINE_LOCK:
            if id(self._espeak) not in EspeakLibraryVoice._initialised:
                try:
                    rate = self._espeak.initialize()
                except ValueError as error:        # a data folder's path Windows cannot give a C library
                    raise SpeechUnavailable("speech.library", why=message_of(error)) from error
                if rate != SAMPLE_RATE:
                    raise SpeechUnavailable("speech.library_start", data=self._espeak.data or Message("speech.its_own"))
                EspeakLibraryVoice._initialised.add(id(self._espeak))
            every = self._espeak.voices()
            if not every:                          # its data folder unreadable (eSpeak NG said why on stderr)
                raise SpeechUnavailable("speech.library_voices", data=self._espeak.data or "espeak-ng-data")
            voices = [identifier for languages, identifier in every if languages == language]
            if not voices:
                raise SpeechUnavailable("speech.espeak_language", language=language)
            self._voice_id = voices[0]
        self.name = f"libespeak-ng {self._voice_id.decode()}"
        self.sample_rate = SAMPLE_RATE
        self._chunks: list[np.ndarray] = []

    def _collect(self, wav, count) -> None:
        if count > 0:
            self._chunks.append(np.ctypeslib.as_array(wav, shape=(count,)).copy())

    def render(self, text: str, words_per_minute: int) -> np.ndarray:
        espeak = self._espeak
        with _ENGINE_LOCK:
            if not espeak.set_voice(self._voice_id):
                raise SpeechUnavailable("speech.espeak_voice", voice=self._voice_id.decode())
            espeak.set_rate(words_per_minute)
            self._chunks = []
            espeak.synthesize(text, self._collect)
            chunks, self._chunks = self._chunks, []
        if not chunks:
            raise SpeechUnavailable("speech.nothing", engine="espeak-ng", text=repr(text))
        return trim(np.concatenate(chunks).astype(np.float32) / 32768.0, self.sample_rate)

    def close(self) -> None:
        """libespeak-ng stays loaded for the process: other voices share it."""


class EspeakCommandVoice:
    """The espeak-ng program, one process per phrase (~40 ms): for machines where the library cannot be loaded."""

    engine = "espeak-ng"

    def __init__(self, language: str):
        found = shutil.which("espeak-ng")
        if found is None:
            raise SpeechUnavailable("speech.espeak_missing")
        self._program = found
        listing = subprocess.run([self._program, "--voices"], capture_output=True, text=True).stdout
        if not any(line.split()[1:2] == [language] for line in listing.splitlines()[1:]):
            raise SpeechUnavailable("speech.espeak_language", language=language)
        self._language = language
        self.name = f"espeak-ng -v {language}"
        self.sample_rate = SAMPLE_RATE

    def render(self, text: str, words_per_minute: int) -> np.ndarray:
        with tempfile.TemporaryDirectory(prefix="conductor-voice-") as folder:
            path = Path(folder) / "phrase.wav"
            done = subprocess.run([self._program, "-v", self._language, "-s", str(words_per_minute), "-w",
                                   str(path), text], capture_output=True, text=True)
            if done.returncode != 0 or not path.exists():
                raise SpeechUnavailable("speech.espeak_failed", why=done.stderr.strip())
            samples, rate = read_wav(path)
        if rate != self.sample_rate:
            samples = resample(samples, rate, self.sample_rate)
        return trim(samples, self.sample_rate)

    def close(self) -> None:
        pass


def resample(samples: np.ndarray, rate: int, target: int) -> np.ndarray:
    if rate == target or samples.size == 0:
        return samples
    length = int(round(samples.size * target / rate))
    return np.interp(np.linspace(0, samples.size - 1, length), np.arange(samples.size), samples).astype(np.float32)


def resample_band_limited(samples: np.ndarray, rate: int, target: int) -> np.ndarray:
    """Resampling through the spectrum: a voice rendered at 16 kHz keeps its highs clean at 22.05 kHz,
    where linear interpolation would add images of them."""
    if rate == target or samples.size == 0:
        return samples.astype(np.float32, copy=False)
    step = rate // np.gcd(rate, target)                    # pad to a length both rates divide exactly
    padded = -(-(samples.size + rate // 50) // step) * step  # and by 20 ms, so the ends do not wrap round
    length = padded * target // rate
    spectrum = np.fft.rfft(samples.astype(np.float64), padded)
    wider = np.zeros(length // 2 + 1, dtype=complex)
    keep = min(wider.size, spectrum.size)
    wider[:keep] = spectrum[:keep]
    out = np.fft.irfft(wider, length) * (length / padded)
    return out[:int(round(samples.size * target / rate))].astype(np.float32)
