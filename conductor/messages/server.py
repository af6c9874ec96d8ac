"""The game server's refusals: what a phone or tablet may send (server/gate.py), and the gate every request
passes (server/guard.py, logins, sessions, the online game's join)."""

MESSAGES: dict[str, dict[str, str]] = {
    # server/gate.py: a slip from a device or a player
    "gate.locked": {"en": "table {table} is locked to the judge's console",
                    "ca": "les paperetes de la taula {table} només les entra el jutge",
                    "es": "las papeletas de la mesa {table} solo las entra el juez"},
    "gate.null_usage": {"en": "null REASON, reason one of: {reasons}", "ca": "null MOTIU, amb motiu: {reasons}",
                        "es": "null MOTIVO, con motivo: {reasons}"},
    "gate.player_move": {"en": "a player's slip is a move: a coordinate and a word",
                         "ca": "la papereta d'un jugador és una jugada: una coordenada i una paraula",
                         "es": "la papeleta de un jugador es una jugada: una coordenada y una palabra"},
    "gate.revoked": {"en": "this device's access has been revoked", "ca": "l'accés d'aquest dispositiu s'ha revocat",
                     "es": "el acceso de este dispositivo se ha revocado"},
    "gate.tables": {"en": "this device enters the slips of tables {first}–{last} only",
                    "ca": "aquest dispositiu només entra les paperetes de les taules {first}–{last}",
                    "es": "este dispositivo solo entra las papeletas de las mesas {first}–{last}"},
    "gate.own_table": {"en": "you may send the slip of your own table only (table {table})",
                       "ca": "només pots enviar la papereta de la teva taula (la {table})",
                       "es": "solo puedes enviar la papeleta de tu mesa (la {table})"},
    "gate.late": {"en": "late: the time of round {round} is up (\"Temps!\")",
                  "ca": "tard: el temps de la ronda {round} s'ha acabat («Temps!»)",
                  "es": "tarde: el tiempo de la ronda {round} se ha acabado («¡Tiempo!»)"},
    "gate.no_round": {"en": "no round is being played", "ca": "ara no es juga cap ronda",
                      "es": "ahora no se juega ninguna ronda"},
    "gate.not_played": {"en": "round {round} is not being played", "ca": "la ronda {round} no s'està jugant",
                        "es": "la ronda {round} no se está jugando"},
    "gate.not_started": {"en": "round {round} has not started yet", "ca": "la ronda {round} encara no ha començat",
                         "es": "la ronda {round} aún no ha empezado"},
    "gate.id_used": {"en": "this id was already used for another slip",
                     "ca": "aquest identificador ja s'ha fet servir per a una altra papereta",
                     "es": "este identificador ya se ha usado para otra papeleta"},
    "gate.not_saved": {"en": "the game log could not be saved ({why})",
                       "ca": "no s'ha pogut desar el registre de la partida ({why})",
                       "es": "no se ha podido guardar el registro de la partida ({why})"},
    # server/guard.py and the handlers: a request refused before it reaches the game
    "server.body": {"en": "a JSON object is needed", "ca": "cal un objecte JSON", "es": "hace falta un objeto JSON"},
    "server.json": {"en": "the body is not valid JSON", "ca": "el cos no és JSON vàlid",
                    "es": "el cuerpo no es JSON válido"},
    "server.unknown": {"en": "unknown field: {k}", "ca": "camp desconegut: {k}", "es": "campo desconocido: {k}"},
    "server.missing": {"en": "the field {k} is missing", "ca": "falta el camp {k}", "es": "falta el campo {k}"},
    "server.type": {"en": "the field {k} must be {t}", "ca": "el camp {k} ha de ser {t}",
                    "es": "el campo {k} debe ser {t}"},
    "server.range": {"en": "the field {k} must be from {lo} to {hi}", "ca": "el camp {k} ha de ser entre {lo} i {hi}",
                     "es": "el campo {k} debe estar entre {lo} y {hi}"},
    "server.twice": {"en": "the field {k} is given twice", "ca": "el camp {k} hi és dues vegades",
                     "es": "el campo {k} aparece dos veces"},
    "server.empty": {"en": "the field {k} is empty", "ca": "el camp {k} és buit", "es": "el campo {k} está vacío"},
    "server.long": {"en": "the field {k} is too long (at most {n} characters)",
                    "ca": "el camp {k} és massa llarg (com a màxim {n} caràcters)",
                    "es": "el campo {k} es demasiado largo (como máximo {n} caracteres)"},
    "server.character": {"en": "the field {k} holds a character that cannot be in it (a control or invisible one)",
                         "ca": "el camp {k} conté un caràcter que no hi pot anar (de control o invisible)",
                         "es": "el campo {k} contiene un carácter que no puede ir en él (de control o invisible)"},
    "server.type_int": {"en": "a whole number", "ca": "un nombre enter", "es": "un número entero"},
    "server.type_str": {"en": "a text", "ca": "un text", "es": "un texto"},
    "server.type_bool": {"en": "true or false", "ca": "true o false", "es": "true o false"},
    "server.login": {"en": "wrong code or PIN", "ca": "codi o PIN incorrecte", "es": "código o PIN incorrecto"},
    "server.auth": {"en": "log in first (the device's code, or table and PIN)",
                    "ca": "cal entrar primer (codi del dispositiu o taula i PIN)",
                    "es": "hay que entrar primero (código del dispositivo o mesa y PIN)"},
    "server.many": {"en": "too many attempts: wait {s} s", "ca": "massa intents: espera {s} s",
                    "es": "demasiados intentos: espera {s} s"},
    "server.large": {"en": "the body is over 4 KB", "ca": "el cos passa de 4 KB", "es": "el cuerpo pasa de 4 KB"},
    "server.media": {"en": "Content-Type: application/json is needed", "ca": "cal Content-Type: application/json",
                     "es": "hace falta Content-Type: application/json"},
    "server.notfound": {"en": "not found", "ca": "no existeix", "es": "no existe"},
    "server.method": {"en": "method not allowed", "ca": "mètode no permès", "es": "método no permitido"},
    "server.busy": {"en": "the game does not answer; try again", "ca": "el joc no respon; torna-ho a provar",
                    "es": "el juego no responde; vuelve a probar"},
    "server.entry": {"en": "this game takes no slips from the players",
                     "ca": "aquesta partida no accepta paperetes dels jugadors",
                     "es": "esta partida no acepta papeletas de los jugadores"},
    "server.revoked": {"en": "this device has been revoked", "ca": "aquest dispositiu s'ha revocat",
                       "es": "este dispositivo ha sido revocado"},
    "server.host": {"en": "this address is not the game server's", "ca": "aquesta adreça no és la del servidor de la partida",
                    "es": "esta dirección no es la del servidor de la partida"},
    "server.origin": {"en": "a request from another page: refused", "ca": "petició d'una altra pàgina: refusada",
                      "es": "petición de otra página: rechazada"},
    "server.deep": {"en": "the JSON has too many levels", "ca": "el JSON té massa nivells",
                    "es": "el JSON tiene demasiados niveles"},
    "server.slow": {"en": "the body came too slowly", "ca": "el cos ha arribat massa a poc a poc",
                    "es": "el cuerpo ha llegado demasiado despacio"},
    "server.slips": {"en": "too many slips in a row: wait {s} s", "ca": "massa paperetes seguides: espera {s} s",
                     "es": "demasiadas papeletas seguidas: espera {s} s"},
    "server.round_slips": {"en": "too many slips in this round", "ca": "massa paperetes en aquesta ronda",
                           "es": "demasiadas papeletas en esta ronda"},
    "server.sockets": {"en": "too many connections from this address", "ca": "massa connexions des d'aquesta adreça",
                       "es": "demasiadas conexiones desde esta dirección"},
    "server.bad": {"en": "invalid request", "ca": "petició no vàlida", "es": "petición no válida"},
    "server.sockets_full": {"en": "the server is full of connections: try again in a few seconds",
                            "ca": "el servidor és ple de connexions: torna-ho a provar d'aquí a uns segons",
                            "es": "el servidor está lleno de conexiones: vuelve a probar dentro de unos segundos"},
    "server.pin_guess": {"en": "table {t}: {n} wrong PINs from {a}", "ca": "taula {t}: {n} PIN incorrectes des de {a}",
                         "es": "mesa {t}: {n} PIN incorrectos desde {a}"},
    "server.code_guess": {"en": "{n} wrong codes from {a}", "ca": "{n} codis incorrectes des de {a}",
                          "es": "{n} códigos incorrectos desde {a}"},
    "server.quiet_error": {
        "en": "the server met an error of its own and went on ({what}; {n:# error|# errors} so far; details in {file})",
        "ca": "el servidor ha trobat un error propi i ha continuat ({what}; {n:# error|# errors} fins ara; detalls a "
              "{file})",
        "es": "el servidor ha encontrado un error propio y ha seguido ({what}; {n:# error|# errores} hasta ahora; "
              "detalles en {file})"},
    "server.logout": {"en": "logged out", "ca": "sessió acabada", "es": "sesión terminada"},
    "server.join_id": {"en": "the field id must be 16 to 64 letters, digits, - or _ (a random id for this join)",
                       "ca": "el camp id ha de tenir de 16 a 64 lletres, xifres, - o _ (un identificador a l'atzar "
                             "per a aquesta inscripció)",
                       "es": "el campo id debe tener de 16 a 64 letras, cifras, - o _ (un identificador al azar "
                             "para esta inscripción)"},
    "server.join_guess": {"en": "{n} wrong join codes from {a}", "ca": "{n} codis d'inscripció incorrectes des de {a}",
                          "es": "{n} códigos de inscripción incorrectos desde {a}"},
    "server.link_logout": {"en": "table {t} logged out: their personal link has ended (join links {t} makes a new one)",
                           "ca": "la taula {t} ha sortit: el seu enllaç personal ja no val (join links {t} en fa un "
                                 "de nou)",
                           "es": "la mesa {t} ha salido: su enlace personal ya no vale (join links {t} hace uno "
                                 "nuevo)"},
    "server.join_guesses": {
        "en": "more than {n} wrong join codes in {s} s from every address together: someone is guessing the join code "
              "(wrong ones are answered slowly now; a code made by conductor, network.join_code: generate, cannot be "
              "guessed)",
        "ca": "més de {n} codis d'inscripció incorrectes en {s} s entre totes les adreces: algú intenta endevinar el "
              "codi (ara els incorrectes es responen a poc a poc; un codi fet per conductor, network.join_code: "
              "generate, no es pot endevinar)",
        "es": "más de {n} códigos de inscripción incorrectos en {s} s entre todas las direcciones: alguien intenta "
              "adivinar el código (ahora los incorrectos se responden despacio; un código hecho por conductor, "
              "network.join_code: generate, no se puede adivinar)"},
    "server.join_code": {
        "en": "the game's code is needed: open the invitation link the organisers sent you (the code is in it)",
        "ca": "cal el codi de la partida: obre l'enllaç d'invitació que t'ha enviat l'organització (el codi hi va "
              "inclòs)",
        "es": "hace falta el código de la partida: abre el enlace de invitación que te ha enviado la organización (el "
              "código va incluido)"},
    "server.join_code_wrong": {
        "en": "the game's code is wrong: check it, or open the invitation link the organisers sent you (the code is "
              "in it)",
        "ca": "el codi de la partida no és correcte: revisa'l, o obre l'enllaç d'invitació que t'ha enviat "
              "l'organització (el codi hi va inclòs)",
        "es": "el código de la partida no es correcto: revísalo, o abre el enlace de invitación que te ha enviado la "
              "organización (el código va incluido)"},
    # the broker behind the socket processes (server/fanout.py), for the judge's screen
    "broker.down": {"en": "broker {u}: {e}; the players connected to the socket processes do not see the changes",
                    "ca": "intermediari {u}: {e}; els jugadors connectats als processos de sockets no veuen els canvis",
                    "es": "intermediario {u}: {e}; los jugadores conectados a los procesos de sockets no ven los "
                          "cambios"},
    "broker.back": {"en": "broker {u}: answers again", "ca": "intermediari {u}: torna a respondre",
                    "es": "intermediario {u}: vuelve a responder"},
    # a login that ended, or none (server/sessions.py); a name already in the online game (server/online.py)
    "login.ended": {"en": "the session has ended (a new PIN, or the device revoked): log in again",
                    "ca": "la sessió s'ha acabat (PIN nou o dispositiu revocat): torna a entrar",
                    "es": "la sesión ha terminado (PIN nuevo o dispositivo revocado): vuelve a entrar"},
    "login.link_ended": {
        "en": "This link is no longer valid: the organisers made a new one or took you out of the game. Ask them for "
              "your link",
        "ca": "Aquest enllaç ja no és vàlid: l'organització n'ha fet un de nou o t'ha tret de la partida. Demana-li el "
              "teu enllaç",
        "es": "Este enlace ya no es válido: la organización ha hecho uno nuevo o te ha quitado de la partida. Pídele tu "
              "enlace"},
    "login.link_unknown": {"en": "log in with your personal link, or join the game",
                           "ca": "cal entrar amb el teu enllaç personal, o inscriure't a la partida",
                           "es": "hay que entrar con tu enlace personal, o inscribirse en la partida"},
}
