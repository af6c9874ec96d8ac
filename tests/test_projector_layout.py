"""On the projector nothing overlaps and nothing leaves the screen, from 1024×768 to 4K.

The drawing functions note where they put each text, each rack tile and the board (`placed`); these tests
draw views built by hand onto plain off-screen surfaces (no window, no X server) and measure those
rectangles against each other and against the surface: the reveal with the phrase being said under it,
the standings with long names and wide numbers in Catalan and Spanish, the board with its rack, clock, slip
count, pause, subtitle and a notice, and the join screen. Screenshots: artifacts/screens/layout-*.png.
"""

from itertools import combinations

import pygame
import pytest

from conductor.display import theme
from conductor.display.projector import _tile_texts, draw_projector, layout
from conductor.room.view import (
    FINAL,
    JOIN,
    REVEAL,
    ROUND,
    STANDINGS,
    WAITING,
    ProjectorView,
    Reveal,
    Row,
)
from conductor.rules import CATALAN, SPANISH

SIZES = [(1024, 768), (1280, 720), (1920, 1080), (3840, 2160)]
MORE_SIZES = [(1280, 1024), (1366, 768), (1600, 900), (1920, 1200), (2560, 1080), (2560, 1440)]
EMPTY = tuple(tuple("" for _ in range(15)) for _ in range(15))
LONG_NAME = "Maria del Carme Puigdollers i Vilanova"
LONG_NOTICE = ("Sense veu (no s'ha trobat cap veu catalana per a espeak-ng): les crides només es mostren a la "
               "pantalla. Sense so: no hi ha cap dispositiu d'àudio; la partida continua en silenci.")


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


def _view(**fields) -> ProjectorView:
    values = {"screen": ROUND, "round": 12, "board": EMPTY, "highlight": frozenset(), "rack": tuple("ABCDEFG"),
              "time_left": 95.0, "round_seconds": 180, "bag": 57, "vowels": 23, "consonants": 34, "language": "ca"}
    values.update(fields)
    return ProjectorView(**values)


def _board_with_move() -> tuple[tuple[str, ...], ...]:
    rows = [list(row) for row in EMPTY]
    for col, letter in enumerate("GRANOLLERS"):
        rows[7][3 + col] = letter
    return tuple(tuple(row) for row in rows)


def _reveal(language: str = "ca", **fields) -> ProjectorView:
    read_as = "vuit Granollers" if language == "ca" else "Hungría ocho"
    values = {"screen": REVEAL, "time_left": None, "board": _board_with_move(), "language": language,
              "highlight": frozenset((7, 3 + c) for c in range(10)), "received": (12, 17, 20),
              "reveal": Reveal("H4 GRANOLLERS", read_as, 108, 12),
              "subtitle": "Jugada mestra: vuit Granollers." if language == "ca" else "Jugada maestra: Hungría ocho."}
    values.update(fields)
    return _view(**values)


def _rows(count: int = 20) -> tuple[Row, ...]:
    rows = []
    for i in range(count):
        name = LONG_NAME if i % 3 == 0 else ("Núria Ç. Ll·L" if i % 3 == 1 else f"Jugador {i + 1}")
        total = 987 - 31 * i                         # three digits
        gap = 1234 if i == count - 1 else (-5 if i == 0 else 40 * i)   # "-1234" behind, "+5" ahead
        rows.append(Row(i + 1, name, 100 + 7 * i, total, gap))
    return tuple(rows)


def _standings(language: str = "ca", **fields) -> ProjectorView:
    values = {"screen": STANDINGS, "time_left": None, "rows": _rows(), "page": (2, 3), "master_total": 1021,
              "language": language}
    values.update(fields)
    return _view(**values)


def _draw(view: ProjectorView, size) -> tuple[pygame.Surface, list]:
    surface = pygame.Surface(size)
    placed: list = []
    draw_projector(surface, view, CATALAN, placed)
    return surface, placed


def _problems(surface: pygame.Surface, placed) -> list[str]:
    bounds = surface.get_rect()
    found = [f"{label} {rect} leaves the {bounds.size} screen" for label, rect in placed
             if not bounds.contains(rect)]
    found += [f"{a} {ra} overlaps {b} {rb}" for (a, ra), (b, rb) in combinations(placed, 2) if ra.colliderect(rb)]
    return found


def _labels(placed) -> set[str]:
    return {label for label, _ in placed}


def _in_panel(surface, placed, *labels) -> None:
    panel = layout(*surface.get_size()).panel
    for label, rect in placed:
        if label in labels:
            assert panel.contains(rect), f"{label} {rect} outside the panel {panel}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["ca", "es"])
def test_the_reveal_with_a_subtitle(size, language, screenshots):
    """The case of the issue: the phrase being said no longer covers "108 punts"."""
    surface, placed = _draw(_reveal(language), size)
    if language == "ca":
        pygame.image.save(surface, screenshots / f"layout-reveal-{size[0]}x{size[1]}.png")
    assert {"round", "bag", "mix", "received", "master", "notation", "read_as", "points", "subtitle",
            "board"} <= _labels(placed)
    assert _problems(surface, placed) == []
    _in_panel(surface, placed, "round", "bag", "mix", "received", "master", "notation", "read_as", "points",
              "subtitle")
    where = dict(placed)
    assert where["subtitle"].top >= where["points"].bottom


