"""What the command line says in the game's language: conductor run's refusals (cli/run.py, cli/common.py),
conductor pack's report (cli/pack.py), conductor lexicon's verdict, conductor train --progress."""

MESSAGES: dict[str, dict[str, str]] = {
    # conductor run's refusals and notices (cli/run.py)
    "run.log_at": {"en": "game log {path}", "ca": "registre de la partida: {path}", "es": "registro de la partida: {path}"},
    "run.server_at": {"en": "game server at {url}", "ca": "servidor de la partida a {url}",
                      "es": "servidor de la partida en {url}"},
    "run.invitation": {"en": "invitation for players at home: {url}", "ca": "invitació per als jugadors a casa: {url}",
                       "es": "invitación para los jugadores en casa: {url}"},
    "run.players": {
        "en": "the players list is needed: --players FILE (CSV: name,table[,club]); only an online game "
              "(network.entry: online) can do without it",
        "ca": "cal la llista de jugadors: --players FITXER (CSV: nom,taula[,club]); només una partida en línia "
              "(network.entry: online) en pot prescindir",
        "es": "falta la lista de jugadores: --players FICHERO (CSV: nombre,mesa[,club]); solo una partida en línea "
              "(network.entry: online) puede prescindir de ella"},
    "run.judge_plays": {
        "en": "--judge-plays {table}: there is no player at table {table}",
        "ca": "--judge-plays {table}: no hi ha cap jugador a la taula {table}",
        "es": "--judge-plays {table}: no hay ningún jugador en la mesa {table}"},
    "run.no_folder": {
        "en": "--log: the folder {folder} does not exist; create it or choose another",
        "ca": "--log: la carpeta {folder} no existeix; crea-la o tria'n una altra",
        "es": "--log: la carpeta {folder} no existe; créala o elige otra"},
    "run.no_write": {
        "en": "--log: the game's log cannot be written in the folder {folder} ({why})",
        "ca": "--log: no es pot escriure el registre de la partida a la carpeta {folder} ({why})",
        "es": "--log: no se puede escribir el registro de la partida en la carpeta {folder} ({why})"},
    "run.denied": {
        "en": "you have no permission to write there",
        "ca": "no hi tens permís d'escriptura",
        "es": "no tienes permiso de escritura"},
    "run.settings_gone": {
        "en": "the settings file {path} the game started with is no longer there; put it back or give another with "
              "-c FILE",
        "ca": "el fitxer de configuració {path} amb què va començar la partida ja no hi és; torna'l a posar o "
              "dona'n un altre amb -c FITXER",
        "es": "el fichero de configuración {path} con el que empezó la partida ya no está; vuelve a ponerlo o da "
              "otro con -c FICHERO"},
    "run.settings_gone_on": {
        "en": "the settings file {path} the game started with is no longer there: the game goes on with the "
              "default values",
        "ca": "el fitxer de configuració {path} amb què va començar la partida ja no hi és: la partida continua "
              "amb els valors per defecte",
        "es": "el fichero de configuración {path} con el que empezó la partida ya no está: la partida sigue con "
              "los valores por defecto"},
    "run.settings_changed": {
        "en": "the settings file {path} has changed since the game started: its values as they are now are used",
        "ca": "el fitxer de configuració {path} ha canviat des que va començar la partida: se'n fan servir els "
              "valors d'ara",
        "es": "el fichero de configuración {path} ha cambiado desde que empezó la partida: se usan sus valores de "
              "ahora"},
    # conductor pack (cli/pack.py)
    "packcmd.made": {
        "en": "{out}: {rounds} rounds (master move total {total}), {how}; list {sha}; fingerprint {fp}",
        "ca": "{out}: {rounds} rondes (jugada mestra total {total}), {how}; llista {sha}; empremta {fp}",
        "es": "{out}: {rounds} rondas (jugada maestra total {total}), {how}; lista {sha}; huella {fp}"},
    "packcmd.sealed": {
        "en": "encrypted (scrypt + ChaCha20-Poly1305)",
        "ca": "xifrat (scrypt + ChaCha20-Poly1305)",
        "es": "cifrado (scrypt + ChaCha20-Poly1305)"},
    "packcmd.plain": {
        "en": "NOT ENCRYPTED: anyone can read it",
        "ca": "SENSE XIFRAR: qualsevol el pot llegir",
        "es": "SIN CIFRAR: cualquiera lo puede leer"},
    "packcmd.short": {
        "en": "warning: a passphrase shorter than 12 characters can be guessed; choose a longer one",
        "ca": "avís: una contrasenya de menys de 12 caràcters es pot endevinar; tria'n una de més llarga",
        "es": "aviso: una contraseña de menos de 12 caracteres se puede adivinar; elige una más larga"},
    "packcmd.rounds": {"en": "--rounds: at least 1", "ca": "--rounds: almenys 1", "es": "--rounds: al menos 1"},
    # no screen for the projector (cli/common.py)
    "run.no_screen": {
        "en": "there is no screen to open the projector on ({error}); use --headless for the text console",
        "ca": "no hi ha cap pantalla on obrir el projector ({error}); fes servir --headless per a la consola de "
              "text",
        "es": "no hay ninguna pantalla donde abrir el proyector ({error}); usa --headless para la consola de texto"},
    # conductor lexicon: a word checked (cli/lexicon.py)
    "lexicon.valid": {"en": "valid", "ca": "vàlida", "es": "válida"},
    "lexicon.invalid": {"en": "not valid", "ca": "no vàlida", "es": "no válida"},
    # conductor train --progress (cli/train.py)
    "progress.none": {
        "en": "{path}: no session saved yet",
        "ca": "{path}: encara no hi ha cap sessió desada",
        "es": "{path}: aún no hay ninguna sesión guardada"},
    "progress.rounds": {"en": "{n:# round|# rounds}", "ca": "{n:# ronda|# rondes}", "es": "{n:# ronda|# rondas}"},
    "progress.best": {
        "en": "best: {p} % ({d}); average of the last 5: {a} %",
        "ca": "millor: {p} % ({d}); mitjana de les 5 últimes: {a} %",
        "es": "mejor: {p} % ({d}); media de las 5 últimas: {a} %"},
    "progress.skipped": {
        "en": "{n} unreadable lines in {path} (left as they were)",
        "ca": "{n} línies il·legibles a {path} (deixades com eren)",
        "es": "{n} líneas ilegibles en {path} (se han dejado como estaban)"},
    # conductor demo (cli/demo.py)
    "demo.title": {"en": "demo", "ca": "demostració", "es": "demostración"},
    "demo.head": {
        "en": "Conductor — a demonstration duplicate (seed {seed})",
        "ca": "Conductor — duplicada de demostració (llavor {seed})",
        "es": "Conductor — duplicada de demostración (semilla {seed})"},
    "demo.players": {"en": "Players:", "ca": "Jugadors:", "es": "Jugadores:"},
    "demo.round": {
        "en": "round {n:>2}  rack {rack:<22} master move {move:<22} {score:>4} points  (bag: {bag})",
        "ca": "ronda {n:>2}  faristol {rack:<22} jugada mestra {move:<22} {score:>4} punts  (sac: {bag})",
        "es": "ronda {n:>2}  atril {rack:<22} jugada maestra {move:<22} {score:>4} puntos  (bolsa: {bag})"},
    "demo.standings": {
        "en": "Final standings (of {master} points of the master moves):",
        "ca": "Classificació final (de {master} punts de la jugada mestra):",
        "es": "Clasificación final (de {master} puntos de la jugada maestra):"},
    "demo.row": {
        "en": "{rank:>3}. {name:<16} {total:>5} points  {percent:>5} %",
        "ca": "{rank:>3}. {name:<16} {total:>5} punts  {percent:>5} %",
        "es": "{rank:>3}. {name:<16} {total:>5} puntos  {percent:>5} %"},
    "demo.one_point": {"en": "point", "ca": "punt", "es": "punto"},
    "demo.no_screen": {
        "en": "conductor demo: there is no screen to open a window on ({error}); the game is shown as text",
        "ca": "conductor demo: no hi ha cap pantalla on obrir una finestra ({error}); la partida es mostra com a "
              "text",
        "es": "conductor demo: no hay ninguna pantalla donde abrir una ventana ({error}); la partida se muestra "
              "como texto"},
}
