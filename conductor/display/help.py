"""`help` on the console: every key and command with a line in the judge's language, page by page. A key's command is
what may be typed instead («draw»): the console's commands are the same words in every language."""

from __future__ import annotations

HELP = {
    "ca": [
        ("F1 o «draw»", "treu el faristol de la ronda (o un altre si no té cap jugada)"),
        ("F2 o «call»", "crida el faristol en veu alta; en acabar comença el rellotge"),
        ("F3 o «pause» / «resume»", "atura o reprèn el rellotge"),
        ("F4 o «call again»", "torna a cridar el faristol"),
        ("F5 o «close»", "tanca les paperetes de la ronda (en plena reflexió demana confirmació)"),
        ("F6 o «reveal»", "revela la jugada mestra al projector i la diu en veu alta"),
        ("F7 o «show standings»", "classificació al projector (F7 un altre cop: la partida)"),
        ("F8 o «next page»", "pàgina següent de la classificació (torna a la primera en acabar)"),
        ("F9 o «oldest missing»", "entrada de paperetes de la ronda més antiga amb paperetes pendents"),
        ("F10 o «end»", "acaba la partida (demana confirmació; «reopen» la reobre fins a «final»)"),
        ("F11 o «join»", "adreça i QR del servidor al projector"),
        ("F12 (mantinguda) o «mostra»", "pantalla compartida: mostra els secrets uns segons"),
        ("Tab", "una sola pantalla: alterna projector i consola"),
        ("Esc", "esborra la línia; amaga el QR; surt de l'entrada de paperetes; cancel·la una confirmació"),
        ("Ctrl+Q o «quit»", "surt del programa (demana confirmació; la partida queda desada)"),
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
        ("correct rN TAULA PAPERETA", "corregeix una papereta fins a «final»"),
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
        ("help", "aquesta ajuda (help 2, help 3… per les pàgines)"),
    ],
    "es": [
        ("F1 o «draw»", "saca el atril de la ronda (u otro si no tiene ninguna jugada)"),
        ("F2 o «call»", "canta el atril en voz alta; al acabar empieza el reloj"),
        ("F3 o «pause» / «resume»", "para o reanuda el reloj"),
        ("F4 o «call again»", "vuelve a cantar el atril"),
        ("F5 o «close»", "cierra las papeletas de la ronda (en pleno tiempo de reflexión pide confirmación)"),
        ("F6 o «reveal»", "revela la jugada maestra en el proyector y la dice en voz alta"),
        ("F7 o «show standings»", "clasificación en el proyector (F7 otra vez: la partida)"),
        ("F8 o «next page»", "página siguiente de la clasificación (vuelve a la primera al acabar)"),
        ("F9 o «oldest missing»", "entrada de papeletas de la ronda más antigua con papeletas pendientes"),
        ("F10 o «end»", "termina la partida (pide confirmación; «reopen» la reabre hasta «final»)"),
        ("F11 o «join»", "dirección y QR del servidor en el proyector"),
        ("F12 (mantenida) o «muestra»", "pantalla compartida: muestra los secretos unos segundos"),
        ("Tab", "una sola pantalla: alterna proyector y consola"),
        ("Esc", "borra la línea; oculta el QR; sale de la entrada de papeletas; cancela una confirmación"),
        ("Ctrl+Q o «quit»", "sale del programa (pide confirmación; la partida queda guardada)"),
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
        ("correct rN MESA PAPELETA", "corrige una papeleta hasta «final»"),
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
        ("help", "esta ayuda (help 2, help 3… para las páginas)"),
    ],
}
TITLE = {"ca": "Ajuda — pàgina {i}/{n} (help {next} per la següent; Esc la tanca)",
         "es": "Ayuda — página {i}/{n} (help {next} para la siguiente; Esc la cierra)"}
KEYS_LINE = {"ca": "help: totes les ordres · Ctrl+Q surt · F10 acaba la partida",
             "es": "help: todas las órdenes · Ctrl+Q sale · F10 termina la partida"}


def entries(language: str) -> list[tuple[str, str]]:
    return HELP.get(language, HELP["ca"])


def pages(language: str, per_page: int) -> int:
    return max(1, -(-len(entries(language)) // max(1, per_page)))


def page(language: str, number: int, per_page: int) -> tuple[str, list[tuple[str, str]]]:
    """The title and the entries of help page `number` (1-based, wrapping round)."""
    count = pages(language, per_page)
    number = (number - 1) % count + 1
    shown = entries(language)[(number - 1) * per_page:number * per_page]
    title = TITLE.get(language, TITLE["ca"]).format(i=number, n=count, next=number % count + 1)
    return title, shown
