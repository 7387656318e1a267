import { type TmdbSettings } from './createFilmLookup';
import { type FilmDetails, type FilmHit, type FilmLookup } from './filmLookup';

interface TmdbMovie {
  id: number;
  title: string;
  original_title?: string;
  release_date?: string;
  poster_path?: string | null;
}

interface TmdbMovieDetails extends TmdbMovie {
  runtime?: number | null;
  genres?: { name: string }[];
  overview?: string;
  vote_average?: number;
  credits?: { crew?: { job?: string; name: string }[] };
}

/** How long one TMDB call may take, and how often a 429 is waited out before the job fails (and retries). */
const TIMEOUT_MS = 10_000;
const RATE_LIMIT_RETRIES = 3;

const hitOf = (movie: TmdbMovie): FilmHit => ({
  movieId: movie.id,
  title: movie.title,
  originalTitle: movie.original_title && movie.original_title !== movie.title ? movie.original_title : null,
  year: movie.release_date?.slice(0, 4) ?? '',
  poster: movie.poster_path ?? null,
});

const detailsOf = (movie: TmdbMovieDetails): FilmDetails => ({
  ...hitOf(movie),
  director: movie.credits?.crew?.find((member) => member.job === 'Director')?.name ?? null,
  runtime: movie.runtime || null,
  genres: (movie.genres ?? []).map((genre) => genre.name),
  overview: movie.overview ?? '',
  voteAverage: movie.vote_average ?? 0,
});

/**
 * TMDB v3 straight from the job (the worker has no access to the api's cache): /movie/{id} with its
 * credits for the director, /find for IMDb ids, /search/movie for titles.
 */
export function tmdbFilmLookup({ apiToken, baseUrl }: TmdbSettings): FilmLookup {
  async function get<T>(path: string, query: Record<string, string> = {}): Promise<T | undefined> {
    const url = `${baseUrl}${path}?${new URLSearchParams(query).toString()}`;
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${apiToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status === 404) return undefined;
      if (response.status === 429 && attempt < RATE_LIMIT_RETRIES) {
        const waitSeconds = Number(response.headers.get('retry-after')) || 1;
        await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
        continue;
      }
      if (!response.ok) throw new Error(`TMDB answered ${response.status} to ${path}`);
      return (await response.json()) as T;
    }
  }

  const film = async (movieId: number) => {
    const movie = await get<TmdbMovieDetails>(`/movie/${movieId}`, { append_to_response: 'credits' });
    return movie && detailsOf(movie);
  };

  return {
    kind: 'tmdb',
    film,
    async byImdbId(imdbId) {
      const found = await get<{ movie_results?: TmdbMovie[]; tv_results?: unknown[] }>(
        `/find/${encodeURIComponent(imdbId)}`,
        { external_source: 'imdb_id' },
      );
      const movie = found?.movie_results?.[0];
      if (movie) return (await film(movie.id)) ?? { ...hitOf(movie), ...detailsOf(movie) };
      return found?.tv_results?.length ? 'tv' : undefined;
    },
    async search(title, year) {
      const query: Record<string, string> =
        year === null ? { query: title } : { query: title, year: String(year) };
      const found = await get<{ results?: TmdbMovie[] }>('/search/movie', query);
      return (found?.results ?? []).map(hitOf);
    },
  };
}
