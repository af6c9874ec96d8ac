"""What the screens say, in the game's language (the code keeps English names): the projector's words
(messages/screens.py, keys "projector.…") and the training window's (messages/training.py, "training.…")."""

from __future__ import annotations

from ..messages import Words, sentences


def training_words(language: str) -> Words:
    return sentences("training.", language)


def words(language: str) -> Words:
    return sentences("projector.", language)
