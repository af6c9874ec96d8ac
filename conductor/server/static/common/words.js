// words.js — the one way a page says a text: t(key, values), in the game's language. The sentences are not
// written here: each page's entry takes its words from GET /words/{page}.js (written by the server from the keyed
// messages, conductor/messages/pages.py: every page's shared words and the page's own) and hands them to
// addWords. The game's language comes from the view ("language"); until then the browser's language picks.

const WORDS = {};                  // {language: {name: template}}: the page's, from GET /words/{page}.js
const PLURALS = {};                // {language: count → CLDR category}: babel's rules, from the same module

let language = "ca";
const listeners = [];

/** A page's words, {language: {name: template}} (GET /words/{page}.js), added to those it has; `plurals`: each
 * language's CLDR plural rule (the same module's PLURALS). */
export function addWords(more, plurals = {}) {
  for (const [code, table] of Object.entries(more)) WORDS[code] = { ...(WORDS[code] || {}), ...table };
  Object.assign(PLURALS, plurals);
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

/** The page's sentence `key` with its {fields} filled; a count's field agrees with its noun by CLDR's rules, as the
 * messages write it: "{n:# ronda|# rondes}" ("#" the count; the first form for CLDR's "one", the last otherwise). */
export function t(key, values = {}) {
  const text = (WORDS[language] || {})[key] ?? (WORDS.ca || {})[key] ?? key;
  return text.replace(/\{(\w+)(?::([^{}]*))?\}/g, (_, name, forms) => {
    const value = values[name] ?? "";
    if (forms === undefined) return String(value);
    const choices = forms.split("|");
    const rule = PLURALS[language] || ((n) => (n === 1 ? "one" : "other"));
    return choices[rule(Number(value)) === "one" ? 0 : choices.length - 1].replace(/#/g, String(value));
  });
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

/** A count of players or slips as the language writes it ("1.234"): the separator is babel's (the words module's
 * `number_group`, as the server's language.whole_number writes counts); the projector and the pages agree. */
export function grouped(n) {
  const group = (WORDS[language] || {}).number_group ?? ",";
  return String(Math.trunc(Number(n) || 0)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

export function points(n) {
  return t("points", { n });
}

/** A number with `digits` decimals, as the page's language writes it ("53,70": Catalan and Spanish put a decimal
 * comma), trailing zeros kept so a column's figures line up: the server's language.decimal, for the pages. */
export function decimal(x, digits = 1) {
  const n = Number(x);
  if (!Number.isFinite(n)) return "";
  return new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits,
                                           useGrouping: false }).format(n);
}

/** Fill every [data-t] element's text, [data-t-label] aria-label, [data-t-ph] placeholder, [data-t-title] title. */
export function translate(root = document) {
  root.querySelectorAll("[data-t]").forEach((node) => { node.textContent = t(node.dataset.t); });
  root.querySelectorAll("[data-t-label]").forEach((node) => node.setAttribute("aria-label", t(node.dataset.tLabel)));
  root.querySelectorAll("[data-t-ph]").forEach((node) => node.setAttribute("placeholder", t(node.dataset.tPh)));
  root.querySelectorAll("[data-t-title]").forEach((node) => node.setAttribute("title", t(node.dataset.tTitle)));
}
