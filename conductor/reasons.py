"""The rules core's reasons (English, exact, used in logs and tests) told to players in their language.

The core raises one-line English messages with a fixed shape; this module reads those shapes back and
says them in Catalan or Spanish, so the words players see are kept apart from the rules that decide.
A message with no known shape is shown as it is rather than lost.
"""

from __future__ import annotations

import re

_T = "'(?P<t>[^']*)'"
_SHAPES: list[tuple[str, dict[str, str]]] = [
    (rf"^coordinate {_T}: write a row letter and a column number, H8 for across or 8H for down$",
     {"ca": "coordenada '{t}': escriu la fila (A–O) i la columna (1–15): H8 horitzontal, 8H vertical",
      "es": "coordenada '{t}': escribe la fila (A–O) y la columna (1–15): H8 horizontal, 8H vertical"}),
    (rf"^coordinate {_T}: row must be A–O$",
     {"ca": "coordenada '{t}': la fila ha de ser de la A a la O", "es": "coordenada '{t}': la fila va de la A a la O"}),
    (rf"^coordinate {_T}: column must be 1–15$",
     {"ca": "coordenada '{t}': la columna ha de ser de l'1 al 15", "es": "coordenada '{t}': la columna va del 1 al 15"}),
    (rf"^move {_T}: write a coordinate and a word, e.g. H8 CASA$",
     {"ca": "'{t}': escriu una coordenada i una paraula, per exemple H8 CASA",
      "es": "'{t}': escribe una coordenada y una palabra, por ejemplo H8 CASA"}),
    (r"^write a coordinate and a word, e.g. H8 CASA$",
     {"ca": "escriu una coordenada i una paraula, per exemple H8 CASA",
      "es": "escribe una coordenada y una palabra, por ejemplo H8 CASA"}),
    (r"^a word has at least 2 tiles$",
     {"ca": "una paraula té com a mínim 2 fitxes", "es": "una palabra tiene al menos 2 fichas"}),
    (r"^the word runs off the board after (?P<s>\w+)$",
     {"ca": "la paraula surt del tauler (comença a {s})", "es": "la palabra se sale del tablero (empieza en {s})"}),
    (r"^the word goes on through (?P<s>\w+); write the whole word$",
     {"ca": "la paraula continua per {s}: escriu-la sencera", "es": "la palabra sigue por {s}: escríbela entera"}),
    (r"^square (?P<s>\w+) holds (?P<a>\S+), not (?P<b>\S+)$",
     {"ca": "a la casella {s} hi ha {a}, no {b}", "es": "en la casilla {s} hay {a}, no {b}"}),
    (r"^it places no new tile$",
     {"ca": "no hi posa cap fitxa nova", "es": "no coloca ninguna ficha nueva"}),
    (r"^it places (?P<n>\d+) tiles, at most 7$",
     {"ca": "hi posa {n} fitxes; com a màxim 7", "es": "coloca {n} fichas; como máximo 7"}),
    (r"^the first move must cover H8$",
     {"ca": "la primera jugada ha de passar per H8", "es": "la primera jugada debe pasar por H8"}),
    (r"^it does not touch any tile on the board$",
     {"ca": "no toca cap fitxa del tauler", "es": "no toca ninguna ficha del tablero"}),
    (r"^(?P<w>\S+) is not in the lexicon$",
     {"ca": "{w} no és al diccionari", "es": "{w} no está en el diccionario"}),
    (r"^the rack has no blank for (?P<x>\S+)$",
     {"ca": "el faristol no té cap escarràs per a la {x}", "es": "el atril no tiene comodín para la {x}"}),
    (r"^the rack has no (?P<x>\S+); a blank must be written in lowercase$",
     {"ca": "el faristol no té cap {x}; l'escarràs s'escriu en minúscula",
      "es": "el atril no tiene {x}; el comodín se escribe en minúscula"}),
    (r"^the rack has no (?P<x>\S+)$",
     {"ca": "el faristol no té cap {x}", "es": "el atril no tiene {x}"}),
    (rf"^word {_T}: it is empty$|^word '': it is empty$",
     {"ca": "falta la paraula", "es": "falta la palabra"}),
    (rf"^word {_T}: '\?' is for racks; write a blank as the lowercase letter$",
     {"ca": "'{t}': l'escarràs s'escriu amb la lletra en minúscula, no amb '?'",
      "es": "'{t}': el comodín se escribe con la letra en minúscula, no con '?'"}),
    (rf"^word {_T}: tile (?P<x>\S+) at position (?P<n>\d+) mixes capitals and lowercase$",
     {"ca": "'{t}': la fitxa {x} (posició {n}) barreja majúscules i minúscules",
      "es": "'{t}': la ficha {x} (posición {n}) mezcla mayúsculas y minúsculas"}),
    (rf"^word {_T}: there is no (?P<x>\w) tile in \w+ \(position (?P<n>\d+)\)$",
     {"ca": "'{t}': no hi ha cap fitxa {x} (posició {n})", "es": "'{t}': no hay ficha {x} (posición {n})"}),
    (rf"^word {_T}: Y exists only in the NY tile \(position (?P<n>\d+)\)$",
     {"ca": "'{t}': la Y només existeix dins la fitxa NY (posició {n})", "es": "'{t}': la Y solo existe en la ficha NY"}),
    (rf"^word {_T}: Q exists only in the QU tile \(position (?P<n>\d+)\)$",
     {"ca": "'{t}': la Q només existeix dins la fitxa QU (posició {n})", "es": "'{t}': la Q solo existe en la ficha QU"}),
    (rf"^word {_T}: a middle dot belongs only inside L·L \(position (?P<n>\d+)\)$",
     {"ca": "'{t}': el punt volat només va dins la L·L (posició {n})", "es": "'{t}': el punto volado solo va en L·L"}),
    (rf"^word {_T}: spaces are not allowed inside a word \(position (?P<n>\d+)\)$",
     {"ca": "'{t}': una paraula no porta espais", "es": "'{t}': una palabra no lleva espacios"}),
    (rf"^word {_T}: there is no tile '(?P<x>.)' \(position (?P<n>\d+)\)$",
     {"ca": "'{t}': no hi ha cap fitxa '{x}' (posició {n})", "es": "'{t}': no hay ninguna ficha '{x}' (posición {n})"}),
    # the placement of tiles by clicking (rules.move.move_from_tiles)
    (r"^the new tiles are not in one row or column$",
     {"ca": "les fitxes noves no són en una sola fila o columna", "es": "las fichas nuevas no están en una fila o columna"}),
    (r"^there is a gap between the new tiles at (?P<s>\w+)$",
     {"ca": "hi ha un forat entre les fitxes noves a {s}", "es": "hay un hueco entre las fichas nuevas en {s}"}),
    (r"^no tile placed$",
     {"ca": "no has posat cap fitxa", "es": "no has colocado ninguna ficha"}),
    # null moves (II.7)
    (r"^coordinate missing, wrong or illegible$",
     {"ca": "coordenades absents, incorrectes o il·legibles", "es": "coordenadas ausentes, incorrectas o ilegibles"}),
    (r"^main word not valid or illegible$",
     {"ca": "paraula principal no vàlida o il·legible", "es": "palabra principal no válida o ilegible"}),
    (r"^blank not marked$", {"ca": "escarràs no marcat", "es": "comodín no marcado"}),
    (r"^slip not handed in on time$",
     {"ca": "papereta no lliurada a temps", "es": "papeleta no entregada a tiempo"}),
    # slips across rounds and corrections (game/duplicate.py)
    (r"^not now: no round is collecting slips \(they come once a rack has been called\)$",
     {"ca": "ara no: cap ronda no recull paperetes (arriben un cop cridat el faristol)",
      "es": "ahora no: ninguna ronda recoge papeletas (llegan una vez cantado el atril)"}),
    (r"^round (?P<n>\d+) is final: change a slip with correct r\d+ TABLE …$",
     {"ca": "la ronda {n} ja és definitiva: canvia una papereta amb correct r{n} TAULA …",
      "es": "la ronda {n} ya es definitiva: cambia una papeleta con correct r{n} MESA …"}),
    (r"^not now: round (?P<n>\d+) has not started \(slips come once its rack has been called\)$",
     {"ca": "ara no: la ronda {n} encara no ha començat (les paperetes arriben un cop cridat el faristol)",
      "es": "ahora no: la ronda {n} aún no ha empezado (las papeletas llegan una vez cantado el atril)"}),
    (r"^round (?P<n>\d+) has not started: there is no slip to correct yet$",
     {"ca": "la ronda {n} encara no ha començat: no hi ha cap papereta per corregir",
      "es": "la ronda {n} aún no ha empezado: no hay ninguna papeleta que corregir"}),
    (r"^there is no round (?P<n>-?\d+) \(rounds 1–(?P<m>\d+) so far\)$",
     {"ca": "no hi ha ronda {n} (de moment, rondes 1–{m})", "es": "no hay ronda {n} (por ahora, rondas 1–{m})"}),
    (r"^there is no round (?P<n>-?\d+) yet$",
     {"ca": "encara no hi ha ronda {n}", "es": "aún no hay ronda {n}"}),
    (r"^round '(?P<t>[^']*)': rounds are numbered from 1$",
     {"ca": "ronda '{t}': les rondes es numeren des de l'1", "es": "ronda '{t}': las rondas se numeran desde el 1"}),
    (r"^no player at table (?P<n>-?\d+)$",
     {"ca": "no hi ha cap jugador a la taula {n}", "es": "no hay ningún jugador en la mesa {n}"}),
    (r"^the player at table (?P<n>\d+) has been expelled$",
     {"ca": "el jugador de la taula {n} ha estat expulsat", "es": "el jugador de la mesa {n} ha sido expulsado"}),
    (rf"^table {_T} is not a number$",
     {"ca": "taula '{t}': no és un número", "es": "mesa '{t}': no es un número"}),
    (r"^the results are final: no more corrections$",
     {"ca": "els resultats ja són definitius: no s'admeten més correccions",
      "es": "los resultados ya son definitivos: no se admiten más correcciones"}),
    (r"^the results are already final$",
     {"ca": "els resultats ja són definitius", "es": "los resultados ya son definitivos"}),
    (r"^the game is still going on: end it first, then declare the results final$",
     {"ca": "la partida encara continua: acaba-la i després declara definitius els resultats",
      "es": "la partida sigue: termínala y después declara definitivos los resultados"}),
    (r"^round (?P<n>\d+) is still on the board: close it \(no more slips\) or reveal it first$",
     {"ca": "la ronda {n} encara és al tauler: tanca-la (cap més papereta) o revela-la primer",
      "es": "la ronda {n} sigue en el tablero: ciérrala (ninguna papeleta más) o revélala antes"}),
    (r"^round (?P<n>\d+) is already final$",
     {"ca": "la ronda {n} ja és definitiva", "es": "la ronda {n} ya es definitiva"}),
    (r"^score (?P<s>-?\d+): must be 0–(?P<m>\d+) \(the top of round (?P<n>\d+)\)$",
     {"ca": "puntuació {s}: ha de ser de 0 a {m} (el màxim de la ronda {n})",
      "es": "puntuación {s}: debe ser de 0 a {m} (el máximo de la ronda {n})"}),
    (r"^finalise N: the round whose missing slips become 0$",
     {"ca": "finalise N: la ronda on les paperetes que falten valdran 0",
      "es": "finalise N: la ronda en que las papeletas que faltan valdrán 0"}),
    (r"^slip \[rN\] TABLE COORD WORD, or slip \[rN\] TABLE SCORE$",
     {"ca": "slip [rN] TAULA COORDENADA PARAULA, o slip [rN] TAULA PUNTS",
      "es": "slip [rN] MESA COORDENADA PALABRA, o slip [rN] MESA PUNTOS"}),
    (r"^null \[rN\] TABLE REASON, reason one of: (?P<x>.*)$",
     {"ca": "null [rN] TAULA MOTIU, amb motiu: {x}", "es": "null [rN] MESA MOTIVO, con motivo: {x}"}),
    (r"^correct rN TABLE null REASON, reason one of: (?P<x>.*)$",
     {"ca": "correct rN TAULA null MOTIU, amb motiu: {x}", "es": "correct rN MESA null MOTIVO, con motivo: {x}"}),
    (r"^correct rN TABLE COORD WORD, correct rN TABLE SCORE or correct rN TABLE null REASON$",
     {"ca": "correct rN TAULA COORDENADA PARAULA, correct rN TAULA PUNTS o correct rN TAULA null MOTIU",
      "es": "correct rN MESA COORDENADA PALABRA, correct rN MESA PUNTOS o correct rN MESA null MOTIVO"}),
    # the game server's gate (server/gate.py): what a phone or tablet may send
    (r"^slip: a coordinate and a word, or a score \(at most (?P<n>\d+) characters\)$",
     {"ca": "papereta: una coordenada i una paraula, o una puntuació (com a màxim {n} caràcters)",
      "es": "papeleta: una coordenada y una palabra, o una puntuación (como máximo {n} caracteres)"}),
    (r"^slip: a coordinate and a word, or a score$",
     {"ca": "papereta: una coordenada i una paraula, o una puntuació",
      "es": "papeleta: una coordenada y una palabra, o una puntuación"}),
    (r"^table (?P<n>\d+) is locked to the judge's console$",
     {"ca": "les paperetes de la taula {n} només les entra el jutge",
      "es": "las papeletas de la mesa {n} solo las entra el juez"}),
    (r"^not allowed$", {"ca": "no permès", "es": "no permitido"}),
    (r"^this device's access has been revoked$",
     {"ca": "l'accés d'aquest dispositiu s'ha revocat", "es": "el acceso de este dispositivo se ha revocado"}),
    (r"^this device enters the slips of tables (?P<a>\d+)–(?P<b>\d+) only$",
     {"ca": "aquest dispositiu només entra les paperetes de les taules {a}–{b}",
      "es": "este dispositivo solo entra las papeletas de las mesas {a}–{b}"}),
    (r"^you may send the slip of your own table only \(table (?P<n>\d+)\)$",
     {"ca": "només pots enviar la papereta de la teva taula (la {n})",
      "es": "solo puedes enviar la papeleta de tu mesa (la {n})"}),
    (r"^late: the time of round (?P<n>\d+) is up \(\"Temps!\"\)$",
     {"ca": "tard: el temps de la ronda {n} s'ha acabat («Temps!»)",
      "es": "tarde: el tiempo de la ronda {n} se ha acabado («¡Tiempo!»)"}),
    (r"^no round is being played$",
     {"ca": "ara no es juga cap ronda", "es": "ahora no se juega ninguna ronda"}),
    (r"^round (?P<n>\d+) is not being played$",
     {"ca": "la ronda {n} no s'està jugant", "es": "la ronda {n} no se está jugando"}),
    (r"^round (?P<n>\d+) has not started yet$",
     {"ca": "la ronda {n} encara no ha començat", "es": "la ronda {n} aún no ha empezado"}),
    # a hand-edited log, replayed (game/duplicate.py check_replayed)
    (r"^no round on the board$", {"ca": "no hi ha cap ronda al tauler", "es": "no hay ninguna ronda en el tablero"}),
    (r"^the game has ended \((?P<x>.*)\)$", {"ca": "la partida ja s'ha acabat ({x})", "es": "la partida ya ha terminado ({x})"}),
    # the judge's commands (game/duplicate.py, game/session.py)
    (r"^unknown command '(?P<t>[^']*)'; type help$",
     {"ca": "ordre desconeguda '{t}'; escriu help", "es": "orden desconocida '{t}'; escribe help"}),
    (r"^not now: the game is in phase '(?P<phase>\w+)' \(allowed in: (?P<phases>[\w, ]+)\)$",
     {"ca": "ara no: la partida és en la fase «{phase}» (es pot fer en: {phases})",
      "es": "ahora no: la partida está en la fase «{phase}» (se puede en: {phases})"}),
    (r"^this rack has legal moves; a new rack is drawn only when none exists$",
     {"ca": "aquest faristol té jugades possibles; només se'n treu un de nou quan no en té cap",
      "es": "este atril tiene jugadas posibles; solo se saca uno nuevo cuando no tiene ninguna"}),
    (r"^a prepared rack has no legal move here: end the game$",
     {"ca": "un faristol preparat no té cap jugada possible aquí: acaba la partida",
      "es": "un atril preparado no tiene ninguna jugada posible aquí: termina la partida"}),
    (r"^the rack must have (?P<n>\d+) tiles; it has (?P<m>\d+)$",
     {"ca": "el faristol ha de tenir {n} fitxes; en té {m}", "es": "el atril debe tener {n} fichas; tiene {m}"}),
    (r"^this rack has no legal move: draw a new rack or end the game$",
     {"ca": "aquest faristol no té cap jugada possible: treu-ne un de nou o acaba la partida",
      "es": "este atril no tiene ninguna jugada posible: saca uno nuevo o termina la partida"}),
    (r"^the timer is already paused$", {"ca": "el rellotge ja està aturat", "es": "el reloj ya está parado"}),
    (r"^the timer is running$", {"ca": "el rellotge està en marxa", "es": "el reloj está en marcha"}),
    (r"^adjust: seconds must be 0–3600$",
     {"ca": "adjust: els segons han de ser de 0 a 3600", "es": "adjust: los segundos deben ser de 0 a 3600"}),
    (r"^adjust SECONDS \(time left\)$", {"ca": "adjust SEGONS (temps que queda)", "es": "adjust SEGUNDOS (tiempo restante)"}),
    (r"^pick N \(a number from the master list\)$",
     {"ca": "pick N (un número de la llista de master)", "es": "pick N (un número de la lista de master)"}),
    (r"^warn TABLE$", {"ca": "warn TAULA", "es": "warn MESA"}),
    (r"^pick: choose 1–(?P<n>\d+)$", {"ca": "pick: tria de l'1 al {n}", "es": "pick: elige del 1 al {n}"}),
    (r"^the game has ended$", {"ca": "la partida ja s'ha acabat", "es": "la partida ya ha terminado"}),
    (r"^pick (?P<n>\d+): the top has (?P<m>\d+) moves$",
     {"ca": "pick {n}: el màxim té {m} jugades", "es": "pick {n}: el máximo tiene {m} jugadas"}),
    (r"^(?P<n>\d+) moves tie for the top: choose one with pick N \(see master\)$",
     {"ca": "{n} jugades empaten al màxim: tria'n una amb pick N (vegeu master)",
      "es": "{n} jugadas empatan en el máximo: elige una con pick N (ver master)"}),
    (r"^the log's master move (?P<a>\S+ \S+) differs from (?P<b>\S+ \S+): another lexicon\?$",
     {"ca": "la jugada mestra del registre, {a}, no és {b}: un altre diccionari?",
      "es": "la jugada maestra del registro, {a}, no es {b}: ¿otro diccionario?"}),
    (r"^prepared rack (?P<n>\d+) \((?P<r>[^)]*)\): (?P<x>.*); the game has left the prepared one$",
     {"ca": "faristol preparat {n} ({r}): {x}; la partida ja no segueix la preparada",
      "es": "atril preparado {n} ({r}): {x}; la partida ya no sigue la preparada"}),
    (r"^the prepared master move (?P<m>\S+ \S+) cannot be played: (?P<x>.*)$",
     {"ca": "la jugada mestra preparada {m} no es pot jugar: {x}",
      "es": "la jugada maestra preparada {m} no se puede jugar: {x}"}),
    (r"^no rack on the board yet$", {"ca": "encara no hi ha cap faristol", "es": "aún no hay ningún atril"}),
    (r"^only the judge's console gives access$",
     {"ca": "només la consola del jutge dona accés", "es": "solo la consola del juez da acceso"}),
    (r"^empty command; type help$", {"ca": "ordre buida; escriu help", "es": "orden vacía; escribe help"}),
    # the game server's access (game/access.py)
    (r"^device name: 1–(?P<n>\d+) printable characters$",
     {"ca": "nom del dispositiu: d'1 a {n} caràcters imprimibles",
      "es": "nombre del dispositivo: de 1 a {n} caracteres imprimibles"}),
    (r"^a device named '(?P<t>[^']*)' exists: revoke it first, or choose another name$",
     {"ca": "ja hi ha un dispositiu anomenat '{t}': revoca'l primer o tria un altre nom",
      "es": "ya hay un dispositivo llamado '{t}': revócalo antes o elige otro nombre"}),
    (r"^tables '(?P<t>[^']*)': write FIRST-LAST, e.g. 1-20$",
     {"ca": "taules '{t}': escriu PRIMERA-ÚLTIMA, per exemple 1-20",
      "es": "mesas '{t}': escribe PRIMERA-ÚLTIMA, por ejemplo 1-20"}),
    (r"^tables '(?P<t>[^']*)': the first table comes before the last$",
     {"ca": "taules '{t}': la primera taula va abans de l'última",
      "es": "mesas '{t}': la primera mesa va antes de la última"}),
    (r"^tables (?P<a>\d+)–(?P<b>\d+): no player sits there$",
     {"ca": "taules {a}–{b}: no hi seu cap jugador", "es": "mesas {a}–{b}: no se sienta ningún jugador"}),
    (r"^pins, or pins TABLE: new PINs for every table, or for one$",
     {"ca": "pins, o pins TAULA: PIN nous per a totes les taules, o per a una",
      "es": "pins, o pins MESA: PIN nuevos para todas las mesas, o para una"}),
    (r"^(?P<c>\w+) TABLE: a table that plays this game$",
     {"ca": "{c} TAULA: una taula que jugui aquesta partida", "es": "{c} MESA: una mesa que juegue esta partida"}),
    (r"^table (?P<n>\d+) is already locked to the console$",
     {"ca": "les paperetes de la taula {n} ja les entra només el jutge",
      "es": "las papeletas de la mesa {n} ya las entra solo el juez"}),
    (r"^table (?P<n>\d+) is not locked to the console$",
     {"ca": "la taula {n} no està reservada al jutge", "es": "la mesa {n} no está reservada al juez"}),
    (r"^no device named '(?P<t>[^']*)'$",
     {"ca": "no hi ha cap dispositiu anomenat '{t}'", "es": "no hay ningún dispositivo llamado '{t}'"}),
    (r"^device add \"NAME\" FIRST-LAST, device list or device revoke \"NAME\"$",
     {"ca": "device add \"NOM\" PRIMERA-ÚLTIMA, device list o device revoke \"NOM\"",
      "es": "device add \"NOMBRE\" PRIMERA-ÚLTIMA, device list o device revoke \"NOMBRE\""}),
    (r"^(?P<c>\w+): (?P<x>No closing quotation|No escaped character)$",
     {"ca": "{c}: falten unes cometes de tancament", "es": "{c}: faltan unas comillas de cierre"}),
    (r"^null REASON, reason one of: (?P<x>.*)$",
     {"ca": "null MOTIU, amb motiu: {x}", "es": "null MOTIVO, con motivo: {x}"}),
    # racks the judge drew by hand (rules/racks.py, rules/bag.py)
    (r"^round (?P<n>\d+) needs at least (?P<m>\d+) vowels and (?P=m) consonants \(blanks count as either\); "
     r"this rack has (?P<v>\d+) vowels, (?P<c>\d+) consonants and (?P<b>\d+) blanks(?P<then>; return the rack to "
     r"the bag and draw again)?$",
     {"ca": "la ronda {n} demana com a mínim {m} vocals i {m} consonants (l'escarràs compta com a qualsevol); "
            "aquest faristol té {v} vocals, {c} consonants i {b} escarrassos{then}",
      "es": "la ronda {n} pide al menos {m} vocales y {m} consonantes (el comodín cuenta como cualquiera); "
            "este atril tiene {v} vocales, {c} consonantes y {b} comodines{then}"}),
    (r"^the bag cannot supply these tiles: (?P<x>.*)$",
     {"ca": "a la bossa no hi ha aquestes fitxes: {x}", "es": "en la bolsa no hay estas fichas: {x}"}),
    # the live console's own commands (display/app.py)
    (r"^no rack to call: draw one first \(F1\)$",
     {"ca": "no hi ha cap faristol per cridar: treu-ne un primer (F1)",
      "es": "no hay ningún atril que cantar: saca uno primero (F1)"}),
    (r"^this rack has no legal move: draw again \(F1\) or end \(F10\)$",
     {"ca": "aquest faristol no té cap jugada possible: treu-ne un altre (F1) o acaba (F10)",
      "es": "este atril no tiene ninguna jugada posible: saca otro (F1) o termina (F10)"}),
    (r"^empty command$", {"ca": "ordre buida", "es": "orden vacía"}),
]
PHASES = {
    "ca": {"draw": "sorteig", "ready": "faristol tret", "think": "ronda en joc", "collect": "recollida de paperetes",
           "closed": "paperetes tancades", "ended": "partida acabada"},
    "es": {"draw": "sorteo", "ready": "atril sacado", "think": "ronda en juego", "collect": "recogida de papeletas",
           "closed": "papeletas cerradas", "ended": "partida terminada"},
}
_COMPILED = [(re.compile(pattern), said) for pattern, said in _SHAPES]


