"""Playback through a real sound server: a private PulseAudio null sink that the test starts itself
(scripts/null-audio-sink.sh), recorded from its monitor. And the path with no sound device at all."""

import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time

import numpy as np
import pytest
import soundfile

from audio_analysis import segments
from conductor.announcer.announcer import Announcer, AnnouncerSettings
from conductor.announcer.audio import NullOutput, open_output
from conductor.announcer.phrases import warning
from paths import ROOT
from voices import ENGINES, need

RATE = 22050

pytestmark = [pytest.mark.skipif(shutil.which("pulseaudio") is None, reason="make test installs pulseaudio"),
              pytest.mark.sound, pytest.mark.process]


@pytest.fixture(scope="module")
def sink(tmp_path_factory):
    folder = tmp_path_factory.mktemp("pulse")
    started = subprocess.run([ROOT / "scripts" / "null-audio-sink.sh", "start", folder], capture_output=True,
                             text=True, timeout=60)
    assert started.returncode == 0, started.stderr
    env = {**os.environ, **dict(line.split("=", 1) for line in started.stdout.split())}
    env["PYTHONPATH"] = str(ROOT)
    yield env
    subprocess.run([ROOT / "scripts" / "null-audio-sink.sh", "stop", folder], env=env, timeout=30)


def _record(env, seconds_after, command):
    """Record the sink's monitor while `command` runs; return the samples and the command's result."""
    recorder = subprocess.Popen(["parec", "-d", "vsink.monitor", "--format=s16le", f"--rate={RATE}",
                                 "--channels=1", "--latency-msec=20"], stdout=subprocess.PIPE, env=env)
    # read all the time: parec blocks once the pipe holds 64 KB (1.5 s of sound), and what it records
    # meanwhile is lost
    data = bytearray()

    def read_all():
        while chunk := recorder.stdout.read1(65536):
            data.extend(chunk)

    reader = threading.Thread(target=read_all)
    reader.start()
    # start the command only once parec records (its first 0.1 s has arrived): on a loaded machine it can
    # take longer than any fixed sleep to connect, and the sound would be played to nobody
    deadline = time.monotonic() + 20
    while len(data) < RATE // 10 * 2 and time.monotonic() < deadline:
        time.sleep(0.02)
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=60)
    time.sleep(seconds_after)
    recorder.send_signal(signal.SIGINT)
    recorder.wait(timeout=10)
    reader.join(timeout=10)
    raw = bytes(data)
    return np.frombuffer(raw[:len(raw) // 2 * 2], dtype="<i2").astype(np.float32) / 32768.0, done


def test_announce_plays_through_the_null_sink(sink, tmp_path):
    wav = tmp_path / "expected.wav"
    subprocess.run([sys.executable, "-m", "conductor", "announce", "--warning", "30", "--wav", str(wav)],
                   check=True, capture_output=True, env=sink)
    recorded, done = _record(sink, 0.5, [sys.executable, "-m", "conductor", "announce", "--warning", "30"])
    assert done.returncode == 0 and "Sense so" not in done.stderr, done.stderr
    heard = segments(recorded, RATE, gap=0.1)
    assert len(heard) >= 2                                      # the chime, then "Trenta segons!"
    expected, _ = soundfile.read(wav, dtype="float32")
    sounding = heard[-1][1] - heard[0][0]
    assert abs(sounding - expected.size / RATE) < 0.3


@pytest.mark.parametrize("engine", ENGINES)
def test_cue_to_first_sample_with_a_prepared_call(sink, engine):
    need(engine)
    probe = f"""
import json, time
from conductor.announcer.announcer import Announcer, AnnouncerSettings
from conductor.announcer.phrases import warning
a = Announcer(AnnouncerSettings(engine="{engine}", language="ca"))
assert a.renderer.voice.engine == "{engine}", a.notice
rendered = a.prepare(warning(a.table, 0)).result()
delays = []
for _ in range(3):
    p = a.play(rendered)
    p.done.wait(10)
    delays.append((p.started_at - p.cued_at) + p.device_delay)
print(json.dumps({{"output": type(a.output).__name__, "notice": a.notice, "delays": delays}}))
a.close()
"""
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=sink, timeout=60)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.splitlines()[-1])
    assert result["output"] == "SoundDeviceOutput" and result["notice"] == ""
    assert all(0 <= d < 1.0 for d in result["delays"])  # the figure itself is bench/announcer_bench.py's job


@pytest.mark.parametrize("engine", ENGINES)
def test_warning_interrupts_the_call(sink, engine):
    need(engine)
    probe = f"""
import time
from conductor.announcer.announcer import Announcer, AnnouncerSettings
from conductor.announcer.phrases import rack_call, warning
a = Announcer(AnnouncerSettings(engine="{engine}", language="ca"))
assert a.renderer.voice.engine == "{engine}", a.notice
call = a.play(rack_call(a.table, [], ["A", "B", "C", "D", "E", "F", "G"]))
time.sleep(1.0)
alarm = a.play(warning(a.table, 0), interrupt=True)
assert call.done.wait(1) and call.cancelled
assert alarm.done.wait(10) and not alarm.cancelled
print("ok")
"""
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=sink, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr


def test_no_sound_server_means_a_silent_game_with_a_notice(tmp_path):
    env = {**os.environ, "XDG_RUNTIME_DIR": str(tmp_path), "HOME": str(tmp_path),
           "PULSE_SERVER": f"unix:{tmp_path}/none", "PYTHONPATH": str(ROOT)}
    probe = "import sounddevice; print(len(sounddevice.query_devices()))"
    devices = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env)
    if devices.stdout.strip() != "0":
        pytest.skip("this machine has a sound card of its own; CI has none")
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "conductor", "announce", "--warning", "0"], capture_output=True,
                          text=True, env=env, timeout=60)
    assert done.returncode == 0
    assert done.stdout.strip() == "Temps!"
    assert "Sense so: no hi ha cap dispositiu d'àudio" in done.stderr
    assert time.perf_counter() - started < 10


def test_a_missing_device_falls_back_to_silence_in_process():
    output, reason = open_output(RATE, device="no such device")
    assert isinstance(output, NullOutput) and reason
    announcer = Announcer(AnnouncerSettings(language="ca"), output=output)
    playback = announcer.play(warning(announcer.table, 60))
    assert playback.done.wait(10) and not playback.cancelled and playback.started_at is not None
    disabled = Announcer(AnnouncerSettings(audio=False, voice=False, language="ca"))
    assert disabled.silent and disabled.notice == ""
