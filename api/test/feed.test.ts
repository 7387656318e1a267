import { type FeedItem, type FeedPage } from '@marquee/contracts';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

const t = useTestApp({ RATE_LIMIT_MAX: '100000' });

let people = 0;
/** A new user with a handle and, unless told otherwise, a public diary. */
async function person(diaryVisibility: 'public' | 'private' = 'public'): Promise<SignedInUser> {
  people += 1;
  const user = await signedInUser(t.app, { email: `f${people}@example.com`, name: `Person ${people}` });
  await t.app
    .db('users')
    .where({ id: user.id })
    .update({ handle: `feed_${people}`, diary_visibility: diaryVisibility });
  return user;
}

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));

async function followEach(follower: SignedInUser, followees: SignedInUser[]) {
  await t.app
    .db('follows')
    .insert(followees.map((followee) => ({ follower_id: follower.id, followee_id: followee.id })));
}

async function logViewing(user: SignedInUser, minute: number, source = 'marquee'): Promise<string> {
  const [row] = await t.app
    .db('diary_entries')
    .insert({
      user_id: user.id,
      movie_id: 100 + minute,
      title: `Viewing ${minute}`,
      watched_on: '2025-01-01',
      source,
      created_at: at(minute),
    })
    .returning<{ id: string }[]>('id');
  return row!.id;
}

async function review(user: SignedInUser, minute: number): Promise<string> {
  const [row] = await t.app
    .db('reviews')
    .insert({
      user_id: user.id,
      movie_id: 100 + minute,
      movie_title: `Reviewed ${minute}`,
      rating: 4,
      comment: 'Good.',
      created_at: at(minute),
    })
    .returning<{ id: string }[]>('id');
  return row!.id;
}

async function list(user: SignedInUser, minute: number, visibility = 'public'): Promise<string> {
  const [row] = await t.app
    .db('lists')
    .insert({ user_id: user.id, name: `List ${minute}`, visibility, updated_at: at(minute) })
    .returning<{ id: string }[]>('id');
  return row!.id;
}

