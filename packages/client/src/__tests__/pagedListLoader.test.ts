import { PagedListLoader, type Page } from '../paging/pagedListLoader';

interface Film {
  id: number;
}

/** A list source whose pages the test resolves or fails by hand, recording each request. */
function controllableSource() {
  const calls: { page: number; resolve: (page: Page<Film>) => void; reject: (error: Error) => void }[] = [];
  const fetchPage = (page: number) =>
    new Promise<Page<Film>>((resolve, reject) => calls.push({ page, resolve, reject }));
  return { calls, fetchPage };
}

const films = (...ids: number[]) => ids.map((id) => ({ id }));
const page = (ids: number[], totalPages = 3, totalResults = 60) => ({
  results: films(...ids),
  total_pages: totalPages,
  total_results: totalResults,
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('loads pages in order and never asks for one page twice', async () => {
  const source = controllableSource();
  const loader = new PagedListLoader(source.fetchPage);

  loader.loadMore();
  loader.loadMore(); // a second sentinel hit while page 1 is in flight
  expect(source.calls.map((call) => call.page)).toEqual([1]);

  source.calls[0]!.resolve(page([1, 2]));
  await settle();
  loader.loadMore();
  expect(source.calls.map((call) => call.page)).toEqual([1, 2]);
  expect(loader.getState()).toMatchObject({ page: 1, loading: true, totalResults: 60, totalPages: 3 });
});

test('drops films an earlier page already gave', async () => {
  const source = controllableSource();
  const loader = new PagedListLoader(source.fetchPage);
  loader.loadMore();
  source.calls[0]!.resolve(page([1, 2, 3]));
  await settle();
  loader.loadMore();
  source.calls[1]!.resolve(page([3, 4, 1, 5]));
  await settle();
  expect(loader.getState().items.map((film) => film.id)).toEqual([1, 2, 3, 4, 5]);
});

test('stops after the last page', async () => {
  const source = controllableSource();
  const loader = new PagedListLoader(source.fetchPage);
  loader.loadMore();
  source.calls[0]!.resolve(page([1], 1, 1));
  await settle();
  expect(loader.getState().done).toBe(true);
  loader.loadMore();
  expect(source.calls).toHaveLength(1);
});

test('a failed page waits for retry, which asks for the same page again', async () => {
  const source = controllableSource();
  const loader = new PagedListLoader(source.fetchPage);
  loader.loadMore();
  source.calls[0]!.resolve(page([1, 2]));
  await settle();
  loader.loadMore();
  source.calls[1]!.reject(new Error('Failed to load movies'));
  await settle();
  expect(loader.getState()).toMatchObject({ loading: false, error: new Error('Failed to load movies') });

  loader.loadMore(); // the sentinel is still in view: nothing happens until the visitor retries
  expect(source.calls).toHaveLength(2);

  loader.retry();
  expect(source.calls.map((call) => call.page)).toEqual([1, 2, 2]);
  source.calls[2]!.resolve(page([3]));
  await settle();
  expect(loader.getState()).toMatchObject({ error: null, page: 2 });
  expect(loader.getState().items.map((film) => film.id)).toEqual([1, 2, 3]);
});

test('a stopped page is abandoned and can be asked for again', async () => {
  const signals: AbortSignal[] = [];
  const source = controllableSource();
  const loader = new PagedListLoader<Film>((pageNumber, signal) => {
    signals.push(signal);
    return source.fetchPage(pageNumber);
  });
  loader.loadMore();
  loader.stop();
  expect(signals[0]!.aborted).toBe(true);
  source.calls[0]!.resolve(page([9]));
  await settle();
  expect(loader.getState()).toMatchObject({ items: [], loading: false, page: 0 });

  loader.loadMore();
  expect(source.calls.map((call) => call.page)).toEqual([1, 1]);
});

test('never goes past TMDB’s page limit', async () => {
  const source = controllableSource();
  const loader = new PagedListLoader(source.fetchPage);
  loader.loadMore();
  source.calls[0]!.resolve(page([1], 40_000, 800_000));
  await settle();
  expect(loader.getState().totalPages).toBe(500);
});
