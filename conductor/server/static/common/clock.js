// clock.js — the round's clock as the room's, whatever the device's own clock says; the one clock of every page
// (the table judges', the player's, the screen), rounded as the projector rounds (up: 0:01 until the time is up). On connect the page asks the
// server's time a few times and keeps the answer with the shortest round trip (offset = server − midpoint of the
// trip, so its error is under half that trip); the clock shown is then deadline − (now + offset), redrawn every
// animation frame. The exact seconds are in data-seconds (and the offset in data-offset) for whoever checks.

import { t } from "./words.js";

let offset = 0;             // server time − this device's time, in seconds

export function serverNow() {
  return Date.now() / 1000 + offset;
}

/** Measure the offset: `ask()` → the server's epoch seconds; keep the sample with the smallest round trip. */
export async function measureOffset(ask, samples = 5) {
  let best = null;
  for (let i = 0; i < samples; i += 1) {
    const t0 = Date.now() / 1000;
    let now;
    try { now = await ask(); } catch { continue; }
    const t1 = Date.now() / 1000;
    if (typeof now !== "number") continue;
    if (best === null || t1 - t0 < best.trip) best = { trip: t1 - t0, offset: now - (t0 + t1) / 2 };
  }
  if (best !== null) offset = best.offset;
  return best;
}

export function clockText(seconds) {
  const s = Math.max(0, Math.ceil(seconds - 1e-9));
  return String(Math.floor(s / 60)).padStart(2, "0") + ":" + String(s % 60).padStart(2, "0");
}

/** The seconds the view's clock shows now (null: no clock running or paused). */
export function secondsLeft(view) {
  if (!view) return null;
  if (typeof view.deadline === "number" && !view.paused) return Math.max(0, view.deadline - serverNow());
  if (typeof view.time_left === "number") return view.time_left;
  return null;
}

/** Start redrawing `element` from the view it is given; `onTick(seconds, view)` is told each redraw (the live
 * region's warnings). Returns a function that takes the new view and redraws at once; its `hold(true)` stops the
 * clock where it stands while the page hears nothing from the game (net.js: a socket closed or silent), so a page
 * never counts to "Temps!" on its own while the game is down; `hold(false)` lets it follow the view again. */
export function startClock(element, onTick = () => {}) {
  let view = null;
  let held = null;                 // {seconds}: the clock stopped there while the link is down
  const draw = () => {
    let text = "";
    let cls = "clock";
    const seconds = held ? held.seconds : secondsLeft(view);
    if (view) {
      if (seconds === null) {
        const over = view.reveal || view.ended || ["reveal", "final", "lobby"].includes(view.screen);
        text = over ? "" : clockText(view.round_seconds || 0);
        cls += over ? " idle gone" : " idle";
      } else if (seconds <= 0) {
        text = t("time");
        cls += " over";
      } else {
        text = clockText(seconds);
        if (seconds <= 30) cls += " crit";
        else if (seconds <= 60) cls += " warn";
        if (view.paused) { text = t("paused") + " " + text; cls += " paused"; }
      }
      if (held) cls += " held";
    }
    if (element.textContent !== text) element.textContent = text;
    if (element.className !== cls) element.className = cls;
    element.dataset.seconds = seconds === null ? "" : seconds.toFixed(3);
    element.dataset.offset = offset.toFixed(3);
    element.dataset.held = held ? "1" : "";
    onTick(seconds, view);
  };
  const frame = () => {
    draw();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  setInterval(draw, 250);          // a tab in the background gets no frames; keep the text right anyway
  const update = (next) => {
    view = next;
    if (held && held.seconds === null) held.seconds = secondsLeft(view);   // held before any view: stops at the first
    draw();
  };
  update.hold = (on) => {
    if (Boolean(on) === Boolean(held)) return;
    held = on ? { seconds: secondsLeft(view) } : null;
    draw();
  };
  return update;
}
