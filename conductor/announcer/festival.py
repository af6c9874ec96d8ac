"""Festival with Ona, the Festcat Catalan voice (Debian `festival` + `festvox-ca-ona-hts`): more natural than
espeak-ng's Catalan, and still offline.

One `festival --pipe` process serves the whole game: starting Festival and loading Ona takes about 0.3 s,
a phrase then 20–40 ms (text2wave would pay the start on every phrase). Festival's stdout is block-buffered
on a pipe, so each command ends by writing a numbered marker to stderr, which is not; whatever else Festival
says there is kept as the reason when a phrase fails. Text goes inside a Scheme string, escaped, in
ISO-8859-15 (the voice's coding; UTF-8 would lose "ç" and the accents), never on a command line.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
import threading
import unicodedata
from pathlib import Path

import numpy as np

from ..messages import Message, message_of
from .speech import SAMPLE_RATE, SpeechUnavailable, read_wav, resample_band_limited, trim

VOICE = "upc_ca_ona_hts"
CODING = "iso-8859-15"
# Ona's pace at speed 1.0, in espeak-ng's words a minute: the rack call of tests/test_announcer_voice.py
# lasts about as long with both engines at the configured slow and fast rates (measured in that test).
NATURAL_WPM = 150
LOUDNESS = 0.12     # RMS of the sounding part, espeak-ng's level, so switching engines keeps the room's volume
PEAK = 0.89
HEAP = 1_000_000    # Lisp cells: Festival's default, 10 million, holds 340 MB; this one 65 MB, 400 phrases long
START_SECONDS = 30.0
PHRASE_SECONDS = 30.0


def scheme_string(text: str) -> str:
    """`text` as a Scheme string literal that the voice's coding holds: what the coding lacks keeps the parts
    it has ("ŀ" → "l·", "ō" → "o") or goes."""
    kept = []
    for ch in unicodedata.normalize("NFC", " ".join(text.split())):
        for part in ch if _fits(ch) else unicodedata.normalize("NFKD", ch):
            if _fits(part):
                kept.append("\\" + part if part in '\\"' else part)
    return '"' + "".join(kept) + '"'


def _fits(ch: str) -> bool:
    try:
        ch.encode(CODING)
    except UnicodeEncodeError:
        return False
    return True


def speed(words_per_minute: int) -> float:
    """hts_engine's speed factor (-r): 1.0 is Ona's own pace, 0.87 slower (130 a minute), 1.17 faster (175)."""
    return round(words_per_minute / NATURAL_WPM, 3)


def level(samples: np.ndarray) -> np.ndarray:
    """Ona's phrases vary in loudness (and now and then touch full scale): bring each to espeak-ng's level."""
    sounding = samples[np.abs(samples) > 0.01]
    if sounding.size == 0:
        return samples
    gain = min(LOUDNESS / float(np.sqrt(np.mean(sounding.astype(np.float64) ** 2))),
               PEAK / float(np.abs(samples).max()))
    return (samples * gain).astype(np.float32)


class FestivalVoice:
    """Festival's Ona, one process kept open; Catalan only (Debian packages no Spanish Festival voice)."""

    engine = "festival"

    def __init__(self, language: str, program: str | None = None):
        if language != "ca":
            raise SpeechUnavailable("speech.festival_language", language=language)
        found = program or shutil.which("festival")
        if found is None:
            raise SpeechUnavailable("speech.festival_missing")
        self._program = found
        self.name = f"Festival Ona ({VOICE})"
        self.sample_rate = SAMPLE_RATE
        self._lock = threading.Lock()
        self._folder = tempfile.TemporaryDirectory(prefix="conductor-festival-")
        self._process: subprocess.Popen | None = None
        self._count = 0
        with self._lock:
            try:
                self._start()
            except SpeechUnavailable:
                self._folder.cleanup()
                raise

    def _start(self) -> None:
        try:
            self._process = subprocess.Popen([self._program, "--heap", str(HEAP), "--pipe"], stdin=subprocess.PIPE,
                                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        except OSError as error:
            raise SpeechUnavailable("speech.festival_start", why=message_of(error)) from error
        said = self._command(f"(voice_{VOICE})", '(format stderr "VOICE %s\\n" current-voice)',
                             timeout=START_SECONDS)
        if f"VOICE {VOICE}" not in said:
            self._stop()
            missing = next((line for line in said if "ERROR" in line), "")
            raise SpeechUnavailable("speech.festival_ona_why", why=missing) if missing else \
                SpeechUnavailable("speech.festival_ona")

    def _command(self, *expressions: str, timeout: float) -> list[str]:
        """Send Scheme expressions and wait for the marker after them; Festival's other stderr lines."""
        process = self._process
        assert process is not None and process.stdin is not None and process.stderr is not None
        self._count += 1
        marker = f"CONDUCTOR-DONE {self._count}"
        script = "\n".join((*expressions, f'(format stderr "{marker}\\n")', ""))
        watchdog = threading.Timer(timeout, process.kill)
        watchdog.start()
        said: list[str] = []
        try:
            process.stdin.write(script.encode(CODING))
            process.stdin.flush()
            for raw in process.stderr:
                line = raw.decode(CODING, errors="replace").strip()
                if line == marker:
                    return said
                said.append(line)
        except OSError as error:   # BrokenPipeError: Festival has gone
            said.append(str(error))
        finally:
            watchdog.cancel()
        self._stop()
        raise SpeechUnavailable("speech.festival_stopped", why="; ".join(said[-3:]) or Message("speech.no_answer"))

    def render(self, text: str, words_per_minute: int) -> np.ndarray:
        path = Path(self._folder.name) / "phrase.wav"
        with self._lock:
            if self._process is None or self._process.poll() is not None:
                self._start()   # once more after a crash; a second failure is the caller's notice
            path.unlink(missing_ok=True)
            factor = speed(words_per_minute)
            said = self._command(
                f'(set! hts_engine_params (append {VOICE}::hts_engine_params (list (list "-r" {factor}))))',
                f"(utt.save.wave (utt.synth (Utterance Text {scheme_string(text)})) {scheme_string(str(path))} 'riff)",
                timeout=PHRASE_SECONDS)
            if not path.exists():
                raise SpeechUnavailable("speech.nothing_why", engine="Festival", text=repr(text), why="; ".join(said[-3:]))
            samples, rate = read_wav(path)
        samples = trim(samples, rate)
        if samples.size == 0:
            raise SpeechUnavailable("speech.silence", engine="Festival", text=repr(text))
        return level(resample_band_limited(samples, rate, self.sample_rate))

    def _stop(self) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        try:
            if process.stdin is not None:
                process.stdin.close()   # Festival leaves at the end of its input
            process.wait(timeout=2)
        except (OSError, subprocess.TimeoutExpired):
            process.kill()
            process.wait()
        if process.stderr is not None:
            process.stderr.close()

    def close(self) -> None:
        with self._lock:
            self._stop()
        self._folder.cleanup()
