import {
  type AdminActionsResponse,
  type AdminListsResponse,
  type List,
  type ListEntriesPage,
  type ListEntry,
  type ListResponse,
  type UserLists,
} from '@marquee/contracts';
import { MIN_POSITION_GAP, POSITION_STEP } from '../src/lists/listPositions';
import { catalogFilms, insertCatalogFilms } from './helpers/catalogFilms';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

const t = useTestApp({ RATE_LIMIT_MAX: '100000' });

/** Films 1..20 of the local catalog, and three with what a list copies: year, poster, rating. */
beforeAll(async () => {
  await catalogFilms(t.app.db, 20);
  await insertCatalogFilms(t.app.db, [
    { id: 101, title: 'Alien', release_date: '1979-05-25', vote_average: 8.2 },
    { id: 102, title: 'Brazil', release_date: '1985-02-20', vote_average: 7.8 },
    { id: 103, title: 'Cure', release_date: null, vote_average: 7.4 },
  ]);
});

type Caller = SignedInUser | undefined;
const headersOf = (caller: Caller) => caller?.headers ?? {};
const request = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  caller: Caller,
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: headersOf(caller), ...(payload && { payload }) });

const makeList = (caller: Caller, ownerId: string, payload: object) =>
  request('POST', caller, `/api/users/${ownerId}/lists`, payload);
const readList = (caller: Caller, listId: string) => request('GET', caller, `/api/lists/${listId}`);
const readLists = (caller: Caller, ownerId: string, query = '') =>
  request('GET', caller, `/api/users/${ownerId}/lists${query}`);
const readEntries = (caller: Caller, listId: string, query = '') =>
  request('GET', caller, `/api/lists/${listId}/entries${query}`);
const add = (caller: Caller, listId: string, payload: object) =>
  request('POST', caller, `/api/lists/${listId}/entries`, payload);
const editEntry = (caller: Caller, listId: string, movieId: number, payload: object) =>
  request('PATCH', caller, `/api/lists/${listId}/entries/${movieId}`, payload);

let users = 0;
const newUser = (role: 'user' | 'admin' = 'user') => {
  users += 1;
  return signedInUser(t.app, { email: `lists-${users}@example.com`, role });
};

/** Makes a list that must be made; the list. */
async function made(user: SignedInUser, payload: object = { name: 'Favourites' }): Promise<List> {
  const response = await makeList(user, user.id, payload);
  expect(response.statusCode).toBe(201);
  return response.json<ListResponse>().list;
}

/** Adds films that must be added, in order. */
async function added(user: SignedInUser, listId: string, movieIds: number[]): Promise<void> {
  for (const movieId of movieIds) {
    expect((await add(user, listId, { movieId: String(movieId) })).statusCode).toBe(201);
  }
}

/** The list's films in its own order, read from the database. */
async function order(listId: string): Promise<number[]> {
  const rows: { movie_id: number }[] = await t.app
    .db('list_entries')
    .where({ list_id: listId })
    .orderBy(['position', 'movie_id']);
  return rows.map((row) => row.movie_id);
}

async function positions(listId: string): Promise<Map<number, number>> {
  const rows: { movie_id: number; position: number }[] = await t.app
    .db('list_entries')
    .where({ list_id: listId })
    .select('movie_id', 'position');
  return new Map(rows.map((row) => [row.movie_id, row.position]));
}

/** Fills a list with films 1..count (catalog ids need not exist for rows written directly). */
async function filled(listId: string, count: number): Promise<void> {
  await t.app.db.raw(
    `insert into list_entries (list_id, movie_id, title, year, vote_average, position, added_at)
     select ?, n, 'Film ' || lpad(n::text, 5, '0'),
            case when n % 10 = 0 then '' else (1900 + n % 120)::text end,
            (n % 100) / 10.0, n * 1024, now() - n * interval '1 second'
     from generate_series(1, ?::int) n`,
    [listId, count],
  );
}

