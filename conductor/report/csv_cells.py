"""Every CSV we write, written one way: semicolons and decimal commas (what a Catalan or Spanish spreadsheet
opens without asking), and no cell a spreadsheet would run as a formula.

A player's name is typed by anyone who joins a game; "=HYPERLINK(…)" or "@SUM(…)" in a results file would be
run by the judge's spreadsheet. As OWASP recommends ("CSV injection"), a text cell that begins with =, +, -,
@, a tab or a carriage return is written after a single quote, which spreadsheets show as text; a plain
number ("-18", "+0", "62,35") is left as it is, since it is one. A line break inside a cell becomes a space.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable

DELIMITER = ";"
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"^[+-]?\d+([.,]\d+)?$")


def neutral(value: object) -> str:
    """The cell as text, quoted out of being a formula when it could be one."""
    text = "" if value is None else str(value)
    if text.startswith(FORMULA_START) and not _NUMBER.match(text):
        text = "'" + text
    # a line break inside a cell would split its row in many readers: no name or move needs one
    return text.replace("\r\n", " ").replace("\r", " ").replace("\n", " ")


def csv_text(rows: Iterable[Iterable[object]]) -> str:
    """Rows as CSV text (semicolons, "\\n" line ends), every cell neutralised."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=DELIMITER, lineterminator="\n")
    for row in rows:
        writer.writerow([neutral(cell) for cell in row])
    return out.getvalue()
