"""What the judge's console says, in Catalan and Spanish (the code keeps English names)."""

TEXT = {
    "ca": {
        "help": "F1 treure · F2 cridar i començar · F3 pausa · F4 tornar a cridar · F5 tancar paperetes · "
                "F6 revelar · F7 classificació · F8 pàgina · F9 ronda amb paperetes pendents · F10 acabar · "
                "F11 adreça i QR al projector · rN entrar paperetes de la ronda N · Esc esborra · RePàg/AvPàg · "
                "Tab projector/consola · help totes les ordres · Ctrl+Q sortir",
        "phases": {"draw": "treure faristol", "ready": "faristol tret: cal cridar-lo", "think": "temps de reflexió",
                   "collect": "temps acabat: revelar", "closed": "paperetes tancades: revelar",
                   "ended": "partida acabada"},
        "stopped": " (aturat)", "status": "Ronda {n} · {phase} · temps {timer} · sac {bag} · projector: {screen}",
        "voice": "Veu: {text}", "rack": "Faristol: {rack}   (romanent: {leftover})", "tied": " — {n} empatades",
        "pick": ": tria amb pick N", "random": " (se'n tria una a l'atzar)", "moves": "Jugades possibles: {n}{ties}",
        "last": "Última jugada mestra: ronda {n}, {move} {score}",
        "collecting": "Rondes que esperen paperetes:", "waiting": "ronda {n}: {got}/{of} paperetes",
        "missing": " — falten {tables}", "complete": " — completa (finalise {n})",
        "more_rounds": "… i {n} rondes més", "more_round": "… i una ronda més",
        "slips": "Paperetes de la ronda {n} ({status}): {got}/{of} · pàgina {page}/{pages}",
        "open": "oberta", "final": "definitiva",
        "standings": "Classificació", "provisional": "Classificació provisional: falten {n} paperetes",
        "provisional_one": "Classificació provisional: falta 1 papereta",
        "prompt_entry": "ronda {n} >", "prompt_correct": "ronda {n} (correcció) >",
        "entry_on": "Entrada de paperetes de la ronda {n}: TAULA COORDENADA PARAULA, TAULA PUNTS o TAULA null MOTIU",
        "correct_on": "La ronda {n} és definitiva: cada línia és una correcció (TAULA COORDENADA PARAULA)",
        "entry_off": "Fi de l'entrada de paperetes", "nothing_missing": "Cap ronda no té paperetes pendents",
        "found": "Taula {table}: {name}", "table": "taula", "round": "ronda",
        "replaced": " (abans: {text} {score})", "correction": "correcció",
        "no_round": "no hi ha ronda {n}", "no_table": "no hi ha cap jugador a la taula {table}",
        "device": "Dispositiu «{name}» (taules {first}–{last}): codi {code}",
        "device_qr": "«{name}»: escaneja per entrar · codi {code} · Esc amaga", "locked": "bloq.",
        "pins": "{n} PIN nous: full per imprimir a {path}", "links": "{n} enllaços personals: fitxer per enviar a {path}",
        "judge_plays": "jugues aquesta partida: els secrets de la ronda es veuen a partir de «Temps!»", "server": "Servidor: {url} · pantalla: {url}screen",
        "no_server": "sense servidor: engega amb --serve PORT",
        "round": "ronda", "page": "Classificació: pàgina {i} de {n}.",
        "resumed": "Partida represa: el rellotge està aturat; F3 per continuar.",
        "empty": "ordre buida", "no_rack": "no hi ha cap faristol per cridar: treu-ne un (F1)",
        "no_move": "aquest faristol no té cap jugada possible: treu-ne un altre (F1) o acaba (F10)",
        "local_only": "Atenció: {url} — aquesta adreça només funciona en aquest ordinador; "
                      "els mòbils no la poden obrir (engega amb --serve PORT, sense 127.0.0.1)",
        "local_short": "aquesta adreça només funciona en aquest ordinador",
        "secrets_here": "Els secrets ja són a la pantalla del jutge.",
        "secrets_on": "Secrets a la vista durant {s} s (qualsevol tecla els amaga).",
        "bye": "Fins aviat: la partida queda desada.",
        "hidden": "amagat", "hidden_line": "(amagat: mantén F12 o escriu «mostra» per veure-ho)",
        "hidden_tops": "Jugades mestres i nombre de jugades amagats: pantalla compartida amb la sala "
                       "(mantén F12 o escriu «mostra»)",
        "hidden_qr": "QR i codi amagats (pantalla compartida): mantén F12 per veure'ls",
        "secrets_banner": "SECRETS A LA VISTA DE LA SALA — s'amaguen sols o amb qualsevol tecla",
        "shared": "Pantalla compartida amb el projector: els secrets estan amagats",
        "quit_hint": "Ctrl+Q surt (demana confirmació) · help: totes les ordres",
        "received": "rebuda", "tie_break": "punts iguals: desempata la millor jugada (FISC II.8)",
        "pending": "pendent", "console": "consola", "pending_tables": " — pendents de segona lectura: {tables}",
        "dispute_tables": " — discrepàncies: {tables}",
        "dispute": "Discrepància a la taula {table}: {a} ({by_a}) ≠ {b} ({by_b}); resol-la amb settle r{n} {table} 1|2",
        "replace_ask": "La taula {table} ja té papereta a la ronda {n} (enviada {was}{held}). Torna a escriure la mateixa "
                       "línia (o «sí») per substituir-la; qualsevol altra cosa ho cancel·la.",
    },
    "es": {
        "help": "F1 sacar · F2 cantar y empezar · F3 pausa · F4 volver a cantar · F5 cerrar papeletas · "
                "F6 revelar · F7 clasificación · F8 página · F9 ronda con papeletas pendientes · F10 terminar · "
                "F11 dirección y QR en el proyector · rN entrar papeletas de la ronda N · Esc borra · RePág/AvPág · "
                "Tab proyector/consola · help todas las órdenes · Ctrl+Q salir",
        "phases": {"draw": "sacar atril", "ready": "atril sacado: hay que cantarlo", "think": "tiempo de reflexión",
                   "collect": "tiempo acabado: revelar", "closed": "papeletas cerradas: revelar",
                   "ended": "partida terminada"},
        "stopped": " (parado)", "status": "Ronda {n} · {phase} · tiempo {timer} · bolsa {bag} · proyector: {screen}",
        "voice": "Voz: {text}", "rack": "Atril: {rack}   (restantes: {leftover})", "tied": " — {n} empatadas",
        "pick": ": elige con pick N", "random": " (se elige una al azar)", "moves": "Jugadas posibles: {n}{ties}",
        "last": "Última jugada maestra: ronda {n}, {move} {score}",
        "collecting": "Rondas que esperan papeletas:", "waiting": "ronda {n}: {got}/{of} papeletas",
        "missing": " — faltan {tables}", "complete": " — completa (finalise {n})",
        "more_rounds": "… y {n} rondas más", "more_round": "… y una ronda más",
        "slips": "Papeletas de la ronda {n} ({status}): {got}/{of} · página {page}/{pages}",
        "open": "abierta", "final": "definitiva",
        "standings": "Clasificación", "provisional": "Clasificación provisional: faltan {n} papeletas",
        "provisional_one": "Clasificación provisional: falta 1 papeleta",
        "prompt_entry": "ronda {n} >", "prompt_correct": "ronda {n} (corrección) >",
        "entry_on": "Entrada de papeletas de la ronda {n}: MESA COORDENADA PALABRA, MESA PUNTOS o MESA null MOTIVO",
        "correct_on": "La ronda {n} es definitiva: cada línea es una corrección (MESA COORDENADA PALABRA)",
        "entry_off": "Fin de la entrada de papeletas", "nothing_missing": "Ninguna ronda tiene papeletas pendientes",
        "found": "Mesa {table}: {name}", "table": "mesa", "round": "ronda",
        "replaced": " (antes: {text} {score})", "correction": "corrección",
        "no_round": "no hay ronda {n}", "no_table": "no hay ningún jugador en la mesa {table}",
        "device": "Dispositivo «{name}» (mesas {first}–{last}): código {code}",
        "device_qr": "«{name}»: escanea para entrar · código {code} · Esc oculta", "locked": "bloq.",
        "pins": "{n} PIN nuevos: hoja para imprimir en {path}", "links": "{n} enlaces personales: archivo para enviar en {path}",
        "judge_plays": "juegas esta partida: los secretos de la ronda se ven a partir de «¡Tiempo!»", "server": "Servidor: {url} · pantalla: {url}screen",
        "no_server": "sin servidor: arranca con --serve PUERTO",
        "round": "ronda", "page": "Clasificación: página {i} de {n}.",
        "resumed": "Partida reanudada: el reloj está parado; F3 para seguir.",
        "empty": "orden vacía", "no_rack": "no hay ningún atril que cantar: saca uno (F1)",
        "no_move": "este atril no tiene ninguna jugada posible: saca otro (F1) o termina (F10)",
        "local_only": "Atención: {url} — esta dirección solo funciona en este ordenador; "
                      "los móviles no la pueden abrir (arranca con --serve PUERTO, sin 127.0.0.1)",
        "local_short": "esta dirección solo funciona en este ordenador",
        "secrets_here": "Los secretos ya están en la pantalla del juez.",
        "secrets_on": "Secretos a la vista durante {s} s (cualquier tecla los oculta).",
        "bye": "Hasta pronto: la partida queda guardada.",
        "hidden": "oculto", "hidden_line": "(oculto: mantén F12 o escribe «muestra» para verlo)",
        "hidden_tops": "Jugadas maestras y número de jugadas ocultos: pantalla compartida con la sala "
                       "(mantén F12 o escribe «muestra»)",
        "hidden_qr": "QR y código ocultos (pantalla compartida): mantén F12 para verlos",
        "secrets_banner": "SECRETOS A LA VISTA DE LA SALA — se ocultan solos o con cualquier tecla",
        "shared": "Pantalla compartida con el proyector: los secretos están ocultos",
        "quit_hint": "Ctrl+Q sale (pide confirmación) · help: todas las órdenes",
        "received": "recibida", "tie_break": "puntos iguales: desempate AJS 2.1.10",
        "pending": "pendiente", "console": "consola", "pending_tables": " — pendientes de segunda lectura: {tables}",
        "dispute_tables": " — discrepancias: {tables}",
        "dispute": "Discrepancia en la mesa {table}: {a} ({by_a}) ≠ {b} ({by_b}); resuélvela con settle r{n} {table} 1|2",
        "replace_ask": "La mesa {table} ya tiene papeleta en la ronda {n} (enviada {was}{held}). Vuelve a escribir la misma "
                       "línea (o «sí») para sustituirla; cualquier otra cosa lo cancela.",
    },
}


def local_address(url: str) -> bool:
    """An address only this computer can open (a phone in the room cannot)."""
    from urllib.parse import urlsplit

    host = urlsplit(url).hostname or ""
    return host == "localhost" or host.startswith("127.") or host == "::1"
