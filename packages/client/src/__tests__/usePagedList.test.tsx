import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { usePagedList } from '../paging/usePagedList';

test('starts with the first page, also under StrictMode’s double effects', async () => {
  const requested: number[] = [];
  const fetchPage = async (page: number, signal: AbortSignal) => {
    if (!signal.aborted) requested.push(page);
    await Promise.resolve();
    return { results: [{ id: page * 10 }], total_pages: 2, total_results: 2 };
  };
  const { result } = renderHook(() => usePagedList(fetchPage), { wrapper: StrictMode });
  expect(result.current.loading).toBe(true);

  await waitFor(() => expect(result.current.items).toEqual([{ id: 10 }]));
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.done).toBe(true));
  expect(result.current.items).toEqual([{ id: 10 }, { id: 20 }]);
  expect(result.current.totalResults).toBe(2);
});

test('a new fetchPage starts the list over', async () => {
  const source = (offset: number) => async () => ({
    results: [{ id: offset }],
    total_pages: 1,
    total_results: 1,
  });
  const { result, rerender } = renderHook(({ fetchPage }) => usePagedList(fetchPage), {
    initialProps: { fetchPage: source(1) },
  });
  await waitFor(() => expect(result.current.items).toEqual([{ id: 1 }]));
  rerender({ fetchPage: source(2) });
  await waitFor(() => expect(result.current.items).toEqual([{ id: 2 }]));
});

test('is loading from the very first render, before the first page is asked for', () => {
  const seen: boolean[] = [];
  const fetchPage = () => new Promise<never>(() => {});
  renderHook(() => seen.push(usePagedList(fetchPage).loading));
  expect(seen[0]).toBe(true);
});

test('asks for nothing while not enabled, reporting itself loading, and starts once enabled', async () => {
  const requested: number[] = [];
  const fetchPage = async (page: number) => {
    requested.push(page);
    return { results: [{ id: page }], total_pages: 1, total_results: 1 };
  };
  const { result, rerender } = renderHook(({ enabled }) => usePagedList(fetchPage, { enabled }), {
    initialProps: { enabled: false },
  });
  await act(() => Promise.resolve());
  expect(requested).toEqual([]);
  expect(result.current.loading).toBe(true);

  rerender({ enabled: true });
  await waitFor(() => expect(result.current.items).toEqual([{ id: 1 }]));
  expect(requested).toEqual([1]);
});
