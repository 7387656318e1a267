import { type AddressInfo } from 'node:net';
import { type ImportRow, type ImportRowsResponse, type ResolvedImportRow } from '@marquee/contracts';
import { importFile } from './helpers/importFlow';
import { seedImportFilms } from './helpers/importFilms';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

const t = useTestApp();
/** The app over real HTTP, on a port the system picks. */
let origin: string;
beforeAll(async () => {
  await seedImportFilms(t.app.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

/**
 * A Letterboxd diary: Amélie watched on a day still to come (skipped, its date a value), Léon as it
 * should be (applied), and The Empire Strikes Back, which the local catalog lacks (to review).
 */
const DIARY = {
  fileName: 'diary.csv',
  bytes: Buffer.from(
    [
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
      '2024-01-06,Amélie,2001,https://boxd.it/2bf8Tb,4.5,,,2199-06-01',
      '2024-01-14,Léon,1994,https://boxd.it/2cL1aQ,4,,,2024-01-13',
      '2024-02-03,The Empire Strikes Back,1980,https://boxd.it/2aaaaa,5,,,2024-02-03',
    ].join('\n'),
  ),
};

let users = 0;
const newUser = () => signedInUser(t.app, { email: `reasons${(users += 1)}@example.com` });

const headersOf = (user: SignedInUser, language?: string): Record<string, string> => ({
  ...user.headers,
  ...(language ? { 'accept-language': language } : {}),
});

/** GET /api/imports/:id/rows as the review page asks, in `language` when one is given. */
async function rowsIn(user: SignedInUser, importId: string, status: string, language?: string) {
  const response = await fetch(`${origin}/api/imports/${importId}/rows?status=${status}`, {
    headers: headersOf(user, language),
  });
  expect(response.status).toBe(200);
  const { rows } = (await response.json()) as ImportRowsResponse;
  return { rows, vary: response.headers.get('vary') ?? '' };
}

const reasons = (rows: ImportRow[]) => rows.map((row) => [row.title, row.reason]);

describe("why an import row was skipped, in the reader's language", () => {
  let ada: SignedInUser;
  let importId: string;
  beforeAll(async () => {
    ada = await newUser();
    const summary = await importFile(t.app, ada, DIARY);
    expect(summary).toMatchObject({ status: 'needs_review', skipped: 1, applied: 1, needsReview: 1 });
    importId = summary.id;
  });

  test('the English text is stored with the date apart from it', async () => {
    const stored = await t.app
      .db('import_rows')
      .where({ import_id: importId, status: 'skipped' })
      .select('reason', 'reason_values');
    expect(stored).toEqual([
      { reason: 'The watched date {{day}} is in the future.', reason_values: { day: '2199-06-01' } },
    ]);
  });

  test('a reader of German, Spanish or Arabic reads it in their language with the date written in', async () => {
    const german = await rowsIn(ada, importId, 'skipped', 'de-DE,de;q=0.9,en;q=0.5');
    expect(reasons(german.rows)).toEqual([
      ['Amélie', 'Das Datum 2199-06-01, an dem du den Film gesehen hast, liegt in der Zukunft.'],
    ]);
    expect(german.vary).toMatch(/accept-language/i);
    expect(reasons((await rowsIn(ada, importId, 'skipped', 'es')).rows)).toEqual([
      ['Amélie', 'La fecha en que la viste, 2199-06-01, está en el futuro.'],
    ]);
    expect(reasons((await rowsIn(ada, importId, 'skipped', 'ar')).rows)).toEqual([
      ['Amélie', 'تاريخ المشاهدة 2199-06-01 في المستقبل.'],
    ]);
  });

  test('without Accept-Language, or in a language Marquee does not speak, it is English', async () => {
    const english = [['Amélie', 'The watched date 2199-06-01 is in the future.']];
    const plain = await rowsIn(ada, importId, 'skipped');
    expect(reasons(plain.rows)).toEqual(english);
    expect(plain.vary).toMatch(/accept-language/i);
    expect(reasons((await rowsIn(ada, importId, 'skipped', 'fr-FR')).rows)).toEqual(english);
  });

  test('a row the reader skips says so in their language, in the answer and in the list', async () => {
    const [waiting] = (await rowsIn(ada, importId, 'needs_review')).rows;
    expect(waiting?.title).toBe('The Empire Strikes Back');
    const response = await fetch(`${origin}/api/imports/${importId}/rows/${waiting!.id}`, {
      method: 'POST',
      headers: { ...headersOf(ada, 'de'), 'content-type': 'application/json' },
      body: JSON.stringify({ skip: true }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
    expect(((await response.json()) as ResolvedImportRow).row).toMatchObject({
      status: 'skipped',
      reason: 'Von dir übersprungen.',
    });
    expect(reasons((await rowsIn(ada, importId, 'skipped', 'es')).rows)).toEqual([
      ['Amélie', 'La fecha en que la viste, 2199-06-01, está en el futuro.'],
      ['The Empire Strikes Back', 'La omitiste tú.'],
    ]);
    expect(reasons((await rowsIn(ada, importId, 'skipped')).rows)).toContainEqual([
      'The Empire Strikes Back',
      'Skipped by you.',
    ]);
  });

  test('a row skipped before the values were kept apart reads as it was stored, its date in the English', async () => {
    await t.app
      .db('import_rows')
      .where({ import_id: importId, status: 'skipped' })
      .whereRaw("data->>'title' = 'Amélie'")
      .update({ reason: 'The watched date 2199-06-01 is in the future.', reason_values: null });
    expect(reasons((await rowsIn(ada, importId, 'skipped', 'de')).rows)).toContainEqual([
      'Amélie',
      'The watched date 2199-06-01 is in the future.',
    ]);
  });

  test('applied rows have no reason in any language', async () => {
    expect(reasons((await rowsIn(ada, importId, 'applied', 'de')).rows)).toEqual([['Léon', null]]);
  });
});
