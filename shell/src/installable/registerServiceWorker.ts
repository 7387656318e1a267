/**
 * Installs the service worker (shell/serviceWorker/sw.ts) once the page has loaded, so it never competes
 * with the first screen. Production builds only: the dev servers build no sw.js.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Marquee works online only: the service worker was not installed', error);
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
