import fs from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { RemotesManifest } from '@marquee/contracts';
import { remotes as remoteApps, remotesManifest } from '@marquee/mf-config/remotes';
import { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { Value } from 'typebox/value';
import {
  inProcessFetch,
  loadShellRenderer,
  withFirstRequest,
  withFirstScreen,
} from '../frontends/firstScreen';
import { withHeadTags } from '../frontends/html';
import { linkPreview } from '../frontends/linkPreviews';
import { languageChunks, pageHints, readFrontendBuild, type FrontendBuild } from '../frontends/pageHints';
import { pageLanguage, withLanguage } from '../frontends/pageLanguage';
import { pagePlan } from '../frontends/pagePlans';
import { genericPreviewTags, withLinkPreview } from '../frontends/previewTags';
import { RemoteServerBundles, type FileFetcher } from '../frontends/remoteServerBundles';

/**
 * Files whose name stays the same across deploys must be revalidated on every load, or browsers would
 * keep running an old shell or remote. Files with a content hash in their name never change, so they are
 * cached for a year; a file without a hash is revalidated, which is slower but never stale.
 */
const STABLE_NAMES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
const CONTENT_HASH = /[.-][0-9a-f]{8,}\./i;

/**
 * With FRONTENDS_DIR set, one origin serves the whole product: the shell at / (deep links get its
 * index.html), each remote under /remotes/<name>/, and /remotes.json telling the shell where the remotes
 * are. A front end that is not built is skipped with a warning, so the API still starts.
 * @see https://github.com/fastify/fastify-static
 */
export default fp(
  async function frontends(app) {
    const { frontendsDir, remotesManifestFile } = app.config;
    if (!frontendsDir) return;

    const shellDist = builtFolder(path.join(frontendsDir, 'shell'), app.log);
    const remotes = remoteApps.flatMap(({ folder: name }) => {
      const dist = builtFolder(path.join(frontendsDir, name), app.log);
      return dist ? [{ name, dist }] : [];
    });
    // Builds change only with a deploy, which restarts the API; a stale hint costs a download, nothing more.
    const remoteBuilds = new Map<string, FrontendBuild>();
    for (const { name, dist } of remotes) {
      const build = readFrontendBuild(dist);
      if (build) remoteBuilds.set(localManifestUrl(name), build);
    }
    const shellMessages = shellDist ? languageChunks(await readdir(shellDist)) : {};
    const remotesBody = () =>
      remotesManifestFile ? readRemotesManifest(remotesManifestFile) : generatedManifest();

    // @fastify/static may decorate the reply only once: the first registration does.
    let decorateReply = true;
    const serve = async (root: string, prefix: string, wildcard: boolean) => {
      await app.register(fastifyStatic, {
        root,
        prefix,
        wildcard,
        decorateReply,
        // The builds ship .br and .gz beside each file; serve those to browsers that accept them.
        preCompressed: true,
        cacheControl: false,
        setHeaders,
        // The shell's page is answered by the route below, which adds hints to it.
        index: false,
      });
      decorateReply = false;
    };

    if (shellDist) {
      // Only the shell's own files get routes, so the SPA fallback below can own every other path.
      await serve(shellDist, '/', false);
      const page = await readFile(path.join(shellDist, 'index.html'), 'utf8');
      const genericTags = genericPreviewTags(page);
      const renderer = loadShellRenderer(shellDist);
      const bundles = renderer && new RemoteServerBundles(fileFetcher(app), renderer.shared);
      app.get('/*', { schema: { hide: true } }, async (request, reply) => {
        if (!wantsPage(request.url, request.headers.accept)) return reply.callNotFound();
        const url = new URL(request.url, 'http://page');
        const plan = pagePlan(url.pathname, url.search);
        const language = pageLanguage(request.headers);
        const [remotes, preview] = await Promise.all([
          remotesBody(),
          linkPreview(app, plan, request.ip, language),
        ]);
        // The first screen is rendered here for a page the table marks so; a failure leaves it to the browser.
        const firstScreen =
          renderer && bundles && plan?.serverRendered
            ? await renderer
                .render({
                  url: url.pathname + url.search,
                  language,
                  loadModule: bundles.loaderFor(remotes),
                  fetch: withFirstRequest(inProcessFetch(app, request.ip, language), plan.data),
                  reportError: (error) =>
                    request.log.warn({ err: error }, 'first screen: part left to the browser'),
                })
                .catch((error: unknown) => {
                  request.log.warn({ err: error }, 'first screen not rendered: the browser renders the page');
                  return undefined;
                })
            : undefined;
        const hints = pageHints(
          url,
          { remotes, remoteBuilds, shellMessages },
          { dataInPage: firstScreen !== undefined, language },
        );
        const withHints = withHeadTags(
          withLanguage(withLinkPreview(page, preview, genericTags), language),
          hints,
        );
        const html = firstScreen ? withFirstScreen(withHints, firstScreen) : withHints;
        const { encoding, body } = await compressedPage(html, request.headers['accept-encoding']);
        if (encoding) reply.header('content-encoding', encoding);
        // The page's language follows the chosen language's cookie, else Accept-Language.
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
          .type('text/html; charset=utf-8')
          .send(body);
      });
    }
    for (const remote of remotes) await serve(remote.dist, `/remotes/${remote.name}/`, true);

    // A broken manifest file stops the start, rather than failing the shell on its first request.
    if (remotesManifestFile) await readRemotesManifest(remotesManifestFile);
    app.get(
      '/remotes.json',
      { schema: { hide: true, response: { 200: RemotesManifest } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        // Read on every request: a remote is redeployed by editing this file, without restarting the API.
        return remotesBody();
      },
    );
  },
  { name: 'frontends', dependencies: ['config'] },
);

function builtFolder(appDir: string, log: FastifyBaseLogger): string | undefined {
  const dist = path.join(appDir, 'dist');
  if (fs.existsSync(dist)) return dist;
  log.warn({ folder: dist }, `front end not built, not served: ${dist} is missing`);
  return undefined;
}

function setHeaders(reply: FastifyReply, filePath: string): void {
  const name = path.basename(filePath);
  const immutable = !STABLE_NAMES.has(name) && CONTENT_HASH.test(name);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * A navigation to a page of the app, as opposed to an API call or a missing asset: a browser asks for
 * text/html; curl, wget and uptime checks ask for anything, and get the page at a path with no file
 * extension (a missing script or image stays a 404).
 */
function wantsPage(url: string, accept: string | undefined): boolean {
  if (/^\/(api|remotes)(\/|$)/.test(url)) return false;
  if (accept?.includes('text/html')) return true;
  const anything = accept === undefined || accept.split(',').some((type) => type.trim().startsWith('*/*'));
  return anything && !/\.[a-z0-9]+$/i.test(new URL(url, 'http://page').pathname);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A page is made per request (its first screen is rendered into it), so it is compressed per request, at
 * a quick Brotli level: on a slow phone network the bytes saved are worth far more than the milliseconds.
 */
async function compressedPage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ encoding?: 'br' | 'gzip'; body: Buffer | string }> {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
    return { encoding: 'br', body: await brotli(Buffer.from(html), { params }) };
  }
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: await gzip(Buffer.from(html)) };
  return { body: html };
}

/**
 * Gets a front end's file for the server renderer: one this API serves (a relative URL) in process, any
 * other over HTTP.
 */
function fileFetcher(app: FastifyInstance): FileFetcher {
  return async (url, etag) => {
    const headers: Record<string, string> = etag ? { 'if-none-match': etag } : {};
    if (url.startsWith('/')) {
      const response = await app.inject({ method: 'GET', url, headers });
      return { status: response.statusCode, body: response.body, etag: header(response.headers.etag) };
    }
    const response = await fetch(url, { headers });
    return {
      status: response.status,
      body: response.status === 200 ? await response.text() : '',
      etag: response.headers.get('etag') ?? undefined,
    };
  };
}

const header = (value: string | string[] | number | undefined) =>
  value === undefined ? undefined : String(value);

const localManifestUrl = (folder: string) => `/remotes/${folder}/mf-manifest.json`;

/** Entries are relative so any origin works. */
function generatedManifest(): RemotesManifest {
  return remotesManifest((remote) => localManifestUrl(remote.folder));
}

async function readRemotesManifest(file: string): Promise<RemotesManifest> {
  let content: unknown;
  try {
    content = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`REMOTES_MANIFEST_FILE ${file} could not be read as JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (!Value.Check(RemotesManifest, content)) {
    throw new Error(
      `REMOTES_MANIFEST_FILE ${file} must look like {"remotes":[{"name":"mfe_browse","entry":"..."}]}`,
    );
  }
  return content;
}
