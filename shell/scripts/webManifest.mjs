// The web app manifest (https://www.w3.org/TR/appmanifest/): what an installed Marquee is called, how it
// opens and its icons (public/icons, made from the Logo's mark; the maskable one keeps the mark inside the
// safe zone). Colours are the theme's background (packages/ui/src/theme.ts), as in the page's theme-color.
export const webManifest = {
  id: '/',
  name: 'Marquee',
  short_name: 'Marquee',
  description: 'Discover films, keep a watchlist and a diary, write reviews.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#0b0a0d',
  theme_color: '#0b0a0d',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
