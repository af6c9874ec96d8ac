// board.js — the 15×15 board as it stands plus the tiles this player has put down, drawn with the room's premium
// colours (conductor/rules/board.py). Built once, updated in place (no re-creation per view: fast on a phone).
// The squares are one keyboard stop (a roving tabindex): arrows move, Enter or Space acts on the square, as a
// tap does. What a tap or Enter means is main.js's business; this module only reports the square.

import { ROWS, SIZE, squareName } from "./notation.js";
import { t } from "./words.js";

const PREMIUM = {};
const premium = (kind, names) => names.split(" ").forEach((name) => { PREMIUM[name] = kind; });
premium("tw", "A1 A8 A15 H1 H15 O1 O8 O15");
premium("dw", "B2 C3 D4 E5 H8 K11 L12 M13 N14 B14 C13 D12 E11 K5 L4 M3 N2");
premium("tl", "B6 B10 F2 F6 F10 F14 J2 J6 J10 J14 N6 N10");
premium("dl", "A4 A12 C7 C9 D1 D8 D15 G3 G7 G9 G13 H4 H12 I3 I7 I9 I13 L1 L8 L15 M7 M9 O4 O12");
const MARK = { tw: "3P", dw: "2P", tl: "3L", dl: "2L" };

export function premiumOf(name) {
  return PREMIUM[name] || "";
}

/** Build the board in `grid`; `onSquare(row, col, how)` is told of a tap or Enter ("tap" | "key"). */
export function createBoard(grid, onSquare) {
  const cells = [];
  let focus = [7, 7];
  grid.textContent = "";
  grid.setAttribute("role", "grid");
  const head = document.createElement("div");
  head.className = "bhead";
  head.setAttribute("role", "row");
  head.appendChild(Object.assign(document.createElement("div"), { className: "corner" }));
  for (let c = 0; c < SIZE; c += 1) {
    head.appendChild(Object.assign(document.createElement("div"), { className: "label", textContent: c + 1 }));
  }
  grid.appendChild(head);
  for (let r = 0; r < SIZE; r += 1) {
    const line = document.createElement("div");
    line.className = "bline";
    line.setAttribute("role", "row");
    line.appendChild(Object.assign(document.createElement("div"), { className: "label", textContent: ROWS[r] }));
    cells.push([]);
    for (let c = 0; c < SIZE; c += 1) {
      const cell = document.createElement("div");
      cell.setAttribute("role", "gridcell");
      cell.dataset.sq = squareName(r, c);
      cell.dataset.r = r;
      cell.dataset.c = c;
      cell.tabIndex = r === 7 && c === 7 ? 0 : -1;
      line.appendChild(cell);
      cells[r].push(cell);
    }
    grid.appendChild(line);
  }

  const moveFocus = (r, c) => {
    r = Math.max(0, Math.min(SIZE - 1, r));
    c = Math.max(0, Math.min(SIZE - 1, c));
    cells[focus[0]][focus[1]].tabIndex = -1;
    focus = [r, c];
    cells[r][c].tabIndex = 0;
    cells[r][c].focus();
  };
  const cellOf = (node) => (node && node.closest ? node.closest("[data-sq]") : null);
  grid.addEventListener("click", (event) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    const [r, c] = [Number(cell.dataset.r), Number(cell.dataset.c)];
    cells[focus[0]][focus[1]].tabIndex = -1;
    focus = [r, c];
    cell.tabIndex = 0;
    onSquare(r, c, "tap");
  });
  grid.addEventListener("focusin", (event) => {       // focus given by a script or a click keeps the roving stop
    const cell = cellOf(event.target);
    if (!cell || cell.tabIndex === 0) return;
    cells[focus[0]][focus[1]].tabIndex = -1;
    focus = [Number(cell.dataset.r), Number(cell.dataset.c)];
    cell.tabIndex = 0;
  });
  grid.addEventListener("keydown", (event) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    const [r, c] = [Number(cell.dataset.r), Number(cell.dataset.c)];
    const steps = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (steps[event.key]) {
      event.preventDefault();
      moveFocus(r + steps[event.key][0], c + steps[event.key][1]);
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      moveFocus(r, event.key === "Home" ? 0 : SIZE - 1);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSquare(r, c, "key");
    }
  });

  /** board: the view's labels; placed: Map(r*15+c → {label}); highlight: Set of r*15+c; target: a square to mark. */
  function render(board, placed, highlight, armed) {
    for (let r = 0; r < SIZE; r += 1) {
      for (let c = 0; c < SIZE; c += 1) {
        const cell = cells[r][c];
        const name = squareName(r, c);
        const kind = PREMIUM[name];
        const mine = placed.get(r * SIZE + c);
        const label = mine ? mine.label : (board[r] && board[r][c]) || "";
        let cls = "sq" + (kind ? " " + kind : "") + (name === "H8" ? " centre" : "");
        let text;
        let spoken;
        if (label) {
          const blank = label !== label.toUpperCase();
          text = label.toUpperCase();
          cls += " tile" + (blank ? " blank" : "") + (text.length > 1 ? " long" : "")
            + (mine ? " new" : highlight.has(r * SIZE + c) ? " last" : "");
          spoken = `${name} ${text}${blank ? " (" + t("blank") + ")" : ""}`;
        } else {
          text = kind ? (name === "H8" ? "★" : MARK[kind]) : "";
          cls += armed ? " armed" : "";
          spoken = `${name} ${kind ? t(kind) : t("empty")}`;
        }
        if (cell.className !== cls) cell.className = cls;
        if (cell.textContent !== text) cell.textContent = text;
        if (cell.getAttribute("aria-label") !== spoken) cell.setAttribute("aria-label", spoken);
      }
    }
  }

  /** The square under a point of the viewport (a drop), or null. */
  function squareAt(x, y) {
    const cell = cellOf(document.elementFromPoint(x, y));
    return cell && grid.contains(cell) ? [Number(cell.dataset.r), Number(cell.dataset.c)] : null;
  }

  return { render, squareAt, cell: (r, c) => cells[r][c], focusSquare: moveFocus };
}
