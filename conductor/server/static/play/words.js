// words.js — what only the player's page says, in Catalan and Spanish (added to the shared words of
// common/words.js, which the board, the clock and the live region use), and each game's letters for the blank
// picker (digraphs are one tile: L·L, NY, QU in Catalan; CH, LL, RR in Spanish). Kept apart so the other modules
// hold no prose and a translator touches one file.

import { addWords, keys, t } from "../common/words.js";

export { currentLanguage, onLanguage, points, setLanguage, t, translate } from "../common/words.js";

export const LETTERS = {
  ca: ["A", "B", "C", "Ç", "D", "E", "F", "G", "H", "I", "J", "L", "L·L", "M", "N", "NY", "O", "P", "QU", "R", "S",
       "T", "U", "V", "X", "Z"],
  es: ["A", "B", "C", "CH", "D", "E", "F", "G", "H", "I", "J", "L", "LL", "M", "N", "Ñ", "O", "P", "Q", "R", "RR",
       "S", "T", "U", "V", "X", "Y", "Z"],
};

const WORDS = {
  ca: {
    title: "Conductor · partida a casa", sound_on: "So activat", sound_off: "So apagat", login: "Entra a la partida",
    pin: "PIN", enter: "Entra", join: "Inscriu-t'hi", name: "Nom", club: "Club", join_code: "Codi de la partida",
    join_send: "Inscriu-me", join_or: "o entra amb taula i PIN", have_link: "Ja tinc el meu enllaç",
    link_label: "El teu enllaç personal", link_go: "Entra amb l'enllaç",
    link_bad: "Això no és un enllaç personal de la partida (…/play#t=…)",
    logout: "Surt", who: "Taula {t}", who_name: "{name} · taula {t}", your_move: "La teva jugada",
    send: "Envia", clear: "Recull", typed: "Jugada escrita", typed_hint: "p. ex. H8 CASA", type_send: "Envia",
    none: "Posa fitxes al tauler: toca una fitxa del faristol i després una casella",
    line: "Les fitxes noves han d'anar en una sola fila o columna", gap: "Hi ha un forat a {sq}",
    received: "Rebuda", sending: "Enviant…", refused: "Refusada", mine: "La teva", reason: "Motiu",
    no_slip: "Sense papereta", waiting: "Esperant el faristol…", pick_blank: "Quina lletra fa l'escarràs?",
    cancel: "Cancel·la", need_move: "Escriu una coordenada i una paraula, p. ex. H8 CASA",
    help_keys: "Teclat: Alt+T porta al tauler i Alt+J a la jugada escrita. Al tauler, les fletxes mouen, una lletra "
      + "hi posa la fitxa i avança (L·L: l·l, o Maj+L; NY: n i y; QU: q), el guió canvia entre horitzontal i vertical, "
      + "Retroces recull la fitxa, Retorn pregunta si s'envia la jugada i un segon Retorn l'envia, Escapada la deixa; "
      + "coma llegeix la fila i punt la columna",
    commands_help: "Ordres a la jugada escrita: /faristol, /temps, /tauler H (una fila) o /tauler 8 (una columna), "
      + "/darrera (la darrera jugada mestra), /punts, /posició, /ajuda",
    send_q: "Envio {move}? Retorn per enviar, Escapada per deixar-ho", send_no: "No enviada",
    send_login: "Entra a la partida per enviar", cleared: "Fitxes tornades al faristol",
    taken_back: "Recollida: {tile}", across: "Horitzontal", down: "Vertical", no_rack: "Encara no hi ha faristol",
    key_not_tile: "{l} no és cap fitxa d'aquest joc", key_no_tile: "No tens cap {l} al faristol",
    key_full: "{sq} ja té una fitxa", enter_empty: "Encara no has posat cap fitxa",
    said_rack_now: "Faristol: {tiles}", on_board: "Al tauler: {tiles}", no_clock: "Ara no corre el rellotge",
    time_left: "Queden {m} min {s} s", board_how: "Escriu /tauler i una fila (A a O) o una columna (1 a 15)",
    said_last: "Jugada mestra de la ronda {n}: {move}, {points}", no_master: "Encara no hi ha cap jugada mestra",
    no_score: "Encara no tens punts", said_score: "Tens {points} en {n} rondes, {p} % de la mestra",
    no_rank: "Encara no hi ha classificació", said_rank: "Posició {r} de {n}, {points}",
    command_unknown: "No conec l'ordre /{word}: /ajuda les diu totes",
    said_joined: "Ets a la partida: {who}", said_link: "El teu enllaç personal per tornar-hi és just a sota",
    said_leader: "{r}, {name}, {points}", said_leaders: "Classificació: {list}",
    tile_used: "{tile}, al tauler (torna-la al faristol)",
    my_results: "Els teus resultats", slip: "Papereta", score_h: "Punts",
    your_link: "El teu enllaç per tornar-hi des de qualsevol aparell (desa'l):",
    login_again: "El servidor encara no reconeix aquest accés: torna-ho a provar d'aquí a un moment",
    replace_own: "Ja has enviat «{old}» en aquesta ronda: la substitueixo per «{new}»?",
    kept_own: "No enviada: es manté «{old}»", type_send_label: "Envia la jugada escrita", placed_on: "{tile} a {sq}",
    join_closed: "Les inscripcions estan tancades. Si ja t'hi has inscrit, entra amb el teu enllaç personal.",
    logged_out_link: "Has sortit de la partida i el teu enllaç personal ja no val. Per tornar-hi, demana un enllaç nou "
      + "a l'organització (o torna't a inscriure, si les inscripcions són obertes: tindràs una taula nova).",
    logged_out_pin: "Has sortit de la partida. Per tornar-hi, entra amb la teva taula i el teu PIN.",
  },
  es: {
    title: "Conductor · partida en casa", sound_on: "Sonido activado", sound_off: "Sonido apagado",
    login: "Entra en la partida", pin: "PIN", enter: "Entrar", join: "Inscríbete", name: "Nombre", club: "Club",
    join_code: "Código de la partida", join_send: "Inscribirme", join_or: "o entra con mesa y PIN",
    have_link: "Ya tengo mi enlace", link_label: "Tu enlace personal", link_go: "Entrar con el enlace",
    link_bad: "Esto no es un enlace personal de la partida (…/play#t=…)",
    logout: "Salir", who: "Mesa {t}", who_name: "{name} · mesa {t}", your_move: "Tu jugada",
    send: "Enviar", clear: "Recoger", typed: "Jugada escrita", typed_hint: "p. ej. H8 CASA", type_send: "Enviar",
    none: "Pon fichas en el tablero: toca una ficha del atril y luego una casilla",
    line: "Las fichas nuevas deben ir en una sola fila o columna", gap: "Hay un hueco en {sq}",
    received: "Recibida", sending: "Enviando…", refused: "Rechazada", mine: "La tuya", reason: "Motivo",
    no_slip: "Sin papeleta", waiting: "Esperando el atril…", pick_blank: "¿Qué letra es el comodín?",
    cancel: "Cancelar", need_move: "Escribe una coordenada y una palabra, p. ej. H8 CASA",
    help_keys: "Teclado: Alt+T lleva al tablero y Alt+J a la jugada escrita. En el tablero, las flechas mueven, una "
      + "letra pone la ficha y avanza (CH: c y h, LL: l y l, RR: r y r, o Mayús y la letra), el guion cambia entre "
      + "horizontal y vertical, Retroceso recoge la ficha, Intro pregunta si se envía la jugada y un segundo Intro la "
      + "envía, Escape la deja; coma lee la fila y punto la columna",
    commands_help: "Órdenes en la jugada escrita: /atril, /tiempo, /tablero H (una fila) o /tablero 8 (una columna), "
      + "/ultima (la última jugada maestra), /puntos, /posicion, /ayuda",
    send_q: "¿Envío {move}? Intro para enviar, Escape para dejarlo", send_no: "No enviada",
    send_login: "Entra en la partida para enviar", cleared: "Fichas devueltas al atril",
    taken_back: "Recogida: {tile}", across: "Horizontal", down: "Vertical", no_rack: "Todavía no hay atril",
    key_not_tile: "{l} no es ninguna ficha de este juego", key_no_tile: "No tienes ninguna {l} en el atril",
    key_full: "{sq} ya tiene una ficha", enter_empty: "Todavía no has puesto ninguna ficha",
    said_rack_now: "Atril: {tiles}", on_board: "En el tablero: {tiles}", no_clock: "Ahora no corre el reloj",
    time_left: "Quedan {m} min {s} s", board_how: "Escribe /tablero y una fila (A a O) o una columna (1 a 15)",
    said_last: "Jugada maestra de la ronda {n}: {move}, {points}", no_master: "Todavía no hay ninguna jugada maestra",
    no_score: "Todavía no tienes puntos", said_score: "Tienes {points} en {n} rondas, {p} % de la maestra",
    no_rank: "Todavía no hay clasificación", said_rank: "Posición {r} de {n}, {points}",
    command_unknown: "No conozco la orden /{word}: /ayuda las dice todas",
    said_joined: "Estás en la partida: {who}", said_link: "Tu enlace personal para volver está justo debajo",
    said_leader: "{r}, {name}, {points}", said_leaders: "Clasificación: {list}",
    tile_used: "{tile}, en el tablero (devuélvela al atril)",
    my_results: "Tus resultados", slip: "Papeleta", score_h: "Puntos",
    your_link: "Tu enlace para volver desde cualquier dispositivo (guárdalo):",
    login_again: "El servidor aún no reconoce este acceso: vuelve a probar dentro de un momento",
    replace_own: "Ya has enviado «{old}» en esta ronda: ¿la sustituyo por «{new}»?",
    kept_own: "No enviada: se mantiene «{old}»", type_send_label: "Enviar la jugada escrita", placed_on: "{tile} en {sq}",
    join_closed: "Las inscripciones están cerradas. Si ya te has inscrito, entra con tu enlace personal.",
    logged_out_link: "Has salido de la partida y tu enlace personal ya no vale. Para volver, pide un enlace nuevo a "
      + "la organización (o vuelve a inscribirte, si las inscripciones están abiertas: tendrás una mesa nueva).",
    logged_out_pin: "Has salido de la partida. Para volver, entra con tu mesa y tu PIN.",
  },
};

addWords(WORDS);

export function letters() {
  return LETTERS[document.documentElement.lang === "es" ? "es" : "ca"];
}

/** A tile put down, as the live region says it: "U a E6"; a blank (its label in lowercase) "u escarràs a E6". */
export function placedOn(label, square) {
  const letter = label.toUpperCase();
  return t("placed_on", { tile: label === letter ? letter : `${label} ${t("blank")}`, sq: square });
}

export const KEYS = keys();
