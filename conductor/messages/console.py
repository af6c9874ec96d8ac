"""What the judge's console says (display/console_text.py, display/summaries.py), what the live host says
(live/words.py, live/sheets.py): a screen's labels and lines, the answers told as sentences, the host's own
refusals. Every key in English too, like every other table (a console in English, the logs). A count agrees with its
noun by CLDR's rules ("{n:# papereta|# paperetes}")."""

MESSAGES: dict[str, dict[str, str]] = {
    # the live host (live/words.py)
    "live.down": {
        "en": "Game resumed: it was stopped for {down}.",
        "ca": "Partida represa: ha estat aturada {down}.",
        "es": "Partida reanudada: ha estado parada {down}."},
    "live.paused": {
        "en": "Game resumed: it was stopped for {down}; the clock is stopped at {left}, as it was when it went "
              "down. F3 to go on.",
        "ca": "Partida represa: ha estat aturada {down}; el rellotge és aturat a {left}, com estava en "
              "caure. F3 per continuar.",
        "es": "Partida reanudada: ha estado parada {down}; el reloj está parado en {left}, como estaba al "
              "caer. F3 para seguir."},
    "live.goes_on": {
        "en": "Game resumed: it was stopped for {down}; the round goes on with {left}, the time it had when it went "
              "down.",
        "ca": "Partida represa: ha estat aturada {down}; la ronda continua amb {left}, el temps que tenia en "
              "caure.",
        "es": "Partida reanudada: ha estado parada {down}; la ronda sigue con {left}, el tiempo que tenía al "
              "caer."},
    "live.running": {
        "en": "Game resumed: it was stopped for {down}; the round's clock kept running ({left} left); when it went "
              "down {lost} were left: \"adjust\" sets the time you want.",
        "ca": "Partida represa: ha estat aturada {down}; el rellotge de la ronda ha seguit corrent (queden "
              "{left}); en caure en quedaven {lost}: «adjust» posa el temps que vulguis.",
        "es": "Partida reanudada: ha estado parada {down}; el reloj de la ronda ha seguido corriendo (quedan "
              "{left}); al caer quedaban {lost}: «adjust» pone el tiempo que quieras."},
    # a frozen game (SIGSTOP, a suspended laptop): an interruption, the round given back the time it had
    "live.frozen": {
        "en": "The game was frozen for {down} (a suspended computer?): the round keeps the {left} it had.",
        "ca": "La partida ha estat congelada {down} (un ordinador en repòs?): la ronda conserva els {left} que tenia.",
        "es": "La partida ha estado congelada {down} (¿un ordenador en reposo?): la ronda conserva los {left} que "
              "tenía."},
    "live.frozen_paused": {
        "en": "The game was frozen for {down} (a suspended computer?): the clock is stopped at {left}, the time the "
              "round had. F3 to go on.",
        "ca": "La partida ha estat congelada {down} (un ordinador en repòs?): el rellotge és aturat a {left}, el "
              "temps que tenia la ronda. F3 per continuar.",
        "es": "La partida ha estado congelada {down} (¿un ordenador en reposo?): el reloj está parado en {left}, el "
              "tiempo que tenía la ronda. F3 para seguir."},
    "live.frozen_between": {
        "en": "The game was frozen for {down} (a suspended computer?).",
        "ca": "La partida ha estat congelada {down} (un ordinador en repòs?).",
        "es": "La partida ha estado congelada {down} (¿un ordenador en reposo?)."},
    "live.starts": {
        "en": "The game will start at {time} ({day}, this computer's time: {zone}): until then no rack is drawn. "
              "\"start game\" starts it now.",
        "ca": "La partida començarà a les {time} ({day}, hora d'aquest ordinador: {zone}): fins llavors no es treu "
              "cap faristol. «comença» la fa començar ara.",
        "es": "La partida empezará a las {time} ({day}, hora de este ordenador: {zone}): hasta entonces no se saca "
              "ningún atril. «empieza» la hace empezar ahora."},
    "live.today": {"en": "today", "ca": "avui", "es": "hoy"},
    "live.tomorrow": {"en": "tomorrow", "ca": "demà", "es": "mañana"},
    "live.waits": {
        "en": "Nobody is in the game yet: round 1 is drawn once the first player joins. \"start game\" starts it now.",
        "ca": "Encara no hi ha cap jugador a la partida: el primer faristol es treu quan s'inscrigui el primer. "
              "«comença» la fa començar ara.",
        "es": "Aún no hay ningún jugador en la partida: el primer atril se saca cuando se inscriba el primero. "
              "«empieza» la hace empezar ahora."},
    "live.started": {
        "en": "The game starts: the first rack is drawn.",
        "ca": "Comença la partida: es treu el primer faristol.",
        "es": "Empieza la partida: se saca el primer atril."},
    "live.no_start": {
        "en": "no start time is pending: the game has started, or does not play by itself (--autorun)",
        "ca": "no hi ha cap hora d'inici pendent: la partida ja ha començat o no és desatesa (--autorun)",
        "es": "no hay ninguna hora de inicio pendiente: la partida ya ha empezado o no es desatendida "
              "(--autorun)"},
    "live.no_rack": {
        "en": "there is no rack to call: draw one (F1)",
        "ca": "no hi ha cap faristol per cridar: treu-ne un (F1)",
        "es": "no hay ningún atril que cantar: saca uno (F1)"},
    "live.no_move": {
        "en": "this rack has no possible move: draw another (F1) or end the game (F10)",
        "ca": "aquest faristol no té cap jugada possible: treu-ne un altre (F1) o acaba (F10)",
        "es": "este atril no tiene ninguna jugada posible: saca otro (F1) o termina (F10)"},
    "live.unattended": {
        "en": "Unattended game: it plays by itself (autorun); \"autorun off\" hands it to the console.",
        "ca": "Partida desatesa: es juga sola (autorun); «autorun off» la passa a la consola.",
        "es": "Partida desatendida: se juega sola (autorun); «autorun off» la pasa a la consola."},
    # the PIN sheet and the links file (live/sheets.py)
    "live.sheet.title": {"en": "Players' PINs", "ca": "PIN dels jugadors", "es": "PIN de los jugadores"},
    "live.sheet.table": {"en": "Table", "ca": "Taula", "es": "Mesa"},
    "live.sheet.pin": {"en": "PIN", "ca": "PIN", "es": "PIN"},
    "live.sheet.how": {
        "en": "Open {url} or scan the code, choose “Player” and type the table and the PIN. Send the move before "
              "“Time!”.",
        "ca": "Obre {url} o escaneja el codi, tria «Jugador» i escriu la taula i el PIN. Envia la jugada "
              "abans de «Temps!».",
        "es": "Abre {url} o escanea el código, elige «Jugador» y escribe la mesa y el PIN. Envía la jugada "
              "antes de «¡Tiempo!»."},
    "live.sheet.entry": {             # pins with network.entry: devices (sheets.pins_warning)
        "en": "These PINs work only with `network.entry: players` in the settings file (this game has `network.entry: "
              "{entry}`, and takes no slips from the players' phones)",
        "ca": "Aquests PIN només serveixen amb `network.entry: players` al fitxer de configuració (aquesta partida "
              "té `network.entry: {entry}`, i no accepta paperetes des dels mòbils dels jugadors)",
        "es": "Estos PIN solo sirven con `network.entry: players` en el fichero de configuración (esta partida "
              "tiene `network.entry: {entry}`, y no acepta papeletas desde los móviles de los jugadores)"},
    "live.sheet.failed": {
        "en": "The PIN sheet could not be saved ({why}); note them from here: {pins}",
        "ca": "No s'ha pogut desar el full de PIN ({why}); apunta'ls d'aquí: {pins}",
        "es": "No se ha podido guardar la hoja de PIN ({why}); anótalos de aquí: {pins}"},
    "live.sheet.links": {
        "en": "{n:# personal link|# personal links}: a file to send at {path}",
        "ca": "{n:# enllaç personal|# enllaços personals}: fitxer per enviar a {path}",
        "es": "{n:# enlace personal|# enlaces personales}: archivo para enviar en {path}"},
    "live.sheet.ended": {
        "en": "; the old links of tables {t} no longer work (their players must use the new one)",
        "ca": "; els enllaços antics de les taules {t} ja no valen (els seus jugadors han de fer servir el nou)",
        "es": "; los enlaces antiguos de las mesas {t} ya no valen (sus jugadores deben usar el nuevo)"},
    "live.sheet.kept": {
        "en": "; players who already had a link keep it",
        "ca": "; els jugadors que ja tenien enllaç el conserven",
        "es": "; los jugadores que ya tenían enlace lo conservan"},
    # the console's screen (display/console_text.py)
    "console.help": {
        "en": "F1 draw · F2 call and start · F3 pause · F4 call again · F5 close slips · F6 reveal · F7 standings · "
              "F8 page · F9 round with pending slips · F10 end · F11 address and QR on the projector · rN enter "
              "round N's slips · Esc clears · PgUp/PgDn · Tab projector/console · help: every command · Ctrl+Q "
              "quit",
        "ca": "F1 treure · F2 cridar i començar · F3 pausa · F4 tornar a cridar · F5 tancar paperetes · F6 "
              "revelar · F7 classificació · F8 pàgina · F9 ronda amb paperetes pendents · F10 acabar · F11 "
              "adreça i QR al projector · rN entrar paperetes de la ronda N · Esc esborra · RePàg/AvPàg · "
              "Tab projector/consola · ajuda: totes les ordres · Ctrl+Q sortir",
        "es": "F1 sacar · F2 cantar y empezar · F3 pausa · F4 volver a cantar · F5 cerrar papeletas · F6 "
              "revelar · F7 clasificación · F8 página · F9 ronda con papeletas pendientes · F10 terminar · "
              "F11 dirección y QR en el proyector · rN entrar papeletas de la ronda N · Esc borra · "
              "RePág/AvPág · Tab proyector/consola · ayuda: todas las órdenes · Ctrl+Q salir"},
    "console.phases.draw": {"en": "draw a rack", "ca": "treure faristol", "es": "sacar atril"},
    "console.phases.ready": {
        "en": "rack drawn: call it",
        "ca": "faristol tret: cal cridar-lo", "es": "atril sacado: hay que cantarlo"},
    "console.phases.think": {"en": "thinking time", "ca": "temps de reflexió", "es": "tiempo de reflexión"},
    "console.phases.collect": {
        "en": "time is up: reveal",
        "ca": "temps acabat: revelar", "es": "tiempo acabado: revelar"},
    "console.phases.closed": {
        "en": "slips closed: reveal",
        "ca": "paperetes tancades: revelar", "es": "papeletas cerradas: revelar"},
    "console.phases.ended": {"en": "game over", "ca": "partida acabada", "es": "partida terminada"},
    "console.stopped": {"en": " (stopped)", "ca": " (aturat)", "es": " (parado)"},
    "console.status": {
        "en": "Round {n} · {phase} · time {timer} · bag {bag} · projector: {screen}",
        "ca": "Ronda {n} · {phase} · temps {timer} · sac {bag} · projector: {screen}",
        "es": "Ronda {n} · {phase} · tiempo {timer} · bolsa {bag} · proyector: {screen}"},
    "console.voice": {"en": "Voice: {text}", "ca": "Veu: {text}", "es": "Voz: {text}"},
    "console.rack": {
        "en": "Rack: {rack}   (leftover: {leftover})",
        "ca": "Faristol: {rack}   (romanent: {leftover})",
        "es": "Atril: {rack}   (restantes: {leftover})"},
    "console.tied": {"en": " — {n} tied", "ca": " — {n} empatades", "es": " — {n} empatadas"},
    "console.pick": {"en": ": choose with pick N", "ca": ": tria amb pick N", "es": ": elige con pick N"},
    "console.random": {
        "en": " (one is chosen at random)",
        "ca": " (se'n tria una a l'atzar)", "es": " (se elige una al azar)"},
    "console.moves": {
        "en": "Possible moves: {n}{ties}",
        "ca": "Jugades possibles: {n}{ties}", "es": "Jugadas posibles: {n}{ties}"},
    "console.last": {
        "en": "Last master move: round {n}, {move} {score}",
        "ca": "Última jugada mestra: ronda {n}, {move} {score}",
        "es": "Última jugada maestra: ronda {n}, {move} {score}"},
    "console.collecting": {
        "en": "Rounds waiting for slips:",
        "ca": "Rondes que esperen paperetes:", "es": "Rondas que esperan papeletas:"},
    "console.waiting": {
        "en": "round {n}: {got}/{of} slips",
        "ca": "ronda {n}: {got}/{of} paperetes", "es": "ronda {n}: {got}/{of} papeletas"},
    # tables named as tables ("taula 4"), never a bare number a reader takes for a count
    "console.missing": {"en": " — missing: {n:table|tables} {tables}", "ca": " — falten: {n:taula|taules} {tables}",
                        "es": " — faltan: {n:mesa|mesas} {tables}"},
    "console.complete": {
        "en": " — complete (finalise {n})",
        "ca": " — completa (finalise {n})", "es": " — completa (finalise {n})"},
    "console.more_rounds": {
        "en": "… and {n:one more round|# more rounds}",
        "ca": "… i {n:una ronda més|# rondes més}", "es": "… y {n:una ronda más|# rondas más}"},
    "console.slips": {
        "en": "Round {n} slips ({status}): {got}/{of} · page {page}/{pages}",
        "ca": "Paperetes de la ronda {n} ({status}): {got}/{of} · pàgina {page}/{pages}",
        "es": "Papeletas de la ronda {n} ({status}): {got}/{of} · página {page}/{pages}"},
    "console.open": {"en": "open", "ca": "oberta", "es": "abierta"},
    "console.final": {"en": "final", "ca": "definitiva", "es": "definitiva"},
    "console.standings": {"en": "Standings", "ca": "Classificació", "es": "Clasificación"},
    "console.provisional": {
        "en": "Provisional standings: {n:# slip missing|# slips missing}",
        "ca": "Classificació provisional: {n:falta # papereta|falten # paperetes}",
        "es": "Clasificación provisional: {n:falta # papeleta|faltan # papeletas}"},
    "console.prompt_entry": {"en": "round {n} >", "ca": "ronda {n} >", "es": "ronda {n} >"},
    "console.prompt_correct": {
        "en": "round {n} (correction) >",
        "ca": "ronda {n} (correcció) >", "es": "ronda {n} (corrección) >"},
    "console.entry_on": {
        "en": "Entering round {n} slips: TABLE SQUARE WORD, TABLE POINTS or TABLE null REASON",
        "ca": "Entrada de paperetes de la ronda {n}: TAULA COORDENADA PARAULA, TAULA PUNTS o TAULA null MOTIU",
        "es": "Entrada de papeletas de la ronda {n}: MESA COORDENADA PALABRA, MESA PUNTOS o MESA null MOTIVO"},
    "console.correct_on": {
        "en": "Round {n} is final: each line is a correction (TABLE SQUARE WORD)",
        "ca": "La ronda {n} és definitiva: cada línia és una correcció (TAULA COORDENADA PARAULA)",
        "es": "La ronda {n} es definitiva: cada línea es una corrección (MESA COORDENADA PALABRA)"},
    "console.entry_off": {
        "en": "Slip entry ended",
        "ca": "Fi de l'entrada de paperetes", "es": "Fin de la entrada de papeletas"},
    "console.nothing_missing": {
        "en": "No round has pending slips",
        "ca": "Cap ronda no té paperetes pendents",
        "es": "Ninguna ronda tiene papeletas pendientes"},
    "console.found": {"en": "Table {table}: {name}", "ca": "Taula {table}: {name}", "es": "Mesa {table}: {name}"},
    "console.table": {"en": "table", "ca": "taula", "es": "mesa"},
    "console.round": {"en": "round", "ca": "ronda", "es": "ronda"},
    "console.replaced": {
        "en": " (was: {text} {score})",
        "ca": " (abans: {text} {score})", "es": " (antes: {text} {score})"},
    "console.correction": {"en": "correction", "ca": "correcció", "es": "corrección"},
    "console.no_round": {"en": "there is no round {n}", "ca": "no hi ha ronda {n}", "es": "no hay ronda {n}"},
    "console.no_table": {
        "en": "there is no player at table {table}",
        "ca": "no hi ha cap jugador a la taula {table}",
        "es": "no hay ningún jugador en la mesa {table}"},
    "console.device": {
        "en": "Device “{name}” (tables {first}–{last}): code {code}",
        "ca": "Dispositiu «{name}» (taules {first}–{last}): codi {code}",
        "es": "Dispositivo «{name}» (mesas {first}–{last}): código {code}"},
    "console.device_qr": {
        "en": "“{name}”: scan to join · code {code} · Esc hides",
        "ca": "«{name}»: escaneja per entrar · codi {code} · Esc amaga",
        "es": "«{name}»: escanea para entrar · código {code} · Esc oculta"},
    "console.locked": {"en": "locked", "ca": "bloq.", "es": "bloq."},
    "console.pins": {
        "en": "{n:# new PIN|# new PINs}: a sheet to print at {path}",
        "ca": "{n:# PIN nou|# PIN nous}: full per imprimir a {path}",
        "es": "{n:# PIN nuevo|# PIN nuevos}: hoja para imprimir en {path}"},
    "console.links": {
        "en": "{n:# personal link|# personal links}: a file to send at {path}",
        "ca": "{n:# enllaç personal|# enllaços personals}: fitxer per enviar a {path}",
        "es": "{n:# enlace personal|# enlaces personales}: archivo para enviar en {path}"},
    "console.judge_plays": {
        "en": "you play this game: the round's secrets show from “Time!” on",
        "ca": "jugues aquesta partida: els secrets de la ronda es veuen a partir de «Temps!»",
        "es": "juegas esta partida: los secretos de la ronda se ven a partir de «¡Tiempo!»"},
    "console.server": {
        "en": "Server: {url} · screen: {url}screen",
        "ca": "Servidor: {url} · pantalla: {url}screen",
        "es": "Servidor: {url} · pantalla: {url}screen"},
    "console.no_server": {
        "en": "no server: start with --serve PORT",
        "ca": "sense servidor: engega amb --serve PORT",
        "es": "sin servidor: arranca con --serve PUERTO"},
    "console.page": {
        "en": "Standings: page {i} of {n}.",
        "ca": "Classificació: pàgina {i} de {n}.", "es": "Clasificación: página {i} de {n}."},
    "console.resumed": {
        "en": "Game resumed: the clock is stopped; F3 to go on.",
        "ca": "Partida represa: el rellotge està aturat; F3 per continuar.",
        "es": "Partida reanudada: el reloj está parado; F3 para seguir."},
    "console.empty": {"en": "empty command", "ca": "ordre buida", "es": "orden vacía"},
    "console.not_utf8": {             # the headless console's input is UTF-8 (a Windows-1252 command file)
        "en": "the line is not UTF-8 text: save the file as UTF-8",
        "ca": "la línia no és text UTF-8: desa el fitxer com a UTF-8",
        "es": "la línea no es texto UTF-8: guarda el fichero como UTF-8"},
    "console.no_rack": {
        "en": "there is no rack to call: draw one (F1)",
        "ca": "no hi ha cap faristol per cridar: treu-ne un (F1)",
        "es": "no hay ningún atril que cantar: saca uno (F1)"},
    "console.no_move": {
        "en": "this rack has no possible move: draw another (F1) or end the game (F10)",
        "ca": "aquest faristol no té cap jugada possible: treu-ne un altre (F1) o acaba (F10)",
        "es": "este atril no tiene ninguna jugada posible: saca otro (F1) o termina (F10)"},
    "console.local_only": {
        "en": "Warning: {url} — this address works only on this computer; phones cannot open it (start with --serve "
              "PORT, without 127.0.0.1)",
        "ca": "Atenció: {url} — aquesta adreça només funciona en aquest ordinador; els mòbils no la poden "
              "obrir (engega amb --serve PORT, sense 127.0.0.1)",
        "es": "Atención: {url} — esta dirección solo funciona en este ordenador; los móviles no la pueden "
              "abrir (arranca con --serve PUERTO, sin 127.0.0.1)"},
    "console.local_short": {
        "en": "this address works only on this computer",
        "ca": "aquesta adreça només funciona en aquest ordinador",
        "es": "esta dirección solo funciona en este ordenador"},
    "console.secrets_here": {
        "en": "The secrets are already on the judge's screen.",
        "ca": "Els secrets ja són a la pantalla del jutge.",
        "es": "Los secretos ya están en la pantalla del juez."},
    "console.secrets_on": {
        "en": "Secrets in view for {s} s (any key hides them).",
        "ca": "Secrets a la vista durant {s} s (qualsevol tecla els amaga).",
        "es": "Secretos a la vista durante {s} s (cualquier tecla los oculta)."},
    "console.bye": {
        "en": "Goodbye: the game is saved.",
        "ca": "Fins aviat: la partida queda desada.", "es": "Hasta pronto: la partida queda guardada."},
    "console.hidden": {"en": "hidden", "ca": "amagat", "es": "oculto"},
    "console.hidden_line": {
        "en": "(hidden: hold F12 or type “show” to see it)",
        "ca": "(amagat: mantén F12 o escriu «mostra» per veure-ho)",
        "es": "(oculto: mantén F12 o escribe «muestra» para verlo)"},
    "console.hidden_tops": {
        "en": "Master moves and the number of moves hidden: screen shared with the room (hold F12 or type “show”)",
        "ca": "Jugades mestres i nombre de jugades amagats: pantalla compartida amb la sala (mantén F12 o "
              "escriu «mostra»)",
        "es": "Jugadas maestras y número de jugadas ocultos: pantalla compartida con la sala (mantén F12 o "
              "escribe «muestra»)"},
    "console.hidden_qr": {
        "en": "QR and code hidden (shared screen): hold F12 to see them",
        "ca": "QR i codi amagats (pantalla compartida): mantén F12 per veure'ls",
        "es": "QR y código ocultos (pantalla compartida): mantén F12 para verlos"},
    "console.secrets_banner": {
        "en": "SECRETS IN VIEW OF THE ROOM — they hide by themselves or with any key",
        "ca": "SECRETS A LA VISTA DE LA SALA — s'amaguen sols o amb qualsevol tecla",
        "es": "SECRETOS A LA VISTA DE LA SALA — se ocultan solos o con cualquier tecla"},
    "console.shared": {
        "en": "Screen shared with the projector: the secrets are hidden",
        "ca": "Pantalla compartida amb el projector: els secrets estan amagats",
        "es": "Pantalla compartida con el proyector: los secretos están ocultos"},
    "console.quit_hint": {
        "en": "Ctrl+Q quits (asks first) · help: every command",
        "ca": "Ctrl+Q surt (demana confirmació) · ajuda: totes les ordres",
        "es": "Ctrl+Q sale (pide confirmación) · ayuda: todas las órdenes"},
    "console.received": {"en": "received", "ca": "rebuda", "es": "recibida"},
    "console.tie_break": {
        "en": "equal points: the best move breaks the tie (FISC II.8)",
        "ca": "punts iguals: desempata la millor jugada (FISC II.8)",
        "es": "puntos iguales: desempate AJS 2.1.10"},
    "console.pending": {"en": "pending", "ca": "pendent", "es": "pendiente"},
    "console.console": {"en": "console", "ca": "consola", "es": "consola"},
    "console.pending_tables": {
        "en": " — waiting for a second reading: {n:table|tables} {tables}",
        "ca": " — pendents de segona lectura: {n:taula|taules} {tables}",
        "es": " — pendientes de segunda lectura: {n:mesa|mesas} {tables}"},
    "console.dispute_tables": {
        "en": " — disagreements: {n:table|tables} {tables}",
        "ca": " — discrepàncies: {n:taula|taules} {tables}", "es": " — discrepancias: {n:mesa|mesas} {tables}"},
    "console.dispute": {
        "en": "Disagreement at table {table}: {readings}; settle it with settle r{n} {table} {choices}",
        "ca": "Discrepància a la taula {table}: {readings}; resol-la amb settle r{n} {table} {choices}",
        "es": "Discrepancia en la mesa {table}: {readings}; resuélvela con settle r{n} {table} {choices}"},
    "console.replace_ask": {
        "en": "Table {table} already has a slip in round {n} (sent {was}{held}). Type the same line again (or "
              "“yes”) to replace it; anything else cancels.",
        "ca": "La taula {table} ja té papereta a la ronda {n} (enviada {was}{held}). Torna a escriure la "
              "mateixa línia (o «sí») per substituir-la; qualsevol altra cosa ho cancel·la.",
        "es": "La mesa {table} ya tiene papeleta en la ronda {n} (enviada {was}{held}). Vuelve a escribir la "
              "misma línea (o «sí») para sustituirla; cualquier otra cosa lo cancela."},
}
