import {
  handleProblem,
  RESERVED_HANDLES,
  type PeoplePage,
  type Profile,
  type ProfileSettings,
} from '@marquee/contracts';
import { catalogFilms } from './helpers/catalogFilms';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

const t = useTestApp({ RATE_LIMIT_MAX: '100000' });

beforeAll(async () => {
  await catalogFilms(t.app.db, 20);
});

type Caller = SignedInUser | undefined;
const headersOf = (caller: Caller) => caller?.headers ?? {};

let people = 0;
/** A new user; with a handle unless told otherwise. */
async function person(handle?: string | null, role: 'user' | 'admin' = 'user'): Promise<SignedInUser> {
  people += 1;
  const user = await signedInUser(t.app, { email: `p${people}@example.com`, name: `Person ${people}`, role });
  if (handle !== null)
    await t.app
      .db('users')
      .where({ id: user.id })
      .update({ handle: handle ?? `person_${people}` });
  return user;
}
const handleOf = async (user: SignedInUser) =>
  (await t.app.db('users').where({ id: user.id }).first<{ handle: string }>('handle')).handle;

const setHandle = (caller: Caller, userId: string, handle: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${userId}/handle`,
    headers: headersOf(caller),
    payload: { handle },
  });
const settings = (caller: Caller, userId: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/users/${userId}/profile-settings`,
    headers: headersOf(caller),
    payload,
  });
const profile = (caller: Caller, handle: string) =>
  t.app.inject({ method: 'GET', url: `/api/profiles/${handle}`, headers: headersOf(caller) });
const act = (caller: Caller, method: 'POST' | 'DELETE', handle: string, what: 'follow' | 'block') =>
  t.app.inject({ method, url: `/api/profiles/${handle}/${what}`, headers: headersOf(caller) });
const peopleOf = (caller: Caller, handle: string, side: 'followers' | 'following', query = '') =>
  t.app.inject({ method: 'GET', url: `/api/profiles/${handle}/${side}${query}`, headers: headersOf(caller) });

/** The profile as `caller` reads it, which must be shown. */
async function shown(caller: Caller, handle: string): Promise<Profile> {
  const response = await profile(caller, handle);
  expect(response.statusCode).toBe(200);
  return response.json<Profile>();
}
/** The profile is as missing for `caller` as one nobody has. */
async function expectMissing(caller: Caller, handle: string) {
  const response = await profile(caller, handle);
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: 404,
    body: { message: 'Profile not found' },
  });
}
async function follows(follower: SignedInUser, followee: SignedInUser) {
  expect((await act(follower, 'POST', await handleOf(followee), 'follow')).statusCode).toBe(200);
}

describe('handles', () => {
  test('the rules, in words: length, characters, reserved words (every page of the page table too)', () => {
    expect(handleProblem('ab')).toBe('A handle is 3 to 30 characters long');
    expect(handleProblem('a'.repeat(31))).toBe('A handle is 3 to 30 characters long');
    expect(handleProblem('ada lovelace')).toBe('A handle holds only letters, digits, _ and -');
    expect(handleProblem('adé')).toBe('A handle holds only letters, digits, _ and -');
    for (const word of ['admin', 'API', 'settings', 'diary', 'import', 'top-rated', 'ai-features']) {
      expect([word, handleProblem(word)]).toEqual([word, 'That handle is reserved']);
    }
    // Shorter than a handle may be, yet reserved should the limits ever change.
    expect(['me', 'u', 'forgot-password'].filter((word) => !RESERVED_HANDLES.has(word))).toEqual([]);
    expect(handleProblem('Ada_L-1815')).toBeUndefined();
  });

  test('a user takes a free handle; a taken one in any case is a 409, a bad one a 400 that says why', async () => {
    const [ada, bob] = [await person(null), await person(null)];
    const taken = await setHandle(ada, ada.id, '  Ada_L ');
    expect(taken.statusCode).toBe(200);
    expect(taken.json<ProfileSettings>()).toMatchObject({
      handle: 'Ada_L',
      profileVisibility: 'public',
      diaryVisibility: 'private',
      favourites: [],
      hiddenAt: null,
    });
    const clash = await setHandle(bob, bob.id, 'ada_l');
    expect({ status: clash.statusCode, body: clash.json() }).toEqual({
      status: 409,
      body: { message: 'That handle is taken' },
    });
    const reserved = await setHandle(bob, bob.id, 'Login');
    expect({ status: reserved.statusCode, body: reserved.json() }).toEqual({
      status: 400,
      body: { message: 'That handle is reserved' },
    });
    expect((await setHandle(bob, bob.id, 'b')).json()).toEqual({
      message: 'A handle is 3 to 30 characters long',
    });
    // Its owner may change only its case; the profile answers under any case.
    expect((await setHandle(ada, ada.id, 'ADA_L')).statusCode).toBe(200);
    expect((await shown(undefined, 'ada_l')).handle).toBe('ADA_L');
  });

  test("another user may not choose someone's handle; an admin may; a guest is asked to sign in", async () => {
    const [ada, bob, admin] = [await person(null), await person(null), await person(null, 'admin')];
    expect((await setHandle(bob, ada.id, 'not_yours')).statusCode).toBe(403);
    expect((await setHandle(undefined, ada.id, 'not_yours')).statusCode).toBe(401);
    expect((await setHandle(admin, ada.id, 'renamed_by_admin')).statusCode).toBe(200);
    expect(await handleOf(ada)).toBe('renamed_by_admin');
  });
});

