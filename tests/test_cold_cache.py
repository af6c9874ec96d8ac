"""Cold caches are the normal case: a new machine (and CI on one) has no compiled word list, no rendered phrase.
A subset of the suite that starts the announcer (Festival and eSpeak NG rendering phrases in a thread), a real
window and a pure test is run in a subprocess with an empty user cache, in a shuffled order whose seed it prints:
it passes, and it leaves nothing of Conductor's in the user's cache (the tests keep their own)."""

import os
import re
import subprocess
import sys

import pytest
from paths import ROOT

pytestmark = [pytest.mark.process, pytest.mark.screen, pytest.mark.sound]

SUBSET = ["tests/test_console_entry.py", "tests/test_voice_cache.py", "tests/test_announcer_phrases.py"]


def test_a_subset_passes_shuffled_with_an_empty_user_cache(tmp_path):
    cache = tmp_path / "cache"
    cache.mkdir()
    env = {key: value for key, value in os.environ.items() if key != "CONDUCTOR_CACHE_DIR"}
    env.update(XDG_CACHE_HOME=str(cache))
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "randomly", *SUBSET],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    seed = re.search(r"test order shuffled: --randomly-seed=(\d+)", run.stdout)
    assert seed, run.stdout[:500]
    print(f"shuffled with --randomly-seed={seed.group(1)}")
    assert re.search(r"\b\d+ passed\b", run.stdout) and " failed" not in run.stdout
    assert not (cache / "conductor").exists(), sorted(p.name for p in (cache / "conductor").iterdir())
