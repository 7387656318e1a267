import { type MovieSummary, type SessionUser, type WatchlistItem } from '@marquee/contracts';

/** A signed-in user. */
export const ada: SessionUser = {
  id: '6f1c1d6e-0000-4000-8000-000000000001',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'user',
  isGoogleUser: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A film as a page hands it to the watchlist (the fields of a list entry it keeps). */
export const fightClub = {
  id: 550,
  title: 'Fight Club',
  poster_path: '/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg',
  overview: 'An insomniac office worker...',
  vote_average: 8.4,
  release_date: '1999-10-15',
} satisfies Partial<MovieSummary>;

/** A film as the watchlist keeps it. */
export const alien: WatchlistItem = {
  id: '348',
  movieId: '348',
  title: 'Alien',
  poster: null,
  overview: 'A distress signal from a distant planet.',
  vote_average: 8.2,
  year: '1979',
  addedAt: '2026-02-01T10:00:00.000Z',
};

/** A film as a list page carries it: an Action film of 1999 rated 7 unless told otherwise. */
export function movieSummary(id: number, facts: Partial<MovieSummary> = {}): MovieSummary {
  return {
    id,
    title: `Film ${id}`,
    original_title: `Film ${id}`,
    original_language: 'en',
    overview: '',
    release_date: '1999-01-01',
    poster_path: null,
    backdrop_path: null,
    genre_ids: [28],
    popularity: 1,
    vote_average: 7,
    vote_count: 10,
    adult: false,
    video: false,
    ...facts,
  };
}
