"""The judge's printable sheet of PINs: one card per player (name, table, PIN, the address and its QR code),
to cut and hand out. Written beside the game log, never served on the network."""

from __future__ import annotations

import html
from pathlib import Path

import segno

WORDS = {
    "ca": {"title": "PIN dels jugadors", "table": "Taula", "pin": "PIN", "how": "Obre {url} o escaneja el codi, "
           "tria «Jugador» i escriu la taula i el PIN. Envia la jugada abans de «Temps!»."},
    "es": {"title": "PIN de los jugadores", "table": "Mesa", "pin": "PIN", "how": "Abre {url} o escanea el código, "
           "elige «Jugador» y escribe la mesa y el PIN. Envía la jugada antes de «¡Tiempo!»."},
}


def pins_sheet(players: dict, pins: dict[str, str], url: str, language: str, title: str) -> str:
    said = WORDS.get(language, WORDS["ca"])
    e = html.escape
    qr = segno.make(url, error="m").svg_inline(scale=3, border=2) if url else ""
    cards = []
    for table in sorted(int(t) for t in pins):
        player = players.get(table)
        cards.append(f'<div class="card"><div class="who"><b>{e(player.name if player else "")}</b><br>'
                     f'{said["table"]} {table}</div><div class="pin">{said["pin"]} <b>{e(pins[str(table)])}</b></div>'
                     f'<div class="qr">{qr}</div><p>{e(said["how"].format(url=url))}</p></div>')
    return f"""<!DOCTYPE html>
<html lang="{language}"><head><meta charset="utf-8"><title>{e(said["title"])} — {e(title)}</title>
<style>body{{font-family:sans-serif;margin:1cm}} .cards{{display:flex;flex-wrap:wrap;gap:4mm}}
.card{{border:1px dashed #777;padding:3mm;width:85mm;break-inside:avoid}} .pin{{font-size:20pt;margin:2mm 0}}
.pin b{{letter-spacing:2pt;font-family:monospace}} .qr svg{{width:30mm;height:30mm}} p{{font-size:8pt}}
@page{{size:A4;margin:10mm}}</style></head><body><h1>{e(said["title"])} — {e(title)}</h1>
<div class="cards">{''.join(cards)}</div></body></html>
"""


def write_pins_sheet(log: Path, players: dict, pins: dict[str, str], url: str, language: str) -> Path:
    path = log.with_name(log.stem + "-pins.html")
    path.write_text(pins_sheet(players, pins, url, language, log.stem), encoding="utf-8")
    return path


def access_answer(answer: dict, session, server, language: str) -> dict:
    """What the shells add to a device or PIN answer: the address that logs a device in, the printable sheet."""
    if not answer.get("ok"):
        return answer
    url = server.url if server is not None else ""
    if "code" in answer and url:
        answer["url"] = f"{url}#code={answer['code']}"
    if "pins" in answer:
        answer["sheet"] = str(write_pins_sheet(session.log.path, session.game.players, answer["pins"], url, language))
    return answer