@pytest.mark.parametrize("size", SIZES)
def test_the_reveal_with_long_texts(size):
    view = _reveal(reveal=Reveal("8A ELECTROENCEFALOGRAMES", "A de Alemania ocho, horizontal", 1, 3),
                   subtitle="Ela geminada, Ce trencada, Escarràs, Ny, Ena, Ics, Quu, Ela geminada, A, E, I",
                   notice=LONG_NOTICE, rack=("L·L", "Ç", "?", "NY", "QU", "a", "E"))
    surface, placed = _draw(view, size)
    assert {"notation", "points", "subtitle", "notice", "tile 6"} <= _labels(placed)
    assert _problems(surface, placed) == []


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["ca", "es"])
def test_the_standings(size, language, screenshots):
    """Long names cut with "…", every column on screen, headers over their numbers, 20 rows a page."""
    surface, placed = _draw(_standings(language), size)
    if language == "ca":
        pygame.image.save(surface, screenshots / f"layout-standings-{size[0]}x{size[1]}.png")
    assert _problems(surface, placed) == []
    where = dict(placed)
    assert {"title", "master_total", "page"} <= set(where)
    for i in range(20):
        for key in ("rank", "name", "table", "total", "gap"):
            assert f"{key} {i}" in where
        for key in ("rank", "table", "total", "gap"):      # numbers right-aligned under their header
            assert where[f"{key} {i}"].right == where[f"header {key}"].right
        assert where[f"name {i}"].left == where["header name"].left
        assert where[f"name {i}"].right < where[f"table {i}"].left
    if size == (1024, 768):   # too long for the name column here: cut with "…" (drawn narrower than whole)
        face = next(theme.font(s) for s in range(6, 100) if theme.font(s).get_height() == where["name 0"].height)
        assert face.size(LONG_NAME)[0] > where["name 0"].width


def test_elide():
    face = theme.font(30)
    width = face.size(LONG_NAME)[0] * 0.5
    short = theme.elide(LONG_NAME, face, width)
    assert short.endswith("…") and LONG_NAME.startswith(short[:-1]) and face.size(short)[0] <= width
    assert theme.elide(LONG_NAME, face, 10_000) == LONG_NAME and theme.elide(LONG_NAME, face, 1) == ""


@pytest.mark.parametrize("size", SIZES)
def test_provisional_final_standings_with_few_rows_and_wide_numbers(size):
    rows = (Row(1, LONG_NAME * 2, 999, 9999, -9999), Row(2, "Ana", 1, 0, 12345))
    view = _standings("es", screen=FINAL, rows=rows, page=(1, 1), missing_slips=123)
    surface, placed = _draw(view, size)
    assert {"title", "provisional", "name 0", "gap 1"} <= _labels(placed) and "page" not in _labels(placed)
    assert _problems(surface, placed) == []


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("paused", [False, True])
def test_the_board_with_rack_clock_status_and_subtitle(size, paused, screenshots):
    view = _view(board=_board_with_move(), received=(12, 3, 20), paused=paused,
                 subtitle="Ela geminada, Ce trencada, A, E, I, O, U",
                 notice="Sense veu: les crides només es mostren a la pantalla.")
    surface, placed = _draw(view, size)
    if not paused:
        pygame.image.save(surface, screenshots / f"layout-round-{size[0]}x{size[1]}.png")
    expected = {"round", "bag", "mix", "received", "clock", "subtitle", "notice", "board"}
    expected |= {f"tile {i}" for i in range(7)}
    assert expected | ({"paused"} if paused else set()) <= _labels(placed)
    assert _problems(surface, placed) == []
    _in_panel(surface, placed, "round", "bag", "mix", "received", "clock", "paused", "subtitle")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["ca", "es"])
def test_an_interruption_is_told_under_the_clock_and_along_the_bottom(size, language, screenshots):
    """After a resume the room is told how long the game was down and the time the round has, in the
    game's language: under the clock during the round (paused or not), along the bottom beside a notice else."""
    for paused in (False, True):
        view = _view(paused=paused, interruption=(18.0, 24.0), language=language, received=(12, 3, 20),
                     subtitle="Queda 1 minut", notice=LONG_NOTICE)
        surface, placed = _draw(view, size)
        assert {"clock", "interruption", "notice"} <= _labels(placed) and _problems(surface, placed) == []
        _in_panel(surface, placed, "clock", "interruption")
        if size == (1920, 1080) and language == "ca" and paused:
            pygame.image.save(surface, screenshots / "layout-interruption-1920x1080.png")
    for view in (_reveal(language, interruption=(75.0, None), notice=LONG_NOTICE),
                 _view(screen=WAITING, time_left=None, rack=(), interruption=(3600.0, None), language=language)):
        surface, placed = _draw(view, size)
        assert "interruption" in _labels(placed) and _problems(surface, placed) == []
        assert layout(*size).notice.contains(dict(placed)["interruption"])


