// The product's background, marquee amber and cinema red (packages/ui/src/theme.ts), for the page
// before React starts and for the favicon, a small version of the Logo's mark.
const colors = { background: '#0b0a0d', surface: '#1e1b22', accent: '#f5b942', red: '#d9253f' };

const faviconSvg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">` +
  `<rect x="2.5" y="5.5" width="35" height="29" rx="6" fill="${colors.surface}" stroke="${colors.accent}" stroke-width="2.5"/>` +
  `<path d="M11.5 25V15l8.5 7 8.5-7v10" fill="none" stroke="${colors.red}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>` +
  `</svg>`;

/** The page every app is served in; the shell's is the product's real index.html. */
function htmlTemplate({ title, description }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="description" content="${description}" />
    <meta name="theme-color" content="${colors.background}" />
    <meta name="color-scheme" content="dark" />
    <link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(faviconSvg)}" />
    <style>html,body{background:${colors.background};margin:0}</style>
  </head>
  <body>
    <noscript>Marquee needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

module.exports = { htmlTemplate };
