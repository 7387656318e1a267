import { inlineRemotesJson, parseRemotesJson } from '../registry';

const origin = 'https://marquee.example';

test('reads entries relative to the origin and absolute ones', () => {
  expect(
    parseRemotesJson(
      {
        remotes: [
          { name: 'mfe_browse', entry: '/remotes/mfe-browse/mf-manifest.json' },
          { name: 'mfe_movie', entry: 'https://cdn.example/mfe-movie/1.4.2/mf-manifest.json' },
        ],
      },
      origin,
    ),
  ).toEqual([
    { name: 'mfe_browse', entry: 'https://marquee.example/remotes/mfe-browse/mf-manifest.json' },
    { name: 'mfe_movie', entry: 'https://cdn.example/mfe-movie/1.4.2/mf-manifest.json' },
  ]);
});

test.each([
  [[], 'must be an object with a "remotes" list'],
  [{ remotes: {} }, 'must be an object with a "remotes" list'],
  [{ remotes: [{ name: 'mfe-browse', entry: '/x.json' }] }, 'remote #0 needs a "name"'],
  [{ remotes: [{ name: 'mfe_browse' }] }, 'remote mfe_browse needs an "entry"'],
])('rejects %j', (json, message) => {
  expect(() => parseRemotesJson(json, origin)).toThrow(message);
});

test('reads the copy of /remotes.json the server put in the page, and nothing when there is none', () => {
  const page = document.implementation.createHTMLDocument();
  expect(inlineRemotesJson(page)).toBeUndefined();
  page.head.innerHTML =
    '<script type="application/json" id="marquee-remotes">{"remotes":[{"name":"mfe_browse","entry":"/b.json"}]}</script>';
  expect(inlineRemotesJson(page)).toEqual({ remotes: [{ name: 'mfe_browse', entry: '/b.json' }] });
});
