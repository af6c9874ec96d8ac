"""The files the organiser handles: a players file's refusals (game/players.py), a game pack's (pack/seal.py,
pack/play.py), the personal links file (live/sheets.py), the hub's corrections sheet (multiplex/report.py), a
tournament's tables (report/tournament.py); and the home voice's sound test (room/home_voice.py)."""

MESSAGES: dict[str, dict[str, str]] = {
    # a players file (game/players.py)
    "players.file": {"en": "{name}", "ca": "fitxer de jugadors '{name}'", "es": "fichero de jugadores '{name}'"},
    "players.line": {"en": "{where}, line {n}", "ca": "{where}, línia {n}", "es": "{where}, línea {n}"},
    "players.unreadable": {
        "en": "{where}: cannot be read ({why})",
        "ca": "{where}: no s'ha pogut llegir ({why})",
        "es": "{where}: no se ha podido leer ({why})"},
    "players.columns": {
        "en": "{where}: write name{sep}table[{sep}club[{sep}licence]]",
        "ca": "{where}: escriu nom{sep}taula (i, si cal, club i llicència)",
        "es": "{where}: escribe nombre{sep}mesa (y, si hace falta, club y licencia)"},
    "players.not_number": {
        "en": "{where}: table '{table}' is not a number",
        "ca": "{where}: la taula '{table}' no és un número",
        "es": "{where}: la mesa '{table}' no es un número"},
    "players.from_one": {
        "en": "{where}: table numbers start at 1",
        "ca": "{where}: les taules es numeren des de l'1",
        "es": "{where}: las mesas se numeran desde el 1"},
    "players.twice": {
        "en": "{where}: table {table} is listed twice",
        "ca": "{where}: la taula {table} hi surt dues vegades",
        "es": "{where}: la mesa {table} aparece dos veces"},
    "players.none": {
        "en": "{where}: no players",
        "ca": "{where}: no hi ha cap jugador",
        "es": "{where}: no hay ningún jugador"},
    # a game pack (pack/seal.py)
    "packfile.unreadable": {
        "en": "pack '{name}': it could not be read ({why})",
        "ca": "paquet '{name}': no s'ha pogut llegir ({why})",
        "es": "paquete '{name}': no se ha podido leer ({why})"},
    "packfile.not_pack": {
        "en": "'{name}' is not a Conductor game pack (make one with conductor pack)",
        "ca": "'{name}' no és un paquet de partida de Conductor (fes-lo amb conductor pack)",
        "es": "'{name}' no es un paquete de partida de Conductor (hazlo con conductor pack)"},
    "packfile.header": {
        "en": "pack '{name}': its header is damaged ({why})",
        "ca": "paquet '{name}': la capçalera és malmesa ({why})",
        "es": "paquete '{name}': la cabecera está dañada ({why})"},
    "packfile.newer": {
        "en": "pack '{name}': format {format}; this Conductor reads format {known} (update it)",
        "ca": "paquet '{name}': format {format}; aquest Conductor llegeix el format {known} (actualitza'l)",
        "es": "paquete '{name}': formato {format}; este Conductor lee el formato {known} (actualízalo)"},
    "packfile.kdf": {
        "en": "pack '{name}': key parameters out of bounds ({why})",
        "ca": "paquet '{name}': paràmetres de la clau fora de límits ({why})",
        "es": "paquete '{name}': parámetros de la clave fuera de límites ({why})"},
    "packfile.needs": {
        "en": "pack '{name}': it is encrypted; give the passphrase with --passphrase-file FILE",
        "ca": "paquet '{name}': és xifrat; dona la contrasenya amb --passphrase-file FITXER",
        "es": "paquete '{name}': está cifrado; da la contraseña con --passphrase-file FICHERO"},
    "packfile.wrong": {
        "en": "pack '{name}': the passphrase is wrong",
        "ca": "paquet '{name}': la contrasenya no és correcta",
        "es": "paquete '{name}': la contraseña no es correcta"},
    "packfile.damaged": {
        "en": "pack '{name}': its content is damaged or has been changed (it fails verification)",
        "ca": "paquet '{name}': el contingut és malmès o s'ha modificat (no passa la verificació)",
        "es": "paquete '{name}': el contenido está dañado o se ha modificado (no pasa la verificación)"},
    "packfile.content": {
        "en": "pack '{name}': its content is damaged ({why})",
        "ca": "paquet '{name}': el contingut és malmès ({why})",
        "es": "paquete '{name}': el contenido está dañado ({why})"},
    "packfile.list": {
        "en": "pack '{name}': it was prepared with another word list ({want}; this one is {have}): give "
              "the same one with --lexicon",
        "ca": "paquet '{name}': es va preparar amb una altra llista de paraules ({want}; la d'aquí és "
              "{have}): dona la mateixa amb --lexicon",
        "es": "paquete '{name}': se preparó con otra lista de palabras ({want}; la de aquí es {have}): da "
              "la misma con --lexicon"},
    "packfile.size": {"en": "size", "ca": "mida", "es": "tamaño"},
    "packfile.ruleset": {
        "en": "pack '{name}': it is a {want} game; the rules here are {have}",
        "ca": "paquet '{name}': és una partida {want}; aquí el reglament és {have}",
        "es": "paquete '{name}': es una partida {want}; aquí el reglamento es {have}"},
    "packfile.empty_pass": {
        "en": "the passphrase in '{name}' is empty",
        "ca": "la contrasenya de '{name}' és buida",
        "es": "la contraseña de '{name}' está vacía"},
    "packfile.pass_file": {
        "en": "the passphrase in '{name}' could not be read ({why})",
        "ca": "no s'ha pogut llegir la contrasenya de '{name}' ({why})",
        "es": "no se ha podido leer la contraseña de '{name}' ({why})"},
    # a venue's pack (pack/play.py)
    "packfile.venue.venue": {
        "en": "pack '{name}': say which venue you are with --venue NAME (it shows in the joint standings)",
        "ca": "paquet '{name}': digues quina seu ets amb --venue NOM (surt a la classificació conjunta)",
        "es": "paquete '{name}': di qué sede eres con --venue NOMBRE (sale en la clasificación conjunta)"},
    "packfile.venue.alone": {
        "en": "--venue and --passphrase-file go with a game pack (conductor pack)",
        "ca": "--venue i --passphrase-file van amb un paquet de partida (conductor pack)",
        "es": "--venue y --passphrase-file van con un paquete de partida (conductor pack)"},
    "packfile.venue.ask": {
        "en": "Passphrase of the pack {name}: ",
        "ca": "Contrasenya del paquet {name}: ",
        "es": "Contraseña del paquete {name}: "},
    "packfile.resume": {
        "en": "the game of venue '{venue}' plays a sealed pack: give it with --prepared GAME.pack (and "
              "--passphrase-file) to go on with it",
        "ca": "la partida de la seu '{venue}' juga un paquet segellat: dona'l amb --prepared GAME.pack (i "
              "--passphrase-file) per continuar-la",
        "es": "la partida de la sede '{venue}' juega un paquete sellado: dalo con --prepared GAME.pack (y "
              "--passphrase-file) para continuarla"},
    # the personal links file's columns (live/sheets.py)
    "live.links.table": {"en": "Table", "ca": "Taula", "es": "Mesa"},
    "live.links.name": {"en": "Name", "ca": "Nom", "es": "Nombre"},
    "live.links.club": {"en": "Club", "ca": "Club", "es": "Club"},
    "live.links.link": {"en": "Personal link", "ca": "Enllaç personal", "es": "Enlace personal"},
    # the home voice's sound test (room/home_voice.py)
    "room.sound_test": {"en": "Sound test", "ca": "Prova de so", "es": "Prueba de sonido"},
    # the hub's corrections sheet (multiplex/report.py)
    "multiplex.corrections.heading": {"en": "corrections", "ca": "correccions", "es": "correcciones"},
    "multiplex.corrections.venue": {"en": "venue", "ca": "seu", "es": "sede"},
    "multiplex.corrections.round": {"en": "round", "ca": "ronda", "es": "ronda"},
    "multiplex.corrections.table": {"en": "table", "ca": "taula", "es": "mesa"},
    "multiplex.corrections.before": {"en": "before", "ca": "abans", "es": "antes"},
    "multiplex.corrections.after": {"en": "after", "ca": "després", "es": "después"},
    "multiplex.corrections.when": {"en": "when", "ca": "quan", "es": "cuándo"},
    # the rounds the hub's organiser settled (multiplex/report.py), after the corrections
    "multiplex.settled.heading": {"en": "rounds settled by the organiser", "ca": "rondes resoltes per l'organitzador",
                                  "es": "rondas resueltas por el organizador"},
    "multiplex.settled.venue": {"en": "venue", "ca": "seu", "es": "sede"},
    "multiplex.settled.round": {"en": "round", "ca": "ronda", "es": "ronda"},
    "multiplex.settled.decision": {"en": "decision", "ca": "decisió", "es": "decisión"},
    "multiplex.settled_fact.count": {
        "en": "Round {round} at venue '{venue}': another rack or master; counted as played there (settled by the "
              "hub's organiser).",
        "ca": "Ronda {round} a la seu '{venue}': un altre faristol o jugada mestra; compta tal com s'hi ha jugat "
              "(ho ha resolt l'organitzador del concentrador).",
        "es": "Ronda {round} en la sede '{venue}': otro atril o jugada maestra; cuenta tal como se jugó allí (lo ha "
              "resuelto el organizador del concentrador)."},
    "multiplex.settled_fact.void": {
        "en": "Round {round} at venue '{venue}': another rack or master; void, each of its players has the round's "
              "master score (settled by the hub's organiser).",
        "ca": "Ronda {round} a la seu '{venue}': un altre faristol o jugada mestra; anul·lada, cadascun dels seus "
              "jugadors té la puntuació de la jugada mestra (ho ha resolt l'organitzador del concentrador).",
        "es": "Ronda {round} en la sede '{venue}': otro atril o jugada maestra; anulada, cada uno de sus jugadores "
              "tiene la puntuación de la jugada maestra (lo ha resuelto el organizador del concentrador)."},
    "multiplex.settled_as.count": {"en": "counts as played", "ca": "compta tal com s'ha jugat",
                                   "es": "cuenta tal como se jugó"},
    "multiplex.settled_as.void": {"en": "void: the master's score to each", "ca": "anul·lada: la puntuació de la "
                                  "mestra a cadascun", "es": "anulada: la puntuación de la maestra a cada uno"},
    # a tournament's tables (report/tournament.py): text and CSV
    "tournament.differential": {
        "en": "Criterion one: differential",
        "ca": "Criteri u: diferencial",
        "es": "Criterio uno: diferencial"},
    "tournament.percent": {
        "en": "Criterion two: average of percentages",
        "ca": "Criteri dos: mitjana de percentatges",
        "es": "Criterio dos: promedio de porcentajes"},
    "tournament.bounded-differential": {
        "en": "Criterion three: bounded differential",
        "ca": "Criteri tres: diferencial acotat",
        "es": "Criterio tres: diferencial acotado"},
    "tournament.bounded-percent": {
        "en": "Criterion three: bounded average",
        "ca": "Criteri tres: mitjana acotada",
        "es": "Criterio tres: promedio acotado"},
    "tournament.absent": {"en": "did not play", "ca": "no hi va jugar", "es": "no jugó"},
    "tournament.rank": {"en": "Pos.", "ca": "Pos.", "es": "Pos."},
    "tournament.name": {"en": "Player", "ca": "Jugador", "es": "Jugador"},
    "tournament.value": {"en": "Total", "ca": "Total", "es": "Total"},
    "tournament.csv.dropped": {"en": "game dropped", "ca": "partida descartada", "es": "partida descartada"},
    "tournament.csv.differential": {"en": "differential", "ca": "diferencial", "es": "diferencial"},
    "tournament.csv.percent": {"en": "percentage", "ca": "percentatge", "es": "porcentaje"},
    "tournament.csv.bounded-differential": {
        "en": "bounded differential",
        "ca": "diferencial acotat",
        "es": "diferencial acotado"},
    "tournament.csv.bounded-percent": {
        "en": "bounded percentage",
        "ca": "percentatge acotat",
        "es": "porcentaje acotado"},
    "tournament.csv.head_criterion": {"en": "criterion", "ca": "criteri", "es": "criterio"},
    "tournament.csv.head_place": {"en": "place", "ca": "lloc", "es": "puesto"},
    "tournament.csv.head_name": {"en": "name", "ca": "nom", "es": "nombre"},
    "tournament.csv.head_value": {"en": "value", "ca": "valor", "es": "valor"},
}
