// prefs.js — how a page looks for the person reading it (a client-side choice; the view carries no theme): the
// high-contrast theme (black, white and yellow, bonus squares by their marks, every line 7:1 or more) and large
// text. Each is a toggle button (aria-pressed) kept in localStorage, and may be asked for in the address too
// (?contrast=1, ?large=1: a screen in a hall is set up once by its link). They set classes on <html>, which the
// style sheets read: .contrast and .large.

const KEY = "conductor:prefs";
const NAMES = ["contrast", "large", "cue"];         // cue: a short sound at a new rack and each warning (/play)

function stored() {
  try { return JSON.parse(localStorage.getItem(KEY) || "{}") || {}; } catch { return {}; }
}

function keep(prefs) {
  try { localStorage.setItem(KEY, JSON.stringify(prefs)); } catch { /* private mode: this visit only */ }
}

/** The preferences now, with the address's ?contrast= / ?large= over the stored ones. */
export function currentPrefs() {
  const prefs = { contrast: false, large: false, ...stored() };
  const query = new URLSearchParams(location.search);
  NAMES.forEach((name) => { if (query.has(name)) prefs[name] = query.get(name) !== "0"; });
  return prefs;
}

function apply(prefs) {
  NAMES.forEach((name) => document.documentElement.classList.toggle(name, Boolean(prefs[name])));
}

/** Apply the preferences; `buttons` ({contrast, large, cue: a button}, any may be missing) toggle them. */
export function initPrefs(buttons = {}) {
  let prefs = currentPrefs();
  apply(prefs);
  NAMES.forEach((name) => {
    const button = buttons[name];
    if (!button) return;
    button.setAttribute("aria-pressed", String(Boolean(prefs[name])));
    button.addEventListener("click", () => {
      prefs = { ...prefs, [name]: !prefs[name] };
      keep(prefs);
      apply(prefs);
      button.setAttribute("aria-pressed", String(prefs[name]));
    });
  });
  return prefs;
}
