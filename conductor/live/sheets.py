"""What the live host adds to an access answer (live/host.py): a device's address, the links file, and the judge's
printable sheet of PINs: one card per player (name, table, PIN, the address and its QR code), three cards a row
and fifteen an A4 page, to cut and hand out. Written beside the game log, readable by its
owner only (0600), never served on the network. A sheet that cannot be written (a full disk, a folder the
judge may not write) costs nothing but the file: the answer still carries the PINs, with a line that says so."""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING, Any

import segno

from ..files import write_private
from ..game.access import personal_link
from ..messages import message_of, sentences, words_by_language

if TYPE_CHECKING:
    from ..game.session import Session

WORDS = words_by_language("live.sheet.")      # messages/console.py, keys "live.sheet.…"


def pins_sheet(players: dict[int, Any], pins: dict[str, str], url: str, language: str, title: str,
               warning: str = "") -> str:
    """`warning`: the line the sheet opens with when the game takes no PINs (pins_warning)."""
    said = WORDS[language]
    e = html.escape
    qr = segno.make(url, error="m").svg_inline(scale=3, border=2) if url else ""
    cards = []
    for table in sorted(int(t) for t in pins):
        player = players.get(table)
        cards.append(f'<div class="card"><div class="who"><b>{e(player.name if player else "")}</b><br>'
                     f'{said["table"]} {table}</div><div class="pin">{said["pin"]} <b>{e(pins[str(table)])}</b></div>'
                     f'<div class="qr">{qr}</div><p>{e(said("how", url=url))}</p></div>')
    return f"""<!DOCTYPE html>
<html lang="{language}"><head><meta charset="utf-8"><title>{e(said["title"])} — {e(title)}</title>
<style>@page{{size:A4;margin:8mm}} body{{font-family:sans-serif;margin:0}} h1{{font-size:12pt;margin:0 0 2mm}}
.cards{{display:grid;grid-template-columns:repeat(3,1fr)}}
.card{{border:1px dashed #777;padding:2.5mm;height:53mm;box-sizing:border-box;break-inside:avoid;overflow:hidden}}
.who{{font-size:10pt}} .pin{{font-size:17pt;margin:1mm 0}} .pin b{{letter-spacing:1pt;font-family:monospace}}
.qr svg{{width:22mm;height:22mm}} p{{font-size:7pt;margin:1mm 0 0}} p.warning{{font-size:12pt;font-weight:bold}}</style></head><body><h1>{e(said["title"])} — {e(title)}</h1>
{f'<p class="warning">{e(warning)}</p>' if warning else ""}<div class="cards">{''.join(cards)}</div></body></html>
"""


def write_pins_sheet(log: Path, players: dict[int, Any], pins: dict[str, str], url: str, language: str,
                     warning: str = "") -> Path:
    """The sheet beside the log, readable and writable by its owner only; OSError when it cannot be written."""
    path = log.with_name(log.stem + "-pins.html")
    return _private(path, pins_sheet(players, pins, url, language, log.stem, warning).encode("utf-8"))


def pins_warning(server: Any, language: str) -> str:
    """The line `pins` and the PIN sheet say when the game's server takes no PINs (its network.entry is devices:
    POST /api/login refuses them, server/hub.py's takes_pins decides), else ""."""
    hub = getattr(server, "hub", None)
    if hub is None or hub.takes_pins:
        return ""
    return WORDS[language]("entry", entry=hub.entry)


def write_links(log: Path, players: dict[int, Any], links: dict[str, str], url: str, language: str) -> Path:
    """One personal link per player (the online game), as a CSV the organiser mails out: owner-only, like PINs."""
    from ..report.csv_cells import csv_text

    rows: list[list[Any] | tuple[Any, ...]] = [list(sentences("live.links.", language).values())]   # messages/files.py: table, name, club, link
    for table in sorted(links, key=int):
        player = players.get(int(table))
        rows.append((table, player.name if player else "", player.club if player else "",
                     personal_link(url, links[table])))
    return _private(log.with_name(log.stem + "-links.csv"), ("\ufeff" + csv_text(rows)).encode("utf-8"))


GENERATE = "generate"           # network.join_code: generate — conductor makes the code


def generated_join_code(log: Path) -> tuple[str, Path]:
    """The join code conductor made for this game (`network.join_code: generate`): kept beside the log, owner-only,
    so a resumed game and its invitation link keep it; made on the first run (71 random bits: never guessed)."""
    from ..game.access import new_code

    path = log.with_name(log.stem + "-join-code.txt")
    try:
        code = path.read_text(encoding="ascii").strip()
        if code:
            return code, path
    except (OSError, UnicodeDecodeError):
        pass
    code = new_code()
    _private(path, (code + "\n").encode("ascii"))
    return code, path


def _private(path: Path, data: bytes) -> Path:
    return write_private(path, data)              # 0600, also a sheet an earlier game left readable


def access_answer(answer: dict[str, Any], session: Session, server: Any, language: str) -> dict[str, Any]:
    """What the shells add to a device or PIN answer: the address that logs a device in, the printable sheet (or,
    when it cannot be written, "sheet_error" and "said": a line in the game's language with the PINs in it)."""
    if not answer.get("ok"):
        return answer
    url = server.url if server is not None else ""
    if "code" in answer and url:
        answer["url"] = f"{url}#code={answer['code']}"
    if "links" in answer:
        if url:                                # each player's address, as the file has it (one form: personal_link)
            answer["urls"] = {table: personal_link(url, token) for table, token in answer["links"].items()}
        try:
            answer["file"] = str(write_links(session.log.path, session.game.players, answer["links"], url, language))
        except (OSError, ValueError) as error:
            answer["sheet_error"] = message_of(error)
        else:                                  # what the new links ended, or that nobody else's did
            said = WORDS[language]
            ended = answer.get("ended") or []
            answer["said"] = said("links", n=len(answer["links"]), path=answer["file"]) + (
                said("ended", t=", ".join(map(str, ended))) if ended else
                said["kept"] if len(answer["links"]) < len(session.game.players) else "")
    if "pins" in answer:
        warning = pins_warning(server, language)
        if warning:
            answer["warning"] = warning
        try:
            answer["sheet"] = str(write_pins_sheet(session.log.path, session.game.players, answer["pins"], url,
                                                   language, warning))
        except (OSError, ValueError) as error:
            said = WORDS[language]
            why = message_of(error) or type(error).__name__
            listed = ", ".join(f"{said['table'].lower()} {t}: {answer['pins'][t]}"
                               for t in sorted(answer["pins"], key=int))
            answer["sheet_error"] = said("failed", why=why, pins="").rstrip(": ")
            answer["said"] = said("failed", why=why, pins=listed) + (" " + warning if warning else "")
    return answer

