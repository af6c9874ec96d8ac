// ask.js — a question the page must ask before it goes on (a modal <dialog>: the focus goes to it, Escape
// answers no): today whether to replace a slip another sender already gave for that table and round (DESIGN §4a:
// the server answers 409 with who holds it; the page asks, and sends again with "replace": true only on a yes).

import { t } from "./words.js";

/** Who holds the slip, in words: "de la consola", "del dispositiu Jutge 1", "del jugador de la taula 7"; two
 * readings that agree ("device:Jutge A+device:Jutge B") are both named ("del dispositiu Jutge A i del dispositiu
 * Jutge B"), never as the log's internal id. */
export function holder(by) {
  const text = String(by || "console");
  if (text.includes("+")) return text.split("+").map(holder).join(t("and"));
  if (text.startsWith("device:")) return t("by_device", { name: text.slice(7) });
  if (text.startsWith("player:")) return t("by_player", { t: text.slice(7) });
  return text === "judge" ? t("by_judge") : t("by_console");
}

/** Whether a 409's `conflict` is a slip the judge typed at the console: only the console replaces it (DESIGN §4c),
 * so nothing is asked; the server's answer says so. */
export function consoleHeld(conflict) {
  return conflict.by === "console" || conflict.by === "judge";
}

/** The question for a 409's `conflict` ({round, table, by}, and after "Temps!" the slip held, "text"). */
export function replaceQuestion(conflict) {
  const by = holder(conflict.by);
  return t("replace_q", { t: conflict.table, r: conflict.round,
                          by: typeof conflict.text === "string" && conflict.text ? `${by}: ${conflict.text}` : by });
}

const asking = new WeakMap();            // a <dialog> → its open question's finish(answer)

/** Take back the question open in `dialog`, its moment gone (a round's "Temps!": a yes then would send into the next
 * round): it closes, and its Promise answers null (neither yes nor no). Whether a question was open. */
export function withdraw(dialog) {
  const finish = asking.get(dialog);
  if (finish) finish(null);
  return Boolean(finish);
}

/** Ask `question` in `dialog` (a <dialog> with .ask-text, .ask-yes, .ask-no): a Promise of true or false (null when
 * the page takes the question back: `withdraw`). */
export function ask(dialog, question, yes = t("yes_replace"), no = t("no_keep")) {
  return new Promise((resolve) => {
    const text = dialog.querySelector(".ask-text");
    const yesButton = dialog.querySelector(".ask-yes");
    const noButton = dialog.querySelector(".ask-no");
    text.textContent = question;
    yesButton.textContent = yes;
    noButton.textContent = no;
    const finish = (answer) => {
      asking.delete(dialog);
      yesButton.removeEventListener("click", onYes);
      noButton.removeEventListener("click", onNo);
      dialog.removeEventListener("cancel", onCancel);
      if (dialog.open) dialog.close();
      resolve(answer);
    };
    asking.set(dialog, finish);
    const onYes = () => finish(true);
    const onNo = () => finish(false);
    const onCancel = (event) => { event.preventDefault(); finish(false); };
    yesButton.addEventListener("click", onYes);
    noButton.addEventListener("click", onNo);
    dialog.addEventListener("cancel", onCancel);
    dialog.showModal();
    noButton.focus();
  });
}
