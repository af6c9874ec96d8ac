"""`conductor doctor [--play] [--server] [--json]`: one checklist before an event, in the game's language.

The checks (conductor/doctor.py) find facts; this module says them to the judge, one line each with what to
do, and `--json` gives the facts as they are. Exit 1 when a live game lacks something it needs.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

STATUS = {"ca": {"ok": "correcte", "warning": "avís", "missing": "FALTA"},
          "es": {"ok": "bien", "warning": "aviso", "missing": "FALTA"}}

TEXT = {
    "ca": {
        "title": "Conductor doctor: aquest ordinador, a punt per a una partida?",
        "settings_none": "Configuració: cap fitxer (-c); valors per defecte",
        "settings_ok": "Configuració: {file} és vàlid",
        "settings_bad": "Configuració: {error}",
        "settings_do": "corregeix el fitxer; mentrestant la resta es comprova amb els valors per defecte",
        "screens_ok": "Pantalles: {count} ({sizes}); el projector, a la pantalla {projector} ({projector_size})",
        "screens_one": "; una sola finestra: Tab alterna projector i consola",
        "screens_shared": "Pantalles: {count} ({sizes}); {why}: la consola del jutge es veuria a la paret. "
                          "La partida funciona (la consola amaga els secrets i les paperetes s'escriuen en una "
                          "franja sobre el projector), però és millor estendre l'escriptori",
        "why_one": "només una pantalla", "why_mirrored": "les pantalles mostren la mateixa imatge (duplicades)",
        "extend_linux": "connecta el projector i estén l'escriptori: xrandr --output HDMI-1 --auto --right-of eDP-1 "
                        "(els noms de les sortides, amb `xrandr`), o Configuració › Pantalles › «Uneix les pantalles»",
        "extend_windows": "connecta el projector i prem Win+P › «Amplia» (no «Duplica»)",
        "extend_macos": "connecta el projector i a Configuració del Sistema › Pantalles desmarca «Duplicar pantalles» "
                        "(fes servir el projector com a pantalla ampliada)",
        "screens_small": "Pantalles: el projector ({projector_size}) fa menys de 1024×768",
        "screens_small_do": "tria una resolució més gran per al projector",
        "screens_none": "Pantalles: cap ({error})",
        "screens_do": "connecta una pantalla o el projector; sense pantalla, només `conductor run --headless`",
        "sound_ok": "So: {device} (latència {latency_ms} ms)",
        "sound_off": "So: desactivat a la configuració (audio.enabled: false); les crides només es veuen",
        "sound_none": "So: cap sortida de so ({error})",
        "sound_do": "connecta altaveus o mira el mesclador del sistema; sense so les crides només es veuen",
        "voice_ok": "Veu: català {ca}; castellà {es}",
        "voice_off": "Veu: desactivada a la configuració (voice.enabled: false)",
        "voice_none": "Veu: cap veu per a la partida ({language}): {errors}",
        "voice_do": "instal·la la veu: apt install espeak-ng libespeak-ng1",
        "voice_do_wheel": "reinstal·la conductor (pipx reinstall conductor): la veu ve amb el paquet espeakng-loader",
        "voice_from_system": " — espeak-ng i Festival del sistema",
        "voice_from_wheel": " — eSpeak NG del paquet espeakng-loader, instal·lat amb conductor",
        "voice_ona": " (per a una veu catalana més natural, la d'Ona: apt install festival festvox-ca-ona-hts)",
        "voice_ona_do": "instal·la la veu Ona: apt install festival festvox-ca-ona-hts (mentrestant parla espeak-ng)",
        "play_ok": "Prova de so: campaneta i «{played}» ({seconds} s), ha començat en {started_ms} ms",
        "play_none": "Prova de so: no s'ha pogut fer ({error})",
        "list_ok": "Diccionari {which}: {words} paraules, sha256 {sha}…, {cache}",
        "list_cached": "compilat",
        "list_uncached": "encara no compilat (la primera partida el compila en uns segons)",
        "list_bad": "Diccionari {which}: {error}",
        "list_nofile": "Diccionari {which}: el fitxer no existeix",
        "list_do": "revisa `lexicon:` a la configuració o torna a instal·lar conductor",
        "embedded_fisc": "incorporat català (FISC)", "embedded_ajs": "incorporat castellà (AJS)",
        "configured": "configurat {list}",
        "log_ok": "Registres de partida: {folder} (s'hi pot escriure; {free_mb} MB lliures)",
        "log_low": "Registres de partida: {folder}: només {free_mb} MB lliures",
        "log_low_do": "allibera espai al disc",
        "log_bad": "Registres de partida: no es pot escriure a {folder} ({error})",
        "log_do": "executa conductor en una carpeta teva, o fes servir --log CAMÍ",
        "net_ok": "Xarxa: els mòbils entraran a {urls}",
        "net_none": "Xarxa: cap adreça a la xarxa local; els mòbils no podran entrar (cal només amb --serve)",
        "net_port": "Xarxa: el port {port} està ocupat ({port_error})",
        "net_port_do": "tria un altre port amb --serve PORT o network.serve",
        "broker_ok": "Intermediari (processos de sockets): Redis {version} respon a {broker} (partida '{channel}')",
        "broker_bad": "Intermediari (processos de sockets): {broker} no respon ({error})",
        "broker_do": "instal·la i engega Redis (apt install redis-server) o corregeix network.broker",
        "broker_package": "Intermediari (processos de sockets): falta el paquet de Python redis",
        "broker_package_do": "pip install 'conductor[scale]'",
        "screens_server": "Pantalles: no en calen en un servidor (els jugadors juguen a /play)",
        "sound_server": "So: no en cal en un servidor (la veu arriba als jugadors com a clips)",
        "clips_ok": "Clips de veu per als jugadors: Ogg Opus (libsndfile {libsndfile})",
        "clips_bad": "Clips de veu per als jugadors: no es poden fer en Ogg Opus ({error})",
        "clips_do": "pip install soundfile (o torna a instal·lar conductor)",
        "public_ok": "Servidor: escolta a {serve}; els jugadors hi arriben per {public_url}{proxy}; invitació: {invitation}",
        "public_proxy": " (a través de {proxies})",
        "public_direct": " (directament, amb HTTPS)",
        "public_serving": " (la partida ja s'hi està servint)",
        "public_direct_do": "sense servidor intermediari, escolta a l'adreça on arriben els jugadors (network.serve: "
                            "0.0.0.0:443), no a 127.0.0.1",
        "public_port": "Servidor: no pot escoltar a {serve} ({port_error})",
        "public_port_do": "tria una altra adreça a network.serve (o atura el que l'ocupa)",
        "public_none": "Servidor: escolta a {serve}, però no hi ha network.public_url: no se sap quina adreça donar als "
                       "jugadors",
        "public_none_do": "posa network.public_url (p. ex. https://duplicada.example.org/) i trusted_proxies: "
                          "[127.0.0.1] amb Caddy (docs/deploy-online.md)",
        "public_code_do": "posa network.join_code (p. ex. LLEIDA-2026): sense codi, qualsevol que trobi l'adreça s'hi "
                          "pot inscriure",
        "public_open_do": "amb un servidor intermediari davant, escolta només a 127.0.0.1 (network.serve: "
                          "127.0.0.1:8765) i posa'l a network.trusted_proxies",
        "public_caddy_do": "instal·la Caddy (apt install caddy) o un altre servidor intermediari",
        "files_ok": "Fitxers oberts: fins a {hard}; {connections} connexions alhora",
        "files_low": "Fitxers oberts: el sistema en permet {hard}: només {connections} connexions alhora",
        "files_do": "puja el límit (LimitNOFILE=65536 a la unitat de systemd, o ulimit -n 65536 abans d'engegar)",
        "do": "què cal fer",
        "ready": "Aquest ordinador està a punt per a una partida.",
        "not_ready": "Falta alguna cosa que una partida en directe necessita (vegeu FALTA).",
    },
    "es": {
        "title": "Conductor doctor: ¿este ordenador, listo para una partida?",
        "settings_none": "Configuración: ningún fichero (-c); valores por defecto",
        "settings_ok": "Configuración: {file} es válido",
        "settings_bad": "Configuración: {error}",
        "settings_do": "corrige el fichero; mientras, el resto se comprueba con los valores por defecto",
        "screens_ok": "Pantallas: {count} ({sizes}); el proyector, en la pantalla {projector} ({projector_size})",
        "screens_one": "; una sola ventana: Tab alterna proyector y consola",
        "screens_shared": "Pantallas: {count} ({sizes}); {why}: la consola del juez se vería en la pared. "
                          "La partida funciona (la consola oculta los secretos y las papeletas se escriben en una "
                          "franja sobre el proyector), pero es mejor extender el escritorio",
        "why_one": "solo una pantalla", "why_mirrored": "las pantallas muestran la misma imagen (duplicadas)",
        "extend_linux": "conecta el proyector y extiende el escritorio: xrandr --output HDMI-1 --auto --right-of eDP-1 "
                        "(los nombres de las salidas, con `xrandr`), o Configuración › Pantallas › «Unir pantallas»",
        "extend_windows": "conecta el proyector y pulsa Win+P › «Extender» (no «Duplicar»)",
        "extend_macos": "conecta el proyector y en Ajustes del Sistema › Pantallas desmarca «Duplicar pantallas» "
                        "(usa el proyector como pantalla extendida)",
        "screens_small": "Pantallas: el proyector ({projector_size}) mide menos de 1024×768",
        "screens_small_do": "elige una resolución mayor para el proyector",
        "screens_none": "Pantallas: ninguna ({error})",
        "screens_do": "conecta una pantalla o el proyector; sin pantalla, solo `conductor run --headless`",
        "sound_ok": "Sonido: {device} (latencia {latency_ms} ms)",
        "sound_off": "Sonido: desactivado en la configuración (audio.enabled: false); los cantos solo se ven",
        "sound_none": "Sonido: ninguna salida de sonido ({error})",
        "sound_do": "conecta altavoces o revisa el mezclador del sistema; sin sonido los cantos solo se ven",
        "voice_ok": "Voz: catalán {ca}; castellano {es}",
        "voice_off": "Voz: desactivada en la configuración (voice.enabled: false)",
        "voice_none": "Voz: ninguna voz para la partida ({language}): {errors}",
        "voice_do": "instala la voz: apt install espeak-ng libespeak-ng1",
        "voice_do_wheel": "reinstala conductor (pipx reinstall conductor): la voz viene con el paquete espeakng-loader",
        "voice_from_system": " — espeak-ng y Festival del sistema",
        "voice_from_wheel": " — eSpeak NG del paquete espeakng-loader, instalado con conductor",
        "voice_ona": " (para una voz catalana más natural, la de Ona: apt install festival festvox-ca-ona-hts)",
        "voice_ona_do": "instala la voz Ona: apt install festival festvox-ca-ona-hts (mientras, habla espeak-ng)",
        "play_ok": "Prueba de sonido: campanilla y «{played}» ({seconds} s), empezó en {started_ms} ms",
        "play_none": "Prueba de sonido: no se ha podido hacer ({error})",
        "list_ok": "Diccionario {which}: {words} palabras, sha256 {sha}…, {cache}",
        "list_cached": "compilado",
        "list_uncached": "aún no compilado (la primera partida lo compila en unos segundos)",
        "list_bad": "Diccionario {which}: {error}",
        "list_nofile": "Diccionario {which}: el fichero no existe",
        "list_do": "revisa `lexicon:` en la configuración o vuelve a instalar conductor",
        "embedded_fisc": "incorporado catalán (FISC)", "embedded_ajs": "incorporado castellano (AJS)",
        "configured": "configurado {list}",
        "log_ok": "Registros de partida: {folder} (se puede escribir; {free_mb} MB libres)",
        "log_low": "Registros de partida: {folder}: solo {free_mb} MB libres",
        "log_low_do": "libera espacio en el disco",
        "log_bad": "Registros de partida: no se puede escribir en {folder} ({error})",
        "log_do": "ejecuta conductor en una carpeta tuya, o usa --log RUTA",
        "net_ok": "Red: los móviles entrarán en {urls}",
        "net_none": "Red: ninguna dirección en la red local; los móviles no podrán entrar (solo hace falta con --serve)",
        "net_port": "Red: el puerto {port} está ocupado ({port_error})",
        "net_port_do": "elige otro puerto con --serve PUERTO o network.serve",
        "broker_ok": "Intermediario (procesos de sockets): Redis {version} responde en {broker} (partida '{channel}')",
        "broker_bad": "Intermediario (procesos de sockets): {broker} no responde ({error})",
        "broker_do": "instala y arranca Redis (apt install redis-server) o corrige network.broker",
        "broker_package": "Intermediario (procesos de sockets): falta el paquete de Python redis",
        "broker_package_do": "pip install 'conductor[scale]'",
        "screens_server": "Pantallas: no hacen falta en un servidor (los jugadores juegan en /play)",
        "sound_server": "Sonido: no hace falta en un servidor (la voz llega a los jugadores como clips)",
        "clips_ok": "Clips de voz para los jugadores: Ogg Opus (libsndfile {libsndfile})",
        "clips_bad": "Clips de voz para los jugadores: no se pueden hacer en Ogg Opus ({error})",
        "clips_do": "pip install soundfile (o vuelve a instalar conductor)",
        "public_ok": "Servidor: escucha en {serve}; los jugadores llegan por {public_url}{proxy}; invitación: {invitation}",
        "public_proxy": " (a través de {proxies})",
        "public_direct": " (directamente, con HTTPS)",
        "public_serving": " (la partida ya se está sirviendo)",
        "public_direct_do": "sin servidor intermediario, escucha en la dirección a la que llegan los jugadores "
                            "(network.serve: 0.0.0.0:443), no en 127.0.0.1",
        "public_port": "Servidor: no puede escuchar en {serve} ({port_error})",
        "public_port_do": "elige otra dirección en network.serve (o detén lo que la ocupa)",
        "public_none": "Servidor: escucha en {serve}, pero no hay network.public_url: no se sabe qué dirección dar a "
                       "los jugadores",
        "public_none_do": "pon network.public_url (p. ej. https://duplicada.example.org/) y trusted_proxies: "
                          "[127.0.0.1] con Caddy (docs/deploy-online.md)",
        "public_code_do": "pon network.join_code (p. ej. LLEIDA-2026): sin código, cualquiera que encuentre la "
                          "dirección puede inscribirse",
        "public_open_do": "con un servidor intermediario delante, escucha solo en 127.0.0.1 (network.serve: "
                          "127.0.0.1:8765) y ponlo en network.trusted_proxies",
        "public_caddy_do": "instala Caddy (apt install caddy) u otro servidor intermediario",
        "files_ok": "Ficheros abiertos: hasta {hard}; {connections} conexiones a la vez",
        "files_low": "Ficheros abiertos: el sistema permite {hard}: solo {connections} conexiones a la vez",
        "files_do": "sube el límite (LimitNOFILE=65536 en la unidad de systemd, o ulimit -n 65536 antes de arrancar)",
        "do": "qué hacer",
        "ready": "Este ordenador está listo para una partida.",
        "not_ready": "Falta algo que una partida en directo necesita (ver FALTA).",
    },
}


DETAILS = {   # what the checks found, in English (the --json facts), as the judge reads it
    "ca": [(r"SDL found only its '(.*)' video driver", "SDL només ha trobat el controlador de vídeo «{0}»: cap pantalla real"),
           (r"no_screen", "SDL no veu cap pantalla"), (r"no sound output", "cap sortida de so"),
           (r"no voice", "cap veu"), (r"the output took none of it in (\d+) s", "la sortida no n'ha fet sonar res en {0} s"),
           (r"no such file", "el fitxer no existeix"), (r"Permission denied", "sense permís"),
           (r"No space left on device", "el disc és ple"), (r"Read-only file system", "disc només de lectura"),
           (r"Address already in use", "adreça ja en ús"), (r"Error querying device (-?\d+)", "cap dispositiu de so ({0})"),
           (r"No such file or directory", "no existeix")],
    "es": [(r"SDL found only its '(.*)' video driver", "SDL solo ha encontrado el controlador de vídeo «{0}»: ninguna pantalla real"),
           (r"no_screen", "SDL no ve ninguna pantalla"), (r"no sound output", "ninguna salida de sonido"),
           (r"no voice", "ninguna voz"), (r"the output took none of it in (\d+) s", "la salida no ha reproducido nada en {0} s"),
           (r"no such file", "el fichero no existe"), (r"Permission denied", "sin permiso"),
           (r"No space left on device", "el disco está lleno"), (r"Read-only file system", "disco de solo lectura"),
           (r"Address already in use", "dirección ya en uso"), (r"Error querying device (-?\d+)", "ningún dispositivo de sonido ({0})"),
           (r"No such file or directory", "no existe")],
}


def detail(text, language: str) -> str:
    """A fact's English detail in the judge's language, where its shape is known (else as it is)."""
    import re

    if not isinstance(text, str):
        return text
    for pattern, said in DETAILS.get(language, DETAILS["ca"]):
        found = re.fullmatch(pattern, text.strip())
        if found:
            return said.format(*found.groups())
    return text


def sentence(check, say: dict) -> tuple[str, str]:
    """The check's line and what to do about it ("" when nothing), in the language of `say`."""
    language = "es" if say is TEXT["es"] else "ca"
    facts = dict(check.facts)
    for key in ("error", "port_error"):
        if key in facts:
            facts[key] = detail(facts[key], language)
    if isinstance(facts.get("errors"), dict):
        facts["errors"] = {k: detail(v, language) for k, v in facts["errors"].items()}
    f, status = facts, check.status
    if check.name == "settings":
        if status == "missing":
            return say["settings_bad"].format(error=f.get("said", f["error"])), say["settings_do"]
        return say["settings_ok" if f["file"] else "settings_none"].format(**f), ""
    if check.name in ("screens", "sound") and f.get("server"):
        return say[f"{check.name}_server"], ""
    if check.name == "clips":
        return (say["clips_ok"].format(**f), "") if status == "ok" else (say["clips_bad"].format(**f), say["clips_do"])
    if check.name == "public":
        if "port_error" in f:
            return say["public_port"].format(**f), say["public_port_do"]
        if not f["public_url"]:
            return say["public_none"].format(**f), say["public_none_do"]
        proxy = say["public_proxy"].format(proxies=", ".join(f["proxies"])) if f["proxies"] else \
            say["public_direct"] if f.get("direct") else ""
        line = say["public_ok"].format(**{**f, "proxy": proxy}) + (say["public_serving"] if f.get("serving") else "")
        todo = "" if f["join_code"] else say["public_code_do"]
        if f.get("direct"):                       # HTTPS served by conductor itself: no proxy to install
            return line, todo or (say["public_direct_do"] if f["local_only"] else "")
        todo = todo or ("" if f["proxies"] and f["local_only"] else say["public_open_do"])
        return line, todo or ("" if f["caddy"] else say["public_caddy_do"])
    if check.name == "descriptors":
        if "error" in f:
            return f"{check.name}: {f['error']}", ""
        return (say["files_ok"].format(**f), "") if status == "ok" else (say["files_low"].format(**f), say["files_do"])
    if check.name == "screens":
        if status == "missing":
            return say["screens_none"].format(**f), say["screens_do"]
        line = say["screens_ok"].format(**{**f, "sizes": ", ".join(s.replace("x", "×") for s in f["sizes"]),
                                            "projector_size": f["projector_size"].replace("x", "×")})
        if f.get("small"):
            return say["screens_small"].format(**f), say["screens_small_do"]
        if f.get("one_screen") or f.get("mirrored"):
            sizes = ", ".join(size.replace("x", "×") for size in f["sizes"])
            why = say["why_one"] if f.get("one_screen") else say["why_mirrored"]
            return (say["screens_shared"].format(count=f["count"], sizes=sizes, why=why),
                    say[f"extend_{f.get('platform', 'linux')}"])
        line += "" if f["console_window"] else say["screens_one"]
        return line, ""
    if check.name == "sound":
        if f.get("disabled"):
            return say["sound_off"], ""
        return (say["sound_ok"].format(**f), "") if status == "ok" else (say["sound_none"].format(**f), say["sound_do"])
    if check.name == "voice":
        if f.get("disabled"):
            return say["voice_off"], ""
        wheel = f.get("source") == "wheel"        # Windows, macOS: eSpeak NG from its wheel (platforms.py)
        install = say["voice_do_wheel" if wheel else "voice_do"]
        if status == "missing":
            errors = "; ".join(f["errors"].values())
            return say["voice_none"].format(language=f["language"], errors=errors), install
        voices = {language: name or f"— ({f['errors'].get(language, '?')})" for language, name in f["voices"].items()}
        line = say["voice_ok"].format(**voices) + say["voice_from_wheel" if wheel else "voice_from_system"]
        if "ona_missing" in f and not wheel:
            line += say["voice_ona"]
        if status != "warning":
            return line, ""
        return line, install if f["errors"] or wheel else say["voice_ona_do"]
    if check.name == "play":
        return (say["play_ok"].format(**f), "") if status == "ok" else (say["play_none"].format(**f), say["sound_do"])
    if check.name == "word_list":
        which = say[f"embedded_{f['ruleset']}"] if f["list"] == "embedded" else say["configured"].format(**f)
        if f.get("exists") is False:
            return say["list_nofile"].format(which=which), say["list_do"]
        if "error" in f:
            return say["list_bad"].format(which=which, error=f["error"]), say["list_do"]
        cache = say["list_cached"] if f.get("cache") or f.get("compiled_file") else say["list_uncached"]
        words = f"{f['words']:,}".replace(",", ".")
        return say["list_ok"].format(which=which, words=words, sha=f["sha256"][:12], cache=cache), ""
    if check.name == "log_folder":
        if not f.get("writable"):
            return say["log_bad"].format(**f), say["log_do"]
        if status == "ok":
            return say["log_ok"].format(**f), ""
        return say["log_low"].format(**f), say["log_low_do"]
    if check.name == "network":
        if "port_error" in f:
            return say["net_port"].format(**f), say["net_port_do"]
        if not f["addresses"]:
            return say["net_none"], ""
        return say["net_ok"].format(urls=", ".join(f["urls"])), ""
    if check.name == "broker":
        if f.get("package") is False:
            return say["broker_package"], say["broker_package_do"]
        if status != "ok":
            return say["broker_bad"].format(**f), say["broker_do"]
        return say["broker_ok"].format(**f), ""
    return f"{check.name}: {f}", ""


