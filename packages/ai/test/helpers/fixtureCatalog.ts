import type { Genre, MovieDetails, MovieSummary } from '@marquee/contracts';
import { tmdbFixture } from '@marquee/testing/tmdbReplay';
import type { FilmCatalog } from '../../src';

/**
 * A real in-memory FilmCatalog over recorded TMDB responses (@marquee/testing's fixtures): the films of every
 * recorded list, filtered, sorted and paged the way discover does it.
 */
const LISTS = [
  'movie_popular',
  'movie_top_rated',
  'movie_upcoming',
  'discover_movie',
  'trending_movie_week',
  'search_movie_star_wars',
  'movie_550_similar',
  'movie_550_recommendations',
];
const PAGE_SIZE = 20;

const read = <T>(name: string): T => tmdbFixture(`${name}.json`) as T;

export function createFixtureCatalog(): FilmCatalog & { films: MovieSummary[] } {
  const genres = read<{ genres: Genre[] }>('genre_movie_list').genres;
  const fightClub: MovieDetails = {
    ...read<MovieDetails>('movie_550'),
    credits: read('movie_550_credits'),
    keywords: read('movie_550_keywords'),
    similar: read('movie_550_similar'),
    recommendations: read('movie_550_recommendations'),
    reviews: read('movie_550_reviews'),
  };
  const narnia = read<MovieDetails>('movie_10140_append_to_response');
  const fullDetails = new Map([fightClub, narnia].map((film) => [film.id, film]));

  const byId = new Map<number, MovieSummary>();
  for (const list of LISTS) {
    for (const film of read<{ results: MovieSummary[] }>(list).results) byId.set(film.id, film);
  }
  for (const film of fullDetails.values())
    byId.set(film.id, { ...film, genre_ids: film.genres.map((genre) => genre.id), video: false });
  const films = [...byId.values()];

  const year = (film: MovieSummary) => Number.parseInt(film.release_date.slice(0, 4), 10);

  return {
    films,
    genres: async () => genres,
    async discover(filters) {
      const sorted = films
        .filter(
          (film) =>
            (filters.genreIds ?? []).every((id) => film.genre_ids.includes(id)) &&
            (filters.fromYear === undefined || year(film) >= filters.fromYear) &&
            (filters.toYear === undefined || year(film) <= filters.toYear) &&
            (filters.minRating === undefined || film.vote_average >= filters.minRating),
        )
        .sort((a, b) =>
          filters.sort === 'vote_average.desc'
            ? b.vote_average - a.vote_average
            : filters.sort === 'primary_release_date.desc'
              ? b.release_date.localeCompare(a.release_date)
              : b.popularity - a.popularity,
        );
      const page = filters.page ?? 1;
      return sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    },
    async search(title) {
      const query = title.toLowerCase();
      return films
        .filter((film) => film.title.toLowerCase().includes(query))
        .sort(
          (a, b) =>
            Number(b.title.toLowerCase() === query) - Number(a.title.toLowerCase() === query) ||
            b.popularity - a.popularity,
        );
    },
    async details(id) {
      const known = fullDetails.get(id);
      if (known) return known;
      const film = byId.get(id);
      if (!film) return null;
      return {
        ...film,
        tagline: null,
        runtime: null,
        genres: film.genre_ids
          .map((genreId) => genres.find((genre) => genre.id === genreId))
          .filter((genre) => genre !== undefined),
        budget: 0,
        revenue: 0,
        imdb_id: null,
        status: 'Released',
        homepage: null,
        production_companies: [],
      };
    },
  };
}