def in_language(reason: str, language: str) -> str:
    """`reason` (a core message, with or without a leading "move '…': ") in `language`."""
    if language == "en":
        return reason
    text = reason
    if text.startswith("move '") and "': " in text and not text.endswith("e.g. H8 CASA"):
        text = text.split("': ", 1)[1]
    for pattern, said in _COMPILED:
        match = pattern.match(text)
        if match:
            values = {k: v or "" for k, v in match.groupdict().items()}
            if "phase" in values:         # the state machine's phase names, as the judge knows them
                names = PHASES.get(language, PHASES["ca"])
                values["phase"] = names.get(values["phase"], values["phase"])
                values["phases"] = ", ".join(names.get(p.strip(), p.strip()) for p in values["phases"].split(","))
            if "then" in values and values["then"]:
                values["then"] = {"ca": "; torna el faristol a la bossa i treu-ne un altre",
                                  "es": "; devuelve el atril a la bolsa y saca otro"}.get(language, values["then"])
            if "x" in values and "bag cannot supply" in text:
                values["x"] = _short_tiles(values["x"], language)
            return said.get(language, said["ca"]).format(**values)
    return reason


def _short_tiles(text: str, language: str) -> str:
    """"2 × A asked, 1 left; no Ç left" in the judge's language."""
    parts = []
    for part in text.split("; "):
        asked = re.match(r"^(?P<n>\d+) × (?P<t>\S+) asked, (?P<m>\d+) left$", part)
        none = re.match(r"^no (?P<t>\S+) left$", part)
        if asked:
            parts.append({"ca": "{n} × {t} demanades, en queden {m}", "es": "{n} × {t} pedidas, quedan {m}"}
                         .get(language, part).format(**asked.groupdict()))
        elif none:
            parts.append({"ca": "no queda cap {t}", "es": "no queda ninguna {t}"}.get(language, part).format(**none.groupdict()))
        else:
            parts.append(part)
    return "; ".join(parts)
