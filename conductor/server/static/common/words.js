// words.js — the words every page shares (the board, the clock, the live region, the standings, the display
// preferences, the lobby), in Catalan and Spanish, and the one way a page says a text: t(key, values). Each page
// adds its own words (addWords) from a module of its own, so no module holds another's prose. The game's language
// comes from the view ("language"); until then the browser's language picks.

const WORDS = {
  ca: {
    round_n: "Ronda {n}", round: "Ronda", time: "Temps!", paused: "Pausa", rack: "Faristol", board: "Tauler",
    tw: "Paraula ×3", dw: "Paraula ×2", tl: "Lletra ×3", dl: "Lletra ×2", centre: "centre", empty: "buida",
    blank: "escarràs", row_n: "Fila {r}", column_n: "Columna {c}", line_empty: "{line}: buida",
    line_rest: "la resta buida", points: "{n} punts", point: "1 punt", master: "Jugada mestra",
    standings: "Classificació", rank: "Pos.", table: "Taula", player: "Jugador", total: "Punts", percent: "%",
    final: "Final de la partida", network: "No hi ha connexió amb el servidor", online: "En línia",
    connecting: "Connectant…", reconnecting: "Reconnectant…", waiting: "Preparant el faristol…",
    calling: "Escolta el faristol…", bag: "Sac: {n}", mix: "Vocals {v} · Consonants {c}",
    slips_in: "Paperetes ronda {n}: {got}/{of}", provisional: "Provisional: falten {n} paperetes per entrar",
    provisional_plain: "Provisional", master_total: "Jugada mestra: {n} punts", page: "pàgina {i}/{n}",
    said_rack: "Ronda {n}. Faristol: {tiles}", said_60: "Queda 1 minut", said_30: "Queden 30 segons",
    said_time: "Temps!", said_master: "Jugada mestra: {move}, {points}", said_mine: "La teva: {move}, {points}",
    said_no_slip: "No has enviat cap jugada", display: "Pantalla", contrast: "Contrast alt", large: "Lletra gran", cue: "Avís sonor",
    lobby: "La partida comença aviat", starts_in: "Comença d'aquí a {t}", starts_at: "Comença a les {t}",
    starting: "Comença ara", joined: "Inscrits: {n}", joined_one: "Inscrits: 1", sound_test: "Prova el so",
    sound_testing: "Sona la prova…", sound_failed: "No s'ha pogut fer sonar: comprova el volum",
    best: "Les millors jugades", yours: "la teva", your_rank: "Posició {r} de {n} · {p} % de la mestra",
    disconnected: "Desconnectat", dispute: "discrepància",
    replace_q: "La taula {t} ja té papereta a la ronda {r} ({by}): la substitueixo?", by_console: "de la consola",
    by_judge: "del jutge", by_device: "del dispositiu {name}", by_player: "del jugador de la taula {t}",
    yes_replace: "Sí, substitueix-la", no_keep: "No, deixa-la", kept: "No enviada: es manté la papereta que hi havia",
    sound_played: "Prova feta: si no l'has sentida, apuja el volum", crowded_link: "Desconnectat",
    crowded: "Aquesta entrada és oberta en massa pestanyes o aparells i aquí s'ha desconnectat",
    connect_here: "Connecta't aquí",
  },
  es: {
    round_n: "Ronda {n}", round: "Ronda", time: "¡Tiempo!", paused: "Pausa", rack: "Atril", board: "Tablero",
    tw: "Palabra ×3", dw: "Palabra ×2", tl: "Letra ×3", dl: "Letra ×2", centre: "centro", empty: "vacía",
    blank: "comodín", row_n: "Fila {r}", column_n: "Columna {c}", line_empty: "{line}: vacía",
    line_rest: "el resto vacío", points: "{n} puntos", point: "1 punto", master: "Jugada maestra",
    standings: "Clasificación", rank: "Pos.", table: "Mesa", player: "Jugador", total: "Puntos", percent: "%",
    final: "Final de la partida", network: "No hay conexión con el servidor", online: "Conectado",
    connecting: "Conectando…", reconnecting: "Reconectando…", waiting: "Preparando el atril…",
    calling: "Escucha el atril…", bag: "Bolsa: {n}", mix: "Vocales {v} · Consonantes {c}",
    slips_in: "Papeletas ronda {n}: {got}/{of}", provisional: "Provisional: faltan {n} papeletas por entrar",
    provisional_plain: "Provisional", master_total: "Jugada maestra: {n} puntos", page: "página {i}/{n}",
    said_rack: "Ronda {n}. Atril: {tiles}", said_60: "Queda 1 minuto", said_30: "Quedan 30 segundos",
    said_time: "¡Tiempo!", said_master: "Jugada maestra: {move}, {points}", said_mine: "La tuya: {move}, {points}",
    said_no_slip: "No has enviado ninguna jugada", display: "Pantalla", contrast: "Alto contraste", cue: "Aviso sonoro",
    large: "Letra grande", lobby: "La partida empieza pronto", starts_in: "Empieza dentro de {t}",
    starts_at: "Empieza a las {t}", starting: "Empieza ahora", joined: "Inscritos: {n}", joined_one: "Inscritos: 1",
    sound_test: "Prueba el sonido", sound_testing: "Suena la prueba…",
    sound_failed: "No se ha podido reproducir: comprueba el volumen", best: "Las mejores jugadas", yours: "la tuya",
    your_rank: "Posición {r} de {n} · {p} % de la maestra",
    disconnected: "Desconectado", dispute: "discrepancia",
    replace_q: "La mesa {t} ya tiene papeleta en la ronda {r} ({by}): ¿la sustituyo?", by_console: "de la consola",
    by_judge: "del juez", by_device: "del dispositivo {name}", by_player: "del jugador de la mesa {t}",
    yes_replace: "Sí, sustitúyela", no_keep: "No, déjala", kept: "No enviada: se mantiene la papeleta que había",
    sound_played: "Prueba hecha: si no la has oído, sube el volumen", crowded_link: "Desconectado",
    crowded: "Esta entrada está abierta en demasiadas pestañas o dispositivos y aquí se ha desconectado",
    connect_here: "Conéctate aquí",
  },
};

