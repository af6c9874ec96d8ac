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
