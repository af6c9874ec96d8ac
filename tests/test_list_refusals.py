"""A word list refused, or read against what it shows, says what is wrong in the user's language (DESIGN §4l):

- a folder, a pipe or a device given as a list is said to be one, from its stat alone (never opened: a FIFO would
  block the game's start, /dev/zero never end); a settings' `lexicon.name` that is no text is said to want text;
- a refused share is never rounded down to the 1 % limit (101 of 10,000 lines: 1,01 %);
- UTF-16 saved without its BOM is told by its zero bytes and read; a list no line of which fits is refused with
  its first lines shown, as the docs promise;
- a Spanish list given to a Catalan game (or the reverse) is said to look Spanish (Catalan), never read in an
  exotic code page that makes its accents fit;
- `--qu` forced against what the list shows is said in the summary line, and `lexicon info` says what it shows.
"""

from __future__ import annotations

import gzip
import json
import os
import sys
import threading

import pytest

from conductor.cli import main
from conductor.cli.common import tell_reading
from conductor.config import ConfigError, load_settings
from conductor.data import embedded_word_list
from conductor.engine import Lexicon, LexiconError
from conductor.rules import CATALAN, SPANISH
from conductor.wordlist import LossyList


def _words(ruleset: str, stride: int) -> list[str]:
    return gzip.decompress(embedded_word_list(ruleset).read_bytes()).decode("utf-8").split()[::stride]


def _refused(source, tiles=CATALAN, language="ca", **options) -> str:
    with pytest.raises(LexiconError) as refused:
        Lexicon.load(source, tiles, **options)
    said = refused.value.said(language)
    assert "\n" not in said
    return said


def test_a_folder_a_pipe_or_a_device_is_said_to_be_one_and_never_opened(tmp_path):
    assert _refused(tmp_path) == f"llista de paraules '{tmp_path}': és una carpeta, no un fitxer: dona el fitxer " \
                                 "de la llista que hi ha a dins"
    assert _refused(tmp_path / "cap.txt").endswith("el fitxer no existeix")
    if sys.platform == "win32":
        return
    fifo = tmp_path / "llista"
    os.mkfifo(fifo)
    said: list[str] = []
    reader = threading.Thread(target=lambda: said.append(_refused(fifo, language="es")), daemon=True)
    reader.start()
    reader.join(20)                                   # opened, it would wait for a writer for ever
    assert said == [f"lista de palabras '{fifo}': es una tubería (FIFO), no un fichero: da el fichero de la lista"]
    assert _refused("/dev/zero", language="en") == "word list '/dev/zero': a device, not a file: give the list's file"


def test_a_lexicon_name_that_is_no_text_is_said_to_want_text(tmp_path):
    settings = tmp_path / "club.yaml"
    for key, example in (("name", "Leximots"), ("edition", "2025-26")):
        settings.write_text(f"lexicon: {{file: x.txt, {key}: [x]}}\n", encoding="utf-8")
        with pytest.raises(ConfigError) as refused:
            load_settings(settings)
        assert refused.value.said().endswith(f"lexicon.{key} ha de ser un text, p. ex. {example}"), refused.value.said()


def test_a_refused_share_is_never_rounded_down_to_the_limit(tmp_path):
    path = tmp_path / "club.txt"
    path.write_text("\n".join(_words("fisc", 70)[:9899] + ["kiwi"] * 101) + "\n", encoding="utf-8")
    with pytest.raises(LossyList) as refused:
        Lexicon.load(path, CATALAN)
    assert "refusada, 101 de 10.000 línies (1,01 %)" in refused.value.said("ca")
    assert "refused, 101 of 10,000 lines (1.01 %)" in str(refused.value)
    path.write_text("kiwi\nwhisky\nyoga\n", encoding="utf-8")                 # no line fits: the lines are shown
    assert _refused(path, language="en").endswith("(line 1: word 'kiwi': there is no K tile in Catalan (position 1), "
                                                  "line 2: word 'whisky': there is no W tile in Catalan (position 1), "
                                                  "line 3: word 'yoga': Y exists only in the NY tile (position 1))")


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
def test_utf16_without_its_bom_is_read_by_its_zero_bytes(tmp_path, codec):
    words = _words("fisc", 60)
    plain, wide = tmp_path / "plain.txt", tmp_path / "wide.txt"
    plain.write_text("\n".join(words) + "\n", encoding="utf-8")
    wide.write_bytes("\r\n".join(word.lower() for word in words).encode(codec))
    lexicon = Lexicon.load(wide, CATALAN)
    assert lexicon.identity.same_list(Lexicon.load(plain, CATALAN).identity) and lexicon.reading.skipped == 0
    assert lexicon.reading.encoding == codec


@pytest.mark.parametrize("given, tiles, other, looks", [
    ("ajs", CATALAN, "ajs", "sembla una llista castellana"),
    ("fisc", SPANISH, "fisc", "sembla una llista catalana")])
def test_a_list_of_the_other_language_is_said_to_look_so(tmp_path, given, tiles, other, looks):
    """Notepad's Windows-1252, lowercase: a Spanish list in a Catalan game was read whole as Mac Roman (its á a
    middle dot, its ñ an Ò), another list played without a word said."""
    path = tmp_path / "llista.txt"
    words = [word for word in _words(given, 20) if not set("YKW") & set(word)]    # every line fits the other tiles
    path.write_bytes("\r\n".join(word.lower() for word in words).encode("cp1252"))
    said = _refused(path, tiles)
    assert f"refusada per a les fitxes {tiles.name}: {looks}" in said and f"amb les fitxes {other}, llegida com a " \
        f"Windows-1252): juga-hi amb --ruleset {other}" in said, said
    assert "Mac Roman" not in said


def test_qu_forced_against_what_the_list_shows_is_said(tmp_path, capsys):
    path = tmp_path / "club.txt"
    path.write_text("\n".join(_words("fisc", 30)) + "\n", encoding="utf-8")
    lexicon = Lexicon.load(path, CATALAN, qu="q")
    assert lexicon.reading.qu_contradicted and lexicon.reading.qu_shown == "qu"
    tell_reading(str(path), lexicon.word_count, lexicon.reading, "fisc")
    line = capsys.readouterr().err
    assert line.count("\n") == 1 and "--qu q forçat contra el que mostra la llista (0 de les seves " in line, line
    assert not Lexicon.load(path, CATALAN).reading.notable                  # found: nothing to say
    assert main(["lexicon", "info", str(path), "--qu", "q", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert (info["qu"], info["qu_found"]) == ("q", "qu")
