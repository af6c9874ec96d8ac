"""The rules' messages (rules/): coordinates, spelling, moves, racks and the bag. English for logs and tests;
Catalan and Spanish for the judge and the players."""

MESSAGES: dict[str, dict[str, str]] = {
    # coordinates (rules/board.py)
    "coordinate.shape": {
        "en": "coordinate '{text}': write a row letter and a column number, H8 for across or 8H for down",
        "ca": "coordenada '{text}': escriu la fila (A–O) i la columna (1–15): H8 horitzontal, 8H vertical",
        "es": "coordenada '{text}': escribe la fila (A–O) y la columna (1–15): H8 horizontal, 8H vertical"},
    "coordinate.row": {
        "en": "coordinate '{text}': row must be A–O",
        "ca": "coordenada '{text}': la fila ha de ser de la A a la O", "es": "coordenada '{text}': la fila va de la A a la O"},
    "coordinate.column": {
        "en": "coordinate '{text}': column must be 1–15",
        "ca": "coordenada '{text}': la columna ha de ser de l'1 al 15",
        "es": "coordenada '{text}': la columna va del 1 al 15"},
    # a word or a rack as typed (rules/spelling.py); a letter alone that is no tile (rules/tiles.py)
    "word.empty": {"en": "word '': it is empty", "ca": "falta la paraula", "es": "falta la palabra"},
    "word.question_mark": {
        "en": "word '{text}': '?' is for racks; write a blank as the lowercase letter",
        "ca": "'{text}': l'escarràs s'escriu amb la lletra en minúscula, no amb '?'",
        "es": "'{text}': el comodín se escribe con la letra en minúscula, no con '?'"},
    "word.mixed_case": {
        "en": "word '{text}': tile {tile} at position {n} mixes capitals and lowercase",
        "ca": "'{text}': la fitxa {tile} (posició {n}) barreja majúscules i minúscules",
        "es": "'{text}': la ficha {tile} (posición {n}) mezcla mayúsculas y minúsculas"},
    "word.not_catalan": {
        "en": "word '{text}': there is no {tile} tile in Catalan (position {n})",
        "ca": "'{text}': no hi ha cap fitxa {tile} (posició {n})", "es": "'{text}': no hay ficha {tile} (posición {n})"},
    "word.not_spanish": {
        "en": "word '{text}': there is no {tile} tile in Spanish (position {n})",
        "ca": "'{text}': no hi ha cap fitxa {tile} (posició {n})", "es": "'{text}': no hay ficha {tile} (posición {n})"},
    "word.only_ny": {
        "en": "word '{text}': Y exists only in the NY tile (position {n})",
        "ca": "'{text}': la Y només existeix dins la fitxa NY (posició {n})",
        "es": "'{text}': la Y solo existe en la ficha NY (posición {n})"},
    "word.only_qu": {
        "en": "word '{text}': Q exists only in the QU tile (position {n})",
        "ca": "'{text}': la Q només existeix dins la fitxa QU (posició {n})",
        "es": "'{text}': la Q solo existe en la ficha QU (posición {n})"},
    "word.middle_dot": {
        "en": "word '{text}': a middle dot belongs only inside L·L (position {n})",
        "ca": "'{text}': el punt volat només va dins la L·L (posició {n})",
        "es": "'{text}': el punto volado solo va en L·L (posición {n})"},
    "word.space": {
        "en": "word '{text}': spaces are not allowed inside a word (position {n})",
        "ca": "'{text}': una paraula no porta espais (posició {n})",
        "es": "'{text}': una palabra no lleva espacios (posición {n})"},
    "word.no_tile": {
        "en": "word '{text}': there is no tile '{char}' (position {n})",
        "ca": "'{text}': no hi ha cap fitxa '{char}' (posició {n})",
        "es": "'{text}': no hay ninguna ficha '{char}' (posición {n})"},
    "rack.too_many": {
        "en": "rack '{text}': {n} tiles, at most 7",
        "ca": "faristol '{text}': {n:# fitxa|# fitxes}; com a màxim 7",
        "es": "atril '{text}': {n:# ficha|# fichas}; como máximo 7"},
    "rack.mixed_case": {
        "en": "rack '{text}': tile {tile} at position {n} mixes capitals and lowercase",
        "ca": "faristol '{text}': la fitxa {tile} (posició {n}) barreja majúscules i minúscules",
        "es": "atril '{text}': la ficha {tile} (posición {n}) mezcla mayúsculas y minúsculas"},
    "rack.not_catalan": {
        "en": "rack '{text}': there is no {tile} tile in Catalan (position {n})",
        "ca": "faristol '{text}': no hi ha cap fitxa {tile} (posició {n})",
        "es": "atril '{text}': no hay ficha {tile} (posición {n})"},
    "rack.not_spanish": {
        "en": "rack '{text}': there is no {tile} tile in Spanish (position {n})",
        "ca": "faristol '{text}': no hi ha cap fitxa {tile} (posició {n})",
        "es": "atril '{text}': no hay ficha {tile} (posición {n})"},
    "rack.only_ny": {
        "en": "rack '{text}': Y exists only in the NY tile (position {n})",
        "ca": "faristol '{text}': la Y només existeix dins la fitxa NY (posició {n})",
        "es": "atril '{text}': la Y solo existe en la ficha NY (posición {n})"},
    "rack.only_qu": {
        "en": "rack '{text}': Q exists only in the QU tile (position {n})",
        "ca": "faristol '{text}': la Q només existeix dins la fitxa QU (posició {n})",
        "es": "atril '{text}': la Q solo existe en la ficha QU (posición {n})"},
    "rack.middle_dot": {
        "en": "rack '{text}': a middle dot belongs only inside L·L (position {n})",
        "ca": "faristol '{text}': el punt volat només va dins la L·L (posició {n})",
        "es": "atril '{text}': el punto volado solo va en L·L (posición {n})"},
    "rack.space": {
        "en": "rack '{text}': spaces are not allowed inside a word (position {n})",
        "ca": "faristol '{text}': un faristol s'escriu amb espais entre fitxes (posició {n})",
        "es": "atril '{text}': un atril se escribe con espacios entre fichas (posición {n})"},
    "rack.no_tile": {
        "en": "rack '{text}': there is no tile '{char}' (position {n})",
        "ca": "faristol '{text}': no hi ha cap fitxa '{char}' (posició {n})",
        "es": "atril '{text}': no hay ninguna ficha '{char}' (posición {n})"},
    # a move on the board (rules/move.py): the reason alone; the logs' English names the move before it
    "move.unreadable": {
        "en": "move '{text}': write a coordinate and a word, e.g. H8 CASA",
        "ca": "'{text}': escriu una coordenada i una paraula, per exemple H8 CASA",
        "es": "'{text}': escribe una coordenada y una palabra, por ejemplo H8 CASA"},
    "move.write_both": {
        "en": "write a coordinate and a word, e.g. H8 CASA",
        "ca": "escriu una coordenada i una paraula, per exemple H8 CASA",
        "es": "escribe una coordenada y una palabra, por ejemplo H8 CASA"},
    "move.short": {"en": "a word has at least 2 tiles", "ca": "una paraula té com a mínim 2 fitxes",
                   "es": "una palabra tiene al menos 2 fichas"},
    "move.off_board": {"en": "the word runs off the board after {square}",
                       "ca": "la paraula surt del tauler (comença a {square})",
                       "es": "la palabra se sale del tablero (empieza en {square})"},
    "move.goes_on": {"en": "the word goes on through {square}; write the whole word",
                     "ca": "la paraula continua per {square}: escriu-la sencera",
                     "es": "la palabra sigue por {square}: escríbela entera"},
    "move.square_holds": {"en": "square {square} holds {held}, not {written}",
                          "ca": "a la casella {square} hi ha {held}, no {written}",
                          "es": "en la casilla {square} hay {held}, no {written}"},
    "move.no_new_tile": {"en": "it places no new tile", "ca": "no hi posa cap fitxa nova",
                         "es": "no coloca ninguna ficha nueva"},
    "move.too_many": {"en": "it places {n} tiles, at most 7", "ca": "hi posa {n:# fitxa|# fitxes}; com a màxim 7",
                      "es": "coloca {n:# ficha|# fichas}; como máximo 7"},
    "move.centre": {"en": "the first move must cover H8", "ca": "la primera jugada ha de passar per H8",
                    "es": "la primera jugada debe pasar por H8"},
    "move.not_touching": {"en": "it does not touch any tile on the board", "ca": "no toca cap fitxa del tauler",
                          "es": "no toca ninguna ficha del tablero"},
    "move.not_a_word": {"en": "{word} is not in the lexicon", "ca": "{word} no és al diccionari",
                        "es": "{word} no está en el diccionario"},
    "move.no_blank": {"en": "the rack has no blank for {tile}", "ca": "el faristol no té cap escarràs per a la {tile}",
                      "es": "el atril no tiene comodín para la {tile}"},
    "move.blank_lowercase": {"en": "the rack has no {tile}; a blank must be written in lowercase",
                             "ca": "el faristol no té cap {tile}; l'escarràs s'escriu en minúscula",
                             "es": "el atril no tiene {tile}; el comodín se escribe en minúscula"},
    "move.not_in_rack": {"en": "the rack has no {tile}", "ca": "el faristol no té cap {tile}",
                         "es": "el atril no tiene {tile}"},
    # the rack has some of the tile, fewer than the move places (BOMBES on a rack with one B)
    "move.only_in_rack": {"en": "the rack has only {n} {tile}", "ca": "el faristol només té {n} {tile}",
                          "es": "el atril solo tiene {n} {tile}"},
    "move.only_lowercase": {"en": "the rack has only {n} {tile}; a blank must be written in lowercase",
                            "ca": "el faristol només té {n} {tile}; l'escarràs s'escriu en minúscula",
                            "es": "el atril solo tiene {n} {tile}; el comodín se escribe en minúscula"},
    "move.blanks_only": {"en": "the rack has only {n:# blank|# blanks}, none left for {tile}",
                         "ca": "el faristol només té {n:# escarràs|# escarrassos}, cap per a la {tile}",
                         "es": "el atril solo tiene {n:# comodín|# comodines}, ninguno para la {tile}"},
    "move.numbered": {"en": "move {n} ('{text}'): {reason}", "ca": "jugada {n} ('{text}'): {reason}",
                      "es": "jugada {n} ('{text}'): {reason}"},
    # tiles put on squares by clicking (rules/move.py move_from_tiles)
    "tiles.none": {"en": "no tile placed", "ca": "no has posat cap fitxa", "es": "no has colocado ninguna ficha"},
    "tiles.not_in_line": {"en": "the new tiles are not in one row or column",
                          "ca": "les fitxes noves no són en una sola fila o columna",
                          "es": "las fichas nuevas no están en una fila o columna"},
    "tiles.gap": {"en": "there is a gap between the new tiles at {square}",
                  "ca": "hi ha un forat entre les fitxes noves a {square}",
                  "es": "hay un hueco entre las fichas nuevas en {square}"},
    # racks the judge drew by hand (rules/racks.py, rules/bag.py)
    "rack.shortfall": {
        "en": "round {round} needs at least {minimum} vowels and {minimum} consonants (blanks count as either); this "
              "rack has {vowels} vowels, {consonants} consonants and {blanks} blanks",
        "ca": "la ronda {round} demana com a mínim {minimum:# vocal|# vocals} i {minimum:# consonant|# consonants} "
              "(l'escarràs compta com a qualsevol); aquest faristol té {vowels:# vocal|# vocals}, "
              "{consonants:# consonant|# consonants} i {blanks:# escarràs|# escarrassos}",
        "es": "la ronda {round} pide al menos {minimum:# vocal|# vocales} y {minimum:# consonante|# consonantes} "
              "(el comodín cuenta como cualquiera); este atril tiene {vowels:# vocal|# vocales}, "
              "{consonants:# consonante|# consonantes} y {blanks:# comodín|# comodines}"},
    "bag.cannot_supply": {"en": "the bag cannot supply these tiles: {short}",
                          "ca": "al sac no hi ha aquestes fitxes: {short}",
                          "es": "en la bolsa no hay estas fichas: {short}"},
    "bag.asked": {"en": "{n} × {tile} asked, {left} left", "ca": "{n} × {tile} demanades, en queden {left}",
                  "es": "{n} × {tile} pedidas, quedan {left}"},
    "bag.none_left": {"en": "no {tile} left", "ca": "no queda cap {tile}", "es": "no queda ninguna {tile}"},
    # the rulesets (rules/ruleset.py): one that is not, and each one's name as the report and the doctor say it
    "ruleset.unknown": {"en": "ruleset '{name}': must be one of {names}",
                        "ca": "reglament '{name}': ha de ser un d'aquests: {names}",
                        "es": "reglamento '{name}': debe ser uno de estos: {names}"},
    "language.unknown": {"en": "language '{language}': must be one of {languages}",
                         "ca": "llengua '{language}': ha de ser una d'aquestes: {languages}",
                         "es": "idioma '{language}': debe ser uno de estos: {languages}"},
    "ruleset.fisc": {"en": "FISC rules", "ca": "reglament FISC", "es": "reglamento FISC"},
    "ruleset.ajs": {"en": "AJS rules", "ca": "reglament AJS", "es": "reglamento AJS"},
    "ruleset.fisc.list": {"en": "Catalan (FISC)", "ca": "català (FISC)", "es": "catalán (FISC)"},
    "ruleset.ajs.list": {"en": "Spanish (AJS)", "ca": "castellà (AJS)", "es": "castellano (AJS)"},
}
