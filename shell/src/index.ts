import { warmUpIntl } from './intlWarmUp/warmUpIntl';
import { registerServiceWorker } from './installable/registerServiceWorker';
import { registerRemotesAtStart } from './remotes/federation';
import { yieldToBrowser } from './yieldToBrowser';

warmUpIntl(document.documentElement.lang);

// Where the remotes live is read from /remotes.json at run time, never baked into this build. The app
// code (behind this dynamic import, so shared modules are resolved first) downloads meanwhile.
const remotesRegistered = registerRemotesAtStart().catch((error: unknown) => {
  // The shell still renders; each remote page shows its fallback and reads the list again on Retry.
  console.error('Marquee could not read /remotes.json', error);
});

// The server's first screen is already painted: the shared libraries are evaluated one per task, so that
// starting the app never holds the main thread for long (a link tapped meanwhile is followed at once).
// Each step is a shared package (packages/mf-config/src/shared.js); startupSteps.test.ts checks it.
const STARTUP_STEPS = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('@marquee/router'),
  () => import('@tanstack/react-query'),
  () => import('@marquee/i18n'),
  () => import('@marquee/ui'),
  () => import('@marquee/client'),
];

async function start() {
  for (const step of STARTUP_STEPS) {
    await yieldToBrowser();
    await step();
  }
  await yieldToBrowser();
  const [{ renderApp }] = await Promise.all([import('./bootstrap'), remotesRegistered]);
  await renderApp(document.getElementById('root')!);
}

start().catch((error: unknown) => {
  // The server's first screen stays, with its links working; only the app's interactivity is missing.
  console.error('Marquee could not start', error);
});

registerServiceWorker();
