"""What the live host itself says to the judge (a resume, the start time, its refusals), in Catalan and Spanish:
one fixed sentence per key, with named parameters, in the one table of messages (messages/console.py)."""

from __future__ import annotations

from typing import Any
from ..messages import by_language

SAY = by_language("live.")      # messages/console.py, keys "live.…"


def said(language: str) -> dict[str, Any]:
    return SAY[language]
