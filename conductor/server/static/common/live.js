// live.js — what a screen reader says without being asked (WCAG 4.1.3 status messages): one polite live region per
// page, told the rack once it has been called ("Ronda 3. Faristol: A, M, L·L, …"), the 1-minute and 30-second
// warnings, "Temps!", and the master move at the reveal (a blank said as a blank); the page adds its own lines (the answer to a slip, the
// player's score). The region keeps only the latest line, so a reader that comes back to it reads what was said
// last; data-said counts the lines (tests read the text and wait for the count).

import { points, spokenMove, t } from "./words.js";

/** options.cue(kind): told "rack", "warning" or "time" as they are said (a page's sound cue). */
export function createLive(region, options = {}) {
  const cue = options.cue || (() => {});
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-atomic", "true");
  region.setAttribute("role", "status");
  let count = 0;
  let rackSaid = "";
  let revealSaid = "";
  let lastSeconds = null;
  let round = null;

  function say(text) {
    if (!text) return;
    count += 1;
    // the same sentence twice is still said: the region is emptied first, then filled on the next frame
    region.textContent = "";
    const line = document.createElement("span");
    line.textContent = text;
    setTimeout(() => { region.textContent = ""; region.appendChild(line); }, 30);
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
