"""The list's identity everywhere (DESIGN §4l): the settings name it, the game log records it, the projector shows
it before the first round, the report (HTML and CSV) names it, a season says which list each game used and warns
on a mix, a resume and a pack compare the words, never the file; a settings value of any other shape is refused in
one line naming the key."""

from __future__ import annotations

import gzip
import io
import json
import subprocess
import sys
import zipfile

import pytest

from conductor.clock import StepClock
from conductor.config import ConfigError, load_settings
from conductor.data import embedded_word_list
from conductor.engine import Lexicon
from conductor.game.duplicate import Config
from conductor.game.log import LogError
from conductor.game.players import Player
from conductor.game.session import Session
from conductor.pack.game import check_lexicon, make_pack
from conductor.pack.seal import PackError
from conductor.report import report_csv, report_html
from conductor.report.season import SeasonGame, season
from conductor.room.view import WAITING, projector_view
from conductor.rules import CATALAN
from conductor.wordlist.identity import EMBEDDED

PLAYERS = [Player(1, "Anna"), Player(2, "Biel")]


@pytest.fixture(scope="module")
def leximots(tmp_path_factory):
    """The embedded Catalan words as a club keeps its list: a zip from Windows of a Windows-1252 file, lowercase."""
    words = gzip.decompress(embedded_word_list("fisc").read_bytes()).decode("utf-8")
    folder = tmp_path_factory.mktemp("club")
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("LEXIMOTS.TXT", words.lower().replace("\n", "\r\n").encode("cp1252"))
    path = folder / "leximots-2025.zip"
    path.write_bytes(buffer.getvalue())
    return path


def play(log, lexicon, rounds=2, seed=7):
    session = Session.new(log, lexicon, "fisc", PLAYERS, seed, Config(), StepClock(1_772_370_000.0))
    before = projector_view(session.game, 0.0)
    for _ in range(rounds):
        for command in ("draw", "start", "time", "reveal"):
            assert session.execute(command)["ok"], command
    return session, before


def test_the_settings_name_the_list_and_refuse_any_other_shape_naming_the_key(tmp_path, leximots):
    settings = tmp_path / "club.yaml"
    settings.write_text(f"lexicon:\n  file: {leximots.name}\n  name: Leximots\n  edition: 2025-26\n", encoding="utf-8")
    (tmp_path / leximots.name).write_bytes(leximots.read_bytes())         # beside the settings: found from anywhere
    read = load_settings(settings)
    assert (read.lexicon, read.lexicon_name, read.lexicon_edition) == (str(tmp_path / leximots.name), "Leximots",
                                                                         "2025-26")
    settings.write_text("lexicon: default\n", encoding="utf-8")
    assert load_settings(settings).lexicon == "default" and load_settings(settings).lexicon_name is None
    for value, key in (("[a, b]", "lexicon"), ("true", "lexicon"), ("{name: Leximots}", "lexicon.file"),
                       ("{file: x.txt, colour: red}", "lexicon.colour"), ("{file: x.txt, qu: z}", "lexicon.qu"),
                       ("{file: x.txt, name: [a]}", "lexicon.name"), ("''", "lexicon")):
        settings.write_text(f"lexicon: {value}\n", encoding="utf-8")
        with pytest.raises(ConfigError) as refused:
            load_settings(settings)
        said = str(refused.value)
        assert key in said and "\n" not in said and refused.value.said().startswith("fitxer de configuració"), said


@pytest.mark.process
def test_a_bad_lexicon_setting_is_one_line_and_exit_2_never_a_traceback(tmp_path):
    (tmp_path / "bad.yaml").write_text("lexicon: {file: club.txt, nom: Leximots}\n", encoding="utf-8")
    (tmp_path / "players.csv").write_text("name,table\nAnna,1\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "conductor", "run", "--headless", "-c", "bad.yaml", "--players",
                           "players.csv"], cwd=tmp_path, capture_output=True, text=True, timeout=120, input="quit\n")
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert "lexicon.nom" in done.stderr and "Traceback" not in done.stderr


def test_the_log_the_projector_and_the_report_name_the_list(tmp_path, leximots):
    lexicon = Lexicon.load(leximots, CATALAN, name="Leximots", edition="2025-26")
    assert lexicon.identity.same_list(EMBEDDED["fisc"]) and lexicon.reading.encoding == "windows-1252"
    session, before = play(tmp_path / "g.jsonl", lexicon)
    setup = json.loads((tmp_path / "g.jsonl").read_text(encoding="utf-8").splitlines()[0])
    assert setup["version"] == 7 and setup["lexicon"] == {
        "name": "Leximots", "edition": "2025-26", "words": 774_395, "sha256_words": EMBEDDED["fisc"].sha256_words}
    assert "lexicon_sha256" not in setup                        # a file's hash names no list any more
    assert before.screen == WAITING and before.word_list == "Leximots 2025-26"
    assert projector_view(session.game, 0.0).word_list == ""   # shown at the start only
    assert "llista de paraules Leximots 2025-26 ·" in report_html(session.game)
    assert report_csv(session.game).splitlines()[-1] == \
        f"llista de paraules;Leximots 2025-26;{EMBEDDED['fisc'].sha256_words}"


