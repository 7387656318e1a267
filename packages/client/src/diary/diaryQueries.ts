import type { DiaryPage } from '@marquee/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSignedInUserId } from '../useSignedInUserId';
import { fetchDiaryPage, fetchDiaryStats, fetchMovieWatches } from './diaryApi';
import { diaryKeys, type DiaryFilters } from './diaryKeys';

/** A user's diary under `filters`, page by page (the cursor of the page before). */
export function diaryInfiniteQuery(userId: string, filters: DiaryFilters) {
  return infiniteQueryOptions({
    queryKey: diaryKeys.filteredEntries(userId, filters),
    queryFn: ({ pageParam, signal }) => fetchDiaryPage(userId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: DiaryPage) => last.nextCursor ?? undefined,
  });
}

/** A user's diary figures of one year, or of all time (null). */
export function diaryStatsQuery(userId: string, year: number | null) {
  return queryOptions({
    queryKey: diaryKeys.stats(userId, year),
    queryFn: ({ signal }) => fetchDiaryStats(userId, year, signal),
  });
}

/** A film's watch counts as `viewerId` sees them (their own count too); null for a guest. */
export function movieWatchesQuery(movieId: string, viewerId: string | null) {
  return queryOptions({
    queryKey: diaryKeys.movieSeenBy(movieId, viewerId),
    queryFn: ({ signal }) => fetchMovieWatches(movieId, signal),
  });
}

/** The signed-in user's own diary under `filters` (nothing is asked for a guest). */
export function useDiary(filters: DiaryFilters) {
  const userId = useSignedInUserId();
  return useInfiniteQuery({ ...diaryInfiniteQuery(userId ?? '', filters), enabled: userId !== undefined });
}

/** The signed-in user's diary figures of one year, or of all time (null). */
export function useDiaryStats(year: number | null) {
  const userId = useSignedInUserId();
  return useQuery({ ...diaryStatsQuery(userId ?? '', year), enabled: userId !== undefined });
}

/** A film's watch counts for whoever is signed in; asked again when someone else signs in. */
export function useMovieWatches(movieId: string) {
  return useQuery(movieWatchesQuery(movieId, useSignedInUserId() ?? null));
}
