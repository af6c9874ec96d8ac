"""What the screens say, in the game's language (the code keeps English names)."""

WORDS = {
    "ca": {
        "round": "Ronda {n}", "bag": "Sac: {n}", "mix": "Vocals {v} · Consonants {c}", "waiting": "Preparant el faristol…",
        "master": "Jugada mestra", "points": "{n} punts", "point": "1 punt", "standings": "Classificació",
        "final": "Final de la partida", "page": "pàgina {i}/{n}", "master_total": "Jugada mestra: {n} punts",
        "paused": "Pausa", "time": "Temps!", "rank": "Pos.", "name": "Jugador", "table": "Taula", "total": "Punts",
        "gap": "Dif.", "ended": "Motiu: {why}", "premium": {"3P": "3P", "2P": "2P", "3L": "3L", "2L": "2L"},
    },
    "es": {
        "round": "Ronda {n}", "bag": "Bolsa: {n}", "mix": "Vocales {v} · Consonantes {c}",
        "waiting": "Preparando el atril…", "master": "Jugada maestra", "points": "{n} puntos", "point": "1 punto",
        "standings": "Clasificación", "final": "Final de la partida", "page": "página {i}/{n}",
        "master_total": "Jugada maestra: {n} puntos", "paused": "Pausa", "time": "¡Tiempo!", "rank": "Pos.",
        "name": "Jugador", "table": "Mesa", "total": "Puntos", "gap": "Dif.", "ended": "Motivo: {why}",
        "premium": {"3P": "3P", "2P": "2P", "3L": "3L", "2L": "2L"},
    },
}


def words(language: str) -> dict:
    return WORDS.get(language, WORDS["ca"])
