"""Counts of words, players and events are written as the game's language writes numbers (language.whole_number:
Babel's format_decimal; `Count` as a message's parameter), DESIGN §3.

Before: "774395 paraules" in `lexicon info`, `lexicon diff` and `lexicon build` (its line was English, not keyed),
the doctor writing its own separator by hand, "Inscrits: 1234" on the projector's lobby. Now "774.395 paraules",
"628.409 palabras", "774,395 words" in English; a table or a round stays a bare number."""

from __future__ import annotations

import itertools
import subprocess
import sys

import pytest

from conductor.language import Count, whole_number
from conductor.messages import Message, formatted


def test_a_count_is_written_as_its_language_writes_it():
    assert [whole_number(774395, language) for language in ("ca", "es", "en")] == ["774.395", "774.395", "774,395"]
    assert formatted("{n:# paraula|# paraules}", "ca", n=Count(774395)) == "774.395 paraules"
    assert formatted("{n:# paraula|# paraules}", "ca", n=Count(1)) == "1 paraula"
    assert formatted("{n:# paraula|# paraules}", "ca", n=1000) == "1000 paraules"     # an int is not a count
    said = Message("wordlist.summary", path="x.txt", words=Count(628409), form=[])
    assert said.said("es").startswith("lista de palabras 'x.txt': 628.409 palabras") and "628,409 words" in said
    assert Message("multiplex.busy", n=Count(2000)).said("ca").endswith("com a màxim 2.000 per petició")


def test_a_lossy_lists_line_counts_and_share_are_written_as_the_language_writes_them():
    """Its refusal said "40 of 1040 lines (3.8 %)" in every language; now "40 de 1.040 línies (3,8 %)"."""
    from conductor.rules import tile_set
    from conductor.wordlist import LossyList, read_word_list

    words = ["".join(letters) for letters in itertools.product("ABCDEFGIJLMOPRSTUVXZ", repeat=3)][:1000]
    data = "\n".join(words + ["KIWI"] * 40).encode()
    with pytest.raises(LossyList) as refused:
        read_word_list(data, "club.txt", tile_set("fisc"))
    assert "refusada, 40 de 1.040 línies (3,8 %) no es poden" in refused.value.message.said("ca")
    assert "refused, 40 of 1,040 lines (3.8 %) fit no tile" in str(refused.value.message)


def test_the_console_counts_the_standings_players():
    from conductor.display.summaries import summary

    rows = [{"rank": n, "table": n, "name": f"J{n}", "total": 0} for n in range(1, 1235)]
    assert summary("standings", {"ok": True, "standings": rows}, "ca").startswith("Classificació de 1.234 jugadors")


def test_the_projectors_lobby_counts_the_players_who_joined(monkeypatch):
    """The lobby's count is drawn as the language writes it (a spy on the drawing of each line)."""
    import pygame

    from conductor.display import pages
    from conductor.room.view import LOBBY, ProjectorView

    pygame.font.init()
    drawn: list[tuple[str, str]] = []
    real = pages._line
    monkeypatch.setattr(pages, "_line", lambda surface, placed, name, text, *a, **k:
                        (drawn.append((name, text)), real(surface, placed, name, text, *a, **k))[1])
    view = ProjectorView(LOBBY, 0, (), frozenset(), (), None, 180, 100, 0, 0, language="es", joined=1234,
                         word_list="Lexicón 2025")
    pages._draw_lobby(pygame.Surface((1280, 720)), view, 0.0)
    assert ("joined", "Inscritos: 1.234") in drawn and ("word_list", "Lista de palabras: Lexicón 2025") in drawn


def _conductor(*args: str, cwd=None, codes=(0,)) -> str:
    done = subprocess.run([sys.executable, "-m", "conductor", *args], capture_output=True, text=True, timeout=300,
                          cwd=cwd)
    assert done.returncode in codes, done.stderr
    return done.stdout + done.stderr


@pytest.mark.process
def test_lexicon_info_diff_and_build_write_counts_with_separators(tmp_path):
    out = _conductor("lexicon", "info")
    assert ", 774.395 paraules; sha256 de les paraules " in out and "': 774.395 paraules, llegida com a UTF-8" in out
    assert ", 628.409 palabras; sha256 de las palabras " in _conductor("lexicon", "info", "--ruleset", "ajs")
    made = ["".join(letters) for letters in itertools.product("ABCDEFGIJLMOPRSTUVXZ", repeat=4)][:4100]
    (tmp_path / "old.txt").write_text("\n".join(made[:3000]) + "\n", encoding="utf-8")
    (tmp_path / "new.txt").write_text("\n".join(made[1200:4100]) + "\n", encoding="utf-8")
    diff = _conductor("lexicon", "diff", str(tmp_path / "old.txt"), str(tmp_path / "new.txt"))
    assert "old (3.000 paraules) → new (2.900 paraules): 1.100 afegides, 1.200 tretes" in diff, diff
    assert "  4 fitxes: +1.100 −1.200" in diff, diff
    built = _conductor("lexicon", "build", str(tmp_path / "old.txt"), "-o", str(tmp_path / "old.gaddag"))
    size = (tmp_path / "old.gaddag").stat().st_size
    assert f"{tmp_path / 'old.gaddag'}: 3.000 paraules, {whole_number(size, 'ca')} bytes, 0 línies descartades" \
        in built, built


@pytest.mark.process
def test_the_doctor_writes_the_lists_counts_in_the_games_language(tmp_path):
    assert "Softcatalà hunspell 3.0.8, 774.395 paraules, sha256 de les paraules" in _conductor("doctor", cwd=tmp_path, codes=(0, 1))
    (tmp_path / "config.yaml").write_text("ruleset: ajs\n", encoding="utf-8")
    said = _conductor("doctor", "-c", "config.yaml", cwd=tmp_path, codes=(0, 1))   # 1: this machine lacks a screen
    assert "hunspell-es + wspanish 7.5.0, 628.409 palabras, sha256 de las palabras" in said, said
