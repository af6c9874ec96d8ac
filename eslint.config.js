// ESLint's flat config for the pages' JavaScript (`make lint`; versions pinned in package.json): @eslint/js's
// recommended rules over conductor/server/static/, ES modules run by a browser. The server writes two modules of
// its own at run time (/common/layout.js, /words/PAGE.js); they are imported, not linted here.
import js from "@eslint/js";
import globals from "globals";

export default [
  {
    files: ["conductor/server/static/**/*.js"],
    ...js.configs.recommended,
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: globals.browser,
    },
  },
  {
    // Still being changed by the room's edges (static/play, static/judge): a `catch (error)` whose error goes unused
    // is let be there until those pages settle (write `catch {`, ES2019), then this block goes.
    files: ["conductor/server/static/play/**/*.js", "conductor/server/static/judge/**/*.js"],
    rules: { "no-unused-vars": ["error", { caughtErrors: "none" }] },
  },
];
