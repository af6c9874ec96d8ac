// words.js — every text a player at home reads, in Catalan and Spanish (the view's "language" picks), and each
// game's letters for the blank picker (digraphs are one tile: L·L, NY, QU in Catalan; CH, LL, RR in Spanish).
// Kept apart so the other modules hold no prose and a translator touches one file.

export const LETTERS = {
  ca: ["A", "B", "C", "Ç", "D", "E", "F", "G", "H", "I", "J", "L", "L·L", "M", "N", "NY", "O", "P", "QU", "R", "S",
       "T", "U", "V", "X", "Z"],
  es: ["A", "B", "C", "CH", "D", "E", "F", "G", "H", "I", "J", "L", "LL", "M", "N", "Ñ", "O", "P", "Q", "R", "RR",
       "S", "T", "U", "V", "X", "Y", "Z"],
};

const WORDS = {
  ca: {
    title: "Conductor · partida a casa", round_n: "Ronda {n}", round: "Ronda", time: "Temps!", paused: "Pausa", board: "Tauler",
    rack: "Faristol", sound_on: "So activat", sound_off: "So apagat", online: "En línia", connecting: "Connectant…",
    reconnecting: "Reconnectant…", login: "Entra a la partida", table: "Taula", pin: "PIN", enter: "Entra",
    join: "Inscriu-t'hi", name: "Nom", club: "Club", join_send: "Inscriu-me", join_or: "o entra amb taula i PIN",
    logout: "Surt", who: "Taula {t}", who_name: "{name} · taula {t}", your_move: "La teva jugada",
    send: "Envia", clear: "Recull", typed: "O escriu-la", typed_hint: "p. ex. H8 CASA", type_send: "Envia",
    none: "Posa fitxes al tauler: toca una fitxa del faristol i després una casella",
    line: "Les fitxes noves han d'anar en una sola fila o columna", gap: "Hi ha un forat a {sq}",
    received: "Rebuda", sent_at: "Enviada: {text}", sending: "Enviant…", refused: "Refusada",
    points: "{n} punts", point: "1 punt", master: "Jugada mestra", mine: "La teva", reason: "Motiu",
    standings: "Classificació", rank: "Pos.", player: "Jugador", total: "Punts", no_slip: "Sense papereta",
    waiting: "Esperant el faristol…", calling: "Escolta el faristol…", final: "Final de la partida",
    pick_blank: "Quina lletra fa l'escarràs?", cancel: "Cancel·la", network: "No hi ha connexió amb el servidor",
    need_move: "Escriu una coordenada i una paraula, p. ex. H8 CASA", blank: "escarràs",
    placed_on: "{tile} a {sq}", empty: "buida", tw: "paraula ×3", dw: "paraula ×2", tl: "lletra ×3",
    dl: "lletra ×2", sound_tap: "Toca per activar el so", help_keys: "Teclat: fletxes per moure't, Retorn per posar o recollir una fitxa",
    results: "Els teus resultats", slip: "Papereta", your_link: "El teu enllaç per tornar-hi des de qualsevol aparell (desa'l):",
  },
  es: {
    title: "Conductor · partida en casa", round_n: "Ronda {n}", round: "Ronda", time: "¡Tiempo!", paused: "Pausa", board: "Tablero",
    rack: "Atril", sound_on: "Sonido activado", sound_off: "Sonido apagado", online: "Conectado",
    connecting: "Conectando…", reconnecting: "Reconectando…", login: "Entra en la partida", table: "Mesa",
    pin: "PIN", enter: "Entrar", join: "Inscríbete", name: "Nombre", club: "Club", join_send: "Inscribirme",
    join_or: "o entra con mesa y PIN", logout: "Salir", who: "Mesa {t}", who_name: "{name} · mesa {t}",
    your_move: "Tu jugada", send: "Enviar", clear: "Recoger", typed: "O escríbela", typed_hint: "p. ej. H8 CASA",
    type_send: "Enviar", none: "Pon fichas en el tablero: toca una ficha del atril y luego una casilla",
    line: "Las fichas nuevas deben ir en una sola fila o columna", gap: "Hay un hueco en {sq}",
    received: "Recibida", sent_at: "Enviada: {text}", sending: "Enviando…", refused: "Rechazada",
    points: "{n} puntos", point: "1 punto", master: "Jugada maestra", mine: "La tuya", reason: "Motivo",
    standings: "Clasificación", rank: "Pos.", player: "Jugador", total: "Puntos", no_slip: "Sin papeleta",
    waiting: "Esperando el atril…", calling: "Escucha el atril…", final: "Final de la partida",
    pick_blank: "¿Qué letra es el comodín?", cancel: "Cancelar", network: "No hay conexión con el servidor",
    need_move: "Escribe una coordenada y una palabra, p. ej. H8 CASA", blank: "comodín",
    placed_on: "{tile} en {sq}", empty: "vacía", tw: "palabra ×3", dw: "palabra ×2", tl: "letra ×3",
    dl: "letra ×2", sound_tap: "Toca para activar el sonido", help_keys: "Teclado: flechas para moverte, Intro para poner o recoger una ficha",
    results: "Tus resultados", slip: "Papeleta", your_link: "Tu enlace para volver desde cualquier dispositivo (guárdalo):",
  },
};

let language = "ca";

export function setLanguage(code) {
  if (WORDS[code]) language = code;
  document.documentElement.lang = language;
  return language;
}

export function currentLanguage() {
  return language;
}

export function t(key, values = {}) {
  const text = WORDS[language][key] ?? WORDS.ca[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}

export function points(n) {
  return n === 1 ? t("point") : t("points", { n });
}

export function letters() {
  return LETTERS[language];
}

/** Fill every [data-t] element's text and every [data-t-label] element's aria-label, [data-t-ph] placeholder. */
export function translate(root = document) {
  root.querySelectorAll("[data-t]").forEach((node) => { node.textContent = t(node.dataset.t); });
  root.querySelectorAll("[data-t-label]").forEach((node) => node.setAttribute("aria-label", t(node.dataset.tLabel)));
  root.querySelectorAll("[data-t-ph]").forEach((node) => node.setAttribute("placeholder", t(node.dataset.tPh)));
  document.title = t("title");
}

export const KEYS = { ca: Object.keys(WORDS.ca), es: Object.keys(WORDS.es) };
