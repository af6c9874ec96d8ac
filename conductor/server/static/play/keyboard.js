// keyboard.js — the board played by keyboard alone (a blind player as quick as a sighted one). On a
// focused square a letter puts down a rack tile and moves on along the move's line (typing.js decides which tile:
// digraphs by their letters, a blank only when no tile fits); "-" turns the line (across ⇄ down, one key, said);
// Backspace takes a tile back; Enter on a complete move asks "send H8 CASA?" in the live region and a second Enter
// sends it; Escape drops the question, then the chosen tile, then puts every tile back. Every key the board
// ignores says why; a move that touches no tile on the board (or misses the centre first) is not asked about but
// refused, saying why. Each round the line starts across again (said when it had been turned). Alt+J (the move typed) and Alt+T (the board) reach either from anywhere on the page.

import { SIZE, squareName } from "./notation.js";
import { typedTile } from "./typing.js";
import { spokenMove } from "../common/words.js";
import { currentLanguage, letters, placedOn, t } from "./words.js";

/**
 * page: {state (placed, chosen), rackTiles(), usedIndices(), occupied(r, c), move() (the notation: {text} or
 * {error, square}), place(index, r, c, label) → Promise<bool>, takeBack(key), clear(), board, say(text),
 * send(text), canSend()}.
 */
export function createKeys(page) {
  let across = true;             // the line a keyed move runs along while it has fewer than two tiles
  let previous = null;           // {key, label, next: square key} the tile the last key put down
  let swallow = "";              // the letter that completes a digraph put down by its first one
  let asking = "";               // the move the live region asked "send?" about
  const say = page.say;

  /** The line the next tile goes along: the tiles' own once they make one, else the one chosen with "-". */
  function direction(r, c) {
    const keys = [...page.state.placed.keys()];
    const row = keys.length > 0 && keys.every((k) => Math.floor(k / SIZE) === r);
    const column = keys.length > 0 && keys.every((k) => k % SIZE === c);
    if (row && !column) return true;
    if (column && !row) return false;
    return across;
  }

  /** The free square after (r, c) along the line (squares already covered are stepped over), or null. */
  function after(r, c, alongRow) {
    let [nr, nc] = [r, c];
    do { if (alongRow) nc += 1; else nr += 1; } while (nr < SIZE && nc < SIZE && page.occupied(nr, nc));
    return nr < SIZE && nc < SIZE ? [nr, nc] : null;
  }

  const sayPlaced = (key) => {
    const tile = page.state.placed.get(key);
    if (tile) say(placedOn(tile.label, squareName(Math.floor(key / SIZE), key % SIZE)));
  };

  function put(result, r, c) {
    const target = result.kind === "merge" ? previous.key : r * SIZE + c;
    const [tr, tc] = [Math.floor(target / SIZE), target % SIZE];
    const alongRow = direction(r, c);
    page.place(result.index, tr, tc, result.label).then((done) => {
      if (!done) return;
      sayPlaced(target);
      swallow = result.swallow || "";
      if (result.kind === "merge") { previous = null; return; }
      const next = after(r, c, alongRow);
      previous = { key: target, label: result.label, next: next ? next[0] * SIZE + next[1] : -1 };
      if (next) page.board.focusSquare(next[0], next[1]);
    });
  }

  /** Enter: ask, then send. Answers whether it took the key. */
  function enter() {
    if (page.state.chosen !== null) return false;
    if (page.state.placed.size === 0) { say(t(page.rackTiles().length ? "enter_empty" : "no_rack")); return true; }
    const move = page.move();
    if (!move.text) {                       // not in one line, a gap, touching no tile, missing the centre
      say(move.error === "gap" ? t("gap", { sq: move.square }) : t(move.error));
      return true;
    }
    if (!page.canSend()) { say(t("send_login")); return true; }
    if (asking === move.text) {
      asking = "";
      page.send(move.text);
    } else {
      asking = move.text;
      say(t("send_q", { move: spokenMove(move.text) }));
    }
    return true;
  }

  function escape() {
    if (asking) { asking = ""; say(t("send_no")); return; }
    if (page.state.chosen !== null) { page.state.chosen = null; page.render(); return; }
    if (page.state.placed.size) { page.clear(); say(t("cleared")); }
  }

  function onKey(event) {
    const cell = event.target.closest && event.target.closest("[data-sq]");
    if (!cell || event.ctrlKey || event.metaKey || event.altKey) return;
    const [r, c] = [Number(cell.dataset.r), Number(cell.dataset.c)];
    const key = r * SIZE + c;
    const taken = () => { event.preventDefault(); event.stopPropagation(); };
    if (event.key === "Enter") {
      if (enter()) taken();
      return;
    }
    if (event.key === "Escape") { taken(); escape(); return; }
    if (event.key !== "Shift") asking = "";
    if ((event.key === "Backspace" || event.key === "Delete") && page.state.placed.has(key)) {
      taken();
      const tile = page.state.placed.get(key);
      page.takeBack(key);
      previous = null;
      say(t("taken_back", { tile: placedOn(tile.label, squareName(r, c)) }));
      return;
    }
    if (event.key === "-") {
      taken();
      across = !direction(r, c);
      const keys = [...page.state.placed.keys()];
      if (keys.length === 1 && previous && previous.key === keys[0]) {     // one tile down: go on along the new line
        const next = after(Math.floor(keys[0] / SIZE), keys[0] % SIZE, across);
        previous.next = next ? next[0] * SIZE + next[1] : -1;
        if (next) page.board.focusSquare(next[0], next[1]);
      }
      say(t(across ? "across" : "down"));
      return;
    }
    const free = page.rackTiles().map((tile, i) => [tile, i]).filter(([, i]) => !page.usedIndices().has(i));
    const before = previous && previous.next === key && page.state.placed.has(previous.key) ? previous : null;
    const result = typedTile(event.key, event.shiftKey, free, before, swallow, letters(), currentLanguage());
    if (result === null) return;
    taken();
    if (result.kind === "swallow") { swallow = result.swallow || ""; return; }
    swallow = "";
    if (!page.rackTiles().length) { say(t("no_rack")); return; }
    if (result.kind === "refuse") {
      say(t(result.why === "not_letter" ? "key_not_tile" : "key_no_tile", { l: result.letter }));
      return;
    }
    if (result.kind === "place" && page.occupied(r, c)) {
      say(t("key_full", { sq: squareName(r, c) }));
      return;
    }
    put(result, r, c);
  }

  /** Alt+J: the move typed; Alt+T: the board (its focused square): one key from anywhere on the page. */
  function shortcut(event) {
    if (!event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.code === "KeyJ" ? document.getElementById("typed")
      : event.code === "KeyT" ? document.querySelector("#board [tabindex='0']") : null;
    if (!target || target.closest("[hidden]")) return;
    event.preventDefault();
    target.focus();
  }

  /** A new round (or rack): nothing pending; with a new rack (`rack`: true) the line goes back to across, and a
   * player who had turned it is told. */
  function reset(rack) {
    previous = null;
    swallow = "";
    asking = "";
    if (rack && !across) {
      across = true;
      say(t("across_again"));
    }
  }

  page.board.cell(0, 0).closest("[role=grid]").addEventListener("keydown", onKey, true);
  document.addEventListener("keydown", shortcut);
  return { reset };
}
