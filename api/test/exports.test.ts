import { type ExportSummary, type ImportSummary } from '@marquee/contracts';
import { readFilmFileFixture } from '@marquee/film-files/fixtures';
import { unzipSync, strFromU8 } from 'fflate';
import { type App } from '../src/app';
import { accountContents, importFile, importRows } from './helpers/importFlow';
import { seedImportFilms } from './helpers/importFilms';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

const t = useTestApp();
beforeAll(() => seedImportFilms(t.app.db));

async function exportWhenReady(app: App, user: SignedInUser): Promise<ExportSummary> {
  const started = await app.inject({ method: 'POST', url: '/api/exports', headers: user.headers });
  expect(started.statusCode).toBe(202);
  const { id } = started.json<{ export: ExportSummary }>().export;
  for (const deadline = Date.now() + 30_000; ;) {
    const response = await app.inject({ method: 'GET', url: `/api/exports/${id}`, headers: user.headers });
    const summary = response.json<{ export: ExportSummary }>().export;
    if (!['queued', 'building'].includes(summary.status) || Date.now() > deadline) return summary;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Download my data', () => {
  let ada: SignedInUser;
  let ready: ExportSummary;
  let zip: Buffer;
  beforeAll(async () => {
    ada = await signedInUser(t.app, { name: 'Ada', email: 'ada@example.com' });
    // An account with a diary, ratings, reviews, a watchlist and lists: the Letterboxd export, reviewed.
    const imported = await importFile(t.app, ada, readFilmFileFixture('letterboxdZip'));
    for (const row of await importRows(t.app, ada, imported.id, 'needs_review')) {
      const choice = row.candidates[0] ? { movieId: row.candidates[0].movieId } : { skip: true };
      await t.app.inject({
        method: 'POST',
        url: `/api/imports/${imported.id}/rows/${row.id}`,
        headers: ada.headers,
        payload: choice,
      });
    }
    ready = await exportWhenReady(t.app, ada);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/exports/${ready.id}/download`,
      headers: ada.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="marquee-export-.+\.zip"$/,
    );
    zip = download.rawPayload;
  });

  test('a worker builds the ZIP: the complete JSON and Letterboxd import CSVs', () => {
    expect(ready).toMatchObject({ status: 'ready', byteSize: zip.length, finishedAt: expect.any(String) });
    expect(Date.parse(ready.expiresAt) - Date.parse(ready.createdAt)).toBe(7 * 24 * 60 * 60 * 1000);
    const files = unzipSync(zip);
    const json = JSON.parse(strFromU8(files['marquee-export.json']!)) as { format: string; diary: unknown[] };
    expect(json).toMatchObject({ format: 'marquee-export', schemaVersion: 1 });
    expect(json.diary.length).toBeGreaterThan(0);
    const csvNames = Object.keys(files).filter((name) => name.endsWith('.csv'));
    expect(csvNames.length).toBeGreaterThan(0);
    const [header] = strFromU8(files[csvNames[0]!]!).split(/\r?\n/);
    expect(header).toBe(
      'LetterboxdURI,tmdbID,imdbID,Title,Year,Directors,WatchedDate,Rating,Rating10,Tags,Review',
    );
  });

  test('its owner is emailed a link to the page the download is on, once', async () => {
    // The export is ready before its email is sent: wait for the email too.
    // Her import's notification emailed her too (docs/product.md "Notifications"): only the export's here.
    const mailsTo = () =>
      t.app
        .db('dev_mailbox')
        .where({ to_address: 'ada@example.com', subject: 'Your Marquee data is ready' })
        .select('subject', 'links');
    let mails = await mailsTo();
    for (const deadline = Date.now() + 10_000; mails.length === 0 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      mails = await mailsTo();
    }
    expect(mails).toEqual([
      { subject: 'Your Marquee data is ready', links: ['http://localhost:8080/import'] },
    ]);
  });

  test('only its owner sees or downloads it', async () => {
    const eve = await signedInUser(t.app, { email: 'eve@example.com' });
    for (const url of [`/api/exports/${ready.id}`, `/api/exports/${ready.id}/download`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: eve.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  test('an expired export is no longer downloaded', async () => {
    const other = await exportWhenReady(t.app, ada);
    await t.app
      .db('exports')
      .where({ id: other.id })
      .update({ expires_at: t.app.db.raw("now() - interval '1 second'") });
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/exports/${other.id}/download`,
      headers: ada.headers,
    });
    expect(download.statusCode).toBe(404);
  });

  test('round trip: the ZIP imported into a fresh account gives the same diary, ratings, reviews, watchlist and lists', async () => {
    const bea = await signedInUser(t.app, { email: 'bea@example.com' });
    const summary: ImportSummary = await importFile(t.app, bea, {
      fileName: 'marquee-export.zip',
      bytes: zip,
    });
    expect(summary).toMatchObject({ format: 'marquee-json', status: 'done', needsReview: 0, error: null });
    expect(await accountContents(t.app.db, bea.id)).toEqual(await accountContents(t.app.db, ada.id));
  });
});

