"""The disk cache of rendered phrases, with both real engines: a second game's warm-up renders nothing, the
key tells engines, rates and texts apart, and a damaged or full cache only costs a render."""

import os

import numpy as np
import pytest

from conductor.announcer.announcer import Announcer, AnnouncerSettings, Renderer
from conductor.announcer.audio import NullOutput
from conductor.announcer.phrases import SLOW, Phrase
from conductor.announcer.speech import SAMPLE_RATE
from conductor.announcer.voice_cache import PhraseCache, cache_folder
from voices import ENGINE_PARAMS, open_engine


class Counted:
    """A real voice that counts what it is asked to render (the cache's whole point is that it is not)."""

    def __init__(self, voice):
        self.voice, self.rendered = voice, []
        self.engine, self.name, self.sample_rate = voice.engine, voice.name, voice.sample_rate

    def render(self, text, words_per_minute):
        self.rendered.append((text, words_per_minute))
        return self.voice.render(text, words_per_minute)

    def close(self):
        self.voice.close()


@pytest.fixture(params=ENGINE_PARAMS)
def voice(request):
    counted = Counted(open_engine("ca", request.param))
    yield counted
    counted.close()


def _announcer(voice, folder):
    announcer = Announcer(AnnouncerSettings(language="ca"), voice=voice, output=NullOutput(SAMPLE_RATE))
    assert announcer.renderer.store.folder == cache_folder()     # the user's cache (the tests' private one)
    announcer.renderer.store = PhraseCache(folder)
    return announcer


def test_a_second_game_warms_up_from_the_disk(voice, tmp_path):
    first = _announcer(voice, tmp_path)
    phrases = first.warm_up().result()
    fixed = len(voice.rendered)
    assert fixed >= 30 and phrases > fixed                   # 31 tile names and 3 warnings; the chimes are made
    assert len(list(tmp_path.glob("*.wav"))) == fixed
    heard = first.renderer.phrase(Phrase("A d'Alacant", "a d'Alacant", SLOW))
    second = _announcer(voice, tmp_path)
    second.warm_up().result()
    assert len(voice.rendered) == fixed                      # nothing rendered again
    again = second.renderer.phrase(Phrase("A d'Alacant", "a d'Alacant", SLOW))
    assert np.array_equal(heard, again)                      # the same samples, rendered or read back


def test_the_key_is_engine_voice_rate_and_text(voice, tmp_path):
    cache = PhraseCache(tmp_path)
    key = cache.path(voice.engine, voice.name, SAMPLE_RATE, 130, "a d'Alacant")
    assert key == cache.path(voice.engine, voice.name, SAMPLE_RATE, 130, "a d'Alacant")
    others = {cache.path("festival" if voice.engine == "espeak-ng" else "espeak-ng", voice.name, SAMPLE_RATE, 130,
                         "a d'Alacant"),
              cache.path(voice.engine, voice.name + " 2", SAMPLE_RATE, 130, "a d'Alacant"),
              cache.path(voice.engine, voice.name, SAMPLE_RATE, 175, "a d'Alacant"),
              cache.path(voice.engine, voice.name, SAMPLE_RATE, 130, "be de Barcelona")}
    assert key not in others and len(others) == 4
    renderer = Renderer(voice, AnnouncerSettings(language="ca"), store=cache)
    slow = renderer.phrase(Phrase("A", "a d'Alacant", SLOW))
    assert key.exists() and cache.get(key, SAMPLE_RATE).size == slow.size
    assert cache.get(key, 16000) is None                     # another sample rate is another voice


def test_a_damaged_entry_is_rendered_again(voice, tmp_path):
    cache = PhraseCache(tmp_path)
    Renderer(voice, AnnouncerSettings(language="ca"), store=cache).phrase(Phrase("B", "be de Barcelona", SLOW))
    (entry,) = tmp_path.glob("*.wav")
    entry.write_bytes(entry.read_bytes()[:30])               # cut short, as a full disk would leave it
    fresh = Renderer(voice, AnnouncerSettings(language="ca"), store=cache).phrase(Phrase("B", "be de Barcelona", SLOW))
    assert len(voice.rendered) == 2 and fresh.size > 0.3 * SAMPLE_RATE
    assert cache.get(entry, SAMPLE_RATE).size == fresh.size  # and stored whole again


def test_an_unwritable_cache_only_costs_renders(voice, tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    renderer = Renderer(voice, AnnouncerSettings(language="ca"), store=PhraseCache(blocked / "voice"))
    assert renderer.phrase(Phrase("C", "ce de Castelló", SLOW)).size > 0


def test_the_folder_is_trimmed_to_its_newest_phrases(tmp_path):
    cache = PhraseCache(tmp_path, limit_bytes=3 * (44 + 2 * SAMPLE_RATE))
    paths = [cache.path("espeak-ng", "v", SAMPLE_RATE, 130, f"phrase {i}") for i in range(5)]
    for age, path in enumerate(paths):
        cache.put(path, np.full(SAMPLE_RATE, 0.25, dtype=np.float32), SAMPLE_RATE)
        stamp = 1_000_000 + age
        os.utime(path, (stamp, stamp))
    assert cache.get(paths[0], SAMPLE_RATE) is not None      # read: now the most recently used
    assert cache.trim() == 2
    assert [path.exists() for path in paths] == [True, False, False, True, True]


def test_the_users_cache_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("CONDUCTOR_CACHE_DIR", str(tmp_path))
    assert cache_folder() == tmp_path / "voice"
    monkeypatch.delenv("CONDUCTOR_CACHE_DIR")
    assert cache_folder().parts[-2:] == ("conductor", "voice")
