import fs from 'node:fs';
import path from 'node:path';
import { type RemotesManifest } from '@marquee/contracts';
import { type Language } from '@marquee/contracts/languages';
import { escapeHtml } from './html';
import { pagePlan } from './pagePlans';

/** What a built front end's mf-manifest.json says about its files, paths relative to its folder. */
export interface FrontendBuild {
  /** The remote's entry script (remoteEntry.js). */
  remoteEntry: string;
  /** Scripts each exposed module needs before it runs, by expose key (./HomePage). */
  exposes: Record<string, string[]>;
  /** The message chunks each exposed module may load, by expose key, in each language but English. */
  messages: Record<string, LanguageChunks>;
}

/** A build's message chunks for each language but English, which the page's first render waits for. */
export type LanguageChunks = Partial<Record<Language, string[]>>;

/** `<namespace>-messages-<language>-json.<hash>.js`, as defineMessages names each language's chunk. */
const MESSAGES_CHUNK = /^([a-z]+)-messages-([a-z]{2})-json\.\w+\.js$/;

/**
 * The message chunks among `files`, by language. English is in each app's own code; another language is
 * fetched when chosen, so a page served in it hints the files its first render waits for. `skip` names
 * namespaces a build carries but never loads (a remote's copies of the shell's shared libraries).
 */
export function languageChunks(files: readonly string[], skip: readonly string[] = []): LanguageChunks {
  const chunks: LanguageChunks = {};
  for (const file of files) {
    const [, namespace, language] = MESSAGES_CHUNK.exec(path.posix.basename(file)) ?? [];
    if (!namespace || skip.includes(namespace)) continue;
    (chunks[language as Language] ??= []).push(file);
  }
  return chunks;
}

/** Namespaces the shell provides to every remote (shared singletons): a remote's own copy is never loaded. */
const SHELL_NAMESPACES = ['shell', 'ui', 'client'];

interface ManifestFile {
  metaData: { remoteEntry: { path: string; name: string } };
  exposes: { path: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/**
 * Reads a front end's mf-manifest.json, written by the Module Federation plugin at build. Undefined when
 * there is none or it has another shape: the page is then served without hints for it.
 */
export function readFrontendBuild(dist: string): FrontendBuild | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as ManifestFile;
    const { remoteEntry } = manifest.metaData;
    return {
      remoteEntry: path.posix.join(remoteEntry.path, remoteEntry.name),
      exposes: Object.fromEntries(manifest.exposes.map((expose) => [expose.path, expose.assets.js.sync])),
      messages: Object.fromEntries(
        manifest.exposes.map((expose) => [
          expose.path,
          languageChunks(expose.assets.js.async, SHELL_NAMESPACES),
        ]),
      ),
    };
  } catch {
    return undefined;
  }
}

export interface PageHintSources {
  /** The body of /remotes.json as this request would get it. */
  remotes: RemotesManifest;
  /** Builds of the remotes served from here, by the URL of their manifest (/remotes/mfe-browse/mf-manifest.json). */
  remoteBuilds: Map<string, FrontendBuild>;
  /** The shell's message chunks (its own, the design system's and the client's), served at the root. */
  shellMessages: LanguageChunks;
}

// The Module Federation runtime requests remotes' scripts with CORS (crossorigin "anonymous",
// packages/mf-config) and fetches manifests in cors mode with same-origin credentials: a hint must ask the
// same way or the browser downloads the file a second time.
const script = (href: string) => `<link rel="preload" as="script" crossorigin href="${escapeHtml(href)}">`;
const fetched = (href: string) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}">`;
// Chunks a build's own webpack runtime loads (the shell's, and a remote's lazy ones such as its messages)
// are requested without CORS, as same-origin scripts (packages/mf-config).
const ownScript = (href: string) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`;

/**
 * What the page at this address gets in its <head> so the browser starts every download at once instead of
 * discovering each from the one before (main.js → /remotes.json → mf-manifest.json → remoteEntry.js →
 * the page's chunks → its data): /remotes.json itself, inline as data the shell reads instead of fetching
 * it, and preloads of the page's remote, of its first API call, and of the messages of the page's language
 * when it is not English (the shell's and the remote's). The shell's own startup chunks are preloaded by
 * its index.html (packages/mf-config).
 */
export function pageHints(
  { pathname, search }: { pathname: string; search: string },
  { remotes, remoteBuilds, shellMessages }: PageHintSources,
  { dataInPage = false, language = 'en' }: { dataInPage?: boolean; language?: Language } = {},
): string {
  const tags = [`<script type="application/json" id="marquee-remotes">${inlineJson(remotes)}</script>`];
  for (const file of shellMessages[language] ?? []) tags.push(ownScript(`/${file}`));
  const plan = pagePlan(pathname, search);
  const remote = plan && remotes.remotes.find(({ name }) => name === plan.remote);
  if (plan && remote) {
    tags.push(fetched(remote.entry));
    const build = remoteBuilds.get(remote.entry);
    const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
    if (build) {
      tags.push(script(base + build.remoteEntry));
      for (const file of build.exposes[plan.expose] ?? []) tags.push(script(base + file));
      for (const file of build.messages[plan.expose]?.[language] ?? []) tags.push(ownScript(base + file));
    }
  }
  // Once the page carries the data its first screen was rendered from, fetching it again would be waste.
  if (plan?.data && !dataInPage) tags.push(fetched(plan.data));
  return tags.join('');
}

/** JSON that cannot end the <script> element it sits in. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
