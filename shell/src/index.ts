import { registerServiceWorker } from './installable/registerServiceWorker';
import { registerRemotesAtStart } from './remotes/federation';

// Where the remotes live is read from /remotes.json at run time, never baked into this build. The app
// code (behind this dynamic import, so shared modules are resolved first) downloads meanwhile.
const remotesRegistered = registerRemotesAtStart().catch((error: unknown) => {
  // The shell still renders; each remote page shows its fallback and reads the list again on Retry.
  console.error('Marquee could not read /remotes.json', error);
});

void Promise.all([import('./bootstrap'), remotesRegistered]).then(([{ renderApp }]) =>
  renderApp(document.getElementById('root')!),
);

registerServiceWorker();