describe('the profile, its favourites, lists, follows and blocks in the export', () => {
  /** The export's JSON document for `user`, built by the worker. */
  async function exportedDocument(user: SignedInUser): Promise<Record<string, unknown>> {
    const ready = await exportWhenReady(t.app, user);
    expect(ready.status).toBe('ready');
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/exports/${ready.id}/download`,
      headers: user.headers,
    });
    return JSON.parse(strFromU8(unzipSync(download.rawPayload)['marquee-export.json']!)) as Record<
      string,
      unknown
    >;
  }

  const member = async (name: string, handle: string) => {
    const user = await signedInUser(t.app, { name, email: `${handle}@example.com` });
    await t.app.db('users').where({ id: user.id }).update({ handle });
    return user;
  };
  const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));

  test('handle, profile settings, favourites, lists with their films, whom it follows and blocked; not its followers', async () => {
    const [cleo, dan, eli, fay] = [
      await member('Cleo', 'cleo'),
      await member('Dan', 'dan_d'),
      await member('Eli', 'eli'),
      await member('Fay', 'fay'),
    ];
    await t.app
      .db('users')
      .where({ id: cleo.id })
      .update({
        profile_visibility: 'private',
        favourite_films: JSON.stringify([
          { movieId: '194', title: 'Amélie', poster: '/amelie.jpg', year: '2001' },
          { movieId: '13', title: 'Forrest Gump', poster: null, year: '1994' },
        ]),
      });
    const [list] = await t.app
      .db('lists')
      .insert({ user_id: cleo.id, name: 'Paris', visibility: 'public', ranked: true })
      .returning<{ id: string }[]>('id');
    await t.app.db('list_entries').insert({
      list_id: list!.id,
      movie_id: 194,
      title: 'Amélie',
      year: '2001',
      position: 1024,
      note: 'Montmartre',
      added_at: at(1),
    });
    await t.app.db('follows').insert([
      { follower_id: cleo.id, followee_id: eli.id, created_at: at(3) },
      { follower_id: cleo.id, followee_id: dan.id, created_at: at(2) },
      { follower_id: fay.id, followee_id: cleo.id, created_at: at(4) },
    ]);
    await t.app.db('blocks').insert({ blocker_id: cleo.id, blocked_id: fay.id, created_at: at(5) });

    const document = await exportedDocument(cleo);
    expect(document.profile).toEqual({
      name: 'Cleo',
      createdAt: expect.any(String),
      diaryVisibility: 'private',
      handle: 'cleo',
      profileVisibility: 'private',
      favouriteFilms: [
        { movieId: 194, title: 'Amélie', year: '2001' },
        { movieId: 13, title: 'Forrest Gump', year: '1994' },
      ],
    });
    expect(document.lists).toEqual([
      {
        name: 'Paris',
        description: '',
        visibility: 'public',
        ranked: true,
        createdAt: expect.any(String),
        entries: [
          {
            movieId: 194,
            title: 'Amélie',
            year: '2001',
            position: 1024,
            note: 'Montmartre',
            addedAt: at(1).toISOString(),
          },
        ],
      },
    ]);
    expect(document.following).toEqual([
      { handle: 'dan_d', name: 'Dan', followedAt: at(2).toISOString() },
      { handle: 'eli', name: 'Eli', followedAt: at(3).toISOString() },
    ]);
    expect(document.blocked).toEqual([{ handle: 'fay', name: 'Fay', blockedAt: at(5).toISOString() }]);
    expect(document).not.toHaveProperty('followers');
  });

  test('the films marked "Not interested" and the release reminders', async () => {
    const gus = await member('Gus', 'gus');
    await t.app.db('not_interested').insert([
      { user_id: gus.id, movie_id: 13, title: 'Forrest Gump', release_date: '1994-07-06', created_at: at(7) },
      { user_id: gus.id, movie_id: 194, title: 'Amélie', release_date: null, created_at: at(6) },
    ]);
    await t.app.db('reminders').insert([
      {
        user_id: gus.id,
        movie_id: 9001,
        title: 'Later',
        release_date: '2031-05-02',
        week_before: false,
        created_at: at(8),
      },
      {
        user_id: gus.id,
        movie_id: 9002,
        title: 'Sooner',
        release_date: '2031-01-10',
        week_before: true,
        created_at: at(9),
      },
    ]);

    const document = await exportedDocument(gus);
    expect(document.notInterested).toEqual([
      { movieId: 194, title: 'Amélie', releaseDate: null, markedAt: at(6).toISOString() },
      { movieId: 13, title: 'Forrest Gump', releaseDate: '1994-07-06', markedAt: at(7).toISOString() },
    ]);
    expect(document.reminders).toEqual([
      {
        movieId: 9002,
        title: 'Sooner',
        releaseDate: '2031-01-10',
        weekBefore: true,
        setAt: at(9).toISOString(),
      },
      {
        movieId: 9001,
        title: 'Later',
        releaseDate: '2031-05-02',
        weekBefore: false,
        setAt: at(8).toISOString(),
      },
    ]);
  });
});
