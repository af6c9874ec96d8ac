"""The game core's messages (game/): the judge's commands, slips across rounds, draws, the timer, the reveal, a
replayed log; the phases, null moves and end reasons they name."""

_PHASES = {"draw": ("sorteig", "sorteo"), "ready": ("faristol tret", "atril sacado"),
           "think": ("ronda en joc", "ronda en juego"), "collect": ("recollida de paperetes", "recogida de papeletas"),
           "closed": ("paperetes tancades", "papeletas cerradas"), "ended": ("partida acabada", "partida terminada")}

MESSAGES: dict[str, dict[str, str]] = {
    **{f"phase.{name}": {"en": name, "ca": ca, "es": es} for name, (ca, es) in _PHASES.items()},
    # why a slip is null (II.7); the log keeps the key
    "null.coord": {"en": "coordinate missing, wrong or illegible", "ca": "coordenades absents, incorrectes o il·legibles",
                   "es": "coordenadas ausentes, incorrectas o ilegibles"},
    "null.word": {"en": "main word not valid or illegible", "ca": "paraula principal no vàlida o il·legible",
                  "es": "palabra principal no válida o ilegible"},
    "null.blank": {"en": "blank not marked", "ca": "escarràs no marcat", "es": "comodín no marcado"},
    "null.late": {"en": "slip not handed in on time", "ca": "papereta no lliurada a temps",
                  "es": "papeleta no entregada a tiempo"},
    "null.choices": {"en": "coord, word, blank, late", "ca": "coordenada, paraula, escarràs, tard",
                     "es": "coordenada, palabra, comodín, tarde"},
    # why the game ended (the log keeps the English; a reason the judge typed is shown as typed)
    "end.judge": {"en": "judge", "ca": "ho ha decidit el jutge", "es": "lo ha decidido el juez"},
    "end.no_rack": {"en": "no valid rack can be drawn", "ca": "no es pot treure cap faristol vàlid",
                    "es": "no se puede sacar ningún atril válido"},
    "end.prepared": {"en": "the prepared racks are used up", "ca": "s'han acabat els faristols preparats",
                     "es": "se han acabado los atriles preparados"},
    "end.autorun": {"en": "autorun", "ca": "s'han jugat totes les rondes previstes",
                    "es": "se han jugado todas las rondas previstas"},
    # who sent a slip (messages/sources.py): the log's "console", "device:NAME", … as people say it
    "source.console": {"en": "the console", "ca": "la consola", "es": "la consola"},
    "source.judge": {"en": "the judge", "ca": "el jutge", "es": "el juez"},
    "source.device": {"en": "the device “{name}”", "ca": "el dispositiu «{name}»", "es": "el dispositivo «{name}»"},
    "source.player": {
        "en": "the player at table {name}",
        "ca": "el jugador de la taula {name}", "es": "el jugador de la mesa {name}"},
    "source.and": {"en": " and ", "ca": " i ", "es": " y "},
    "source.by": {"en": "by ", "ca": "per ", "es": "por "},
    # a slip's score (game/rounds.py)
    "slip.score_digits": {
        "en": "a slip is a coordinate and a word, or a score written with the digits 0–9 (at most {n})",
        "ca": "una papereta és una coordenada i una paraula, o una puntuació escrita amb les xifres 0–9 (com a "
              "màxim {n})",
        "es": "una papeleta es una coordenada y una palabra, o una puntuación escrita con las cifras 0–9 (como "
              "máximo {n})"},
    "slip.above_top": {"en": "score above the round's top", "ca": "puntuació per damunt del màxim de la ronda",
                       "es": "puntuación por encima del máximo de la ronda"},
    "slip.capitals": {"en": "read in capitals: the rack has fewer blanks than the slip has lowercase letters",
                      "ca": "llegida en majúscules: la papereta té més minúscules que escarrassos té el faristol",
                      "es": "leída en mayúsculas: la papeleta tiene más minúsculas que comodines tiene el atril"},
    # a slip that would replace another source's (DESIGN §4a); `by` is said "per la consola", "pel dispositiu …"
    "slip.conflict": {
        "en": "table {table} already has a slip for round {round} (from {by}); to replace it, send it again with "
              "replace",
        "ca": "la taula {table} ja té papereta a la ronda {round} (enviada {by}); per substituir-la, torna-la a enviar "
              "amb «replace»",
        "es": "la mesa {table} ya tiene papeleta en la ronda {round} (enviada {by}); para sustituirla, vuelve a "
              "enviarla con «replace»"},
    "slip.conflict_short": {
        "en": "table {table} already has a slip for round {round} (from {by})",
        "ca": "la taula {table} ja té papereta a la ronda {round} (enviada {by})",
        "es": "la mesa {table} ya tiene papeleta en la ronda {round} (enviada {by})"},
    "slip.console_held": {      # what the judge typed is replaced only from the console (DESIGN §4c)
        "en": "table {table}'s slip for round {round} was typed at the console: only the console can replace it",
        "ca": "la papereta de la taula {table} a la ronda {round} s'ha escrit a la consola: només la consola "
              "la pot substituir",
        "es": "la papeleta de la mesa {table} en la ronda {round} se escribió en la consola: solo la consola "
              "puede sustituirla"},
    # commands (game/duplicate.py, game/timer.py, game/session.py)
    "command.empty": {"en": "empty command; type help", "ca": "ordre buida; escriu ajuda", "es": "orden vacía; escribe ayuda"},
    "command.unknown": {"en": "unknown command '{name}'; type help", "ca": "ordre desconeguda '{name}'; escriu ajuda",
                        "es": "orden desconocida '{name}'; escribe ayuda"},
    "command.projector_only": {
        "en": "'{name}' is the projector's console's own (it changes what the projector shows); here there is no projector",
        "ca": "«{name}» és una ordre de la consola del projector (canvia el que mostra la pantalla); aquí no hi ha projector",
        "es": "«{name}» es una orden de la consola del proyector (cambia lo que muestra la pantalla); aquí no hay proyector"},
    "command.phase": {
        "en": "not now: the game is in phase '{phase}' (allowed in: {phases})",
        "ca": "ara no: la partida és en la fase «{phase}» (es pot fer en: {phases})",
        "es": "ahora no: la partida está en la fase «{phase}» (se puede en: {phases})"},
    "command.internal": {"en": "internal error: this request was refused; the game goes on",
                         "ca": "error intern: s'ha refusat aquesta petició; la partida continua",
                         "es": "error interno: se ha rechazado esta petición; la partida sigue"},
    "command.bug": {"en": "internal error on '{line}' from {by}: {where}",
                    "ca": "error intern amb '{line}' (enviat {by}): {where}",
                    "es": "error interno con '{line}' (enviado {by}): {where}"},
    # a device changed what counts in a revealed round (DESIGN §4a): the console is told, every time
    "change.revealed": {"en": "round {round}, table {table}: changed by {by} after the reveal: {old} → {new}",
                        "ca": "ronda {round}, taula {table}: canvi {by} després de la revelació: {old} → {new}",
                        "es": "ronda {round}, mesa {table}: cambio {by} después de la revelación: {old} → {new}"},
    "change.revealed_dispute": {
        "en": "round {round}, table {table}: changed by {by} after the reveal: {old} → a dispute (settle r{round} "
              "{table} …)",
        "ca": "ronda {round}, taula {table}: canvi {by} després de la revelació: {old} → una discrepància (settle "
              "r{round} {table} …)",
        "es": "ronda {round}, mesa {table}: cambio {by} después de la revelación: {old} → una discrepancia (settle "
              "r{round} {table} …)"},
    "command.not_allowed": {"en": "not allowed", "ca": "no permès", "es": "no permitido"},
    "command.judge_plays": {
        "en": "the judge plays this game: the tops are shown from \"Temps!\" on",
        "ca": "el jutge juga aquesta partida: les jugades mestres es mostren a partir de «Temps!»",
        "es": "el juez juega esta partida: las jugadas maestras se muestran a partir de «¡Tiempo!»"},
    "command.no_rack_yet": {"en": "no rack on the board yet", "ca": "encara no hi ha cap faristol",
                            "es": "aún no hay ningún atril"},
    "draw.has_moves": {
        "en": "this rack has legal moves; a new rack is drawn only when none exists",
        "ca": "aquest faristol té jugades possibles; només se'n treu un de nou quan no en té cap",
        "es": "este atril tiene jugadas posibles; solo se saca uno nuevo cuando no tiene ninguna"},
    "draw.prepared_no_move": {"en": "a prepared rack has no legal move here: end the game",
                              "ca": "un faristol preparat no té cap jugada possible aquí: acaba la partida",
                              "es": "un atril preparado no tiene ninguna jugada posible aquí: termina la partida"},
    "draw.rack_size": {"en": "the rack must have {n} tiles; it has {m}",
                       "ca": "el faristol ha de tenir {n:# fitxa|# fitxes}; en té {m}",
                       "es": "el atril debe tener {n:# ficha|# fichas}; tiene {m}"},
    "draw.shortfall": {"en": "{shortfall}; return the rack to the bag and draw again",
                       "ca": "{shortfall}; torna el faristol al sac i treu-ne un altre",
                       "es": "{shortfall}; devuelve el atril a la bolsa y saca otro"},
    "draw.prepared_left": {"en": "prepared rack {n} ({rack}): {reason}; the game has left the prepared one",
                           "ca": "faristol preparat {n} ({rack}): {reason}; la partida ja no segueix la preparada",
                           "es": "atril preparado {n} ({rack}): {reason}; la partida ya no sigue la preparada"},
    "pack.other": {"en": "this pack is not the one this venue's game was played with",
                   "ca": "aquest paquet no és el que ha jugat la partida d'aquesta seu",
                   "es": "este paquete no es el que ha jugado la partida de esta sede"},
    "draw.leftover_here": {"en": "the leftover here is {leftover}", "ca": "aquí el romanent és {leftover}",
                           "es": "aquí el resto es {leftover}"},
    "draw.logged_keeps": {"en": "the logged draw keeps {kept}, the leftover is {leftover}",
                          "ca": "el sorteig del registre conserva {kept}, però el romanent és {leftover}",
                          "es": "el sorteo del registro conserva {kept}, pero las fichas restantes son {leftover}"},
    "tiles.nothing": {"en": "nothing", "ca": "res", "es": "nada"},
    "tiles.empty": {"en": "empty", "ca": "buit", "es": "vacío"},
    "timer.no_move": {"en": "this rack has no legal move: draw a new rack or end the game",
                      "ca": "aquest faristol no té cap jugada possible: treu-ne un de nou o acaba la partida",
                      "es": "este atril no tiene ninguna jugada posible: saca uno nuevo o termina la partida"},
    "timer.paused": {"en": "the timer is already paused", "ca": "el rellotge ja està aturat",
                     "es": "el reloj ya está parado"},
    "timer.running": {"en": "the timer is running", "ca": "el rellotge està en marxa", "es": "el reloj está en marcha"},
    "timer.adjust_range": {"en": "adjust: seconds must be 0–3600", "ca": "adjust: els segons han de ser de 0 a 3600",
                           "es": "adjust: los segundos deben ser de 0 a 3600"},
    "timer.adjust_usage": {"en": "adjust SECONDS (time left)", "ca": "adjust SEGONS (temps que queda)",
                           "es": "adjust SEGUNDOS (tiempo restante)"},
    # an interruption, told publicly after a resume (room/view.py interruption_said): the projector and the pages
    "room.interruption": {"en": "Interruption of {down}: the round goes on with {left}",
                          "ca": "Interrupció de {down}: la ronda continua amb {left}",
                          "es": "Interrupción de {down}: la ronda sigue con {left}"},
    "room.interruption_paused": {"en": "Interruption of {down}: the round will go on with {left}",
                                 "ca": "Interrupció de {down}: la ronda continuarà amb {left}",
                                 "es": "Interrupción de {down}: la ronda seguirá con {left}"},
    # accommodations (DESIGN §4j): why the reveal waits, as everyone sees it (no table named)
    "room.extra_time": {"en": "Extra time for {n:# table|# tables}: the reveal waits {left} s",
                        "ca": "Temps addicional per a {n:# taula|# taules}: la revelació espera {left} s",
                        "es": "Tiempo adicional para {n:# mesa|# mesas}: la revelación espera {left} s"},
    "room.interrupted": {"en": "Interruption of {down}: the game goes on", "ca": "Interrupció de {down}: la partida continua",
                         "es": "Interrupción de {down}: la partida sigue"},
    "pick.usage": {"en": "pick N (a number from the master list)", "ca": "pick N (un número de la llista de master)",
                   "es": "pick N (un número de la lista de master)"},
    "pick.range": {"en": "pick: choose 1–{n}", "ca": "pick: tria de l'1 al {n}", "es": "pick: elige del 1 al {n}"},
    "pick.ties": {"en": "{n} moves tie for the top: choose one with pick N (see master)",
                  "ca": "{n:# jugada empata|# jugades empaten} al màxim: tria'n una amb pick N (vegeu master)",
                  "es": "{n:# jugada empata|# jugadas empatan} en el máximo: elige una con pick N (ver master)"},
    "warn.usage": {"en": "warn TABLE", "ca": "warn TAULA", "es": "warn MESA"},
    "withdraw.usage": {"en": "withdraw TABLE (a player who goes home: kept in the standings with the rounds played)",
                       "ca": "retira TAULA (un jugador que se'n va: es queda a la classificació amb les rondes jugades)",
                       "es": "retira MESA (un jugador que se va: se queda en la clasificación con las rondas jugadas)"},
    "withdraw.ended": {"en": "the game has ended: nobody withdraws now", "ca": "la partida s'ha acabat: ja no es "
                       "retira ningú", "es": "la partida ha terminado: ya no se retira nadie"},
    "reinstate.usage": {"en": "reinstate TABLE (takes back a withdraw: the table plays again)",
                        "ca": "reincorpora TAULA (desfà un retira: la taula torna a jugar)",
                        "es": "reincorpora MESA (deshace un retira: la mesa vuelve a jugar)"},
    "reinstate.not_withdrawn": {"en": "the player at table {table} has not withdrawn: nothing to take back",
                                "ca": "el jugador de la taula {table} no s'ha retirat: no hi ha res a desfer",
                                "es": "el jugador de la mesa {table} no se ha retirado: no hay nada que deshacer"},
    "reinstate.final": {"en": "the results are final: nobody is reinstated now",
                        "ca": "els resultats ja són definitius: ja no es reincorpora ningú",
                        "es": "los resultados ya son definitivos: ya no se reincorpora a nadie"},
    "table.withdrawn": {"en": "the player at table {table} withdrew (from round {round})",
                        "ca": "el jugador de la taula {table} s'ha retirat (des de la ronda {round})",
                        "es": "el jugador de la mesa {table} se ha retirado (desde la ronda {round})"},
    "accommodate.usage": {"en": "accommodate TABLE +SECONDS (extra time after \"Temps!\"; 0 takes it back)",
                          "ca": "accommodate TAULA +SEGONS (temps addicional després de «Temps!»; 0 el treu)",
                          "es": "accommodate MESA +SEGUNDOS (tiempo adicional tras «¡Tiempo!»; 0 lo quita)"},
    "accommodate.range": {"en": "accommodate: at most {max} seconds", "ca": "accommodate: com a màxim {max} segons",
                          "es": "accommodate: como máximo {max} segundos"},
    "autorun.usage": {"en": "autorun on, or autorun off", "ca": "autorun on o autorun off",
                      "es": "autorun on o autorun off"},
    "autorun.none": {"en": "this game does not play by itself: it was not started with --autorun",
                     "ca": "aquesta partida no es juga sola: no es va engegar amb --autorun",
                     "es": "esta partida no se juega sola: no se inició con --autorun"},
    "game.ended": {"en": "the game has ended", "ca": "la partida ja s'ha acabat", "es": "la partida ya ha terminado"},
    "game.ended_why": {"en": "the game has ended ({why})", "ca": "la partida ja s'ha acabat ({why})",
                       "es": "la partida ya ha terminado ({why})"},
    "table.not_a_number": {"en": "table '{text}' is not a number", "ca": "taula '{text}': no és un número",
                           "es": "mesa '{text}': no es un número"},
    "table.no_player": {"en": "no player at table {table}", "ca": "no hi ha cap jugador a la taula {table}",
                        "es": "no hay ningún jugador en la mesa {table}"},
    "table.expelled": {"en": "the player at table {table} has been expelled",
                       "ca": "el jugador de la taula {table} ha estat expulsat",
                       "es": "el jugador de la mesa {table} ha sido expulsado"},
    "table.joined_later": {"en": "the player at table {table} joined at round {round}",
                           "ca": "el jugador de la taula {table} s'hi va afegir a la ronda {round}",
                           "es": "el jugador de la mesa {table} se unió en la ronda {round}"},
    # the reveal, and a replayed log (game/reveal.py, game/schema.py)
    "reveal.prepared_unplayable": {"en": "the prepared master move {move} cannot be played: {reason}",
                                   "ca": "la jugada mestra preparada {move} no es pot jugar: {reason}",
                                   "es": "la jugada maestra preparada {move} no se puede jugar: {reason}"},
    "reveal.other_lexicon": {"en": "the log's master move {logged} differs from {found}: another lexicon?",
                             "ca": "la jugada mestra del registre, {logged}, no és {found}: un altre diccionari?",
                             "es": "la jugada maestra del registro, {logged}, no es {found}: ¿otro diccionario?"},
    "replay.no_round": {"en": "no round on the board", "ca": "no hi ha cap ronda al tauler",
                        "es": "no hay ninguna ronda en el tablero"},
    "replay.pick": {"en": "pick {n}: the top has {m} moves", "ca": "pick {n}: el màxim té {m:# jugada|# jugades}",
                    "es": "pick {n}: el máximo tiene {m:# jugada|# jugadas}"},
    # slips across rounds and corrections (game/collection.py, game/entries.py)
    "slip.usage": {"en": "slip [rN] TABLE COORD WORD, or slip [rN] TABLE SCORE",
                   "ca": "slip [rN] TAULA COORDENADA PARAULA, o slip [rN] TAULA PUNTS",
                   "es": "slip [rN] MESA COORDENADA PALABRA, o slip [rN] MESA PUNTOS"},
    "null.usage": {"en": "null [rN] TABLE REASON, reason one of: {reasons}",
                   "ca": "null [rN] TAULA MOTIU, amb motiu: {reasons}", "es": "null [rN] MESA MOTIVO, con motivo: {reasons}"},
    "correct.usage": {
        "en": "correct rN TABLE COORD WORD, correct rN TABLE SCORE or correct rN TABLE null REASON",
        "ca": "correct rN TAULA COORDENADA PARAULA, correct rN TAULA PUNTS o correct rN TAULA null MOTIU",
        "es": "correct rN MESA COORDENADA PALABRA, correct rN MESA PUNTOS o correct rN MESA null MOTIVO"},
    "correct.null_usage": {"en": "correct rN TABLE null REASON, reason one of: {reasons}",
                           "ca": "correct rN TAULA null MOTIU, amb motiu: {reasons}",
                           "es": "correct rN MESA null MOTIVO, con motivo: {reasons}"},
    "correct.unread": {         # a correction that reads as no slip is refused (game/commands/slips.parse_correct)
        "en": "correct r{round} {table}: '{text}' reads as no slip ({why}); nothing was changed. Write correct rN "
              "TABLE COORD WORD, correct rN TABLE SCORE (the score alone, nothing after it) or correct rN TABLE null REASON",
        "ca": "correct r{round} {table}: '{text}' no es llegeix com cap papereta ({why}); no s'ha canviat res. Escriu "
              "correct rN TAULA COORDENADA PARAULA, correct rN TAULA PUNTS (els punts sols, res al darrere) o correct rN "
              "TAULA null MOTIU",
        "es": "correct r{round} {table}: '{text}' no se lee como ninguna papeleta ({why}); no se ha cambiado nada. "
              "Escribe correct rN MESA COORDENADA PALABRA, correct rN MESA PUNTOS (los puntos solos, nada detrás) o "
              "correct rN MESA null MOTIVO"},
    "correct.final": {"en": "the results are final: no more corrections",
                      "ca": "els resultats ja són definitius: no s'admeten més correccions",
                      "es": "los resultados ya son definitivos: no se admiten más correcciones"},
    "correct.not_started": {"en": "round {round} has not started: there is no slip to correct yet",
                            "ca": "la ronda {round} encara no ha començat: no hi ha cap papereta per corregir",
                            "es": "la ronda {round} aún no ha empezado: no hay ninguna papeleta que corregir"},
    "finalise.usage": {"en": "finalise N: the round whose missing slips become 0",
                       "ca": "finalise N: la ronda on les paperetes que falten valdran 0",
                       "es": "finalise N: la ronda en que las papeletas que faltan valdrán 0"},
    "finalise.on_board": {
        "en": "round {round} is still on the board: close it (no more slips) or reveal it first",
        "ca": "la ronda {round} encara és al tauler: tanca-la (cap més papereta) o revela-la primer",
        "es": "la ronda {round} sigue en el tablero: ciérrala (ninguna papeleta más) o revélala antes"},
    "finalise.already": {"en": "round {round} is already final", "ca": "la ronda {round} ja és definitiva",
                         "es": "la ronda {round} ya es definitiva"},
    "finalise.disputes": {
        "en": "round {round} has disputed slips (tables {tables}): settle them first (settle r{round} TABLE 1|2|…)",
        "ca": "la ronda {round} té paperetes en discrepància (taules {tables}): resol-les primer (settle r{round} TAULA "
              "1|2|…)",
        "es": "la ronda {round} tiene papeletas en discrepancia (mesas {tables}): resuélvelas primero (settle r{round} "
              "MESA 1|2|…)"},
    "final.still_going": {"en": "the game is still going on: end it first, then declare the results final",
                          "ca": "la partida encara continua: acaba-la i després declara definitius els resultats",
                          "es": "la partida sigue: termínala y después declara definitivos los resultados"},
    "final.disputes": {
        "en": "round {round} still has disputed slips (tables {tables}): settle them before the results are final",
        "ca": "la ronda {round} encara té paperetes en discrepància (taules {tables}): resol-les abans de declarar "
              "definitius els resultats",
        "es": "la ronda {round} todavía tiene papeletas en discrepancia (mesas {tables}): resuélvelas antes de "
              "declarar definitivos los resultados"},
    "final.already": {"en": "the results are already final", "ca": "els resultats ja són definitius",
                      "es": "los resultados ya son definitivos"},
    "round.none_so_far": {"en": "there is no round {round} (rounds 1–{played} so far)",
                          "ca": "no hi ha ronda {round} (de moment, rondes 1–{played})",
                          "es": "no hay ronda {round} (por ahora, rondas 1–{played})"},
    "round.none_yet": {"en": "there is no round {round} yet", "ca": "encara no hi ha ronda {round}",
                       "es": "aún no hay ronda {round}"},
    "round.from_one": {"en": "round '{text}': rounds are numbered from 1",
                       "ca": "ronda '{text}': les rondes es numeren des de l'1",
                       "es": "ronda '{text}': las rondas se numeran desde el 1"},
    "round.moved": {            # a slip with no round, after the default round changed (DESIGN §4a)
        "en": "round {round} now (your last slip went to round {was}): send it again for round {round}, or name "
              "round {was} (r{was})",
        "ca": "ara ronda {round} (la papereta anterior va anar a la ronda {was}): torna-la a enviar per a la ronda "
              "{round}, o tria la ronda {was} (r{was})",
        "es": "ahora ronda {round} (la papeleta anterior fue a la ronda {was}): vuelve a enviarla para la ronda "
              "{round}, o elige la ronda {was} (r{was})"},
    "round.moved_restart": {    # the same, for a sender's first such slip after a restart (DESIGN §4a)
        "en": "round {round} now (the game restarted and round {was} still misses slips): send it again for round "
              "{round}, or name round {was} (r{was})",
        "ca": "ara ronda {round} (la partida s'ha represa i a la ronda {was} encara hi falten paperetes): torna-la a "
              "enviar per a la ronda {round}, o tria la ronda {was} (r{was})",
        "es": "ahora ronda {round} (la partida se ha reanudado y a la ronda {was} aún le faltan papeletas): vuelve a "
              "enviarla para la ronda {round}, o elige la ronda {was} (r{was})"},
    "round.not_collecting": {
        "en": "not now: no round is collecting slips (they come once a rack has been called)",
        "ca": "ara no: cap ronda no recull paperetes (arriben un cop cridat el faristol)",
        "es": "ahora no: ninguna ronda recoge papeletas (llegan una vez cantado el atril)"},
    "round.final": {            # a final round changes only from the console (DESIGN §4a): a device's slip is 409
        "en": "round {round} is final: only the judge's console changes it (correct r{round} TABLE …)",
        "ca": "la ronda {round} ja és definitiva: només la consola del jutge la canvia (correct r{round} TAULA …)",
        "es": "la ronda {round} ya es definitiva: solo la consola del juez la cambia (correct r{round} MESA …)"},
    "round.not_started": {
        "en": "not now: round {round} has not started (slips come once its rack has been called)",
        "ca": "ara no: la ronda {round} encara no ha començat (les paperetes arriben un cop cridat el faristol)",
        "es": "ahora no: la ronda {round} aún no ha empezado (las papeletas llegan una vez cantado el atril)"},
    "settle.usage": {"en": "settle rN TABLE 1|2|… (one of the entries, as listed), or settle rN TABLE SLIP",
                     "ca": "settle rN TAULA 1|2|… (una de les lectures, en l'ordre de la llista), o settle rN TAULA "
                           "PAPERETA",
                     "es": "settle rN MESA 1|2|… (una de las lecturas, en el orden de la lista), o settle rN MESA "
                           "PAPELETA"},
    "settle.nothing": {"en": "table {table} has no entries in round {round} to settle",
                       "ca": "la taula {table} no té cap lectura a la ronda {round} per resoldre",
                       "es": "la mesa {table} no tiene ninguna lectura en la ronda {round} que resolver"},
    # what may be a slip's text at all (game/rounds.written_slip), on every face
    "slip.shape": {"en": "slip: a coordinate and a word, or a score (at most {n} characters)",
                   "ca": "papereta: una coordenada i una paraula, o una puntuació (com a màxim {n} caràcters)",
                   "es": "papeleta: una coordenada y una palabra, o una puntuación (como máximo {n} caracteres)"},
    "slip.long": {"en": "slip too long: at most {n} characters (a coordinate and a word, or a score)",
                  "ca": "papereta massa llarga: com a màxim {n} caràcters (una coordenada i una paraula, o una "
                        "puntuació)",
                  "es": "papeleta demasiado larga: como máximo {n} caracteres (una coordenada y una palabra, o "
                        "una puntuación)"},
    "slip.character": {
        "en": "slip: it holds a character that cannot be in a slip (a control or invisible one)",
        "ca": "papereta: conté un caràcter que no pot anar en una papereta (de control o invisible)",
        "es": "papeleta: contiene un carácter que no puede ir en una papeleta (de control o invisible)"},
    "settle.reading": {
        "en": "table {table} has {n:# reading|# readings} in round {round}: settle with one of them (1–{n}) or write "
              "the slip; a score that is not among them is given with correct r{round} {table} SCORE",
        "ca": "la taula {table} té {n:# lectura|# lectures} a la ronda {round}: resol-la amb una d'elles (1–{n}) o "
              "escriu la papereta; una puntuació que no hi és es dona amb correct r{round} {table} PUNTS",
        "es": "la mesa {table} tiene {n:# lectura|# lecturas} en la ronda {round}: resuélvela con una de ellas "
              "(1–{n}) o escribe la papeleta; una puntuación que no está entre ellas se da con correct r{round} "
              "{table} PUNTOS"},
    # taking back (game/reopen.py)
    "reopen.final": {"en": "the results are final: nothing can be reopened",
                     "ca": "els resultats ja són definitius: no es pot reobrir res",
                     "es": "los resultados ya son definitivos: no se puede reabrir nada"},
    "reopen.nothing": {
        "en": "reopen takes back the end of the game (until final) or a close (until the reveal); there is neither to "
              "take back now",
        "ca": "reopen desfà el final de la partida (fins als resultats definitius) o un tancament de paperetes (fins a "
              "revelar la jugada mestra); ara no hi ha res d'això per desfer",
        "es": "reopen deshace el final de la partida (hasta los resultados definitivos) o un cierre de papeletas (hasta "
              "revelar la jugada maestra); ahora no hay nada de eso que deshacer"},
}
