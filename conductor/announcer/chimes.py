"""Chimes synthesised in code: one per cue, different enough to tell apart with eyes closed.

No binary assets: each chime is a few bell notes (a fundamental with two decaying partials and a short
attack, so there is no click) at the voice's sample rate.
"""

from __future__ import annotations

import numpy as np

from ..messages import KeyedError

# name → notes as (frequency Hz, start s, length s)
CHIMES: dict[str, tuple[tuple[float, float, float], ...]] = {
    "call": ((523.25, 0.0, 0.35), (659.25, 0.14, 0.45)),                               # rising pair: listen
    "one_minute": ((880.0, 0.0, 0.45), (880.0, 0.3, 0.6)),                             # two equal bells
    "thirty_seconds": ((987.77, 0.0, 0.3), (987.77, 0.2, 0.3), (987.77, 0.4, 0.55)),  # three quick bells
    "time": ((783.99, 0.0, 0.6), (659.25, 0.28, 0.6), (523.25, 0.56, 1.1)),            # falling three: stop
}


def _bell(frequency: float, seconds: float, rate: int) -> np.ndarray:
    t = np.arange(int(seconds * rate)) / rate
    tone = (np.sin(2 * np.pi * frequency * t)
            + 0.4 * np.sin(2 * np.pi * 2.0 * frequency * t) * np.exp(-t * 6)
            + 0.2 * np.sin(2 * np.pi * 3.01 * frequency * t) * np.exp(-t * 9))
    envelope = np.exp(-t * 4.5) * np.minimum(1.0, t / 0.005)
    return tone * envelope


def chime(name: str, rate: int, volume: float = 0.5) -> np.ndarray:
    """The chime `name` as float32 samples in [-volume, volume]."""
    try:
        notes = CHIMES[name]
    except KeyError:
        raise KeyedError("announce.choice", what="chime", value=name, choices=", ".join(CHIMES)) from None
    length = max(start + seconds for _, start, seconds in notes)
    out = np.zeros(int(length * rate) + 1, dtype=np.float64)
    for frequency, start, seconds in notes:
        note = _bell(frequency, seconds, rate)
        begin = int(start * rate)
        out[begin:begin + len(note)] += note
    out *= volume / max(1e-9, float(np.abs(out).max()))
    return out.astype(np.float32)
