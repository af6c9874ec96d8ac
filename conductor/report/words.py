"""The words of the reports in the players' language (Catalan for FISC games, Spanish for AJS), kept apart
from the code that lays them out so both languages say the same things."""

from __future__ import annotations

from datetime import UTC, date, datetime, tzinfo

from ..reasons import in_language

WORDS: dict[str, dict[str, str]] = {
    "ca": {
        # the player's sheet
        "sheet": "Full de resultats · taula {table} · {name}",
        "place": "Lloc {rank} de {players} · {total:# punt|# punts} (bonificacions: {bonus}) · {percent} de la jugada mestra",
        "final": "Resultats definitius.",
        "round": "Ronda", "rack": "Faristol", "master": "Jugada mestra", "points": "Punts", "cumulative": "Acum.",
        "slip": "Papereta", "bonus": "Bonif.", "total": "Total", "percent": "%", "notes": "Observacions",
        "legend": "Total i %: acumulats; el % compta els punts sense bonificacions sobre els de la jugada mestra.",
        "corrected_note": "* Ronda {round}: papereta corregida pel jutge{at}; abans: {old}",
        "corrected_by_note": "* Ronda {round}: papereta corregida {by}{at}; abans: {old}",
        "replaced_note": "* Ronda {round}: papereta substituïda {by}{at}; abans: {old}, enviada {was}",
        "at": " a les {time}", "change": "Canvi", "when": "Hora", "change:correct": "correcció {by}",
        "change:replace": "substitució {by} (la papereta era enviada {was})",
        "old": "{text}, {score:# punt|# punts}", "no_slip": "cap papereta",
        # why a cell scores what it does
        "null": "nul·la", "sanction": "sanció (segon avís)", "expelled": "expulsat", "missing": "sense papereta",
        "missed": "encara no inscrit", "mark:missed": "ronda d'abans d'inscriure's",
        "extra_time": "presa en el temps addicional de la taula (+{s} s)",
        "by_assistant": "entrada per l'assistent {name}",
        "pending": "pendent", "sanction_short": "sanció", "licence": "Llicència", "pending_note": "pendent: papereta encara no entrada", "corrected": "corregida",
        # provisional standings (FISC II.9)
        "provisional": "Classificació provisional: {what}",
        "missing_one": "falta 1 papereta", "missing_many": "falten {n} paperetes",
        "round_one": "ronda", "round_many": "rondes", "table_one": "taula", "table_many": "taules",
        "not_final": "{rounds} encara no definitiva", "not_final_many": "{rounds} encara no definitives",
        # the game's report
        "summary": "{rounds:# ronda|# rondes} · jugada mestra total {master}",
        "going_on": "en curs",
        "bonus_note": "Bonificació per jugada única: {value} punts ({n} jugadors; N/2 arrodonit a la baixa).",
        "no_bonus": "Sense bonificacions.",
        "standings": "Classificació", "place_short": "Lloc", "table": "Taula", "name": "Nom", "bonus_long": "Bonificació",
        "percent_master": "% mestra", "rounds": "Rondes", "corrections": "Correccions", "no_corrections": "Cap correcció.",
        "disputes": "Discrepàncies resoltes (doble entrada)", "readings": "Lectures", "settled": "Compta",
        "before": "Abans", "after": "Ara", "sheets": "Fulls dels jugadors", "was": "abans: {old}",
        "end:judge": "acabada pel jutge", "end:no valid rack can be drawn": "acabada: no es pot treure cap faristol vàlid",
        "end:the prepared racks are used up": "acabada: s'han acabat els faristols preparats",
        # the published results (II.8–II.9): title, sections, columns, marks, chart
        "title": "Partida duplicada", "title_dated": "Partida duplicada {of_date}", "played_on": "Data: {date}",
        "ruleset": "reglament FISC", "players_n": "{n:# jugador|# jugadors}", "contents": "Contingut",
        "club": "Club", "difference": "Dif. mestra", "difference_long": "Diferència amb la jugada mestra (punts)",
        "grid": "Resultats per ronda", "grid_part": "Resultats per ronda (rondes {first}–{last})",
        "racks": "Faristols i jugades mestres", "ties": "Màxims", "ties_long": "Jugades que empaten al màxim",
        "state": "Estat", "round_final": "definitiva", "round_collecting": "recull paperetes",
        "round_n": "Ronda {n}", "total_long": "Total amb bonificacions",
        "marks": "Signes de la graella:",
        "mark:null": "nul·la (0 punts; el motiu, a la casella i al full del jugador)",
        "mark:sanction": "sanció del segon avís (0 punts a la ronda)", "mark:expelled": "expulsat (0 punts)",
        "mark:missing": "sense papereta (0 punts)", "mark:pending": "papereta pendent (encara no és un 0)",
        "mark:corrected": "papereta corregida pel jutge (l'anterior, a la llista de correccions)",
        "mark:bonus": "bonificació per jugada única",
        "chart": "Percentatge acumulat de la jugada mestra, ronda a ronda", "chart_short": "Gràfic",
        "chart_note": "Cada línia és un jugador; els {n} primers de la classificació, destacats (amb el lloc al final "
                      "de la línia i un traç diferent cadascun), i la resta en gris.",
        "chart_y": "% acumulat de la jugada mestra", "chart_x": "Ronda",
        "chart_desc": "{place}. {name}: {values}", "chart_rest": "La resta de jugadors, a la taula de resultats per ronda.",
        "no_data": "Encara no hi ha cap ronda",
    },
    "es": {
        "sheet": "Hoja de resultados · mesa {table} · {name}",
        "place": "Puesto {rank} de {players} · {total:# punto|# puntos} (bonificaciones: {bonus}) · {percent} de la jugada maestra",
        "final": "Resultados definitivos.",
        "round": "Ronda", "rack": "Atril", "master": "Jugada maestra", "points": "Puntos", "cumulative": "Acum.",
        "slip": "Papeleta", "bonus": "Bonif.", "total": "Total", "percent": "%", "notes": "Observaciones",
        "legend": "Total y %: acumulados; el % cuenta los puntos sin bonificaciones sobre los de la jugada maestra.",
        "corrected_note": "* Ronda {round}: papeleta corregida por el juez{at}; antes: {old}",
        "corrected_by_note": "* Ronda {round}: papeleta corregida {by}{at}; antes: {old}",
        "replaced_note": "* Ronda {round}: papeleta sustituida {by}{at}; antes: {old}, enviada {was}",
        "at": " a las {time}", "change": "Cambio", "when": "Hora", "change:correct": "corrección {by}",
        "change:replace": "sustitución {by} (la papeleta era enviada {was})",
        "old": "{text}, {score:# punto|# puntos}", "no_slip": "ninguna papeleta",
        "null": "nula", "sanction": "sanción (segunda advertencia)", "expelled": "expulsado", "missing": "sin papeleta",
        "missed": "aún no inscrito", "mark:missed": "ronda anterior a su inscripción",
        "extra_time": "tomada en el tiempo adicional de la mesa (+{s} s)",
        "by_assistant": "entrada por el asistente {name}",
        "pending": "pendiente", "sanction_short": "sanción", "licence": "Licencia", "pending_note": "pendiente: papeleta aún no introducida", "corrected": "corregida",
        "provisional": "Clasificación provisional: {what}",
        "missing_one": "falta 1 papeleta", "missing_many": "faltan {n} papeletas",
        "round_one": "ronda", "round_many": "rondas", "table_one": "mesa", "table_many": "mesas",
        "not_final": "{rounds} aún no definitiva", "not_final_many": "{rounds} aún no definitivas",
        "summary": "{rounds:# ronda|# rondas} · jugada maestra total {master}",
        "going_on": "en curso",
        "bonus_note": "Bonificación por jugada única: {value} puntos ({n} jugadores; N/2 redondeado hacia abajo).",
        "no_bonus": "Sin bonificaciones.",
        "standings": "Clasificación", "place_short": "Puesto", "table": "Mesa", "name": "Nombre", "bonus_long": "Bonificación",
        "percent_master": "% maestra", "rounds": "Rondas", "corrections": "Correcciones", "no_corrections": "Ninguna corrección.",
        "disputes": "Discrepancias resueltas (doble entrada)", "readings": "Lecturas", "settled": "Cuenta",
        "before": "Antes", "after": "Ahora", "sheets": "Hojas de los jugadores", "was": "antes: {old}",
        "end:judge": "terminada por el juez", "end:no valid rack can be drawn": "terminada: no se puede sacar ningún atril válido",
        "end:the prepared racks are used up": "terminada: se acabaron los atriles preparados",
        "title": "Partida duplicada", "title_dated": "Partida duplicada {of_date}", "played_on": "Fecha: {date}",
        "ruleset": "reglamento AJS", "players_n": "{n:# jugador|# jugadores}", "contents": "Contenido",
        "club": "Club", "difference": "Dif. maestra", "difference_long": "Diferencia con la jugada maestra (puntos)",
        "grid": "Resultados por ronda", "grid_part": "Resultados por ronda (rondas {first}–{last})",
        "racks": "Atriles y jugadas maestras", "ties": "Máximos", "ties_long": "Jugadas que empatan al máximo",
        "state": "Estado", "round_final": "definitiva", "round_collecting": "recoge papeletas",
        "round_n": "Ronda {n}", "total_long": "Total con bonificaciones",
        "marks": "Signos de la tabla:",
        "mark:null": "nula (0 puntos; el motivo, en la casilla y en la hoja del jugador)",
        "mark:sanction": "sanción de la segunda advertencia (0 puntos en la ronda)", "mark:expelled": "expulsado (0 puntos)",
        "mark:missing": "sin papeleta (0 puntos)", "mark:pending": "papeleta pendiente (aún no es un 0)",
        "mark:corrected": "papeleta corregida por el juez (la anterior, en la lista de correcciones)",
        "mark:bonus": "bonificación por jugada única",
        "chart": "Porcentaje acumulado de la jugada maestra, ronda a ronda", "chart_short": "Gráfico",
        "chart_note": "Cada línea es un jugador; los {n} primeros de la clasificación, destacados (con el puesto al final "
                      "de la línea y un trazo distinto cada uno), y el resto en gris.",
        "chart_y": "% acumulado de la jugada maestra", "chart_x": "Ronda",
        "chart_desc": "{place}. {name}: {values}", "chart_rest": "El resto de jugadores, en la tabla de resultados por ronda.",
        "no_data": "Aún no hay ninguna ronda",
    },
}


