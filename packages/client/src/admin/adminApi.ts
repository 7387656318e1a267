import type {
  AdminActionsResponse,
  AdminJobs,
  AdminListsResponse,
  AdminJobsRetried,
  AdminReviewsResponse,
  AdminStats,
  AdminUserChanged,
  AdminUsersResponse,
  ListResponse,
  MessageResponse,
  MovieCacheFlushed,
  MovieCacheStats,
  ProfileModeration,
  SessionResponse,
} from '@marquee/contracts';
import { apiClient } from '../apiClient';
import { toQueryString } from '@marquee/contracts/queryString';
import { clientText } from '../messages';

/** The admin dashboard's calls (docs/product.md §7), failing with the spec's texts (section 8). */

export interface AdminPage {
  page: number;
  /** Default 10 (docs/product.md §9). */
  limit?: number;
}

const pageQuery = ({ page, limit }: AdminPage) => toQueryString({ page, limit });
const at = (id: string) => encodeURIComponent(id);

export function fetchAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiClient.get<AdminStats>('/admin/stats', {
    signal,
    fallbackMessage: clientText('admin.statsFailed'),
  });
}

export function fetchAdminUsers(page: AdminPage, signal?: AbortSignal): Promise<AdminUsersResponse> {
  return apiClient.get<AdminUsersResponse>(`/admin/users${pageQuery(page)}`, {
    signal,
    fallbackMessage: clientText('admin.usersFailed'),
  });
}

export function promoteUser(id: string): Promise<AdminUserChanged> {
  return apiClient.patch<AdminUserChanged>(`/admin/users/${at(id)}/promote`, undefined, {
    fallbackMessage: clientText('admin.promoteFailed'),
  });
}

export function demoteUser(id: string): Promise<AdminUserChanged> {
  return apiClient.patch<AdminUserChanged>(`/admin/users/${at(id)}/demote`, undefined, {
    fallbackMessage: clientText('admin.demoteFailed'),
  });
}

export function deleteUserAsAdmin(id: string): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(`/admin/users/${at(id)}`, {
    fallbackMessage: clientText('admin.deleteUserFailed'),
  });
}

export function fetchAdminReviews(page: AdminPage, signal?: AbortSignal): Promise<AdminReviewsResponse> {
  return apiClient.get<AdminReviewsResponse>(`/admin/reviews${pageQuery(page)}`, {
    signal,
    fallbackMessage: clientText('reviews.loadFailed'),
  });
}

export function deleteReviewAsAdmin(id: string): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(`/admin/reviews/${at(id)}`, {
    fallbackMessage: clientText('admin.deleteReviewFailed'),
  });
}

export function fetchAdminLists(page: AdminPage, signal?: AbortSignal): Promise<AdminListsResponse> {
  return apiClient.get<AdminListsResponse>(`/admin/lists${pageQuery(page)}`, {
    signal,
    fallbackMessage: clientText('admin.listsFailed'),
  });
}

/** Hides a public or unlisted list that breaks the rules, or shows it again (issue 22 §4). */
export function setListHidden(id: string, hidden: boolean): Promise<ListResponse> {
  return apiClient.post<ListResponse>(`/admin/lists/${at(id)}/${hidden ? 'hide' : 'unhide'}`, undefined, {
    fallbackMessage: hidden ? clientText('admin.hideListFailed') : clientText('admin.unhideListFailed'),
  });
}

/** Hides a user's public profile that breaks the rules, or shows it again (issue 22 §4). */
export function setProfileHidden(userId: string, hidden: boolean): Promise<ProfileModeration> {
  return apiClient.post<ProfileModeration>(
    `/admin/users/${at(userId)}/${hidden ? 'hide-profile' : 'unhide-profile'}`,
    undefined,
    {
      fallbackMessage: hidden
        ? clientText('admin.hideProfileFailed')
        : clientText('admin.unhideProfileFailed'),
    },
  );
}

export function fetchAdminActions(page: AdminPage, signal?: AbortSignal): Promise<AdminActionsResponse> {
  return apiClient.get<AdminActionsResponse>(`/admin/actions${pageQuery(page)}`, {
    signal,
    fallbackMessage: clientText('admin.activityFailed'),
  });
}

export function fetchMovieCacheStats(signal?: AbortSignal): Promise<MovieCacheStats> {
  return apiClient.get<MovieCacheStats>('/admin/cache/movies', {
    signal,
    fallbackMessage: clientText('admin.cacheStatsFailed'),
  });
}

export function flushMovieCache(): Promise<MovieCacheFlushed> {
  return apiClient.delete<MovieCacheFlushed>('/admin/cache/movies', {
    fallbackMessage: clientText('admin.cacheFlushFailed'),
  });
}

export function fetchJobQueues(signal?: AbortSignal): Promise<AdminJobs> {
  return apiClient.get<AdminJobs>('/admin/jobs', {
    signal,
    fallbackMessage: clientText('admin.jobsFailed'),
  });
}

export function retryFailedJobs(queue: string): Promise<AdminJobsRetried> {
  return apiClient.post<AdminJobsRetried>(`/admin/jobs/${at(queue)}/retry-failed`, undefined, {
    fallbackMessage: clientText('admin.retryJobsFailed'),
  });
}

/**
 * Makes the signed-in account the first admin with the one-time setup token the server printed (README,
 * "The first administrator"); the answer is the account's new session, the role in it.
 */
export function claimAdminSetup(token: string): Promise<SessionResponse> {
  return apiClient.post<SessionResponse>(
    '/admin/setup',
    { token },
    { fallbackMessage: clientText('admin.setupFailed') },
  );
}
