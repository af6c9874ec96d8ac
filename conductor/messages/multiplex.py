"""What the multiplex says (conductor/multiplex, DESIGN §4g): the hub's refusals to a venue, its hub.yaml's errors,
and what a venue's judge is told about the link (a rack that differs, a rack not arrived yet)."""

MESSAGES: dict[str, dict[str, str]] = {
    "multiplex.wrong_key": {"en": "wrong key from {address}", "ca": "clau equivocada des de {address}",
                            "es": "clave equivocada desde {address}"},
    # the hub's answers to a venue (POST /api/multiplex/events, GET /api/multiplex/rack/N)
    "multiplex.key": {
        "en": "unknown venue or wrong key",
        "ca": "seu desconeguda o clau equivocada",
        "es": "sede desconocida o clave equivocada"},
    "multiplex.other_venue": {
        "en": "this key is venue '{own}''s: it may not send the events of '{venue}'",
        "ca": "aquesta clau és de la seu '{own}': no pot enviar els esdeveniments de '{venue}'",
        "es": "esta clave es de la sede '{own}': no puede enviar los eventos de '{venue}'"},
    "multiplex.order": {
        "en": "events out of order: the hub holds up to {acked}, send from {next}",
        "ca": "esdeveniments desordenats: el concentrador en té fins al {acked}, envia'ls a partir del {next}",
        "es": "eventos desordenados: el concentrador tiene hasta el {acked}, envíalos a partir del {next}"},
    "multiplex.body": {
        "en": "the body must be JSON: {{\"venue\": NAME, \"events\": [{{\"seq\": N, …}}, …]}}",
        "ca": "el cos ha de ser JSON: {{\"venue\": NOM, \"events\": [{{\"seq\": N, …}}, …]}}",
        "es": "el cuerpo debe ser JSON: {{\"venue\": NOMBRE, \"events\": [{{\"seq\": N, …}}, …]}}"},
    "multiplex.event": {
        "en": "event {seq}: {why}",
        "ca": "esdeveniment {seq}: {why}",
        "es": "evento {seq}: {why}"},
    "multiplex.no_rack": {
        "en": "round {round}: not yet (once the drawing venue has started it and this venue has revealed the round "
              "before)",
        "ca": "ronda {round}: encara no (quan la seu que sorteja l'hagi començada i aquesta seu hagi revelat la "
              "ronda anterior)",
        "es": "ronda {round}: aún no (cuando la sede que sortea la haya empezado y esta sede haya revelado la "
              "ronda anterior)"},
    "multiplex.busy": {
        "en": "too many events at once: send at most {n} a request",
        "ca": "massa esdeveniments de cop: envia'n com a màxim {n} per petició",
        "es": "demasiados eventos a la vez: envía como máximo {n} por petición"},
    "multiplex.full": {
        "en": "venue '{venue}' has sent more than one venue's game may hold ({events} events or {mb} MB): the hub "
              "takes no more of its events, and its organiser has been told",
        "ca": "la seu '{venue}' ha enviat més del que pot tenir la partida d'una seu ({events} esdeveniments o "
              "{mb} MB): el concentrador no n'accepta cap més, i el seu organitzador ho sap",
        "es": "la sede '{venue}' ha enviado más de lo que puede tener la partida de una sede ({events} eventos o "
              "{mb} MB): el concentrador no acepta ninguno más, y su organizador lo sabe"},
    "multiplex.full_organiser": {
        "en": "venue '{venue}' sends more than one venue's game may hold (the hub has {events} of its events, "
              "{kb} KB; a real game is a few thousand): its further events are refused; ask its judge what that "
              "laptop is doing",
        "ca": "la seu '{venue}' envia més del que pot tenir la partida d'una seu (el concentrador en té {events} "
              "esdeveniments, {kb} KB; una partida de veritat en té uns quants milers): se'n refusen els següents; "
              "pregunteu al seu jutge què fa aquell ordinador",
        "es": "la sede '{venue}' envía más de lo que puede tener la partida de una sede (el concentrador tiene "
              "{events} de sus eventos, {kb} KB; una partida de verdad tiene unos pocos miles): se rechazan los "
              "siguientes; preguntad a su juez qué hace ese ordenador"},
    # what a venue's judge is told
    "multiplex.rack_differs": {
        "en": "round {round}: venue '{venue}' played the rack {have}, '{source}' {want}: its players stay in the "
              "merged ranking with the rounds before it until the hub's organiser settles that round",
        "ca": "ronda {round}: la seu '{venue}' ha jugat el faristol {have} i '{source}' el {want}: els seus "
              "jugadors es queden a la classificació conjunta amb les rondes d'abans fins que l'organitzador del "
              "concentrador resolgui aquesta ronda",
        "es": "ronda {round}: la sede '{venue}' ha jugado el atril {have} y '{source}' el {want}: sus jugadores "
              "se quedan en la clasificación conjunta con las rondas de antes hasta que el organizador del "
              "concentrador resuelva esa ronda"},
    "multiplex.master_differs": {
        "en": "round {round}: venue '{venue}' revealed {have}, '{source}' {want}: its players stay in the merged "
              "ranking with the rounds before it until the hub's organiser settles that round",
        "ca": "ronda {round}: la seu '{venue}' ha donat la jugada mestra {have} i '{source}' la {want}: els seus "
              "jugadors es queden a la classificació conjunta amb les rondes d'abans fins que l'organitzador del "
              "concentrador resolgui aquesta ronda",
        "es": "ronda {round}: la sede '{venue}' ha dado la jugada maestra {have} y '{source}' la {want}: sus "
              "jugadores se quedan en la clasificación conjunta con las rondas de antes hasta que el organizador "
              "del concentrador resuelva esa ronda"},
    "multiplex.unplayable": {
        "en": "venue '{venue}': the hub cannot take its event {seq} ({why}): its events are kept, apart from the "
              "merged ranking",
        "ca": "seu '{venue}': el concentrador no pot aplicar el seu esdeveniment {seq} ({why}): se'n guarden els "
              "esdeveniments, fora de la classificació conjunta",
        "es": "sede '{venue}': el concentrador no puede aplicar su evento {seq} ({why}): se guardan sus eventos, "
              "fuera de la clasificación conjunta"},
    "multiplex.other_list": {
        "en": "venue '{venue}' plays the word list {have}; the hub holds {held}: give the hub that list ({setting} "
              "in hub.yaml) or play the hub's; its events are kept, apart from the merged ranking",
        "ca": "la seu '{venue}' juga amb la llista de paraules {have}; el concentrador té {held}: doneu-li "
              "aquella llista ({setting} a hub.yaml) o jugueu amb la seva; se'n guarden els esdeveniments, fora de "
              "la classificació conjunta",
        "es": "la sede '{venue}' juega con la lista de palabras {have}; el concentrador tiene {held}: dadle esa "
              "lista ({setting} en hub.yaml) o jugad con la suya; se guardan sus eventos, fuera de la clasificación "
              "conjunta"},
    "multiplex.too_many": {
        "en": "venue '{venue}' sets up {n} players, more than a game holds ({most}): its events are kept, apart "
              "from the merged ranking",
        "ca": "la seu '{venue}' té {n} jugadors, més dels que admet una partida ({most}): se'n guarden els "
              "esdeveniments, fora de la classificació conjunta",
        "es": "la sede '{venue}' tiene {n} jugadores, más de los que admite una partida ({most}): se guardan sus "
              "eventos, fuera de la clasificación conjunta"},
    "multiplex.seconds_differ": {
        "en": "venue '{venue}' gives {have} s to think each round, '{source}' {want} s: every venue must play the "
              "same time (round_seconds in its settings)",
        "ca": "la seu '{venue}' dona {have} s per pensar cada ronda i '{source}' {want} s: totes les seus han de "
              "jugar amb el mateix temps (round_seconds a la seva configuració)",
        "es": "la sede '{venue}' da {have} s para pensar cada ronda y '{source}' {want} s: todas las sedes deben "
              "jugar con el mismo tiempo (round_seconds en su configuración)"},
    "multiplex.wait_master": {
        "en": "round {round}: {ties} moves tie for the top and the drawing venue's master has not arrived from "
              "the hub: wait a moment, or pick it with {usage} when it is read to you",
        "ca": "ronda {round}: hi ha {ties} jugades empatades al màxim i la jugada mestra de la seu que sorteja no "
              "ha arribat del concentrador: espera un moment o tria-la amb {usage} quan te la llegeixin",
        "es": "ronda {round}: hay {ties} jugadas empatadas al máximo y la jugada maestra de la sede que sortea no "
              "ha llegado del concentrador: espera un momento o elígela con {usage} cuando te la lean"},
    "multiplex.apart": {
        "en": "kept apart from the merged ranking since round {round}: its judge has been told why",
        "ca": "fora de la classificació conjunta des de la ronda {round}: el seu jutge sap per què",
        "es": "fuera de la clasificación conjunta desde la ronda {round}: su juez sabe por qué"},
    # the hub's console: the organiser settles a venue kept apart (state.py settle)
    "multiplex.settle_usage": {
        "en": "settle VENUE ROUND count|void — count: its players are ranked on the round they played; void: each "
              "of them gets the round's master score",
        "ca": "resol SEU RONDA compta|anul·la — compta: els seus jugadors es classifiquen amb la ronda que han "
              "jugat; anul·la: cadascun rep la puntuació de la jugada mestra de la ronda",
        "es": "resuelve SEDE RONDA cuenta|anula — cuenta: sus jugadores se clasifican con la ronda que han jugado; "
              "anula: cada uno recibe la puntuación de la jugada maestra de la ronda"},
    "multiplex.settle_venue": {
        "en": "no venue '{venue}' (the venues: {venues})",
        "ca": "no hi ha cap seu '{venue}' (les seus: {venues})",
        "es": "no hay ninguna sede '{venue}' (las sedes: {venues})"},
    "multiplex.settle_not_apart": {
        "en": "venue '{venue}' is not kept apart: nothing to settle at round {round}",
        "ca": "la seu '{venue}' no està fora de la classificació conjunta: no hi ha res a resoldre a la ronda "
              "{round}",
        "es": "la sede '{venue}' no está fuera de la clasificación conjunta: no hay nada que resolver en la ronda "
              "{round}"},
    "multiplex.settle_other_round": {
        "en": "venue '{venue}' is kept apart from round {apart}, not {round}: settle round {apart}",
        "ca": "la seu '{venue}' està fora des de la ronda {apart}, no la {round}: resol la ronda {apart}",
        "es": "la sede '{venue}' está fuera desde la ronda {apart}, no la {round}: resuelve la ronda {apart}"},
    "multiplex.settled_count": {
        "en": "round {round} at venue '{venue}' counts as played there (the hub's organiser settled it): its "
              "players are back in the merged ranking",
        "ca": "la ronda {round} de la seu '{venue}' compta tal com s'hi ha jugat (ho ha resolt l'organitzador del "
              "concentrador): els seus jugadors tornen a la classificació conjunta",
        "es": "la ronda {round} de la sede '{venue}' cuenta tal como se jugó allí (lo ha resuelto el organizador "
              "del concentrador): sus jugadores vuelven a la clasificación conjunta"},
    "multiplex.settled_void": {
        "en": "round {round} at venue '{venue}' is void (the hub's organiser settled it): each of its players gets "
              "the round's master score and is back in the merged ranking",
        "ca": "la ronda {round} de la seu '{venue}' queda anul·lada (ho ha resolt l'organitzador del "
              "concentrador): cadascun dels seus jugadors rep la puntuació de la jugada mestra i torna a la "
              "classificació conjunta",
        "es": "la ronda {round} de la sede '{venue}' queda anulada (lo ha resuelto el organizador del "
              "concentrador): cada uno de sus jugadores recibe la puntuación de la jugada maestra y vuelve a la "
              "clasificación conjunta"},
    "multiplex.console_usage": {
        "en": "settle VENUE ROUND count|void, absent VENUE, present VENUE",
        "ca": "resol SEU RONDA compta|anul·la, absent SEU, present SEU",
        "es": "resuelve SEDE RONDA cuenta|anula, ausente SEDE, presente SEDE"},
    # the organiser leaves a venue out of the public rounds (state.py leave_out) and takes it back
    "multiplex.absent_usage": {
        "en": "absent VENUE — the ranking goes on without a venue (one that never connects holds it back); present "
              "VENUE takes it back",
        "ca": "absent SEU — la classificació continua sense una seu (una que no es connecta la deixa aturada); "
              "present SEU la torna a incloure",
        "es": "ausente SEDE — la clasificación sigue sin una sede (una que no se conecta la deja parada); presente "
              "SEDE la vuelve a incluir"},
    "multiplex.left_out": {
        "en": "venue '{venue}' is left out: the ranking goes on without waiting for it (present {venue} takes it "
              "back)",
        "ca": "la seu '{venue}' queda fora: la classificació continua sense esperar-la (present {venue} la torna a "
              "incloure)",
        "es": "la sede '{venue}' queda fuera: la clasificación sigue sin esperarla (presente {venue} la vuelve a "
              "incluir)"},
    "multiplex.taken_back": {
        "en": "venue '{venue}' is in the ranking: the public rounds wait for it again",
        "ca": "la seu '{venue}' és a la classificació: les rondes públiques tornen a esperar-la",
        "es": "la sede '{venue}' está en la clasificación: las rondas públicas vuelven a esperarla"},
    "multiplex.coming_back": {
        "en": "venue '{venue}' comes back into the ranking once it has revealed round {round} (it has revealed "
              "{revealed}): rounds already public stay public",
        "ca": "la seu '{venue}' tornarà a la classificació quan hagi revelat la ronda {round} (n'ha revelat "
              "{revealed}): les rondes que ja són públiques ho continuen sent",
        "es": "la sede '{venue}' volverá a la clasificación cuando haya revelado la ronda {round} (ha revelado "
              "{revealed}): las rondas que ya son públicas lo siguen siendo"},
    "multiplex.absent_sends": {
        "en": "venue '{venue}' is left out and has begun to send its game: present {venue} takes it back",
        "ca": "la seu '{venue}' és fora i ha començat a enviar la seva partida: present {venue} la torna a incloure",
        "es": "la sede '{venue}' está fuera y ha empezado a enviar su partida: presente {venue} la vuelve a "
              "incluir"},
    "multiplex.silent": {
        "en": "venue '{venue}' has sent nothing {after} after '{first}' began: the public ranking waits for it; "
              "absent {venue} lets it go on without it",
        "ca": "la seu '{venue}' no ha enviat res {after} després que '{first}' comencés: la classificació pública "
              "l'espera; absent {venue} la fa continuar sense ella",
        "es": "la sede '{venue}' no ha enviado nada {after} después de que '{first}' empezara: la clasificación "
              "pública la espera; ausente {venue} la hace seguir sin ella"},
    # what the public is told of a venue left out (/api/multiplex venues[NAME].absent, the page)
    "multiplex.absent_none": {
        "en": "{venue} has not connected: out of the ranking",
        "ca": "{venue} no s'ha connectat: fora de la classificació",
        "es": "{venue} no se ha conectado: fuera de la clasificación"},
    "multiplex.absent_out": {
        "en": "{venue} is left out by the organiser: out of the ranking",
        "ca": "{venue} queda fora per decisió de l'organitzador: fora de la classificació",
        "es": "{venue} queda fuera por decisión del organizador: fuera de la clasificación"},
    "multiplex.absent_rows": {
        "en": "{venue} is left out by the organiser: its rows stay at round {n}",
        "ca": "{venue} queda fora per decisió de l'organitzador: les seves files es queden a la ronda {n}",
        "es": "{venue} queda fuera por decisión del organizador: sus filas se quedan en la ronda {n}"},
    "multiplex.absent_back": {
        "en": "{venue} comes back once it has caught up with round {round} (its rows are at round {n})",
        "ca": "{venue} torna quan arribi a la ronda {round} (les seves files són a la ronda {n})",
        "es": "{venue} vuelve cuando llegue a la ronda {round} (sus filas están en la ronda {n})"},
    "multiplex.console_word": {
        "en": "unknown command '{word}': {usage}",
        "ca": "ordre desconeguda '{word}': {usage}",
        "es": "orden desconocida '{word}': {usage}"},
    "multiplex.wait_rack": {
        "en": "round {round}: the drawing venue's rack has not arrived from the hub; type it with {usage} when "
              "it is read to you",
        "ca": "ronda {round}: el faristol de la seu que sorteja no ha arribat del concentrador; escriu-lo amb "
              "{usage} quan te'l llegeixin",
        "es": "ronda {round}: el atril de la sede que sortea no ha llegado del concentrador; escríbelo con "
              "{usage} cuando te lo lean"},
    "multiplex.internal_error": {
        "en": "the hub met an error of its own and went on ({what}; {n:# error|# errors} so far): the details are in "
              "{file}; please send that file to Conductor's maintainers",
        "ca": "el concentrador ha trobat un error propi i ha continuat ({what}; {n:# error|# errors} fins ara): els "
              "detalls són a {file}; envieu aquest fitxer als mantenidors de Conductor",
        "es": "el concentrador ha encontrado un error propio y ha seguido ({what}; {n:# error|# errores} hasta "
              "ahora): los detalles están en {file}; enviad ese fichero a los mantenedores de Conductor"},
    "multiplex.link_down": {
        "en": "the hub {hub} cannot be reached ({why}): the game goes on, its events wait and are sent when it "
              "comes back",
        "ca": "no s'arriba al concentrador {hub} ({why}): la partida continua; els esdeveniments esperen i "
              "s'enviaran quan torni",
        "es": "no se llega al concentrador {hub} ({why}): la partida sigue; los eventos esperan y se enviarán "
              "cuando vuelva"},
    "multiplex.link_up": {
        "en": "the hub {hub} has every event up to {acked}",
        "ca": "el concentrador {hub} té tots els esdeveniments fins al {acked}",
        "es": "el concentrador {hub} tiene todos los eventos hasta el {acked}"},
    "multiplex.refused": {
        "en": "the hub {hub} refuses this venue's events: {why}",
        "ca": "el concentrador {hub} rebutja els esdeveniments d'aquesta seu: {why}",
        "es": "el concentrador {hub} rechaza los eventos de esta sede: {why}"},
    # a venue's settings (config.py)
    "settings.multiplex": {
        "en": "{file}: {setting} must be a group hub: URL (http or https), venue: NAME, key: KEY (16 characters "
              "at least)",
        "ca": "{file}: {setting} ha de ser un grup hub: URL (http o https), venue: NOM, key: CLAU (16 caràcters "
              "com a mínim)",
        "es": "{file}: {setting} debe ser un grupo hub: URL (http o https), venue: NOMBRE, key: CLAVE (16 "
              "caracteres como mínimo)"},
    "multiplex.nothing": {
        "en": "hub log '{path}': no round has been revealed at every venue yet",
        "ca": "registre del concentrador '{path}': encara cap ronda no s'ha revelat a totes les seus",
        "es": "registro del concentrador '{path}': aún no se ha revelado ninguna ronda en todas las sedes"},
    "multiplex.no_venue_log": {
        "en": "the hub's log holds no game of venue '{venue}' (the venues: {venues})",
        "ca": "el registre del concentrador no té cap partida de la seu '{venue}' (les seus: {venues})",
        "es": "el registro del concentrador no tiene ninguna partida de la sede '{venue}' (las sedes: {venues})"},
    # hub.yaml
    "hubconf.file": {
        "en": "hub settings '{path}': {why}",
        "ca": "configuració del concentrador '{path}': {why}",
        "es": "configuración del concentrador '{path}': {why}"},
    "hubconf.group": {
        "en": "it must hold a group {names}",
        "ca": "ha de tenir un grup {names}",
        "es": "debe tener un grupo {names}"},
    "hubconf.unknown": {
        "en": "multiplex.{setting}: no such setting (known: {known})",
        "ca": "multiplex.{setting}: aquest paràmetre no existeix (n'hi ha: {known})",
        "es": "multiplex.{setting}: este parámetro no existe (los hay: {known})"},
    "hubconf.venues": {
        "en": "multiplex.venues: name each venue with its key (at least 16 characters), at least two venues",
        "ca": "multiplex.venues: cal cada seu amb la seva clau (16 caràcters com a mínim), dues seus o més",
        "es": "multiplex.venues: hace falta cada sede con su clave (16 caracteres como mínimo), dos sedes o más"},
    "hubconf.same_key": {
        "en": "multiplex.venues: '{a}' and '{b}' have the same key; give each venue its own",
        "ca": "multiplex.venues: '{a}' i '{b}' tenen la mateixa clau; dona a cada seu la seva",
        "es": "multiplex.venues: '{a}' y '{b}' tienen la misma clave; da a cada sede la suya"},
    "hubconf.source": {
        "en": "give either {draw} (the venue whose racks the others follow) or {pack}, not both nor neither",
        "ca": "cal {draw} (la seu que sorteja els faristols) o {pack}, un dels dos",
        "es": "hace falta {draw} (la sede que sortea los atriles) o {pack}, uno de los dos"},
    "hubconf.draw": {
        "en": "{setting}: '{venue}' is not one of the venues ({venues})",
        "ca": "{setting}: '{venue}' no és cap de les seus ({venues})",
        "es": "{setting}: '{venue}' no es ninguna de las sedes ({venues})"},
    "hubconf.choice": {
        "en": "multiplex.{setting} must be one of {choices}",
        "ca": "multiplex.{setting} ha de ser un d'aquests valors: {choices}",
        "es": "multiplex.{setting} debe ser uno de estos valores: {choices}"},
    "hubconf.whole": {
        "en": "multiplex.{setting} must be a whole number from {low} to {high}",
        "ca": "multiplex.{setting} ha de ser un nombre enter de {low} a {high}",
        "es": "multiplex.{setting} debe ser un número entero de {low} a {high}"},
    "hubconf.flag": {
        "en": "multiplex.{setting} must be true or false",
        "ca": "multiplex.{setting} ha de ser true o false",
        "es": "multiplex.{setting} debe ser true o false"},
    "hubconf.draw_resumed": {
        "en": "--draw {venue}: this game began with '{was}' drawing, and goes on so",
        "ca": "--draw {venue}: aquesta partida va començar sortejant '{was}' i continua així",
        "es": "--draw {venue}: esta partida empezó sorteando '{was}' y sigue así"},
    "hubconf.venue_dropped": {
        "en": "hub.yaml no longer lists venue '{venue}', whose {n} events are in the hub's log: list it again (its "
              "key may change), or start a new hub log",
        "ca": "hub.yaml ja no té la seu '{venue}', que té {n} esdeveniments al registre del concentrador: torneu-la "
              "a posar (la clau pot canviar) o comenceu un registre nou",
        "es": "hub.yaml ya no tiene la sede '{venue}', que tiene {n} eventos en el registro del concentrador: "
              "volved a ponerla (la clave puede cambiar) o empezad un registro nuevo"},
    "hubconf.changed": {
        "en": "hub.yaml has changed since this hub's log began, and the hub goes on so: {changes}",
        "ca": "hub.yaml ha canviat des que va començar el registre del concentrador, i el concentrador continua "
              "així: {changes}",
        "es": "hub.yaml ha cambiado desde que empezó el registro del concentrador, y el concentrador sigue así: "
              "{changes}"},
    "hubconf.venue_added": {"en": "venue '{venue}' added", "ca": "s'hi ha afegit la seu '{venue}'",
                            "es": "se ha añadido la sede '{venue}'"},
    "hubconf.venue_removed": {"en": "venue '{venue}' removed (it had sent nothing)",
                              "ca": "s'ha tret la seu '{venue}' (no havia enviat res)",
                              "es": "se ha quitado la sede '{venue}' (no había enviado nada)"},
    "hubconf.setting_changed": {"en": "{setting}: {was} → {now}", "ca": "{setting}: {was} → {now}",
                                "es": "{setting}: {was} → {now}"},
    "hubconf.log": {
        "en": "hub log '{path}': {why}",
        "ca": "registre del concentrador '{path}': {why}",
        "es": "registro del concentrador '{path}': {why}"},

    # the multiplex's ranking page (/multiplex: conductor/server/static/multiplex/, words by server/pagewords.py)
    "page.multiplex.title": {"en": "Combined standings", "ca": "Classificació conjunta",
        "es": "Clasificación conjunta"},
    "page.multiplex.rounds": {"en": "Rounds 1–{n}", "ca": "Rondes 1–{n}", "es": "Rondas 1–{n}"},
    "page.multiplex.none": {"en": "No round revealed in every venue yet",
        "ca": "Encara cap ronda revelada a totes les seus", "es": "Aún ninguna ronda revelada en todas las sedes"},
    "page.multiplex.rank": {"en": "Rank", "ca": "Lloc", "es": "Puesto"},
    "page.multiplex.venue": {"en": "Venue", "ca": "Seu", "es": "Sede"},
    "page.multiplex.table": {"en": "Table", "ca": "Taula", "es": "Mesa"},
    "page.multiplex.name": {"en": "Name", "ca": "Nom", "es": "Nombre"},
    "page.multiplex.club": {"en": "Club", "ca": "Club", "es": "Club"},
    "page.multiplex.total": {"en": "Points", "ca": "Punts", "es": "Puntos"},
    "page.multiplex.percent": {"en": "% master", "ca": "% mestra", "es": "% máster"},
    "page.multiplex.venues": {"en": "Venues", "ca": "Seus", "es": "Sedes"},
    "page.multiplex.round": {"en": "round", "ca": "ronda", "es": "ronda"},
    "page.multiplex.down": {"en": "no connection", "ca": "sense connexió", "es": "sin conexión"},
    "page.multiplex.corrections": {"en": "Corrections", "ca": "Correccions", "es": "Correcciones"},
    "page.multiplex.corrections_all": {"en": "{n:# correction in all|# corrections in all}",
        "ca": "{n:# correcció en total|# correccions en total}", "es": "{n:# corrección en total|# correcciones "
        "en total}"},
    "page.multiplex.page": {"en": "Page {p} of {n}", "ca": "Pàgina {p} de {n}", "es": "Página {p} de {n}"},
    "page.multiplex.by_points": {"en": "by points", "ca": "per punts", "es": "por puntos"},
    "page.multiplex.by_percent": {"en": "by % of the master", "ca": "per % de la mestra",
        "es": "por % del máster"},
    "page.multiplex.by_three": {"en": "average of three rankings", "ca": "mitjana de tres classificacions",
        "es": "media de tres clasificaciones"},

    "page.multiplex.bonus": {"en": "Bonus", "ca": "Bonif.", "es": "Bonif."},
    "page.multiplex.value_percent_bonus": {"en": "% + bonus", "ca": "% + bonif.", "es": "% + bonif."},
    "page.multiplex.value_three": {"en": "Mean rank", "ca": "Lloc mitjà", "es": "Puesto medio"},
    "page.multiplex.provisional": {"en": "provisional: slips still coming", "ca": "provisional: encara arriben "
        "paperetes", "es": "provisional: aún llegan papeletas"},
    "page.multiplex.final": {"en": "final", "ca": "definitiva", "es": "definitiva"},
    "page.multiplex.playing": {"en": "the game goes on", "ca": "la partida continua", "es": "la partida sigue"},
    "page.multiplex.stale": {"en": "No news from the hub since {time}: this ranking may be out of date",
        "ca": "Cap notícia del concentrador des de les {time}: aquesta classificació pot ser antiga",
        "es": "Ninguna noticia del concentrador desde las {time}: esta clasificación puede estar desfasada"},
    "page.multiplex.apart_rows": {"en": "{venue}: {why}; its rows stay at round {n} until the organiser settles it",
        "ca": "{venue}: {why}; les seves files es queden a la ronda {n} fins que l'organitzador ho resolgui",
        "es": "{venue}: {why}; sus filas se quedan en la ronda {n} hasta que el organizador lo resuelva"},
    "page.multiplex.apart_none": {"en": "{venue}: {why}; it has no public round yet",
        "ca": "{venue}: {why}; encara no té cap ronda pública", "es": "{venue}: {why}; aún no tiene ninguna ronda "
        "pública"},
}
