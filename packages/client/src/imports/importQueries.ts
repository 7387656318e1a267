import type { ImportSummary } from '@marquee/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { diaryKeys } from '../diary/diaryKeys';
import { reviewKeys } from '../reviews/reviewKeys';
import { useSignedInUserId } from '../useSignedInUserId';
import { watchlistKey } from '../watchlist/watchlistKey';
import { fetchImport, fetchImports, fetchRowsToReview } from './importsApi';
import { importKeys } from './importKeys';
import { isImportRunning } from './importProgress';
import { pollWhile } from '../query/pollWhile';

/** The signed-in user's imports, newest first. */
export function myImportsQuery(userId: string) {
  return queryOptions({
    queryKey: importKeys.list(userId),
    queryFn: ({ signal }) => fetchImports(signal),
  });
}

/**
 * One import, asked again about every second while the worker is on it (live progress); the asking
 * stops once it is done, failed or waiting for review, and when it could not be loaded at all.
 */
export function importQuery(userId: string, importId: string) {
  return queryOptions({
    queryKey: importKeys.one(userId, importId),
    queryFn: ({ signal }) => fetchImport(importId, signal),
    refetchInterval: pollWhile<ImportSummary>((summary) => isImportRunning(summary.status)),
  });
}

/** The rows of an import waiting for the user's choice, page after page. */
export function rowsToReviewInfiniteQuery(userId: string, importId: string) {
  return infiniteQueryOptions({
    queryKey: importKeys.rowsToReview(userId, importId),
    queryFn: ({ pageParam, signal }) => fetchRowsToReview(importId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The signed-in user's imports (none for a guest). */
export function useMyImports() {
  const userId = useSignedInUserId();
  return useQuery({
    ...myImportsQuery(userId ?? ''),
    enabled: userId !== undefined,
    refetchOnMount: 'always',
  });
}

/**
 * One of the signed-in user's imports with its live progress. Each answer also updates the list of
 * imports, and once the import has finished, the lists it filled are loaded afresh where they show.
 */
export function useImport(importId: string) {
  const userId = useSignedInUserId() ?? '';
  const queryClient = useQueryClient();
  const query = useQuery({ ...importQuery(userId, importId), enabled: userId !== '' });
  const summary = query.data;

  useEffect(() => {
    if (!summary) return;
    queryClient.setQueryData<ImportSummary[]>(importKeys.list(userId), (list) =>
      list?.map((item) => (item.id === summary.id ? summary : item)),
    );
  }, [queryClient, userId, summary]);

  const finished = summary?.status === 'done' || summary?.status === 'needs_review';
  const applied = summary?.applied ?? 0;
  useEffect(() => {
    if (!finished || applied === 0) return;
    void queryClient.invalidateQueries({ queryKey: diaryKeys.user(userId) });
    void queryClient.invalidateQueries({ queryKey: watchlistKey(userId) });
    void queryClient.invalidateQueries({ queryKey: reviewKeys.user(userId) });
  }, [queryClient, userId, finished, applied]);

  return query;
}

/** The rows of one of the signed-in user's imports that wait for a choice, while it needs review. */
export function useRowsToReview(importId: string, enabled: boolean) {
  const userId = useSignedInUserId() ?? '';
  return useInfiniteQuery({
    ...rowsToReviewInfiniteQuery(userId, importId),
    enabled: enabled && userId !== '',
    select: (data) => data.pages.flatMap((page) => page.rows),
  });
}
