"""What the live host itself says to the judge (a resume, the start time, its refusals), in Catalan and Spanish:
one fixed sentence per key, with named parameters, in the one table of messages (messages/console.py)."""

from __future__ import annotations

from ..language import duration, minutes_seconds as clock
from ..messages import Words, words_by_language
from .resume import Interruption

SAY = words_by_language("live.")      # messages/console.py, keys "live.…"


def said(language: str) -> Words:
    return SAY[language]


def resumed_line(found: Interruption, done: bool, unattended: bool, left_now: float, language: str) -> str:
    """What the judge is told after a resume (live/resume.py `found`): how long the game was down, and the round's
    time: kept and paused, going on, running on (`left_now`), or no round running."""
    words, down = said(language), duration(found.seconds)
    if found.left is not None and done and not unattended:     # (commands only when there is time left)
        return words("paused", down=down, left=clock(found.left))
    if found.left is not None and done:
        return words("goes_on", down=down, left=clock(found.left))
    if found.left is not None:
        return words("running", down=down, left=clock(left_now), lost=clock(found.left))
    return words("down", down=down)


def thawed_line(left: float | None, seconds: float, paused: bool, language: str) -> str:
    """What the judge is told after the process was frozen `seconds` (the laptop suspended): the round's time kept."""
    words, down = said(language), duration(seconds)
    if left is None:
        return words("frozen_between", down=down)
    return words("frozen_paused" if paused else "frozen", down=down, left=clock(left))


def start_line(starts: float | None, now: float, language: str) -> str:
    """An unattended game waiting to start: when (today or tomorrow, in the server's time zone), or for whom."""
    import time

    words = said(language)
    if starts is None or starts <= now:       # nobody in the game yet: round 1 waits for the first player
        return str(words["waits"])
    day = "today" if time.localtime(starts)[:3] == time.localtime(now)[:3] else "tomorrow"
    moment = time.localtime(starts)      # the server's clock: an organiser elsewhere is told which zone it is
    return words("starts", time=time.strftime("%H:%M:%S" if starts % 60 else "%H:%M", moment), day=words[day],
                 zone=time.strftime("%Z", moment) or time.strftime("%z", moment))
