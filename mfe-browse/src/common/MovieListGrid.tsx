import { moviesApi, usePagedList, type MovieListName } from '@marquee/client';
import { Heading, ScrollToTopButton, useDocumentTitle } from '@marquee/ui';
import { useCallback } from 'react';
import { CatalogAsOf } from './CatalogAsOf';
import { listTitles } from './categories';
import { formatCount } from './formatCount';
import { EndOfList, PagedMovieGrid } from './PagedMovieGrid';
import { PageFrame, PageHeader, Subtitle } from './PageFrame';

/** One of the four lists as a whole page: heading, count, every page of it in an infinite grid. */
export function MovieListGrid({ list, testId }: { list: MovieListName; testId: string }) {
  const title = listTitles[list];
  useDocumentTitle(title);
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) => moviesApi.list(list, page, signal),
    [list],
  );
  const movies = usePagedList(fetchPage);

  return (
    <PageFrame data-testid={testId}>
      <PageHeader>
        <Heading level={1}>{title}</Heading>
        <Subtitle aria-live="polite">
          {movies.totalResults === null
            ? '\u00a0'
            : `Showing ${formatCount(movies.items.length)} of ${formatCount(movies.totalResults)} movies`}
        </Subtitle>
        <CatalogAsOf />
      </PageHeader>
      <PagedMovieGrid
        label={title}
        movies={movies}
        aboveFold
        endMessage={
          <EndOfList>
            <span>All {formatCount(movies.totalResults ?? movies.items.length)} movies are above.</span>
          </EndOfList>
        }
      />
      <ScrollToTopButton />
    </PageFrame>
  );
}
