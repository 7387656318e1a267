import {
  discoverInfiniteQuery,
  filmCardActions,
  movieListInfiniteQuery,
  usePagedMovies,
  type PagedMovies,
} from '@marquee/client';
import { type Genre, type MovieSummary } from '@marquee/contracts';
import { MovieRow, useNearViewport } from '@marquee/ui';
import { type ReactNode } from 'react';
import { DETAIL_LIMITS } from '../../components/detailLimits';
import { useMovieMessages } from '../../messages';

const noRetry = () => undefined;

/**
 * The film rows close the page, far below its first screen: each renders its cards (and asks for its
 * films) once it comes near the viewport, so a visit that never scrolls there spends nothing on them.
 * Until then the row's loading skeleton, of the same height, holds its place under its title.
 */
function WhenNear({ title, children }: { title: string; children: ReactNode }) {
  const [spot, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={spot}>
      {near ? children : <MovieRow title={title} movies={[]} loading error={null} onRetry={noRetry} />}
    </div>
  );
}

/** Films that came with the film itself (recommendations, similar). Hidden when there are none. */
export function FilmRow({ title, movies, limit }: { title: string; movies: MovieSummary[]; limit: number }) {
  if (movies.length === 0) return null;
  return (
    <WhenNear title={title}>
      <MovieRow
        title={title}
        movies={movies.slice(0, limit)}
        loading={false}
        error={null}
        onRetry={noRetry}
        renderAction={filmCardActions}
      />
    </WhenNear>
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
  return (
    <WhenNear title={t('related.trending')}>
      <TrendingFilms title={t('related.trending')} />
    </WhenNear>
  );
}

function TrendingFilms({ title }: { title: string }) {
  const trending = usePagedMovies(movieListInfiniteQuery('trending'));
  return (
    <LoadedFilmRow title={title} list={trending} show={trending.movies.slice(0, DETAIL_LIMITS.trending)} />
  );
}

/** More films of the film's first genre, most popular first (the first page), without the film itself. */
export function MoreInGenreRow({ genre, movieId }: { genre: Genre; movieId: number }) {
  const { t } = useMovieMessages();
  const title = t('related.moreInGenre', { genre: genre.name });
  return (
    <WhenNear title={title}>
      <MoreInGenreFilms title={title} genre={genre} movieId={movieId} />
    </WhenNear>
  );
}

function MoreInGenreFilms({ title, genre, movieId }: { title: string; genre: Genre; movieId: number }) {
  const films = usePagedMovies(discoverInfiniteQuery({ genres: [genre.id], sort: 'popularity.desc' }));
  const show = films.movies.filter((film) => film.id !== movieId).slice(0, DETAIL_LIMITS.moreInGenre);
  return <LoadedFilmRow title={title} list={films} show={show} />;
}
