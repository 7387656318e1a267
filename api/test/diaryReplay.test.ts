import { randomUUID } from 'node:crypto';
import { catalogFilms } from './helpers/catalogFilms';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

const t = useTestApp();
beforeAll(() => catalogFilms(t.app.db, 5));

const log = (user: SignedInUser, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/users/${user.id}/diary`, headers: user.headers, payload });
const entries = async (user: SignedInUser) =>
  (await t.app.inject({ method: 'GET', url: `/api/users/${user.id}/diary`, headers: user.headers })).json<{
    entries: { id: string }[];
  }>().entries;

describe('a diary log replayed from the offline outbox', () => {
  test('a log sent again with its clientKey answers the first entry and is stored once', async () => {
    const ann = await signedInUser(t.app, { email: 'replay-ann@example.com' });
    const clientKey = randomUUID();
    const body = { movieId: '3', watchedOn: '2026-01-02', rating: 4, clientKey };

    const first = await log(ann, body);
    expect(first.statusCode).toBe(201);
    const again = await log(ann, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().entry).toEqual(first.json().entry);
    expect(await entries(ann)).toHaveLength(1);

    // Without a key, or with another, each log is a viewing of its own (rewatches).
    await log(ann, { movieId: '3', watchedOn: '2026-01-02' });
    await log(ann, { ...body, clientKey: randomUUID() });
    expect(await entries(ann)).toHaveLength(3);
  });

  test("the same key from another user is that user's own log", async () => {
    const ann = await signedInUser(t.app, { email: 'replay-key-ann@example.com' });
    const bob = await signedInUser(t.app, { email: 'replay-key-bob@example.com' });
    const clientKey = randomUUID();
    await log(ann, { movieId: '2', clientKey });
    expect((await log(bob, { movieId: '2', clientKey })).statusCode).toBe(201);
    expect(await entries(bob)).toHaveLength(1);
    expect(await entries(ann)).toHaveLength(1);
  });

  test('a clientKey must be a UUID', async () => {
    const ann = await signedInUser(t.app, { email: 'replay-bad@example.com' });
    expect((await log(ann, { movieId: '2', clientKey: 'again' })).statusCode).toBe(400);
  });
});
