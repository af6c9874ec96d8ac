// rack.js — the player's rack as buttons: a tile already put on the board stays in its place, dimmed (a tap on
// it takes it back), the chosen tile is marked. Buttons, so Tab reaches the rack and Enter or Space chooses;
// the arrows move between tiles. A blank shows "?" until it is placed (then its letter, in lowercase, on the board);
// its button is named "escarràs" / "comodín", and a tile on the board is named so ("C, al tauler") for a screen reader.

import { t } from "./words.js";

/** Build the rack in `list`; `onTile(index, byKeyboard)` is told of a tap or Enter on tile `index`. */
export function createRack(list, onTile) {
  let buttons = [];
  list.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-index]");
    if (button && list.contains(button)) onTile(Number(button.dataset.index), event.detail === 0);
  });
  list.addEventListener("keydown", (event) => {
    const button = event.target.closest("button[data-index]");
    if (!button) return;
    const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = buttons[(Number(button.dataset.index) + step + buttons.length) % buttons.length];
    if (next) next.focus();
  });

  /** tiles: the rack's labels ("?" a blank); used: Set of indices on the board; chosen: index or null. */
  function render(tiles, used, chosen) {
    const key = tiles.join("|");
    if (list.dataset.key !== key) {
      list.dataset.key = key;
      list.textContent = "";
      buttons = tiles.map((tile, index) => {
        const item = document.createElement("li");
        const button = document.createElement("button");
        button.type = "button";
        button.dataset.index = index;
        button.dataset.tile = tile;
        button.textContent = tile === "?" ? "?" : tile.toUpperCase();
        button.className = "rtile" + (tile === "?" ? " blank" : "") + (tile.length > 1 ? " long" : "");
        item.appendChild(button);
        list.appendChild(item);
        return button;
      });
    }
    buttons.forEach((button, index) => {
      const name = tiles[index] === "?" ? t("blank") : tiles[index];
      const label = used.has(index) ? t("tile_used", { tile: name }) : name;
      if (button.getAttribute("aria-label") !== label) button.setAttribute("aria-label", label);
      button.classList.toggle("used", used.has(index));
      button.classList.toggle("chosen", chosen === index);
      button.setAttribute("aria-pressed", String(chosen === index));
    });
  }

  return { render, button: (index) => buttons[index] };
}