let language = "ca";
const listeners = [];

/** A page's own words: {ca: {...}, es: {...}}, added to the shared ones. */
export function addWords(more) {
  for (const code of Object.keys(WORDS)) Object.assign(WORDS[code], more[code] || {});
}

export function setLanguage(code) {
  const wanted = WORDS[code] ? code : "ca";
  const changed = wanted !== language;
  language = wanted;
  document.documentElement.lang = language;
  if (changed) listeners.forEach((listener) => listener(language));
  return changed;
}

/** Told of each change of language (after the texts marked data-t are said again). */
export function onLanguage(listener) {
  listeners.push(listener);
}

export function currentLanguage() {
  return language;
}

export function browserLanguage() {
  return typeof navigator !== "undefined" && (navigator.language || "").toLowerCase().startsWith("es") ? "es" : "ca";
}

export function t(key, values = {}) {
  const text = WORDS[language][key] ?? WORDS.ca[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}

/** Each game's digraph tiles (one tile each: FISC I.6, AJS). */
export const DIGRAPHS = { ca: ["L·L", "NY", "QU"], es: ["CH", "LL", "RR"] };

/** A move as it is said: a blank (a lowercase letter in the notation) named as a blank, "E4 FALQUEN (e escarràs)";
 * by ear a lowercase letter is lost. */
export function spokenMove(move) {
  const text = String(move || "");
  const space = text.indexOf(" ");
  if (space < 0) return text;
  const word = text.slice(space + 1);
  const pieces = new RegExp([...DIGRAPHS[language].map((d) => d.toLowerCase()), "."].join("|"), "gu");
  const blanks = (word.match(pieces) || []).filter((piece) => piece !== piece.toUpperCase())
    .map((piece) => `${piece} ${t("blank")}`);
  return blanks.length ? `${text.slice(0, space)} ${word.toUpperCase()} (${blanks.join(", ")})` : text;
}

export function points(n) {
  return n === 1 ? t("point") : t("points", { n });
}

/** A number as Catalan and Spanish write it: a decimal comma, at most `digits` decimals. */
export function decimal(x, digits = 1) {
  const n = Number(x);
  if (!Number.isFinite(n)) return "";
  const text = n.toFixed(digits);
  return (text.includes(".") ? text.replace(/\.?0+$/, "") : text).replace(".", ",");
}

/** Fill every [data-t] element's text, [data-t-label] aria-label, [data-t-ph] placeholder, [data-t-title] title. */
export function translate(root = document) {
  root.querySelectorAll("[data-t]").forEach((node) => { node.textContent = t(node.dataset.t); });
  root.querySelectorAll("[data-t-label]").forEach((node) => node.setAttribute("aria-label", t(node.dataset.tLabel)));
  root.querySelectorAll("[data-t-ph]").forEach((node) => node.setAttribute("placeholder", t(node.dataset.tPh)));
  root.querySelectorAll("[data-t-title]").forEach((node) => node.setAttribute("title", t(node.dataset.tTitle)));
}

/** The keys of each language (a test checks both have the same). */
export function keys() {
  return Object.fromEntries(Object.entries(WORDS).map(([code, table]) => [code, Object.keys(table)]));
}
