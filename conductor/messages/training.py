"""What the training window says (display/trainer.py, display/trainer_draw.py, through display/words.py) and its hints
(training.py); what the judge is told of the voice and the sound (announcer/announcer.py); the console's window."""

MESSAGES: dict[str, dict[str, str]] = {
    "training.title": {
        "en": "Conductor — training",
        "ca": "Conductor — entrenament",
        "es": "Conductor — entrenamiento"},
    "training.round": {"en": "Round {n}", "ca": "Ronda {n}", "es": "Ronda {n}"},
    "training.bag": {"en": "bag {n}", "ca": "sac {n}", "es": "bolsa {n}"},
    "training.total": {
        "en": "You {t} · master {m} · {p} %",
        "ca": "Tu {t} · mestra {m} · {p} %",
        "es": "Tú {t} · maestra {m} · {p} %"},
    "training.prompt": {
        "en": "Move (e.g. H8 CASA) or click tiles and squares:",
        "ca": "Jugada (p. ex. H8 CASA) o clica fitxes i caselles:",
        "es": "Jugada (p. ej. H8 CASA) o pulsa fichas y casillas:"},
    "training.blank": {
        "en": "Which letter is the blank? Type it.",
        "ca": "Quina lletra fa l'escarràs? Tecleja-la.",
        "es": "¿Qué letra es el comodín? Tecléala."},
    "training.counts": {
        "en": "the best counts: {m} — {s} points",
        "ca": "compta la millor: {m} — {s} punts",
        "es": "cuenta la mejor: {m} — {s} puntos"},
    "training.none_yet": {
        "en": "no valid move yet",
        "ca": "encara cap jugada vàlida",
        "es": "aún ninguna jugada válida"},
    "training.points": {"en": "{s} points", "ca": "{s} punts", "es": "{s} puntos"},
    "training.top": {
        "en": "{s} points — the master move!",
        "ca": "{s} punts — la mestra!",
        "es": "{s} puntos — ¡la maestra!"},
    "training.keys": {
        "en": "Enter tries · F5 hands in · F1 the master move's points · F2 is there a bingo? · F3 how many score "
              "the most · F4 pause · Esc clears · F10 ends",
        "ca": "Intro prova · F5 entrega · F1 punts de la mestra · F2 hi ha scrabble? · F3 quantes fan el màxim · "
              "F4 pausa · Esc esborra · F10 acaba",
        "es": "Intro prueba · F5 entrega · F1 puntos de la maestra · F2 ¿hay scrabble? · F3 cuántas dan el máximo "
              "· F4 pausa · Esc borra · F10 acaba"},
    "training.paused": {"en": "Paused — F4 to go on", "ca": "Pausa — F4 per continuar", "es": "Pausa — F4 para seguir"},
    "training.calling": {"en": "Listen to the rack…", "ca": "Escolta el faristol…", "es": "Escucha el atril…"},
    "training.time": {"en": "Time!", "ca": "Temps!", "es": "¡Tiempo!"},
    "training.result": {"en": "Round {n}: result", "ca": "Ronda {n}: resultat", "es": "Ronda {n}: resultado"},
    "training.master": {"en": "Master move", "ca": "Jugada mestra", "es": "Jugada maestra"},
    "training.yours": {
        "en": "Yours: {m} — {s} points · {p} %",
        "ca": "La teva: {m} — {s} punts · {p} %",
        "es": "La tuya: {m} — {s} puntos · {p} %"},
    "training.missed": {
        "en": "You handed in no valid move (0 points).",
        "ca": "No has entregat cap jugada vàlida (0 punts).",
        "es": "No has entregado ninguna jugada válida (0 puntos)."},
    "training.found": {
        "en": "You found the master move! {m} — {s} points",
        "ca": "Has trobat la mestra! {m} — {s} punts",
        "es": "¡Has encontrado la maestra! {m} — {s} puntos"},
    "training.alternatives": {"en": "The best moves", "ca": "Les millors jugades", "es": "Las mejores jugadas"},
    "training.tiles": {"en": "{n} tiles", "ca": "{n} fitxes", "es": "{n} fichas"},
    "training.you": {"en": "◀ you", "ca": "◀ tu", "es": "◀ tú"},
    "training.next": {
        "en": "Enter next round · F10 ends",
        "ca": "Intro ronda següent · F10 acaba",
        "es": "Intro ronda siguiente · F10 acaba"},
    "training.topping_time": {"en": "Time: {s} s", "ca": "Temps: {s} s", "es": "Tiempo: {s} s"},
    "training.summary": {"en": "Training summary", "ca": "Resum de l'entrenament", "es": "Resumen del entrenamiento"},
    "training.summary_total": {
        "en": "{t} of {m} points · {p} % of the master · {f} master moves found out of {n}",
        "ca": "{t} de {m} punts · {p} % de la mestra · {f} mestres trobades de {n}",
        "es": "{t} de {m} puntos · {p} % de la maestra · {f} maestras encontradas de {n}"},
    "training.topping_total": {
        "en": "Topping: {s} s in all (less is better)",
        "ca": "Topping: {s} s en total (menys és millor)",
        "es": "Topping: {s} s en total (menos es mejor)"},
    "training.best_finds": {"en": "Best finds", "ca": "Millors troballes", "es": "Mejores hallazgos"},
    "training.misses": {"en": "Where you lost most", "ca": "On has perdut més", "es": "Donde más has perdido"},
    "training.saved": {"en": "Saved to {path}", "ca": "Desat a {path}", "es": "Guardado en {path}"},
    "training.summary_keys": {
        "en": "P progress · Esc leaves",
        "ca": "P progrés · Esc surt",
        "es": "P progreso · Esc sale"},
    "training.progress": {"en": "Progress", "ca": "Progrés", "es": "Progreso"},
    "training.progress_keys": {"en": "Esc goes back", "ca": "Esc torna", "es": "Esc vuelve"},
    "training.no_history": {
        "en": "No session saved yet.",
        "ca": "Encara no hi ha cap sessió desada.",
        "es": "Aún no hay ninguna sesión guardada."},
    "training.best": {
        "en": "Best session: {p} % ({d})",
        "ca": "Millor sessió: {p} % ({d})",
        "es": "Mejor sesión: {p} % ({d})"},
    "training.average": {
        "en": "Average of the last 5: {p} %",
        "ca": "Mitjana de les 5 últimes: {p} %",
        "es": "Media de las 5 últimas: {p} %"},
    "training.skipped": {
        "en": "{n} unreadable lines of the file were left as they were",
        "ca": "{n} línies il·legibles del fitxer s'han deixat com eren",
        "es": "{n} líneas ilegibles del fichero se han dejado como estaban"},
    "training.per_round": {
        "en": "% of the master per round",
        "ca": "% de la mestra per ronda",
        "es": "% de la maestra por ronda"},
    "training.rounds": {"en": "rounds", "ca": "rondes", "es": "rondas"},
    "training.ended": {"en": "End: {why}", "ca": "Final: {why}", "es": "Final: {why}"},
    "training.why.no valid rack can be drawn": {
        "en": "no valid rack can be drawn any more",
        "ca": "ja no es pot fer cap faristol vàlid",
        "es": "ya no se puede formar ningún atril válido"},
    "training.why.rounds": {"en": "the rounds asked for", "ca": "les rondes demanades", "es": "las rondas pedidas"},
    "training.why.player": {"en": "you ended it", "ca": "l'has acabat tu", "es": "lo has terminado tú"},
    "training.why.the prepared racks are used up": {
        "en": "the prepared racks are used up",
        "ca": "s'han acabat els faristols preparats",
        "es": "se acabaron los atriles preparados"},
    "training.why.judge": {
        "en": "a prepared rack with no possible move",
        "ca": "un faristol preparat sense cap jugada possible",
        "es": "un atril preparado sin ninguna jugada posible"},
    # what the judge is told of the voice and the sound (announcer/announcer.py)
    "voice.voice": {
        "en": "No voice ({reason}): the calls are only shown on the screen.",
        "ca": "Sense veu ({reason}): les crides només es mostren a la pantalla.",
        "es": "Sin voz ({reason}): los anuncios solo se muestran en pantalla."},
    "voice.fallback": {
        "en": "Without Festival's Ona voice ({reason}): espeak-ng speaks.",
        "ca": "Sense la veu Ona de Festival ({reason}): parla espeak-ng.",
        "es": "Sin la voz Ona de Festival ({reason}): habla espeak-ng."},
    "voice.speaking": {"en": "Voice: {voice}", "ca": "Veu: {voice}", "es": "Voz: {voice}"},
    "voice.silent": {"en": "No voice", "ca": "Sense veu", "es": "Sin voz"},
    "voice.audio": {
        "en": "No sound ({reason}): the game goes on in silence.",
        "ca": "Sense so ({reason}): la partida continua en silenci.",
        "es": "Sin sonido ({reason}): la partida sigue en silencio."},
    "voice.no_device": {
        "en": "No sound: there is no audio device; the game goes on in silence.",
        "ca": "Sense so: no hi ha cap dispositiu d'àudio; la partida continua en silenci.",
        "es": "Sin sonido: no hay ningún dispositivo de audio; la partida sigue en silencio."},
    # the training's hints, F1–F3 (training.py), and a game's source when it has no file
    "training.hint.top": {
        "en": "The master move is worth {score} points.",
        "ca": "La jugada mestra fa {score} punts.",
        "es": "La jugada maestra vale {score} puntos."},
    "training.hint.bingo": {
        "en": "There is a bingo (all 7 tiles).",
        "ca": "Hi ha un scrabble (les 7 fitxes).",
        "es": "Hay un scrabble (7 fichas)."},
    "training.hint.no_bingo": {
        "en": "There is no bingo.",
        "ca": "No hi ha cap scrabble.",
        "es": "No hay ningún scrabble."},
    "training.hint.tops": {
        "en": "{n:Only one move scores the most.|# moves score the most.}",
        "ca": "{n:Només una jugada fa el màxim.|# jugades fan el màxim.}",
        "es": "{n:Una sola jugada da el máximo.|# jugadas dan el máximo.}"},
    "training.hint.seed": {"en": "seed {seed}", "ca": "llavor {seed}", "es": "semilla {seed}"},
    # the console's window title (display/screens.py)
    "screens.console_window": {"en": "the judge's console", "ca": "consola del jutge", "es": "consola del juez"},
}