def cmd_doctor(args: argparse.Namespace) -> int:
    from ..doctor import ready, run_checks, settings_check

    config = Path(args.config) if args.config else None
    checks = run_checks(config, Path(args.log_folder), play=args.play, server=True if args.server else None)
    if args.json:
        print(json.dumps({"ready": ready(checks), "checks": [check.to_json() for check in checks]},
                         ensure_ascii=False))
        return 0 if ready(checks) else 1
    language = settings_check(config)[0].language
    say, status = TEXT[language], STATUS[language]
    width = max(len(label) for label in status.values())
    print(say["title"])
    for check in checks:
        line, advice = sentence(check, say)
        print(f"  {status[check.status]:<{width}}  {line}")
        if advice and check.status != "ok":
            print(f"  {'':<{width}}  → {say['do']}: {advice}")
    print(say["ready"] if ready(checks) else say["not_ready"])
    return 0 if ready(checks) else 1


def add_parsers(commands) -> None:
    doctor = commands.add_parser("doctor", help="check that this laptop is ready for a live game",
                                 description="Screens, sound, voice, word lists, settings, log folder, disk and "
                                             "network: one line each, with what to do. Exit 1 when a live game "
                                             "lacks something it needs.")
    doctor.add_argument("--play", action="store_true", help="also play a chime and the first tile's name aloud")
    doctor.add_argument("--server", action="store_true",
                        help="check a server for players at home (no screen or speakers needed; the address players "
                             "are given, the proxy, the join code, the open-file limit); implied by settings with "
                             "network.entry: online and network.public_url or trusted_proxies")
    doctor.add_argument("--json", action="store_true", help="the facts as JSON (English keys)")
    doctor.add_argument("-c", "--config", help="settings file (config.yaml) the game will use")
    doctor.add_argument("--log-folder", default=".", metavar="DIR",
                        help="where the game logs will be written (default: the current folder)")
    doctor.set_defaults(handler=cmd_doctor)
