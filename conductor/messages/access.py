"""The messages of who may send slips (game/access.py: devices, PINs, locks, personal links) and of players
joining an online game (game/registration.py)."""

MESSAGES: dict[str, dict[str, str]] = {
    "access.console_only": {"en": "only the judge's console gives access",
                            "ca": "només la consola del jutge dona accés", "es": "solo la consola del juez da acceso"},
    "access.quotes": {"en": "{command}: No closing quotation", "ca": "{command}: falten unes cometes de tancament",
                      "es": "{command}: faltan unas comillas de cierre"},
    "access.escape": {"en": "{command}: No escaped character", "ca": "{command}: falten unes cometes de tancament",
                      "es": "{command}: faltan unas comillas de cierre"},
    "access.table_usage": {"en": "{command} TABLE: a table that plays this game",
                           "ca": "{command} TAULA: una taula que jugui aquesta partida",
                           "es": "{command} MESA: una mesa que juegue esta partida"},
    "access.already_locked": {"en": "table {table} is already locked to the console",
                              "ca": "les paperetes de la taula {table} ja les entra només el jutge",
                              "es": "las papeletas de la mesa {table} ya las entra solo el juez"},
    "access.not_locked": {"en": "table {table} is not locked to the console",
                          "ca": "la taula {table} no està reservada al jutge",
                          "es": "la mesa {table} no está reservada al juez"},
    "device.usage": {"en": "device add \"NAME\" FIRST-LAST (an assistant: device add \"NAME\" TABLE --assist), "
                           "device list or device revoke \"NAME\"",
                     "ca": "device add \"NOM\" PRIMERA-ÚLTIMA (un assistent: device add \"NOM\" TAULA --assist), "
                           "device list o device revoke \"NOM\"",
                     "es": "device add \"NOMBRE\" PRIMERA-ÚLTIMA (un asistente: device add \"NOMBRE\" MESA --assist), "
                           "device list o device revoke \"NOMBRE\""},
    "device.assist_one": {"en": "an assistant enters the slips of one table: device add \"NAME\" TABLE --assist",
                          "ca": "un assistent entra les paperetes d'una sola taula: device add \"NOM\" TAULA --assist",
                          "es": "un asistente entra las papeletas de una sola mesa: device add \"NOMBRE\" MESA --assist"},
    "device.unknown": {"en": "no device named '{name}'", "ca": "no hi ha cap dispositiu anomenat '{name}'",
                       "es": "no hay ningún dispositivo llamado '{name}'"},
    "device.name": {"en": "device name: 1–{n} printable characters",
                    "ca": "nom del dispositiu: d'1 a {n} caràcters imprimibles",
                    "es": "nombre del dispositivo: de 1 a {n} caracteres imprimibles"},
    "device.exists": {"en": "a device named '{name}' exists: revoke it first, or choose another name",
                      "ca": "ja hi ha un dispositiu anomenat '{name}': revoca'l primer o tria un altre nom",
                      "es": "ya hay un dispositivo llamado '{name}': revócalo antes o elige otro nombre"},
    "device.span": {"en": "tables '{text}': write FIRST-LAST, e.g. 1-20",
                    "ca": "taules '{text}': escriu PRIMERA-ÚLTIMA, per exemple 1-20",
                    "es": "mesas '{text}': escribe PRIMERA-ÚLTIMA, por ejemplo 1-20"},
    "device.order": {"en": "tables '{text}': the first table comes before the last",
                     "ca": "taules '{text}': la primera taula va abans de l'última",
                     "es": "mesas '{text}': la primera mesa va antes de la última"},
    "device.nobody": {"en": "tables {first}–{last}: no player sits there", "ca": "taules {first}–{last}: no hi seu cap jugador",
                      "es": "mesas {first}–{last}: no se sienta ningún jugador"},
    "pins.usage": {"en": "pins, or pins TABLE: new PINs for every table, or for one",
                   "ca": "pins, o pins TAULA: PIN nous per a totes les taules, o per a una",
                   "es": "pins, o pins MESA: PIN nuevos para todas las mesas, o para una"},
    "links.usage": {
        "en": "join links, join links TABLE or join links all: a personal link for each player who has none, a new one "
              "for one table, or new ones for everybody",
        "ca": "join links, join links TAULA o join links all: un enllaç personal per a cada jugador que no en té, un de "
              "nou per a una taula, o de nous per a tothom",
        "es": "join links, join links MESA o join links all: un enlace personal para cada jugador que no tiene, uno "
              "nuevo para una mesa, o nuevos para todos"},
    "links.all_have": {
        "en": "every player has a personal link already: join links TABLE makes a new one for a table, join links all "
              "for everybody (the old ones end)",
        "ca": "tots els jugadors ja tenen enllaç personal: join links TAULA en fa un de nou per a una taula, join links "
              "all per a tothom (els antics deixen de valer)",
        "es": "todos los jugadores ya tienen enlace personal: join links MESA hace uno nuevo para una mesa, join links "
              "all para todos (los antiguos dejan de valer)"},
    # players joining (game/registration.py)
    "join.usage": {"en": "join close, join open, join until N, join remove TABLE, join list or join links",
                   "ca": "join close, join open, join until N, join remove TAULA, join list o join links",
                   "es": "join close, join open, join until N, join remove MESA, join list o join links"},
    "join.ended": {"en": "the game has ended: registration cannot open again (reopen first, to go on playing)",
                   "ca": "la partida s'ha acabat: les inscripcions no es poden tornar a obrir (primer reopen, per "
                         "continuar jugant)",
                   "es": "la partida ha terminado: las inscripciones no se pueden volver a abrir (primero reopen, "
                         "para seguir jugando)"},
    "join.closed": {"en": "registration is closed", "ca": "les inscripcions estan tancades",
                    "es": "las inscripciones están cerradas"},
    "join.full": {"en": "registration is closed: the game is full",
                  "ca": "les inscripcions estan tancades: la partida és plena",
                  "es": "las inscripciones están cerradas: la partida está llena"},
    "join.name": {"en": "name: 1–{n} printable characters (and the club at most {m})",
                  "ca": "nom: d'1 a {n} caràcters (i el club, {m} com a màxim)",
                  "es": "nombre: de 1 a {n} caracteres (y el club, {m} como máximo)"},
    "join.character": {"en": "the name or the club holds a character that cannot be written in it (a control or "
                             "invisible one)",
                       "ca": "el nom o el club té un caràcter que no s'hi pot escriure (de control o invisible)",
                       "es": "el nombre o el club tiene un carácter que no se puede escribir en él (de control o "
                             "invisible)"},
    "join.same_name": {
        "en": "There is a player with this name in the game already: choose another (with your surname or club, say)",
        "ca": "Ja hi ha un jugador amb aquest nom a la partida: tria'n un altre (per exemple, amb el cognom o el club)",
        "es": "Ya hay un jugador con este nombre en la partida: elige otro (por ejemplo, con el apellido o el club)"},
    "join.scripts": {"en": "\"{word}\" mixes alphabets (a Cyrillic or Greek letter among Latin ones, say): write "
                           "each word in one",
                     "ca": "«{word}» barreja alfabets (una lletra ciríl·lica o grega entre llatines, per exemple): "
                           "escriu cada paraula en un de sol",
                     "es": "«{word}» mezcla alfabetos (una letra cirílica o griega entre latinas, por ejemplo): "
                           "escribe cada palabra en uno solo"},
    "join.id_used": {"en": "this join's id was already used to join under another name",
                     "ca": "l'identificador d'aquesta inscripció ja s'ha fet servir per inscriure un altre nom",
                     "es": "el identificador de esta inscripción ya se ha usado para inscribir otro nombre"},
    "join.taken": {"en": "table {table} is taken", "ca": "la taula {table} ja és ocupada",
                   "es": "la mesa {table} ya está ocupada"},
}