const feed = (user: SignedInUser | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/feed${query}`, headers: user?.headers ?? {} });

/** Every item of the feed, page after page of `limit`. */
async function wholeFeed(user: SignedInUser, limit = 20): Promise<FeedItem[]> {
  const items: FeedItem[] = [];
  let cursor: string | null = null;
  do {
    const response = await feed(user, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.statusCode).toBe(200);
    const page: FeedPage = response.json<FeedPage>();
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return items;
}

const idOf = (item: FeedItem) =>
  item.kind === 'diary' ? item.entry.id : item.kind === 'review' ? item.review.id : item.list.id;

test('the diary entries, reviews and public list changes of the people followed, newest first', async () => {
  const [reader, ada, bob, stranger] = [await person(), await person(), await person(), await person()];
  await followEach(reader, [ada, bob]);
  const viewing = await logViewing(ada, 1);
  const written = await review(bob, 2);
  const listed = await list(ada, 3);
  await logViewing(stranger, 4);
  await review(reader, 5); // one's own activity is not news to oneself
  const items = await wholeFeed(reader);
  expect(items.map((item) => [item.kind, idOf(item), item.person.handle, item.at])).toEqual([
    ['list', listed, `feed_${people - 2}`, at(3).toISOString()],
    ['review', written, `feed_${people - 1}`, at(2).toISOString()],
    ['diary', viewing, `feed_${people - 2}`, at(1).toISOString()],
  ]);
  const [first] = items;
  expect(first?.kind === 'list' && first.list).toMatchObject({ name: 'List 3', entryCount: 0 });
});

test('a private diary never reaches the feed (its owner’s reviews do); imported history is not news', async () => {
  const [reader, secretive, importer] = [await person(), await person('private'), await person()];
  await followEach(reader, [secretive, importer]);
  await logViewing(secretive, 10);
  const written = await review(secretive, 11);
  await logViewing(importer, 12, 'letterboxd');
  const logged = await logViewing(importer, 13);
  expect((await wholeFeed(reader)).map(idOf)).toEqual([logged, written]);
});

test('private and unlisted lists and lists an admin hid are left out', async () => {
  const [reader, ada] = [await person(), await person()];
  await followEach(reader, [ada]);
  await list(ada, 20, 'private');
  await list(ada, 21, 'unlisted');
  const hidden = await list(ada, 22);
  await t.app.db('lists').where({ id: hidden }).update({ hidden_at: t.app.db.fn.now() });
  const shown = await list(ada, 23);
  expect((await wholeFeed(reader)).map(idOf)).toEqual([shown]);
});

test('a block either way, a private profile and a hidden profile take a followee out of the feed', async () => {
  const [reader, blocker, blocked, closed, hidden, kept] = [
    await person(),
    await person(),
    await person(),
    await person(),
    await person(),
    await person(),
  ];
  await followEach(reader, [blocker, blocked, closed, hidden, kept]);
  for (const [i, user] of [blocker, blocked, closed, hidden, kept].entries()) await logViewing(user, 30 + i);
  // Rows written straight, as a race could leave them: the feed itself must still leave them out.
  await t.app.db('blocks').insert([
    { blocker_id: blocker.id, blocked_id: reader.id },
    { blocker_id: reader.id, blocked_id: blocked.id },
  ]);
  await t.app.db('users').where({ id: closed.id }).update({ profile_visibility: 'private' });
  await t.app.db('users').where({ id: hidden.id }).update({ profile_hidden_at: t.app.db.fn.now() });
  expect((await wholeFeed(reader)).map((item) => item.person.id)).toEqual([kept.id]);
});

test('pages follow one another without repeats or gaps, items logged in the same instant included', async () => {
  const [reader, ada, bob] = [await person(), await person(), await person()];
  await followEach(reader, [ada, bob]);
  const expected: string[] = [];
  for (let minute = 0; minute < 12; minute += 1) {
    // Two viewings in the same microsecond: the id orders them.
    expected.push(await logViewing(ada, 40 + minute), await logViewing(bob, 40 + minute));
    expected.push(await review(ada, 40 + minute));
  }
  const byTime = await t.app.db
    .select('id')
    .from(
      t.app.db.raw(
        `(select id, created_at from diary_entries union all select id, created_at from reviews) x`,
      ),
    )
    .whereIn('id', expected)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  const items = await wholeFeed(reader, 5);
  expect(items.map(idOf)).toEqual(byTime.map((row: { id: string }) => row.id));
  expect(items).toHaveLength(36);
});

test('reviews and lists older than a page of viewings wait for the page they belong on, newer ones are not skipped', async () => {
  const [reader, ada, bob] = [await person(), await person(), await person('private')];
  await followEach(reader, [ada, bob]);
  const viewings: Record<number, string> = {};
  for (const minute of [60, 62, 64, 66, 68, 70]) viewings[minute] = await logViewing(ada, minute);
  await logViewing(bob, 67); // a private diary: never shown, and no bound for the others
  const bobList = await list(bob, 65);
  const bobReview = await review(bob, 50);
  const adaList = await list(ada, 40);
  expect((await wholeFeed(reader, 2)).map(idOf)).toEqual([
    viewings[70],
    viewings[68],
    viewings[66],
    bobList,
    viewings[64],
    viewings[62],
    viewings[60],
    bobReview,
    adaList,
  ]);
});

test('the feed is for the signed-in; a cursor it did not answer is a 400', async () => {
  const reader = await person();
  expect((await feed(undefined)).statusCode).toBe(401);
  const bad = await feed(reader, '?cursor=bm9wZQ');
  expect({ status: bad.statusCode, body: bad.json() }).toEqual({
    status: 400,
    body: { message: 'The cursor parameter is not a cursor this page answered.' },
  });
  expect((await feed(reader, '?limit=51')).statusCode).toBe(400);
});
