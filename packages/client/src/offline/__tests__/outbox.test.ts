import { startLocalApi, type LocalApi, type LocalApiReply } from '@marquee/testing/localApi';
import type { CreatedDiaryEntry } from '@marquee/contracts';
import { QUEUED, queuedWrites, replayOutbox, sendOrQueue, type OutboxWrite, type Queued } from '../outbox';
import { logFilm } from '../../diary/diaryApi';

const add: OutboxWrite = {
  kind: 'watchlist.add',
  body: { movieId: '603', title: 'The Matrix', poster: null, overview: '', vote_average: 8, year: '1999' },
};
const log: OutboxWrite = { kind: 'diary.log', body: { movieId: '603', watchedOn: '2026-01-10' } };

/** A log sent while no API answers (nothing listens): it waits in the outbox. */
const logOffline = () =>
  sendOrQueue<CreatedDiaryEntry | Queued>(
    'u1',
    log,
    (clientKey) => logFilm('u1', { ...log.body, clientKey }),
    () => QUEUED,
  );

let api: LocalApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  localStorage.clear();
});

async function serve(
  reply: (path: string) => LocalApiReply = () => ({ status: 200, body: { watchlist: [] } }),
) {
  api = await startLocalApi((request) => reply(request.path));
  return api;
}

test('a change the API cannot be reached for waits, and is sent once it can, in order', async () => {
  expect(await logOffline()).toBe(QUEUED);
  // A failure with an answer (here any other error) is the caller's to show, not queued.
  await sendOrQueue(
    'u1',
    add,
    () => Promise.reject(new Error('not reached')),
    () => [],
  ).catch(() => undefined);
  expect(queuedWrites('u1').map((entry) => entry.write.kind)).toEqual(['diary.log']);

  const server = await serve();
  expect(await replayOutbox('u1')).toBe(1);
  expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
    'POST /api/users/u1/diary',
  ]);
  // The log carries the key it was queued with, so a second send is kept once by the API.
  expect(server.requests[0]?.body).toMatchObject({ movieId: '603', clientKey: expect.any(String) });
  expect(queuedWrites('u1')).toEqual([]);
});

test("only the signed-in user's changes are sent; a refused one is dropped, as sending it again would be refused", async () => {
  await logOffline();
  await logOffline();
  localStorage.setItem(
    'outbox',
    JSON.stringify([
      ...JSON.parse(localStorage.getItem('outbox')!),
      { id: 'x', userId: 'u2', write: add, queuedAt: new Date().toISOString() },
    ]),
  );
  let calls = 0;
  const server = await serve(() =>
    calls++ === 0 ? { status: 404, body: { message: 'Film not found' } } : { status: 201, body: {} },
  );
  expect(await replayOutbox('u1')).toBe(1);
  expect(server.requests).toHaveLength(2);
  expect(queuedWrites('u1')).toEqual([]);
  expect(queuedWrites('u2')).toHaveLength(1);
});

test('with no answer again the replay stops and keeps what is left', async () => {
  await logOffline();
  expect(await replayOutbox('u1')).toBe(0);
  expect(queuedWrites('u1')).toHaveLength(1);
});
