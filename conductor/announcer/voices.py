"""Which speech engine speaks a language: Festival's Ona for Catalan where it is installed, else espeak-ng.

Apart from speech.py and festival.py, which it chooses between, so neither imports the other's chooser."""

from __future__ import annotations

from ..messages import Joined, KeyedError, Message
from .festival import FestivalVoice
from .speech import EspeakCommandVoice, EspeakLibraryVoice, SpeechUnavailable, Voice

ENGINES = ("auto", "festival", "espeak-ng")


def _candidates(engine: str) -> tuple[type, ...]:
    return {"festival": (FestivalVoice,), "espeak-ng": (EspeakLibraryVoice, EspeakCommandVoice)}[engine]


def choose_voice(language: str, engine: str = "auto") -> tuple[Voice | None, dict[str, Message]]:
    """The voice for `language`: the engine asked for, else espeak-ng (auto: Ona where it speaks the
    language). Also why each engine tried could not speak, so the caller can say so."""
    if engine not in ENGINES:
        raise KeyedError("announce.choice", what="voice.engine", value=engine, choices=", ".join(ENGINES))
    order = ["festival", "espeak-ng"] if engine in ("auto", "festival") else ["espeak-ng"]
    missing: dict[str, Message] = {}
    for name in order:
        reasons = []
        for kind in _candidates(name):
            try:
                return kind(language), missing
            except SpeechUnavailable as error:
                reasons.append(error.message)
        missing[name] = Message("speech.reasons", reasons=Joined(reasons, "; "))
    return None, missing
