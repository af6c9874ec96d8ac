"""What the live host itself says to the judge (a resume, the start time, its refusals), in Catalan and Spanish:
one fixed sentence per key, with named parameters."""

from __future__ import annotations

SAY = {
    "ca": {
        "down": "Partida represa: ha estat aturada {down}.",
        "paused": "Partida represa: ha estat aturada {down}; el rellotge és aturat a {left}, com estava en caure. "
                  "F3 per continuar.",
        "goes_on": "Partida represa: ha estat aturada {down}; la ronda continua amb {left}, el temps que tenia en caure.",
        "running": "Partida represa: ha estat aturada {down}; el rellotge de la ronda ha seguit corrent (queden {left}); "
                   "en caure en quedaven {lost}: «adjust» posa el temps que vulguis.",
        "starts": "La partida començarà a les {time} ({day}): fins llavors no es treu cap faristol. "
                  "«comença» la fa començar ara.",
        "today": "avui", "tomorrow": "demà",
        "started": "Comença la partida: es treu el primer faristol.",
        "no_start": "no hi ha cap hora d'inici pendent: la partida ja ha començat o no és desatesa (--autorun)",
        "no_rack": "no hi ha cap faristol per cridar: treu-ne un (F1)",
        "no_move": "aquest faristol no té cap jugada possible: treu-ne un altre (F1) o acaba (F10)",
        "unattended": "Partida desatesa: es juga sola (autorun); «autorun off» la passa a la consola.",
    },
    "es": {
        "down": "Partida reanudada: ha estado parada {down}.",
        "paused": "Partida reanudada: ha estado parada {down}; el reloj está parado en {left}, como estaba al caer. "
                  "F3 para seguir.",
        "goes_on": "Partida reanudada: ha estado parada {down}; la ronda sigue con {left}, el tiempo que tenía al caer.",
        "running": "Partida reanudada: ha estado parada {down}; el reloj de la ronda ha seguido corriendo (quedan {left}); "
                   "al caer quedaban {lost}: «adjust» pone el tiempo que quieras.",
        "starts": "La partida empezará a las {time} ({day}): hasta entonces no se saca ningún atril. "
                  "«empieza» la hace empezar ahora.",
        "today": "hoy", "tomorrow": "mañana",
        "started": "Empieza la partida: se saca el primer atril.",
        "no_start": "no hay ninguna hora de inicio pendiente: la partida ya ha empezado o no es desatendida (--autorun)",
        "no_rack": "no hay ningún atril que cantar: saca uno (F1)",
        "no_move": "este atril no tiene ninguna jugada posible: saca otro (F1) o termina (F10)",
        "unattended": "Partida desatendida: se juega sola (autorun); «autorun off» la pasa a la consola.",
    },
}


def said(language: str) -> dict:
    return SAY.get(language, SAY["ca"])


def duration(seconds: float, language: str) -> str:
    """How long, as a judge says it: "16 s", "3 min 5 s", "2 h 10 min"."""
    seconds = max(0, round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes} min {seconds} s" if seconds else f"{minutes} min"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes} min" if minutes else f"{hours} h"


def clock(seconds: float) -> str:
    """A round's time left as the room's clock shows it: "2:51"."""
    whole = max(0, round(seconds))
    return f"{whole // 60}:{whole % 60:02d}"
