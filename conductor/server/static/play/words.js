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
    help_keys: "Teclat: fletxes per moure't pel tauler, una lletra hi posa la fitxa, Retorn posa o recull la fitxa "
      + "triada, coma llegeix la fila i punt la columna; Tab porta a la jugada escrita",
    my_results: "Els teus resultats", slip: "Papereta", score_h: "Punts",
    your_link: "El teu enllaç per tornar-hi des de qualsevol aparell (desa'l):",
    login_again: "El servidor encara no reconeix aquest accés: torna-ho a provar d'aquí a un moment",
    replace_own: "Ja has enviat «{old}» en aquesta ronda: la substitueixo per «{new}»?",
    kept_own: "No enviada: es manté «{old}»", type_send_label: "Envia la jugada escrita", placed_on: "{tile} a {sq}",
    join_closed: "Les inscripcions estan tancades. Si ja t'hi has inscrit, entra amb el teu enllaç personal.",
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
    help_keys: "Teclado: flechas para moverte por el tablero, una letra pone la ficha, Intro pone o recoge la ficha "
      + "elegida, coma lee la fila y punto la columna; Tab lleva a la jugada escrita",
    my_results: "Tus resultados", slip: "Papeleta", score_h: "Puntos",
    your_link: "Tu enlace para volver desde cualquier dispositivo (guárdalo):",
    login_again: "El servidor aún no reconoce este acceso: vuelve a probar dentro de un momento",
    replace_own: "Ya has enviado «{old}» en esta ronda: ¿la sustituyo por «{new}»?",
    kept_own: "No enviada: se mantiene «{old}»", type_send_label: "Enviar la jugada escrita", placed_on: "{tile} en {sq}",
    join_closed: "Las inscripciones están cerradas. Si ya te has inscrito, entra con tu enlace personal.",
  },
};

addWords(WORDS);

export function letters() {
  return LETTERS[document.documentElement.lang === "es" ? "es" : "ca"];
}

/** A tile put down, as the live region says it: "U a E6"; a blank (its label in lowercase) "U (escarràs) a E6". */
export function placedOn(label, square) {
  const letter = label.toUpperCase();
  return t("placed_on", { tile: label === letter ? letter : `${letter} (${t("blank")})`, sq: square });
}

export const KEYS = keys();
