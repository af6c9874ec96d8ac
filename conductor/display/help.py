"""`help` on the console: every key and command with a line in the judge's language, page by page. A key's command is
what may be typed instead, in the game's language («treu», «saca»; the English word works too, as every other
command's): WORDS, read by `command` for every line the console runs."""

from __future__ import annotations

HELP = {
    "ca": [
        ("F1 o «treu»", "treu el faristol de la ronda (o un altre si no té cap jugada)"),
        ("F2 o «crida»", "crida el faristol en veu alta; en acabar comença el rellotge"),
        ("F3 o «pausa» / «continua»", "atura o reprèn el rellotge"),
        ("F4 o «torna a cridar»", "torna a cridar el faristol"),
        ("F5 o «tanca»", "tanca les paperetes de la ronda (en plena reflexió demana confirmació)"),
        ("F6 o «revela»", "revela la jugada mestra al projector i la diu en veu alta"),
        ("F7 o «classificació»", "classificació al projector (F7 un altre cop: la partida)"),
        ("F8 o «pàgina»", "pàgina següent de la classificació (torna a la primera en acabar)"),
        ("F9 o «pendents»", "entrada de paperetes de la ronda més antiga amb paperetes pendents"),
        ("F10 o «acaba»", "acaba la partida (demana confirmació; «reopen» la reobre fins a «final»)"),
        ("F11 o «adreça»", "adreça i QR del servidor al projector"),
        ("F12 (mantinguda) o «mostra»", "pantalla compartida: mostra els secrets uns segons"),
        ("Tab", "una sola pantalla: alterna projector i consola"),
        ("Esc", "esborra la línia; amaga el QR; surt de l'entrada de paperetes; cancel·la una confirmació"),
        ("Ctrl+Q o «surt»", "surt del programa (demana confirmació; la partida queda desada)"),
        ("RePàg / AvPàg", "pàgines de la llista de paperetes"),
        ("↑ / ↓", "ordres anteriors"),
        ("TAULA COORD PARAULA", "papereta d'una taula: 12 H8 CASA"),
        ("TAULA PUNTS", "papereta amb només la puntuació: 12 35"),
        ("TAULA null MOTIU", "papereta nul·la amb el motiu: 12 null tard"),
        ("rN", "entrada de paperetes de la ronda N (correccions si ja és definitiva)"),
        ("N", "busca la taula N a la llista de paperetes"),
        ("rack T T T…", "faristol triat a mà en lloc de treure'l"),
        ("start", "comença el rellotge sense cridar"),
        ("adjust SEGONS", "posa el rellotge a tants segons"),
        ("time", "«Temps!» ara"),
        ("master", "jugades mestres de la ronda (secret)"),
        ("pick N", "tria la jugada mestra N entre les empatades"),
        ("warn TAULA MOTIU", "advertiment, zero a la ronda o expulsió"),
        ("accommodate TAULA +SEGONS", "temps addicional després de «Temps!» per a una taula"),
        ("correct rN TAULA PAPERETA", "corregeix una papereta fins a «final»"),
        ("settle rN TAULA K", "resol una discrepància de doble entrada: la lectura K com es llista (o una papereta)"),
        ("… replace", "al final d'una papereta: substitueix la d'un altre origen (la consola ho pregunta abans)"),
        ("finalise N", "les paperetes que falten de la ronda N valen 0"),
        ("reopen", "desfà «end» fins a «final», o un «close» fet en plena reflexió fins a la revelació"),
        ("final", "resultats definitius: no es pot desfer (demana confirmació)"),
        ("standings · state", "classificació · estat de la partida"),
        ("device add NOM A-B", "dispositiu d'un jutge de taula per a les taules A a B (codi i QR)"),
        ("device list · device revoke NOM", "dispositius · revoca'n un"),
        ("pins", "PIN dels jugadors i full per imprimir-los"),
        ("lock TAULA · unlock TAULA", "només el jutge entra les paperetes d'aquesta taula · desbloqueja"),
        ("join list · join remove TAULA · join close", "inscripcions en línia"),
        ("comença", "partida desatesa (--autorun) amb hora d'inici: comença ara, sense esperar-la"),
        ("autorun off · autorun on", "partida desatesa: la consola se'n fa càrrec · la hi torna"),
        ("mostra", "pantalla compartida: mostra els secrets 15 segons (qualsevol tecla els amaga)"),
        ("ajuda (o help)", "aquesta ajuda (ajuda 2, ajuda 3… per les pàgines)"),
    ],
    "es": [
        ("F1 o «saca»", "saca el atril de la ronda (u otro si no tiene ninguna jugada)"),
        ("F2 o «canta»", "canta el atril en voz alta; al acabar empieza el reloj"),
        ("F3 o «pausa» / «sigue»", "para o reanuda el reloj"),
        ("F4 o «vuelve a cantar»", "vuelve a cantar el atril"),
        ("F5 o «cierra»", "cierra las papeletas de la ronda (en pleno tiempo de reflexión pide confirmación)"),
        ("F6 o «revela»", "revela la jugada maestra en el proyector y la dice en voz alta"),
        ("F7 o «clasificación»", "clasificación en el proyector (F7 otra vez: la partida)"),
        ("F8 o «página»", "página siguiente de la clasificación (vuelve a la primera al acabar)"),
        ("F9 o «pendientes»", "entrada de papeletas de la ronda más antigua con papeletas pendientes"),
        ("F10 o «termina»", "termina la partida (pide confirmación; «reopen» la reabre hasta «final»)"),
        ("F11 o «dirección»", "dirección y QR del servidor en el proyector"),
        ("F12 (mantenida) o «muestra»", "pantalla compartida: muestra los secretos unos segundos"),
        ("Tab", "una sola pantalla: alterna proyector y consola"),
        ("Esc", "borra la línea; oculta el QR; sale de la entrada de papeletas; cancela una confirmación"),
        ("Ctrl+Q o «salir»", "sale del programa (pide confirmación; la partida queda guardada)"),
        ("RePág / AvPág", "páginas de la lista de papeletas"),
        ("↑ / ↓", "órdenes anteriores"),
        ("MESA COORD PALABRA", "papeleta de una mesa: 12 H8 CASA"),
        ("MESA PUNTOS", "papeleta con solo la puntuación: 12 35"),
        ("MESA null MOTIVO", "papeleta nula con el motivo: 12 null tarde"),
        ("rN", "entrada de papeletas de la ronda N (correcciones si ya es definitiva)"),
        ("N", "busca la mesa N en la lista de papeletas"),
        ("rack T T T…", "atril elegido a mano en lugar de sacarlo"),
        ("start", "empieza el reloj sin cantar"),
        ("adjust SEGUNDOS", "pone el reloj a tantos segundos"),
        ("time", "«¡Tiempo!» ahora"),
        ("master", "jugadas maestras de la ronda (secreto)"),
        ("pick N", "elige la jugada maestra N entre las empatadas"),
        ("warn MESA MOTIVO", "advertencia, cero en la ronda o expulsión"),
        ("accommodate MESA +SEGUNDOS", "tiempo adicional tras «¡Tiempo!» para una mesa"),
        ("correct rN MESA PAPELETA", "corrige una papeleta hasta «final»"),
        ("settle rN MESA K", "resuelve una discrepancia de doble entrada: la lectura K como se lista (o una papeleta)"),
        ("… replace", "al final de una papeleta: sustituye la de otro origen (la consola lo pregunta antes)"),
        ("finalise N", "las papeletas que faltan de la ronda N valen 0"),
        ("reopen", "deshace «end» hasta «final», o un «close» dado en pleno tiempo de reflexión hasta la revelación"),
        ("final", "resultados definitivos: no se puede deshacer (pide confirmación)"),
        ("standings · state", "clasificación · estado de la partida"),
        ("device add NOMBRE A-B", "dispositivo de un juez de mesa para las mesas A a B (código y QR)"),
        ("device list · device revoke NOMBRE", "dispositivos · revoca uno"),
        ("pins", "PIN de los jugadores y hoja para imprimirlos"),
        ("lock MESA · unlock MESA", "solo el juez entra las papeletas de esta mesa · desbloquea"),
        ("join list · join remove MESA · join close", "inscripciones en línea"),
        ("empieza", "partida desatendida (--autorun) con hora de inicio: empieza ahora, sin esperarla"),
        ("autorun off · autorun on", "partida desatendida: la consola se hace cargo · se la devuelve"),
        ("muestra", "pantalla compartida: muestra los secretos 15 segundos (cualquier tecla los oculta)"),
        ("ayuda (o help)", "esta ayuda (ayuda 2, ayuda 3… para las páginas)"),
    ],
}
TITLE = {"ca": "Ajuda — pàgina {i}/{n} (ajuda {next} per la següent; Esc la tanca)",
         "es": "Ayuda — página {i}/{n} (ayuda {next} para la siguiente; Esc la cierra)"}