describe('profile settings', () => {
  test('four favourite films at most, each known, kept in order with their titles', async () => {
    const ada = await person();
    const picked = await settings(ada, ada.id, { favouriteMovieIds: ['3', '1', '2'] });
    expect(picked.statusCode).toBe(200);
    expect(picked.json<ProfileSettings>().favourites.map((film) => [film.movieId, film.title])).toEqual([
      ['3', 'Film 3'],
      ['1', 'Film 1'],
      ['2', 'Film 2'],
    ]);
    expect((await settings(ada, ada.id, { favouriteMovieIds: ['1', '2', '3', '4', '5'] })).statusCode).toBe(
      400,
    );
    expect((await settings(ada, ada.id, { favouriteMovieIds: ['1', '1'] })).statusCode).toBe(400);
    const unknown = await settings(ada, ada.id, { favouriteMovieIds: ['999999'] });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { message: 'No film has the id 999999.' },
    });
    expect((await shown(undefined, await handleOf(ada))).favourites.map((film) => film.movieId)).toEqual([
      '3',
      '1',
      '2',
    ]);
  });
});

describe('privacy, tested from the other side', () => {
  test('a private profile is as missing as an unknown one to a stranger, a guest and an admin; its owner reads it', async () => {
    const [ada, stranger, admin] = [await person(), await person(), await person(undefined, 'admin')];
    const handle = await handleOf(ada);
    expect((await settings(ada, ada.id, { profileVisibility: 'private' })).statusCode).toBe(200);
    await expectMissing(stranger, handle);
    await expectMissing(undefined, handle);
    await expectMissing(admin, handle);
    await expectMissing(stranger, 'nobody_has_this');
    expect((await shown(ada, handle)).viewer.isSelf).toBe(true);
    // Nor can it be followed, nor its people listed.
    expect((await act(stranger, 'POST', handle, 'follow')).statusCode).toBe(404);
    expect((await peopleOf(undefined, handle, 'followers')).statusCode).toBe(404);
  });

  test('a private diary is never shown or counted on the profile; a public one is', async () => {
    const [ada, stranger] = [await person(), await person()];
    const handle = await handleOf(ada);
    await t.app
      .db('diary_entries')
      .insert({ user_id: ada.id, movie_id: 1, title: 'Film 1', watched_on: '2024-01-01' });
    for (const reader of [stranger, undefined]) {
      const seen = await shown(reader, handle);
      expect({ count: seen.counts.diaryEntries, entries: seen.recentDiary }).toEqual({
        count: null,
        entries: [],
      });
    }
    const own = await shown(ada, handle);
    expect({ count: own.counts.diaryEntries, titles: own.recentDiary.map((e) => e.title) }).toEqual({
      count: 1,
      titles: ['Film 1'],
    });
    await settings(ada, ada.id, { diaryVisibility: 'public' });
    expect((await shown(undefined, handle)).counts.diaryEntries).toBe(1);
  });

  test('only public lists that no admin hid are shown and counted', async () => {
    const ada = await person();
    const lists = await t.app
      .db('lists')
      .insert(
        ['public', 'unlisted', 'private', 'public'].map((visibility, i) => ({
          user_id: ada.id,
          name: `List ${i}`,
          visibility,
        })),
      )
      .returning<{ id: string }[]>('id');
    await t.app.db('lists').where({ id: lists[3]!.id }).update({ hidden_at: t.app.db.fn.now() });
    await t.app
      .db('list_entries')
      .insert({ list_id: lists[0]!.id, movie_id: 1, title: 'Film 1', poster: '/p1.jpg', position: 1024 });
    const seen = await shown(undefined, await handleOf(ada));
    expect(seen.counts.publicLists).toBe(1);
    expect(seen.lists.map((list) => [list.name, list.entryCount, list.posters])).toEqual([
      ['List 0', 1, ['/p1.jpg']],
    ]);
  });

  test('a profile an admin hid is missing for strangers and guests, shown to its owner (who is told) and admins; both actions are logged', async () => {
    const [ada, stranger, admin] = [await person(), await person(), await person(undefined, 'admin')];
    const handle = await handleOf(ada);
    const hide = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${ada.id}/hide-profile`,
      headers: admin.headers,
    });
    expect(hide.statusCode).toBe(200);
    await expectMissing(stranger, handle);
    await expectMissing(undefined, handle);
    expect((await shown(ada, handle)).hiddenAt).not.toBeNull();
    expect((await shown(admin, handle)).hiddenAt).not.toBeNull();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${ada.id}/unhide-profile`,
      headers: admin.headers,
    });
    expect((await shown(stranger, handle)).hiddenAt).toBeNull();
    const logged = await t.app
      .db('admin_actions')
      .where({ target_id: ada.id })
      .orderBy('id')
      .select('action', 'target_type', 'target_label');
    expect(logged).toEqual([
      {
        action: 'hide-profile',
        target_type: 'user',
        target_label: `@${handle} (${(await t.app.db('users').where({ id: ada.id }).first('email')).email})`,
      },
      expect.objectContaining({ action: 'unhide-profile' }),
    ]);
  });

  test('a block hides each from the other: profile, follows both ways, people pages and counts; neither may follow the other', async () => {
    const [ada, bob, carol] = [await person(), await person(), await person()];
    const [adaHandle, bobHandle, carolHandle] = (await Promise.all([ada, bob, carol].map(handleOf))) as [
      string,
      string,
      string,
    ];
    await follows(ada, bob);
    await follows(bob, ada);
    await follows(bob, carol);
    await follows(ada, carol);
    expect((await shown(ada, carolHandle)).counts.followers).toBe(2);

    expect((await act(ada, 'POST', bobHandle, 'block')).json()).toEqual({ isBlocked: true });
    // From the blocked side and from the blocker's side alike.
    await expectMissing(bob, adaHandle);
    await expectMissing(ada, bobHandle);
    expect(
      await t.app
        .db('follows')
        .whereIn('follower_id', [ada.id, bob.id])
        .whereIn('followee_id', [ada.id, bob.id]),
    ).toEqual([]);
    expect((await act(bob, 'POST', adaHandle, 'follow')).statusCode).toBe(404);
    expect((await act(ada, 'POST', bobHandle, 'follow')).statusCode).toBe(404);
    // Carol's followers: each sees the other missing there, a third person sees both.
    const followerHandles = async (reader: Caller) =>
      (await peopleOf(reader, carolHandle, 'followers')).json<PeoplePage>().people.map((p) => p.handle);
    expect(await followerHandles(ada)).toEqual([adaHandle]);
    expect(await followerHandles(bob)).toEqual([bobHandle]);
    expect((await followerHandles(undefined)).sort()).toEqual([adaHandle, bobHandle].sort());
    expect((await shown(ada, carolHandle)).counts.followers).toBe(1);

    const blocks = await t.app.inject({
      method: 'GET',
      url: `/api/users/${ada.id}/blocks`,
      headers: ada.headers,
    });
    expect(blocks.json<{ people: { handle: string }[] }>().people.map((p) => p.handle)).toEqual([bobHandle]);
    expect((await act(ada, 'DELETE', bobHandle, 'block')).json()).toEqual({ isBlocked: false });
    expect((await shown(bob, adaHandle)).viewer).toEqual({
      isSelf: false,
      isFollowing: false,
      followsYou: false,
    });
  });
});