def test_a_resume_and_a_pack_compare_the_words_never_the_file(tmp_path, leximots, catalan_lexicon):
    session, _ = play(tmp_path / "g.jsonl", catalan_lexicon, rounds=1)
    session.close()
    same = Lexicon.load(leximots, CATALAN)                     # the same words from a zip in Windows-1252: resumed
    Session.resume(tmp_path / "g.jsonl", same, StepClock(1_772_371_000.0)).close()
    other = Lexicon.from_words(["CASA", "CASES"], CATALAN)
    with pytest.raises(LogError, match=r"another word list \(Softcatalà hunspell 3.0.8, d758e5ac2117…; this one is "
                                       r"words, [0-9a-f]{12}…\)"):
        Session.resume(tmp_path / "g.jsonl", other, StepClock(1_772_371_000.0))
    pack = make_pack(catalan_lexicon, "fisc", 11, rounds=1)
    assert pack.lexicon_sha256 == EMBEDDED["fisc"].sha256_words and pack.lexicon_name == "Softcatalà hunspell 3.0.8"
    check_lexicon(pack, same, "joc.pack")                       # the same words: the same list
    with pytest.raises(PackError) as refused:
        check_lexicon(pack, other, "joc.pack")
    assert "altra llista de paraules (Softcatalà hunspell 3.0.8 (d758e5ac2117); la d'aquí és words" in \
        refused.value.said()                                    # the pack's language: its ruleset's


def test_a_season_says_each_games_list_and_warns_on_a_mix(tmp_path, leximots, catalan_lexicon):
    named = Lexicon.load(leximots, CATALAN, name="Leximots", edition="2025-26")
    small = Lexicon.load(_half(tmp_path), CATALAN, name="DISC", edition="2024")
    games = [play(tmp_path / f"g{i}.jsonl", lexicon, rounds=1, seed=i)[0].game
             for i, lexicon in enumerate((catalan_lexicon, named, small))]
    same = season([SeasonGame(f"P{i}", game) for i, game in enumerate(games[:2])])
    assert not any("llistes" in warning for warning in same.warnings)   # one list under two names: no mix
    mixed = season([SeasonGame(f"P{i}", game) for i, game in enumerate(games)])
    assert mixed.warnings[0] == ("les partides es van jugar amb 2 llistes de paraules diferents (Softcatalà hunspell "
                                 "3.0.8, DISC 2024): un percentatge de la jugada mestra amb una llista no és ben bé el "
                                 "mateix que amb una altra")


def _half(folder):
    words = gzip.decompress(embedded_word_list("fisc").read_bytes()).decode("utf-8").split()
    path = folder / "disc.txt"
    path.write_text("\n".join(words[::2]) + "\n", encoding="utf-8")
    return path


@pytest.mark.process
def test_from_the_command_line_with_lists_written_as_clubs_write_them(tmp_path):
    """`lexicon info`, `lexicon check`, `lexicon diff` on Notepad's Windows-1252 with CR LF in a Windows zip and on a
    lone-Q list: the same list, the same answers; a lossy list: exit 2 and one line."""
    words = gzip.decompress(embedded_word_list("fisc").read_bytes()).decode("utf-8").split()[::50]
    notepad = "# Llista del club\r\n" + "".join(f"{word.lower()} \r\n" for word in words)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("LEXIMOTS.TXT", notepad.encode("cp1252"))
    (tmp_path / "club.zip").write_bytes(buffer.getvalue())
    (tmp_path / "lone-q.txt").write_text("".join(w.replace("QU", "Q") + "\n" for w in words), encoding="utf-8")
    (tmp_path / "lossy.txt").write_text("".join(w + "\n" for w in words) + "kiwi\n" * (len(words) // 50))

    def conductor(*args):
        return subprocess.run([sys.executable, "-m", "conductor", *args], cwd=tmp_path, capture_output=True,
                              text=True, timeout=300)

    infos = [json.loads(conductor("lexicon", "info", name, "--json").stdout) for name in ("club.zip", "lone-q.txt")]
    assert infos[0]["sha256_words"] == infos[1]["sha256_words"] and infos[0]["words"] == len(words)
    assert (infos[0]["encoding"], infos[0]["container"], infos[0]["member"]) == ("windows-1252", "zip", "LEXIMOTS.TXT")
    assert (infos[1]["encoding"], infos[1]["qu"], infos[1]["skipped"]) == ("utf-8", "q", 0)
    asked = [word.lower() for word in words[:30:3]] + ["kiwi", "qüestió"]
    answers = [conductor("lexicon", "check", "--lexicon", name, "--json", *asked) for name in ("club.zip", "lone-q.txt")]
    assert json.loads(answers[0].stdout) == json.loads(answers[1].stdout) and not json.loads(answers[0].stdout)["kiwi"]
    assert answers[0].stderr.strip().endswith("llegida com a Windows-1252, zip") and answers[0].stderr.count("\n") == 1
    assert json.loads(conductor("lexicon", "diff", "club.zip", "lone-q.txt", "--json").stdout) == \
        {"added": [], "removed": []}
    refused = conductor("lexicon", "check", "--lexicon", "lossy.txt", "casa")
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1 and "refusada" in refused.stderr
