import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageHref } from '@marquee/contracts/pages';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

const HTML = { accept: 'text/html' };
const SITE = 'https://marquee.example';
const GENERIC_DESCRIPTION = 'Marquee: discover films &amp; keep a watchlist.';
const FILM = 4101;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** The shell's page as the build leaves it: minified, attributes unquoted where they can be. */
const SHELL_PAGE = `<!doctype html><html lang=en><head><meta charset=utf-8><title>Marquee</title><meta name=description content="${GENERIC_DESCRIPTION}"><script defer src=/main.js></script></head><body><noscript>Marquee needs JavaScript to run.</noscript><div id=root></div></body></html>`;

const frontendsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-previews-'));
fs.mkdirSync(path.join(frontendsDir, 'shell/dist'), { recursive: true });
fs.writeFileSync(path.join(frontendsDir, 'shell/dist/index.html'), SHELL_PAGE);
afterAll(() => fs.rmSync(frontendsDir, { recursive: true, force: true }));

const t = useTestApp({
  FRONTENDS_DIR: frontendsDir,
  PUBLIC_URL: SITE,
  RATE_LIMIT_MAX: '100000',
  LOG_LEVEL: 'error',
});

beforeAll(async () => {
  await t.app.db('catalog_movies').insert({
    id: FILM,
    title: 'Heat',
    original_title: 'Heat',
    release_date: '1995-12-15',
    poster_path: '/heat.jpg',
    dataset: 'test',
  });
});

/** The page's <head> as served to `headers`, which must be a 200 page. */
async function headOf(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url, headers: { ...HTML, ...headers } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  // Made afresh for every request and never kept for another visitor: revalidated on every load.
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.body.slice(0, response.body.indexOf('</head>'));
}

/** The head's title and preview tags, by key (`title`, `description`, `og:title`, `twitter:card`, ...). */
function previewOf(head: string): Record<string, string> {
  const tags: Record<string, string> = { title: /<title>([^<]*)<\/title>/.exec(head)![1]! };
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="?([\w:]+)"? content="([^"]*)"/g)) {
    if (key !== 'viewport') tags[key!] = content!;
  }
  return tags;
}

const GENERIC = {
  title: 'Marquee',
  description: GENERIC_DESCRIPTION,
  'og:site_name': 'Marquee',
  'og:type': 'website',
  'og:title': 'Marquee',
  'og:description': GENERIC_DESCRIPTION,
  'twitter:card': 'summary',
};

let people = 0;
async function person(name: string, handle?: string): Promise<SignedInUser> {
  people += 1;
  const user = await signedInUser(t.app, { email: `preview${people}@example.com`, name });
  await t.app
    .db('users')
    .where({ id: user.id })
    .update({ handle: handle ?? `previewed_${people}` });
  return user;
}

async function listOf(
  owner: SignedInUser,
  fields: object,
  films: { title: string; poster: string | null }[],
) {
  const [list] = await t.app
    .db('lists')
    .insert({ user_id: owner.id, name: 'A list', ...fields })
    .returning<{ id: string }[]>('id');
  if (films.length > 0) {
    await t.app.db('list_entries').insert(
      films.map((film, index) => ({
        list_id: list!.id,
        movie_id: 5000 + index,
        title: film.title,
        poster: film.poster,
        position: 1024 * (index + 1),
      })),
    );
  }
  return list!.id;
}

async function reviewOf(author: SignedInUser, fields: { rating: number; title?: string; comment: string }) {
  const [review] = await t.app
    .db('reviews')
    .insert({ user_id: author.id, movie_id: FILM, movie_title: 'Heat', ...fields })
    .returning<{ id: string }[]>('id');
  return review!.id;
}

