import { type CreatedDiaryEntry } from '@marquee/contracts';
import { ada } from '@marquee/testing/fixtures';
import { startLocalApi, type LocalApi } from '@marquee/testing/localApi';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { saveSession } from '../../auth';
import { logFilm } from '../../diary/diaryApi';
import { logoutAtom } from '../../session';
import { marqueeStore } from '../../store';
import { QUEUED, queuedWrites, sendOrQueue, type OutboxWrite, type Queued } from '../outbox';
import { useOutbox } from '../useOutbox';

const log: OutboxWrite = { kind: 'diary.log', body: { movieId: '603', watchedOn: '2026-01-10' } };

let api: LocalApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  localStorage.clear();
  marqueeStore.set(logoutAtom);
});

function withCache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

test('changes that got no answer once online are sent again until the API answers', async () => {
  saveSession({ token: 'tok', user: ada });
  const queued = await sendOrQueue<CreatedDiaryEntry | Queued>(
    ada.id,
    log,
    (clientKey) => logFilm(ada.id, { ...log.body, clientKey }),
    () => QUEUED,
  );
  expect(queued).toBe(QUEUED);

  // Online, but nothing answers yet: the first replay gets no answer and the change keeps waiting.
  const { result } = renderHook(useOutbox, { wrapper: withCache() });
  expect(result.current.waiting).toBe(1);

  // The API comes back; no online event follows, and the change is sent all the same.
  api = await startLocalApi(() => ({ status: 201, body: { entry: {} } }));
  await waitFor(() => expect(result.current.waiting).toBe(0), { timeout: 10_000 });
  expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
    `POST /api/users/${ada.id}/diary`,
  ]);
  expect(queuedWrites(ada.id)).toEqual([]);
});
