"""CSV cells neutralised: a player's name beginning with =, +, -, @, a tab or a carriage
return goes into no CSV we write as a spreadsheet formula (OWASP: a single quote before it); plain numbers stay
numbers. Every CSV writer of the package goes through report/csv_cells.py."""

import ast
import csv
import io
from pathlib import Path

import pytest

from conductor.clock import StepClock
from conductor.game.duplicate import Config
from conductor.game.players import Player
from conductor.game.session import Session
from conductor.report import report_csv
from conductor.report.csv_cells import csv_text, neutral
from conductor.report.tournament import game_result, tournament_csv

NAMES = ("=HYPERLINK(\"http://x\",\"clic\")", "+SUM(A1)", "-2+3", "@cmd", "\tTab", "\rCR", "Núria Puig")


@pytest.mark.parametrize("cell, written", [
    ("=1+1", "'=1+1"), ("+A1", "'+A1"), ("-A1", "'-A1"), ("@SUM(A1)", "'@SUM(A1)"), ("\t=1", "'\t=1"),
    ("\r=1", "' =1"), ("Anna\nPuig", "Anna Puig"), ("Anna", "Anna"), ("-18", "-18"), ("+0", "+0"), ("62,35", "62,35"), ("-3,5", "-3,5"),
    (12, "12"), (None, ""), ("a=b", "a=b"),
])
def test_neutral(cell, written):
    assert neutral(cell) == written


def _cells(text):
    return [cell for row in csv.reader(io.StringIO(text, newline=""), delimiter=";") for cell in row]


def test_report_and_tournament_csv_neutralise_names(catalan_lexicon, tmp_path):
    players = [Player(t, name) for t, name in enumerate(NAMES, start=1)]
    s = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", players, 3, Config(180, False, "random"),
                    StepClock())
    for command in ("draw", "start", "time", "reveal"):
        assert s.execute(command)["ok"]
    master = s.game.rounds[0].master
    for table in range(1, len(NAMES) + 1):
        assert s.execute(f"slip r1 {table} {master}")["ok"]
    for text in (report_csv(s.game), tournament_csv([game_result(s.game, "=partida")] * 3, "ca")):
        cells = _cells(text)
        dangerous = [c for c in cells if c[:1] in ("=", "+", "-", "@", "\t", "\r") and not c.lstrip("+-").replace(
            ",", "").isdigit()]
        assert dangerous == [], dangerous
        for name in NAMES[:-1]:
            assert "'" + name.replace("\r", " ") in cells, name
        assert "Núria Puig" in cells
    s.close()


def test_every_csv_writer_goes_through_csv_cells():
    """No module but csv_cells.py makes a csv.writer: a new CSV file must take its cells from there."""
    root = Path(__file__).resolve().parent.parent / "conductor"
    writers = []
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in ("writer", "DictWriter") and \
                    getattr(node.value, "id", "") == "csv":
                writers.append(str(path.relative_to(root)))
    assert writers == ["report/csv_cells.py"]


def test_csv_text_uses_semicolons_and_quotes_what_needs_it():
    assert csv_text([["a;b", "c\"d", 1], []]) == '"a;b";"c""d";1\n\n'
