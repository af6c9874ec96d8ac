"""What a settings file's errors say (conductor/config.py, ConfigError): a club organiser editing config.yaml reads
them in the game's language (the file's `language`, else its ruleset's). Every sentence starts with `{file}`, the
file (and where in it) said in the same language; the key names (`{setting}`, `{names}`) and the values quoted are as
written in the file, so they are parameters, never translated."""

MESSAGES: dict[str, dict[str, str]] = {
    # the file, and where in it (the parameter `file` of every sentence below)
    "settings.file": {
        "en": "settings file '{path}'",
        "ca": "fitxer de configuració '{path}'",
        "es": "fichero de configuración '{path}'"},
    "settings.file_at": {
        "en": "settings file '{path}', line {line}, column {column}",
        "ca": "fitxer de configuració '{path}', línia {line}, columna {column}",
        "es": "fichero de configuración '{path}', línea {line}, columna {column}"},
    # the file itself
    "settings.missing": {
        "en": "{file}: no such file",
        "ca": "{file}: el fitxer no existeix",
        "es": "{file}: el fichero no existe"},
    "settings.denied": {
        "en": "{file}: permission denied",
        "ca": "{file}: no hi ha permís per llegir-lo",
        "es": "{file}: no hay permiso para leerlo"},
    "settings.folder": {
        "en": "{file}: is a folder, not a file",
        "ca": "{file}: és una carpeta, no un fitxer",
        "es": "{file}: es una carpeta, no un fichero"},
    "settings.unreadable": {          # the system's own words for what went wrong
        "en": "{file}: {reason}",
        "ca": "{file}: {reason}",
        "es": "{file}: {reason}"},
    "settings.file_line": {
        "en": "settings file '{path}', line {line}",
        "ca": "fitxer de configuració '{path}', línia {line}",
        "es": "fichero de configuración '{path}', línea {line}"},
    "settings.text": {                # neither UTF-8 nor Windows-1252 (files.decode_text)
        "en": "{file}: not text (neither UTF-8 nor Windows-1252): save it as UTF-8",
        "ca": "{file}: no és text (ni UTF-8 ni Windows-1252): deseu-lo com a UTF-8",
        "es": "{file}: no es texto (ni UTF-8 ni Windows-1252): guárdelo como UTF-8"},
    "settings.read_as_1252": {        # a note, not a refusal: Notepad's "ANSI"
        "en": "{file} read as Windows-1252 (it is not UTF-8)",
        "ca": "{file} llegit com a Windows-1252 (no és UTF-8)",
        "es": "{file} leído como Windows-1252 (no es UTF-8)"},
    # the judge's own folder (judge_folder.py, `conductor run --home`): its sample files and what a start says
    "folder.ready": {
        "en": "the game's folder: {folder} ({players} and {settings}: edit them for your game)",
        "ca": "carpeta de la partida: {folder} ({players} i {settings}: editeu-los per a la vostra partida)",
        "es": "carpeta de la partida: {folder} ({players} y {settings}: edítelos para su partida)"},
    "folder.written": {
        "en": "first start: sample {names} written in {folder}",
        "ca": "primera vegada: s'hi han escrit {names} d'exemple a {folder}",
        "es": "primera vez: se han escrito {names} de ejemplo en {folder}"},
    "folder.sample_players": {        # the sample players file: two tables, for a first game with two phones
        "en": "name,table,club\nPlayer One,1,\nPlayer Two,2,\n",
        "ca": "nom,taula,club\nJugadora U,1,\nJugador Dos,2,\n",
        "es": "nombre,mesa,club\nJugadora Uno,1,\nJugador Dos,2,\n"},
    "folder.sample_heading": {        # the sample settings' first lines (judge_folder.py writes the keys)
        "en": "Conductor's settings for the games of this folder (the Start menu's Conductor uses them).\n"
              "Every key is optional; the whole list, with each default, is the documentation's config.yaml.",
        "ca": "Configuració de Conductor per a les partides d'aquesta carpeta (la fa servir el Conductor del menú Inici).\n"
              "Totes les claus són opcionals; la llista sencera, amb cada valor per defecte, és al config.yaml de la "
              "documentació.",
        "es": "Configuración de Conductor para las partidas de esta carpeta (la usa el Conductor del menú Inicio).\n"
              "Todas las claves son opcionales; la lista completa, con cada valor por defecto, está en el config.yaml "
              "de la documentación."},
    "folder.sample_ruleset": {
        "en": "`fisc` (Catalan, FISC) or `ajs` (Spanish, AJS)",
        "ca": "`fisc` (català, FISC) o `ajs` (castellà, AJS)",
        "es": "`fisc` (catalán, FISC) o `ajs` (castellano, AJS)"},
    "folder.sample_serve": {
        "en": "the phones' server: the projector shows its address and QR code",
        "ca": "el servidor dels mòbils: el projector en mostra l'adreça i el codi QR",
        "es": "el servidor de los móviles: el proyector muestra su dirección y el código QR"},
    "folder.sample_entry": {
        "en": "each player sends their own slip from a phone with a PIN (`pins`);\n`devices`: one device per table "
              "judge (`device add`)",
        "ca": "cada jugador envia la seva papereta des del mòbil amb un PIN (`pins`);\n`devices`: un dispositiu per "
              "jutge de taula (`device add`)",
        "es": "cada jugador envía su papeleta desde el móvil con un PIN (`pins`);\n`devices`: un dispositivo por juez "
              "de mesa (`device add`)"},
    "folder.sample_join": {
        "en": "the address and the QR code on the projector (F11)",
        "ca": "l'adreça i el codi QR al projector (F11)",
        "es": "la dirección y el código QR en el proyector (F11)"},
    "settings.yaml": {                # the YAML parser's own words for the mistake
        "en": "{file}: {problem}",
        "ca": "{file}: {problem}",
        "es": "{file}: {problem}"},
    "settings.yaml_problem.list_open": {
        "en": "a ',' or a ']' is missing (a list left open?)", "ca": "hi falta una ',' o un ']' (una llista oberta?)",
        "es": "falta una ',' o un ']' (¿una lista abierta?)"},
    "settings.yaml_problem.group_open": {
        "en": "a ',' or a '}}' is missing (braces left open?)", "ca": "hi falta una ',' o un '}}' (unes claus obertes?)",
        "es": "falta una ',' o un '}}' (¿unas llaves abiertas?)"},
    "settings.yaml_problem.colon": {
        "en": "a ':' where a value was expected (one key a line; put a value with ':' in quotes)",
        "ca": "hi ha un ':' on s'esperava un valor (una clau per línia; posa entre cometes un valor amb ':')",
        "es": "hay un ':' donde se esperaba un valor (una clave por línea; pon entre comillas un valor con ':')"},
    "settings.yaml_problem.tab": {
        "en": "a tab: indent with spaces", "ca": "hi ha un tabulador: sagna amb espais",
        "es": "hay un tabulador: sangra con espacios"},
    "settings.yaml_problem.no_colon": {
        "en": "a ':' is missing after a key", "ca": "hi falta un ':' després d'una clau",
        "es": "falta un ':' después de una clave"},
    "settings.yaml_problem.quote_open": {
        "en": "the file ends inside quotes (a quote left open?)", "ca": "el fitxer s'acaba dins d'unes cometes (unes "
        "cometes obertes?)", "es": "el archivo termina dentro de unas comillas (¿unas comillas abiertas?)"},
    "settings.yaml_problem.indent": {
        "en": "the indentation does not line up with the lines above",
        "ca": "el sagnat no quadra amb el de les línies de dalt",
        "es": "la sangría no cuadra con la de las líneas de arriba"},
    "settings.lines": {
        "en": "{file}: expected 'key: value' lines",
        "ca": "{file}: s'esperaven línies «clau: valor»",
        "es": "{file}: se esperaban líneas «clave: valor»"},
    "settings.unknown": {
        "en": "{file}: unknown key {setting}",
        "ca": "{file}: clau desconeguda {setting}",
        "es": "{file}: clave desconocida {setting}"},
    # a value
    "settings.choice": {
        "en": "{file}: {setting} must be one of {choices}",
        "ca": "{file}: {setting} ha de ser un d'aquests valors: {choices}",
        "es": "{file}: {setting} debe ser uno de estos valores: {choices}"},
    "settings.whole": {
        "en": "{file}: {setting} must be a whole number {low}–{high}",
        "ca": "{file}: {setting} ha de ser un nombre enter de {low} a {high}",
        "es": "{file}: {setting} debe ser un número entero de {low} a {high}"},
    "settings.number": {
        "en": "{file}: {setting} must be a number {low}–{high}",
        "ca": "{file}: {setting} ha de ser un nombre de {low} a {high}",
        "es": "{file}: {setting} debe ser un número de {low} a {high}"},
    "settings.boolean": {
        "en": "{file}: {setting} must be true or false",
        "ca": "{file}: {setting} ha de ser true (sí) o false (no)",
        "es": "{file}: {setting} debe ser true (sí) o false (no)"},
    "settings.group": {
        "en": "{file}: {setting}: give {names}",
        "ca": "{file}: {setting}: hi van les claus {names}",
        "es": "{file}: {setting}: lleva las claves {names}"},
    "settings.join_code_made": {
        "en": "join code made by conductor: {code} (kept in {file}; the invitation link carries it)",
        "ca": "codi d'inscripció fet per conductor: {code} (desat a {file}; l'enllaç d'invitació el porta)",
        "es": "código de inscripción hecho por conductor: {code} (guardado en {file}; el enlace de invitación lo "
              "lleva)"},
    "settings.join_code": {
        "en": "{file}: {setting} must be 4–64 letters, digits, - _ . (e.g. LLEIDA-2026), generate (conductor makes "
              "one), or null (anyone may join)",
        "ca": "{file}: {setting} ha de tenir de 4 a 64 lletres, xifres, - _ . (p. ex. LLEIDA-2026), generate (el fa "
              "conductor) o bé quedar buit (hi pot entrar qualsevol)",
        "es": "{file}: {setting} debe tener de 4 a 64 letras, cifras, - _ . (p. ej. LLEIDA-2026), generate (lo hace "
              "conductor) o quedar vacío (puede entrar cualquiera)"},
    "settings.broker": {
        "en": "{file}: {setting} must be redis://HOST:PORT/DB, e.g. redis://127.0.0.1:6379/0, or null (one process)",
        "ca": "{file}: {setting} ha de ser redis://HOST:PORT/DB, p. ex. redis://127.0.0.1:6379/0, o bé quedar buit "
              "(un sol procés)",
        "es": "{file}: {setting} debe ser redis://HOST:PORT/DB, p. ej. redis://127.0.0.1:6379/0, o quedar vacío "
              "(un solo proceso)"},
    "settings.channel": {
        "en": "{file}: {setting} must be a name of letters, digits and - _ . : (64 at most)",
        "ca": "{file}: {setting} ha de ser un nom de lletres, xifres i - _ . : (64 com a màxim)",
        "es": "{file}: {setting} debe ser un nombre de letras, cifras y - _ . : (64 como máximo)"},
    "settings.pem": {
        "en": "{file}: {setting} must be the path of a PEM file, or null",
        "ca": "{file}: {setting} ha de ser el camí d'un fitxer PEM, o bé quedar buit",
        "es": "{file}: {setting} debe ser la ruta de un fichero PEM, o quedar vacío"},
    "settings.lexicon": {
        "en": "{file}: {setting} must be a word list's file, or a group with the keys {keys}",
        "ca": "{file}: {setting} ha de ser el fitxer d'una llista de paraules, o bé un grup amb les claus {keys}",
        "es": "{file}: {setting} debe ser el fichero de una lista de palabras, o bien un grupo con las claves {keys}"},
    "settings.lexicon_text": {
        "en": "{file}: {setting} must be text, e.g. {example}",
        "ca": "{file}: {setting} ha de ser un text, p. ex. {example}",
        "es": "{file}: {setting} debe ser un texto, p. ej. {example}"},
    "settings.addresses": {
        "en": "{file}: {setting} must be a list of addresses, e.g. [127.0.0.1]",
        "ca": "{file}: {setting} ha de ser una llista d'adreces, p. ex. [127.0.0.1]",
        "es": "{file}: {setting} debe ser una lista de direcciones, p. ej. [127.0.0.1]"},
    "settings.address": {
        "en": "{file}: {setting}: '{entry}' is not an IP address or network (e.g. 127.0.0.1, 10.0.0.0/8)",
        "ca": "{file}: {setting}: «{entry}» no és una adreça IP ni una xarxa (p. ex. 127.0.0.1, 10.0.0.0/8)",
        "es": "{file}: {setting}: «{entry}» no es una dirección IP ni una red (p. ej. 127.0.0.1, 10.0.0.0/8)"},
    "settings.public_url": {
        "en": "{file}: {setting} must be http(s)://NAME[:PORT]/, e.g. https://duplicada.example.org/, or null",
        "ca": "{file}: {setting} ha de ser http(s)://NOM[:PORT]/, p. ex. https://duplicada.example.org/, o bé quedar "
              "buit",
        "es": "{file}: {setting} debe ser http(s)://NOMBRE[:PUERTO]/, p. ej. https://duplicada.example.org/, o quedar "
              "vacío"},
    "settings.serve": {
        "en": "{file}: {setting} must be [HOST:]PORT, e.g. 8765, or null (off)",
        "ca": "{file}: {setting} ha de ser [HOST:]PORT, p. ex. 8765, o bé quedar buit (sense servidor)",
        "es": "{file}: {setting} debe ser [HOST:]PUERTO, p. ej. 8765, o quedar vacío (sin servidor)"},
    "settings.start_at": {
        "en": "{file}: {setting} «{value}» is not a time of day: write it in quotes, \"HH:MM\" or \"HH:MM:SS\" "
              "(e.g. \"18:30\")",
        "ca": "{file}: {setting} «{value}» no és una hora del dia: escriu-la entre cometes, \"HH:MM\" o "
              "\"HH:MM:SS\" (per exemple \"18:30\")",
        "es": "{file}: {setting} «{value}» no es una hora del día: escríbela entre comillas, \"HH:MM\" o "
              "\"HH:MM:SS\" (por ejemplo \"18:30\")"},
    # the rules' warnings
    # a warning its ruleset makes mandatory (rules/ruleset.py `warnings`), left off: by its seconds left
    "settings.mandatory_warning.30": {
        "en": "{file}: {setting}: the 30-second warning is mandatory under {ruleset} ({rule})",
        "ca": "{file}: {setting}: l'avís dels 30 segons és obligatori amb el reglament {ruleset} ({rule})",
        "es": "{file}: {setting}: el aviso de los 30 segundos es obligatorio con el reglamento {ruleset} ({rule})"},
    "settings.mandatory_warning.60": {
        "en": "{file}: {setting}: the 1-minute warning is mandatory under {ruleset} ({rule})",
        "ca": "{file}: {setting}: l'avís d'1 minut és obligatori amb el reglament {ruleset} ({rule})",
        "es": "{file}: {setting}: el aviso de 1 minuto es obligatorio con el reglamento {ruleset} ({rule})"},
}
