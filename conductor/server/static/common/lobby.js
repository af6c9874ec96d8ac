// lobby.js — before an unattended game's start (the view's screen "lobby", DESIGN §4d): when it starts (a
// countdown on the room's clock, and the hour), how many have joined, and on a player's page a sound test (the
// server's clip "test": "Prova de so", played through the page's own voice, sound.js, so what is tested is what will
// call the racks), so the sound is sorted out before the first rack is called.

import { serverNow } from "./clock.js";
import { grouped, t } from "./words.js";

function countdown(seconds) {
  const s = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const two = (n) => String(n).padStart(2, "0");
  return h ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}

function hour(epoch) {
  const when = new Date(epoch * 1000);
  return `${String(when.getHours()).padStart(2, "0")}:${String(when.getMinutes()).padStart(2, "0")}`;
}

/** Build the lobby in `box`; `soundTest`: a function that plays the test clip (a Promise of {state, seconds,
 * etag}) when the page offers the sound test. Returns {render(view)}. */
export function createLobby(box, soundTest = null) {
  box.textContent = "";
  const title = document.createElement("h2");
  title.className = "lobby-title";
  const count = document.createElement("p");
  count.className = "lobby-count";
  count.id = box.id + "-count";
  const at = document.createElement("p");
  at.className = "lobby-at";
  const joined = document.createElement("p");
  joined.className = "lobby-joined";
  joined.id = box.id + "-joined";
  box.append(title, count, at, joined);
  let button = null;
  let state = null;
  if (soundTest) {
    button = document.createElement("button");
    button.type = "button";
    button.className = "secondary";
    button.id = box.id + "-sound";
    state = document.createElement("p");
    state.className = "lobby-sound muted";
    state.setAttribute("role", "status");
    box.append(button, state);
    button.addEventListener("click", async () => {
      state.textContent = t("sound_testing");
      state.dataset.state = "playing";
      const played = await soundTest();
      state.dataset.state = played.state;
      state.dataset.seconds = played.seconds ? played.seconds.toFixed(3) : "";
      state.dataset.etag = played.etag || "";
      state.textContent = t(played.state === "played" ? "sound_played" : "sound_failed");
    });
  }
  let view = null;
  const draw = () => {
    const lobby = Boolean(view && view.screen === "lobby");
    box.hidden = !lobby;
    if (!lobby) return;
    title.textContent = t("lobby");
    const starts = typeof view.starts_at === "number" ? view.starts_at : null;
    const left = starts === null ? null : starts - serverNow();
    count.textContent = left === null ? "" : left > 0 ? t("starts_in", { t: countdown(left) }) : t("starting");
    count.dataset.seconds = left === null ? "" : left.toFixed(1);
    at.textContent = starts === null ? "" : t("starts_at", { t: hour(starts) });
    const n = Number(view.joined || 0);
    joined.textContent = n === 1 ? t("joined_one") : t("joined", { n: grouped(n) });
    if (button) button.textContent = t("sound_test");
  };
  setInterval(draw, 500);
  return { render(next) { view = next; draw(); } };
}
