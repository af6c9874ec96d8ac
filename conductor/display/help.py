"""`help` on the console: every key and command with a line in the judge's language, page by page, made from the
command registry (game/commands/help.py, DESIGN §4i). A key's command may be typed instead in the game's language
(«treu», «saca»; the English word works too, as every other command's): `command` reads it for every line the
console runs."""

from __future__ import annotations

from ..game.commands import as_english
from ..game.commands.help import projector_rows
from ..messages import text


def command(line: str) -> str:
    """A console line with a command said in Catalan or Spanish ("torna a cridar", "ajuda 2") as the command the
    console runs ("call again", "help 2"); any other line as it is."""
    return as_english(line)


def entries(language: str) -> list[tuple[str, str]]:
    return projector_rows(language)


PER_PAGE = 15      # entries a page: one count for the page's header and the console's line (the drawing fits them)


def pages(language: str, per_page: int = PER_PAGE) -> int:
    return max(1, -(-len(entries(language)) // max(1, per_page)))


def page(language: str, number: int, per_page: int = PER_PAGE) -> tuple[str, list[tuple[str, str]]]:
    """The title and the entries of help page `number` (1-based, wrapping round)."""
    count = pages(language, per_page)
    number = (number - 1) % count + 1
    shown = entries(language)[(number - 1) * per_page:number * per_page]
    return text("help.title", language, i=number, n=count, next=number % count + 1), shown
