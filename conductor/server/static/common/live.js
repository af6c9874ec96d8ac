// live.js — what a screen reader says without being asked (WCAG 4.1.3 status messages): one polite live region per
// page, told the rack once it has been called ("Ronda 3. Faristol: A, M, L·L, …"), the 1-minute and 30-second
// warnings, "Temps!", and the master move at the reveal (a blank said as a blank); the page adds its own lines (the
// answer to a slip, the player's score). Lines are queued, never overwritten: each is a new line added to the region
// (role "log", as React Aria's and Angular CDK's announcers keep one region and add to it), so the master move and
// the player's own line said at the same instant are both heard, in order (a region whose text was replaced within
// milliseconds was heard only for its last text). A line stays SHOWN_MS, then goes (a removal is not said); the
// region holds the last few. data-said counts the lines and data-last is the newest (tests read them).

import { points, spokenMove, t } from "./words.js";

const SHOWN_MS = 15000;          // a line stays this long in the region (a reader coming back finds it)
const KEPT = 6;                  // lines held at once at most (the oldest goes first)

/** options.cue(kind): told "rack", "warning" or "time" as they are said (a page's sound cue). */
export function createLive(region, options = {}) {
  const cue = options.cue || (() => {});
  region.setAttribute("role", "log");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-atomic", "false");
  region.setAttribute("aria-relevant", "additions");
  let count = 0;
  let rackSaid = "";
  let revealSaid = "";
  let lastSeconds = null;
  let round = null;

  /** Say `text`: a line added after the others (the same sentence twice is said twice: a new line each time). */
  function say(text) {
    if (!text) return;
    count += 1;
    const line = document.createElement("p");
    line.textContent = text;
    region.appendChild(line);
    while (region.childElementCount > KEPT) region.firstElementChild.remove();
    setTimeout(() => line.remove(), SHOWN_MS);
    region.dataset.said = String(count);
    region.dataset.last = text;
  }

  /** Each view: the rack once it is whole and the round has begun, the master at the reveal. */
  function view(next) {
    if (!next) return;
    if (next.round !== round) { round = next.round; lastSeconds = null; }
    const rack = next.rack || [];
    const running = rack.length > 0 && (next.screen === "round" || typeof next.deadline === "number"
      || typeof next.time_left === "number");
    const rackKey = `${next.round}|${rack.join(" ")}`;
    if (running && rackKey !== rackSaid) {
      rackSaid = rackKey;
      say(t("said_rack", { n: next.round, tiles: rack.map((tile) => (tile === "?" ? t("blank") : tile)).join(", ") }));
      cue("rack");
    }
    const reveal = next.reveal;
    const revealKey = reveal ? `${reveal.round}|${reveal.move}` : "";
    if (reveal && revealKey !== revealSaid) {
      revealSaid = revealKey;
      say(t("said_master", { move: spokenMove(reveal.move), points: points(reveal.score) }));
    }
  }

  /** Each clock redraw: the warnings and "Temps!" as the time passes them (not when a page opens past them). */
  function tick(seconds) {
    if (seconds === null || seconds === undefined) { lastSeconds = null; return; }
    const before = lastSeconds;
    lastSeconds = seconds;
    if (before === null) return;
    if (before > 60 && seconds <= 60 && seconds > 30) { say(t("said_60")); cue("warning"); }
    else if (before > 30 && seconds <= 30 && seconds > 0) { say(t("said_30")); cue("warning"); }
    else if (before > 0 && seconds <= 0) { say(t("said_time")); cue("time"); }
  }

  return { say, view, tick, get count() { return count; } };
}

/** Write `text` into `node` only when it differs: a status region re-written with the same words is heard again
 * by some screen readers (the link's "En línia" was written each second). */
export function setText(node, text) {
  if (node && node.textContent !== text) node.textContent = text;
}
