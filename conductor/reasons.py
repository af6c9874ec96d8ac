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
]
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
            return said.get(language, said["ca"]).format(**{k: v or "" for k, v in match.groupdict().items()})
    return reason
