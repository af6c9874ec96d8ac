// sound.js — the room's voice at home (lichess's sound.ts pattern, plain WebAudio): the view's "audio" names the
// phrase being spoken now ({name, at}); its clip (Ogg Opus) is fetched from /api/audio/NAME and played from the
// right point (a tab that arrives late starts mid-clip, or skips a clip already over). A clip's name comes again in
// the next game on the same server ("call-1-0"), so a clip is never taken from a cache unasked: each is fetched
// plainly, the server answers 304 to the browser's cached ETag (no bytes), and the decoded sound is kept by that
// ETag, never by the name. Browsers start a page mute: the AudioContext is resumed on the first gesture. A mute
// button; nothing at all happens while the view carries no "audio". The decoded clip's name, ETag and length, and
// how it went (played from N s, skipped, locked), are in the button's data-*. The lobby's sound test plays the
// server's clip "test" through the same path (playClip).

const decoded = new Map();         // a clip's ETag → Promise<AudioBuffer> (a few: one game's clips)
const KEPT = 16;
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

/** The clip `name` as it is now: {buffer, etag}. */
async function load(name) {
  const ctx = audioContext();
  const response = await fetch("/api/audio/" + encodeURIComponent(name));
  if (!response.ok) throw new Error("audio " + response.status);
  const etag = response.headers.get("ETag") || "";
  if (etag && decoded.has(etag)) return { buffer: await decoded.get(etag), etag };
  const data = await response.arrayBuffer();
  const promise = new Promise((resolve, reject) => ctx.decodeAudioData(data, resolve, reject));
  if (etag) {
    decoded.set(etag, promise);
    promise.catch(() => decoded.delete(etag));
    while (decoded.size > KEPT) decoded.delete(decoded.keys().next().value);
  }
  return { buffer: await promise, etag };
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
  let clip;
  try { clip = await load(audio.name); } catch (error) { if (playing && playing.key === key) playing = null; return; }
  const buffer = clip.buffer;
  if (button) {
    button.dataset.clip = audio.name;
    button.dataset.etag = clip.etag;
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

/** Play the clip `name` from its start now (the lobby's sound test, a click: the page may sound from then on):
 * a Promise of {state: "played" | "failed", seconds, etag}. */
export async function playClip(name) {
  const ctx = audioContext();
  if (!ctx) return { state: "failed" };
  try { await ctx.resume(); } catch (error) { /* said below */ }
  let clip;
  try { clip = await load(name); } catch (error) { return { state: "failed" }; }
  if (ctx.state !== "running") return { state: "failed" };
  show();
  return new Promise((resolve) => {
    const node = ctx.createBufferSource();
    node.buffer = clip.buffer;
    node.connect(gain);
    node.onended = () => resolve({ state: "played", seconds: clip.buffer.duration, etag: clip.etag });
    node.start(0);
  });
}

const CUES = { rack: [660, 880], warning: [880], time: [440] };      // Hz: two rising tones, one, one low

/** A short cue for a player who does not watch the screen, when they have turned it on ("Avís sonor",
 * off by default): two rising tones for a new rack, one for each warning, a low one at "Temps!"; straight to the
 * speakers (the room's voice muted or not). Counted in the sound button's data-cues. */
export function cue(kind) {
  const ctx = audioContext();
  if (!ctx || !CUES[kind]) return false;
  if (ctx.state !== "running") ctx.resume().catch(() => {});
  const start = ctx.currentTime + 0.02;
  CUES[kind].forEach((hz, i) => {
    const at = start + i * 0.16;
    const tone = ctx.createOscillator();
    const envelope = ctx.createGain();
    tone.frequency.value = hz;
    envelope.gain.setValueAtTime(0.0001, at);
    envelope.gain.exponentialRampToValueAtTime(0.3, at + 0.01);
    envelope.gain.exponentialRampToValueAtTime(0.0001, at + 0.14);
    tone.connect(envelope).connect(ctx.destination);
    tone.start(at);
    tone.stop(at + 0.15);
  });
  if (button) button.dataset.cues = String(Number(button.dataset.cues || 0) + 1);
  return true;
}
