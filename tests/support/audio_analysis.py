"""Measuring rendered or recorded speech: loudness and the silence-separated stretches in it."""

from __future__ import annotations

import numpy as np

WINDOW = 0.01  # seconds


def levels(samples: np.ndarray, rate: int) -> np.ndarray:
    win = int(WINDOW * rate)
    n = samples.size // win
    return np.sqrt((samples[:n * win].reshape(n, win).astype(np.float64) ** 2).mean(axis=1))


def segments(samples: np.ndarray, rate: int, gap: float = 0.45, threshold: float = 0.01) -> list[tuple[float, float]]:
    """(start, end) seconds of each sounding stretch; silences shorter than `gap` do not split a stretch."""
    found: list[tuple[float, float]] = []
    start = end = None
    for i, loud in enumerate(levels(samples, rate) > threshold):
        t = i * WINDOW
        if loud:
            if start is not None and t - end >= gap:
                found.append((start, end))
                start = None
            if start is None:
                start = t
            end = t + WINDOW
    if start is not None:
        found.append((start, end))
    return found


def expected_segments(script, gap: float = 0.45) -> int:
    """How many stretches a script should sound as: its items, merged where the pause after one is short."""
    return 1 + sum(1 for item in script[:-1] if item.pause >= gap)


def dominant_frequency(samples: np.ndarray, rate: int) -> float:
    spectrum = np.abs(np.fft.rfft(samples * np.hanning(samples.size)))
    return float(np.fft.rfftfreq(samples.size, 1 / rate)[int(np.argmax(spectrum))])
