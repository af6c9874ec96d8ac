"""Real calls rendered by both real engines to WAV, measured with numpy/soundfile: espeak-ng (libespeak-ng
in-process through espeak_library.py, and its program) and Festival's Catalan voice Ona. The tests that need Ona are
skipped only where it is not installed; `make test` installs it."""

import json
import os
import subprocess
import sys

import numpy as np
import pytest
import soundfile

from audio_analysis import dominant_frequency, expected_segments, segments
from paths import ARTIFACTS
from conductor.announcer.announcer import AnnouncerSettings, Renderer
from conductor.announcer.audio import NullOutput
from conductor.announcer.chimes import CHIMES, chime
from conductor.announcer.naming import naming_table
from conductor.announcer.phrases import FAST, SLOW, Pacing, Phrase, master_move, rack_call, warning
from conductor.announcer.speech import EspeakCommandVoice, EspeakLibraryVoice
from conductor.rules.tiles import CATALAN, SPANISH
from voices import ENGINE_PARAMS, ENGINES, need, open_engine

SETTINGS = AnnouncerSettings(language="ca")
CALL = (["L·L", "?"], ["A", "NY", "H", "QU", "Ç"])     # leftovers, then the new tiles


@pytest.fixture(scope="module", params=ENGINE_PARAMS)
def catalan(request):
    voice = open_engine("ca", request.param)
    yield Renderer(voice, SETTINGS)
    voice.close()


@pytest.fixture(scope="module")
def spanish():
    voice = open_engine("es", "espeak-ng")     # Debian has no Spanish Festival voice: espeak-ng speaks it
    return Renderer(voice, AnnouncerSettings(language="es"))


def _write_and_read(rendered, path):
    rendered.write_wav(path)
    samples, rate = soundfile.read(path, dtype="float32")
    assert rate == rendered.sample_rate == 22050
    return samples, rate


def test_catalan_call_with_leftovers_digraphs_and_blanks(catalan):
    """The whole call, kept as artifacts/voice/call-ENGINE.wav to be listened to."""
    table = naming_table("ca")
    script = rack_call(table, *CALL, round_number=5)
    folder = ARTIFACTS / "voice"
    folder.mkdir(parents=True, exist_ok=True)
    samples, rate = _write_and_read(catalan.render(script), folder / f"call-{catalan.voice.engine}.wav")
    loud = np.abs(samples) > 0.01
    assert loud.mean() > 0.3 and np.sqrt((samples[loud] ** 2).mean()) > 0.05     # not silent
    found = segments(samples, rate)
    assert len(found) == expected_segments(script) == 10        # chime+round, 7 tiles, the rack fast, Temps!
    tiles, fast, time_up = found[1:8], found[8], found[9]
    pacing = Pacing()
    for (start, end), (next_start, _) in zip(tiles, tiles[1:] + [fast]):
        assert 0.4 <= end - start <= 2.0                          # one tile name, said slowly
        assert pacing.tile_pause - 0.05 <= next_start - end <= pacing.group_pause + 0.3  # time to pick it
    slow_per_tile = (fast[0] - tiles[0][0]) / 7
    fast_per_tile = (fast[1] - fast[0]) / 7
    assert slow_per_tile > 1.5 * fast_per_tile
    assert 0.3 <= time_up[1] - time_up[0] <= 1.5
    measured = {"engine": catalan.voice.engine, "voice": catalan.voice.name, "seconds": round(samples.size / rate, 2),
                "tiles": [round(end - start, 2) for start, end in tiles],
                "pauses": [round(b[0] - a[1], 2) for a, b in zip(tiles, tiles[1:] + [fast])],
                "slow_per_tile": round(slow_per_tile, 2), "fast_per_tile": round(fast_per_tile, 2)}
    (folder / f"call-{catalan.voice.engine}.json").write_text(json.dumps(measured, ensure_ascii=False) + "\n")


@pytest.mark.sound
def test_both_engines_keep_the_same_pace_and_level():
    """Ona at the configured rates takes about as long as espeak-ng: the same call, the same minutes a game,
    slow tiles and a fast repeat alike, and at the same loudness."""
    need("festival")
    script = rack_call(naming_table("ca"), *CALL, round_number=5)
    measured = {}
    for engine in ENGINES:
        voice = open_engine("ca", engine)
        rendered = Renderer(voice, SETTINGS).render(script)
        voice.close()
        found = segments(rendered.samples, rendered.sample_rate)
        sounding = rendered.samples[np.abs(rendered.samples) > 0.01]
        measured[engine] = (rendered.duration, found[8][0] - found[1][0], found[8][1] - found[8][0],
                            float(np.sqrt((sounding ** 2).mean())))
    for espeak, ona in zip(measured["espeak-ng"], measured["festival"]):
        assert 0.8 < ona / espeak < 1.25, measured   # whole call, slow tiles, fast repeat, loudness


