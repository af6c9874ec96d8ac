"""A game log's word list is found by its words wherever they are (DESIGN §4l), and a list is named by what the user
said, never by matching the embedded words.

- `report` and `report --season` after the club moved its list away or replaced it with next September's edition:
  the log's list is found in the cache by its words' hash, else among the lists given (`--lexicon`, again for each
  edition a season used), else at the recorded path if it still holds those words; none holds them: one line in
  the game's language naming the list (name, edition) the log wants, exit 2.
- A club's file holding the embedded words is named by its stem ("Leximots 2025"), in the log and in `lexicon
  info`; the embedded list keeps its own name only when it is used as the embedded list.
"""

from __future__ import annotations

import gzip
import io
import json
import zipfile

import pytest

from conductor.cli import main
from conductor.clock import StepClock
from conductor.data import embedded_word_list
from conductor.engine import Lexicon
from conductor.game.duplicate import Config
from conductor.game.players import Player
from conductor.game.session import Session
from conductor.rules import CATALAN
from conductor.wordlist.identity import EMBEDDED

PLAYERS = [Player(1, "Anna"), Player(2, "Biel")]


def _zip(path, words: list[str]) -> None:
    """A list as a club keeps it: Notepad's Windows-1252, CR LF, lowercase, zipped by Windows."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("LEXIMOTS.TXT", "\r\n".join(words).lower().encode("cp1252"))
    path.write_bytes(buffer.getvalue())


def _game(log, path, name: str, edition: str, seed: int) -> None:
    """A game of 2 rounds on the list at `path`, under the name and edition the settings give it."""
    lexicon = Lexicon.load(path, CATALAN, name=name, edition=edition)
    session = Session.new(log, lexicon, "fisc", PLAYERS, seed, Config(), StepClock(1_772_370_000.0 + seed),
                          lexicon_path=str(path.resolve()))
    for _ in range(2):
        for command in ("draw", "start", "time", "reveal"):
            assert session.execute(command)["ok"], command
    session.close()


@pytest.fixture(scope="module")
def editions(tmp_path_factory):
    """Two editions of a club's list, each a game played on it from the same path, the second after the first
    was replaced."""
    words = gzip.decompress(embedded_word_list("fisc").read_bytes()).decode("utf-8").split()
    folder = tmp_path_factory.mktemp("club")
    path = folder / "leximots.zip"
    _zip(path, words[::4])
    _game(folder / "g1.jsonl", path, "Leximots", "2025-26", 1)
    _zip(folder / "old.zip", words[::4])                          # the first edition, kept by the judge elsewhere
    _zip(path, words[::4] + words[1::40])                         # next September's edition, in its place
    _game(folder / "g2.jsonl", path, "Leximots", "2026-27", 2)
    return folder


def _report(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["report", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_report_and_a_season_find_each_games_list_by_its_words_once_the_file_moved_or_changed(editions, capsys,
                                                                                               monkeypatch):
    folder = editions
    g1, g2 = str(folder / "g1.jsonl"), str(folder / "g2.jsonl")
    code, out, err = _report(capsys, g1, "--csv", str(folder / "g1.csv"))    # its file now holds another edition
    assert code == 0, err
    assert "llista de paraules;Leximots 2025-26;" in (folder / "g1.csv").read_text(encoding="utf-8-sig")
    (folder / "leximots.zip").rename(folder / "moved.zip")                    # the file gone: the cache has both
    code, out, err = _report(capsys, "--season", g1, g2)
    assert code == 0, err
    assert "Leximots 2025-26" in out and "Leximots 2026-27" in out and "2 llistes" in err

    monkeypatch.setenv("CONDUCTOR_CACHE_DIR", str(folder / "empty-cache"))   # another machine: nothing compiled
    code, out, err = _report(capsys, "--season", g1, g2)
    assert code == 2 and err.count("\n") == 1, err
    assert err.startswith(f"conductor report: la partida '{g1}' es va jugar amb la llista de paraules Leximots "
                          "2025-26 ("), err
    assert "dona aquesta llista amb --lexicon" in err and "changed" not in err
    code, out, err = _report(capsys, "--season", g1, g2, "--lexicon", str(folder / "moved.zip"))
    assert code == 2 and "(ni " in err and "moved.zip" in err, err          # the new edition is not g1's list
    code, out, err = _report(capsys, "--season", g1, g2, "--lexicon", str(folder / "old.zip"), "--lexicon",
                             str(folder / "moved.zip"))                      # one --lexicon for each edition
    assert code == 0 and "Leximots 2025-26" in out and "Leximots 2026-27" in out, err
    (folder / "moved.zip").rename(folder / "leximots.zip")                   # back where g2 recorded it
    monkeypatch.setenv("CONDUCTOR_CACHE_DIR", str(folder / "other-cache"))
    assert _report(capsys, g2, "--csv", str(folder / "g2.csv"))[0] == 0     # found at the path it recorded


def test_a_clubs_file_of_the_embedded_words_is_named_by_its_stem(tmp_path, capsys):
    words = gzip.decompress(embedded_word_list("fisc").read_bytes())
    path = tmp_path / "Leximots 2025.zip"
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("leximots.txt", words)
    path.write_bytes(buffer.getvalue())
    lexicon = Lexicon.load(path, CATALAN)
    assert lexicon.identity.same_list(EMBEDDED["fisc"])
    assert (lexicon.identity.name, lexicon.identity.edition) == ("Leximots 2025", None)
    assert Lexicon.load(None, CATALAN).identity.label == "Softcatalà hunspell 3.0.8"     # as the embedded list
    assert main(["lexicon", "info", str(path), "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert (info["name"], info["edition"], info["sha256_words"]) == ("Leximots 2025", None,
                                                                     EMBEDDED["fisc"].sha256_words)
    session = Session.new(tmp_path / "g.jsonl", lexicon, "fisc", PLAYERS, 3, Config(), StepClock(1_772_370_000.0))
    session.close()
    setup = json.loads((tmp_path / "g.jsonl").read_text(encoding="utf-8").splitlines()[0])
    assert (setup["lexicon"]["name"], setup["lexicon"]["edition"]) == ("Leximots 2025", None)