@pytest.mark.parametrize("size", SIZES)
def test_time_up_waiting_and_spanish_status(size):
    for view in (_view(time_left=0.0, subtitle="Temps!", notice=LONG_NOTICE),
                 _view(screen=WAITING, time_left=None, rack=(), subtitle="Ronda 12", language="es"),
                 _view(language="es", bag=100, vowels=100, consonants=100, received=(100, 100, 100))):
        surface, placed = _draw(view, size)
        assert _problems(surface, placed) == [], view.screen
    for name in ("Leximots 2025-26", "Lexicón FILE 2024 (Federación Internacional de Léxico en Español), 639.000"):
        view = _view(screen=WAITING, time_left=None, rack=(), round=1, word_list=name, subtitle="Ronda 1")
        surface, placed = _draw(view, size)          # before the first round: the list's name and edition
        assert "word_list" in _labels(placed) and _problems(surface, placed) == []


@pytest.mark.parametrize("size", SIZES)
def test_the_join_screen(size):
    view = _view(screen=JOIN, join="http://192.168.100.200:8765/", received=(3, 12, 20))
    surface, placed = _draw(view, size)
    assert {"join", "qr", "address", "received"} <= _labels(placed)
    assert _problems(surface, placed) == []


@pytest.mark.parametrize("size", MORE_SIZES)
def test_other_resolutions(size):
    """Between the four: 5:4, 16:10, 21:9, the odd 1366×768."""
    for view in (_reveal(), _reveal("es", notice=LONG_NOTICE), _standings(), _standings("es", rows=_rows(12)),
                 _view(received=(1, 2, 3), subtitle="1 minut!", paused=True, notice=LONG_NOTICE),
                 _view(screen=JOIN, join="http://192.168.1.20:8765/", received=(3, 12, 20))):
        surface, placed = _draw(view, size)
        assert _problems(surface, placed) == [], (view.screen, size)


@pytest.mark.parametrize("side", [28, 41, 76, 114, 229])
def test_tile_letters_keep_clear_of_their_values(side):
    """Every tile of both sets, on the board and on the rack: the letter's ink (the cedilla of Ç too) keeps
    clear of the value's, and stays on the tile."""
    body = pygame.Rect(0, 0, side, side).inflate(-max(2, side * 0.06), -max(2, side * 0.06))
    for tiles in (CATALAN, SPANISH):
        for letter in tiles.letters:
            for share in (0.62, 0.66):
                (text, where), (value, value_where) = _tile_texts(letter.label, body, tiles, share)
                gap = max(1, round(body.width * 0.04))    # some room between them, not just no shared pixel
                offset = (value_where.x - (where.x + gap), value_where.y - where.y)
                assert pygame.mask.from_surface(text).overlap(pygame.mask.from_surface(value), offset) is None, \
                    (letter.label, side, share)
                assert body.contains(text.get_bounding_rect().move(where.topleft)), (letter.label, side, share)


def test_issue_25_screens(screenshots):
    """Screens: the reveal does not say its points twice, a whole rack's names read from the hall,
    an address no phone can open is called so beside its QR, the standings say when the tie-break decided."""
    from conductor.display.projector import more, tie_broken
    from conductor.room.view import CALL

    size = (1280, 720)
    surface, placed = _draw(_reveal("ca", subtitle="108 punts"), size)
    pygame.image.save(surface, screenshots / "issue25-reveal-no-double-points.png")
    assert "subtitle" not in _labels(placed)
    surface, placed = _draw(_reveal("ca", subtitle="Jugada mestra: vuit Granollers."), size)
    assert "subtitle" in _labels(placed)

    names = "A d'Alacant, R de Rubí, N de Nules, O d'Òdena, N de Nules, T de Tremp, I d'Igualada"
    surface, placed = _draw(_view(screen=CALL, time_left=None, subtitle=names), size)
    pygame.image.save(surface, screenshots / "issue25-whole-rack-subtitle.png")
    where = dict(placed)
    assert where["subtitle"].height >= size[1] * 0.045          # not shrunk to a line nobody can read
    assert _problems(surface, placed) == []

    surface, placed = _draw(_view(screen=JOIN, join="http://127.0.0.1:8765/", received=None), size)
    pygame.image.save(surface, screenshots / "issue25-join-local-address.png")
    assert "local_only" in _labels(placed) and _problems(surface, placed) == []

    rows = tuple(Row(rank, f"Jugador {i}", i, total, 10) for i, (rank, total) in
                 enumerate([(5, 30), (6, 20), (6, 20), (8, 20), (9, 20)], start=1))
    assert tie_broken(rows)
    surface, placed = _draw(_standings(rows=rows, page=(1, 1)), size)
    pygame.image.save(surface, screenshots / "issue25-standings-tie-break.png")
    assert "tie_break" in _labels(placed) and _problems(surface, placed) == []
    assert "FISC II.8" in more("ca")["tie_break"]
