"""Numbers as people type them, read strictly: the ASCII digits 0–9 only.

`str.isdigit` says yes to "²", "①" and "١٢", and `int` then fails on some of them and reads others as other
numbers; one such character in a slip once stopped the whole conductor. Every number typed by a judge or sent
from the network is read here."""

from __future__ import annotations


def whole(text: str, digits: int = 9) -> int | None:
    """A whole number of at most `digits` ASCII digits, or None."""
    if 0 < len(text) <= digits and text.isascii() and text.isdigit():
        return int(text)
    return None


def is_whole(text: str, digits: int = 9) -> bool:
    return whole(text, digits) is not None
