/**
 * The page's first script, inline in <head> before any style or content: it puts the reader's saved theme
 * on <html data-theme> so the first paint already has the right colours (no flash of the other theme,
 * the server-rendered first screen included). With no saved choice it does nothing, and the system's
 * preference applies (@media prefers-color-scheme in the palettes' CSS). The API allows exactly this
 * script by its hash in the Content-Security-Policy (api/src/plugins/security.ts), so its text must be
 * served as it is here.
 */
const THEME_STORAGE_KEY = 'marquee.theme';

// Written as terser writes it: the production page's build minifies inline scripts, and the hash must match
// the served text (__tests__/themeScript.test.js minifies it to check).
const themeScript =
  `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `"light"!==t&&"dark"!==t||document.documentElement.setAttribute("data-theme",t)}catch(t){}`;

module.exports = { THEME_STORAGE_KEY, themeScript };
