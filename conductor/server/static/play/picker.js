// picker.js — a blank asks for its letter: a small modal grid of the game's letters (digraphs included), one
// button each, so a tap, the arrows or Tab and Enter choose; Escape or the cancel button leaves the blank in the
// rack. Answers a Promise: the label chosen (uppercase, as the tile set names it) or null.

import { letters, t } from "./words.js";

export function pickLetter(dialog) {
  return new Promise((resolve) => {
    const grid = dialog.querySelector(".letters");
    grid.textContent = "";
    const buttons = letters().map((label) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "letter" + (label.length > 1 ? " long" : "");
      button.dataset.letter = label;
      button.textContent = label;
      grid.appendChild(button);
      return button;
    });
    dialog.querySelector(".ptitle").textContent = t("pick_blank");
    const cancel = dialog.querySelector(".pcancel");
    cancel.textContent = t("cancel");
    let done = false;
    const finish = (label) => {
      if (done) return;
      done = true;
      grid.removeEventListener("click", onClick);
      grid.removeEventListener("keydown", onKey);
      cancel.removeEventListener("click", onCancel);
      dialog.removeEventListener("cancel", onCancel);
      if (dialog.open) dialog.close();
      resolve(label);
    };
    const onClick = (event) => {
      const button = event.target.closest("button[data-letter]");
      if (button) finish(button.dataset.letter);
    };
    const onCancel = (event) => {
      event.preventDefault();
      finish(null);
    };
    const onKey = (event) => {
      const index = buttons.indexOf(document.activeElement);
      const columns = Math.max(1, Math.round(grid.clientWidth / (buttons[0].offsetWidth || 1)));
      const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns }[event.key];
      if (step && index >= 0) {
        event.preventDefault();
        buttons[Math.max(0, Math.min(buttons.length - 1, index + step))].focus();
      }
    };
    grid.addEventListener("click", onClick);
    grid.addEventListener("keydown", onKey);
    cancel.addEventListener("click", onCancel);
    dialog.addEventListener("cancel", onCancel);
    dialog.showModal();
    buttons[0].focus();
  });
}
