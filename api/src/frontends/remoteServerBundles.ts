import vm from 'node:vm';
import { type FirstScreenModuleLoader } from '@marquee/contracts/firstScreen';
import { type RemotesManifest } from '@marquee/contracts';

/** A remote's server bundle (dist/server/remote.js, packages/mf-config): its exposed modules by key. */
export interface RemoteServerBundle {
  exposes: Record<string, () => Promise<unknown>>;
}

/** A file as the server got it: 304 when `etag` still names it. */
export interface FetchedFile {
  status: number;
  body: string;
  etag?: string;
}

/** Gets a file of a front end by URL, sending If-None-Match when `etag` is given. */
export type FileFetcher = (url: string, etag?: string) => Promise<FetchedFile>;

/** How long a loaded bundle is used before the server asks whether its file changed. */
const RECHECK_AFTER_MS = 1000;

/** A remote's server bundle sits beside its manifest, in server/ (packages/mf-config/src/serverConfig.js). */
export function serverBundleUrl(manifestUrl: string): string {
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1) + 'server/remote.js';
}

interface Loaded {
  bundle: RemoteServerBundle;
  etag?: string;
  checkedAt: number;
}

/**
 * The remotes' server bundles, loaded from the URL /remotes.json names, the version the browser would load.
 * A redeployed remote has a new URL (or a changed file at the same one, seen within a second), so the
 * server renders its new version without a restart. Each bundle runs with the modules the shell shares
 * (one React, one router, one styled-components), exactly as Module Federation gives them in the browser.
 */
export class RemoteServerBundles {
  private readonly loaded = new Map<string, Promise<Loaded>>();

  constructor(
    private readonly fetchFile: FileFetcher,
    private readonly shared: Record<string, unknown>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The loader of one request: each module from the remote /remotes.json lists now. */
  loaderFor(remotes: RemotesManifest): FirstScreenModuleLoader {
    return async (id) => {
      const slash = id.indexOf('/');
      const name = id.slice(0, slash);
      const expose = `./${id.slice(slash + 1)}`;
      const remote = remotes.remotes.find((candidate) => candidate.name === name);
      if (!remote) throw new Error(`${name} is not listed in /remotes.json`);
      const { exposes } = await this.bundle(serverBundleUrl(remote.entry));
      const load = exposes[expose];
      if (!load) throw new Error(`${serverBundleUrl(remote.entry)} does not expose ${expose}`);
      return load();
    };
  }

  private async bundle(url: string): Promise<RemoteServerBundle> {
    const cached = this.loaded.get(url);
    if (cached) {
      const loaded = await cached.catch(() => undefined);
      if (loaded && this.now() - loaded.checkedAt < RECHECK_AFTER_MS) return loaded.bundle;
    }
    const loading = this.fetchAndRun(url, cached);
    this.loaded.set(url, loading);
    // A failure is not kept: the next request tries again.
    loading.catch(() => this.loaded.delete(url));
    return (await loading).bundle;
  }

  private async fetchAndRun(url: string, previous: Promise<Loaded> | undefined): Promise<Loaded> {
    const known = await previous?.catch(() => undefined);
    const file = await this.fetchFile(url, known?.etag);
    if (file.status === 304 && known) return { ...known, checkedAt: this.now() };
    if (file.status !== 200) throw new Error(`${url} answered ${file.status}`);
    return { bundle: this.run(url, file.body), etag: file.etag, checkedAt: this.now() };
  }

  /** Runs a CommonJS bundle whose only imports are the shared modules. */
  private run(url: string, code: string): RemoteServerBundle {
    const module = { exports: {} as Partial<RemoteServerBundle> };
    const requireShared = (request: string) => {
      if (request in this.shared) return this.shared[request];
      throw new Error(`${url} requires ${request}, which the shell does not share`);
    };
    const wrapper = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, {
      filename: url,
    }) as (exports: object, require: (request: string) => unknown, module: object) => void;
    wrapper(module.exports, requireShared, module);
    if (typeof module.exports.exposes !== 'object') throw new Error(`${url} exports no exposes`);
    return module.exports as RemoteServerBundle;
  }
}
