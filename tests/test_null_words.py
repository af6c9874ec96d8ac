"""Null reasons typed in the game's language: Catalan and Spanish words, with or without
accents, in any case, and the English keys, read as the log's keys."""

import pytest

from conductor.game.null_words import KEYS, null_reason_key, reason_choices


@pytest.mark.parametrize("typed, key", [
    ("coordenada", "coord"), ("COORD", "coord"), ("Coordenades", "coord"), ("paraula", "word"), ("MOT", "word"),
    ("escarràs", "blank"), ("escarras", "blank"), ("ESCARRÀS", "blank"), ("tard", "late"), ("tardana", "late"),
    ("fora de temps", "late"), ("Fora-de-temps", "late"), ("word", "word"), ("late", "late"), ("blank", "blank"),
])
def test_catalan(typed, key):
    assert null_reason_key(typed, "ca") == key


@pytest.mark.parametrize("typed, key", [
    ("coordenada", "coord"), ("palabra", "word"), ("comodín", "blank"), ("COMODIN", "blank"), ("tarde", "late"),
    ("fuera de tiempo", "late"), ("Fuera  de  Tiempo", "late"), ("coord", "coord"),
])
def test_spanish(typed, key):
    assert null_reason_key(typed, "es") == key


def test_the_other_language_and_nonsense():
    assert null_reason_key("tarde", "ca") == "late" and null_reason_key("paraula", "es") == "word"
    assert null_reason_key("perquè sí", "ca") is None and null_reason_key("", "es") is None


def test_choices_name_every_key_in_the_language():
    assert reason_choices("ca") == "coordenada, paraula, escarràs, tard"
    assert reason_choices("es") == "coordenada, palabra, comodín, tarde"
    for language in ("ca", "es"):
        assert [null_reason_key(w, language) for w in reason_choices(language).split(", ")] == list(KEYS)
