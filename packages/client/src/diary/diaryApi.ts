import type {
  CreateDiaryEntryBody,
  CreatedDiaryEntry,
  DiaryEntry,
  DiaryEntryResponse,
  DiaryPage,
  DiaryStats,
  MovieWatches,
  UpdateDiaryEntryBody,
} from '@marquee/contracts';
import { apiClient } from '../apiClient';
import { clientText } from '../messages';
import { type DiaryFilters } from './diaryKeys';

const diaryPath = (userId: string) => `/users/${encodeURIComponent(userId)}/diary`;
const entryPath = (userId: string, entryId: string) => `${diaryPath(userId)}/${encodeURIComponent(entryId)}`;

function queryString(values: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** One page of a diary, newest viewing first; `cursor` is the page before's `nextCursor`. */
export function fetchDiaryPage(
  userId: string,
  filters: DiaryFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<DiaryPage> {
  return apiClient.get<DiaryPage>(`${diaryPath(userId)}${queryString({ ...filters, cursor })}`, {
    signal,
    fallbackMessage: clientText('diary.loadFailed'),
  });
}

/** A diary's figures for one year, or all time when `year` is null. */
export function fetchDiaryStats(userId: string, year: number | null, signal?: AbortSignal) {
  return apiClient.get<DiaryStats>(`${diaryPath(userId)}/stats${queryString({ year })}`, {
    signal,
    fallbackMessage: clientText('diary.statsFailed'),
  });
}

/** How often a film was logged by everyone, and by the caller (null for a guest). */
export function fetchMovieWatches(movieId: string, signal?: AbortSignal): Promise<MovieWatches> {
  return apiClient.get<MovieWatches>(`/movies/${encodeURIComponent(movieId)}/watches`, {
    signal,
    fallbackMessage: clientText('diary.watchesFailed'),
  });
}

export function logFilm(userId: string, body: CreateDiaryEntryBody): Promise<CreatedDiaryEntry> {
  return apiClient.post<CreatedDiaryEntry>(diaryPath(userId), body, {
    fallbackMessage: clientText('diary.logFailed'),
  });
}

export async function updateDiaryEntry(
  userId: string,
  entryId: string,
  changes: UpdateDiaryEntryBody,
): Promise<DiaryEntry> {
  const answer = await apiClient.patch<DiaryEntryResponse>(entryPath(userId, entryId), changes, {
    fallbackMessage: clientText('diary.updateFailed'),
  });
  return answer.entry;
}

export async function deleteDiaryEntry(userId: string, entryId: string): Promise<void> {
  await apiClient.delete<undefined>(entryPath(userId, entryId), {
    fallbackMessage: clientText('diary.deleteFailed'),
  });
}
