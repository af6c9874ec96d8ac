"""What a game log that cannot be used says (game/log.py, game/lock.py, game/schema.py, game/session.py,
game/replayer.py): which file, which line, and why, in the game's language. An event's type and fields are named as
the log writes them (English keys)."""

MESSAGES: dict[str, dict[str, str]] = {
    # where: a file, a line of it
    "log.where": {"en": "game log '{path}', line {line}", "ca": "registre '{path}', línia {line}",
                  "es": "registro '{path}', línea {line}"},
    "log.event_n": {"en": "game log event {n}", "ca": "esdeveniment {n} del registre", "es": "evento {n} del registro"},
    "log.at": {"en": "{where}: {why}", "ca": "{where}: {why}", "es": "{where}: {why}"},
    "log.part": {"en": "{what}: {why}", "ca": "{what}: {why}", "es": "{what}: {why}"},
    # reading the file (game/log.py)
    "log.unreadable": {"en": "game log '{path}': {why}", "ca": "registre '{path}': {why}", "es": "registro '{path}': {why}"},
    "log.not_json": {
        "en": "not a JSON line (column {column})", "ca": "no és una línia JSON (columna {column})",
        "es": "no es una línea JSON (columna {column})"},
    "log.not_utf8": {
        "en": "not UTF-8 (byte {byte})", "ca": "no és UTF-8 (byte {byte})", "es": "no es UTF-8 (byte {byte})"},
    "log.empty": {
        "en": "game log '{path}': it holds no event (a game log starts with its setup event)",
        "ca": "registre '{path}': no té cap esdeveniment (un registre comença amb el de la configuració)",
        "es": "registro '{path}': no tiene ningún evento (un registro empieza con el de la configuración)"},
    "log.dropped": {
        "en": "game log '{path}': line {line} was cut short by a crash and has been dropped",
        "ca": "registre '{path}': la línia {line} va quedar tallada per una aturada inesperada i s'ha descartat",
        "es": "registro '{path}': la línea {line} quedó cortada por una parada inesperada y se ha descartado"},
    # the lock (game/lock.py)
    "log.locked": {
        "en": "game log '{path}' is open in another conductor", "ca": "el registre '{path}' és obert en un altre conductor",
        "es": "el registro '{path}' está abierto en otro conductor"},
    "log.locked_pid": {
        "en": "game log '{path}' is open in another conductor (pid {pid})",
        "ca": "el registre '{path}' és obert en un altre conductor (pid {pid})",
        "es": "el registro '{path}' está abierto en otro conductor (pid {pid})"},
    "log.lock_changing": {
        "en": "game log '{path}': its lock file {lock} keeps changing; is another conductor starting?",
        "ca": "registre '{path}': el seu fitxer de bloqueig {lock} no para de canviar; s'està obrint un altre conductor?",
        "es": "registro '{path}': su archivo de bloqueo {lock} no deja de cambiar; ¿se está abriendo otro conductor?"},
    # starting and resuming (game/session.py)
    "log.exists": {
        "en": "game log '{path}' already exists: resume it with --resume, or choose another --log",
        "ca": "el registre '{path}' ja existeix: reprèn-lo amb --resume o tria'n un altre amb --log",
        "es": "el registro '{path}' ya existe: reanúdalo con --resume o elige otro con --log"},
    "log.other_list": {
        "en": "game log '{path}' was played with another word list ({logged}; this one is {given}): resume it with the "
              "same --lexicon",
        "ca": "el registre '{path}' es va jugar amb una altra llista de paraules ({logged}; aquesta és {given}): "
              "reprèn-lo amb el mateix --lexicon",
        "es": "el registro '{path}' se jugó con otra lista de palabras ({logged}; esta es {given}): reanúdalo con el "
              "mismo --lexicon"},
    "log.cannot_happen": {
        "en": "this event cannot happen here (the game is in phase '{phase}')",
        "ca": "aquest esdeveniment no pot passar aquí (la partida és a la fase '{phase}')",
        "es": "este evento no puede ocurrir aquí (la partida está en la fase '{phase}')"},
    # a line that is no event of a game log (game/schema.py)
    "log.not_object": {
        "en": "not an event (a JSON object)", "ca": "no és un esdeveniment (un objecte JSON)",
        "es": "no es un evento (un objeto JSON)"},
    "log.no_type": {
        "en": "an event without a 'type'", "ca": "un esdeveniment sense 'type'", "es": "un evento sin 'type'"},
    "log.setup_first": {
        "en": "a game log starts with its setup event", "ca": "un registre comença amb l'esdeveniment de configuració",
        "es": "un registro empieza con el evento de configuración"},
    "log.second_setup": {
        "en": "a second setup event (a game log has one, on its first line)",
        "ca": "un segon esdeveniment de configuració (un registre en té un, a la primera línia)",
        "es": "un segundo evento de configuración (un registro tiene uno, en la primera línea)"},
    "log.unknown_type": {
        "en": "unknown event type '{kind}'", "ca": "tipus d'esdeveniment desconegut: '{kind}'",
        "es": "tipo de evento desconocido: '{kind}'"},
    "log.unknown_field": {"en": "unknown field '{name}'", "ca": "camp desconegut '{name}'",
                          "es": "campo desconocido '{name}'"},
    "log.missing": {"en": "'{name}' is missing", "ca": "hi falta '{name}'", "es": "falta '{name}'"},
    "log.must_be": {"en": "'{name}' must be {kind}", "ca": "'{name}' ha de ser {kind}", "es": "'{name}' debe ser {kind}"},
    "log.kind.whole": {"en": "a whole number", "ca": "un nombre enter", "es": "un número entero"},
    "log.kind.number": {"en": "a number", "ca": "un nombre", "es": "un número"},
    "log.kind.text": {"en": "text", "ca": "un text", "es": "un texto"},
    "log.kind.flag": {"en": "true or false", "ca": "true o false", "es": "true o false"},
    "log.kind.tiles": {"en": "a list of tiles", "ca": "una llista de fitxes", "es": "una lista de fichas"},
    "log.kind.list": {"en": "a list", "ca": "una llista", "es": "una lista"},
    "log.kind.object": {"en": "an object", "ca": "un objecte", "es": "un objeto"},
    "log.kind.object_or_null": {"en": "an object or null", "ca": "un objecte o null", "es": "un objeto o null"},
    "log.kind.text_or_null": {"en": "text or null", "ca": "un text o null", "es": "un texto o null"},
    "log.version": {
        "en": "log version {version}: this conductor reads versions 1–{newest} (a newer conductor wrote it?)",
        "ca": "versió de registre {version}: aquest conductor en llegeix de l'1 a la {newest} (l'ha escrit un conductor "
              "més nou?)",
        "es": "versión de registro {version}: este conductor lee de la 1 a la {newest} (¿lo escribió un conductor más "
              "nuevo?)"},
    "log.player_n": {"en": "player {n}", "ca": "jugador {n}", "es": "jugador {n}"},
    "log.not_an_object": {"en": "must be an object", "ca": "ha de ser un objecte", "es": "debe ser un objeto"},
    "log.table_twice": {
        "en": "table {table} appears twice", "ca": "la taula {table} hi surt dues vegades",
        "es": "la mesa {table} aparece dos veces"},
    "log.hex_words": {
        "en": "'sha256_words' must be 64 hexadecimal digits", "ca": "'sha256_words' ha de tenir 64 xifres hexadecimals",
        "es": "'sha256_words' debe tener 64 cifras hexadecimales"},
    "log.unknown_setting": {
        "en": "unknown setting '{name}'", "ca": "paràmetre desconegut: '{name}'", "es": "parámetro desconocido: '{name}'"},
    "log.prepared_rack": {
        "en": "prepared round {n}: must have a rack (a list of tiles)",
        "ca": "ronda preparada {n}: ha de tenir un faristol (una llista de fitxes)",
        "es": "ronda preparada {n}: debe tener un atril (una lista de fichas)"},
    # a reopen that does not fit where the replay stands (game/replayer.py)
    "log.reopen_lines": {
        "en": "reopen: it takes back lines {named}, not the ones a reopen takes back here ({here})",
        "ca": "reopen: desfà les línies {named}, no les que un reopen desfà aquí ({here})",
        "es": "reopen: deshace las líneas {named}, no las que un reopen deshace aquí ({here})"},
    "log.reopen_limit": {
        "en": "reopen: round {round} taken back more than {limit} times",
        "ca": "reopen: la ronda {round} s'ha desfet més de {limit} vegades",
        "es": "reopen: la ronda {round} se ha deshecho más de {limit} veces"},
    "log.reopen_line": {
        "en": "reopen: line {line} cannot be taken back here", "ca": "reopen: la línia {line} no es pot desfer aquí",
        "es": "reopen: la línea {line} no se puede deshacer aquí"},
    "log.none": {"en": "none", "ca": "cap", "es": "ninguna"},
}