MONTHS = {
    "ca": ("gener", "febrer", "març", "abril", "maig", "juny", "juliol", "agost", "setembre", "octubre", "novembre",
           "desembre"),
    "es": ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
           "noviembre", "diciembre"),
}
EARLIEST = 946_684_800.0   # 2000-01-01: a setup time before it comes from a step clock (tests, --fake-clock)
TIME_ZONE = "Europe/Madrid"  # where FISC and AJS clubs play; the same log gives the same date on any machine


def words(language: str) -> dict[str, str]:
    return WORDS.get(language, WORDS["ca"])


def provisional_note(missing: dict[int, tuple[int, ...]], language: str) -> str:
    """"Classificació provisional: falten 3 paperetes (ronda 7: taules 3, 17; …)"; when every slip is in but a
    round is not finalised yet, which rounds are still open."""
    w = words(language)
    count = sum(len(tables) for tables in missing.values())
    if count:
        what = w["missing_one"] if count == 1 else w["missing_many"].format(n=count)
        where = "; ".join(f"{w['round_one']} {number}: {w['table_one' if len(tables) == 1 else 'table_many']} "
                          f"{', '.join(map(str, tables))}" for number, tables in sorted(missing.items()) if tables)
        return w["provisional"].format(what=f"{what} ({where})")
    numbers = sorted(missing)
    rounds = f"{w['round_one' if len(numbers) == 1 else 'round_many']} {', '.join(map(str, numbers))}"
    return w["provisional"].format(what=w["not_final" if len(numbers) == 1 else "not_final_many"].format(rounds=rounds))


