import { queryOptions } from '@tanstack/react-query';
import {
  fetchAdminActions,
  fetchAdminLists,
  fetchAdminReviews,
  fetchAdminStats,
  fetchAdminUsers,
  fetchJobQueues,
  fetchMovieCacheStats,
} from './adminApi';
import { adminKeys } from './adminKeys';

/*
 * The dashboard shows what the server holds now, and other admins change it too: its answers are stale at
 * once, so each panel asks again whenever it opens (a tab chosen) while showing what it had meanwhile.
 */
const NOW = 0;

export const adminStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => fetchAdminStats(signal),
    staleTime: NOW,
  });

/** Users, newest first, one page of 10 (docs/product.md §9). */
export const adminUsersQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.usersPage(page),
    queryFn: ({ signal }) => fetchAdminUsers({ page }, signal),
    staleTime: NOW,
  });

/** Every review, newest first, one page of 10. */
export const adminReviewsQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.reviewsPage(page),
    queryFn: ({ signal }) => fetchAdminReviews({ page }, signal),
    staleTime: NOW,
  });

/** The public and unlisted lists, the most recently changed first, one page of 10. */
export const adminListsQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.listsPage(page),
    queryFn: ({ signal }) => fetchAdminLists({ page }, signal),
    staleTime: NOW,
  });

/** What admins did, newest first, one page of 10. */
export const adminActionsQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.actionsPage(page),
    queryFn: ({ signal }) => fetchAdminActions({ page }, signal),
    staleTime: NOW,
  });

export const movieCacheStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.movieCache,
    queryFn: ({ signal }) => fetchMovieCacheStats(signal),
    staleTime: NOW,
  });

export const jobQueuesQuery = () =>
  queryOptions({
    queryKey: adminKeys.jobs,
    queryFn: ({ signal }) => fetchJobQueues(signal),
    staleTime: NOW,
  });