KEYS_LINE = {"ca": "ajuda: totes les ordres · Ctrl+Q surt · F10 acaba la partida",
             "es": "ayuda: todas las órdenes · Ctrl+Q sale · F10 termina la partida"}

# A key's command as the help shows it, in each language; the console takes these words (and the English ones)
WORDS = {
    "draw": ("treu", "saca"), "call": ("crida", "canta"), "pause": ("pausa",), "resume": ("continua", "sigue"),
    "call again": ("torna a cridar", "vuelve a cantar"), "close": ("tanca", "cierra"), "reveal": ("revela",),
    "show standings": ("classificació", "classificacio", "clasificación", "clasificacion"),
    "next page": ("pàgina", "pagina", "página"), "oldest missing": ("pendents", "pendientes"),
    "end": ("acaba", "termina"), "join": ("adreça", "adreca", "dirección", "direccion"),
    "quit": ("surt", "salir"), "help": ("ajuda", "ayuda"),
}
_COMMAND = {word: command for command, said in WORDS.items() for word in said}


def command(line: str) -> str:
    """A console line with a key's command said in Catalan or Spanish ("torna a cridar", "ajuda 2") as the command
    the console runs ("call again", "help 2"); any other line as it is."""
    words = line.split()
    for length in (3, 2, 1):
        said = " ".join(words[:length]).lower()
        if len(words) >= length and said in _COMMAND:
            return " ".join([_COMMAND[said], *words[length:]])
    return line


def entries(language: str) -> list[tuple[str, str]]:
    return HELP.get(language, HELP["ca"])


PER_PAGE = 15      # entries a page: one count for the page's header and the console's line (the drawing fits them)


def pages(language: str, per_page: int = PER_PAGE) -> int:
    return max(1, -(-len(entries(language)) // max(1, per_page)))


def page(language: str, number: int, per_page: int = PER_PAGE) -> tuple[str, list[tuple[str, str]]]:
    """The title and the entries of help page `number` (1-based, wrapping round)."""
    count = pages(language, per_page)
    number = (number - 1) % count + 1
    shown = entries(language)[(number - 1) * per_page:number * per_page]
    title = TITLE.get(language, TITLE["ca"]).format(i=number, n=count, next=number % count + 1)
    return title, shown
