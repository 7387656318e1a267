import type {
  HideSeenSetting,
  NotInterestedBody,
  NotInterestedFilm,
  NotInterestedResponse,
  UnseenCursor,
  UnseenPage,
} from '@marquee/contracts';
import { discoverPath, type DiscoverFilters } from '@marquee/contracts/discover';
import { type MovieListName } from '@marquee/contracts/movieLists';
import { toQueryString } from '@marquee/contracts/queryString';
import { apiClient } from '../apiClient';
import { clientText } from '../messages';

const userPath = (userId: string, rest: string) => `/users/${encodeURIComponent(userId)}/${rest}`;

/** The hide-seen setting and "Not interested" calls (docs/product.md §7); a change answers the whole list. */
export async function fetchHideSeen(userId: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await apiClient.get<HideSeenSetting>(userPath(userId, 'hide-seen'), {
    signal,
    fallbackMessage: clientText('hideSeen.loadFailed'),
  });
  return answer.hideSeen;
}

export async function saveHideSeen(userId: string, hideSeen: boolean): Promise<boolean> {
  const answer = await apiClient.put<HideSeenSetting>(
    userPath(userId, 'hide-seen'),
    { hideSeen },
    { fallbackMessage: clientText('hideSeen.saveFailed') },
  );
  return answer.hideSeen;
}

export async function fetchNotInterested(userId: string, signal?: AbortSignal): Promise<NotInterestedFilm[]> {
  const answer = await apiClient.get<NotInterestedResponse>(userPath(userId, 'not-interested'), {
    signal,
    fallbackMessage: clientText('hideSeen.notInterestedFailed'),
  });
  return answer.films;
}

export async function markNotInterested(
  userId: string,
  film: NotInterestedBody,
): Promise<NotInterestedFilm[]> {
  const answer = await apiClient.post<NotInterestedResponse>(userPath(userId, 'not-interested'), film, {
    fallbackMessage: clientText('hideSeen.hideFailed'),
  });
  return answer.films;
}

export async function unmarkNotInterested(userId: string, movieId: string): Promise<NotInterestedFilm[]> {
  const answer = await apiClient.delete<NotInterestedResponse>(
    userPath(userId, `not-interested/${encodeURIComponent(movieId)}`),
    { fallbackMessage: clientText('hideSeen.showFailed') },
  );
  return answer.films;
}

/** The cursor as a query string's values: a skip of 0 is left out, as the server takes it. */
const cursorQuery = ({ page, skip }: UnseenCursor) => ({ page, skip: skip || undefined });

/** Pages of the discovery lists without the films the signed-in user has seen, from a cursor on. */
export const unseenApi = {
  list: (name: MovieListName, cursor: UnseenCursor, signal?: AbortSignal) =>
    apiClient.get<UnseenPage>(`/unseen/lists/${name}${toQueryString(cursorQuery(cursor))}`, {
      signal,
      fallbackMessage: clientText('movies.listFailed'),
    }),
  // The same query as /tmdb/discover/movie's, so both lists select the same films.
  discover: (filters: DiscoverFilters, cursor: UnseenCursor, signal?: AbortSignal) => {
    const query = new URLSearchParams(discoverPath(filters, cursor.page).split('?')[1]);
    if (cursor.skip > 0) query.set('skip', String(cursor.skip));
    return apiClient.get<UnseenPage>(`/unseen/discover?${query.toString()}`, {
      signal,
      fallbackMessage: clientText('movies.listFailed'),
    });
  },
  search: (query: string, cursor: UnseenCursor, signal?: AbortSignal) =>
    apiClient.get<UnseenPage>(`/unseen/search${toQueryString({ query, ...cursorQuery(cursor) })}`, {
      signal,
      fallbackMessage: clientText('movies.searchFailed'),
    }),
};