describe('following', () => {
  test('follow and unfollow are idempotent; the profile says who follows whom; oneself is refused', async () => {
    const [ada, bob] = [await person(), await person()];
    const adaHandle = await handleOf(ada);
    await follows(bob, ada);
    await follows(bob, ada);
    expect((await shown(bob, adaHandle)).viewer).toEqual({
      isSelf: false,
      isFollowing: true,
      followsYou: false,
    });
    expect((await shown(ada, await handleOf(bob))).viewer.followsYou).toBe(true);
    expect((await shown(undefined, adaHandle)).counts.followers).toBe(1);
    expect((await act(bob, 'DELETE', adaHandle, 'follow')).json()).toEqual({ isFollowing: false });
    expect((await act(bob, 'DELETE', adaHandle, 'follow')).statusCode).toBe(200);
    expect((await shown(undefined, adaHandle)).counts.followers).toBe(0);
    const self = await act(ada, 'POST', adaHandle, 'follow');
    expect({ status: self.statusCode, body: self.json() }).toEqual({
      status: 400,
      body: { message: 'You cannot follow yourself' },
    });
    expect((await act(undefined, 'POST', adaHandle, 'follow')).statusCode).toBe(401);
  });

  test('followers come a page at a time, the latest follow first, none repeated or missed', async () => {
    const star = await person();
    const starHandle = await handleOf(star);
    const fans = [];
    for (let i = 0; i < 5; i += 1) {
      const fan = await person();
      fans.push(fan);
      // Two follows in one instant: the id breaks the tie.
      await t.app.db('follows').insert({
        follower_id: fan.id,
        followee_id: star.id,
        created_at: new Date(Date.UTC(2024, 0, 1 + Math.floor(i / 2))),
      });
    }
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const response = await peopleOf(
        undefined,
        starHandle,
        'followers',
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      const page: PeoplePage = response.json<PeoplePage>();
      seen.push(...page.people.map((p) => p.id));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);
    expect(seen.slice(0, 1)).toEqual([fans[4]!.id]);
    expect((await peopleOf(undefined, starHandle, 'followers', '?cursor=nonsense')).json()).toEqual({
      message: 'The cursor parameter is not a cursor this page answered.',
    });
    const following = await peopleOf(undefined, await handleOf(fans[0]!), 'following');
    expect(following.json<PeoplePage>().people.map((p) => p.id)).toEqual([star.id]);
  });
});
