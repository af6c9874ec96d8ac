// typing.js — which rack tile a key typed on a board square puts down (pure: node runs it in the tests). A
// digraph tile is typed as its letters, never silently turned into a blank (FISC I.6: L·L and NY only as their
// own tile or a blank; AJS: CH, LL, RR are one tile each):
// - a letter with a free tile of its own puts that tile down; a letter that only begins a free digraph (Q: QU;
//   L with L·L and no L left) puts the digraph down and the digraph's next letter, typed next, is taken as part of it;
// - the second letter of a pair that is always one tile (NY, QU; CH, LL, RR) turns the tile just put down on the
//   square before into the digraph; in Catalan "l·l" (the middle dot after an L) does it for L·L, and "l" "l"
//   does it when no second L is free (two L tiles are a Catalan "ll", as in LLIBRE);
// - Shift and a letter put down the digraph that begins with it (Shift+L: L·L or LL, Shift+N: NY, Shift+C: CH…);
// - a blank only when no tile fits, as that letter (the page says "escarràs"); otherwise the key is refused
//   with why ("no_tile", "not_letter");
// - "l·l" with L·L on the rack and no plain L: the first "l" puts L·L down, the "·" and the second "l" are part of it.

import { DIGRAPHS } from "../common/words.js";

export { DIGRAPHS };
const ALWAYS = { ca: ["NY", "QU"], es: ["CH", "LL", "RR"] };     // a pair of letters that is always the one tile

const plain = (tile) => tile.replace("·", "");

/**
 * key: the key typed (event.key); shift: Shift held; free: [[tile, index]…] the rack tiles not on the board;
 * previous: {label, index} the tile the last key put down on the square just before (or null); swallow: the
 * letter that completes a digraph put down by its first letter (or ""); alphabet: the game's tiles (a blank may
 * be any); language: "ca" | "es".
 * Returns {kind: "place", index, label, blank} | {kind: "merge", index, label} (the tile on the square before
 * becomes `label`) | {kind: "swallow"} | {kind: "refuse", why, letter} | null (not a letter: not this module's).
 */
export function typedTile(key, shift, free, previous, swallow, alphabet, language) {
  const digraphs = DIGRAPHS[language] || [];
  const freeTile = (tile) => free.find(([label]) => label === tile);
  const blank = freeTile("?");
  if (key === "·") {
    // "l·l" typed where the first "l" already put down the L·L tile (no plain L free): the dot is part of it, and so
    // is the "l" after it (the blank is never spent on it)
    if (previous && previous.label === "L·L" && swallow === "L") return { kind: "swallow", swallow: "L" };
    const tile = freeTile("L·L");
    if (previous && previous.label === "L" && tile) return { kind: "merge", index: tile[1], label: "L·L", swallow: "L" };
    return { kind: "refuse", why: "no_tile", letter: "L·L" };
  }
  if (key.length !== 1 || !/\p{L}/u.test(key)) return null;
  const letter = key.toUpperCase();
  if (swallow && letter === swallow) return { kind: "swallow" };
  if (shift && key !== key.toLowerCase()) {
    const digraph = digraphs.find((d) => d.startsWith(letter));
    if (digraph) {
      const tile = freeTile(digraph);
      if (tile) return { kind: "place", index: tile[1], label: digraph, blank: false, swallow: "" };
      if (blank) return { kind: "place", index: blank[1], label: digraph.toLowerCase(), blank: true, swallow: "" };
      return { kind: "refuse", why: "no_tile", letter: digraph };
    }
  }
  if (previous) {
    const digraph = digraphs.find((d) => plain(d) === previous.label + letter);
    const tile = digraph && freeTile(digraph);
    if (tile && (ALWAYS[language].includes(digraph) || !freeTile(letter))) {
      return { kind: "merge", index: tile[1], label: digraph, swallow: "" };
    }
  }
  const own = freeTile(letter);
  if (own) return { kind: "place", index: own[1], label: letter, blank: false, swallow: "" };
  for (const digraph of digraphs.filter((d) => d.startsWith(letter))) {
    const tile = freeTile(digraph);
    if (tile) return { kind: "place", index: tile[1], label: digraph, blank: false, swallow: plain(digraph).slice(1) };
  }
  if (!alphabet.includes(letter)) return { kind: "refuse", why: "not_letter", letter };
  if (blank) return { kind: "place", index: blank[1], label: letter.toLowerCase(), blank: true, swallow: "" };
  return { kind: "refuse", why: "no_tile", letter };
}
