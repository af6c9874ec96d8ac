"""What a part that cannot be used says: a file (a prepared game, a position file), the server's address and keys, the
voice and the sound, the package's data and the C engine, the paper and the solo training. Each names the file or
setting it is about, in the game's language; what a program or the system said is passed on as it said it."""

MESSAGES: dict[str, dict[str, str]] = {
    # where in a file (a prepared game, a position file, a pack's round)
    "file.line": {"en": "{path}, line {line}", "ca": "{path}, línia {line}", "es": "{path}, línea {line}"},
    "file.turn": {"en": "{path}, turn {turn}", "ca": "{path}, torn {turn}", "es": "{path}, turno {turn}"},
    "file.column": {"en": "{path}, line {line}, column {column}", "ca": "{path}, línia {line}, columna {column}",
                    "es": "{path}, línea {line}, columna {column}"},
    "file.round": {"en": "round {n}", "ca": "ronda {n}", "es": "ronda {n}"},
    # a prepared game (game/prepared.py)
    "prepared.unreadable": {
        "en": "prepared game '{path}': {why}", "ca": "partida preparada '{path}': {why}",
        "es": "partida preparada '{path}': {why}"},
    "prepared.empty": {
        "en": "prepared game '{path}': it holds no rack", "ca": "partida preparada '{path}': no té cap faristol",
        "es": "partida preparada '{path}': no tiene ningún atril"},
    "prepared.not_xml": {
        "en": "{path}: not valid XML (line {line}, column {column})",
        "ca": "{path}: no és un XML vàlid (línia {line}, columna {column})",
        "es": "{path}: no es un XML válido (línea {line}, columna {column})"},
    "prepared.not_eliot": {
        "en": "{path}: not an Eliot saved game", "ca": "{path}: no és una partida desada per l'Eliot",
        "es": "{path}: no es una partida guardada por Eliot"},
    "prepared.mode": {
        "en": "{path}: a {mode} game has no common racks to replay",
        "ca": "{path}: una partida {mode} no té faristols comuns per tornar a jugar",
        "es": "{path}: una partida {mode} no tiene atriles comunes para volver a jugar"},
    "prepared.empty_rack": {"en": "{where}: empty rack", "ca": "{where}: faristol buit", "es": "{where}: atril vacío"},
    "prepared.master": {
        "en": "{where}: master move: {why}", "ca": "{where}: jugada mestra: {why}", "es": "{where}: jugada maestra: {why}"},
    "prepared.tiles": {"en": "{where}: tiles", "ca": "{where}: fitxes", "es": "{where}: fichas"},
    "prepared.rack": {"en": "{where}: rack", "ca": "{where}: faristol", "es": "{where}: atril"},
    "prepared.not_tiles": {"en": "{where}: {tiles}", "ca": "{where}: {tiles}", "es": "{where}: {tiles}"},
    # a position file (positions.py: conductor analyse, bench)
    "positions.unreadable": {
        "en": "position file '{path}': {why}", "ca": "fitxer de posicions '{path}': {why}",
        "es": "archivo de posiciones '{path}': {why}"},
    "positions.block": {
        "en": "position file {where}: a position has 15 board lines and a rack line",
        "ca": "fitxer de posicions {where}: una posició té 15 línies de tauler i una de faristol",
        "es": "archivo de posiciones {where}: una posición tiene 15 líneas de tablero y una de atril"},
    "positions.cells": {
        "en": "position file {where}: {n} cells, expected 15", "ca": "fitxer de posicions {where}: {n} caselles, se n'esperaven 15",
        "es": "archivo de posiciones {where}: {n} casillas, se esperaban 15"},
    "positions.tile": {
        "en": "position file {where}: bad tile '{cell}'", "ca": "fitxer de posicions {where}: fitxa incorrecta '{cell}'",
        "es": "archivo de posiciones {where}: ficha incorrecta '{cell}'"},
    "positions.rack_line": {
        "en": "position file {where}: expected 'rack: T T T ...'", "ca": "fitxer de posicions {where}: s'esperava 'rack: T T T ...'",
        "es": "archivo de posiciones {where}: se esperaba 'rack: T T T ...'"},
    "positions.rack": {
        "en": "position file {where}: {why}", "ca": "fitxer de posicions {where}: {why}",
        "es": "archivo de posiciones {where}: {why}"},
    # the game server's address, certificate, proxies and shared key (server/addresses.py, tickets.py, proxy.py)
    "serve.address": {
        "en": "--serve '{text}': give [HOST:]PORT, e.g. 8765 or 127.0.0.1:8765",
        "ca": "--serve '{text}': dona [HOST:]PORT, per exemple 8765 o 127.0.0.1:8765",
        "es": "--serve '{text}': da [HOST:]PORT, por ejemplo 8765 o 127.0.0.1:8765"},
    "serve.failed": {"en": "--serve {address}: {why}", "ca": "--serve {address}: {why}", "es": "--serve {address}: {why}"},
    "serve.tls_pair": {
        "en": "{missing} missing: HTTPS needs both --tls-cert FILE and --tls-key FILE (or network.tls_cert and "
              "network.tls_key)",
        "ca": "falta {missing}: l'HTTPS necessita --tls-cert FITXER i --tls-key FITXER (o network.tls_cert i "
              "network.tls_key)",
        "es": "falta {missing}: el HTTPS necesita --tls-cert ARCHIVO y --tls-key ARCHIVO (o network.tls_cert y "
              "network.tls_key)"},
    "serve.tls_file": {"en": "{flag} '{path}': {why}", "ca": "{flag} '{path}': {why}", "es": "{flag} '{path}': {why}"},
    "serve.tls": {
        "en": "--tls-cert '{cert}' --tls-key '{key}': give a PEM certificate and its private key (unencrypted, the "
              "certificate's own)",
        "ca": "--tls-cert '{cert}' --tls-key '{key}': dona un certificat PEM i la seva clau privada (sense xifrar, la "
              "del certificat)",
        "es": "--tls-cert '{cert}' --tls-key '{key}': da un certificado PEM y su clave privada (sin cifrar, la del "
              "certificado)"},
    "serve.tls_why": {
        "en": "--tls-cert '{cert}' --tls-key '{key}': give a PEM certificate and its private key (unencrypted, the "
              "certificate's own): {why}",
        "ca": "--tls-cert '{cert}' --tls-key '{key}': dona un certificat PEM i la seva clau privada (sense xifrar, la "
              "del certificat): {why}",
        "es": "--tls-cert '{cert}' --tls-key '{key}': da un certificado PEM y su clave privada (sin cifrar, la del "
              "certificado): {why}"},
    "serve.key_mismatch": {
        "en": "the key is not the certificate's", "ca": "la clau no és la del certificat",
        "es": "la clave no es la del certificado"},
    "serve.public_url": {
        "en": "network.public_url '{url}': give http(s)://NAME[:PORT]/, e.g. https://duplicada.example.org/",
        "ca": "network.public_url '{url}': dona http(s)://NOM[:PORT]/, per exemple https://duplicada.example.org/",
        "es": "network.public_url '{url}': da http(s)://NOMBRE[:PUERTO]/, por ejemplo https://duplicada.example.org/"},
    "serve.trusted_proxies": {
        "en": "network.trusted_proxies: '{entry}' is not an IP address or network (e.g. 127.0.0.1, 10.0.0.0/8)",
        "ca": "network.trusted_proxies: '{entry}' no és cap adreça IP ni xarxa (per exemple 127.0.0.1, 10.0.0.0/8)",
        "es": "network.trusted_proxies: '{entry}' no es una dirección IP ni una red (por ejemplo 127.0.0.1, 10.0.0.0/8)"},
    "serve.broker_key": {
        "en": "network.broker_key '{path}': {why}", "ca": "network.broker_key '{path}': {why}",
        "es": "network.broker_key '{path}': {why}"},
    "serve.broker_key_bad": {
        "en": "network.broker_key '{path}': not a key ({digits} hex digits); delete it and start the game again",
        "ca": "network.broker_key '{path}': no és una clau ({digits} xifres hexadecimals); esborra-la i torna a "
              "començar la partida",
        "es": "network.broker_key '{path}': no es una clave ({digits} cifras hexadecimales); bórrala y vuelve a "
              "empezar la partida"},
    "forwarded.hops": {
        "en": "X-Forwarded-For: too many hops", "ca": "X-Forwarded-For: massa salts", "es": "X-Forwarded-For: demasiados saltos"},
    "forwarded.address": {
        "en": "X-Forwarded-For: not an address", "ca": "X-Forwarded-For: no és una adreça",
        "es": "X-Forwarded-For: no es una dirección"},
    "forwarded.proto": {
        "en": "X-Forwarded-Proto: http or https", "ca": "X-Forwarded-Proto: http o https", "es": "X-Forwarded-Proto: http o https"},
    "forwarded.host": {
        "en": "X-Forwarded-Host: not a host name", "ca": "X-Forwarded-Host: no és un nom de màquina",
        "es": "X-Forwarded-Host: no es un nombre de máquina"},
    "forwarded.twice": {
        "en": "{name}: given more than once", "ca": "{name}: hi és més d'una vegada", "es": "{name}: aparece más de una vez"},
    # the voice and the sound (announcer/)
    "speech.festival_language": {
        "en": "Festival has no voice for language '{language}', only Ona's Catalan",
        "ca": "el Festival no té cap veu per a la llengua '{language}', només la catalana de l'Ona",
        "es": "Festival no tiene ninguna voz para el idioma '{language}', solo la catalana de Ona"},
    "speech.festival_missing": {
        "en": "Festival is not installed", "ca": "el Festival no està instal·lat", "es": "Festival no está instalado"},
    "speech.festival_start": {
        "en": "Festival did not start: {why}", "ca": "el Festival no s'ha engegat: {why}", "es": "Festival no arrancó: {why}"},
    "speech.festival_ona": {
        "en": "Festival has no Ona voice", "ca": "el Festival no té la veu de l'Ona", "es": "Festival no tiene la voz de Ona"},
    "speech.festival_ona_why": {
        "en": "Festival has no Ona voice: {why}", "ca": "el Festival no té la veu de l'Ona: {why}",
        "es": "Festival no tiene la voz de Ona: {why}"},
    "speech.festival_stopped": {
        "en": "Festival stopped: {why}", "ca": "el Festival s'ha aturat: {why}", "es": "Festival se detuvo: {why}"},
    "speech.no_answer": {"en": "no answer", "ca": "no respon", "es": "no responde"},
    "speech.nothing": {
        "en": "{engine} rendered nothing for {text}", "ca": "{engine} no ha dit res per a {text}",
        "es": "{engine} no dijo nada para {text}"},
    "speech.nothing_why": {
        "en": "{engine} rendered nothing for {text}: {why}", "ca": "{engine} no ha dit res per a {text}: {why}",
        "es": "{engine} no dijo nada para {text}: {why}"},
    "speech.silence": {
        "en": "{engine} rendered silence for {text}", "ca": "{engine} només ha fet silenci per a {text}",
        "es": "{engine} solo hizo silencio para {text}"},
    "speech.wav": {
        "en": "{path}: expected 16-bit audio", "ca": "{path}: s'esperava àudio de 16 bits", "es": "{path}: se esperaba audio de 16 bits"},
    "speech.library": {"en": "libespeak-ng: {why}", "ca": "libespeak-ng: {why}", "es": "libespeak-ng: {why}"},
    "speech.library_start": {
        "en": "libespeak-ng did not start (its data: {data})", "ca": "libespeak-ng no s'ha engegat (les seves dades: {data})",
        "es": "libespeak-ng no arrancó (sus datos: {data})"},
    "speech.library_voices": {
        "en": "libespeak-ng found no voices in {data}", "ca": "libespeak-ng no ha trobat cap veu a {data}",
        "es": "libespeak-ng no encontró ninguna voz en {data}"},
    "speech.reasons": {"en": "{reasons}", "ca": "{reasons}", "es": "{reasons}"},
    "speech.its_own": {"en": "its own", "ca": "les seves", "es": "los suyos"},
    "speech.espeak_language": {
        "en": "espeak-ng has no voice for language '{language}'", "ca": "l'espeak-ng no té cap veu per a la llengua '{language}'",
        "es": "espeak-ng no tiene ninguna voz para el idioma '{language}'"},
    "speech.espeak_voice": {
        "en": "espeak-ng refused the voice {voice}", "ca": "l'espeak-ng no ha acceptat la veu {voice}",
        "es": "espeak-ng no aceptó la voz {voice}"},
    "speech.espeak_missing": {
        "en": "the espeak-ng program is not installed", "ca": "el programa espeak-ng no està instal·lat",
        "es": "el programa espeak-ng no está instalado"},
    "speech.espeak_failed": {"en": "espeak-ng failed: {why}", "ca": "l'espeak-ng ha fallat: {why}", "es": "espeak-ng falló: {why}"},
    "speech.espeak_library": {
        "en": "libespeak-ng ({library}): {why}", "ca": "libespeak-ng ({library}): {why}", "es": "libespeak-ng ({library}): {why}"},
    "sound.portaudio": {"en": "sounddevice/PortAudio: {why}", "ca": "sounddevice/PortAudio: {why}",
                        "es": "sounddevice/PortAudio: {why}"},
    "sound.device": {"en": "sound device: {why}", "ca": "dispositiu de so: {why}", "es": "dispositivo de sonido: {why}"},
    "sound.none": {"en": "no sound device found", "ca": "no s'ha trobat cap dispositiu de so",
                   "es": "no se encontró ningún dispositivo de sonido"},
    "announce.move": {"en": "move '{notation}': {why}", "ca": "jugada '{notation}': {why}", "es": "jugada '{notation}': {why}"},
    "announce.choice": {
        "en": "{what} '{value}': must be one of {choices}", "ca": "{what} '{value}': ha de ser un d'aquests: {choices}",
        "es": "{what} '{value}': debe ser uno de estos: {choices}"},
    # the package's own parts (data.py, lexicon.py, the C engine's errors)
    "data.package": {
        "en": "the package's data '{package}' is not installed ({why}); reinstall conductor",
        "ca": "les dades '{package}' del paquet no estan instal·lades ({why}); torna a instal·lar el conductor",
        "es": "los datos '{package}' del paquete no están instalados ({why}); vuelve a instalar el conductor"},
    "data.file": {
        "en": "the package's data file '{path}' is missing; reinstall conductor",
        "ca": "falta el fitxer de dades '{path}' del paquet; torna a instal·lar el conductor",
        "es": "falta el archivo de datos '{path}' del paquete; vuelve a instalar el conductor"},
    "engine.file": {"en": "'{path}': {why}", "ca": "'{path}': {why}", "es": "'{path}': {why}"},
    "engine.cannot_open": {"en": "cannot open {what}: {why}", "ca": "no es pot obrir {what}: {why}",
                           "es": "no se puede abrir {what}: {why}"},
    "engine.cannot_map": {"en": "cannot map {what}: {why}", "ca": "no es pot mapar {what}: {why}",
                          "es": "no se puede mapear {what}: {why}"},
    "engine.empty": {"en": "{what} is empty", "ca": "{what} és buit", "es": "{what} está vacío"},
    "engine.memory": {"en": "out of memory: close other programs and try again",
                      "ca": "no hi ha prou memòria: tanca altres programes i torna-ho a provar",
                      "es": "no hay memoria suficiente: cierra otros programas y vuelve a intentarlo"},
    "engine.not_compiled": {
        "en": "not a Conductor compiled word list", "ca": "no és una llista de paraules compilada pel Conductor",
        "es": "no es una lista de palabras compilada por Conductor"},
    "engine.other_version": {
        "en": "compiled by another version of Conductor: compile it again", "ca": "compilada per una altra versió del "
        "Conductor: torna-la a compilar", "es": "compilada por otra versión de Conductor: vuelve a compilarla"},
    "engine.corrupt": {
        "en": "damaged (truncated or corrupt): compile it again", "ca": "malmesa (tallada o corrompuda): torna-la a compilar",
        "es": "dañada (cortada o corrupta): vuelve a compilarla"},
    "engine.too_big": {
        "en": "the word list is too big for word maps", "ca": "la llista de paraules és massa gran per als mapes de paraules",
        "es": "la lista de palabras es demasiado grande para los mapas de palabras"},
    "engine.tile_set": {
        "en": "a tile set has 1 to 29 letters", "ca": "un joc de fitxes té d'1 a 29 lletres",
        "es": "un juego de fichas tiene de 1 a 29 letras"},
    "engine.other": {"en": "the engine: {why}", "ca": "el motor: {why}", "es": "el motor: {why}"},
    # the solo training (training.py)
    "training.not_in_round": {
        "en": "not during a round", "ca": "no hi ha cap ronda en joc", "es": "no hay ninguna ronda en juego"},
    # a folder whose name a C library cannot open on Windows (platforms.py)
    "platforms.short_name": {
        "en": "{path}: Windows gives no name for this folder that a C library can open (install Conductor in a folder "
              "whose name has only Latin letters)",
        "ca": "{path}: el Windows no dona cap nom d'aquesta carpeta que una biblioteca en C pugui obrir (instal·la el "
              "Conductor en una carpeta amb un nom de només lletres llatines)",
        "es": "{path}: Windows no da ningún nombre de esta carpeta que una biblioteca en C pueda abrir (instala "
              "Conductor en una carpeta cuyo nombre tenga solo letras latinas)"},
    # the screen (display/screens.py)
    "screens.no_display": {
        "en": "neither $DISPLAY nor $WAYLAND_DISPLAY is set", "ca": "no hi ha ni $DISPLAY ni $WAYLAND_DISPLAY",
        "es": "no hay ni $DISPLAY ni $WAYLAND_DISPLAY"},
    "screens.sdl_driver": {
        "en": "SDL found only its '{driver}' video driver", "ca": "l'SDL només ha trobat el controlador de vídeo '{driver}'",
        "es": "SDL solo encontró el controlador de vídeo '{driver}'"},
    # the paper and the tournament (report/)
    "paper.rounds": {"en": "rounds: from 1 to {most}", "ca": "rondes: d'1 a {most}", "es": "rondas: de 1 a {most}"},
    "paper.no_player": {"en": "no player at table {table}", "ca": "no hi ha cap jugador a la taula {table}",
                        "es": "no hay ningún jugador en la mesa {table}"},
    "criteria.unknown": {
        "en": "criterion '{criterion}': one of {criteria}", "ca": "criteri '{criterion}': un d'aquests: {criteria}",
        "es": "criterio '{criterion}': uno de estos: {criteria}"},
    "criteria.bounded": {
        "en": "the bounded criterion needs at least {least} games (3.4.2); there are {n}",
        "ca": "el criteri acotat necessita com a mínim {least} partides (3.4.2); n'hi ha {n}",
        "es": "el criterio acotado necesita al menos {least} partidas (3.4.2); hay {n}"},
    # what the system says of a file or a connection (messages.message_of, by errno)
    "os.ENOENT": {"en": "no such file or folder", "ca": "no existeix", "es": "no existe"},
    "os.EACCES": {"en": "permission denied", "ca": "no hi tens permís", "es": "no tienes permiso"},
    "os.EPERM": {"en": "operation not permitted", "ca": "no està permès", "es": "no está permitido"},
    "os.ENOSPC": {"en": "no space left on the disk", "ca": "el disc és ple", "es": "el disco está lleno"},
    "os.EISDIR": {"en": "it is a folder", "ca": "és una carpeta", "es": "es una carpeta"},
    "os.ENOTDIR": {"en": "a part of the path is not a folder", "ca": "una part del camí no és una carpeta",
                   "es": "una parte de la ruta no es una carpeta"},
    "os.EROFS": {"en": "the disk is read-only", "ca": "el disc és només de lectura", "es": "el disco es de solo lectura"},
    "os.EEXIST": {"en": "it already exists", "ca": "ja existeix", "es": "ya existe"},
    "os.ECONNREFUSED": {"en": "connection refused (nothing listens there)", "ca": "connexió rebutjada (no hi escolta res)",
                        "es": "conexión rechazada (nada escucha allí)"},
    "os.ETIMEDOUT": {"en": "no answer in time", "ca": "no ha respost a temps", "es": "no ha respondido a tiempo"},
    "os.EADDRINUSE": {"en": "the address is already in use (another program listens there)",
                      "ca": "l'adreça ja és en ús (un altre programa hi escolta)",
                      "es": "la dirección ya está en uso (otro programa escucha allí)"},
    "os.EADDRNOTAVAIL": {"en": "this computer has no such address", "ca": "aquest ordinador no té aquesta adreça",
                         "es": "este ordenador no tiene esa dirección"},
    "os.EHOSTUNREACH": {"en": "the machine cannot be reached", "ca": "no s'hi pot arribar", "es": "no se puede llegar"},
    "os.ENETUNREACH": {"en": "the network cannot be reached", "ca": "no s'arriba a la xarxa", "es": "no se llega a la red"},
    "os.ECONNRESET": {"en": "the connection was cut", "ca": "la connexió s'ha tallat", "es": "la conexión se cortó"},
    "os.no_host": {"en": "no machine has that name (or there is no network)",
                   "ca": "cap màquina no té aquest nom (o no hi ha xarxa)",
                   "es": "ninguna máquina tiene ese nombre (o no hay red)"},
    "os.truncated": {"en": "the file ends too soon (cut short or damaged)", "ca": "el fitxer s'acaba massa aviat (tallat o "
                     "malmès)", "es": "el archivo termina demasiado pronto (cortado o dañado)"},
    "os.damaged": {"en": "the file is damaged", "ca": "el fitxer és malmès", "es": "el archivo está dañado"},
}
