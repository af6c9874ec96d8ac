"""What the projector's screens say (display/words.py, display/pages.py), the judge's look keys (display/projector.py),
the projector's screen as the console names it (display/console.py), the questions before a command that cannot be
undone (display/confirm.py), a command's name in a refusal (display/summaries.py), a null slip's word (reasons.py)."""

MESSAGES: dict[str, dict[str, str]] = {
    # the projector's screens (display/words.py; display/pages.py: singulars, the tie-break, a local address)
    "projector.round": {"en": "Round {n}", "ca": "Ronda {n}", "es": "Ronda {n}"},
    "projector.bag": {"en": "Bag: {n}", "ca": "Sac: {n}", "es": "Bolsa: {n}"},
    "projector.mix": {
        "en": "Vowels {v} · Consonants {c}",
        "ca": "Vocals {v} · Consonants {c}",
        "es": "Vocales {v} · Consonantes {c}"},
    "projector.waiting": {
        "en": "Getting the rack ready…",
        "ca": "Preparant el faristol…",
        "es": "Preparando el atril…"},
    "projector.word_list": {"en": "Word list: {name}", "ca": "Llista de paraules: {name}",
                            "es": "Lista de palabras: {name}"},
    "projector.master": {"en": "Master move", "ca": "Jugada mestra", "es": "Jugada maestra"},
    "projector.points": {"en": "{n} points", "ca": "{n} punts", "es": "{n} puntos"},
    "projector.point": {"en": "1 point", "ca": "1 punt", "es": "1 punto"},
    "projector.standings": {"en": "Standings", "ca": "Classificació", "es": "Clasificación"},
    "projector.final": {"en": "End of the game", "ca": "Final de la partida", "es": "Final de la partida"},
    "projector.page": {"en": "page {i}/{n}", "ca": "pàgina {i}/{n}", "es": "página {i}/{n}"},
    "projector.master_total": {
        "en": "Master move: {n} points",
        "ca": "Jugada mestra: {n} punts",
        "es": "Jugada maestra: {n} puntos"},
    "projector.paused": {"en": "Paused", "ca": "Pausa", "es": "Pausa"},
    "projector.time": {"en": "Time!", "ca": "Temps!", "es": "¡Tiempo!"},
    "projector.rank": {"en": "Pos.", "ca": "Pos.", "es": "Pos."},
    "projector.name": {"en": "Player", "ca": "Jugador", "es": "Jugador"},
    "projector.table": {"en": "Table", "ca": "Taula", "es": "Mesa"},
    "projector.total": {"en": "Points", "ca": "Punts", "es": "Puntos"},
    "projector.gap": {"en": "Diff.", "ca": "Dif.", "es": "Dif."},
    "projector.ended": {"en": "Reason: {why}", "ca": "Motiu: {why}", "es": "Motivo: {why}"},
    "projector.premium.3P": {"en": "TW", "ca": "3P", "es": "3P"},
    "projector.premium.2P": {"en": "DW", "ca": "2P", "es": "2P"},
    "projector.premium.3L": {"en": "TL", "ca": "3L", "es": "3L"},
    "projector.premium.2L": {"en": "DL", "ca": "2L", "es": "2L"},
    "projector.provisional": {
        "en": "Provisional: {n} slips still to enter",
        "ca": "Provisional: falten {n} paperetes per entrar",
        "es": "Provisional: faltan {n} papeletas por entrar"},
    "projector.received": {
        "en": "Round slips {n}: {got}/{of}",
        "ca": "Paperetes ronda {n}: {got}/{of}",
        "es": "Papeletas ronda {n}: {got}/{of}"},
    "projector.join": {
        "en": "Join the game with your phone",
        "ca": "Entra amb el mòbil a la partida",
        "es": "Entra con el móvil en la partida"},
    "projector.lobby": {
        "en": "The game starts soon",
        "ca": "La partida comença aviat",
        "es": "La partida empieza pronto"},
    "projector.starting": {"en": "Starting now", "ca": "Comença ara", "es": "Empieza ahora"},
    "projector.starts_at": {"en": "Starts at {t}", "ca": "Comença a les {t}", "es": "Empieza a las {t}"},
    "projector.joined": {"en": "Joined: {n}", "ca": "Inscrits: {n}", "es": "Inscritos: {n}"},
    "projector.provisional_one": {
        "en": "Provisional: 1 slip still to enter",
        "ca": "Provisional: falta 1 papereta per entrar",
        "es": "Provisional: falta 1 papeleta por entrar"},
    "projector.tie_break": {
        "en": "On equal points the best move breaks the tie, then the next one (FISC II.8)",
        "ca": "A punts iguals desempata la millor jugada, i després la següent (FISC II.8)",
        "es": "A igualdad de puntos desempatan las jugadas maestras y mejores jugadas logradas, y después la mejor "
              "jugada (AJS 2.1.10)"},
    "projector.local_only": {
        "en": "This address works only on this computer: phones cannot open it",
        "ca": "Aquesta adreça només funciona en aquest ordinador: els mòbils no la poden obrir",
        "es": "Esta dirección solo funciona en este ordenador: los móviles no la pueden abrir"},
    # the judge's look keys, Ctrl+T and Ctrl+R (display/projector.py)
    "look.contrast": {
        "en": "Projector: high contrast",
        "ca": "Projector: contrast alt",
        "es": "Proyector: alto contraste"},
    "look.standard": {
        "en": "Projector: the room's colours",
        "ca": "Projector: colors de la sala",
        "es": "Proyector: colores de la sala"},
    "look.large": {"en": "Projector: large rack", "ca": "Projector: faristol gran", "es": "Proyector: atril grande"},
    "look.normal": {
        "en": "Projector: normal rack",
        "ca": "Projector: faristol normal",
        "es": "Proyector: atril normal"},
    # the projector's screen as the console's status line names it (display/console.py)
    "screens.waiting": {"en": "waiting", "ca": "espera", "es": "espera"},
    "screens.call": {"en": "call", "ca": "crida", "es": "canto"},
    "screens.round": {"en": "round", "ca": "ronda", "es": "ronda"},
    "screens.reveal": {"en": "master move", "ca": "jugada mestra", "es": "jugada maestra"},
    "screens.standings": {"en": "standings", "ca": "classificació", "es": "clasificación"},
    "screens.final": {"en": "final", "ca": "final", "es": "final"},
    "screens.join": {"en": "address and QR", "ca": "adreça i QR", "es": "dirección y QR"},
    "screens.lobby": {"en": "lobby", "ca": "sala d'espera", "es": "sala de espera"},
    # the question before a command that cannot be undone (display/confirm.py)
    "confirm.close": {
        "en": "F5 now closes round {n} in the middle of the thinking time: the missing slips will score 0. Press "
              "F5 again (or type “yes”) to close it; any other key cancels.",
        "ca": "F5 ara tanca la ronda {n} en plena reflexió: les paperetes que falten valdran 0. Torna a prémer F5 "
              "(o escriu «sí») per tancar-la; qualsevol altra tecla ho cancel·la.",
        "es": "F5 ahora cierra la ronda {n} en pleno tiempo de reflexión: las papeletas que faltan valdrán 0. "
              "Vuelve a pulsar F5 (o escribe «sí») para cerrarla; cualquier otra tecla lo cancela."},
    "confirm.end": {
        "en": "F10 ends the game (“reopen” undoes it until “final”). Press F10 again (or type “yes”); any other "
              "key cancels.",
        "ca": "F10 acaba la partida (es pot desfer amb «reopen» fins a «final»). Torna a prémer F10 (o escriu "
              "«sí»); qualsevol altra tecla ho cancel·la.",
        "es": "F10 termina la partida (se puede deshacer con «reopen» hasta «final»). Vuelve a pulsar F10 (o "
              "escribe «sí»); cualquier otra tecla lo cancela."},
    "confirm.final": {
        "en": "“final” makes the results final: nothing can be corrected nor the game reopened afterwards. Type "
              "“final” again (or “yes”) to confirm; anything else cancels.",
        "ca": "«final» fa definitius els resultats: ja no s'hi podrà corregir res ni reobrir la partida. Escriu "
              "«final» un altre cop (o «sí») per confirmar-ho; qualsevol altra cosa ho cancel·la.",
        "es": "«final» hace definitivos los resultados: ya no se podrá corregir nada ni reabrir la partida. "
              "Escribe «final» otra vez (o «sí») para confirmarlo; cualquier otra cosa lo cancela."},
    "confirm.single": {        # double entry: a round made final counts a single reading as it stands
        "en": "Round {n} has one reading only at {m:table|tables} {tables}: made final, {m:it counts|they count} as "
              "read by one sender. Type “{again}” again (or “yes”) to go on; anything else cancels.",
        "ca": "La ronda {n} només té una lectura a {m:la taula|les taules} {tables}: si la fas definitiva, "
              "{m:compta|compten} tal com l'ha llegida un sol dispositiu. Torna a escriure «{again}» (o «sí») per "
              "continuar; qualsevol altra cosa ho cancel·la.",
        "es": "La ronda {n} solo tiene una lectura en {m:la mesa|las mesas} {tables}: si la haces definitiva, "
              "{m:cuenta|cuentan} tal como la ha leído un solo dispositivo. Vuelve a escribir «{again}» (o «sí») "
              "para seguir; cualquier otra cosa lo cancela."},
    "confirm.extra": {         # `reveal` while an accommodated table's extra time runs: it would end it
        "en": "{m:Table|Tables} {tables} still {m:has|have} {s} s of extra time: revealed now, it ends. Type "
              "“{again}” again (or “yes”) to reveal; anything else cancels.",
        "ca": "{m:La taula|Les taules} {tables} {m:té|tenen} encara {s} s de temps addicional: si reveles ara, "
              "s'acaba. Torna a escriure «{again}» (o «sí») per revelar; qualsevol altra cosa ho cancel·la.",
        "es": "{m:La mesa|Las mesas} {tables} {m:tiene|tienen} todavía {s} s de tiempo adicional: si revelas ahora, "
              "se acaba. Vuelve a escribir «{again}» (o «sí») para revelar; cualquier otra cosa lo cancela."},
    "confirm.quit": {
        "en": "Quit the program? The game is saved and goes on with --resume. Press the same key again (or type "
              "“yes”); any other key cancels.",
        "ca": "Sortir del programa? La partida queda desada i es reprèn amb --resume. Torna a prémer la mateixa "
              "tecla (o escriu «sí»); qualsevol altra tecla ho cancel·la.",
        "es": "¿Salir del programa? La partida queda guardada y se reanuda con --resume. Vuelve a pulsar la misma "
              "tecla (o escribe «sí»); cualquier otra tecla lo cancela."},
    "confirm.cancelled": {
        "en": "Cancelled: nothing was done.",
        "ca": "Cancel·lat: no s'ha fet res.",
        "es": "Cancelado: no se ha hecho nada."},
    "confirm.banner": {"en": "CONFIRMATION PENDING", "ca": "CONFIRMACIÓ PENDENT", "es": "CONFIRMACIÓN PENDIENTE"},
    # a command as a refusal names it (display/summaries.py command_words)
    "command_word.draw": {"en": "draw", "ca": "treure", "es": "sacar"},
    "command_word.rack": {"en": "rack", "ca": "faristol", "es": "atril"},
    "command_word.start": {"en": "start", "ca": "començar", "es": "empezar"},
    "command_word.pause": {"en": "pause", "ca": "pausa", "es": "pausa"},
    "command_word.resume": {"en": "resume", "ca": "continuar", "es": "seguir"},
    "command_word.adjust": {"en": "clock", "ca": "rellotge", "es": "reloj"},
    "command_word.time": {"en": "time", "ca": "temps", "es": "tiempo"},
    "command_word.warn": {"en": "warning", "ca": "avís", "es": "aviso"},
    "command_word.close": {"en": "close", "ca": "tancar", "es": "cerrar"},
    "command_word.pick": {"en": "pick", "ca": "triar", "es": "elegir"},
    "command_word.reveal": {"en": "reveal", "ca": "revelar", "es": "revelar"},
    "command_word.end": {"en": "end", "ca": "acabar", "es": "terminar"},
    "command_word.slip": {"en": "slip", "ca": "papereta", "es": "papeleta"},
    "command_word.null": {"en": "null", "ca": "nul·la", "es": "nula"},
    "command_word.correct": {"en": "correction", "ca": "correcció", "es": "corrección"},
    "command_word.finalise": {"en": "final round", "ca": "ronda definitiva", "es": "ronda definitiva"},
    "command_word.finalize": {"en": "final round", "ca": "ronda definitiva", "es": "ronda definitiva"},
    "command_word.final": {"en": "final results", "ca": "resultats definitius", "es": "resultados definitivos"},
    "command_word.master": {"en": "master moves", "ca": "jugades mestres", "es": "jugadas maestras"},
    "command_word.standings": {"en": "standings", "ca": "classificació", "es": "clasificación"},
    "command_word.state": {"en": "state", "ca": "estat", "es": "estado"},
    "command_word.settle": {"en": "disagreement", "ca": "discrepància", "es": "discrepancia"},
    "command_word.device": {"en": "device", "ca": "dispositiu", "es": "dispositivo"},
    "command_word.pins": {"en": "PIN", "ca": "PIN", "es": "PIN"},
    "command_word.lock": {"en": "lock", "ca": "bloqueig", "es": "bloqueo"},
    "command_word.unlock": {"en": "unlock", "ca": "desbloqueig", "es": "desbloqueo"},
    "command_word.join": {"en": "joining", "ca": "inscripcions", "es": "inscripciones"},
    "command_word.reopen": {"en": "reopen", "ca": "reobrir", "es": "reabrir"},
    "command_word.autorun": {"en": "autorun", "ca": "automàtic", "es": "automático"},
    "command_word.call": {"en": "call", "ca": "cridar", "es": "cantar"},
    "command_word.help": {"en": "help", "ca": "ajuda", "es": "ayuda"},
    "command_word.accommodate": {"en": "extra time", "ca": "temps addicional", "es": "tiempo adicional"},
    # a null slip (reasons.py slip_text)
    "slip.null_word": {"en": "null", "ca": "nul·la", "es": "nula"},
}
