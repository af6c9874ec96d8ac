"""What the live host itself says to the judge (a resume, the start time, its refusals), in Catalan and Spanish:
one fixed sentence per key, with named parameters, in the one table of messages (messages/console.py)."""

from __future__ import annotations

from ..messages import by_language

SAY = by_language("live.")      # messages/console.py, keys "live.…"


def said(language: str) -> dict:
    return SAY.get(language, SAY["ca"])


def duration(seconds: float, language: str) -> str:
    """How long, as a judge says it: "16 s", "3 min 5 s", "2 h 10 min"."""
    seconds = max(0, round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes} min {seconds} s" if seconds else f"{minutes} min"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes} min" if minutes else f"{hours} h"


def clock(seconds: float) -> str:
    """A round's time left as the room's clock shows it: "2:51"."""
    whole = max(0, round(seconds))
    return f"{whole // 60}:{whole % 60:02d}"
