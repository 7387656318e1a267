import { movieListInfiniteQuery, usePagedMovies, type MovieListName } from '@marquee/client';
import { formatNumber, Heading, ScrollToTopButton, useDocumentTitle } from '@marquee/ui';
import { CatalogAsOf } from '../../components/CatalogAsOf';
import { listTitles } from '../../components/listTitles';
import { EndOfList, PagedMovieGrid } from '../../components/PagedMovieGrid';
import { PageFrame, PageHeader, Subtitle } from '../../components/PageFrame';

/** One of the four lists as a whole page: heading, count, every page of it in an infinite grid. */
export function MovieListGrid({ list, testId }: { list: MovieListName; testId: string }) {
  const title = listTitles[list];
  useDocumentTitle(title);
  const movies = usePagedMovies(movieListInfiniteQuery(list));

  return (
    <PageFrame data-testid={testId}>
      <PageHeader>
        <Heading level={1}>{title}</Heading>
        <Subtitle aria-live="polite">
          {movies.totalResults === null
            ? '\u00a0'
            : `Showing ${formatNumber(movies.movies.length)} of ${formatNumber(movies.totalResults)} movies`}
        </Subtitle>
        <CatalogAsOf />
      </PageHeader>
      <PagedMovieGrid
        label={title}
        movies={movies}
        aboveFold
        endMessage={
          <EndOfList>
            <span>All {formatNumber(movies.totalResults ?? movies.movies.length)} movies are above.</span>
          </EndOfList>
        }
      />
      <ScrollToTopButton />
    </PageFrame>
  );
}
