// words.js — what the player's page's modules say through (t, points… of common/words.js; the sentences are the
// page's words, GET /words/play.js, taken by main.js), and each game's letters for the blank picker (digraphs are
// one tile: L·L, NY, QU in Catalan; CH, LL, RR in Spanish).

import { t } from "../common/words.js";

export { currentLanguage, onLanguage, points, setLanguage, t, translate } from "../common/words.js";

export const LETTERS = {
  ca: ["A", "B", "C", "Ç", "D", "E", "F", "G", "H", "I", "J", "L", "L·L", "M", "N", "NY", "O", "P", "QU", "R", "S",
       "T", "U", "V", "X", "Z"],
  es: ["A", "B", "C", "CH", "D", "E", "F", "G", "H", "I", "J", "L", "LL", "M", "N", "Ñ", "O", "P", "Q", "R", "RR",
       "S", "T", "U", "V", "X", "Y", "Z"],
};

export function letters() {
  return LETTERS[document.documentElement.lang === "es" ? "es" : "ca"];
}

/** A tile put down, as the live region says it: "U a E6"; a blank (its label in lowercase) "u escarràs a E6". */
export function placedOn(label, square) {
  const letter = label.toUpperCase();
  return t("placed_on", { tile: label === letter ? letter : `${label} ${t("blank")}`, sq: square });
}
