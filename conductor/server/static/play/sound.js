// sound.js — the room's voice at home (lichess's sound.ts pattern, plain WebAudio): the view's "audio" names the
// phrase being spoken now ({name, at}); its WAV is fetched from /api/audio/NAME, decoded once and cached by name,
// and played from the right point (a tab that arrives late starts mid-clip, or skips a clip already over).
// Browsers start a page mute: the AudioContext is resumed on the first gesture. A mute button; nothing at all
// happens while the view carries no "audio". The decoded clip's name and length, and how it went (played from N s, skipped, locked), are in the button's data-*.

const cache = new Map();           // name → Promise<AudioBuffer>
let context = null;
let gain = null;
let muted = false;
let playing = null;                // {key, node}
let button = null;
let last = null;                   // the latest {audio, now}: what to play once the page may sound
let labelOf = () => "";

function audioContext() {
  if (!context) {
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return null;
    context = new Context({ latencyHint: "interactive" });
    gain = context.createGain();
    gain.gain.value = muted ? 0 : 1;
    gain.connect(context.destination);
  }
  return context;
}

function unlock() {
  const ctx = audioContext();
  if (!ctx) return;
  const ready = () => {
    ["pointerdown", "keydown", "touchend"].forEach((name) => window.removeEventListener(name, unlock, true));
    show();
    if (last && !playing) onAudio(last.audio, last.now);     // the phrase being spoken now, from where it is
  };
  if (ctx.state === "running") ready();
  else ctx.resume().then(() => { if (ctx.state === "running") ready(); }).catch(() => {});
}

function load(name) {
  if (!cache.has(name)) {
    const ctx = audioContext();
    const promise = fetch("/api/audio/" + encodeURIComponent(name), { cache: "force-cache" })
      .then((response) => {
        if (!response.ok) throw new Error("audio " + response.status);
        return response.arrayBuffer();
      })
      .then((data) => new Promise((resolve, reject) => ctx.decodeAudioData(data, resolve, reject)));
    promise.catch(() => cache.delete(name));      // a failed fetch may succeed later
    cache.set(name, promise);
  }
  return cache.get(name);
}

function show() {
  if (!button) return;
  button.setAttribute("aria-pressed", String(!muted));
  button.classList.toggle("off", muted);
  button.classList.toggle("locked", !context || context.state !== "running");
}

/** The button's words again, in the language now (after the view has said which). */
export function relabel() {
  if (!button) return;
  button.title = labelOf(muted);
  button.setAttribute("aria-label", labelOf(muted));
}

/** The mute button; `label(muted)` gives its words. */
export function initSound(element, label) {
  button = element;
  labelOf = label;
  ["pointerdown", "keydown", "touchend"].forEach((name) => window.addEventListener(name, unlock, true));
  button.addEventListener("click", () => {
    muted = !muted;
    if (gain) gain.gain.value = muted ? 0 : 1;
    button.title = label(muted);
    button.setAttribute("aria-label", label(muted));
    show();
  });
  button.title = label(muted);
  button.setAttribute("aria-label", label(muted));
  show();
}

/** The view's "audio" ({name, at} or null/absent), at server time `now` (seconds). */
export async function onAudio(audio, now) {
  if (!audio || typeof audio.name !== "string" || typeof audio.at !== "number") return;
  last = { audio, now };
  const key = audio.name + "@" + audio.at;
  if (playing && playing.key === key) return;
  const ctx = audioContext();
  if (!ctx) return;
  if (playing && playing.node) { try { playing.node.stop(); } catch (error) { /* ended */ } }
  playing = { key, node: null };
  let buffer;
  try { buffer = await load(audio.name); } catch (error) { return; }
  if (button) {
    button.dataset.clip = audio.name;
    button.dataset.duration = buffer.duration.toFixed(3);
  }
  if (!playing || playing.key !== key) return;           // a newer phrase came while this one loaded
  const mark = (how, from) => {
    if (!button) return;
    button.dataset.play = how;
    button.dataset.from = from === undefined ? "" : from.toFixed(3);
  };
  if (ctx.state !== "running") { playing = null; mark("locked"); show(); return; }   // played from here once unlocked
  const into = now() - audio.at;
  if (into >= buffer.duration) { mark("skipped"); return; }      // already over: a late tab skips it
  const node = ctx.createBufferSource();
  node.buffer = buffer;
  node.connect(gain);
  node.start(0, Math.max(0, into));
  playing.node = node;
  mark("played", Math.max(0, into));
}
