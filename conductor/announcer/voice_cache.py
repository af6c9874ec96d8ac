"""Rendered phrases kept on disk, so the next game's tile names and warnings need no rendering at all.

One 16-bit WAV per phrase, named by the hash of what made it: engine, voice, sample rate, words a minute and
text (and this format's version). The folder is the user's cache (`~/.cache/conductor/voice`, or
`$CONDUCTOR_CACHE_DIR/voice`, like the compiled word lists). The cache only saves time: a file that cannot be
read or written is rendered again, and the folder is trimmed to its newest files when it grows past its limit.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import wave
from pathlib import Path

import numpy as np

from ..data import cache_dir

FORMAT = 1
LIMIT_BYTES = 64 * 1024 * 1024    # about 6 hours of speech; a game adds about 2 MB (its rack repeats)


def cache_folder() -> Path:
    return cache_dir() / "voice"


def quantised(samples: np.ndarray) -> np.ndarray:
    """What a phrase sounds like once stored: the same samples whether it was rendered now or read back."""
    return (np.round(np.clip(samples, -1.0, 1.0) * 32767) / 32767).astype(np.float32)


class PhraseCache:
    def __init__(self, folder: Path | None = None, limit_bytes: int = LIMIT_BYTES):
        self.folder = folder if folder is not None else cache_folder()
        self.limit_bytes = limit_bytes

    def path(self, engine: str, voice: str, sample_rate: int, words_per_minute: int, text: str) -> Path:
        key = json.dumps([FORMAT, engine, voice, sample_rate, words_per_minute, text], ensure_ascii=False)
        return self.folder / f"{hashlib.sha256(key.encode()).hexdigest()[:40]}.wav"

    def get(self, path: Path, sample_rate: int) -> np.ndarray | None:
        try:
            with wave.open(str(path), "rb") as wav:
                if (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) != (1, 2, sample_rate):
                    return None
                frames = wav.readframes(wav.getnframes())
            os.utime(path)   # recently used: kept when the folder is trimmed
        except (OSError, EOFError, wave.Error):
            return None
        samples = np.frombuffer(frames, dtype="<i2")
        return samples.astype(np.float32) / 32767 if samples.size else None

    def put(self, path: Path, samples: np.ndarray, sample_rate: int) -> None:
        """Written whole or not at all (a temporary file renamed), so a crash never leaves half a phrase."""
        pcm = (np.round(np.clip(samples, -1.0, 1.0) * 32767)).astype("<i2")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(dir=self.folder, prefix=".phrase-", suffix=".tmp")
            try:
                with os.fdopen(handle, "wb") as raw, wave.open(raw, "wb") as wav:
                    wav.setnchannels(1)
                    wav.setsampwidth(2)
                    wav.setframerate(sample_rate)
                    wav.writeframes(pcm.tobytes())
                os.replace(temporary, path)
            except BaseException:
                Path(temporary).unlink(missing_ok=True)
                raise
        except OSError:
            pass   # a read-only or full disk: the phrase is rendered again next time

    def trim(self) -> int:
        """Remove the least recently used phrases past the limit; how many went."""
        try:
            files = [(entry.stat().st_mtime, entry.stat().st_size, entry) for entry in self.folder.glob("*.wav")]
        except OSError:
            return 0
        total = sum(size for _, size, _ in files)
        removed = 0
        for _, size, entry in sorted(files, key=lambda item: item[0]):
            if total <= self.limit_bytes:
                break
            try:
                entry.unlink()
            except OSError:
                continue
            total -= size
            removed += 1
        return removed