def test_slow_rate_is_slower_than_fast_rate(catalan):
    phrase = "a d'Alacant, be de Barcelona, ce de Castelló"
    slow = catalan.phrase(Phrase(phrase, phrase, SLOW)).size
    fast = catalan.phrase(Phrase(phrase, phrase, FAST)).size
    assert slow / fast > 1.15            # 130 against 175 words a minute


def test_spanish_call(spanish, tmp_path):
    table = naming_table("es")
    script = rack_call(table, ["CH"], ["LL", "RR", "Ñ", "A", "?", "X"])
    samples, rate = _write_and_read(spanish.render(script), tmp_path / "es.wav")
    assert len(segments(samples, rate)) == expected_segments(script) == 9


def test_master_move_reveal_spelled_with_a_blank(catalan, tmp_path):
    script = master_move(naming_table("ca"), "15G PAL·LEs", 121, CATALAN, spell=True)
    samples, rate = _write_and_read(catalan.render(script), tmp_path / "master.wav")
    assert len(segments(samples, rate)) == expected_segments(script) == 8
    script = master_move(naming_table("es"), "8H CHAVaL", 21, SPANISH)
    assert catalan.render(script).duration > 3


def test_warnings_have_distinct_chimes_and_words(catalan):
    table = naming_table("ca")
    renders = {seconds: catalan.render(warning(table, seconds)) for seconds in (60, 30, 0)}
    for rendered in renders.values():
        found = segments(rendered.samples, rendered.sample_rate, gap=0.1)
        assert len(found) >= 2                                  # the chime, then the words
        assert 1.0 < rendered.duration < 4.0
    tones = {name: dominant_frequency(chime(name, 22050), 22050) for name in CHIMES}
    assert len({round(f / 20) for f in tones.values()}) == len(CHIMES)
    assert abs(tones["one_minute"] - 880) < 10 and abs(tones["thirty_seconds"] - 988) < 10


def test_without_a_voice_the_pauses_and_chimes_remain():
    table = naming_table("ca")
    script = rack_call(table, [], ["A", "B", "C", "D", "E", "F", "G"], round_number=1)
    rendered = Renderer(None, SETTINGS).render(script)
    assert rendered.duration > 7 * Pacing().tile_pause
    found = segments(rendered.samples, rendered.sample_rate)
    assert len(found) == 1 and found[0][1] < 1.0                # only the opening chime sounds
    assert rendered.item_at(rendered.marks[3].start + 0.01).text == "B de Barcelona"   # subtitles still work


def test_chimes_can_be_turned_off(catalan):
    quiet = Renderer(catalan.voice, AnnouncerSettings(chimes=False, language="ca")).render(warning(naming_table("ca"), 30))
    assert quiet.duration < catalan.render(warning(naming_table("ca"), 30)).duration - 0.5


@pytest.mark.sound
def test_both_espeak_ng_backends_agree():
    text = "be de Barcelona"
    through_library = EspeakLibraryVoice("ca").render(text, 150)
    through_program = EspeakCommandVoice("ca").render(text, 150)
    assert 0.7 < through_library.size / through_program.size < 1.3


@pytest.mark.process
@pytest.mark.parametrize("engine", ENGINES)
def test_announce_command_writes_a_wav(engine, tmp_path):
    need(engine)
    out = tmp_path / "call.wav"
    done = subprocess.run([sys.executable, "-m", "conductor", "announce", "--rack", "L·L ? A NY QU Ç X",
                           "--leftover", "2", "--wav", str(out), "--engine", engine], capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": os.getcwd()})
    assert done.returncode == 0, done.stderr
    speaking = {"festival": "Veu: Festival Ona", "espeak-ng": "Veu: libespeak-ng roa/ca"}[engine]
    assert done.stderr.startswith(f"conductor announce: {speaking}") and len(done.stderr.splitlines()) == 1
    lines = done.stdout.splitlines()
    assert lines[:3] == ["L·L (ela geminada)", "escarràs", "A d'Alacant"] and lines[-2] == "Temps!"
    samples, rate = soundfile.read(out)
    assert len(segments(samples, rate)) == 9 and samples.size / rate > 10


def test_silent_output_keeps_time():
    output = NullOutput(22050)
    rendered = Renderer(None, SETTINGS).render(warning(naming_table("ca"), 30))
    playback = output.play(rendered)
    assert not playback.done.wait(rendered.duration * 0.5)
    assert playback.done.wait(rendered.duration + 1)
    assert playback.started_at is not None
