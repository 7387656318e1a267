import { RemoteServerBundles, serverBundleUrl, type FetchedFile } from '../src/frontends/remoteServerBundles';

const remotes = { remotes: [{ name: 'mfe_browse', entry: '/remotes/mfe-browse/v1/mf-manifest.json' }] };
const bundle = (text: string) =>
  `exports.exposes = { './HomePage': async () => ({ text: ${JSON.stringify(text)} + require('shared').suffix }) };`;

/** Files as a server answers them: 304 when the ETag still names the file. */
function files(initial: Record<string, string>) {
  const contents = new Map(Object.entries(initial));
  const requests: string[] = [];
  const etagOf = (url: string) => `"${contents.get(url)?.length}-${url}"`;
  const fetchFile = async (url: string, etag?: string): Promise<FetchedFile> => {
    requests.push(url);
    const body = contents.get(url);
    if (body === undefined) return { status: 404, body: '' };
    if (etag === etagOf(url)) return { status: 304, body: '' };
    return { status: 200, body, etag: etagOf(url) };
  };
  return { contents, requests, fetchFile };
}

test("a remote's server bundle is read beside its manifest", () => {
  expect(serverBundleUrl('/remotes/mfe-browse/mf-manifest.json')).toBe(
    '/remotes/mfe-browse/server/remote.js',
  );
  expect(serverBundleUrl('https://cdn.example/mfe-browse/1.4.2/mf-manifest.json')).toBe(
    'https://cdn.example/mfe-browse/1.4.2/server/remote.js',
  );
});

test('a bundle is loaded once, asked about again after a second, and reloaded when its file changed', async () => {
  const source = files({ '/remotes/mfe-browse/v1/server/remote.js': bundle('v1') });
  let now = 0;
  const bundles = new RemoteServerBundles(source.fetchFile, { shared: { suffix: '!' } }, () => now);
  const load = bundles.loaderFor(remotes);

  expect(await load('mfe_browse/HomePage')).toEqual({ text: 'v1!' });
  expect(await load('mfe_browse/HomePage')).toEqual({ text: 'v1!' });
  expect(source.requests).toHaveLength(1);

  now = 1500;
  expect(await load('mfe_browse/HomePage')).toEqual({ text: 'v1!' });
  expect(source.requests).toHaveLength(2);

  source.contents.set('/remotes/mfe-browse/v1/server/remote.js', bundle('v1 patched'));
  now = 3000;
  expect(await load('mfe_browse/HomePage')).toEqual({ text: 'v1 patched!' });
});

test('what cannot be loaded is said plainly, and tried again on the next request', async () => {
  const source = files({});
  const bundles = new RemoteServerBundles(source.fetchFile, {});
  await expect(bundles.loaderFor(remotes)('mfe_movie/MovieDetailPage')).rejects.toThrow(
    'mfe_movie is not listed in /remotes.json',
  );
  await expect(bundles.loaderFor(remotes)('mfe_browse/HomePage')).rejects.toThrow(
    '/remotes/mfe-browse/v1/server/remote.js answered 404',
  );
  source.contents.set('/remotes/mfe-browse/v1/server/remote.js', bundle('v1'));
  await expect(bundles.loaderFor(remotes)('mfe_browse/HomePage')).rejects.toThrow(
    'requires shared, which the shell does not share',
  );
  const sharing = new RemoteServerBundles(source.fetchFile, { shared: { suffix: '' } });
  await expect(sharing.loaderFor(remotes)('mfe_browse/GenresPage')).rejects.toThrow(
    'does not expose ./GenresPage',
  );
});
