"""A word list read (conductor/wordlist/): its refusals, the one summary line, `lexicon info` and `lexicon diff`, and
the list's name where a game shows it (the projector, the report, a season)."""

MESSAGES: dict[str, dict[str, str]] = {
    # a file that is no list (wordlist/decode.py, lexicon.py)
    "wordlist.missing": {
        "en": "word list '{path}': no such file",
        "ca": "llista de paraules '{path}': el fitxer no existeix",
        "es": "lista de palabras '{path}': el fichero no existe"},
    "wordlist.folder": {
        "en": "word list '{path}': a folder, not a file: give the list's file in it",
        "ca": "llista de paraules '{path}': és una carpeta, no un fitxer: dona el fitxer de la llista que hi ha a dins",
        "es": "lista de palabras '{path}': es una carpeta, no un fichero: da el fichero de la lista que hay dentro"},
    "wordlist.not_a_file": {
        "en": "word list '{path}': {kind}, not a file: give the list's file",
        "ca": "llista de paraules '{path}': és {kind}, no un fitxer: dona el fitxer de la llista",
        "es": "lista de palabras '{path}': es {kind}, no un fichero: da el fichero de la lista"},
    "wordlist.kind_pipe": {"en": "a pipe (FIFO)", "ca": "una canonada (FIFO)", "es": "una tubería (FIFO)"},
    "wordlist.kind_socket": {"en": "a socket", "ca": "un sòcol", "es": "un socket"},
    "wordlist.kind_device": {"en": "a device", "ca": "un dispositiu", "es": "un dispositivo"},
    "wordlist.unreadable_file": {
        "en": "word list '{path}': it cannot be read ({why})",
        "ca": "llista de paraules '{path}': no es pot llegir ({why})",
        "es": "lista de palabras '{path}': no se puede leer ({why})"},
    "wordlist.gzip": {
        "en": "word list '{path}': a damaged gzip file ({why})",
        "ca": "llista de paraules '{path}': fitxer gzip malmès ({why})",
        "es": "lista de palabras '{path}': fichero gzip dañado ({why})"},
    "wordlist.zip": {
        "en": "word list '{path}': a damaged or encrypted zip file ({why})",
        "ca": "llista de paraules '{path}': fitxer zip malmès o xifrat ({why})",
        "es": "lista de palabras '{path}': fichero zip dañado o cifrado ({why})"},
    "wordlist.zip_members": {
        "en": "word list '{path}': the zip holds {n:# file|# files} ({names}); give a zip of the list alone",
        "ca": "llista de paraules '{path}': el zip conté {n:# fitxer|# fitxers} ({names}); dona un zip només amb "
              "la llista",
        "es": "lista de palabras '{path}': el zip contiene {n:# fichero|# ficheros} ({names}); da un zip solo con "
              "la lista"},
    "wordlist.empty": {
        "en": "word list '{path}': no line of it is a word the tiles can spell",
        "ca": "llista de paraules '{path}': cap línia no és una paraula que es pugui escriure amb les fitxes",
        "es": "lista de palabras '{path}': ninguna línea es una palabra que se pueda escribir con las fichas"},
    "wordlist.qu_not_here": {
        "en": "--qu: the {ruleset} tile set has no QU tile ({path})",
        "ca": "--qu: el joc de fitxes {ruleset} no té fitxa QU ({path})",
        "es": "--qu: el juego de fichas {ruleset} no tiene ficha QU ({path})"},
    "wordlist.other_tiles": {
        "en": "compiled word list '{path}' is for the '{have}' tile set, not '{want}'",
        "ca": "la llista compilada '{path}' és per al joc de fitxes '{have}', no '{want}'",
        "es": "la lista compilada '{path}' es para el juego de fichas '{have}', no '{want}'"},
    # a game log's list, found nowhere (lexicon.find_list, cli/common.lexicon_of_log)
    "wordlist.log_wants": {
        "en": "game log '{log}' was played on the word list {list} ({sha}…) and no list here holds its words{tried}: "
              "give that list with --lexicon",
        "ca": "la partida '{log}' es va jugar amb la llista de paraules {list} ({sha}…) i cap llista d'aquí no té "
              "les seves paraules{tried}: dona aquesta llista amb --lexicon",
        "es": "la partida '{log}' se jugó con la lista de palabras {list} ({sha}…) y ninguna lista de aquí tiene sus "
              "palabras{tried}: da esa lista con --lexicon"},
    "wordlist.tried": {"en": " (nor {files})", "ca": " (ni {files})", "es": " (ni {files})"},
    # a line skipped, and why (besides the tokenizer's word.* reasons: messages/rules.py)
    "wordlist.short": {
        "en": "word '{text}': a word has at least 2 tiles",
        "ca": "'{text}': una paraula té com a mínim 2 fitxes",
        "es": "'{text}': una palabra tiene al menos 2 fichas"},
    "wordlist.long": {
        "en": "word '{text}': {n} tiles, at most {most}",
        "ca": "'{text}': {n} fitxes, com a màxim {most}",
        "es": "'{text}': {n} fichas, como máximo {most}"},
    "wordlist.unreadable": {
        "en": "word '{text}': it cannot be read in tiles",
        "ca": "'{text}': no es pot llegir en fitxes",
        "es": "'{text}': no se puede leer en fichas"},
    "wordlist.skipped_line": {"en": "line {line}: {why}", "ca": "línia {line}: {why}", "es": "línea {line}: {why}"},
    # refused, or read: one line each
    "wordlist.lossy": {
        "en": "word list '{path}': refused, {n} of {lines} lines ({percent} %) fit no tile, more than 1 %; nothing "
              "compiled ({first})",
        "ca": "llista de paraules '{path}': refusada, {n} de {lines} línies ({percent} %) no es poden escriure amb "
              "les fitxes, més de l'1 %; no s'ha compilat res ({first})",
        "es": "lista de palabras '{path}': rechazada, {n} de {lines} líneas ({percent} %) no se pueden escribir con "
              "las fichas, más del 1 %; no se ha compilado nada ({first})"},
    "wordlist.other_language": {
        "en": "word list '{path}': refused for the {ruleset} tiles: it looks like a {language} list ({fit} of {lines} "
              "lines fit the {other} tiles, read as {encoding}): play it with --ruleset {other} (ruleset: {other} in "
              "the settings)",
        "ca": "llista de paraules '{path}': refusada per a les fitxes {ruleset}: sembla una llista {language} ({fit} "
              "de {lines} línies s'escriuen amb les fitxes {other}, llegida com a {encoding}): juga-hi amb --ruleset "
              "{other} (ruleset: {other} a la configuració)",
        "es": "lista de palabras '{path}': rechazada para las fichas {ruleset}: parece una lista {language} ({fit} "
              "de {lines} líneas se escriben con las fichas {other}, leída como {encoding}): juega con --ruleset "
              "{other} (ruleset: {other} en la configuración)"},
    "wordlist.list_ca": {"en": "Catalan", "ca": "catalana", "es": "catalana"},
    "wordlist.list_es": {"en": "Spanish", "ca": "castellana", "es": "española"},
    "wordlist.qu_contradicted": {
        "en": "--qu {forced} forced against what the list shows ({alone} of its {total} Qs alone): read as another "
              "list",
        "ca": "--qu {forced} forçat contra el que mostra la llista ({alone} de les seves {total} Q soles): llegida "
              "com una altra llista",
        "es": "--qu {forced} forzado contra lo que muestra la lista ({alone} de sus {total} Q solas): leída como "
              "otra lista"},
    "wordlist.summary": {
        "en": "word list '{path}': {words:# word|# words}, read as {form}",
        "ca": "llista de paraules '{path}': {words:# paraula|# paraules}, llegida com a {form}",
        "es": "lista de palabras '{path}': {words:# palabra|# palabras}, leída como {form}"},
    "wordlist.summary_skipped": {
        "en": "word list '{path}': {words:# word|# words}, read as {form}; {n:# line|# lines} skipped ({first})",
        "ca": "llista de paraules '{path}': {words:# paraula|# paraules}, llegida com a {form}; "
              "{n:# línia descartada|# línies descartades} ({first})",
        "es": "lista de palabras '{path}': {words:# palabra|# palabras}, leída como {form}; "
              "{n:# línea descartada|# líneas descartadas} ({first})"},
    "wordlist.form_utf_8": {"en": "UTF-8", "ca": "UTF-8", "es": "UTF-8"},
    "wordlist.form_utf_8_bom": {"en": "UTF-8 with a BOM", "ca": "UTF-8 amb BOM", "es": "UTF-8 con BOM"},
    "wordlist.form_utf_16": {"en": "UTF-16 (Notepad's Unicode)", "ca": "UTF-16 (l'Unicode del Bloc de notes)",
                             "es": "UTF-16 (el Unicode del Bloc de notas)"},
    "wordlist.form_utf_16_le": {"en": "UTF-16 without a BOM (little-endian)", "ca": "UTF-16 sense BOM (little-endian)",
                                "es": "UTF-16 sin BOM (little-endian)"},
    "wordlist.form_utf_16_be": {"en": "UTF-16 without a BOM (big-endian)", "ca": "UTF-16 sense BOM (big-endian)",
                                "es": "UTF-16 sin BOM (big-endian)"},
    "wordlist.form_windows_1252": {"en": "Windows-1252", "ca": "Windows-1252", "es": "Windows-1252"},
    "wordlist.form_latin_1": {"en": "Latin-1", "ca": "Latin-1", "es": "Latin-1"},
    "wordlist.form_cp850": {"en": "DOS code page 850", "ca": "pàgina de codis 850 de DOS",
                            "es": "página de códigos 850 de DOS"},
    "wordlist.form_mac_roman": {"en": "Mac Roman", "ca": "Mac Roman", "es": "Mac Roman"},
    "wordlist.form_compiled": {"en": "a compiled list", "ca": "llista compilada", "es": "lista compilada"},
    "wordlist.form_gzip": {"en": "gzip", "ca": "gzip", "es": "gzip"},
    "wordlist.form_zip": {"en": "zip", "ca": "zip", "es": "zip"},
    "wordlist.form_lone_q": {"en": "QU written as Q", "ca": "QU escrita com a Q", "es": "QU escrita como Q"},
    # conductor lexicon info | diff (cli/lexicon.py)
    "lexicon.info": {
        "en": "{path}: {name}, {words:# word|# words}; sha256 of the words {sha}; {compiled}",
        "ca": "{path}: {name}, {words:# paraula|# paraules}; sha256 de les paraules {sha}; {compiled}",
        "es": "{path}: {name}, {words:# palabra|# palabras}; sha256 de las palabras {sha}; {compiled}"},
    "lexicon.built": {
        "en": "{path}: {words:# word|# words}, {size} bytes, {skipped:# line|# lines} skipped",
        "ca": "{path}: {words:# paraula|# paraules}, {size} bytes, {skipped:# línia descartada|# línies descartades}",
        "es": "{path}: {words:# palabra|# palabras}, {size} bytes, {skipped:# línea descartada|# líneas descartadas}"},
    "lexicon.compiled": {"en": "compiled in the cache", "ca": "compilada a la memòria cau",
                         "es": "compilada en la caché"},
    "lexicon.not_compiled": {"en": "not compiled yet (the first game compiles it)",
                             "ca": "encara no compilada (la primera partida la compila)",
                             "es": "aún no compilada (la primera partida la compila)"},
    "lexicon.diff": {
        "en": "{old} ({before} words) → {new} ({after} words): {added} added, {removed} removed",
        "ca": "{old} ({before} paraules) → {new} ({after} paraules): {added} afegides, {removed} tretes",
        "es": "{old} ({before} palabras) → {new} ({after} palabras): {added} añadidas, {removed} quitadas"},
    "lexicon.diff_length": {
        "en": "  {length:# tile|# tiles}: +{added} −{removed}",
        "ca": "  {length:# fitxa|# fitxes}: +{added} −{removed}",
        "es": "  {length:# ficha|# fichas}: +{added} −{removed}"},
}
