"""The judge's console: what the judge types and sees (secrets included), drawn as text.

Typing is line-based, with the same commands as `run --headless`, plus the short forms of slip entry
(entry.py). The slips of any round stay listed, page by page, beside the rounds still waiting for slips and
the standings.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..game.duplicate import Duplicate
from ..game.ranking import Standings, standings
from ..messages import Words, sentences
from . import theme
from .console_state import ConsoleState
from . import help as console_help
from .console_text import TEXT, local_address
from .console_slips import draw_slips, waiting_line
from .entry import waiting_rounds
from .projector import clock_text
from .qr import qr_surface
from .shared import typed_told
from ..room.view import time_left

ERROR = (255, 120, 110)
BANNER = (150, 30, 30)


_standings_cache: dict[int, tuple[int, Standings]] = {}


def cached_standings(game: Duplicate) -> Standings:
    """Standings change only with events: worked out once per event, not once per frame."""
    seen = _standings_cache.get(id(game))
    if seen is None or seen[0] != game.events:
        seen = (game.events, standings(game))
        _standings_cache.clear()
        _standings_cache[id(game)] = seen
    return seen[1]


@lru_cache(maxsize=4096)
def _rendered(size: int, text: str, colour: tuple[int, int, int]) -> pygame.Surface:
    return theme.mono(size).render(text, True, colour)


def _list_missing(tables: list[int], limit: int = 12) -> str:
    shown = ", ".join(str(t) for t in tables[:limit])
    return shown + (f"… (+{len(tables) - limit})" if len(tables) > limit else "")


def draw_console(surface: pygame.Surface, game: Duplicate, state: ConsoleState, now: float, *,
                 language: str, screen: str = "", notice: str = "", speaking: str = "",
                 locked: frozenset[int] | set[int] = frozenset(), server: str = "", hidden: bool = False,
                 shared: bool = False, pending: str = "", judge_plays: bool = False) -> None:
    """The console. `hidden`: the screen is shared with the room and the judge has not asked to see the
    secrets (tops, move count, codes, QR, slips' scores before the reveal); `pending`: a confirmation asked;
    `judge_plays`: the judge plays and the round runs (what is hidden says so: F12 shows nothing then)."""
    said = TEXT[language]
    width, height = surface.get_size()
    surface.fill((22, 24, 30))
    line = max(14, height // 34)
    big, small = int(line * 0.72), int(line * 0.58)
    margin = line * 0.6
    y = line * 0.5

    def write(text: str, colour=theme.TEXT, size: int = big, x: float = margin) -> None:
        nonlocal y
        surface.blit(_rendered(size, text, colour), (x, y))
        y += theme.mono(size).get_linesize()

    number = game.current.number if game.current else len(game.rounds) + (0 if game.phase == "ended" else 1)
    timer = clock_text(time_left(game, now)) + ("" if game.timer.running else said["stopped"])
    write(said("status", n=number, phase=said["phases"].get(game.phase, game.phase), timer=timer,
                                bag=len(game.bag), screen=sentences("screens.", language).get(screen, screen)),
          theme.HIGHLIGHT)
    if shared and hidden:
        write(said["shared"], theme.MUTED, small)
    elif shared:
        y0 = y
        pygame.draw.rect(surface, BANNER, (0, y0, width, theme.mono(small).get_linesize()))
        write(said["secrets_banner"], theme.TEXT, small)
    if server:
        warning = f"  — {said['local_short']}" if local_address(server) else ""
        write(said("server", url=server) + warning, ERROR if warning else theme.HIGHLIGHT, small)
    if notice:
        write(notice, theme.NOTICE, small)
    if speaking:
        write(said("voice", text=speaking), theme.MUTED, small)
    top = y
    _draw_standings(surface, game, said, width * 0.64, top, small, height * 0.36)
    if game.current is not None:
        current = game.current
        write(said("rack", rack=" ".join(current.rack), leftover=" ".join(current.leftover) or "—"))
        if hidden:               # a shared screen, or the judge plays (the answers are secretless already)
            write(said["hidden_tops"] if shared and not judge_plays else said["judge_plays"], theme.MUTED, small)
        else:
            tops = game.master_list()
            ties = said("tied", n=len(tops)) + (said["pick"] if game.config.tie_policy == "judge" else
                                                       said["random"]) if len(tops) > 1 else ""
            write(said("moves", n=game.move_count, ties=ties), theme.MUTED, small)
            for master in tops[:4]:
                write(f"  {master['n']}. {master['move']}  {master['score']}", theme.MUTED, small)
    elif game.rounds:
        last = game.rounds[-1]
        write(said("last", n=last.number, move=last.master, score=last.master_score), theme.MUTED)
    y += line * 0.2
    waiting = waiting_rounds(game)
    if waiting:
        write(said["collecting"], theme.TEXT, small)
        for r in waiting[:5]:
            text, short = waiting_line(game, r, said, _list_missing, language)
            write(text, theme.NOTICE if short else theme.MUTED, small, x=margin * 2)
        if len(waiting) > 5:
            write(said("more_rounds", n=len(waiting) - 5), theme.MUTED, small, x=margin * 2)
    y = max(y, top + height * 0.36) + line * 0.2
    bottom = height - line * 5.6          # the slips (or the help, or the QR) end here; the messages below
    right: float = width
    if state.qr is not None:              # a new device's login, beside the slips: nothing is covered
        right = _draw_qr(surface, state.qr, hidden, said["judge_plays" if judge_plays else "hidden_qr"], width - margin,
                         y, bottom, small, line)
    if state.help_page is not None:
        _draw_help(surface, state, language, state.help_page, margin, y, bottom, right - margin, small)
    else:
        draw_slips(surface, game, state, said, language, y, bottom, margin, small, _rendered, locked, right, hidden)
    y = height - line * 5.4
    for message in state.messages[-3:]:
        ok, text = message[0], message[1]
        if hidden and shared and message.secret:
            text = message.public or said["judge_plays" if judge_plays else "hidden_line"]
        write(theme.elide(text, theme.mono(small), width - 2 * margin), theme.TEXT if ok else ERROR, small)
    y = height - line * 2.9
    pygame.draw.rect(surface, (40, 44, 56), (line * 0.4, y - line * 0.15, width - line * 0.8, line * 1.2))
    cursor = "_" if int(pygame.time.get_ticks() / 500) % 2 == 0 else " "
    prompt = ">"
    if state.entry is not None:
        entry_final = _is_final(game, state.entry)
        prompt = said("prompt_correct" if entry_final else "prompt_entry", n=state.entry)
    if pending:                           # a confirmation asked: over the messages, impossible to miss
        face = theme.mono(small)
        rows = _wrap(pending.split(" "), face, width - line * 0.8 - margin * 1.5, " ")
        box = pygame.Rect(line * 0.4, height - line * 3.1 - len(rows) * face.get_linesize() - line * 0.3,
                          width - line * 0.8, len(rows) * face.get_linesize() + line * 0.3)
        pygame.draw.rect(surface, BANNER, box)
        for index, row in enumerate(rows):
            surface.blit(_rendered(small, row, theme.TEXT), (box.x + margin * 0.5, box.y + line * 0.15 +
                                                             index * face.get_linesize()))
    typed = typed_told(game, state.line, state.entry) if hidden and shared else state.line   # on the wall: masked
    write(f"{prompt} {typed}{cursor}", theme.TEXT)
    keys = said["help"].split(" · ")            # as many lines as it takes, so nothing runs off the edge
    size = int(line * 0.5)
    rows = _wrap(keys, theme.mono(size), width - 2 * margin)
    if len(rows) > 2:
        size = int(line * 0.42)
        rows = _wrap(keys, theme.mono(size), width - 2 * margin)
    for row in rows:
        write(row, theme.MUTED, size)


def _wrap(parts: list[str], face, width: float, joiner: str = " · ") -> list[str]:
    rows: list[str] = []
    for part in parts:
        if rows and face.size(rows[-1] + joiner + part)[0] <= width:
            rows[-1] += joiner + part
        else:
            rows.append(part)
    return rows


def _is_final(game: Duplicate, number: int) -> bool:
    try:
        return game.find_round(number).final
    except ValueError:
        return False


def _draw_qr(surface, qr: tuple[str, str], hidden: bool, hidden_said: str, right: float, top: float, bottom: float,
             size: int, line: float) -> float:
    """A device's QR code and caption at the right of the slips' area; returns the x where the slips end."""
    caption, text = qr
    lines = caption.split(" · ")
    room = bottom - top - len(lines) * theme.mono(size).get_linesize() - line * 0.4
    if hidden:
        image = _rendered(size, hidden_said, theme.MUTED)
        surface.blit(image, image.get_rect(topright=(right, top)))
        return right - image.get_width() - line
    code = qr_surface(text, int(max(80, room)))
    where = code.get_rect(topright=(right, top))
    surface.blit(code, where)
    for index, part in enumerate(lines):
        image = _rendered(size, part, theme.HIGHLIGHT)
        surface.blit(image, image.get_rect(topright=(where.right, where.bottom + line * (0.2 + 0.8 * index))))
    widest = max([code.get_width()] + [_rendered(size, part, theme.HIGHLIGHT).get_width() for part in lines])
    return right - widest - line


def _draw_help(surface, state: ConsoleState, language: str, number: int, x: float, top: float, bottom: float, right: float,
               size: int) -> None:
    """A page of the full help, in place of the slip list: its entries (help.PER_PAGE) under its title, at the size
    that fits them in the room there is (one page count for the title and the console's line)."""
    face = theme.mono(size)
    while size > 8 and (console_help.PER_PAGE + 1) * face.get_linesize() > bottom - top:
        size -= 1
        face = theme.mono(size)
    title, shown = console_help.page(language, number)
    surface.blit(_rendered(size, title, theme.HIGHLIGHT), (x, top))
    key_width: float = max(face.size(key)[0] for key, _ in console_help.entries(language)) + size
    key_width = min(key_width, (right - x) * 0.4)
    for index, (key, text) in enumerate(shown):
        y = top + (index + 1) * face.get_linesize()
        surface.blit(_rendered(size, theme.elide(key, face, key_width - size), theme.TEXT), (x, y))
        surface.blit(_rendered(size, theme.elide(text, face, right - x - key_width), theme.MUTED), (x + key_width, y))


def _draw_standings(surface, game: Duplicate, said: Words, x: float, y: float, size: int, room: float) -> None:
    if not game.rounds:
        return
    table = cached_standings(game)
    face = theme.mono(size)
    title = said("provisional", n=table.missing_slips) if table.provisional else \
        said["standings"]
    surface.blit(_rendered(size, title, theme.NOTICE if table.provisional else theme.TEXT), (x, y))
    y += face.get_linesize()
    shown = max(1, int(room // face.get_linesize()) - (2 if table.tie_broken else 1))
    for row in table.rows[:shown]:
        surface.blit(_rendered(size, f"{row.rank:>3}. {row.table:>3} {row.name[:16]:<16} {row.total:>5}", theme.MUTED),
                     (x, y))
        y += face.get_linesize()
    if table.tie_broken:
        surface.blit(_rendered(size, said["tie_break"], theme.MUTED), (x, y))
