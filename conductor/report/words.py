"""The words of the reports in the players' language (Catalan for FISC games, Spanish for AJS), kept apart
from the code that lays them out so both languages say the same things."""

from __future__ import annotations

from ..game.duplicate import Duplicate

WORDS: dict[str, dict[str, str]] = {
    "ca": {
        # the player's sheet
        "sheet": "Full de resultats · taula {table} · {name}",
        "place": "Lloc {rank} de {players} · {total} punts (bonificacions: {bonus}) · {percent:.2f} % de la jugada mestra",
        "final": "Resultats definitius.",
        "round": "Ronda", "rack": "Faristol", "master": "Jugada mestra", "points": "Punts", "cumulative": "Acum.",
        "slip": "Papereta", "bonus": "Bonif.", "total": "Total", "percent": "%", "notes": "Observacions",
        "legend": "Total i %: acumulats; el % compta els punts sense bonificacions sobre els de la jugada mestra.",
        "corrected_note": "* Ronda {round}: papereta corregida pel jutge; abans: {old}",
        "old": "{text}, {score} punts", "no_slip": "cap papereta",
        # why a cell scores what it does
        "null": "nul·la", "sanction": "sanció (segon avís)", "expelled": "expulsat", "missing": "sense papereta",
        "pending": "pendent", "pending_note": "pendent: papereta encara no entrada", "corrected": "corregida",
        # provisional standings (FISC II.9)
        "provisional": "Classificació provisional: {what}",
        "missing_one": "falta 1 papereta", "missing_many": "falten {n} paperetes",
        "round_one": "ronda", "round_many": "rondes", "table_one": "taula", "table_many": "taules",
        "not_final": "{rounds} encara no definitiva", "not_final_many": "{rounds} encara no definitives",
        # the game's report
        "summary": "{rounds} rondes · jugada mestra total {master}",
        "going_on": "en curs",
        "bonus_note": "Bonificació per jugada única: {value} punts ({n} jugadors; N/2 arrodonit a la baixa).",
        "no_bonus": "Sense bonificacions.",
        "standings": "Classificació", "place_short": "Lloc", "table": "Taula", "name": "Nom", "bonus_long": "Bonificació",
        "percent_master": "% mestra", "rounds": "Rondes", "corrections": "Correccions", "no_corrections": "Cap correcció.",
        "before": "Abans", "after": "Ara", "sheets": "Fulls dels jugadors", "was": "abans: {old}",
        "end:judge": "acabada pel jutge", "end:no valid rack can be drawn": "acabada: no es pot treure cap faristol vàlid",
        "end:the prepared racks are used up": "acabada: s'han acabat els faristols preparats",
    },
    "es": {
        "sheet": "Hoja de resultados · mesa {table} · {name}",
        "place": "Puesto {rank} de {players} · {total} puntos (bonificaciones: {bonus}) · {percent:.2f} % de la jugada maestra",
        "final": "Resultados definitivos.",
        "round": "Ronda", "rack": "Atril", "master": "Jugada maestra", "points": "Puntos", "cumulative": "Acum.",
        "slip": "Papeleta", "bonus": "Bonif.", "total": "Total", "percent": "%", "notes": "Observaciones",
        "legend": "Total y %: acumulados; el % cuenta los puntos sin bonificaciones sobre los de la jugada maestra.",
        "corrected_note": "* Ronda {round}: papeleta corregida por el juez; antes: {old}",
        "old": "{text}, {score} puntos", "no_slip": "ninguna papeleta",
        "null": "nula", "sanction": "sanción (segunda advertencia)", "expelled": "expulsado", "missing": "sin papeleta",
        "pending": "pendiente", "pending_note": "pendiente: papeleta aún no introducida", "corrected": "corregida",
        "provisional": "Clasificación provisional: {what}",
        "missing_one": "falta 1 papeleta", "missing_many": "faltan {n} papeletas",
        "round_one": "ronda", "round_many": "rondas", "table_one": "mesa", "table_many": "mesas",
        "not_final": "{rounds} aún no definitiva", "not_final_many": "{rounds} aún no definitivas",
        "summary": "{rounds} rondas · jugada maestra total {master}",
        "going_on": "en curso",
        "bonus_note": "Bonificación por jugada única: {value} puntos ({n} jugadores; N/2 redondeado hacia abajo).",
        "no_bonus": "Sin bonificaciones.",
        "standings": "Clasificación", "place_short": "Puesto", "table": "Mesa", "name": "Nombre", "bonus_long": "Bonificación",
        "percent_master": "% maestra", "rounds": "Rondas", "corrections": "Correcciones", "no_corrections": "Ninguna corrección.",
        "before": "Antes", "after": "Ahora", "sheets": "Hojas de los jugadores", "was": "antes: {old}",
        "end:judge": "terminada por el juez", "end:no valid rack can be drawn": "terminada: no se puede sacar ningún atril válido",
        "end:the prepared racks are used up": "terminada: se acabaron los atriles preparados",
    },
}


def language_of(game: Duplicate) -> str:
    """Players read Catalan in a FISC game and Spanish in an AJS one."""
    return "es" if game.tiles.name == "ajs" else "ca"


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
