// board.js — the 15×15 board as it stands (plus, on the player's page, the tiles this player has put down), for
// every page. The bonus squares come from /common/layout.js, written by the server from conductor/rules/board.py:
// the board is drawn as the rules score it. Built once, updated in place (no re-creation per view: fast on a phone).
//
// An ARIA grid (WAI-ARIA Authoring Practices, grid pattern): rows of gridcells, one Tab stop (a roving tabindex),
// the arrows move a square, Home/End go to the row's ends, Ctrl+Home/End to the corners; each square's name says
// its coordinate, its bonus and its tile ("H8, Paraula ×2, buida"); a bonus is also written on the square (3P, 2L…,
// drawn from data-mark by the style sheet, as the name says it in words), never told by colour alone. Comma reads
// the focused square's row aloud, full stop its column (through the page's live region: `speak`). Enter or Space acts on the square as a tap does; what that means is the page's business.

import { PREMIUM, ROWS, SIZE } from "./layout.js";
import { t } from "./words.js";

const MARK = { tw: "3P", dw: "2P", tl: "3L", dl: "2L" };

export { ROWS, SIZE };

export function squareName(row, col) {
  return ROWS[row] + (col + 1);
}

export function premiumOf(name) {
  return PREMIUM[name] || "";
}

/** options: onSquare(row, col, how) for a tap or Enter ("tap" | "key"); speak(text) for the live region;
 * label: the grid's name. */
export function createBoard(grid, options = {}) {
  const onSquare = options.onSquare || (() => {});
  const speak = options.speak || (() => {});
  const cells = [];
  const spoken = [];
  let focus = [7, 7];
  grid.textContent = "";
  grid.setAttribute("role", "grid");
  const head = document.createElement("div");
  head.className = "bhead";
  head.setAttribute("role", "row");
  const corner = document.createElement("div");
  corner.className = "corner";
  corner.setAttribute("role", "columnheader");
  corner.setAttribute("aria-hidden", "true");
  head.appendChild(corner);
  for (let c = 0; c < SIZE; c += 1) {
    const label = Object.assign(document.createElement("div"), { className: "label", textContent: c + 1 });
    label.setAttribute("role", "columnheader");
    head.appendChild(label);
  }
  grid.appendChild(head);
  for (let r = 0; r < SIZE; r += 1) {
    const line = document.createElement("div");
    line.className = "bline";
    line.setAttribute("role", "row");
    const label = Object.assign(document.createElement("div"), { className: "label", textContent: ROWS[r] });
    label.setAttribute("role", "rowheader");
    line.appendChild(label);
    cells.push([]);
    spoken.push([]);
    for (let c = 0; c < SIZE; c += 1) {
      const cell = document.createElement("div");
      cell.setAttribute("role", "gridcell");
      cell.dataset.sq = squareName(r, c);
      cell.dataset.r = r;
      cell.dataset.c = c;
      cell.tabIndex = r === 7 && c === 7 ? 0 : -1;
      line.appendChild(cell);
      cells[r].push(cell);
      spoken[r].push("");
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
    if (!cell || event.altKey || event.metaKey) return;
    const [r, c] = [Number(cell.dataset.r), Number(cell.dataset.c)];
    const steps = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (steps[event.key] && !event.ctrlKey) {
      event.preventDefault();
      moveFocus(r + steps[event.key][0], c + steps[event.key][1]);
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      const end = event.key === "Home" ? 0 : SIZE - 1;
      moveFocus(event.ctrlKey ? end : r, end);
    } else if ((event.key === "Enter" || event.key === " ") && !event.ctrlKey) {
      event.preventDefault();
      onSquare(r, c, "key");
    } else if ((event.key === "," || event.key === ".") && !event.ctrlKey) {
      event.preventDefault();
      speak(readLine(event.key === "," ? "row" : "column", event.key === "," ? r : c));
    }
  });

  /** A row or a column said in words: its tiles with their squares, or that it is empty. */
  function readLine(kind, index) {
    const name = kind === "row" ? t("row_n", { r: ROWS[index] }) : t("column_n", { c: index + 1 });
    const tiles = [];
    for (let i = 0; i < SIZE; i += 1) {
      const [r, c] = kind === "row" ? [index, i] : [i, index];
      if (spoken[r][c]) tiles.push(`${squareName(r, c)} ${spoken[r][c]}`);
    }
    return tiles.length ? `${name}: ${tiles.join(", ")}; ${t("line_rest")}` : t("line_empty", { line: name });
  }

  /** board: the view's labels; placed: Map(r*15+c → {label}); highlight: Set of r*15+c; armed: a tile is chosen. */
  function render(board, placed = new Map(), highlight = new Set(), armed = false) {
    for (let r = 0; r < SIZE; r += 1) {
      for (let c = 0; c < SIZE; c += 1) {
        const cell = cells[r][c];
        const name = squareName(r, c);
        const kind = PREMIUM[name];
        const mine = placed.get(r * SIZE + c);
        const label = mine ? mine.label : (board[r] && board[r][c]) || "";
        let cls = "sq" + (kind ? " " + kind : "") + (name === "H8" ? " centre" : "");
        let text;
        let said;
        if (label) {
          const blank = label !== label.toUpperCase();
          text = label.toUpperCase();
          cls += " tile" + (blank ? " blank" : "") + (text.length > 1 ? " long" : "")
            + (mine ? " new" : highlight.has(r * SIZE + c) ? " last" : "");
          spoken[r][c] = text + (blank ? ` (${t("blank")})` : "");
          said = `${name}, ${spoken[r][c]}`;
        } else {
          text = name === "H8" ? "★" : "";
          cls += armed ? " armed" : "";
          spoken[r][c] = "";
          said = `${name}, ${kind ? t(kind) + ", " : ""}${t("empty")}`;
        }
        const mark = !label && kind && name !== "H8" ? MARK[kind] : "";    // drawn by CSS: the name says it in words
        if ((cell.dataset.mark || "") !== mark) cell.dataset.mark = mark;
        if (cell.className !== cls) cell.className = cls;
        if (cell.textContent !== text) cell.textContent = text;
        if (cell.getAttribute("aria-label") !== said) cell.setAttribute("aria-label", said);
      }
    }
  }

  /** The square under a point of the viewport (a drop), or null. */
  function squareAt(x, y) {
    const cell = cellOf(document.elementFromPoint(x, y));
    return cell && grid.contains(cell) ? [Number(cell.dataset.r), Number(cell.dataset.c)] : null;
  }

  return { render, squareAt, readLine, cell: (r, c) => cells[r][c], focusSquare: moveFocus };
}
