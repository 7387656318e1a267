/**
 * Every app of the front end: its Module Federation container name (a JS identifier), its folder and npm
 * package name, and its dev server port. The shell is the host; the others are remotes it loads at run time.
 */
const shell = { name: 'shell', folder: 'shell', port: 3000 };

const remotes = [
  { name: 'mfe_browse', folder: 'mfe-browse', port: 3001 },
  { name: 'mfe_movie', folder: 'mfe-movie', port: 3002 },
  { name: 'mfe_account', folder: 'mfe-account', port: 3003 },
  { name: 'mfe_admin', folder: 'mfe-admin', port: 3004 },
  { name: 'mfe_ai', folder: 'mfe-ai', port: 3005 },
];

function appByName(name) {
  const app = [shell, ...remotes].find((candidate) => candidate.name === name);
  if (!app) throw new Error(`${name} is not in the catalogue of apps (packages/mf-config/src/remotes.js)`);
  return app;
}

/**
 * The body of /remotes.json, which tells the shell where each remote's manifest is.
 * @param {(remote: { name: string, folder: string, port: number }) => string} entryOf
 */
function remotesManifest(entryOf) {
  return { remotes: remotes.map((remote) => ({ name: remote.name, entry: entryOf(remote) })) };
}

module.exports = { remotes, appByName, remotesManifest };
