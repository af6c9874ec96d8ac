"""What `conductor doctor` tells the judge (cli/doctor.py): one line a check, what to do, its status, and the
details the checks found (in English) as the judge reads them."""

MESSAGES: dict[str, dict[str, str]] = {
    "doctor.title": {
        "en": "Conductor {version} doctor: is this computer ready for a game?",
        "ca": "Conductor {version} doctor: aquest ordinador, a punt per a una partida?",
        "es": "Conductor {version} doctor: ¿este ordenador, listo para una partida?"},
    "doctor.settings_none": {
        "en": "Settings: no file (-c); default values",
        "ca": "Configuració: cap fitxer (-c); valors per defecte",
        "es": "Configuración: ningún fichero (-c); valores por defecto"},
    "doctor.settings_ok": {
        "en": "Settings: {file} is valid",
        "ca": "Configuració: {file} és vàlid",
        "es": "Configuración: {file} es válido"},
    "doctor.settings_bad": {"en": "Settings: {error}", "ca": "Configuració: {error}", "es": "Configuración: {error}"},
    "doctor.settings_do": {
        "en": "fix the file; meanwhile the rest is checked with the default values",
        "ca": "corregeix el fitxer; mentrestant la resta es comprova amb els valors per defecte",
        "es": "corrige el fichero; mientras, el resto se comprueba con los valores por defecto"},
    "doctor.screens_ok": {
        "en": "Screens: {count} ({sizes}); the projector on screen {projector} ({projector_size})",
        "ca": "Pantalles: {count} ({sizes}); el projector, a la pantalla {projector} ({projector_size})",
        "es": "Pantallas: {count} ({sizes}); el proyector, en la pantalla {projector} ({projector_size})"},
    "doctor.screens_one": {
        "en": "; a single window: Tab switches between projector and console",
        "ca": "; una sola finestra: Tab alterna projector i consola",
        "es": "; una sola ventana: Tab alterna proyector y consola"},
    "doctor.screens_shared": {
        "en": "Screens: {count} ({sizes}); {why}: the judge's console would show on the wall. The game works (the "
              "console hides the secrets and slips are typed in a strip over the projector), but extending the "
              "desktop is better",
        "ca": "Pantalles: {count} ({sizes}); {why}: la consola del jutge es veuria a la paret. La partida funciona "
              "(la consola amaga els secrets i les paperetes s'escriuen en una franja sobre el projector), però és "
              "millor estendre l'escriptori",
        "es": "Pantallas: {count} ({sizes}); {why}: la consola del juez se vería en la pared. La partida funciona "
              "(la consola oculta los secretos y las papeletas se escriben en una franja sobre el proyector), pero "
              "es mejor extender el escritorio"},
    "doctor.why_one": {"en": "only one screen", "ca": "només una pantalla", "es": "solo una pantalla"},
    "doctor.why_mirrored": {
        "en": "the screens show the same picture (mirrored)",
        "ca": "les pantalles mostren la mateixa imatge (duplicades)",
        "es": "las pantallas muestran la misma imagen (duplicadas)"},
    "doctor.extend_linux": {
        "en": "connect the projector and extend the desktop: xrandr --output HDMI-1 --auto --right-of eDP-1 (the "
              "outputs' names with `xrandr`), or Settings › Displays › “Join Displays”",
        "ca": "connecta el projector i estén l'escriptori: xrandr --output HDMI-1 --auto --right-of eDP-1 (els "
              "noms de les sortides, amb `xrandr`), o Configuració › Pantalles › «Uneix les pantalles»",
        "es": "conecta el proyector y extiende el escritorio: xrandr --output HDMI-1 --auto --right-of eDP-1 (los "
              "nombres de las salidas, con `xrandr`), o Configuración › Pantallas › «Unir pantallas»"},
    "doctor.extend_windows": {
        "en": "connect the projector and press Win+P › “Extend” (not “Duplicate”)",
        "ca": "connecta el projector i prem Win+P › «Amplia» (no «Duplica»)",
        "es": "conecta el proyector y pulsa Win+P › «Extender» (no «Duplicar»)"},
    "doctor.extend_macos": {
        "en": "connect the projector and in System Settings › Displays turn off “Mirror Displays” (use the "
              "projector as an extended display)",
        "ca": "connecta el projector i a Configuració del Sistema › Pantalles desmarca «Duplicar pantalles» (fes "
              "servir el projector com a pantalla ampliada)",
        "es": "conecta el proyector y en Ajustes del Sistema › Pantallas desmarca «Duplicar pantallas» (usa el "
              "proyector como pantalla extendida)"},
    "doctor.screens_small": {
        "en": "Screens: the projector ({projector_size}) is smaller than 1024×768",
        "ca": "Pantalles: el projector ({projector_size}) fa menys de 1024×768",
        "es": "Pantallas: el proyector ({projector_size}) mide menos de 1024×768"},
    "doctor.screens_small_do": {
        "en": "choose a higher resolution for the projector",
        "ca": "tria una resolució més gran per al projector",
        "es": "elige una resolución mayor para el proyector"},
    "doctor.screens_none": {
        "en": "Screens: none ({error})",
        "ca": "Pantalles: cap ({error})",
        "es": "Pantallas: ninguna ({error})"},
    "doctor.screens_do": {
        "en": "connect a screen or the projector; without a screen, only `conductor run --headless`",
        "ca": "connecta una pantalla o el projector; sense pantalla, només `conductor run --headless`",
        "es": "conecta una pantalla o el proyector; sin pantalla, solo `conductor run --headless`"},
    "doctor.sound_ok": {
        "en": "Sound: {device} (latency {latency_ms} ms)",
        "ca": "So: {device} (latència {latency_ms} ms)",
        "es": "Sonido: {device} (latencia {latency_ms} ms)"},
    "doctor.sound_off": {
        "en": "Sound: turned off in the settings (audio.enabled: false); the calls are only shown",
        "ca": "So: desactivat a la configuració (audio.enabled: false); les crides només es veuen",
        "es": "Sonido: desactivado en la configuración (audio.enabled: false); los cantos solo se ven"},
    "doctor.sound_none": {
        "en": "Sound: no sound output ({error})",
        "ca": "So: cap sortida de so ({error})",
        "es": "Sonido: ninguna salida de sonido ({error})"},
    "doctor.sound_do": {
        "en": "connect speakers or check the system's mixer; without sound the calls are only shown",
        "ca": "connecta altaveus o mira el mesclador del sistema; sense so les crides només es veuen",
        "es": "conecta altavoces o revisa el mezclador del sistema; sin sonido los cantos solo se ven"},
    "doctor.voice_ok": {
        "en": "Voice: Catalan {ca}; Spanish {es}",
        "ca": "Veu: català {ca}; castellà {es}",
        "es": "Voz: catalán {ca}; castellano {es}"},
    "doctor.voice_off": {
        "en": "Voice: turned off in the settings (voice.enabled: false)",
        "ca": "Veu: desactivada a la configuració (voice.enabled: false)",
        "es": "Voz: desactivada en la configuración (voice.enabled: false)"},
    "doctor.voice_none": {
        "en": "Voice: no voice for the game's language ({language}): {errors}",
        "ca": "Veu: cap veu per a la partida ({language}): {errors}",
        "es": "Voz: ninguna voz para la partida ({language}): {errors}"},
    "doctor.voice_do": {
        "en": "install the voice: apt install espeak-ng libespeak-ng1",
        "ca": "instal·la la veu: apt install espeak-ng libespeak-ng1",
        "es": "instala la voz: apt install espeak-ng libespeak-ng1"},
    "doctor.voice_do_wheel": {
        "en": "reinstall conductor (pipx reinstall conductor-duplicate): the voice comes with the espeakng-loader package",
        "ca": "reinstal·la conductor (pipx reinstall conductor-duplicate): la veu ve amb el paquet espeakng-loader",
        "es": "reinstala conductor (pipx reinstall conductor-duplicate): la voz viene con el paquete espeakng-loader"},
    "doctor.voice_from_system": {
        "en": " — the system's espeak-ng and Festival",
        "ca": " — espeak-ng i Festival del sistema",
        "es": " — espeak-ng y Festival del sistema"},
    "doctor.voice_from_wheel": {
        "en": " — eSpeak NG from the espeakng-loader package, installed with conductor",
        "ca": " — eSpeak NG del paquet espeakng-loader, instal·lat amb conductor",
        "es": " — eSpeak NG del paquete espeakng-loader, instalado con conductor"},
    "doctor.voice_ona": {
        "en": " (for a more natural Catalan voice, Ona's: apt install festival festvox-ca-ona-hts)",
        "ca": " (per a una veu catalana més natural, la d'Ona: apt install festival festvox-ca-ona-hts)",
        "es": " (para una voz catalana más natural, la de Ona: apt install festival festvox-ca-ona-hts)"},
    "doctor.voice_ona_do": {
        "en": "install the Ona voice: apt install festival festvox-ca-ona-hts (meanwhile espeak-ng speaks)",
        "ca": "instal·la la veu Ona: apt install festival festvox-ca-ona-hts (mentrestant parla espeak-ng)",
        "es": "instala la voz Ona: apt install festival festvox-ca-ona-hts (mientras, habla espeak-ng)"},
    "doctor.play_ok": {
        "en": "Sound test: chime and “{played}” ({seconds} s), started in {started_ms} ms",
        "ca": "Prova de so: campaneta i «{played}» ({seconds} s), ha començat en {started_ms} ms",
        "es": "Prueba de sonido: campanilla y «{played}» ({seconds} s), empezó en {started_ms} ms"},
    "doctor.play_none": {
        "en": "Sound test: it could not be done ({error})",
        "ca": "Prova de so: no s'ha pogut fer ({error})",
        "es": "Prueba de sonido: no se ha podido hacer ({error})"},
    "doctor.list_ok": {
        "en": "Word list {which}: {name}, {words} words, sha256 of the words {sha}…, {cache}",
        "ca": "Diccionari {which}: {name}, {words} paraules, sha256 de les paraules {sha}…, {cache}",
        "es": "Diccionario {which}: {name}, {words} palabras, sha256 de las palabras {sha}…, {cache}"},
    "doctor.list_cached": {"en": "compiled", "ca": "compilat", "es": "compilado"},
    "doctor.list_uncached": {
        "en": "not compiled yet (the first game compiles it in a few seconds)",
        "ca": "encara no compilat (la primera partida el compila en uns segons)",
        "es": "aún no compilado (la primera partida lo compila en unos segundos)"},
    "doctor.list_bad": {
        "en": "Word list {which}: {error}",
        "ca": "Diccionari {which}: {error}",
        "es": "Diccionario {which}: {error}"},
    "doctor.list_nofile": {
        "en": "Word list {which}: the file does not exist",
        "ca": "Diccionari {which}: el fitxer no existeix",
        "es": "Diccionario {which}: el fichero no existe"},
    "doctor.list_do": {
        "en": "check `lexicon:` in the settings or reinstall conductor",
        "ca": "revisa `lexicon:` a la configuració o torna a instal·lar conductor",
        "es": "revisa `lexicon:` en la configuración o vuelve a instalar conductor"},
    "doctor.embedded_fisc": {
        "en": "built-in Catalan (FISC)",
        "ca": "incorporat català (FISC)",
        "es": "incorporado catalán (FISC)"},
    "doctor.embedded_ajs": {
        "en": "built-in Spanish (AJS)",
        "ca": "incorporat castellà (AJS)",
        "es": "incorporado castellano (AJS)"},
    "doctor.configured": {"en": "configured {list}", "ca": "configurat {list}", "es": "configurado {list}"},
    "doctor.log_ok": {
        "en": "Game logs: {folder} (writable; {free_mb} MB free)",
        "ca": "Registres de partida: {folder} (s'hi pot escriure; {free_mb} MB lliures)",
        "es": "Registros de partida: {folder} (se puede escribir; {free_mb} MB libres)"},
    "doctor.log_low": {
        "en": "Game logs: {folder}: only {free_mb} MB free",
        "ca": "Registres de partida: {folder}: només {free_mb} MB lliures",
        "es": "Registros de partida: {folder}: solo {free_mb} MB libres"},
    "doctor.log_low_do": {
        "en": "free some disk space",
        "ca": "allibera espai al disc",
        "es": "libera espacio en el disco"},
    "doctor.log_bad": {
        "en": "Game logs: {folder} cannot be written ({error})",
        "ca": "Registres de partida: no es pot escriure a {folder} ({error})",
        "es": "Registros de partida: no se puede escribir en {folder} ({error})"},
    "doctor.log_do": {
        "en": "run conductor in a folder of your own, or use --log PATH",
        "ca": "executa conductor en una carpeta teva, o fes servir --log CAMÍ",
        "es": "ejecuta conductor en una carpeta tuya, o usa --log RUTA"},
    "doctor.net_ok": {
        "en": "Network: phones will join at {urls}",
        "ca": "Xarxa: els mòbils entraran a {urls}",
        "es": "Red: los móviles entrarán en {urls}"},
    "doctor.net_none": {
        "en": "Network: no address on the local network; phones will not be able to join (needed only with --serve)",
        "ca": "Xarxa: cap adreça a la xarxa local; els mòbils no podran entrar (cal només amb --serve)",
        "es": "Red: ninguna dirección en la red local; los móviles no podrán entrar (solo hace falta con --serve)"},
    "doctor.net_port": {
        "en": "Network: port {port} is taken ({port_error})",
        "ca": "Xarxa: el port {port} està ocupat ({port_error})",
        "es": "Red: el puerto {port} está ocupado ({port_error})"},
    "doctor.net_port_do": {
        "en": "choose another port with --serve PORT or network.serve",
        "ca": "tria un altre port amb --serve PORT o network.serve",
        "es": "elige otro puerto con --serve PUERTO o network.serve"},
    "doctor.broker_ok": {
        "en": "Broker (socket processes): Redis {version} answers at {broker} (game '{channel}')",
        "ca": "Intermediari (processos de sockets): Redis {version} respon a {broker} (partida '{channel}')",
        "es": "Intermediario (procesos de sockets): Redis {version} responde en {broker} (partida '{channel}')"},
    "doctor.broker_bad": {
        "en": "Broker (socket processes): {broker} does not answer ({error})",
        "ca": "Intermediari (processos de sockets): {broker} no respon ({error})",
        "es": "Intermediario (procesos de sockets): {broker} no responde ({error})"},
    "doctor.broker_do": {
        "en": "install and start Redis (apt install redis-server) or fix network.broker",
        "ca": "instal·la i engega Redis (apt install redis-server) o corregeix network.broker",
        "es": "instala y arranca Redis (apt install redis-server) o corrige network.broker"},
    "doctor.broker_package": {
        "en": "Broker (socket processes): the Python package redis is missing",
        "ca": "Intermediari (processos de sockets): falta el paquet de Python redis",
        "es": "Intermediario (procesos de sockets): falta el paquete de Python redis"},
    "doctor.broker_package_do": {
        "en": "pip install 'conductor-duplicate[scale]'",
        "ca": "pip install 'conductor-duplicate[scale]'",
        "es": "pip install 'conductor-duplicate[scale]'"},
    "doctor.screens_server": {
        "en": "Screens: a server needs none (players play at /play)",
        "ca": "Pantalles: no en calen en un servidor (els jugadors juguen a /play)",
        "es": "Pantallas: no hacen falta en un servidor (los jugadores juegan en /play)"},
    "doctor.sound_server": {
        "en": "Sound: a server needs none (the voice reaches players as clips)",
        "ca": "So: no en cal en un servidor (la veu arriba als jugadors com a clips)",
        "es": "Sonido: no hace falta en un servidor (la voz llega a los jugadores como clips)"},
    "doctor.clips_ok": {
        "en": "Voice clips for players: Ogg Opus (libsndfile {libsndfile})",
        "ca": "Clips de veu per als jugadors: Ogg Opus (libsndfile {libsndfile})",
        "es": "Clips de voz para los jugadores: Ogg Opus (libsndfile {libsndfile})"},
    "doctor.clips_bad": {
        "en": "Voice clips for players: they cannot be made in Ogg Opus ({error})",
        "ca": "Clips de veu per als jugadors: no es poden fer en Ogg Opus ({error})",
        "es": "Clips de voz para los jugadores: no se pueden hacer en Ogg Opus ({error})"},
    "doctor.clips_do": {
        "en": "pip install soundfile (or reinstall conductor)",
        "ca": "pip install soundfile (o torna a instal·lar conductor)",
        "es": "pip install soundfile (o vuelve a instalar conductor)"},
    "doctor.public_ok": {
        "en": "Server: listens at {serve}; players reach it at {public_url}{proxy}; invitation: {invitation}",
        "ca": "Servidor: escolta a {serve}; els jugadors hi arriben per {public_url}{proxy}; invitació: "
              "{invitation}",
        "es": "Servidor: escucha en {serve}; los jugadores llegan por {public_url}{proxy}; invitación: {invitation}"},
    "doctor.public_proxy": {
        "en": " (through {proxies})",
        "ca": " (a través de {proxies})",
        "es": " (a través de {proxies})"},
    "doctor.public_direct": {
        "en": " (directly, with HTTPS)",
        "ca": " (directament, amb HTTPS)",
        "es": " (directamente, con HTTPS)"},
    "doctor.public_serving": {
        "en": " (the game is already being served there)",
        "ca": " (la partida ja s'hi està servint)",
        "es": " (la partida ya se está sirviendo)"},
    "doctor.public_direct_do": {
        "en": "without a proxy, listen at the address players reach (network.serve: 0.0.0.0:443), not at 127.0.0.1",
        "ca": "sense servidor intermediari, escolta a l'adreça on arriben els jugadors (network.serve: "
              "0.0.0.0:443), no a 127.0.0.1",
        "es": "sin servidor intermediario, escucha en la dirección a la que llegan los jugadores (network.serve: "
              "0.0.0.0:443), no en 127.0.0.1"},
    "doctor.public_port": {
        "en": "Server: it cannot listen at {serve} ({port_error})",
        "ca": "Servidor: no pot escoltar a {serve} ({port_error})",
        "es": "Servidor: no puede escuchar en {serve} ({port_error})"},
    "doctor.public_port_do": {
        "en": "choose another address in network.serve (or stop whatever holds it)",
        "ca": "tria una altra adreça a network.serve (o atura el que l'ocupa)",
        "es": "elige otra dirección en network.serve (o detén lo que la ocupa)"},
    "doctor.public_none": {
        "en": "Server: listens at {serve}, but there is no network.public_url: nobody knows which address to give "
              "players",
        "ca": "Servidor: escolta a {serve}, però no hi ha network.public_url: no se sap quina adreça donar als "
              "jugadors",
        "es": "Servidor: escucha en {serve}, pero no hay network.public_url: no se sabe qué dirección dar a los "
              "jugadores"},
    "doctor.public_none_do": {
        "en": "set network.public_url (e.g. https://duplicada.example.org/) and trusted_proxies: [127.0.0.1] with "
              "Caddy (docs/deploy-online.md)",
        "ca": "posa network.public_url (p. ex. https://duplicada.example.org/) i trusted_proxies: [127.0.0.1] amb "
              "Caddy (docs/deploy-online.md)",
        "es": "pon network.public_url (p. ej. https://duplicada.example.org/) y trusted_proxies: [127.0.0.1] con "
              "Caddy (docs/deploy-online.md)"},
    "doctor.public_code_do": {
        "en": "set network.join_code (e.g. LLEIDA-2026): without a code, anyone who finds the address can join",
        "ca": "posa network.join_code (p. ex. LLEIDA-2026): sense codi, qualsevol que trobi l'adreça s'hi pot "
              "inscriure",
        "es": "pon network.join_code (p. ej. LLEIDA-2026): sin código, cualquiera que encuentre la dirección puede "
              "inscribirse"},
    "doctor.public_open_do": {
        "en": "with a proxy in front, listen only at 127.0.0.1 (network.serve: 127.0.0.1:8765) and put it in "
              "network.trusted_proxies",
        "ca": "amb un servidor intermediari davant, escolta només a 127.0.0.1 (network.serve: 127.0.0.1:8765) i "
              "posa'l a network.trusted_proxies",
        "es": "con un servidor intermediario delante, escucha solo en 127.0.0.1 (network.serve: 127.0.0.1:8765) y "
              "ponlo en network.trusted_proxies"},
    "doctor.public_caddy_do": {
        "en": "install Caddy (apt install caddy) or another proxy",
        "ca": "instal·la Caddy (apt install caddy) o un altre servidor intermediari",
        "es": "instala Caddy (apt install caddy) u otro servidor intermediario"},
    "doctor.files_ok": {
        "en": "Open files: up to {hard}; {connections} connections at once",
        "ca": "Fitxers oberts: fins a {hard}; {connections} connexions alhora",
        "es": "Ficheros abiertos: hasta {hard}; {connections} conexiones a la vez"},
    "doctor.files_low": {
        "en": "Open files: the system allows {hard}: only {connections} connections at once",
        "ca": "Fitxers oberts: el sistema en permet {hard}: només {connections} connexions alhora",
        "es": "Ficheros abiertos: el sistema permite {hard}: solo {connections} conexiones a la vez"},
    "doctor.files_do": {
        "en": "raise the limit (LimitNOFILE=65536 in the systemd unit, or ulimit -n 65536 before starting)",
        "ca": "puja el límit (LimitNOFILE=65536 a la unitat de systemd, o ulimit -n 65536 abans d'engegar)",
        "es": "sube el límite (LimitNOFILE=65536 en la unidad de systemd, o ulimit -n 65536 antes de arrancar)"},
    "doctor.do": {"en": "what to do", "ca": "què cal fer", "es": "qué hacer"},
    "doctor.ready": {
        "en": "This computer is ready for a game.",
        "ca": "Aquest ordinador està a punt per a una partida.",
        "es": "Este ordenador está listo para una partida."},
    "doctor.not_ready": {
        "en": "Something a live game needs is missing (see MISSING).",
        "ca": "Falta alguna cosa que una partida en directe necessita (vegeu FALTA).",
        "es": "Falta algo que una partida en directo necesita (ver FALTA)."},
    # a check's status
    "doctor.status.ok": {"en": "ok", "ca": "correcte", "es": "bien"},
    "doctor.status.warning": {"en": "warning", "ca": "avís", "es": "aviso"},
    "doctor.status.missing": {"en": "MISSING", "ca": "FALTA", "es": "FALTA"},
    # what a check found (its English fact, --json) as the judge reads it: cli/doctor.py DETAILS
    "doctor.detail.sdl_driver": {
        "en": "SDL found only its “{found}” video driver: no real screen",
        "ca": "SDL només ha trobat el controlador de vídeo «{found}»: cap pantalla real",
        "es": "SDL solo ha encontrado el controlador de vídeo «{found}»: ninguna pantalla real"},
    "doctor.detail.no_screen": {
        "en": "SDL sees no screen",
        "ca": "SDL no veu cap pantalla",
        "es": "SDL no ve ninguna pantalla"},
    "doctor.detail.no_sound": {"en": "no sound output", "ca": "cap sortida de so", "es": "ninguna salida de sonido"},
    "doctor.detail.no_voice": {"en": "no voice", "ca": "cap veu", "es": "ninguna voz"},
    "doctor.detail.silent": {
        "en": "the output played none of it in {found} s",
        "ca": "la sortida no n'ha fet sonar res en {found} s",
        "es": "la salida no ha reproducido nada en {found} s"},
    "doctor.detail.no_file": {
        "en": "the file does not exist",
        "ca": "el fitxer no existeix",
        "es": "el fichero no existe"},
    "doctor.detail.denied": {"en": "no permission", "ca": "sense permís", "es": "sin permiso"},
    "doctor.detail.disk_full": {"en": "the disk is full", "ca": "el disc és ple", "es": "el disco está lleno"},
    "doctor.detail.read_only": {"en": "read-only disk", "ca": "disc només de lectura", "es": "disco de solo lectura"},
    "doctor.detail.address_used": {
        "en": "address already in use",
        "ca": "adreça ja en ús",
        "es": "dirección ya en uso"},
    "doctor.detail.no_device": {
        "en": "no sound device ({found})",
        "ca": "cap dispositiu de so ({found})",
        "es": "ningún dispositivo de sonido ({found})"},
    "doctor.detail.no_such": {"en": "does not exist", "ca": "no existeix", "es": "no existe"},
}
