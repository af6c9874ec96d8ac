"""The console's line after a command (display/summaries.py), what a shared screen shows in place of a secret line
(display/shared.py, display/strip.py), double entry after a slip. A count agrees with its noun by CLDR's rules
("{n:# papereta|# paperetes}")."""

MESSAGES: dict[str, dict[str, str]] = {
    # the console's line after a command (display/summaries.py)
    "summary.rack": {
        "en": "Round {round}: rack {rack}{leftover}; {bag} left in the bag.",
        "ca": "Ronda {round}: faristol {rack}{leftover}; en queden {bag} al sac.",
        "es": "Ronda {round}: atril {rack}{leftover}; quedan {bag} en la bolsa."},
    "summary.leftover": {
        "en": " (leftover {leftover}, drawn {drawn})",
        "ca": " (romanent {leftover}, tretes {drawn})",
        "es": " (restantes {leftover}, sacadas {drawn})"},
    "summary.rejected": {
        "en": " Returned to the bag: {racks}.",
        "ca": " Retornats al sac: {racks}.", "es": " Devueltos a la bolsa: {racks}."},
    "summary.no_legal_move": {
        "en": " This rack has no possible move: F1 draws another.",
        "ca": " Aquest faristol no té cap jugada possible: F1 en treu un altre.",
        "es": " Este atril no tiene ninguna jugada posible: F1 saca otro."},
    "summary.ended": {
        "en": "Game over: {reason}.",
        "ca": "Partida acabada: {reason}.", "es": "Partida terminada: {reason}."},
    "summary.start": {
        "en": "Clock running: {clock}.",
        "ca": "Rellotge en marxa: {clock}.", "es": "Reloj en marcha: {clock}."},
    "summary.pause": {
        "en": "Clock stopped at {clock}.",
        "ca": "Rellotge aturat a {clock}.", "es": "Reloj parado en {clock}."},
    "summary.resume": {
        "en": "Clock running: {clock} left.",
        "ca": "Rellotge en marxa: queden {clock}.", "es": "Reloj en marcha: quedan {clock}."},
    "summary.adjust": {"en": "Clock at {clock}.", "ca": "Rellotge a {clock}.", "es": "Reloj en {clock}."},
    "summary.time": {
        "en": "Time! The thinking time is over; the round's slips are taken until you close it (F5).",
        "ca": "Temps! S'ha acabat el temps de reflexió; les paperetes de la ronda s'admeten fins que la "
              "tanquis (F5).",
        "es": "¡Tiempo! Se ha acabado el tiempo de reflexión; las papeletas de la ronda se admiten hasta que "
              "la cierres (F5)."},
    "summary.close": {
        "en": "Round {round} closed with {n:# slip|# slips}; the missing ones will score 0.",
        "ca": "Ronda {round} tancada amb {n:# papereta|# paperetes}; les que falten valdran 0.",
        "es": "Ronda {round} cerrada con {n:# papeleta|# papeletas}; las que faltan valdrán 0."},
    "summary.close_none": {"en": "Slips closed.", "ca": "Paperetes tancades.", "es": "Papeletas cerradas."},
    "summary.reveal": {
        "en": "Round {round}: master move {master}, {score:# point|# points}{ties}.{missing}",
        "ca": "Ronda {round}: jugada mestra {master}, {score:# punt|# punts}{ties}.{missing}",
        "es": "Ronda {round}: jugada maestra {master}, {score:# punto|# puntos}{ties}.{missing}"},
    "summary.ties": {
        "en": " ({ties} moves were tied)",
        "ca": " ({ties} jugades empataven)", "es": " ({ties} jugadas empataban)"},
    "summary.missing": {
        "en": " {n:# slip missing|# slips missing}.",
        "ca": " {n:Falta # papereta|Falten # paperetes}.",
        "es": " {n:Falta # papeleta|Faltan # papeletas}."},
    "summary.pick": {
        "en": "Master move chosen: {picked}.",
        "ca": "Jugada mestra triada: {picked}.", "es": "Jugada maestra elegida: {picked}."},
    "summary.warn.warning": {
        "en": "Table {table}: warning.",
        "ca": "Taula {table}: advertiment.", "es": "Mesa {table}: advertencia."},
    "summary.accommodate": {
        "en": "Table {table}: {seconds} s more after “Time!”. Extra time: {now}.",
        "ca": "Taula {table}: {seconds} s més després de «Temps!». Temps addicional: {now}.",
                            "es": "Mesa {table}: {seconds} s más tras «¡Tiempo!». Tiempo adicional: {now}."},
    "summary.accommodate_none": {
        "en": "Table {table}: no extra time. Extra time: {now}.",
        "ca": "Taula {table}: sense temps addicional. Temps addicional: {now}.",
                                 "es": "Mesa {table}: sin tiempo adicional. Tiempo adicional: {now}."},
    "summary.withdraw": {
        "en": "Table {table}: withdrawn from round {round} on (kept in the standings with the rounds played).",
        "ca": "Taula {table}: retirat des de la ronda {round} (es queda a la classificació amb les rondes jugades).",
        "es": "Mesa {table}: retirado desde la ronda {round} (se queda en la clasificación con las rondas jugadas)."},
    "summary.reinstate": {
        "en": "Table {table}: plays again (its withdrawal from round {round} taken back).{owed}",
        "ca": "Taula {table}: torna a jugar (desfet el retira des de la ronda {round}).{owed}",
        "es": "Mesa {table}: vuelve a jugar (deshecho el retira desde la ronda {round}).{owed}"},
    "summary.reinstate_owed": {
        "en": " Its slip is missing in {n:round|rounds} {rounds}: slip rN (correct rN once final), else 0.",
        "ca": " Li falta la papereta {n:de la ronda|de les rondes} {rounds}: slip rN (correct rN si ja és "
              "definitiva); si no, 0.",
        "es": " Le falta la papeleta {n:de la ronda|de las rondas} {rounds}: slip rN (correct rN si ya es "
              "definitiva); si no, 0."},
    "summary.table_short": {"en": "table", "ca": "taula", "es": "mesa"},
    "summary.warn.zero for this round": {
        "en": "Table {table}: zero for this round.",
        "ca": "Taula {table}: zero en aquesta ronda.",
        "es": "Mesa {table}: cero en esta ronda."},
    "summary.warn.expelled": {
        "en": "Table {table}: expelled from the game.",
        "ca": "Taula {table}: expulsat de la partida.",
        "es": "Mesa {table}: expulsado de la partida."},
    "summary.finalise": {
        "en": "Round {round} is final.",
        "ca": "Ronda {round} definitiva.", "es": "Ronda {round} definitiva."},
    "summary.finalise_zero": {
        "en": " No slip (0 points): {tables}.",
        "ca": " Sense papereta (0 punts): {tables}.",
        "es": " Sin papeleta (0 puntos): {tables}."},
    "summary.final": {
        "en": "Final results: no more corrections can be made.",
        "ca": "Resultats definitius: ja no s'hi poden fer correccions.",
        "es": "Resultados definitivos: ya no se admiten correcciones."},
    "summary.master": {
        "en": "{n:# possible move|# possible moves}; best {score:# point|# points}: {moves}.",
        "ca": "{n:# jugada possible|# jugades possibles}; màxim {score:# punt|# punts}: {moves}.",
        "es": "{n:# jugada posible|# jugadas posibles}; máximo {score:# punto|# puntos}: {moves}."},
    "summary.standings": {
        "en": "Standings of {n:# player|# players}{provisional}.",
        "ca": "Classificació {n:d'# jugador|de # jugadors}{provisional}.",
        "es": "Clasificación de {n:# jugador|# jugadores}{provisional}."},
    "summary.provisional": {"en": " (provisional)", "ca": " (provisional)", "es": " (provisional)"},
    "summary.state": {
        "en": "Round {round}, phase {phase}.",
        "ca": "Ronda {round}, fase {phase}.", "es": "Ronda {round}, fase {phase}."},
    "summary.devices": {"en": "Devices: {devices}.", "ca": "Dispositius: {devices}.", "es": "Dispositivos: {devices}."},
    "summary.no_devices": {"en": "No devices.", "ca": "Cap dispositiu.", "es": "Ningún dispositivo."},
    "summary.revoke": {
        "en": "Device “{name}” revoked: its code no longer works.",
        "ca": "Dispositiu «{name}» revocat: el seu codi ja no funciona.",
        "es": "Dispositivo «{name}» revocado: su código ya no funciona."},
    "summary.lock": {
        "en": "Table {table}: only the judge enters its slips.",
        "ca": "Taula {table}: només el jutge n'entra les paperetes.",
        "es": "Mesa {table}: solo el juez entra sus papeletas."},
    "summary.unlock": {
        "en": "Table {table}: the devices can enter its slips again.",
        "ca": "Taula {table}: els dispositius en poden tornar a entrar les paperetes.",
        "es": "Mesa {table}: los dispositivos pueden volver a entrar sus papeletas."},
    "summary.calling": {
        "en": "Calling the rack {rack}.",
        "ca": "Cridant el faristol {rack}.", "es": "Cantando el atril {rack}."},
    "summary.calling_again": {
        "en": "Calling the rack {rack} again.",
        "ca": "Tornant a cridar el faristol {rack}.",
        "es": "Volviendo a cantar el atril {rack}."},
    "summary.screen.standings": {
        "en": "Projector: standings.",
        "ca": "Projector: classificació.", "es": "Proyector: clasificación."},
    "summary.screen.join": {
        "en": "Projector: address and QR to join.",
        "ca": "Projector: adreça i QR per entrar.",
        "es": "Proyector: dirección y QR para entrar."},
    "summary.screen.game": {
        "en": "Projector: the game.",
        "ca": "Projector: la partida.", "es": "Proyector: la partida."},
    "summary.page": {"en": "Page {page}.", "ca": "Pàgina {page}.", "es": "Página {page}."},
    "summary.done": {"en": "Done.", "ca": "Fet.", "es": "Hecho."},
    "summary.table": {"en": "table", "ca": "taula", "es": "mesa"},
    "summary.round": {"en": "round", "ca": "ronda", "es": "ronda"},
    "summary.correction": {"en": "correction", "ca": "correcció", "es": "corrección"},
    "summary.replaced": {
        "en": " (was: {text} {score})",
        "ca": " (abans: {text} {score})", "es": " (antes: {text} {score})"},
    "summary.null": {"en": "null", "ca": "nul·la", "es": "nula"},
    "summary.received": {"en": "received", "ca": "rebuda", "es": "recibida"},
    "summary.sanction": {
        "en": "Table {table}: penalty.",
        "ca": "Taula {table}: sanció.", "es": "Mesa {table}: sanción."},
    "summary.help": {"en": "Commands: {commands}.", "ca": "Ordres: {commands}.", "es": "Órdenes: {commands}."},
    # a shared screen: what the room reads in place of a secret line (display/shared.py, display/strip.py)
    "shared.received": {
        "en": "Table {table}: received (round {round})",
        "ca": "Taula {table}: rebuda (ronda {round})", "es": "Mesa {table}: recibida (ronda {round})"},
    "shared.refused": {
        "en": "Table {table}: refused — see the console (Tab)",
        "ca": "Taula {table}: refusada — mira-ho a la consola (Tab)",
        "es": "Mesa {table}: rechazada — míralo en la consola (Tab)"},
    "shared.done": {
        "en": "Done (details on the console: Tab)",
        "ca": "Fet (detalls a la consola: Tab)", "es": "Hecho (detalles en la consola: Tab)"},
    "shared.refused_other": {
        "en": "It could not be done (details on the console: Tab)",
        "ca": "No s'ha pogut fer (detalls a la consola: Tab)",
        "es": "No se ha podido hacer (detalles en la consola: Tab)"},
    # double entry, after a slip (display/summaries.py)
    "summary.entry.pending": {
        "en": " (first reading: a second one that agrees is needed)",
        "ca": " (primera lectura: cal una segona que hi coincideixi)",
        "es": " (primera lectura: hace falta una segunda que coincida)"},
    "summary.entry.agreed": {
        "en": " (readings agree)",
        "ca": " (lectures coincidents)", "es": " (lecturas coincidentes)"},
    "summary.entry.dispute": {
        "en": " — DISAGREEMENT: {texts}; settle it with settle r{n} {table} {choices}",
        "ca": " — DISCREPÀNCIA: {texts}; resol-la amb settle r{n} {table} {choices}",
        "es": " — DISCREPANCIA: {texts}; resuélvela con settle r{n} {table} {choices}"},
    "summary.entry.settled": {
        "en": " (settled by the judge)",
        "ca": " (resolta pel jutge)", "es": " (resuelta por el juez)"},
}
