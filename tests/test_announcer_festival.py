"""Festival's Ona beside espeak-ng: which engine `voice.engine` gets, the notice when Ona is asked for and is
not there (a real run with no Festival on its PATH), text Festival must not misread, a Festival process that
dies mid-game, and resampling its 16 kHz to the game's rate."""

import os
import shutil
import subprocess
import sys

import numpy as np
import pytest

from audio_analysis import dominant_frequency
from conductor.announcer.announcer import Announcer, AnnouncerSettings
from conductor.announcer.audio import NullOutput
from conductor.announcer.festival import FestivalVoice, scheme_string, speed
from conductor.announcer.speech import SAMPLE_RATE, SpeechUnavailable, resample_band_limited
from conductor.announcer.voices import choose_voice
from conductor.config import ConfigError, load_settings
from paths import ROOT
from voices import festival_missing, need, open_engine


@pytest.mark.sound
def test_auto_is_ona_for_catalan_where_installed_and_espeak_ng_for_spanish():
    catalan, missing = choose_voice("ca", "auto")
    assert catalan.engine == ("espeak-ng" if festival_missing() else "festival"), missing
    spanish, missing = choose_voice("es", "auto")
    assert spanish.engine == "espeak-ng" and "only Ona's Catalan" in missing["festival"]
    chosen, missing = choose_voice("ca", "espeak-ng")
    assert chosen.engine == "espeak-ng" and missing == {}
    for voice in (catalan, spanish, chosen):
        voice.close()
    with pytest.raises(ValueError, match="auto, festival, espeak-ng"):
        choose_voice("ca", "ona")


def test_the_setting_and_its_default(tmp_path):
    (tmp_path / "c.yaml").write_text("voice:\n  engine: festival\n")
    assert load_settings(tmp_path / "c.yaml").engine == "festival"
    assert load_settings(ROOT / "config.yaml").engine == load_settings(None).engine == "auto"
    (tmp_path / "bad.yaml").write_text("voice:\n  engine: ona\n")
    with pytest.raises(ConfigError, match="voice.engine must be one of auto, espeak-ng, festival"):
        load_settings(tmp_path / "bad.yaml")


def _announce(env, *args):
    return subprocess.run([sys.executable, "-m", "conductor", "announce", "--warning", "0", "--wav", os.devnull,
                           *args], capture_output=True, text=True, env={**env, "PYTHONPATH": str(ROOT)}, timeout=60)


@pytest.mark.process
def test_ona_asked_for_but_not_installed_falls_back_to_espeak_ng_with_a_notice(tmp_path):
    """PATH without Festival: what a laptop without the optional Debian packages does."""
    bare = {**os.environ, "PATH": str(tmp_path)}
    done = _announce(bare, "--engine", "festival")
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines() == [
        "conductor announce: Veu: libespeak-ng roa/ca",
        "conductor announce: Sense la veu Ona de Festival (el Festival no està instal·lat): parla espeak-ng."]
    done = _announce(bare, "--engine", "auto")                # auto: espeak-ng is what it was asked for
    assert done.stderr.splitlines() == ["conductor announce: Veu: libespeak-ng roa/ca"], done.stderr
    done = _announce(os.environ, "--engine", "festival", "--language", "es")
    assert done.stderr.splitlines()[1] == ("conductor announce: Sin la voz Ona de Festival (Festival no tiene "
                                           "ninguna voz para el idioma 'es', solo la catalana de Ona): habla espeak-ng.")


@pytest.mark.sound
def test_the_announcer_says_which_voice_speaks():
    need("festival")
    announcer = Announcer(AnnouncerSettings(engine="festival", language="ca"), output=NullOutput(SAMPLE_RATE))
    assert announcer.speaking == "Veu: Festival Ona (upc_ca_ona_hts)" and announcer.notice == ""
    announcer.close()
    quiet = Announcer(AnnouncerSettings(language="es", voice=False), output=NullOutput(SAMPLE_RATE))
    assert quiet.speaking == "Sin voz"


def test_text_goes_to_festival_as_a_scheme_string():
    assert scheme_string("a d'Alacant") == '"a d\'Alacant"'
    assert scheme_string('el "mot" \\ ara') == '"el \\"mot\\" \\\\ ara"'
    assert scheme_string("ce trencada, ela geminada: ç, l·l, à") == '"ce trencada, ela geminada: ç, l·l, à"'
    assert scheme_string("coŀlegi\nΩ ō") == '"col·legi  o"'        # what ISO-8859-15 lacks
    assert speed(130) < 1 < speed(175)


@pytest.mark.sound
def test_quotes_apostrophes_and_the_c_cedilla_are_spoken():
    voice = open_engine("ca", "festival")
    try:
        plain = voice.render("ce trencada", 150)
        quoted = voice.render('la "ce trencada", ç, d\'Alacant \\', 150)
        assert quoted.size > 1.5 * plain.size
        assert voice.render("ç", 150).size > 0.2 * SAMPLE_RATE   # dropped in UTF-8, said in ISO-8859-15
    finally:
        voice.close()


@pytest.mark.sound
def test_a_festival_that_dies_mid_game_is_started_again():
    voice = open_engine("ca", "festival")
    try:
        before = voice.render("be de Barcelona", 150)
        voice._process.kill()
        voice._process.wait()
        again = voice.render("be de Barcelona", 150)
        assert abs(again.size - before.size) < 0.05 * before.size
    finally:
        voice.close()


@pytest.mark.sound
def test_festival_without_the_ona_voice_is_refused(tmp_path):
    """The real Festival told to load no voices (-q): what a machine with festival but not festvox-ca-ona-hts
    has."""
    need("festival")
    bare = tmp_path / "festival"
    bare.write_text(f"#!/bin/sh\nexec {shutil.which('festival')} -q \"$@\"\n")
    bare.chmod(0o755)
    with pytest.raises(SpeechUnavailable, match="Festival has no Ona voice: SIOD ERROR: unbound variable"):
        FestivalVoice("ca", program=str(bare))
    with pytest.raises(SpeechUnavailable, match="only Ona's Catalan"):
        FestivalVoice("es")


def test_resampling_16_khz_keeps_pitch_length_and_level():
    rate = 16000
    t = np.arange(int(0.5 * rate)) / rate
    tone = (0.5 * np.sin(2 * np.pi * 1000 * t)).astype(np.float32)
    out = resample_band_limited(tone, rate, SAMPLE_RATE)
    assert out.size == round(tone.size * SAMPLE_RATE / rate) and out.dtype == np.float32
    assert abs(dominant_frequency(out, SAMPLE_RATE) - 1000) < 3
    middle = out[SAMPLE_RATE // 10:-SAMPLE_RATE // 10]
    assert abs(np.sqrt((middle ** 2).mean()) - 0.5 / np.sqrt(2)) < 0.01
