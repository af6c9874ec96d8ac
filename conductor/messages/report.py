"""The words of a game's report and of a player's sheet (report/words.py `words`), and the months of a date."""

MESSAGES: dict[str, dict[str, str]] = {
    # a game's report, a player's sheet (report/words.py, through words())
    "report.sheet": {
        "en": "Results sheet · table {table} · {name}",
        "ca": "Full de resultats · taula {table} · {name}",
        "es": "Hoja de resultados · mesa {table} · {name}"},
    "report.place": {
        "en": "Place {rank} of {players} · {total:# point|# points} (bonuses: {bonus}) · {percent} of the master "
              "move",
        "ca": "Lloc {rank} de {players} · {total:# punt|# punts} (bonificacions: {bonus}) · {percent} de la jugada "
              "mestra",
        "es": "Puesto {rank} de {players} · {total:# punto|# puntos} (bonificaciones: {bonus}) · {percent} de la "
              "jugada maestra"},
    "report.final": {"en": "Final results.", "ca": "Resultats definitius.", "es": "Resultados definitivos."},
    "report.round": {"en": "Round", "ca": "Ronda", "es": "Ronda"},
    "report.rack": {"en": "Rack", "ca": "Faristol", "es": "Atril"},
    "report.master": {"en": "Master move", "ca": "Jugada mestra", "es": "Jugada maestra"},
    "report.points": {"en": "Points", "ca": "Punts", "es": "Puntos"},
    "report.cumulative": {"en": "Cum.", "ca": "Acum.", "es": "Acum."},
    "report.slip": {"en": "Slip", "ca": "Papereta", "es": "Papeleta"},
    "report.bonus": {"en": "Bonus", "ca": "Bonif.", "es": "Bonif."},
    "report.total": {"en": "Total", "ca": "Total", "es": "Total"},
    "report.percent": {"en": "%", "ca": "%", "es": "%"},
    "report.notes": {"en": "Notes", "ca": "Observacions", "es": "Observaciones"},
    "report.legend": {
        "en": "Total and %: cumulative; the % counts the points without bonuses against the master move's.",
        "ca": "Total i %: acumulats; el % compta els punts sense bonificacions sobre els de la jugada mestra.",
        "es": "Total y %: acumulados; el % cuenta los puntos sin bonificaciones sobre los de la jugada maestra."},
    "report.corrected_note": {
        "en": "* Round {round}: slip corrected by the judge{at}; before: {old}",
        "ca": "* Ronda {round}: papereta corregida pel jutge{at}; abans: {old}",
        "es": "* Ronda {round}: papeleta corregida por el juez{at}; antes: {old}"},
    "report.corrected_by_note": {
        "en": "* Round {round}: slip corrected {by}{at}; before: {old}",
        "ca": "* Ronda {round}: papereta corregida {by}{at}; abans: {old}",
        "es": "* Ronda {round}: papeleta corregida {by}{at}; antes: {old}"},
    "report.replaced_note": {
        "en": "* Round {round}: slip replaced {by}{at}; before: {old}, sent {was}",
        "ca": "* Ronda {round}: papereta substituïda {by}{at}; abans: {old}, enviada {was}",
        "es": "* Ronda {round}: papeleta sustituida {by}{at}; antes: {old}, enviada {was}"},
    "report.at": {"en": " at {time}", "ca": " a les {time}", "es": " a las {time}"},
    "report.change": {"en": "Change", "ca": "Canvi", "es": "Cambio"},
    "report.when": {"en": "Time", "ca": "Hora", "es": "Hora"},
    "report.change:correct": {"en": "correction {by}", "ca": "correcció {by}", "es": "corrección {by}"},
    "report.change:replace": {
        "en": "replacement {by} (the slip had been sent {was})",
        "ca": "substitució {by} (la papereta era enviada {was})",
        "es": "sustitución {by} (la papeleta era enviada {was})"},
    "report.old": {
        "en": "{text}, {score:# point|# points}",
        "ca": "{text}, {score:# punt|# punts}",
        "es": "{text}, {score:# punto|# puntos}"},
    "report.no_slip": {"en": "no slip", "ca": "cap papereta", "es": "ninguna papeleta"},
    "report.null": {"en": "null", "ca": "nul·la", "es": "nula"},
    "report.sanction": {
        "en": "penalty (second warning)",
        "ca": "sanció (segon avís)",
        "es": "sanción (segunda advertencia)"},
    "report.expelled": {"en": "expelled", "ca": "expulsat", "es": "expulsado"},
    "report.withdrawn": {"en": "withdrawn", "ca": "retirat", "es": "retirado"},
    "report.missing": {"en": "no slip", "ca": "sense papereta", "es": "sin papeleta"},
    "report.missed": {"en": "not joined yet", "ca": "encara no inscrit", "es": "aún no inscrito"},
    "report.mark:missed": {
        "en": "a round before they joined",
        "ca": "ronda d'abans d'inscriure's",
        "es": "ronda anterior a su inscripción"},
    "report.extra_time": {
        "en": "taken in the table's extra time (+{s} s)",
        "ca": "presa en el temps addicional de la taula (+{s} s)",
        "es": "tomada en el tiempo adicional de la mesa (+{s} s)"},
    "report.by_assistant": {
        "en": "entered by the assistant {name}",
        "ca": "entrada per l'assistent {name}",
        "es": "entrada por el asistente {name}"},
    "report.pending": {"en": "pending", "ca": "pendent", "es": "pendiente"},
    "report.sanction_short": {"en": "penalty", "ca": "sanció", "es": "sanción"},
    "report.licence": {"en": "Licence", "ca": "Llicència", "es": "Licencia"},
    "report.pending_note": {
        "en": "pending: slip not entered yet",
        "ca": "pendent: papereta encara no entrada",
        "es": "pendiente: papeleta aún no introducida"},
    "report.corrected": {"en": "corrected", "ca": "corregida", "es": "corregida"},
    "report.provisional": {
        "en": "Provisional standings: {what}",
        "ca": "Classificació provisional: {what}",
        "es": "Clasificación provisional: {what}"},
    "report.missing_one": {"en": "1 slip missing", "ca": "falta 1 papereta", "es": "falta 1 papeleta"},
    "report.missing_many": {"en": "{n} slips missing", "ca": "falten {n} paperetes", "es": "faltan {n} papeletas"},
    "report.round_one": {"en": "round", "ca": "ronda", "es": "ronda"},
    "report.round_many": {"en": "rounds", "ca": "rondes", "es": "rondas"},
    "report.table_one": {"en": "table", "ca": "taula", "es": "mesa"},
    "report.table_many": {"en": "tables", "ca": "taules", "es": "mesas"},
    "report.not_final": {
        "en": "{rounds} not final yet",
        "ca": "{rounds} encara no definitiva",
        "es": "{rounds} aún no definitiva"},
    "report.not_final_many": {
        "en": "{rounds} not final yet",
        "ca": "{rounds} encara no definitives",
        "es": "{rounds} aún no definitivas"},
    "report.summary": {
        "en": "{rounds:# round|# rounds} · master move total {master}",
        "ca": "{rounds:# ronda|# rondes} · jugada mestra total {master}",
        "es": "{rounds:# ronda|# rondas} · jugada maestra total {master}"},
    "report.going_on": {"en": "in progress", "ca": "en curs", "es": "en curso"},
    "report.bonus_note": {
        "en": "Unique move bonus: {value} points ({n} players; N/2 rounded down).",
        "ca": "Bonificació per jugada única: {value} punts ({n} jugadors; N/2 arrodonit a la baixa).",
        "es": "Bonificación por jugada única: {value} puntos ({n} jugadores; N/2 redondeado hacia abajo)."},
    "report.no_bonus": {"en": "No bonuses.", "ca": "Sense bonificacions.", "es": "Sin bonificaciones."},
    "report.standings": {"en": "Standings", "ca": "Classificació", "es": "Clasificación"},
    "report.place_short": {"en": "Place", "ca": "Lloc", "es": "Puesto"},
    "report.table": {"en": "Table", "ca": "Taula", "es": "Mesa"},
    "report.name": {"en": "Name", "ca": "Nom", "es": "Nombre"},
    "report.bonus_long": {"en": "Bonus", "ca": "Bonificació", "es": "Bonificación"},
    "report.percent_master": {"en": "% master", "ca": "% mestra", "es": "% maestra"},
    "report.rounds": {"en": "Rounds", "ca": "Rondes", "es": "Rondas"},
    "report.corrections": {"en": "Corrections", "ca": "Correccions", "es": "Correcciones"},
    "report.no_corrections": {"en": "No corrections.", "ca": "Cap correcció.", "es": "Ninguna corrección."},
    "report.disputes": {
        "en": "Disagreements settled (double entry)",
        "ca": "Discrepàncies resoltes (doble entrada)",
        "es": "Discrepancias resueltas (doble entrada)"},
    "report.readings": {"en": "Readings", "ca": "Lectures", "es": "Lecturas"},
    "report.settled": {"en": "Counts", "ca": "Compta", "es": "Cuenta"},
    "report.before": {"en": "Before", "ca": "Abans", "es": "Antes"},
    "report.after": {"en": "Now", "ca": "Ara", "es": "Ahora"},
    "report.sheets": {"en": "Players' sheets", "ca": "Fulls dels jugadors", "es": "Hojas de los jugadores"},
    "report.was": {"en": "before: {old}", "ca": "abans: {old}", "es": "antes: {old}"},
    "report.end:judge": {"en": "ended by the judge", "ca": "acabada pel jutge", "es": "terminada por el juez"},
    "report.end:no valid rack can be drawn": {
        "en": "ended: no valid rack can be drawn",
        "ca": "acabada: no es pot treure cap faristol vàlid",
        "es": "terminada: no se puede sacar ningún atril válido"},
    "report.end:the prepared racks are used up": {
        "en": "ended: the prepared racks are used up",
        "ca": "acabada: s'han acabat els faristols preparats",
        "es": "terminada: se acabaron los atriles preparados"},
    "report.title": {"en": "Duplicate game", "ca": "Partida duplicada", "es": "Partida duplicada"},
    "report.title_dated": {
        "en": "Duplicate game {of_date}",
        "ca": "Partida duplicada {of_date}",
        "es": "Partida duplicada {of_date}"},
    "report.played_on": {"en": "Date: {date}", "ca": "Data: {date}", "es": "Fecha: {date}"},
    "report.written_by": {"en": "played with Conductor {version}", "ca": "jugada amb Conductor {version}",
                          "es": "jugada con Conductor {version}"},
    "report.word_list": {"en": "word list {name}", "ca": "llista de paraules {name}", "es": "lista de palabras {name}"},
    "report.word_list_head": {"en": "Word list", "ca": "Llista de paraules", "es": "Lista de palabras"},
    "report.players_n": {
        "en": "{n:# player|# players}",
        "ca": "{n:# jugador|# jugadors}",
        "es": "{n:# jugador|# jugadores}"},
    "report.contents": {"en": "Contents", "ca": "Contingut", "es": "Contenido"},
    "report.club": {"en": "Club", "ca": "Club", "es": "Club"},
    "report.difference": {"en": "Diff. master", "ca": "Dif. mestra", "es": "Dif. maestra"},
    "report.difference_long": {
        "en": "Difference from the master move (points)",
        "ca": "Diferència amb la jugada mestra (punts)",
        "es": "Diferencia con la jugada maestra (puntos)"},
    "report.grid": {"en": "Results by round", "ca": "Resultats per ronda", "es": "Resultados por ronda"},
    "report.grid_part": {
        "en": "Results by round (rounds {first}–{last})",
        "ca": "Resultats per ronda (rondes {first}–{last})",
        "es": "Resultados por ronda (rondas {first}–{last})"},
    "report.racks": {
        "en": "Racks and master moves",
        "ca": "Faristols i jugades mestres",
        "es": "Atriles y jugadas maestras"},
    "report.ties": {"en": "Tops", "ca": "Màxims", "es": "Máximos"},
    "report.ties_long": {
        "en": "Moves tied for the top score",
        "ca": "Jugades que empaten al màxim",
        "es": "Jugadas que empatan al máximo"},
    "report.state": {"en": "State", "ca": "Estat", "es": "Estado"},
    "report.round_final": {"en": "final", "ca": "definitiva", "es": "definitiva"},
    "report.round_collecting": {"en": "collecting slips", "ca": "recull paperetes", "es": "recoge papeletas"},
    "report.round_n": {"en": "Round {n}", "ca": "Ronda {n}", "es": "Ronda {n}"},
    "report.total_long": {
        "en": "Total with bonuses",
        "ca": "Total amb bonificacions",
        "es": "Total con bonificaciones"},
    "report.marks": {"en": "Marks in the grid:", "ca": "Signes de la graella:", "es": "Signos de la tabla:"},
    "report.mark:null": {
        "en": "null (0 points; the reason in the cell and on the player's sheet)",
        "ca": "nul·la (0 punts; el motiu, a la casella i al full del jugador)",
        "es": "nula (0 puntos; el motivo, en la casilla y en la hoja del jugador)"},
    "report.mark:sanction": {
        "en": "second warning's penalty (0 points in the round)",
        "ca": "sanció del segon avís (0 punts a la ronda)",
        "es": "sanción de la segunda advertencia (0 puntos en la ronda)"},
    "report.mark:expelled": {"en": "expelled (0 points)", "ca": "expulsat (0 punts)", "es": "expulsado (0 puntos)"},
    "report.mark:withdrawn": {"en": "withdrawn: went home (0 points, not a penalty)",
                              "ca": "retirat: se n'ha anat (0 punts, no és cap sanció)",
                              "es": "retirado: se ha ido (0 puntos, no es ninguna sanción)"},
    "report.mark:missing": {
        "en": "no slip (0 points)",
        "ca": "sense papereta (0 punts)",
        "es": "sin papeleta (0 puntos)"},
    "report.mark:pending": {
        "en": "slip pending (not a 0 yet)",
        "ca": "papereta pendent (encara no és un 0)",
        "es": "papeleta pendiente (aún no es un 0)"},
    "report.mark:corrected": {
        "en": "slip corrected by the judge (the earlier one in the list of corrections)",
        "ca": "papereta corregida pel jutge (l'anterior, a la llista de correccions)",
        "es": "papeleta corregida por el juez (la anterior, en la lista de correcciones)"},
    "report.mark:bonus": {
        "en": "unique move bonus",
        "ca": "bonificació per jugada única",
        "es": "bonificación por jugada única"},
    "report.chart": {
        "en": "Cumulative percentage of the master move, round by round",
        "ca": "Percentatge acumulat de la jugada mestra, ronda a ronda",
        "es": "Porcentaje acumulado de la jugada maestra, ronda a ronda"},
    "report.chart_short": {"en": "Chart", "ca": "Gràfic", "es": "Gráfico"},
    "report.chart_note": {
        "en": "Each line is a player; the top {n} of the standings stand out (with their place at the end of the "
              "line and a different stroke each), the rest in grey.",
        "ca": "Cada línia és un jugador; els {n} primers de la classificació, destacats (amb el lloc al final de "
              "la línia i un traç diferent cadascun), i la resta en gris.",
        "es": "Cada línea es un jugador; los {n} primeros de la clasificación, destacados (con el puesto al final "
              "de la línea y un trazo distinto cada uno), y el resto en gris."},
    "report.chart_y": {
        "en": "cumulative % of the master move",
        "ca": "% acumulat de la jugada mestra",
        "es": "% acumulado de la jugada maestra"},
    "report.chart_x": {"en": "Round", "ca": "Ronda", "es": "Ronda"},
    "report.chart_desc": {
        "en": "{place}. {name}: {values}",
        "ca": "{place}. {name}: {values}",
        "es": "{place}. {name}: {values}"},
    "report.chart_rest": {
        "en": "The other players are in the results by round.",
        "ca": "La resta de jugadors, a la taula de resultats per ronda.",
        "es": "El resto de jugadores, en la tabla de resultados por ronda."},
    "report.no_data": {"en": "No round yet", "ca": "Encara no hi ha cap ronda", "es": "Aún no hay ninguna ronda"},
    # a date's month (report/words.py long_date)
    "report.month.1": {"en": "January", "ca": "gener", "es": "enero"},
    "report.month.2": {"en": "February", "ca": "febrer", "es": "febrero"},
    "report.month.3": {"en": "March", "ca": "març", "es": "marzo"},
    "report.month.4": {"en": "April", "ca": "abril", "es": "abril"},
    "report.month.5": {"en": "May", "ca": "maig", "es": "mayo"},
    "report.month.6": {"en": "June", "ca": "juny", "es": "junio"},
    "report.month.7": {"en": "July", "ca": "juliol", "es": "julio"},
    "report.month.8": {"en": "August", "ca": "agost", "es": "agosto"},
    "report.month.9": {"en": "September", "ca": "setembre", "es": "septiembre"},
    "report.month.10": {"en": "October", "ca": "octubre", "es": "octubre"},
    "report.month.11": {"en": "November", "ca": "novembre", "es": "noviembre"},
    "report.month.12": {"en": "December", "ca": "desembre", "es": "diciembre"},
}
