/** The diary's filters as the API takes them: a year, a star count (1..5) and a tag. */
export interface DiaryFilters {
  year?: number;
  rating?: number;
  tag?: string;
}

/**
 * The cache keys of diaries (docs/architecture.md, "Server state"). A user's lists and statistics sit under
 * `user(id)`, so one call refreshes all of them; a film's watch counts depend on who asks, so they are kept
 * per viewer (null for a guest) under `movie(id)`.
 */
export const diaryKeys = {
  all: ['diary'] as const,
  user: (userId: string) => ['diary', userId] as const,
  entries: (userId: string) => ['diary', userId, 'entries'] as const,
  filteredEntries: (userId: string, filters: DiaryFilters) => ['diary', userId, 'entries', filters] as const,
  stats: (userId: string, year: number | null) => ['diary', userId, 'stats', year] as const,
  movie: (movieId: string) => ['diary', 'movie', movieId] as const,
  movieSeenBy: (movieId: string, viewerId: string | null) => ['diary', 'movie', movieId, viewerId] as const,
};
