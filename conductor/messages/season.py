"""The words of a season's ranking (report/season.py) and of a simultaneous game (report/simultaneous.py, its
refusals; report/simultaneous_page.py, its report)."""

MESSAGES: dict[str, dict[str, str]] = {
    # a season's ranking (report/season.py)
    "season.season": {"en": "Season", "ca": "Temporada", "es": "Temporada"},
    "season.games_n": {"en": "{n:# game|# games}", "ca": "{n:# partida|# partides}", "es": "{n:# partida|# partidas}"},
    "season.players_n": {
        "en": "{n:# player|# players}",
        "ca": "{n:# jugador|# jugadors}",
        "es": "{n:# jugador|# jugadores}"},
    "season.rule": {
        "en": "Ranked by the average percentage of the master move over the games (without bonuses); a player "
              "needs {k} games or more to be ranked.",
        "ca": "Classificació per la mitjana del percentatge de la jugada mestra de cada partida (sense "
              "bonificacions); per entrar-hi cal haver jugat {k} partides o més.",
        "es": "Clasificación por la media del porcentaje de la jugada maestra de cada partida (sin "
              "bonificaciones); para entrar hay que haber jugado {k} partidas o más."},
    "season.ranked": {
        "en": "Season standings",
        "ca": "Classificació de la temporada",
        "es": "Clasificación de la temporada"},
    "season.apart": {
        "en": "With fewer than {k} games",
        "ca": "Amb menys de {k} partides",
        "es": "Con menos de {k} partidas"},
    "season.games": {"en": "Games", "ca": "Partides", "es": "Partidas"},
    "season.game": {"en": "Game", "ca": "Partida", "es": "Partida"},
    "season.mean": {"en": "Mean %", "ca": "% mitjà", "es": "% medio"},
    "season.best": {"en": "Best", "ca": "Millor", "es": "Mejor"},
    "season.worst": {"en": "Worst", "ca": "Pitjor", "es": "Peor"},
    "season.licence": {"en": "Licence", "ca": "Llicència", "es": "Licencia"},
    "season.notes": {"en": "Notes", "ca": "Avisos", "es": "Avisos"},
    "season.date": {"en": "Date", "ca": "Data", "es": "Fecha"},
    "season.players": {"en": "Players", "ca": "Jugadors", "es": "Jugadores"},
    "season.master_total": {"en": "Master move total", "ca": "Jugada mestra total", "es": "Jugada maestra total"},
    "season.list": {"en": "The season's games", "ca": "Partides de la temporada", "es": "Partidas de la temporada"},
    "season.similar": {
        "en": "“{a}” ({ca}) and “{b}” ({cb}) are very alike and count as two people: if they are the same person, "
              "write the name the same way (or the licence) in the players file",
        "ca": "«{a}» ({ca}) i «{b}» ({cb}) s'assemblen molt i compten com a dues persones: si són la mateixa, "
              "escriu el nom igual (o la llicència) al fitxer de jugadors",
        "es": "«{a}» ({ca}) y «{b}» ({cb}) se parecen mucho y cuentan como dos personas: si son la misma, escribe "
              "el nombre igual (o la licencia) en el fichero de jugadores"},
    "season.no_one": {"en": "Nobody.", "ca": "Ningú.", "es": "Nadie."},
    "season.lists_mixed": {
        "en": "the games were played on {n} different word lists ({lists}): a percentage of the master move on one "
              "list is not quite one on another",
        "ca": "les partides es van jugar amb {n} llistes de paraules diferents ({lists}): un percentatge de la "
              "jugada mestra amb una llista no és ben bé el mateix que amb una altra",
        "es": "las partidas se jugaron con {n} listas de palabras distintas ({lists}): un porcentaje de la jugada "
              "maestra con una lista no es exactamente lo mismo que con otra"},
    # a simultaneous game's logs that do not agree (report/simultaneous.py)
    "simultaneous.two": {
        "en": "--simultaneous: give the logs of two venues or more",
        "ca": "--simultaneous: dona els registres de dues seus o més",
        "es": "--simultaneous: da los registros de dos sedes o más"},
    "simultaneous.twice": {
        "en": "--simultaneous: the log '{path}' is given twice",
        "ca": "--simultaneous: el registre '{path}' hi surt dues vegades",
        "es": "--simultaneous: el registro '{path}' aparece dos veces"},
    "simultaneous.ruleset": {
        "en": "venue '{venue}' played with the {have} rules, venue '{first}' with the {want}: it is not the same "
              "game",
        "ca": "la seu '{venue}' va jugar amb el reglament {have}, la seu '{first}' amb el {want}: no és la mateixa "
              "partida",
        "es": "la sede '{venue}' jugó con el reglamento {have}, la sede '{first}' con el {want}: no es la misma "
              "partida"},
    "simultaneous.list": {
        "en": "venue '{venue}' played with another word list than venue '{first}' ({have} and {want}): it "
              "is not the same game",
        "ca": "la seu '{venue}' va jugar amb una altra llista de paraules que la seu '{first}' ({have} i "
              "{want}): no és la mateixa partida",
        "es": "la sede '{venue}' jugó con otra lista de palabras que la sede '{first}' ({have} y {want}): "
              "no es la misma partida"},
    "simultaneous.missing": {
        "en": "round {round}: venue '{venue}' has not played it (its log ends at round {last}); wait until it "
              "ends, or leave it out",
        "ca": "ronda {round}: la seu '{venue}' no l'ha jugada (el seu registre s'acaba a la ronda {last}); espera "
              "que acabi, o deixa-la fora",
        "es": "ronda {round}: la sede '{venue}' no la ha jugado (su registro acaba en la ronda {last}); espera a "
              "que termine, o déjala fuera"},
    "simultaneous.rack": {
        "en": "round {round}: venue '{venue}' played the rack {have}, venue '{first}' the rack {want}: it is not "
              "the same game (the organiser may settle it: --settle '{venue}:{round}:count' or ':void')",
        "ca": "ronda {round}: la seu '{venue}' va jugar el faristol {have}, la seu '{first}' el {want}: no és la "
              "mateixa partida (l'organitzador ho pot resoldre: --settle '{venue}:{round}:count' o ':void')",
        "es": "ronda {round}: la sede '{venue}' jugó el atril {have}, la sede '{first}' el {want}: no es la misma "
              "partida (el organizador lo puede resolver: --settle '{venue}:{round}:count' o ':void')"},
    "simultaneous.master": {
        "en": "round {round}: venue '{venue}''s master move is {have}, venue '{first}''s {want}: it is not the "
              "same game (the organiser may settle it: --settle '{venue}:{round}:count' or ':void')",
        "ca": "ronda {round}: la jugada mestra de la seu '{venue}' és {have}, la de la seu '{first}' {want}: no és "
              "la mateixa partida (l'organitzador ho pot resoldre: --settle '{venue}:{round}:count' o ':void')",
        "es": "ronda {round}: la jugada maestra de la sede '{venue}' es {have}, la de la sede '{first}' {want}: no "
              "es la misma partida (el organizador lo puede resolver: --settle '{venue}:{round}:count' o "
              "':void')"},
    "simultaneous.pack": {
        "en": "venue '{venue}' played another pack (fingerprint {have}…) than venue '{first}' ({want}…)",
        "ca": "la seu '{venue}' va jugar un altre paquet (empremta {have}…) que la seu '{first}' ({want}…)",
        "es": "la sede '{venue}' jugó otro paquete (huella {have}…) que la sede '{first}' ({want}…)"},
    "simultaneous.bonuses": {
        "en": "warning: venues {venues} did not have bonuses on; they are counted for everybody",
        "ca": "avís: les seus {venues} no tenien les bonificacions activades; es compten per a tothom",
        "es": "aviso: las sedes {venues} no tenían las bonificaciones activadas; se cuentan para todos"},
    # a simultaneous game's report (report/simultaneous_page.py)
    "simultaneous.page.sim_title": {"en": "Simultaneous game", "ca": "Partida simultània", "es": "Partida simultánea"},
    "simultaneous.page.venue": {"en": "Venue", "ca": "Seu", "es": "Sede"},
    "simultaneous.page.venues_n": {"en": "{n} venues: {names}", "ca": "{n} seus: {names}", "es": "{n} sedes: {names}"},
    "simultaneous.page.venue_place": {"en": "Place at the venue", "ca": "Lloc a la seu", "es": "Puesto en la sede"},
    "simultaneous.page.merged_place": {"en": "Joint place", "ca": "Lloc conjunt", "es": "Puesto conjunto"},
    "simultaneous.page.merged_standings": {
        "en": "Joint standings",
        "ca": "Classificació conjunta",
        "es": "Clasificación conjunta"},
    "simultaneous.page.venue_standings": {
        "en": "Each venue's standings",
        "ca": "Classificació de cada seu",
        "es": "Clasificación de cada sede"},
    "simultaneous.page.venue_heading": {
        "en": "{name} · {n:# player|# players}",
        "ca": "{name} · {n:# jugador|# jugadors}",
        "es": "{name} · {n:# jugador|# jugadores}"},
    "simultaneous.page.venue_note": {
        "en": "As the venue saw it (bonus with its {n} players: {value})",
        "ca": "Com la va veure la seu (bonificació amb els seus {n} jugadors: {value})",
        "es": "Como la vio la sede (bonificación con sus {n} jugadores: {value})"},
    "simultaneous.page.venue_no_bonus": {
        "en": "As the venue saw it (no bonuses)",
        "ca": "Com la va veure la seu (sense bonificacions)",
        "es": "Como la vio la sede (sin bonificaciones)"},
    "simultaneous.page.sim_bonus_note": {
        "en": "Unique move bonus counted over all the venues: {value} points ({n} players; N/2 rounded down); a "
              "top move found at two venues has none.",
        "ca": "Bonificació per jugada única comptada entre totes les seus: {value} punts ({n} jugadors; N/2 "
              "arrodonit a la baixa); una jugada màxima trobada a dues seus no en té.",
        "es": "Bonificación por jugada única contada entre todas las sedes: {value} puntos ({n} jugadores; N/2 "
              "redondeado hacia abajo); una jugada máxima hallada en dos sedes no la tiene."},
    "simultaneous.page.sheet_venue": {
        "en": "Results sheet · {venue}, table {table} · {name}",
        "ca": "Full de resultats · {venue}, taula {table} · {name}",
        "es": "Hoja de resultados · {venue}, mesa {table} · {name}"},
    "simultaneous.page.mark:venue": {
        "en": "each player, with their venue and their table there",
        "ca": "cada jugador, amb la seva seu i la seva taula allà",
        "es": "cada jugador, con su sede y su mesa allí"},
}
