"""What the screens say, in the game's language (the code keeps English names)."""

WORDS = {
    "ca": {
        "round": "Ronda {n}", "bag": "Sac: {n}", "mix": "Vocals {v} · Consonants {c}", "waiting": "Preparant el faristol…",
        "master": "Jugada mestra", "points": "{n} punts", "point": "1 punt", "standings": "Classificació",
        "final": "Final de la partida", "page": "pàgina {i}/{n}", "master_total": "Jugada mestra: {n} punts",
        "paused": "Pausa", "time": "Temps!", "rank": "Pos.", "name": "Jugador", "table": "Taula", "total": "Punts",
        "gap": "Dif.", "ended": "Motiu: {why}", "premium": {"3P": "3P", "2P": "2P", "3L": "3L", "2L": "2L"},
        "provisional": "Provisional: falten {n} paperetes per entrar",
        "received": "Paperetes ronda {n}: {got}/{of}", "join": "Entra amb el mòbil a la partida",
        "lobby": "La partida comença aviat", "starting": "Comença ara", "starts_at": "Comença a les {t}",
        "joined": "Inscrits: {n}",
    },
    "es": {
        "round": "Ronda {n}", "bag": "Bolsa: {n}", "mix": "Vocales {v} · Consonantes {c}",
        "waiting": "Preparando el atril…", "master": "Jugada maestra", "points": "{n} puntos", "point": "1 punto",
        "standings": "Clasificación", "final": "Final de la partida", "page": "página {i}/{n}",
        "master_total": "Jugada maestra: {n} puntos", "paused": "Pausa", "time": "¡Tiempo!", "rank": "Pos.",
        "name": "Jugador", "table": "Mesa", "total": "Puntos", "gap": "Dif.", "ended": "Motivo: {why}",
        "premium": {"3P": "3P", "2P": "2P", "3L": "3L", "2L": "2L"},
        "provisional": "Provisional: faltan {n} papeletas por entrar",
        "received": "Papeletas ronda {n}: {got}/{of}", "join": "Entra con el móvil en la partida",
        "lobby": "La partida empieza pronto", "starting": "Empieza ahora", "starts_at": "Empieza a las {t}",
        "joined": "Inscritos: {n}",
    },
}


TRAINING = {
    "ca": {
        "title": "Conductor — entrenament", "round": "Ronda {n}", "bag": "sac {n}",
        "total": "Tu {t} · mestra {m} · {p} %", "prompt": "Jugada (p. ex. H8 CASA) o clica fitxes i caselles:",
        "blank": "Quina lletra fa l'escarràs? Tecleja-la.", "counts": "compta la millor: {m} — {s} punts",
        "none_yet": "encara cap jugada vàlida", "points": "{s} punts", "top": "{s} punts — la mestra!",
        "keys": "Intro prova · F5 entrega · F1 punts de la mestra · F2 hi ha scrabble? · F3 quantes fan el màxim · "
                "F4 pausa · Esc esborra · F10 acaba",
        "paused": "Pausa — F4 per continuar", "calling": "Escolta el faristol…", "time": "Temps!",
        "result": "Ronda {n}: resultat", "master": "Jugada mestra", "yours": "La teva: {m} — {s} punts · {p} %",
        "missed": "No has entregat cap jugada vàlida (0 punts).", "found": "Has trobat la mestra! {m} — {s} punts",
        "alternatives": "Les millors jugades", "tiles": "{n} fitxes", "you": "◀ tu",
        "next": "Intro ronda següent · F10 acaba", "topping_time": "Temps: {s} s",
        "summary": "Resum de l'entrenament", "summary_total": "{t} de {m} punts · {p} % de la mestra · "
        "{f} mestres trobades de {n}", "topping_total": "Topping: {s} s en total (menys és millor)",
        "best_finds": "Millors troballes", "misses": "On has perdut més", "saved": "Desat a {path}",
        "summary_keys": "P progrés · Esc surt", "progress": "Progrés", "progress_keys": "Esc torna",
        "no_history": "Encara no hi ha cap sessió desada.", "best": "Millor sessió: {p} % ({d})",
        "average": "Mitjana de les 5 últimes: {p} %", "skipped": "{n} línies il·legibles del fitxer s'han deixat com eren",
        "per_round": "% de la mestra per ronda", "rounds": "rondes", "ended": "Final: {why}",
        "why": {"no valid rack can be drawn": "ja no es pot fer cap faristol vàlid", "rounds": "les rondes demanades",
                "player": "l'has acabat tu", "the prepared racks are used up": "s'han acabat els faristols preparats",
                "judge": "un faristol preparat sense cap jugada possible"},
    },
    "es": {
        "title": "Conductor — entrenamiento", "round": "Ronda {n}", "bag": "bolsa {n}",
        "total": "Tú {t} · maestra {m} · {p} %", "prompt": "Jugada (p. ej. H8 CASA) o pulsa fichas y casillas:",
        "blank": "¿Qué letra es el comodín? Tecléala.", "counts": "cuenta la mejor: {m} — {s} puntos",
        "none_yet": "aún ninguna jugada válida", "points": "{s} puntos", "top": "{s} puntos — ¡la maestra!",
        "keys": "Intro prueba · F5 entrega · F1 puntos de la maestra · F2 ¿hay scrabble? · F3 cuántas dan el máximo · "
                "F4 pausa · Esc borra · F10 acaba",
        "paused": "Pausa — F4 para seguir", "calling": "Escucha el atril…", "time": "¡Tiempo!",
        "result": "Ronda {n}: resultado", "master": "Jugada maestra", "yours": "La tuya: {m} — {s} puntos · {p} %",
        "missed": "No has entregado ninguna jugada válida (0 puntos).", "found": "¡Has encontrado la maestra! {m} — {s} puntos",
        "alternatives": "Las mejores jugadas", "tiles": "{n} fichas", "you": "◀ tú",
        "next": "Intro ronda siguiente · F10 acaba", "topping_time": "Tiempo: {s} s",
        "summary": "Resumen del entrenamiento", "summary_total": "{t} de {m} puntos · {p} % de la maestra · "
        "{f} maestras encontradas de {n}", "topping_total": "Topping: {s} s en total (menos es mejor)",
        "best_finds": "Mejores hallazgos", "misses": "Donde más has perdido", "saved": "Guardado en {path}",
        "summary_keys": "P progreso · Esc sale", "progress": "Progreso", "progress_keys": "Esc vuelve",
        "no_history": "Aún no hay ninguna sesión guardada.", "best": "Mejor sesión: {p} % ({d})",
        "average": "Media de las 5 últimas: {p} %", "skipped": "{n} líneas ilegibles del fichero se han dejado como estaban",
        "per_round": "% de la maestra por ronda", "rounds": "rondas", "ended": "Final: {why}",
        "why": {"no valid rack can be drawn": "ya no se puede formar ningún atril válido", "rounds": "las rondas pedidas",
                "player": "lo has terminado tú", "the prepared racks are used up": "se acabaron los atriles preparados",
                "judge": "un atril preparado sin ninguna jugada posible"},
    },
}


def training_words(language: str) -> dict:
    return TRAINING.get(language, TRAINING["ca"])


def words(language: str) -> dict:
    return WORDS.get(language, WORDS["ca"])
