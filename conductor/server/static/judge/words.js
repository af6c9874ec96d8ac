// words.js — what only the table judges' page (/) says, in Catalan and Spanish, added to the words every page
// shares (common/words.js: the board, the clock, the standings, the live region).

import { addWords } from "../common/words.js";

addWords({
  ca: {
    title: "Conductor · paperetes", received_count: "Paperetes ronda {n}: {got}/{of}", ended: "{why}",
    login_title: "Entra", device_code: "Codi del dispositiu", player_login: "Jugador: taula i PIN", enter: "Entra",
    logout: "Surt", move: "Jugada", score: "Puntuació", null: "Nul·la", coord: "Coordenada", word: "Paraula",
    send: "Envia", blank_hint: "Escarràs: la lletra en minúscula", null_reason: "Motiu", score_label: "Punts",
    null_late: "Papereta no lliurada a temps", null_coord: "Coordenades absents o incorrectes",
    null_word: "Paraula principal no vàlida", null_blank: "Escarràs no marcat", slips: "Paperetes",
    my_slips: "Les teves paperetes", missing: "falta", done: "{got}/{of}", final_round: "definitiva",
    results: "Resultats", your_table: "La teva taula", show: "Mostra", who_device: "{name} · taules {a}–{b}",
    who_player: "Taula {t}", pending: "Pendent: s'enviarà tot sol quan torni la connexió", sending: "Enviant…",
    need_table: "Escriu el número de taula", need_move: "Escriu la coordenada i la paraula",
    need_score: "Escriu la puntuació (un nombre)", dispute: "Disputa: decideix el jutge", waiting_second: "Pendent de la segona lectura",
    round_now: "Ara recull la ronda {n}: tria-la per entrar-hi paperetes", login_again: "Torna a entrar per enviar les paperetes pendents",
    rank_of: "Posició {r}", percent_of: "{p} %", rack_h: "Faristol", master_h: "Mestra", slip_h: "Papereta",
    corrected: "corregida", no_results: "Encara no hi ha cap ronda revelada", fill_table: "Escriu la teva taula",
    confirm_logout: "Hi ha paperetes pendents d'enviar. Surts igualment?", got: "Rebuda",
    why_judge: "el jutge ha acabat la partida", why_racks: "ja no es pot treure cap faristol vàlid",
    keys_help: "Tauler: fletxes per moure's, coma llegeix la fila i punt la columna",
  },
  es: {
    title: "Conductor · papeletas", received_count: "Papeletas ronda {n}: {got}/{of}", ended: "{why}",
    login_title: "Entrar", device_code: "Código del dispositivo", player_login: "Jugador: mesa y PIN", enter: "Entrar",
    logout: "Salir", move: "Jugada", score: "Puntos", null: "Nula", coord: "Coordenada", word: "Palabra",
    send: "Enviar", blank_hint: "Comodín: la letra en minúscula", null_reason: "Motivo", score_label: "Puntos",
    null_late: "Papeleta no entregada a tiempo", null_coord: "Coordenadas ausentes o incorrectas",
    null_word: "Palabra principal no válida", null_blank: "Comodín no marcado", slips: "Papeletas",
    my_slips: "Tus papeletas", missing: "falta", done: "{got}/{of}", final_round: "definitiva",
    results: "Resultados", your_table: "Tu mesa", show: "Mostrar", who_device: "{name} · mesas {a}–{b}",
    who_player: "Mesa {t}", pending: "Pendiente: se enviará sola cuando vuelva la conexión", sending: "Enviando…",
    need_table: "Escribe el número de mesa", need_move: "Escribe la coordenada y la palabra",
    need_score: "Escribe los puntos (un número)", dispute: "Disputa: decide el juez", waiting_second: "Pendiente de la segunda lectura",
    round_now: "Ahora recoge la ronda {n}: elígela para entrar sus papeletas", login_again: "Vuelve a entrar para enviar las papeletas pendientes",
    rank_of: "Posición {r}", percent_of: "{p} %", rack_h: "Atril", master_h: "Maestra", slip_h: "Papeleta",
    corrected: "corregida", no_results: "Aún no se ha revelado ninguna ronda", fill_table: "Escribe tu mesa",
    confirm_logout: "Hay papeletas pendientes de enviar. ¿Sales igualmente?", got: "Recibida",
    why_judge: "el juez ha terminado la partida", why_racks: "ya no se puede sacar ningún atril válido",
    keys_help: "Tablero: flechas para moverse, coma lee la fila y punto la columna",
  },
});