/** Every page of a list's films in one order. */
async function allPages(caller: Caller, listId: string, query: string): Promise<ListEntry[]> {
  const entries: ListEntry[] = [];
  let cursor: string | null = null;
  do {
    const response = await readEntries(
      caller,
      listId,
      `?${query}&limit=200${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(response.statusCode).toBe(200);
    const page = response.json<ListEntriesPage>();
    entries.push(...page.entries);
    cursor = page.nextCursor;
  } while (cursor);
  return entries;
}

describe('making and changing lists', () => {
  test('a new list is private and unranked unless said, its name trimmed', async () => {
    const ana = await newUser();
    const list = await made(ana, { name: '  Night films ' });
    expect(list).toMatchObject({
      ownerId: ana.id,
      name: 'Night films',
      description: '',
      visibility: 'private',
      ranked: false,
      entryCount: 0,
      posters: [],
      hiddenAt: null,
    });
    const ranked = await made(ana, { name: 'Top', description: 'Best.', visibility: 'public', ranked: true });
    expect(ranked).toMatchObject({ description: 'Best.', visibility: 'public', ranked: true });
  });

  test.each([
    [{ name: '   ' }, 'Name must not be blank'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters long'],
    [{ name: 'A', description: 'x'.repeat(1001) }, 'at most 1000 characters'],
    [{ name: 'A', visibility: 'friends' }, 'Visibility must be one of: private, unlisted, public.'],
    [{}, 'Name is required.'],
  ])('%j is refused with a 400 that says why', async (payload, message) => {
    const ana = await newUser();
    const response = await makeList(ana, ana.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  test('only for oneself: a guest is asked to sign in, anyone else refused', async () => {
    const [ana, bob] = await Promise.all([newUser(), newUser()]);
    expect((await makeList(undefined, ana.id, { name: 'A' })).statusCode).toBe(401);
    expect((await makeList(bob, ana.id, { name: 'A' })).statusCode).toBe(403);
    expect(await t.app.db('lists').where({ user_id: ana.id }).count('* as count')).toEqual([{ count: '0' }]);
  });

  test('at most 1,000 lists a user: the 1,001st is a 409 that says so', async () => {
    const ana = await newUser();
    await t.app.db.raw(
      `insert into lists (user_id, name) select ?, 'List ' || n from generate_series(1, 999) n`,
      [ana.id],
    );
    await made(ana, { name: 'The thousandth' });
    const refused = await makeList(ana, ana.id, { name: 'One more' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('1,000 lists');
  });

  test('the owner renames, describes, shares and ranks a list; nobody else changes it', async () => {
    const [ana, bob] = await Promise.all([newUser(), newUser()]);
    const list = await made(ana);
    const changed = await request('PATCH', ana, `/api/lists/${list.id}`, {
      name: ' Renamed ',
      description: 'Now with words.',
      visibility: 'unlisted',
      ranked: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<ListResponse>().list).toMatchObject({
      name: 'Renamed',
      description: 'Now with words.',
      visibility: 'unlisted',
      ranked: true,
    });
    // Bob can read an unlisted list, so he is told it is not his to change.
    expect((await request('PATCH', bob, `/api/lists/${list.id}`, { name: 'Mine' })).statusCode).toBe(403);
    expect((await request('DELETE', bob, `/api/lists/${list.id}`)).statusCode).toBe(403);
    expect((await request('PATCH', ana, `/api/lists/${list.id}`, {})).statusCode).toBe(400);
    expect((await request('DELETE', ana, `/api/lists/${list.id}`)).statusCode).toBe(204);
    expect((await readList(ana, list.id)).statusCode).toBe(404);
  });
});

describe('films on a list', () => {
  test('a film is added at the end with what the movie data says of it, once', async () => {
    const ana = await newUser();
    const list = await made(ana);
    const first = await add(ana, list.id, { movieId: '101', note: 'The one with the cat.' });
    expect(first.statusCode).toBe(201);
    expect(first.json<{ entry: ListEntry }>().entry).toMatchObject({
      movieId: '101',
      title: 'Alien',
      poster: '/poster-101.jpg',
      year: '1979',
      voteAverage: 8.2,
      rank: 1,
      note: 'The one with the cat.',
    });
    await added(ana, list.id, [103, 102]);
    expect(await order(list.id)).toEqual([101, 103, 102]);
    expect([...(await positions(list.id)).values()].sort((a, b) => a - b)).toEqual([1024, 2048, 3072]);
    const again = await add(ana, list.id, { movieId: '101' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('That film is already on this list');
    const { list: read } = (await readList(ana, list.id)).json<ListResponse>();
    expect(read).toMatchObject({
      entryCount: 3,
      posters: ['/poster-101.jpg', '/poster-103.jpg', '/poster-102.jpg'],
    });
  });

  test('an unknown film is a 404, a long note a 400, and nothing is stored', async () => {
    const ana = await newUser();
    const list = await made(ana);
    expect((await add(ana, list.id, { movieId: '99999' })).statusCode).toBe(404);
    const long = await add(ana, list.id, { movieId: '101', note: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toContain('at most 1000 characters');
    expect(await order(list.id)).toEqual([]);
  });

  test('at most 5,000 films a list: the 5,001st is a 409 that says so', async () => {
    const ana = await newUser();
    const list = await made(ana);
    await t.app.db.raw(
      `insert into list_entries (list_id, movie_id, title, position)
       select ?, 100000 + n, 'Film', n * 1024 from generate_series(1, 4999) n`,
      [list.id],
    );
    await added(ana, list.id, [101]);
    const refused = await add(ana, list.id, { movieId: '102' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('5,000 films');
  });

  test('the owner changes a note and takes a film off; a missing film is a 404', async () => {
    const ana = await newUser();
    const list = await made(ana);
    await added(ana, list.id, [101, 102]);
    const noted = await editEntry(ana, list.id, 102, { note: 'Tuttle!' });
    expect(noted.json<{ entry: ListEntry }>().entry).toMatchObject({
      movieId: '102',
      note: 'Tuttle!',
      rank: 2,
    });
    expect((await request('DELETE', ana, `/api/lists/${list.id}/entries/101`)).statusCode).toBe(204);
    expect((await request('DELETE', ana, `/api/lists/${list.id}/entries/101`)).statusCode).toBe(404);
    expect((await editEntry(ana, list.id, 101, { note: 'gone' })).statusCode).toBe(404);
    expect(await order(list.id)).toEqual([102]);
  });
});

describe('who sees a list', () => {
  async function world() {
    const [ana, bob, admin] = await Promise.all([newUser(), newUser(), newUser('admin')]);
    const [secret, link, open] = [
      await made(ana, { name: 'Secret', visibility: 'private' }),
      await made(ana, { name: 'Link', visibility: 'unlisted' }),
      await made(ana, { name: 'Open', visibility: 'public' }),
    ];
    for (const list of [secret, link, open]) await added(ana, list.id, [101]);
    return { ana, bob, admin, secret, link, open };
  }
  const UNKNOWN_LIST = '00000000-0000-4000-8000-000000000000';

  test('a private list is the same 404 as a list that does not exist, to a stranger, a guest and an admin', async () => {
    const { bob, admin, secret } = await world();
    const missing = await readList(bob, UNKNOWN_LIST);
    expect(missing.statusCode).toBe(404);
    for (const caller of [bob, undefined, admin]) {
      for (const response of [
        await readList(caller, secret.id),
        await readEntries(caller, secret.id),
        await request('GET', caller, `/api/lists/${UNKNOWN_LIST}/entries`),
      ]) {
        expect({ status: response.statusCode, body: response.json() }).toEqual({
          status: 404,
          body: missing.json(),
        });
      }
    }
    // Nor may they change it: a stranger and an admin find nothing, a guest is asked to sign in.
    for (const caller of [bob, admin]) {
      expect((await add(caller, secret.id, { movieId: '102' })).statusCode).toBe(404);
      expect((await editEntry(caller, secret.id, 101, { note: 'mine' })).statusCode).toBe(404);
      expect((await request('DELETE', caller, `/api/lists/${secret.id}`)).statusCode).toBe(404);
    }
    expect((await add(undefined, secret.id, { movieId: '102' })).statusCode).toBe(401);
    expect(await order(secret.id)).toEqual([101]);
  });

  test('an unlisted list is read with its link but never listed; a public one is listed', async () => {
    const { ana, bob, secret, link, open } = await world();
    for (const caller of [bob, undefined]) {
      expect((await readList(caller, link.id)).statusCode).toBe(200);
      expect((await readEntries(caller, open.id)).json<ListEntriesPage>().total).toBe(1);
      const { lists } = (await readLists(caller, ana.id)).json<UserLists>();
      expect(lists.map((list) => list.name)).toEqual(['Open']);
    }
    const own = (await readLists(ana, ana.id)).json<UserLists>().lists;
    expect(own.map((list) => list.id).sort()).toEqual([secret.id, link.id, open.id].sort());
    expect((await readLists(bob, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  test("a list names its owner; their handle only to a reader who may see the owner's profile", async () => {
    const { ana, bob, open } = await world();
    const ownerOf = async (caller: Caller) =>
      (await readList(caller, open.id)).json<ListResponse>().list.owner;
    expect(await ownerOf(bob)).toEqual({ name: 'Test User', handle: null });

    const handle = `ana_${ana.id.slice(0, 8)}`;
    await t.app.db('users').where({ id: ana.id }).update({ handle, name: 'Ana' });
    for (const caller of [ana, bob, undefined]) {
      expect(await ownerOf(caller)).toEqual({ name: 'Ana', handle: handle });
    }
    expect((await readLists(bob, ana.id)).json<UserLists>().lists[0]?.owner.handle).toBe(handle);

    await t.app.db('users').where({ id: ana.id }).update({ profile_visibility: 'private' });
    for (const caller of [bob, undefined]) expect((await ownerOf(caller)).handle).toBeNull();
    expect((await ownerOf(ana)).handle).toBe(handle);
    const renamed = await request('PATCH', ana, `/api/lists/${open.id}`, { name: 'Opened' });
    expect(renamed.json<ListResponse>().list.owner).toEqual({ name: 'Ana', handle: handle });
  });

  test('`containing` says which of my lists hold a film, for the "Add to list" menu', async () => {
    const { ana, open } = await world();
    await added(ana, open.id, [102]);
    const { lists } = (await readLists(ana, ana.id, '?containing=102')).json<UserLists>();
    const holds = Object.fromEntries(lists.map((list) => [list.name, list.contains]));
    expect(holds).toEqual({ Secret: false, Link: false, Open: true });
    // Without the question, no answer.
    expect((await readLists(ana, ana.id)).json<UserLists>().lists[0]).not.toHaveProperty('contains');
    expect((await readLists(ana, ana.id, '?containing=abc')).statusCode).toBe(400);
  });

  test('a hidden list is a 404 to everyone but its owner, who sees it is hidden, and admins; logged both ways', async () => {
    const { ana, bob, admin, secret, open } = await world();
    const hide = (caller: Caller, listId: string) =>
      request('POST', caller, `/api/admin/lists/${listId}/hide`);
    expect((await hide(bob, open.id)).statusCode).toBe(403);
    expect((await hide(undefined, open.id)).statusCode).toBe(401);
    // Admins cannot hide (or learn of) a private list.
    expect((await hide(admin, secret.id)).statusCode).toBe(404);

    const hidden = await hide(admin, open.id);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<ListResponse>().list.hiddenAt).toEqual(expect.any(String));
    expect((await hide(admin, open.id)).statusCode).toBe(200); // again: no change, no log

    for (const caller of [bob, undefined]) {
      const read = await readList(caller, open.id);
      expect([read.statusCode, read.json()]).toEqual([404, { message: 'List not found' }]);
      expect((await readEntries(caller, open.id)).statusCode).toBe(404);
      expect((await readLists(caller, ana.id)).json<UserLists>().lists).toEqual([]);
    }
    expect((await readList(ana, open.id)).json<ListResponse>().list.hiddenAt).toEqual(expect.any(String));
    expect(
      (await readLists(ana, ana.id)).json<UserLists>().lists.find((l) => l.id === open.id)?.hiddenAt,
    ).not.toBeNull();
    expect((await readList(admin, open.id)).statusCode).toBe(200);
    expect((await readLists(admin, ana.id)).json<UserLists>().lists.map((list) => list.id)).toEqual([
      open.id,
    ]);

    expect((await request('POST', admin, `/api/admin/lists/${open.id}/unhide`)).statusCode).toBe(200);
    expect((await readList(bob, open.id)).statusCode).toBe(200);

    const log = (await request('GET', admin, '/api/admin/actions?limit=100')).json<AdminActionsResponse>();
    const { email } = await t.app.db('users').where({ id: ana.id }).first<{ email: string }>('email');
    expect(
      log.actions
        .filter((action) => action.target.id === open.id)
        .map((action) => [action.action, action.target.type, action.target.label, action.admin.id]),
    ).toEqual([
      ['unhide-list', 'list', `Open by ${email}`, admin.id],
      ['hide-list', 'list', `Open by ${email}`, admin.id],
    ]);
  });

  test('the admin dashboard pages the public and unlisted lists with their owners, never a private one', async () => {
    const { ana, bob, admin, secret, open } = await world();
    await request('POST', admin, `/api/admin/lists/${open.id}/hide`);
    expect((await request('GET', bob, '/api/admin/lists')).statusCode).toBe(403);
    const response = await request('GET', admin, '/api/admin/lists?limit=100');
    expect(response.statusCode).toBe(200);
    const { lists, pagination } = response.json<AdminListsResponse>();
    const anas = lists.filter((list) => list.ownerId === ana.id);
    const { email } = await t.app.db('users').where({ id: ana.id }).first<{ email: string }>('email');
    expect(anas.map((list) => [list.name, list.owner.email, list.hiddenAt !== null]).sort()).toEqual([
      ['Link', email, false],
      ['Open', email, true],
    ]);
    expect(lists.some((list) => list.id === secret.id || list.visibility === 'private')).toBe(false);
    expect(pagination).toMatchObject({ currentPage: 1, total: expect.any(Number) });
  });
});

describe('a 5,000-film list, a page at a time', () => {
  let owner: SignedInUser;
  let listId: string;
  beforeAll(async () => {
    owner = await newUser();
    listId = (await made(owner, { name: 'Everything', visibility: 'public', ranked: true })).id;
    await filled(listId, 5000);
  });

  test('by rank: every film once, in the list order, numbered 1 to 5,000; descending too', async () => {
    const entries = await allPages(undefined, listId, 'sort=rank');
    expect(entries.map((entry) => Number(entry.movieId))).toEqual(
      Array.from({ length: 5000 }, (_, i) => i + 1),
    );
    expect(entries.map((entry) => entry.rank)).toEqual(Array.from({ length: 5000 }, (_, i) => i + 1));
    const backwards = await allPages(undefined, listId, 'sort=rank&order=desc');
    expect(backwards.map((entry) => entry.rank)).toEqual(Array.from({ length: 5000 }, (_, i) => 5000 - i));
    expect(backwards.map((entry) => Number(entry.movieId))).toEqual(
      Array.from({ length: 5000 }, (_, i) => 5000 - i),
    );
  });

  test('the first page says the total and the way on', async () => {
    const page = (await readEntries(undefined, listId)).json<ListEntriesPage>();
    expect(page).toMatchObject({ total: 5000, nextCursor: expect.any(String) });
    expect(page.entries).toHaveLength(50);
  });

  test.each([
    ['title', 'asc', (a: ListEntry, b: ListEntry) => a.title.localeCompare(b.title)],
    ['rating', 'desc', (a: ListEntry, b: ListEntry) => b.voteAverage - a.voteAverage],
    ['added', 'desc', (a: ListEntry, b: ListEntry) => b.addedAt.localeCompare(a.addedAt)],
    ['added', 'asc', (a: ListEntry, b: ListEntry) => a.addedAt.localeCompare(b.addedAt)],
  ] as const)('by %s %s: every film once, sorted, ranks kept', async (sort, direction, compare) => {
    const entries = await allPages(undefined, listId, `sort=${sort}&order=${direction}`);
    expect(new Set(entries.map((entry) => entry.movieId)).size).toBe(5000);
    const pairs = entries.slice(1).map((entry, index) => compare(entries[index]!, entry));
    expect(pairs.filter((sign) => sign > 0)).toEqual([]);
    // The rank is the film's place in the list's own order (film n at place n), whatever the sort.
    expect(entries.every((entry) => entry.rank === Number(entry.movieId))).toBe(true);
  });

  test('by year: newest first by default, films of unknown year last in either order', async () => {
    for (const direction of ['desc', 'asc']) {
      const entries = await allPages(undefined, listId, `sort=year&order=${direction}`);
      expect(new Set(entries.map((entry) => entry.movieId)).size).toBe(5000);
      const years = entries.map((entry) => entry.year);
      expect(years.slice(-500)).toEqual(Array(500).fill(''));
      const known = years.slice(0, -500);
      expect(known).toEqual(
        [...known].sort((a, b) => (direction === 'asc' ? a.localeCompare(b) : b.localeCompare(a))),
      );
    }
    const first = (await readEntries(undefined, listId, '?sort=year&limit=1')).json<ListEntriesPage>();
    expect(first.entries[0]!.year).toBe('2019');
  });

  test('a cursor of another sort, or one made up, is a 400', async () => {
    const page = (await readEntries(undefined, listId, '?sort=rank')).json<ListEntriesPage>();
    const other = await readEntries(undefined, listId, `?sort=title&cursor=${page.nextCursor}`);
    expect(other.statusCode).toBe(400);
    expect(other.json<{ message: string }>().message).toContain('another sort or order');
    const madeUp = Buffer.from(JSON.stringify(['rank', 'asc', 'DROP', 1, 1])).toString('base64url');
    for (const cursor of ['nonsense', madeUp]) {
      expect((await readEntries(undefined, listId, `?cursor=${cursor}`)).statusCode).toBe(400);
    }
  });
});

describe('ordering by fractional positions', () => {
  async function listOf(movieIds: number[]) {
    const ana = await newUser();
    const list = await made(ana, { name: 'Ranked', ranked: true });
    await added(ana, list.id, movieIds);
    return { ana, listId: list.id };
  }

  test('before, after and to a place: the film lands there and its rank says so', async () => {
    const { ana, listId } = await listOf([1, 2, 3, 4, 5]);
    const moved = await editEntry(ana, listId, 5, { move: { before: '2' } });
    expect(moved.json<{ entry: ListEntry }>().entry.rank).toBe(2);
    expect(await order(listId)).toEqual([1, 5, 2, 3, 4]);
    await editEntry(ana, listId, 1, { move: { after: '4' } });
    expect(await order(listId)).toEqual([5, 2, 3, 4, 1]);
    await editEntry(ana, listId, 3, { move: { toIndex: 0 } });
    expect(await order(listId)).toEqual([3, 5, 2, 4, 1]);
    await editEntry(ana, listId, 3, { move: { toIndex: 4 } });
    expect(await order(listId)).toEqual([5, 2, 4, 1, 3]);
    await editEntry(ana, listId, 4, { move: { toIndex: 1 } });
    expect(await order(listId)).toEqual([5, 4, 2, 1, 3]);
    await editEntry(ana, listId, 5, { move: { after: '3' }, note: 'Last now.' });
    expect(await order(listId)).toEqual([4, 2, 1, 3, 5]);
    const page = (await readEntries(ana, listId)).json<ListEntriesPage>();
    expect(page.entries.map((entry) => [entry.movieId, entry.rank])).toEqual([
      ['4', 1],
      ['2', 2],
      ['1', 3],
      ['3', 4],
      ['5', 5],
    ]);
    expect(page.entries.at(-1)!.note).toBe('Last now.');
  });

  test('a move rewrites one row: the moving film takes the midpoint of its neighbours', async () => {
    const { ana, listId } = await listOf([1, 2, 3, 4, 5, 6]);
    const before = await positions(listId);
    await editEntry(ana, listId, 6, { move: { after: '2' } });
    const after = await positions(listId);
    const changed = [...after].filter(([movieId, position]) => before.get(movieId) !== position);
    expect(changed).toEqual([[6, (2 * 1024 + 3 * 1024) / 2]]);
  });

  test('a move that names itself, a film not on the list, a place past the end or two anchors is a 400', async () => {
    const { ana, listId } = await listOf([1, 2, 3]);
    const cases: [object, string][] = [
      [{ move: { before: '1' } }, 'another film than the one moving'],
      [{ move: { after: '9' } }, 'a film of this list'],
      [{ move: { toIndex: 3 } }, 'at most 2'],
      [{ move: { before: '2', after: '3' } }, 'Move must give exactly one of before, after or toIndex.'],
      [{ move: {} }, 'Move must give exactly one of before, after or toIndex.'],
      [{ move: { toIndex: -1 } }, 'To index must be at least 0.'],
      [{}, 'The request body must have at least 1 field.'],
      [{ colour: 'red' }, 'must give a note or a move'],
    ];
    for (const [payload, message] of cases) {
      const response = await editEntry(ana, listId, 1, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect(await order(listId)).toEqual([1, 2, 3]);
  });

  test('when moves use up a gap, that list alone is renumbered, then the move lands', async () => {
    const { ana, listId } = await listOf([1, 2, 3, 4]);
    const other = await listOf([1, 2]);
    const otherBefore = await positions(other.listId);
    // Moving films into the gap just after film 1, again and again, halves it each time.
    let renumbered = false;
    let moves = 0;
    let expected = [1, 2, 3, 4];
    while (!renumbered) {
      const moving = expected.at(-1)!;
      const before = await positions(listId);
      await editEntry(ana, listId, moving, { move: { after: '1' } });
      expected = [1, moving, ...expected.slice(1, -1)];
      expect(await order(listId)).toEqual(expected);
      const after = await positions(listId);
      const changed = [...after].filter(([movieId, position]) => before.get(movieId) !== position).length;
      renumbered = changed > 1;
      moves += 1;
      expect(moves).toBeLessThan(40);
    }
    // Each move halves the gap after film 1: the 27th leaves 1,024 / 2^27 = 2^-17, under MIN_POSITION_GAP
    // (2^-16), so the 28th renumbers the list (1,024, 2,048, ...) and then takes the new midpoint.
    expect(MIN_POSITION_GAP).toBe(2 ** -16);
    expect(moves).toBe(28);
    const renumberedPositions = [...(await positions(listId)).values()].sort((a, b) => a - b);
    expect(renumberedPositions).toEqual([
      POSITION_STEP,
      1.5 * POSITION_STEP,
      2 * POSITION_STEP,
      3 * POSITION_STEP,
    ]);
    expect(await positions(other.listId)).toEqual(otherBefore);
  });

  test('positions that collapsed (an import wrote them equal) are renumbered on the next move', async () => {
    const { ana, listId } = await listOf([1, 2, 3]);
    await t.app.db('list_entries').where({ list_id: listId }).update({ position: 5 });
    await editEntry(ana, listId, 3, { move: { before: '2' } });
    expect(await order(listId)).toEqual([1, 3, 2]);
    expect([...(await positions(listId)).values()].sort((a, b) => a - b)).toEqual([1024, 1536, 2048]);
  });
});
