import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { saveSession } from '../auth';
import { feedKeys } from '../feed/feedKeys';
import { listKeys } from '../lists/listKeys';
import { profileKeys } from '../profiles/profileKeys';
import { reviewKeys } from '../reviews/reviewKeys';
import {
  claimAdminSetup,
  deleteReviewAsAdmin,
  deleteUserAsAdmin,
  demoteUser,
  flushMovieCache,
  promoteUser,
  retryFailedJobs,
  setListHidden,
  setProfileHidden,
} from './adminApi';
import { adminKeys } from './adminKeys';

/**
 * A dashboard action that, once it succeeded, refreshes what it changed (every action is logged, so the
 * activity log too): what is on screen loads again, and the rest is dropped, since a removed row shifts
 * every later page and a page shown from the old cache would still list it.
 */
function useAdminMutation<Variables, Answer>(
  action: (variables: Variables) => Promise<Answer>,
  changes: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () =>
      Promise.all(
        [...changes, adminKeys.actions].map((queryKey) => {
          queryClient.removeQueries({ queryKey, type: 'inactive' });
          return queryClient.invalidateQueries({ queryKey });
        }),
      ),
  });
}

export interface RoleChange {
  userId: string;
  role: 'admin' | 'user';
}

/** Promotes or demotes a member; the users list and the totals follow. */
export function useChangeUserRole() {
  return useAdminMutation(
    ({ userId, role }: RoleChange) => (role === 'admin' ? promoteUser(userId) : demoteUser(userId)),
    [adminKeys.users, adminKeys.stats],
  );
}

/** Deletes a member and, with them, their reviews. */
export function useDeleteUserAsAdmin() {
  return useAdminMutation(deleteUserAsAdmin, [
    adminKeys.users,
    adminKeys.reviews,
    adminKeys.stats,
    reviewKeys.all,
  ]);
}

export function useDeleteReviewAsAdmin() {
  return useAdminMutation(deleteReviewAsAdmin, [adminKeys.reviews, adminKeys.stats, reviewKeys.all]);
}

/** A list or a user's profile to hide (true) or show again (false). */
export interface HiddenChange {
  id: string;
  hidden: boolean;
}

/**
 * Hides a list that breaks the rules, or shows it again: the admin lists follow, and so do the lists,
 * profiles (their public lists) and feeds (its updates) anyone had read.
 */
export function useSetListHidden() {
  return useAdminMutation(
    ({ id, hidden }: HiddenChange) => setListHidden(id, hidden),
    [adminKeys.lists, listKeys.all, profileKeys.handles, feedKeys.all],
  );
}

/**
 * Hides a user's profile that breaks the rules, or shows it again: the users table follows, and so do the
 * profiles, feeds and reviews anyone had read (a hidden author's reviews are left out of them).
 */
export function useSetProfileHidden() {
  return useAdminMutation(
    ({ id, hidden }: HiddenChange) => setProfileHidden(id, hidden),
    [adminKeys.users, profileKeys.handles, feedKeys.all, reviewKeys.all],
  );
}

/** Empties the movie-data cache: its counters start again. */
export function useFlushMovieCache() {
  return useAdminMutation(() => flushMovieCache(), [adminKeys.movieCache]);
}

/** Sends a queue's failed jobs back to run (the queue's name is the variable). */
export function useRetryFailedJobs() {
  return useAdminMutation(retryFailedJobs, [adminKeys.jobs]);
}

/** Claims the first-admin setup link for the signed-in account and keeps the new session it answers. */
export function useClaimAdminSetup() {
  return useMutation({
    mutationFn: claimAdminSetup,
    onSuccess: (session) => saveSession(session),
  });
}
