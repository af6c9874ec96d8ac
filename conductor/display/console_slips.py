"""The judge's console's list of a round's slips: one line per table, every table reachable page by page.

A line says the table, the player's whole name (cut with "…" only when the column truly has no room), the slip
and its score, and who sent it. With double entry a table whose readings wait for a second one reads "pendent"
with its reading, and a dispute shows both readings and who sent each, so the judge sees agreements and disputes
at a glance; below the list, each dispute in full with the command that settles it. The words of a line are
worked out apart from the drawing (`slip_line`), so they can be tested without a screen.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..game.duplicate import Duplicate
from ..reasons import in_language, slip_text
from ..messages import Words
from . import theme
from .console_state import ConsoleState
from .console_text import TEXT
from .entry import round_to_show, source_tag

ERROR = (255, 120, 110)
CORRECTED = (140, 200, 255)
DISPUTE = (255, 150, 60)
SLIP_CHARS = 16            # the slip's column (24 with double entry: "pendent: H8 CASA", "10 ≠ 12")
OTHER_CHARS = 3 + 1 + 1 + 1 + 4 + 1 + 8    # a line but the name and the slip: table, score, mark, sender
NAME_CHARS = 12            # the name's column at least (wider as the longest name needs, while the screen has room)


@dataclass(frozen=True)
class SlipLine:
    table: int
    name: str
    slip: str          # the slip as read, "—" when none, "rebuda" on a shared screen, both readings of a dispute
    score: str
    mark: str          # "*" for a corrected slip
    tag: str           # who sent it, in a few letters
    kind: str          # "missing", "received", "ok", "null", "corrected", "pending", "dispute"


def slip_line(game: Duplicate, round_, table: int, language: str, locked=frozenset(), secret: bool = False) -> SlipLine:
    """The words of table `table`'s line for `round_`. `secret`: a shared screen before the reveal, which shows who
    has handed something in, never what it says."""
    said = TEXT[language]
    name = game.players[table].name
    slip = round_.slips.get(table)
    read = round_.entries.get(table) or {}
    state = game.entry_of(round_, table)
    tag = said["locked"] if table in locked else source_tag(round_.sources.get(table, "console"), language)
    if slip is None and not read:
        return SlipLine(table, name, "—", "", " ", tag, "missing")
    if secret:          # who sent a reading, never whether readings agree ("2×" is an agreement: DESIGN §4c)
        senders = list(read) or [round_.sources.get(table, "console")]
        tag = said["locked"] if table in locked else "/".join(source_tag(by, language) or "·" for by in senders) \
            if read else tag
        return SlipLine(table, name, said["received"], "", " ", tag, "received")
    if state == "pending":
        by, text = next(iter(read.items()))
        return SlipLine(table, name, f"{said['pending']}: {slip_text(text, language)}", "", " ",
                        source_tag(by, language), "pending")
    if state == "dispute":                       # every reading, in the order settle numbers them
        return SlipLine(table, name, " ≠ ".join(slip_text(text, language) for text in read.values()), "", "!",
                        "/".join(source_tag(by, language) or "·" for by in read), "dispute")
    corrected = table in round_.corrected()
    kind = "null" if slip.reason else "corrected" if corrected else "ok"
    return SlipLine(table, name, slip_text(slip.text, language), str(slip.score), "*" if corrected else " ", tag,
                    kind)


def slip_chars(game: Duplicate) -> int:
    return 24 if game.config.double_entry else SLIP_CHARS


def line_text(line: SlipLine, name_chars: int, slip_width: int = SLIP_CHARS) -> str:
    """A line as the console prints it, the name in a column `name_chars` wide (cut with "…" only past it)."""
    name = line.name if len(line.name) <= name_chars else line.name[:max(1, name_chars - 1)] + "…"
    slip = line.slip if len(line.slip) <= slip_width else line.slip[:slip_width - 1] + "…"
    return f"{line.table:>3} {name:<{name_chars}} {slip:<{slip_width}} {line.score:>4}{line.mark}{line.tag}"


def dispute_lines(game: Duplicate, round_, language: str) -> list[str]:
    """Each dispute of `round_` in full: both readings, who sent each, and the command that settles it."""
    said = TEXT[language]
    lines = []
    for table in game.disputes_of(round_):
        read = round_.entries[table]
        readings = " ≠ ".join(f"{slip_text(text, language)} ({source_tag(by, language) or said['console']})"
                              for by, text in read.items())
        lines.append(said("dispute", table=table, readings=readings, n=round_.number,
                                            choices="|".join(str(i) for i in range(1, len(read) + 1))))
    return lines


def waiting_line(game: Duplicate, round_, said: Words, listed, language: str) -> tuple[str, bool]:
    """A round still waiting for slips, in one line: how many are in, which tables are missing (a table whose
    reading waits for a second one is pending, not missing), and with double entry the pending and disputed
    tables ("discrepàncies: taula 4": a table is named as one, never read as a count); True when something is
    still owed."""
    pending = [t for t in game.missing(round_) if game.entry_of(round_, t) == "pending"]
    disputes = game.disputes_of(round_)
    missing = [t for t in game.missing(round_) if t not in pending and t not in disputes]
    text = said("waiting", n=round_.number, got=len(round_.slips), of=len(game.playing(round_.number)))
    for key, tables in (("missing", missing), ("pending_tables", pending), ("dispute_tables", disputes)):
        if tables:
            text += said(key, n=len(tables), tables=listed(tables))
    if not (missing or pending or disputes):
        text += said("complete", n=round_.number)
    return text, bool(missing or pending or disputes)


def columns_of(names: list[str], width: float, char: float, margin: float, slip_width: int = SLIP_CHARS
               ) -> tuple[int, int]:
    """How wide the name column is and how many columns of lines fit in `width`: whole names while one column of
    them fits, the name column narrowed (names cut with "…") only when even one column would not."""
    fixed = OTHER_CHARS + slip_width
    name_chars = max([NAME_CHARS] + [len(n) for n in names])
    room = int((width - margin) // char) - fixed
    name_chars = max(4, min(name_chars, room))
    column_width = (fixed + name_chars) * char + margin
    return name_chars, max(1, int((width - margin) // column_width))


COLOURS = {"missing": theme.MUTED, "received": theme.TEXT, "ok": theme.TEXT, "null": ERROR, "corrected": CORRECTED,
           "pending": theme.NOTICE, "dispute": DISPUTE}


def draw_slips(surface, game: Duplicate, state: ConsoleState, said: Words, language: str, top: float, bottom: float,
               margin: float, size: int, render, locked=frozenset(), right: float | None = None,
               hidden: bool = False) -> None:
    """The slips of one round, every table reachable: as many columns as fit between the left margin and
    `right`, page by page; a marked table's reason (or the round's disputes) on a line of its own below them.
    `hidden`: a round not yet revealed shows who has a slip in, not what it says nor its score."""
    round_ = round_to_show(game, state)
    if round_ is None:
        return
    face = theme.mono(size)
    width = surface.get_width() if right is None else right
    tables = sorted(game.players)
    slip_width = slip_chars(game)
    name_chars, columns = columns_of([game.players[t].name for t in tables], width, face.size("M")[0], margin,
                                     slip_width)
    column_width = face.size("M" * (OTHER_CHARS + slip_width + name_chars))[0] + margin
    rows = max(1, int((bottom - top) // face.get_linesize()) - 2)     # the head, and a reason's line below
    secret = hidden and not any(r.number == round_.number for r in game.rounds)
    per_page = columns * rows
    pages = max(1, -(-len(tables) // per_page))
    if state.found in game.players:
        state.page = tables.index(state.found) // per_page
    state.page = min(state.page, pages - 1)
    shown = tables[state.page * per_page:(state.page + 1) * per_page]
    status = said["final"] if round_.final else said["open"]
    got = len(set(round_.slips) | {t for t, read in round_.entries.items() if read}) if secret else len(round_.slips)
    head = said("slips", n=round_.number, status=status, got=got, of=len(tables),
                                page=state.page + 1, pages=pages)
    surface.blit(render(size, head, theme.TEXT), (margin, top))
    y0 = top + face.get_linesize()
    for index, table in enumerate(shown):
        column, row = divmod(index, rows)
        line = slip_line(game, round_, table, language, locked, secret)
        x, y = margin + column * column_width, y0 + row * face.get_linesize()
        if table == state.found:
            pygame.draw.rect(surface, (70, 70, 30), (x - 2, y, column_width - margin * 0.5, face.get_linesize()))
        surface.blit(render(size, line_text(line, name_chars, slip_width), COLOURS[line.kind]), (x, y))
    below = y0 + rows * face.get_linesize()
    if state.found in round_.slips and round_.slips[state.found].reason and not secret:
        reason = in_language(round_.slips[state.found].reason, language)
        surface.blit(render(size, theme.elide(f"{state.found}: {reason}", face, width - margin), ERROR), (margin, below))
    elif not secret:
        disputes = dispute_lines(game, round_, language)
        if disputes:
            text = " · ".join(disputes)
            surface.blit(render(size, theme.elide(text, face, width - margin), DISPUTE), (margin, below))
