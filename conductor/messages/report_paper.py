"""The words of the paper a club hands out (report/words.py `words`, keys "report.…"): what the results add per player
(the master's score matched, the place after each round, extra time, the final board), the arbitration sheet
(report/arbitration.py) and a player's game sheet (report/game_sheet.py)."""

MESSAGES: dict[str, dict[str, str]] = {
    # the results, per player (report/progress.py)
    "report.place_after": {"en": "Place", "ca": "Lloc", "es": "Puesto"},
    "report.place_legend": {
        "en": "Place: the place in the standings after the round.",
        "ca": "Lloc: el lloc a la classificació després de la ronda.",
        "es": "Puesto: el puesto en la clasificación después de la ronda."},
    "report.top_legend": {
        "en": "In bold: the points that match the master move's.",
        "ca": "En negreta: els punts que igualen els de la jugada mestra.",
        "es": "En negrita: los puntos que igualan los de la jugada maestra."},
    "report.tops": {"en": "Tops", "ca": "Mestres", "es": "Maestras"},
    "report.tops_long": {
        "en": "Rounds in which the player matched the master move's score",
        "ca": "Rondes en què el jugador ha igualat la puntuació de la jugada mestra",
        "es": "Rondas en que el jugador ha igualado la puntuación de la jugada maestra"},
    "report.tops_line": {
        "en": "Master move's score matched in {n} of {rounds:# round|# rounds}",
        "ca": "Puntuació de la jugada mestra igualada en {n} de {rounds:# ronda|# rondes}",
        "es": "Puntuación de la jugada maestra igualada en {n} de {rounds:# ronda|# rondas}"},
    "report.extra_granted": {
        "en": "extra time granted: {seconds}",
        "ca": "temps addicional concedit: {seconds}",
        "es": "tiempo adicional concedido: {seconds}"},
    "report.extra_title": {
        "en": "Extra time granted after \"Time!\"",
        "ca": "Temps addicional concedit després de «Temps!»",
        "es": "Tiempo adicional concedido después de «¡Tiempo!»"},
    "report.mark:extra": {
        "en": "slip taken in the table's extra time (the seconds on the player's sheet)",
        "ca": "papereta presa en el temps addicional de la taula (els segons, al full del jugador)",
        "es": "papeleta tomada en el tiempo adicional de la mesa (los segundos, en la hoja del jugador)"},
    # a board on paper (report/board.py)
    "report.board.name": {"en": "The board", "ca": "El tauler", "es": "El tablero"},
    "report.board.final": {"en": "Final board", "ca": "Tauler final", "es": "Tablero final"},
    "report.board.after": {
        "en": "The board after round {round}",
        "ca": "El tauler després de la ronda {round}",
        "es": "El tablero después de la ronda {round}"},
    "report.board.tw": {"en": "triple word", "ca": "paraula triple", "es": "palabra triple"},
    "report.board.dw": {"en": "double word", "ca": "paraula doble", "es": "palabra doble"},
    "report.board.tl": {"en": "triple letter", "ca": "lletra triple", "es": "letra triple"},
    "report.board.dl": {"en": "double letter", "ca": "lletra doble", "es": "letra doble"},
    "report.board.blank": {
        "en": "a lowercase letter in a ring is a blank",
        "ca": "una lletra minúscula en un cercle és un escarràs",
        "es": "una letra minúscula en un círculo es un comodín"},
    # the arbitration sheet (report/arbitration.py)
    "report.arbitration.title": {"en": "Arbitration sheet", "ca": "Full d'arbitratge", "es": "Hoja de arbitraje"},
    "report.arbitration.rounds": {"en": "all rounds", "ca": "totes les rondes", "es": "todas las rondas"},
    "report.arbitration.part": {
        "en": "rounds {first}–{last}",
        "ca": "rondes {first}–{last}",
        "es": "rondas {first}–{last}"},
    "report.arbitration.round_short": {"en": "R{n}", "ca": "R{n}", "es": "R{n}"},
    "report.arbitration.master_score": {
        "en": "The master move's points",
        "ca": "Punts de la jugada mestra",
        "es": "Puntos de la jugada maestra"},
    "report.arbitration.second_short": {"en": "2nd", "ca": "2a", "es": "2.ª"},
    "report.arbitration.carried": {"en": "Before", "ca": "Anterior", "es": "Anterior"},
    "report.arbitration.arbiter": {"en": "Arbiter", "ca": "Àrbitre", "es": "Árbitro"},
    "report.arbitration.second_arbiter": {
        "en": "Second arbiter",
        "ca": "Segon àrbitre",
        "es": "Segundo árbitro"},
    "report.arbitration.columns": {
        "en": "Each round: the slip's points, then the second reader's column (2nd), for the double arbiter who "
              "reads every slip again. The first row under the rounds: the master move's points. Before and Total: "
              "with the bonuses, blank while a figure is missing.",
        "ca": "A cada ronda: els punts de la papereta i la columna del segon lector (2a), per al doble àrbitre que "
              "torna a llegir totes les paperetes. La primera fila sota les rondes: els punts de la jugada mestra. "
              "Anterior i Total: amb les bonificacions, en blanc mentre falta alguna xifra.",
        "es": "En cada ronda: los puntos de la papeleta y la columna del segundo lector (2.ª), para el doble árbitro "
              "que vuelve a leer todas las papeletas. La primera fila bajo las rondas: los puntos de la jugada "
              "maestra. Anterior y Total: con las bonificaciones, en blanco mientras falta alguna cifra."},
    "report.arbitration.agreed": {
        "en": "two readings agreed",
        "ca": "dues lectures coincidents",
        "es": "dos lecturas coincidentes"},
    "report.arbitration.differed": {
        "en": "the readings differed (the judge's decision below)",
        "ca": "lectures discrepants (la decisió del jutge, a sota)",
        "es": "lecturas discrepantes (la decisión del juez, debajo)"},
    # a player's game sheet (report/game_sheet.py)
    "report.gamesheet.title": {"en": "Game sheet", "ca": "Full de partida", "es": "Hoja de partida"},
    "report.gamesheet.player": {"en": "Player", "ca": "Jugador", "es": "Jugador"},
    "report.gamesheet.date": {"en": "Date", "ca": "Data", "es": "Fecha"},
    "report.gamesheet.game": {"en": "Game", "ca": "Partida", "es": "Partida"},
    "report.gamesheet.number": {"en": "No.", "ca": "Núm.", "es": "Núm."},
    "report.gamesheet.coordinate": {"en": "Position", "ca": "Posició", "es": "Posición"},
    "report.gamesheet.word": {"en": "Word", "ca": "Paraula", "es": "Palabra"},
    "report.gamesheet.master": {"en": "Master", "ca": "Mestra", "es": "Maestra"},
    "report.gamesheet.how": {
        "en": "Position: the row's letter, then the column's number for a move across (H8); the other way round "
              "for a move down (8H). Circle the letters a blank stands for. Master: the master move's points, to "
              "compare.",
        "ca": "Posició: primer la lletra de la fila i després el número de la columna si la jugada és "
              "horitzontal (H8), i a la inversa si és vertical (8H). Encercleu les lletres que facin d'escarràs. "
              "Mestra: els punts de la jugada mestra, per comparar.",
        "es": "Posición: primero la letra de la fila y después el número de la columna si la jugada es "
              "horizontal (H8), y al revés si es vertical (8H). Rodee con un círculo las letras que hagan de "
              "comodín. Maestra: los puntos de la jugada maestra, para comparar."},
    "report.gamesheet.tiles": {
        "en": "The tiles (cross them off as they come out)",
        "ca": "Les fitxes (ratlleu-les a mesura que surten)",
        "es": "Las fichas (táchelas a medida que salen)"},
    "report.gamesheet.blank": {"en": "blank", "ca": "escarràs", "es": "comodín"},
    "report.gamesheet.rows": {
        "en": "{n:# round|# rounds}",
        "ca": "{n:# ronda|# rondes}",
        "es": "{n:# ronda|# rondas}"},
}
