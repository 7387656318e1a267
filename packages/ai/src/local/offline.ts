import type { MovieSummary } from '@marquee/contracts';

/** Every local answer says where it comes from, so nobody mistakes rules for a language model. */
export const OFFLINE = "Marquee's offline engine";

export const releaseYear = (film: { release_date?: string }): number | null => {
  const year = Number.parseInt(film.release_date?.slice(0, 4) ?? '', 10);
  return Number.isFinite(year) ? year : null;
};

/** 0..1: how much to trust a film's average, by how many people voted. */
export const voteWeight = (film: MovieSummary): number => Math.min(1, Math.log10(film.vote_count + 1) / 4);

export const clampPercent = (value: number): number => Math.max(0, Math.min(100, Math.round(value)));

/** A film as an AiFilmMatch: in the catalog by definition. */
export const asMatch = (film: Pick<MovieSummary, 'id' | 'title' | 'release_date' | 'poster_path'>) => ({
  title: film.title,
  year: releaseYear(film),
  movieId: String(film.id),
  posterPath: film.poster_path,
});

/** A count as people read it: 7,927 rather than 7927. */
export const countOf = (count: number): string => count.toLocaleString('en-US');

export const listJoin = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
