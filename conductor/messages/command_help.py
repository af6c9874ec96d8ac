"""The judge's commands' help (DESIGN §4i): for each command of the registry (game/commands/registry.py), how it is written
("usage.ID") and what it does ("help.ID"), in en, ca and es; and the projector console's own rows (its keys and
its slip-entry lines). The headless `help`, the projector's help pages and docs/commands.md are made from these."""

_ROWS: dict[str, tuple[str, str, str, str, str, str]] = {
    # id: (en usage, en help, ca usage, ca help, es usage, es help)
    "draw": ("draw", "draw the next rack automatically (or a new one when the rack has no legal move)",
             "draw", "treu el faristol de la ronda (o un altre si no té cap jugada)",
             "draw", "saca el atril de la ronda (u otro si no tiene ninguna jugada)"),
    "call": ("call", "call the rack aloud; the timer starts when the call ends (the projector)",
             "call", "crida el faristol en veu alta; en acabar comença el rellotge",
             "call", "canta el atril en voz alta; al acabar empieza el reloj"),
    "call_again": ("call again", "call the rack aloud again",
                   "call again", "torna a cridar el faristol", "call again", "vuelve a cantar el atril"),
    "rack": ("rack T T T…", "the tiles the judge drew by hand (new tiles, or the whole rack with the leftover)",
             "rack T T T…", "faristol triat a mà en lloc de treure'l",
             "rack T T T…", "atril elegido a mano en lugar de sacarlo"),
    "start": ("start", "start the round's timer (after the call)",
              "start", "comença el rellotge sense cridar", "start", "empieza el reloj sin cantar"),
    "pause": ("pause", "pause the timer", "pause", "atura el rellotge", "pause", "para el reloj"),
    "resume": ("resume", "resume the timer", "resume", "reprèn el rellotge", "resume", "reanuda el reloj"),
    "adjust": ("adjust SECONDS", "set the time left",
               "adjust SEGONS", "posa el rellotge a tants segons", "adjust SEGUNDOS", "pone el reloj a tantos segundos"),
    "time": ("time", "the time is up: slips are final as written",
             "time", "«Temps!» ara", "time", "«¡Tiempo!» ahora"),
    "slip": ("slip [rN] TABLE COORD WORD|SCORE [replace]",
             "a player's slip for round N (default: the newest round past its \"Temps!\" still collecting, else the "
             "one being played), a move or a bare score, scored at once on that round's board (an invalid move "
             "scores 0 with its reason); a slip over another source's (or over its own, once its round's "
             "\"Temps!\" is given) is refused with \"conflict\" (round, table, by) until sent again with replace "
             "(a slip whose word is REPLACE: TABLE COORD REPLACE)",
             "slip [rN] TAULA COORD PARAULA|PUNTS [replace]",
             "papereta d'una taula per a la ronda N (si no, la més nova que ja ha passat «Temps!» i encara en rep)",
             "slip [rN] MESA COORD PALABRA|PUNTOS [replace]",
             "papeleta de una mesa para la ronda N (si no, la más nueva que ya ha pasado «¡Tiempo!» y aún las recibe)"),
    "null": ("null [rN] TABLE coord|word|blank|late", "a null move (II.7); the reason in the game's language too",
             "null [rN] TAULA MOTIU", "papereta nul·la amb el motiu (coordenada, paraula, escarràs, tard)",
             "null [rN] MESA MOTIVO", "papeleta nula con el motivo (coordenada, palabra, comodín, tarde)"),
    "correct": ("correct rN TABLE COORD WORD|SCORE|null REASON", "replace a slip of round N, finalised or not, until "
                "the results are final (II.9); the bonus and ranks follow; no reason text after the slip (a score stands alone): "
                "what reads as no slip is refused, nothing changed",
                "correct rN TAULA PAPERETA", "corregeix una papereta fins a «final»",
                "correct rN MESA PAPELETA", "corrige una papeleta hasta «final»"),
    "settle": ("settle rN TABLE 1|2|… / settle rN TABLE SLIP", "double entry: settle a dispute with one of the "
               "readings, or the right slip (correct rN TABLE … settles it too)",
               "settle rN TAULA K", "resol una discrepància de doble entrada: la lectura K com es llista (o una papereta)",
               "settle rN MESA K",
               "resuelve una discrepancia de doble entrada: la lectura K como se lista (o una papeleta)"),
    "finalise": ("finalise N", "round N's missing slips become 0 (a revealed round; the round on the board: close)",
                 "finalise N", "les paperetes que falten de la ronda N valen 0",
                 "finalise N", "las papeletas que faltan de la ronda N valen 0"),
    "close": ("close", "no more slips for the round on the board: its missing ones are 0",
              "close", "tanca les paperetes de la ronda (en plena reflexió demana confirmació)",
              "close", "cierra las papeletas de la ronda (en pleno tiempo de reflexión pide confirmación)"),
    "master": ("master", "the tied top moves (judge only)", "master", "jugades mestres de la ronda (secret)",
               "master", "jugadas maestras de la ronda (secreto)"),
    "pick": ("pick N", "choose the master move among the tied tops",
             "pick N", "tria la jugada mestra N entre les empatades",
             "pick N", "elige la jugada maestra N entre las empatadas"),
    "reveal": ("reveal", "reveal the master move and score the round (after time; its slips may still come)",
               "reveal", "revela la jugada mestra al projector i la diu en veu alta",
               "reveal", "revela la jugada maestra en el proyector y la dice en voz alta"),
    "warn": ("warn TABLE", "discipline: a warning, then 0 for the round, then expulsion",
             "warn TAULA", "advertiment, zero a la ronda o expulsió", "warn MESA", "advertencia, cero en la ronda o expulsión"),
    "accommodate": ("accommodate TABLE +SECONDS",
                    "an accommodation: that table's slips are taken SECONDS after \"Temps!\" (0: none)",
                    "accommodate TAULA +SEGONS", "temps addicional després de «Temps!» per a una taula",
                    "accommodate MESA +SEGUNDOS", "tiempo adicional tras «¡Tiempo!» para una mesa"),
    "withdraw": ("withdraw TABLE", "a player who goes home: kept in the standings with the rounds played, absent "
                 "from the round being played (with no slip of theirs yet) or the next on; the report marks those "
                 "rounds \"withdrawn\", never a sanction",
                 "retira TAULA", "un jugador que se'n va: es queda a la classificació amb les rondes jugades; "
                 "l'informe marca les següents «retirat»",
                 "retira MESA", "un jugador que se va: se queda en la clasificación con las rondas jugadas; el "
                 "informe marca las siguientes «retirado»"),
    "reinstate": ("reinstate TABLE", "takes back a withdraw (the wrong table, a player back), until final: the "
                  "table plays again, the rounds the withdrawal covered owe its slips (slip rN, correct rN, else 0)",
                  "reincorpora TAULA", "desfà un retira fins a final: la taula torna a jugar i li falten les "
                  "paperetes de les rondes retirades",
                  "reincorpora MESA", "deshace un retira hasta final: la mesa vuelve a jugar y le faltan las "
                  "papeletas de las rondas retiradas"),
    "end": ("end [REASON]", "end the game; every round's missing slips become 0",
            "end", "acaba la partida (demana confirmació; «reopen» la reobre fins a «final»)",
            "end", "termina la partida (pide confirmación; «reopen» la reabre hasta «final»)"),
    "reopen": ("reopen", "take back end (until final), or a close (until the reveal: a round closed during its "
               "thinking time goes on paused with the time it had left)",
               "reopen", "desfà «end» fins a «final», o un «close» fet en plena reflexió fins a la revelació",
               "reopen", "deshace «end» hasta «final», o un «close» dado en pleno tiempo de reflexión hasta la revelación"),
    "final": ("final", "the results are final (after end): no more corrections",
              "final", "resultats definitius: no es pot desfer (demana confirmació)",
              "final", "resultados definitivos: no se puede deshacer (pide confirmación)"),
    "standings": ("standings", "rank, table, name, total (provisional, with the missing slips, while rounds collect)",
                  "standings", "classificació", "standings", "clasificación"),
    "state": ("state", "round, phase, rack, board rows, bag size, totals, rounds collecting (with double entry, each "
              "one's tables whose readings wait, and its disputes)",
              "state", "estat de la partida", "state", "estado de la partida"),
    "device_add": ("device add NAME FIRST-LAST [--assist]", "a table judge's device for tables FIRST–LAST: answers "
                   "its code (and the address that logs it in); the game server takes its slips for those tables; "
                   "with --assist and one table, a player's assistant, who enters that table's slips on its "
                   "player's behalf",
                   "device add NOM A-B", "dispositiu d'un jutge de taula per a les taules A a B (codi i QR)",
                   "device add NOMBRE A-B", "dispositivo de un juez de mesa para las mesas A a B (código y QR)"),
    "device_list": ("device list", "the devices", "device list", "dispositius", "device list", "dispositivos"),
    "device_revoke": ("device revoke NAME", "end a device's access (its phone is logged out)",
                      "device revoke NOM", "revoca un dispositiu", "device revoke NOMBRE", "revoca un dispositivo"),
    "pins": ("pins [TABLE]", "new PINs for every player (or one table), for players sending their own slips "
             "(network.entry: players); also written as a printable sheet beside the log",
             "pins", "PIN dels jugadors i full per imprimir-los", "pins", "PIN de los jugadores y hoja para imprimirlos"),
    "lock": ("lock TABLE", "keep a table's slips to the console: the network cannot change them",
             "lock TAULA", "només el jutge entra les paperetes d'aquesta taula",
             "lock MESA", "solo el juez entra las papeletas de esta mesa"),
    "unlock": ("unlock TABLE", "the network may enter that table's slips again",
               "unlock TAULA", "desbloqueja una taula", "unlock MESA", "desbloquea una mesa"),
    "join_list": ("join list", "the online game's registration (network.entry: online): who joined and from which "
                  "round", "join list", "inscripcions en línia", "join list", "inscripciones en línea"),
    "join": ("join close / join open / join until N / join remove TABLE", "close or reopen the registration; the "
             "last round one may join for; take a player out of the online game from the next round on",
             "join close · join remove TAULA", "tanca les inscripcions · treu un jugador de la partida en línia",
             "join close · join remove MESA", "cierra las inscripciones · saca a un jugador de la partida en línea"),
    "join_links": ("join links [TABLE|all]", "a personal link for each player who has none (TABLE: a new one for "
                   "it; all: for everybody; an old link ends); the log keeps their hashes, the links go to an "
                   "owner-only CSV beside the log for the organiser to send",
                   "join links", "enllaços personals dels jugadors", "join links", "enlaces personales de los jugadores"),
    "start_game": ("start game", "with --autorun and autorun.start_at: start now, not at the start time "
                   "(also comença, empieza)",
                   "comença", "partida desatesa (--autorun) amb hora d'inici: comença ara, sense esperar-la",
                   "empieza", "partida desatendida (--autorun) con hora de inicio: empieza ahora, sin esperarla"),
    "autorun": ("autorun off / autorun on", "with --autorun: the console takes the game over, or hands it back",
                "autorun off · autorun on", "partida desatesa: la consola se'n fa càrrec · la hi torna",
                "autorun off · autorun on", "partida desatendida: la consola se hace cargo · se la devuelve"),
    "show_standings": ("show standings", "the standings on the projector (again: the game)",
                       "show standings", "classificació al projector (F7 un altre cop: la partida)",
                       "show standings", "clasificación en el proyector (F7 otra vez: la partida)"),
    "next_page": ("next page", "the standings' next page (past the last, back to the first)",
                  "next page", "pàgina següent de la classificació (torna a la primera en acabar)",
                  "next page", "página siguiente de la clasificación (vuelve a la primera al acabar)"),
    "oldest_missing": ("oldest missing", "slip entry for the oldest round with missing slips",
                       "oldest missing", "entrada de paperetes de la ronda més antiga amb paperetes pendents",
                       "oldest missing", "entrada de papeletas de la ronda más antigua con papeletas pendientes"),
    "address": ("address", "the server's address and QR code on the projector",
                "address", "adreça i QR del servidor al projector",
                "address", "dirección y QR del servidor en el proyector"),
    "secrets": ("secrets", "a shared screen: the secrets shown for 15 s (any key hides them)",
                "secrets", "pantalla compartida: mostra els secrets uns segons (qualsevol tecla els amaga)",
                "secrets", "pantalla compartida: muestra los secretos unos segundos (cualquier tecla los oculta)"),
    "quit": ("quit", "leave the program (asks first; the game stays saved)",
             "quit", "surt del programa (demana confirmació; la partida queda desada)",
             "quit", "sale del programa (pide confirmación; la partida queda guardada)"),
    "help": ("help", "this list", "ajuda (o help)", "aquesta ajuda (ajuda 2, ajuda 3… per les pàgines)",
             "ayuda (o help)", "esta ayuda (ayuda 2, ayuda 3… para las páginas)"),
    # the projector console's own rows: its keys and the lines of slip entry (display/entry.py)
    "console.tab": ("Tab", "one screen: the projector or the console", "Tab",
                    "una sola pantalla: alterna projector i consola", "Tab", "una sola pantalla: alterna proyector y consola"),
    "console.esc": ("Esc", "clear the line; hide the QR code; leave slip entry; cancel a confirmation", "Esc",
                    "esborra la línia; amaga el QR; surt de l'entrada de paperetes; cancel·la una confirmació", "Esc",
                    "borra la línea; oculta el QR; sale de la entrada de papeletas; cancela una confirmación"),
    "console.pages": ("PgUp / PgDn", "pages of the slip list", "RePàg / AvPàg", "pàgines de la llista de paperetes",
                      "RePág / AvPág", "páginas de la lista de papeletas"),
    "console.history": ("↑ / ↓", "earlier lines", "↑ / ↓", "ordres anteriors", "↑ / ↓", "órdenes anteriores"),
    "console.slip": ("TABLE COORD WORD", "a table's slip: 12 H8 CASA", "TAULA COORD PARAULA",
                     "papereta d'una taula: 12 H8 CASA", "MESA COORD PALABRA", "papeleta de una mesa: 12 H8 CASA"),
    "console.score": ("TABLE SCORE", "a slip giving only the score: 12 35", "TAULA PUNTS",
                      "papereta amb només la puntuació: 12 35", "MESA PUNTOS", "papeleta con solo la puntuación: 12 35"),
    "console.null": ("TABLE null REASON", "a null slip with its reason: 12 null late", "TAULA null MOTIU",
                     "papereta nul·la amb el motiu: 12 nul·la tard", "MESA null MOTIVO",
                     "papeleta nula con el motivo: 12 nula tarde"),
    "console.round": ("rN", "slip entry for round N (corrections once it is final)", "rN",
                      "entrada de paperetes de la ronda N (correccions si ja és definitiva)", "rN",
                      "entrada de papeletas de la ronda N (correcciones si ya es definitiva)"),
    "console.table": ("N", "find table N in the slip list", "N", "busca la taula N a la llista de paperetes", "N",
                      "busca la mesa N en la lista de papeletas"),
    "console.replace": ("… replace", "at a slip's end: it replaces another source's (the console asks first)",
                        "… replace", "al final d'una papereta: substitueix la d'un altre origen (la consola ho "
                        "pregunta abans)", "… replace", "al final de una papeleta: sustituye la de otro origen (la "
                        "consola lo pregunta antes)"),
}

MESSAGES: dict[str, dict[str, str]] = {
    **{f"usage.{key}": {"en": row[0], "ca": row[2], "es": row[4]} for key, row in _ROWS.items()},
    **{f"help.{key}": {"en": row[1], "ca": row[3], "es": row[5]} for key, row in _ROWS.items()},
    "help.keyed": {"en": "{keys} or «{word}»", "ca": "{keys} o «{word}»", "es": "{keys} o «{word}»"},
    "help.held": {"en": "{keys} (held) or «{word}»", "ca": "{keys} (mantinguda) o «{word}»",
                  "es": "{keys} (mantenida) o «{word}»"},
    "help.title": {"en": "Help — page {i}/{n} (help {next} for the next; Esc closes it)",
                   "ca": "Ajuda — pàgina {i}/{n} (ajuda {next} per la següent; Esc la tanca)",
                   "es": "Ayuda — página {i}/{n} (ayuda {next} para la siguiente; Esc la cierra)"},
}
