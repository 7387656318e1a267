/**
 * The cache keys of reviews (docs/architecture.md, "Server state"). Each review carries the caller's own
 * vote, so a film's list is kept per viewer (null for a guest); `movie(id)` alone covers every viewer's copy.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  movie: (movieId: string) => ['reviews', 'movie', movieId] as const,
  movieSeenBy: (movieId: string, viewerId: string | null) => ['reviews', 'movie', movieId, viewerId] as const,
  user: (userId: string) => ['reviews', 'user', userId] as const,
};
