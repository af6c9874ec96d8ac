"""The command line's refusals (cli/): an option missing, two that do not go together, a count out of range. Each is
one line on stderr with exit status 2, in the game's language (cli/__init__.py: the error's own, else the command
line's ruleset's). Options, commands and file names stay as they are typed."""

MESSAGES: dict[str, dict[str, str]] = {
    # a file or folder the system refused (an OSError that reached the command line): its path and the system's words
    "cli.file": {"en": "{path}: {why}", "ca": "{path}: {why}", "es": "{path}: {why}"},
    "cli.warning": {"en": "warning: {what}", "ca": "avís: {what}", "es": "aviso: {what}"},
    # conductor score / analyse / bench / simulate (cli/common.py, cli/analysis.py)
    "cli.moves_none": {
        "en": "--moves: give at least one move, e.g. \"H8 CASA;8H CASES\"",
        "ca": "--moves: dona com a mínim una jugada, per exemple \"H8 CASA;8H CASES\"",
        "es": "--moves: da al menos una jugada, por ejemplo \"H8 CASA;8H CASES\""},
    "cli.moves_empty": {
        "en": "--moves: move {n} is empty", "ca": "--moves: la jugada {n} és buida",
        "es": "--moves: la jugada {n} está vacía"},
    "cli.no_position": {
        "en": "position file '{path}': it holds no position", "ca": "fitxer de posicions '{path}': no en té cap",
        "es": "archivo de posiciones '{path}': no tiene ninguna"},
    "cli.not_in_list": {
        "en": "warning: {move}: {word} is not in the word list", "ca": "avís: {move}: {word} no és a la llista de paraules",
        "es": "aviso: {move}: {word} no está en la lista de palabras"},
    "cli.no_rack": {
        "en": "give the rack with --rack (or a position file with a `rack:` line)",
        "ca": "dona el faristol amb --rack (o un fitxer de posicions amb una línia `rack:`)",
        "es": "da el atril con --rack (o un archivo de posiciones con una línea `rack:`)"},
    "cli.at_least": {
        "en": "{option}: give at least {n}", "ca": "{option}: ha de ser com a mínim {n}",
        "es": "{option}: debe ser al menos {n}"},
    "cli.between": {
        "en": "{option}: from {low} to {high}", "ca": "{option}: de {low} a {high}", "es": "{option}: de {low} a {high}"},
    # conductor announce
    "cli.leftover": {
        "en": "--leftover: must be 0–{n} for a rack of {n:# tile|# tiles}",
        "ca": "--leftover: ha de ser de 0 a {n} per a un faristol {n:d'# fitxa|de # fitxes}",
        "es": "--leftover: debe ser de 0 a {n} para un atril {n:de # ficha|de # fichas}"},
    "cli.move_score": {
        "en": "--move needs --score S", "ca": "--move necessita --score S", "es": "--move necesita --score S"},
    # conductor train
    "cli.no_training_screen": {
        "en": "there is no screen to open the training window on ({error})",
        "ca": "no hi ha cap pantalla on obrir la finestra d'entrenament ({error})",
        "es": "no hay ninguna pantalla donde abrir la ventana de entrenamiento ({error})"},
    # conductor sockets
    "cli.no_broker": {
        "en": "settings file '{path}': {setting} is not set (e.g. redis://127.0.0.1:6379/0): the game (or the hub) and "
              "its socket processes meet there",
        "ca": "fitxer de configuració '{path}': falta {setting} (per exemple redis://127.0.0.1:6379/0): la partida (o "
              "el centre) i els seus processos de sòcols s'hi troben",
        "es": "archivo de configuración '{path}': falta {setting} (por ejemplo redis://127.0.0.1:6379/0): la partida "
              "(o el centro) y sus procesos de sockets se encuentran allí"},
    "cli.no_redis": {
        "en": "the Python package redis is missing: pip install '{package}[scale]'",
        "ca": "falta el paquet de Python redis: pip install '{package}[scale]'",
        "es": "falta el paquete de Python redis: pip install '{package}[scale]'"},
    # conductor hub
    "cli.hub_log": {
        "en": "conductor hub: give --log HUB.jsonl (a new hub) or --resume HUB.jsonl (a hub that stopped)",
        "ca": "conductor hub: dona --log HUB.jsonl (un centre nou) o --resume HUB.jsonl (un centre que s'ha aturat)",
        "es": "conductor hub: da --log HUB.jsonl (un centro nuevo) o --resume HUB.jsonl (un centro que se detuvo)"},
    "cli.hub_list": {"en": "`multiplex.lexicon`: {why}", "ca": "`multiplex.lexicon`: {why}",
                     "es": "`multiplex.lexicon`: {why}"},
    # conductor report
    "cli.other_list": {
        "en": "game log '{path}' was played with another word list: give it with --lexicon",
        "ca": "el registre '{path}' es va jugar amb una altra llista de paraules: dona-la amb --lexicon",
        "es": "el registro '{path}' se jugó con otra lista de palabras: dala con --lexicon"},
    "cli.other_list_changed": {
        "en": "game log '{path}' was played with another word list ({list} has changed since): give it with --lexicon",
        "ca": "el registre '{path}' es va jugar amb una altra llista de paraules ({list} ha canviat des de llavors): "
              "dona-la amb --lexicon",
        "es": "el registro '{path}' se jugó con otra lista de palabras ({list} ha cambiado desde entonces): dala con "
              "--lexicon"},
    "cli.with_only": {
        "en": "{option} goes with {other}", "ca": "{option} va amb {other}", "es": "{option} va con {other}"},
    "cli.ruleset_of_log": {
        "en": "--ruleset goes with --blank-sheet: a game log says its own rules",
        "ca": "--ruleset va amb --blank-sheet: un registre de partida ja diu el seu reglament",
        "es": "--ruleset va con --blank-sheet: un registro de partida ya dice su reglamento"},
    "cli.sheet_log": {
        "en": "--sheet prints one game's arbitration sheet: give its log, e.g. conductor report GAME.jsonl --sheet "
              "OUT.html",
        "ca": "--sheet imprimeix el full d'arbitratge d'una partida: dona'n el registre, per exemple conductor report "
              "GAME.jsonl --sheet OUT.html",
        "es": "--sheet imprime la hoja de arbitraje de una partida: da su registro, por ejemplo conductor report "
              "GAME.jsonl --sheet OUT.html"},
    "cli.logs_themselves": {
        "en": "{option} takes the game logs itself ({takes}); give no other log, {refused}",
        "ca": "{option} pren els registres de partida directament ({takes}); no donis cap altre registre, ni {refused}",
        "es": "{option} toma los registros de partida directamente ({takes}); no des ningún otro registro, ni {refused}"},
    "cli.give_log": {
        "en": "give a game log, or --tournament GAME1.jsonl GAME2.jsonl …",
        "ca": "dona un registre de partida, o --tournament PARTIDA1.jsonl PARTIDA2.jsonl …",
        "es": "da un registro de partida, o --tournament PARTIDA1.jsonl PARTIDA2.jsonl …"},
    "cli.no_player": {
        "en": "--player {table}: no player at table {table}", "ca": "--player {table}: no hi ha cap jugador a la taula {table}",
        "es": "--player {table}: no hay ningún jugador en la mesa {table}"},
    "cli.blank_sheet_alone": {
        "en": "--blank-sheet takes no game log: conductor report --blank-sheet OUT.html [--rounds N] [--ruleset {names}]",
        "ca": "--blank-sheet no pren cap registre de partida: conductor report --blank-sheet OUT.html [--rounds N] "
              "[--ruleset {names}]",
        "es": "--blank-sheet no toma ningún registro de partida: conductor report --blank-sheet OUT.html [--rounds N] "
              "[--ruleset {names}]"},
    "cli.hub_log_alone": {
        "en": "--multiplex takes the hub's log itself (with --venue, --html, --csv, --title, --lexicon)",
        "ca": "--multiplex pren el registre del centre directament (amb --venue, --html, --csv, --title, --lexicon)",
        "es": "--multiplex toma el registro del centro directamente (con --venue, --html, --csv, --title, --lexicon)"},
    "cli.settle": {
        "en": "--settle {item}: VENUE:ROUND:count|void, VENUE one of {venues}",
        "ca": "--settle {item}: SEU:RONDA:count|void, amb SEU una d'aquestes: {venues}",
        "es": "--settle {item}: SEDE:RONDA:count|void, con SEDE una de estas: {venues}"},
}