describe('a profile', () => {
  test('is previewed with its name and handle, its counts and its first favourite with a poster', async () => {
    const ada = await person('Ada Lovelace', 'ada_l');
    await t.app
      .db('users')
      .where({ id: ada.id })
      .update({
        favourite_films: JSON.stringify([
          { movieId: '1', title: 'Unposted', poster: null, year: '' },
          { movieId: String(FILM), title: 'Heat', poster: '/heat.jpg', year: '1995' },
        ]),
      });
    await reviewOf(ada, { rating: 4, comment: 'Good.' });
    await listOf(ada, { visibility: 'public' }, []);

    expect(previewOf(await headOf('/u/ada_l'))).toEqual({
      title: 'Ada Lovelace (@ada_l) · Marquee',
      description:
        '1 review · 1 list · 0 followers · 0 following on Marquee. Favourite films: Unposted, Heat.',
      'og:site_name': 'Marquee',
      'og:type': 'profile',
      'og:title': 'Ada Lovelace (@ada_l)',
      'og:description':
        '1 review · 1 list · 0 followers · 0 following on Marquee. Favourite films: Unposted, Heat.',
      'og:url': `${SITE}/u/ada_l`,
      'og:image': 'https://image.tmdb.org/t/p/w500/heat.jpg',
      'og:image:alt': 'Heat (1995) poster',
      'twitter:card': 'summary_large_image',
    });
    // The address is the profile's own, whatever the case the link was typed in.
    expect(previewOf(await headOf('/u/ADA_L'))['og:url']).toBe(`${SITE}/u/ada_l`);
    // In the page's language: a German browser's, and the six plural forms of Arabic.
    expect(previewOf(await headOf('/u/ada_l', { 'accept-language': 'de-DE,de;q=0.9' }))).toMatchObject({
      description: '1 Kritik · 1 Liste · 0 Follower · 0 gefolgt auf Marquee. Lieblingsfilme: Unposted, Heat.',
      'og:image:alt': 'Poster von Heat (1995)',
    });
    expect(previewOf(await headOf('/u/ada_l', { 'accept-language': 'ar' })).description).toBe(
      'مراجعة واحدة · قائمة واحدة · 0 متابِع · يتابع 0 على Marquee. الأفلام المفضلة: Unposted, Heat.',
    );
  });

  test('private, hidden by an admin or unknown: the generic tags, as for every page without a preview', async () => {
    const hidden = await person('Hidden Person', 'hidden_p');
    await t.app.db('users').where({ id: hidden.id }).update({ profile_hidden_at: t.app.db.fn.now() });
    const secret = await person('Secret Person', 'secret_p');
    await t.app.db('users').where({ id: secret.id }).update({ profile_visibility: 'private' });

    for (const url of ['/u/hidden_p', '/u/secret_p', '/u/nobody_here']) {
      const head = await headOf(url);
      expect(previewOf(head)).toEqual(GENERIC);
      expect(head).not.toMatch(/Hidden Person|Secret Person/);
    }
    // The owner's own visit too: the page never depends on who asks, so no cache can hand one
    // visitor's page to another.
    expect(previewOf(await headOf('/u/secret_p', secret.headers))).toEqual(GENERIC);
  });
});

describe('a list', () => {
  test('is previewed with its name, its owner and size, and its first poster; unlisted ones too', async () => {
    const owner = await person('Grace Hopper');
    const listId = await listOf(
      owner,
      { name: 'Night drives', visibility: 'unlisted', description: 'Neon.' },
      [
        { title: 'Unposted', poster: null },
        { title: 'Heat', poster: '/heat.jpg' },
        { title: 'Collateral', poster: '/collateral.jpg' },
      ],
    );
    expect(previewOf(await headOf(pageHref('list', { listId })))).toEqual({
      title: 'Night drives · Marquee',
      description: 'A list by Grace Hopper, 3 films. Neon.',
      'og:site_name': 'Marquee',
      'og:type': 'website',
      'og:title': 'Night drives',
      'og:description': 'A list by Grace Hopper, 3 films. Neon.',
      'og:url': `${SITE}/lists/${listId}`,
      'og:image': 'https://image.tmdb.org/t/p/w500/heat.jpg',
      'og:image:alt': 'A poster from Night drives',
      'twitter:card': 'summary_large_image',
    });

    const single = await listOf(owner, { name: 'One', visibility: 'public' }, [{ title: 'A', poster: null }]);
    const preview = previewOf(await headOf(pageHref('list', { listId: single })));
    expect(preview).toMatchObject({
      description: 'A list by Grace Hopper, 1 film.',
      'twitter:card': 'summary',
    });
    expect(preview).not.toHaveProperty('og:image');
  });

  test('private, hidden, unknown or no list id at all: the same generic tags', async () => {
    const owner = await person('List Owner');
    const privateList = await listOf(owner, { name: 'Private plans' }, []);
    const hiddenList = await listOf(owner, { name: 'Hidden away', visibility: 'public' }, []);
    await t.app.db('lists').where({ id: hiddenList }).update({ hidden_at: t.app.db.fn.now() });

    for (const listId of [privateList, hiddenList, UNKNOWN, 'not-a-list']) {
      const head = await headOf(pageHref('list', { listId }));
      expect(previewOf(head)).toEqual(GENERIC);
      expect(head).not.toMatch(/Private plans|Hidden away|List Owner/);
    }
    expect(previewOf(await headOf(pageHref('list', { listId: privateList }), owner.headers))).toEqual(
      GENERIC,
    );
  });
});

