"""Driving and reading pygame windows under Xvfb (the `virtual_screen` fixture): keys, typed lines, screenshots
and pixels. Anything with a `step()` that reads pygame's events is driven: the conductor's windows, the trainer."""

from __future__ import annotations

import pygame


def key(window, key, mod=0, kind=pygame.KEYDOWN):
    """One key event, then one step of the window's loop."""
    pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0))
    window.step()


def text(window, text):
    """Text as typed (a TEXTINPUT event), then one step."""
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    window.step()


def type_line(window, line, enter=True):
    """A line typed, then Return (unless `enter` is false)."""
    text(window, line)
    if enter:
        key(window, pygame.K_RETURN)


def save_windows(app, folder, name):
    """Both windows of the conductor, as `name`-projector.png and `name`-console.png."""
    pygame.image.save(app.windows.projector.get_surface(), folder / f"{name}-projector.png")
    pygame.image.save(app.windows.console.get_surface(), folder / f"{name}-console.png")


def colour_pixels(surface, rect, colour, tolerance=10, step=2) -> int:
    """How many of the rect's pixels (one in `step` each way) are `colour`, within `tolerance` per channel."""
    sub = surface.subsurface(rect.clip(surface.get_rect()))
    return sum(1 for x in range(0, sub.get_width(), step) for y in range(0, sub.get_height(), step)
               if all(abs(a - b) <= tolerance for a, b in zip(sub.get_at((x, y))[:3], colour)))


def conductor_app(session, options, language: str | None = None, **more):
    """The conductor (both faces: projector and console) in real windows over `session`, its announcer silent (a
    null output); `language` for the announcer's settings, `more` for the conductor (server=, schedule=)."""
    from conductor.announcer.announcer import Announcer, AnnouncerSettings
    from conductor.announcer.audio import NullOutput
    from conductor.display.app import Conductor, Windows

    settings = AnnouncerSettings(language=language) if language else AnnouncerSettings(language="ca")
    return Conductor(session, Announcer(settings, output=NullOutput(22050)), options, Windows(options), **more)