def end_reason(reason: str, language: str) -> str:
    """The end of the game as players read it; a reason the judge typed is shown as typed."""
    if not reason:
        return words(language)["going_on"]
    return words(language).get(f"end:{reason}", reason)


def game_day(started: float | None) -> date | None:
    """The day a game was set up (its setup event's time) in the clubs' time zone; None for a step clock's time."""
    if started is None or started < EARLIEST:
        return None
    try:
        from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

        zone: tzinfo = ZoneInfo(TIME_ZONE)
    except (ImportError, ZoneInfoNotFoundError):      # a system without time zone data (Windows without tzdata)
        zone = UTC
    return datetime.fromtimestamp(started, zone).date()


def clock_time(at: float) -> str:
    """The time of day of an event ("10:32:05") in the clubs' time zone; "" for a step clock's time."""
    if at < EARLIEST:
        return ""
    try:
        from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

        zone: tzinfo = ZoneInfo(TIME_ZONE)
    except (ImportError, ZoneInfoNotFoundError):
        zone = UTC
    return datetime.fromtimestamp(at, zone).strftime("%H:%M:%S")


def long_date(day: date, language: str) -> str:
    """"14 de març de 2026", "14 d'abril de 2026" (Catalan elides before a vowel); "14 de marzo de 2026"."""
    month = MONTHS.get(language, MONTHS["ca"])[day.month - 1]
    of = "d'" if language != "es" and month[0] in "aeiou" else "de "
    return f"{day.day} {of}{month} de {day.year}"


def default_title(day: date | None, language: str) -> str:
    """The report's title without --title: the game and its date, in the players' language, never a file name."""
    w = words(language)
    if day is None:
        return w["title"]
    # "del 14 de març", but "de l'1 de gener" and "de l'11": Catalan elides before u and onze
    of = "de l'" if language != "es" and day.day in (1, 11) else "del "
    return w["title_dated"].format(of_date=of + long_date(day, language))


def reason_words(reason: str, language: str) -> str:
    """Why a slip scored 0, in the players' language: its message said by key (reasons.in_language)."""
    return in_language(reason, language)