describe('a review', () => {
  test('is previewed as "<author> on <film> (<year>)" with its stars, its text and the poster', async () => {
    const author = await person('Vincent Hanna');
    const reviewId = await reviewOf(author, {
      rating: 4,
      title: 'Cat and mouse',
      comment: 'Two men,\n\none diner.',
    });
    expect(previewOf(await headOf(pageHref('review', { reviewId })))).toEqual({
      title: 'Vincent Hanna on Heat (1995) · Marquee',
      description: '★★★★☆ Cat and mouse: Two men, one diner.',
      'og:site_name': 'Marquee',
      'og:type': 'article',
      'og:title': 'Vincent Hanna on Heat (1995)',
      'og:description': '★★★★☆ Cat and mouse: Two men, one diner.',
      'og:url': `${SITE}/reviews/${reviewId}`,
      'og:image': 'https://image.tmdb.org/t/p/w500/heat.jpg',
      'og:image:alt': 'Heat (1995) poster',
      'twitter:card': 'summary_large_image',
    });
  });

  test('whose author an admin hid, or unknown: the generic tags', async () => {
    const author = await person('Neil McCauley');
    const reviewId = await reviewOf(author, { rating: 2, comment: 'Walk away in 30 seconds.' });
    await t.app.db('users').where({ id: author.id }).update({ profile_hidden_at: t.app.db.fn.now() });
    for (const id of [reviewId, UNKNOWN]) {
      const head = await headOf(pageHref('review', { reviewId: id }));
      expect(previewOf(head)).toEqual(GENERIC);
      expect(head).not.toMatch(/Neil McCauley|30 seconds/);
    }
  });
});

test('what people write is escaped, and long text is cut at a word with an ellipsis', async () => {
  const author = await person(`<script>alert("name")</script> & 'Co'`);
  const comment = `</title><script>alert(1)</script> "quoted" & $' $& ${'word '.repeat(80)}`;
  const reviewId = await reviewOf(author, { rating: 1, comment });
  const head = await headOf(pageHref('review', { reviewId }));

  expect(head).not.toContain('<script>alert');
  const preview = previewOf(head);
  expect(preview['og:title']).toBe(
    "&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; &amp; 'Co' on Heat (1995)",
  );
  expect(preview.title).toBe(`${preview['og:title']} · Marquee`);
  const description = preview['og:description']!;
  // The replacement patterns of String.replace ($' and $&) stay as written.
  expect(description).toMatch(
    /^★☆☆☆☆ &lt;\/title&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; &quot;quoted&quot; &amp; \$' \$&amp; word word/,
  );
  expect(description).toMatch(/ word…$/);
  const unescaped = description.replace(/&(lt|gt|quot|amp);/g, '_');
  expect(Array.from(unescaped).length).toBeLessThanOrEqual(200);
  // One title and one description, the preview's.
  expect(head.match(/<title>/g)).toHaveLength(1);
  expect(head.match(/name="?description"?/g)).toHaveLength(1);
});

test('every other page keeps its title and description, with the generic tags', async () => {
  for (const url of ['/', '/genres', pageHref('movie', { id: FILM }), '/no/such/page']) {
    const head = await headOf(url);
    expect(previewOf(head)).toEqual(GENERIC);
    expect(head).toContain(`<title>Marquee</title><meta name=description content="${GENERIC_DESCRIPTION}">`);
  }
});
