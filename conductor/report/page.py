"""The HTML report from its context: Jinja2 templates shipped in the package (templates/), autoescaped, with
undefined names an error rather than an empty string."""

from __future__ import annotations

from functools import lru_cache

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..rules.ruleset import Ruleset


@lru_cache(maxsize=1)
def environment():
    from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

    return Environment(loader=PackageLoader("conductor.report", "templates"),
                       autoescape=select_autoescape(("html", "css"), default=True, default_for_string=True),
                       undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)


def render(context: Any, template: str = "report.html") -> str:
    """A page from its context (`c` in the template): the results (report.html), the arbitration sheet
    (arbitration.html), a player's game sheet (game_sheet.html)."""
    return environment().get_template(template).render(c=context)


def arbitration_html(game, title: str | None = None, started: float | None = None, rounds: int | None = None) -> str:
    """The arbitration sheet of a game (arbitration.py), in the game's language."""
    from .arbitration import arbitration_sheet

    return render(arbitration_sheet(game, title, started, rounds), "arbitration.html")


def game_sheet_html(rounds: int, ruleset: Ruleset) -> str:
    """A player's blank game sheet (game_sheet.py) for `rounds` rounds of a `ruleset` game."""
    from .game_sheet import game_sheet

    return render(game_sheet(rounds, ruleset), "game_sheet.html")
