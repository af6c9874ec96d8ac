"""The speech engines the voice tests run with: espeak-ng always, Festival's Ona where it is installed
(`make test` installs it, so CI runs both)."""

from __future__ import annotations

from functools import cache

import pytest

from conductor.announcer.speech import SpeechUnavailable

ENGINES = ("espeak-ng", "festival")
# The engines as a fixture's params: Festival speaks from a process of its own (a real part, tests/support/tiers.py);
# espeak-ng speaks from its library, in this one.
ENGINE_PARAMS = [pytest.param(engine, marks=[pytest.mark.sound] if engine == "festival" else []) for engine in ENGINES]


@cache
def festival_missing() -> str:
    """Why Festival's Ona cannot speak here ("" when it can)."""
    from conductor.announcer.festival import FestivalVoice

    try:
        FestivalVoice("ca").close()
    except SpeechUnavailable as error:
        return str(error)
    return ""


def need(engine: str) -> None:
    if engine == "festival" and festival_missing():
        pytest.skip(f"Festival's Ona is not installed here ({festival_missing()}); "
                    "make test installs festival festvox-ca-ona-hts")


def open_engine(language: str, engine: str):
    """A voice of exactly `engine` for `language`, or the test is skipped because Ona is not installed."""
    from conductor.announcer.voices import choose_voice

    need(engine)
    voice, missing = choose_voice(language, engine)
    assert voice is not None and voice.engine == engine, missing
    return voice
