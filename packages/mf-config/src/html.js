const { themeScript } = require('./themeScript');

// The product's backgrounds in each theme, marquee amber and cinema red (packages/ui/src/palettes.ts), for
// the page before React starts and for the favicon, a small version of the Logo's mark.
const colors = { background: '#0b0a0d', surface: '#1e1b22', accent: '#f5b942', red: '#d9253f' };
const pageBackgrounds = { dark: colors.background, light: '#f7f3ec' };

// The theme's background before the app's styles arrive, chosen as the palettes' CSS chooses it: the
// reader's choice on <html data-theme> (set by the script above it), else the system's preference.
const pageStyle =
  `:root{--mq-color-background:${pageBackgrounds.dark};color-scheme:dark}` +
  `@media (prefers-color-scheme:light){:root{--mq-color-background:${pageBackgrounds.light};color-scheme:light}}` +
  `[data-theme=dark]{--mq-color-background:${pageBackgrounds.dark};color-scheme:dark}` +
  `[data-theme=light]{--mq-color-background:${pageBackgrounds.light};color-scheme:light}` +
  `html,body{background:var(--mq-color-background);margin:0}`;

const faviconSvg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">` +
  `<rect x="2.5" y="5.5" width="35" height="29" rx="6" fill="${colors.surface}" stroke="${colors.accent}" stroke-width="2.5"/>` +
  `<path d="M11.5 25V15l8.5 7 8.5-7v10" fill="none" stroke="${colors.red}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>` +
  `</svg>`;

// The installed app's manifest and icons (shell/scripts/buildServiceWorker.mjs writes them beside the page).
const installableTags = `
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="apple-touch-icon" href="/icons/icon-192.png" />`;

/** The page every app is served in; the shell's is the product's real index.html, and `installable`. */
function htmlTemplate({ title, description, installable = false }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="description" content="${description}" />
    <meta name="theme-color" content="${pageBackgrounds.dark}" media="(prefers-color-scheme: dark)" />
    <meta name="theme-color" content="${pageBackgrounds.light}" media="(prefers-color-scheme: light)" />
    <meta name="color-scheme" content="dark light" />
    <link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(faviconSvg)}" />${installable ? installableTags : ''}
    <script id="theme-script">${themeScript}</script>
    <style>${pageStyle}</style>
  </head>
  <body>
    <noscript>Marquee needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

module.exports = { htmlTemplate };
