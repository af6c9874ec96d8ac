// notation.js — the slip's notation from the tiles a player put down, exactly as the room writes it (a port of
// conductor/rules/move.py move_from_tiles): the main word runs along the new tiles' line through the tiles
// already on the board; one new tile reads along whichever line makes a word of 2 or more (across when both
// do); "H8" across, "8H" down; a blank is its letter in lowercase. A typed slip is read as the room reads it
// (`readAsTheRoom`: lowercase as blanks only when the rack has that many). Pure (no DOM): node tests it against Python.

export const ROWS = "ABCDEFGHIJKLMNO";
export const SIZE = 15;

export function squareName(row, col) {
  return ROWS[row] + (col + 1);
}

export function coordinate(row, col, across) {
  return across ? squareName(row, col) : `${col + 1}${ROWS[row]}`;
}

/**
 * board: 15 rows of 15 labels ("" empty, lowercase for a blank); placed: [{row, col, label}] (the new tiles,
 * a blank's label in lowercase). Returns {text, across, squares} or {error: "none"|"line"|"gap", square}.
 */
export function moveFromTiles(board, placed) {
  if (!placed.length) return { error: "none" };
  const after = board.map((line) => line.slice());
  for (const tile of placed) after[tile.row][tile.col] = tile.label;
  const occupied = (r, c) => r >= 0 && r < SIZE && c >= 0 && c < SIZE && Boolean(after[r][c]);
  const run = (r, c, dr, dc) => {
    while (occupied(r - dr, c - dc)) { r -= dr; c -= dc; }
    const squares = [];
    while (occupied(r, c)) { squares.push([r, c]); r += dr; c += dc; }
    return squares;
  };
  const first = placed.reduce((a, b) => (b.row < a.row || (b.row === a.row && b.col < a.col) ? b : a));
  let across;
  if (placed.length === 1) {
    const sideways = run(first.row, first.col, 0, 1);
    const downwards = run(first.row, first.col, 1, 0);
    across = !(sideways.length < 2 && downwards.length >= 2);
  } else if (new Set(placed.map((tile) => tile.row)).size === 1) {
    across = true;
  } else if (new Set(placed.map((tile) => tile.col)).size === 1) {
    across = false;
  } else {
    return { error: "line" };
  }
  const [dr, dc] = across ? [0, 1] : [1, 0];
  const squares = run(first.row, first.col, dr, dc);
  const inWord = new Set(squares.map(([r, c]) => r * SIZE + c));
  if (placed.some((tile) => !inWord.has(tile.row * SIZE + tile.col))) {
    let [r, c] = [first.row, first.col];
    while (occupied(r, c)) { r += dr; c += dc; }
    return { error: "gap", square: squareName(r, c) };
  }
  const [row, col] = squares[0];
  const word = squares.map(([r, c]) => after[r][c]).join("");
  return { text: `${coordinate(row, col, across)} ${word}`, across, squares };
}

/** Whether a move's squares hold to the board (DESIGN §2): the first move covers H8, a later one touches a tile on
 * the board (a square of its word, or beside a new tile). `squares`: [[row, col]…] of its whole word; `board` the
 * board before it. null when it does; else "centre" or "touch", said to the player before anything is sent (the board
 * is public: nothing of the round's moves is in it). */
export function anchored(board, squares) {
  const taken = (r, c) => r >= 0 && r < SIZE && c >= 0 && c < SIZE && Boolean(board[r] && board[r][c]);
  const empty = board.every((line) => line.every((label) => !label));
  if (empty) return squares.some(([r, c]) => r === 7 && c === 7) ? null : "centre";
  const touches = squares.some(([r, c]) => taken(r, c) || taken(r - 1, c) || taken(r + 1, c) || taken(r, c - 1)
    || taken(r, c + 1));
  return touches ? null : "touch";
}

const TYPED = /^(?:([A-Oa-o])(\d{1,2})|(\d{1,2})([A-Oa-o]))\s+(\S+)$/;

/** A typed word's tiles as written (case kept), its digraphs one tile each (`digraphs`: the game's; "L·L" also
 * written "L.L"), read greedily as the room reads them (rules/spelling.py). */
function typedTiles(word, digraphs) {
  const text = word.replace(/([Ll])\.([Ll])/g, "$1·$2");
  const tiles = [];
  for (let i = 0; i < text.length;) {
    const digraph = digraphs.find((d) => text.slice(i, i + d.length).toUpperCase() === d);
    const length = digraph ? digraph.length : 1;
    tiles.push(text.slice(i, i + length));
    i += length;
  }
  return tiles;
}

/** The squares of a typed move ("H8 CASA", "8H casa"), its digraphs one tile each (`digraphs`: the game's, "L·L"
 * also written "L.L"); null when the text does not read as a move (the server says why). */
export function typedSquares(text, digraphs) {
  const match = TYPED.exec(text.trim());
  if (!match) return null;
  const across = Boolean(match[1]);
  const row = ROWS.indexOf((match[1] || match[4]).toUpperCase());
  const col = Number(match[2] || match[3]) - 1;
  if (col < 0 || col >= SIZE) return null;
  const tiles = typedTiles(match[5], digraphs).length;
  const squares = Array.from({ length: tiles }, (_, i) => (across ? [row, col + i] : [row + i, col]));
  return squares.every(([r, c]) => r < SIZE && c < SIZE) ? squares : null;
}

/** A typed slip as the room reads it (game/rounds.py `score_slip` and `_blanks_written`, the one rule): a lowercase
 * tile is a blank, unless the slip puts more lowercase tiles on empty squares than the rack has blanks; then the
 * whole slip is read in capitals (a caps lock), so "h8 casa" on a rack with no blank is "H8 CASA", never four
 * blanks. `board`: 15 rows of labels ("" empty); `rack`: its labels ("?" a blank). Any other text is returned as it
 * is (the server says what is wrong with it). */
export function readAsTheRoom(text, board, rack, digraphs) {
  const match = TYPED.exec(String(text || "").trim());
  if (!match) return text;
  const across = Boolean(match[1]);
  const row = ROWS.indexOf((match[1] || match[4]).toUpperCase());
  const col = Number(match[2] || match[3]) - 1;
  const lowered = typedTiles(match[5], digraphs).filter((tile, i) => {
    const [r, c] = across ? [row, col + i] : [row + i, col];
    const empty = r >= 0 && r < SIZE && c >= 0 && c < SIZE && !(board[r] && board[r][c]);
    return empty && tile !== tile.toUpperCase() && tile === tile.toLowerCase();
  }).length;
  return lowered > rack.filter((tile) => tile === "?").length ? text.toUpperCase() : text;
}
