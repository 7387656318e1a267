import type { ListEntry } from '@marquee/contracts';
import { ada } from '@marquee/testing/fixtures';
import { type LocalApi, type LocalApiHandler, startLocalApi } from '@marquee/testing/localApi';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { saveSession } from '../../auth';
import { logoutAtom } from '../../session';
import { marqueeStore } from '../../store';
import { savedList } from '../../testing/listsBackend';
import { useCreateList, useUpdateListEntry } from '../listMutations';
import { useListEntries } from '../listQueries';

const listId = '0a11c1d6-0000-4000-8000-00000000aaaa';
const entry = (movieId: string, rank: number) =>
  ({ movieId, title: `Film ${movieId}`, rank, note: '', voteAverage: 7, year: '1999' }) as ListEntry;

let api: LocalApi | undefined;
afterEach(async () => {
  await api?.close();
  marqueeStore.set(logoutAtom);
});

async function serve(handle: LocalApiHandler) {
  saveSession({ token: 'tok', user: ada });
  api = await startLocalApi(handle);
  return api;
}

function withCache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

test('a list made with a film the server then refuses says that the list was made all the same', async () => {
  await serve(({ method, path }) => {
    if (method === 'POST' && path === `/api/users/${ada.id}/lists`) {
      return { status: 201, body: { list: savedList({ name: 'Noir' }) } };
    }
    if (method === 'POST' && path.endsWith('/entries')) {
      return { status: 409, body: { message: 'This film is already on the list' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  const { result } = renderHook(() => useCreateList(), { wrapper: withCache() });

  act(() => result.current.mutate({ name: 'Noir', movieId: '550' }));
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error?.message).toBe(
    'The list “Noir” was made, but the film could not be added: This film is already on the list',
  );
});

test('a move shows at once in the list order, and a refused one puts the films back', async () => {
  const served = await serve(({ method }) =>
    method === 'GET'
      ? {
          status: 200,
          body: { entries: [entry('1', 1), entry('2', 2), entry('3', 3)], nextCursor: null, total: 3 },
        }
      : { status: 400, body: { message: 'body/move/before must be a film of this list' } },
  );
  const { result } = renderHook(() => ({ films: useListEntries(listId), update: useUpdateListEntry() }), {
    wrapper: withCache(),
  });
  const order = () =>
    result.current.films.data?.pages.flatMap((page) => page.entries.map(({ movieId }) => movieId));
  await waitFor(() => expect(order()).toEqual(['1', '2', '3']));

  served.hold();
  act(() => result.current.update.mutate({ listId, movieId: '3', changes: { move: { toIndex: 0 } } }));
  await waitFor(() => expect(order()).toEqual(['3', '1', '2']));
  served.release();

  await waitFor(() => expect(result.current.update.isError).toBe(true));
  await waitFor(() => expect(order()).toEqual(['1', '2', '3']));
});
