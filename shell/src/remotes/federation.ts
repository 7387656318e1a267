import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { inlineRemotesJson, parseRemotesJson } from './registry';
import { remoteNameOf, type RemoteId, type RemoteModules } from './remoteModules';

/** Where each remote lives is read at run time, so a remote is redeployed by changing this file only. */
const REMOTES_JSON = '/remotes.json';

const registered = new Set<string>();

/** Registers with the federation runtime every remote /remotes.json names that is not registered yet. */
export async function registerRemotesFromJson(): Promise<void> {
  const response = await fetch(REMOTES_JSON, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTES_JSON} answered ${response.status}`);
  register(await response.json());
}

/** At start: the copy of /remotes.json the server put in the page when there is one, else the file itself. */
export async function registerRemotesAtStart(): Promise<void> {
  const inline = inlineRemotesJson(document);
  if (inline === undefined) await registerRemotesFromJson();
  else register(inline);
}

function register(json: unknown): void {
  const fresh = parseRemotesJson(json, window.location.origin).filter(
    (remote) => !registered.has(remote.name),
  );
  registerRemotes(fresh);
  for (const remote of fresh) registered.add(remote.name);
}

/**
 * Loads an exposed module through Module Federation. The runtime (2.9) keeps no failed manifest, entry
 * or chunk, so calling this again after a failure goes back to the network (checked in Chromium).
 */
export async function loadFederatedModule<Id extends RemoteId>(id: Id): Promise<RemoteModules[Id]> {
  const name = remoteNameOf(id);
  // Startup could not read the list (the shell renders anyway): read it again when a remote is needed.
  if (!registered.has(name)) await registerRemotesFromJson();
  if (!registered.has(name)) throw new Error(`${name} is not listed in ${REMOTES_JSON}`);

  const module = await loadRemote<RemoteModules[Id]>(id);
  if (!module) throw new Error(`${id} could not be loaded`);
  return module;
}
