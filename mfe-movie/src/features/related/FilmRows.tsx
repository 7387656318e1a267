import {
  discoverInfiniteQuery,
  filmCardActions,
  movieListInfiniteQuery,
  usePagedMovies,
  type PagedMovies,
} from '@marquee/client';
import { type Genre, type MovieSummary } from '@marquee/contracts';
import { MovieRow } from '@marquee/ui';
import { DETAIL_LIMITS } from '../../components/detailLimits';
import { useMovieMessages } from '../../messages';

const noRetry = () => undefined;

/** Films that came with the film itself (recommendations, similar). Hidden when there are none. */
export function FilmRow({ title, movies, limit }: { title: string; movies: MovieSummary[]; limit: number }) {
  if (movies.length === 0) return null;
  return (
    <MovieRow
      title={title}
      movies={movies.slice(0, limit)}
      loading={false}
      error={null}
      onRetry={noRetry}
      renderAction={filmCardActions}
    />
  );
}

/** A row loaded on its own; it keeps its place while loading and is hidden when it comes back empty. */
function LoadedFilmRow({ title, list, show }: { title: string; list: PagedMovies; show: MovieSummary[] }) {
  if (!list.loading && !list.error && show.length === 0) return null;
  return (
    <MovieRow
      title={title}
      movies={show}
      loading={list.loading}
      error={list.error}
      onRetry={list.retry}
      renderAction={filmCardActions}
    />
  );
}

/** This week's trending films: the first page of the list the home page shows, from the same cache. */
export function TrendingRow() {
  const { t } = useMovieMessages();
  const trending = usePagedMovies(movieListInfiniteQuery('trending'));
  return (
    <LoadedFilmRow
      title={t('related.trending')}
      list={trending}
      show={trending.movies.slice(0, DETAIL_LIMITS.trending)}
    />
  );
}

/** More films of the film's first genre, most popular first (the first page), without the film itself. */
export function MoreInGenreRow({ genre, movieId }: { genre: Genre; movieId: number }) {
  const { t } = useMovieMessages();
  const films = usePagedMovies(discoverInfiniteQuery({ genres: [genre.id], sort: 'popularity.desc' }));
  const show = films.movies.filter((film) => film.id !== movieId).slice(0, DETAIL_LIMITS.moreInGenre);
  return <LoadedFilmRow title={t('related.moreInGenre', { genre: genre.name })} list={films} show={show} />;
}
