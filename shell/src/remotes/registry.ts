import { type RemoteEntry } from '@marquee/contracts';

const containerName = /^[A-Za-z_$][\w$]*$/;

/**
 * The body of /remotes.json as the server put it in the page (a JSON data block, never executed), which
 * saves a round trip before the first remote can load. Undefined when the page has none, as in dev.
 */
export function inlineRemotesJson(page: Document): unknown {
  const text = page.getElementById('marquee-remotes')?.textContent;
  return text ? JSON.parse(text) : undefined;
}

/**
 * Reads the body of /remotes.json (RemotesManifest in @marquee/contracts):
 * `{ "remotes": [{ "name": "mfe_browse", "entry": "/remotes/mfe-browse/mf-manifest.json" }] }`.
 * An entry may be relative to `base` (the page's origin) or absolute; the entries returned are absolute.
 */
export function parseRemotesJson(json: unknown, base: string): RemoteEntry[] {
  const list =
    typeof json === 'object' && json !== null ? (json as { remotes?: unknown }).remotes : undefined;
  if (!Array.isArray(list)) throw new Error('remotes.json must be an object with a "remotes" list');

  return list.map((item: unknown, index) => {
    const { name, entry } = (typeof item === 'object' && item !== null ? item : {}) as Record<
      string,
      unknown
    >;
    if (typeof name !== 'string' || !containerName.test(name)) {
      throw new Error(
        `remotes.json: remote #${index} needs a "name" that is a container name such as mfe_browse`,
      );
    }
    if (typeof entry !== 'string' || entry === '') {
      throw new Error(`remotes.json: remote ${name} needs an "entry" URL`);
    }
    return { name, entry: new URL(entry, base).href };
  });
}
