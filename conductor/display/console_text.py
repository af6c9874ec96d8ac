"""What the judge's console says, in Catalan and Spanish (the code keeps English names)."""

TEXT = {
    "ca": {
        "help": "F1 treure · F2 cridar i començar · F3 pausa · F4 tornar a cridar · F5 tancar paperetes · "
                "F6 revelar · F7 classificació · F8 pàgina · F9 ronda amb paperetes pendents · F10 acabar · "
                "F11 adreça i QR al projector · rN entrar paperetes de la ronda N · Esc sortir · RePàg/AvPàg · "
                "Tab projector/consola",
        "phases": {"draw": "treure faristol", "ready": "faristol tret: cal cridar-lo", "think": "temps de reflexió",
                   "collect": "temps acabat: revelar", "closed": "paperetes tancades: revelar",
                   "ended": "partida acabada"},
        "stopped": " (aturat)", "status": "Ronda {n} · {phase} · temps {timer} · sac {bag} · projector: {screen}",
        "voice": "Veu: {text}", "rack": "Faristol: {rack}   (romanent: {leftover})", "tied": " — {n} empatades",
        "pick": ": tria amb pick N", "random": " (se'n tria una a l'atzar)", "moves": "Jugades possibles: {n}{ties}",
        "last": "Última jugada mestra: ronda {n}, {move} {score}",
        "collecting": "Rondes que esperen paperetes:", "waiting": "ronda {n}: {got}/{of} paperetes",
        "missing": " — falten {tables}", "complete": " — completa (finalise {n})",
        "more_rounds": "… i {n} rondes més",
        "slips": "Paperetes de la ronda {n} ({status}): {got}/{of} · pàgina {page}/{pages}",
        "open": "oberta", "final": "definitiva",
        "standings": "Classificació", "provisional": "Classificació provisional: falten {n} paperetes",
        "prompt_entry": "ronda {n} >", "prompt_correct": "ronda {n} (correcció) >",
        "entry_on": "Entrada de paperetes de la ronda {n}: TAULA COORDENADA PARAULA, TAULA PUNTS o TAULA null MOTIU",
        "correct_on": "La ronda {n} és definitiva: cada línia és una correcció (TAULA COORDENADA PARAULA)",
        "entry_off": "Fi de l'entrada de paperetes", "nothing_missing": "Cap ronda no té paperetes pendents",
        "found": "Taula {table}: {name}", "table": "taula", "round": "ronda",
        "replaced": " (abans: {text} {score})", "correction": "correcció",
        "no_round": "no hi ha ronda {n}", "no_table": "no hi ha cap jugador a la taula {table}",
        "device": "Dispositiu «{name}» (taules {first}–{last}): codi {code}",
        "device_qr": "«{name}»: escaneja per entrar · codi {code} · Esc amaga", "locked": "bloq.",
        "pins": "{n} PIN nous: full per imprimir a {path}", "server": "Servidor: {url}",
        "no_server": "sense servidor: engega amb --serve PORT",
    },
    "es": {
        "help": "F1 sacar · F2 cantar y empezar · F3 pausa · F4 volver a cantar · F5 cerrar papeletas · "
                "F6 revelar · F7 clasificación · F8 página · F9 ronda con papeletas pendientes · F10 terminar · "
                "F11 dirección y QR en el proyector · rN entrar papeletas de la ronda N · Esc salir · RePág/AvPág · "
                "Tab proyector/consola",
        "phases": {"draw": "sacar atril", "ready": "atril sacado: hay que cantarlo", "think": "tiempo de reflexión",
                   "collect": "tiempo acabado: revelar", "closed": "papeletas cerradas: revelar",
                   "ended": "partida terminada"},
        "stopped": " (parado)", "status": "Ronda {n} · {phase} · tiempo {timer} · bolsa {bag} · proyector: {screen}",
        "voice": "Voz: {text}", "rack": "Atril: {rack}   (restantes: {leftover})", "tied": " — {n} empatadas",
        "pick": ": elige con pick N", "random": " (se elige una al azar)", "moves": "Jugadas posibles: {n}{ties}",
        "last": "Última jugada maestra: ronda {n}, {move} {score}",
        "collecting": "Rondas que esperan papeletas:", "waiting": "ronda {n}: {got}/{of} papeletas",
        "missing": " — faltan {tables}", "complete": " — completa (finalise {n})",
        "more_rounds": "… y {n} rondas más",
        "slips": "Papeletas de la ronda {n} ({status}): {got}/{of} · página {page}/{pages}",
        "open": "abierta", "final": "definitiva",
        "standings": "Clasificación", "provisional": "Clasificación provisional: faltan {n} papeletas",
        "prompt_entry": "ronda {n} >", "prompt_correct": "ronda {n} (corrección) >",
        "entry_on": "Entrada de papeletas de la ronda {n}: MESA COORDENADA PALABRA, MESA PUNTOS o MESA null MOTIVO",
        "correct_on": "La ronda {n} es definitiva: cada línea es una corrección (MESA COORDENADA PALABRA)",
        "entry_off": "Fin de la entrada de papeletas", "nothing_missing": "Ninguna ronda tiene papeletas pendientes",
        "found": "Mesa {table}: {name}", "table": "mesa", "round": "ronda",
        "replaced": " (antes: {text} {score})", "correction": "corrección",
        "no_round": "no hay ronda {n}", "no_table": "no hay ningún jugador en la mesa {table}",
        "device": "Dispositivo «{name}» (mesas {first}–{last}): código {code}",
        "device_qr": "«{name}»: escanea para entrar · código {code} · Esc oculta", "locked": "bloq.",
        "pins": "{n} PIN nuevos: hoja para imprimir en {path}", "server": "Servidor: {url}",
        "no_server": "sin servidor: arranca con --serve PUERTO",
    },
}
