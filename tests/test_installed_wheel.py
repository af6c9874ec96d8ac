"""Conductor installed the way judges install Python apps: an sdist is built, a wheel is built from it (a C
compiler and the build requirements only), the wheel goes into a fresh virtual environment (not editable),
and from a folder outside the repository the commands a game needs give the same answers as the checkout.
"""

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from paths import ROOT

# 35 s of sdist and wheel builds: run with the other wheels by `make portability` (in .ci/run), not `make test`
pytestmark = [pytest.mark.wheel, pytest.mark.process,
              pytest.mark.skipif(os.environ.get("CONDUCTOR_PORTABILITY") != "1",
                                 reason="run by `make portability` (CONDUCTOR_PORTABILITY=1) with the other wheels")]

PLAYERS = "name,table\nAna,1\nBiel,2\nCinta,3\n"
ROUND = "draw\nstart\nmaster\nslip 1 5\nslip 2 8D VESTIS\ntime\nreveal\nstandings\nquit\n"


def run(command, **kwargs):
    done = subprocess.run(command, capture_output=True, text=True, timeout=600, **kwargs)
    assert done.returncode == 0, (command, done.stdout[-2000:], done.stderr[-4000:])
    return done


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """The `conductor` of a wheel installed into a fresh virtual environment."""
    folder = tmp_path_factory.mktemp("wheel")
    dist = folder / "dist"
    # sdist first, then the wheel from the sdist: what PyPI users and pipx get
    run([sys.executable, "-m", "build", "--outdir", str(dist), str(ROOT)], cwd=folder)
    wheels, sdists = list(dist.glob("*.whl")), list(dist.glob("*.tar.gz"))
    assert len(wheels) == 1 and len(sdists) == 1, list(dist.iterdir())
    names = zipfile.ZipFile(wheels[0]).namelist()
    for needed in ("conductor/wordlists/catalan.txt.gz", "conductor/wordlists/spanish.txt.gz",
                   "conductor/naming_tables/ca.yaml", "conductor/naming_tables/es.yaml",
                   "conductor/server/static/judge/main.js", "conductor/server/static/judge/index.html"):
        assert needed in names, needed
    # the engine: a plain shared library and its cffi ABI-mode binding; the wheel fits any Python 3 (DESIGN §4h)
    assert {"conductor/libengine.so", "conductor/_engine_abi.py"} <= set(names)
    assert wheels[0].name.split("-")[2:4] == ["py3", "none"], wheels[0].name
    assert not any("build_catalan" in name or "hunspell" in name for name in names)   # data, not its scripts
    modules = {path.relative_to(ROOT).as_posix() for path in (ROOT / "conductor").rglob("*.py")}
    assert modules - set(names) == set()          # every module (a folder without __init__.py once was left out)
    venv = folder / "venv"
    run([sys.executable, "-m", "venv", str(venv)])
    run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check", str(wheels[0])])
    return venv / "bin" / "conductor"


def both(installed, tmp_path, *args, stdin=None):
    """The same command from the installed wheel and from the checkout, each in a folder of its own outside
    the repository; returns both outputs."""
    outputs = []
    for name, command in (("wheel", [str(installed)]), ("checkout", [sys.executable, "-m", "conductor"])):
        where = tmp_path / name
        where.mkdir(exist_ok=True)
        (where / "players.csv").write_text(PLAYERS)
        env = {**os.environ, "PYTHONPATH": ""}
        done = run([*command, *args], cwd=where, input=stdin, env=env)
        outputs.append(done.stdout)
    return outputs


def test_the_installed_wheel_runs_a_game_outside_the_checkout(installed, tmp_path):
    location = run([str(installed.parent / "python"), "-c", "import conductor; print(conductor.__file__)"],
                   cwd=tmp_path).stdout
    assert "site-packages" in location and str(ROOT) not in location

    wheel, checkout = both(installed, tmp_path, "lexicon", "check", "casa", "col·legi", "xyzzy", "--json")
    assert wheel == checkout == '{"casa": true, "col·legi": true, "xyzzy": false}\n'
    wheel, checkout = both(installed, tmp_path, "lexicon", "check", "casa", "--ruleset", "ajs")
    assert wheel == checkout == "casa: válida\n"

    wheel, checkout = both(installed, tmp_path, "analyse", "--moves", "H8 CASA", "--rack", "AEIRST?", "--top", "5",
                           "--json")
    assert wheel == checkout and '"score"' in wheel

    wheel, checkout = both(installed, tmp_path, "simulate", "--games", "1", "--seed", "4", "--json")
    assert json.loads(wheel)["games"] == json.loads(checkout)["games"] != []     # games_per_s is a timing

    wheel, checkout = both(installed, tmp_path, "demo", "--text", "--rounds", "2", "--seed", "3", "--no-audio")
    assert wheel == checkout and "jugada mestra" in wheel

    wheel, checkout = both(installed, tmp_path, "run", "--headless", "--seed", "5", "--players", "players.csv",
                           "--log", "game.jsonl", stdin=ROUND)
    assert wheel == checkout and '"master": ' in wheel and '"standings": ' in wheel
    assert (tmp_path / "wheel" / "game.jsonl").read_text() != ""

    both(installed, tmp_path, "announce", "--rack", "A L·L ? NY", "--wav", "call.wav")
    sizes = [Path(tmp_path / name / "call.wav").stat().st_size for name in ("wheel", "checkout")]
    assert sizes[0] == sizes[1] > 44_100        # the same call, rendered by the same voice from packaged tables
