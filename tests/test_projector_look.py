"""The projector's high-contrast theme and its "large rack" view for big halls (settings display_theme,
large_rack; the judge's Ctrl+T and Ctrl+R). Drawn off screen at 1280×720, 1920×1080 and 1024×768: nothing overlaps
or leaves the screen, the rack's letters are a fifth of the screen's height with the large rack, the contrast
theme's colours are its own (black ground, white tiles, the bonus marks black on light squares), and the settings
are read from config.yaml. Screenshots: artifacts/screens/look-*.png.
"""

import pygame
import pytest

from conductor.config import ConfigError, load_settings
from conductor.display import projector, theme
from conductor.display.projector import LOOK, configure, draw_projector, layout, toggle_look
from conductor.rules import CATALAN
from test_projector_layout import _board_with_move, _problems, _reveal, _standings, _view


@pytest.fixture(autouse=True)
def standard_look():
    pygame.font.init()
    configure("standard", False)
    yield
    configure("standard", False)


def _drawn(view, size):
    surface = pygame.Surface(size)
    placed = []
    draw_projector(surface, view, CATALAN, placed)
    return surface, placed


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 768)])
def test_the_large_rack_reads_from_the_back_of_a_hall(size, screenshots):
    normal = layout(*size).tile
    configure("standard", True)
    geometry = layout(*size)
    wide = size[0] / size[1] >= 1.6                         # 4:3 already has its rack across the bottom
    assert geometry.tile >= normal * (1.2 if wide else 1.0), (geometry.tile, normal)
    assert geometry.tile * 0.66 >= size[1] * (0.15 if wide else 0.11)      # the letter's box, of the height
    for view in (_view(board=_board_with_move(), subtitle="A d'Alacant, B de Barcelona"), _reveal()):
        surface, placed = _drawn(view, size)
        assert _problems(surface, placed) == [], _problems(surface, placed)
    pygame.image.save(surface, str(screenshots / f"look-large-rack-{size[0]}x{size[1]}.png"))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_high_contrast_theme(size, screenshots):
    configure("contrast", False)
    assert theme.NAME == "contrast" and theme.BACKGROUND == (0, 0, 0) and theme.TILE == (255, 255, 255)
    surface, placed = _drawn(_view(board=_board_with_move(), highlight=frozenset({(7, 3)})), size)
    assert _problems(surface, placed) == []
    geometry = layout(*size)
    assert surface.get_at((2, 2))[:3] == (0, 0, 0)
    assert surface.get_at(geometry.square(0, 0).center)[:3] in ((255, 255, 0), (0, 0, 0))   # 3P: yellow, black mark
    tile = geometry.square(7, 5)
    assert surface.get_at((tile.x + 3, tile.centery))[:3] == (255, 255, 255)
    pygame.image.save(surface, str(screenshots / f"look-contrast-{size[0]}x{size[1]}.png"))
    surface, placed = _drawn(_standings(), size)
    assert _problems(surface, placed) == []
    assert surface.get_at((2, 2))[:3] == (0, 0, 0)
    configure("contrast", True)
    surface, placed = _drawn(_reveal(), size)
    assert _problems(surface, placed) == []
    pygame.image.save(surface, str(screenshots / f"look-contrast-large-{size[0]}x{size[1]}.png"))


def test_the_cached_board_follows_the_theme():
    standard = projector.empty_board(1280, 720, "ca").get_at((2, 2))[:3]
    configure("contrast", False)
    assert projector.empty_board(1280, 720, "ca").get_at((2, 2))[:3] == (0, 0, 0) != standard


def test_the_judges_keys_switch_the_look_and_say_so():
    assert toggle_look("theme", "ca") == "Projector: contrast alt" and LOOK.theme == "contrast"
    assert toggle_look("large_rack", "es") == "Proyector: atril grande" and LOOK.large_rack
    assert toggle_look("theme", "es") == "Proyector: colores de la sala" and theme.NAME == "standard"
    assert toggle_look("large_rack", "ca") == "Projector: faristol normal" and not LOOK.large_rack


def test_the_settings(tmp_path):
    path = tmp_path / "config.yaml"
    path.write_text("display_theme: contrast\nlarge_rack: true\n")
    settings = load_settings(path)
    assert (settings.display_theme, settings.large_rack) == ("contrast", True)
    assert (load_settings(None).display_theme, load_settings(None).large_rack) == ("standard", False)
    path.write_text("display_theme: dark\n")
    with pytest.raises(ConfigError, match="display_theme must be one of contrast, standard"):
        load_settings(path)
