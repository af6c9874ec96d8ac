"""The screens: which displays there are, whether the judge's console shares one with the room, the windows.

With two displays side by side (an extended desktop) the projector gets one and the judge's console the
other. With one display, or two that show the same picture (a laptop mirroring its screen to the projector),
whatever the console shows is on the wall: the console then hides what is secret (console.py) and slips are
typed on a strip over the projector's view (strip.py).
"""

from __future__ import annotations

import ctypes
import glob
import os
from dataclasses import dataclass, field

import pygame

from .. import platforms
from ..messages import Message, text

CONSOLE, PROJECTOR = "console", "projector"


@dataclass
class Options:
    language: str = field(kw_only=True)      # the game's: the console's and the projector's words
    call_order: str = "drawn"
    spell_master_move: bool = False
    warnings: tuple[int, ...] = (60, 30)
    windowed: bool = False
    display: int = 1
    two_windows: bool | None = None    # None: two when there are two displays
    size: tuple[int, int] = (1280, 720)
    show_join: bool = True             # with the game server: its address and QR code on the projector
    shared: bool | None = None         # None: found out (one display or mirrored); True/False forces it
    watch_frozen: bool = False         # a frozen game (SIGSTOP, a suspended laptop) is an interruption (live/host.py)


def init_display() -> None:
    """pygame's display and fonts; raises pygame.error when SDL found no real screen (it would fall back to
    drawing off screen, and a judge would see nothing). On Linux with neither an X nor a Wayland display named,
    SDL is not even asked: its Wayland try would print "XDG_RUNTIME_DIR is invalid" on a server's terminal."""
    if (platforms.system() == platforms.LINUX and "SDL_VIDEODRIVER" not in os.environ
            and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY")):
        raise pygame.error(Message("screens.no_display"))
    pygame.display.init()
    if pygame.display.get_driver() in ("offscreen", "dummy", "evdev") and "SDL_VIDEODRIVER" not in os.environ:
        raise pygame.error(Message("screens.sdl_driver", driver=pygame.display.get_driver()))
    pygame.font.init()


class _Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int), ("h", ctypes.c_int)]


def _sdl_library():
    """The SDL library pygame runs on (the same copy, so the same video state), or None."""
    candidates: list[str] = []
    if platforms.system() == platforms.LINUX:
        try:
            with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
                candidates += sorted({line.split()[-1] for line in maps if "libSDL2-2" in line or "libSDL2." in line})
        except OSError:
            pass
    folder = os.path.dirname(pygame.__file__)
    for pattern in ("SDL2.dll", ".dylibs/libSDL2*.dylib", "../pygame_ce.libs/libSDL2-2*.so*"):
        candidates += glob.glob(os.path.join(folder, pattern))
    for path in candidates:
        try:
            library = ctypes.CDLL(path)
            library.SDL_GetDisplayBounds.argtypes = (ctypes.c_int, ctypes.POINTER(_Rect))
            return library
        except (OSError, AttributeError):
            continue
    return None


def display_bounds() -> list[tuple[int, int, int, int]] | None:
    """Each display's (x, y, width, height) on the desktop, or None when SDL cannot be asked."""
    library = _sdl_library()
    if library is None:
        return None
    bounds = []
    for index in range(pygame.display.get_num_displays()):
        rect = _Rect()
        if library.SDL_GetDisplayBounds(index, ctypes.byref(rect)) != 0:
            return None
        bounds.append((rect.x, rect.y, rect.w, rect.h))
    return bounds


def mirrored(bounds: list[tuple[int, int, int, int]] | None) -> bool:
    """Two or more displays at the same place on the desktop show the same picture."""
    if not bounds or len(bounds) < 2:
        return False
    return len({(x, y) for x, y, _, _ in bounds}) < len(bounds)


def screen_layout() -> dict:
    """What the displays are, for the windows and for `doctor`: count, sizes, bounds, mirrored."""
    count = pygame.display.get_num_displays()
    bounds = display_bounds()
    return {"count": count, "sizes": [tuple(size) for size in pygame.display.get_desktop_sizes()],
            "bounds": bounds, "mirrored": mirrored(bounds)}


def centred_on(index: int, size: tuple[int, int], bounds) -> tuple[int, int]:
    """Where a window of `size` stands centred on display `index` (full screen then fills that display)."""
    if bounds and index < len(bounds):
        x, y, width, height = bounds[index]
        return x + max(0, (width - size[0]) // 2), y + max(0, (height - size[1]) // 2)
    centred = 0x2FFF0000 | index          # SDL_WINDOWPOS_CENTERED_DISPLAY(index)
    return centred, centred


CONSOLE_SIZE = (1000, 720)     # the judge's console window at most; a smaller laptop screen gets less
CONSOLE_SHARE = 0.9            # of its display, so a title bar and a panel leave its last lines in view


def console_place(bounds, projector: int) -> tuple[tuple[int, int], tuple[int, int] | None]:
    """The console window's size and place: on the first display that is not the projector's, at most
    CONSOLE_SIZE and at most CONSOLE_SHARE of that display (1280×720 with a title bar: 1000×648); unknown
    displays: CONSOLE_SIZE, placed by the system."""
    others = [b for i, b in enumerate(bounds or []) if i != projector] or list(bounds or [])
    if not others:
        return CONSOLE_SIZE, None
    index = (bounds or []).index(others[0])
    _, _, width, height = others[0]
    size = (min(CONSOLE_SIZE[0], int(width * CONSOLE_SHARE)), min(CONSOLE_SIZE[1], int(height * CONSOLE_SHARE)))
    return size, centred_on(index, size, bounds)


class Windows:
    """The projector window and the judge's console window, or one window the judge toggles (Tab).

    `shared`: the console and the projector are seen on the same screen (one window, or mirrored displays)."""

    def __init__(self, options: Options, title: str = "Conductor"):
        self.options = options
        init_display()
        found = screen_layout()
        displays = found["count"]
        separate = displays > 1 and not found["mirrored"]
        self.two = options.two_windows if options.two_windows is not None else separate
        self.shared = options.shared if options.shared is not None else (not self.two or found["mirrored"])
        self.mirrored = found["mirrored"]
        index = min(options.display, displays - 1) if separate else 0
        position = centred_on(index, options.size, found["bounds"])
        projector = "proyector" if options.language == "es" else "projector"
        self.projector = pygame.Window(f"{title} — {projector}", options.size, position=position)
        if not options.windowed:
            self.projector.set_fullscreen(desktop=True)
        console = text("screens.console_window", options.language)
        size, place = console_place(found["bounds"], index)
        self.console = (pygame.Window(f"{title} — {console}", size, position=place) if place is not None
                        else pygame.Window(f"{title} — {console}", size)) if self.two else None
        self.showing = PROJECTOR       # one window: which view it shows

    def projector_surface(self) -> pygame.Surface | None:
        if self.two or self.showing == PROJECTOR:
            return self.projector.get_surface()
        return None

    def console_surface(self) -> pygame.Surface | None:
        if self.console is not None:
            return self.console.get_surface()
        return self.projector.get_surface() if self.showing == CONSOLE else None

    def toggle(self) -> None:
        if not self.two:
            self.showing = CONSOLE if self.showing == PROJECTOR else PROJECTOR

    def present(self, projector: bool = True, console: bool = True) -> None:
        if projector:
            self.projector.flip()
        if self.console is not None and console:
            self.console.flip()

    def set_title(self, text: str) -> None:
        self.projector.title = text
        if self.console is not None:
            self.console.title = text + (" — consola")

    def close(self) -> None:
        for window in (self.console, self.projector):
            if window is not None:
                window.destroy()
