import {
  movieListInfiniteQuery,
  RemoteWidget,
  unseenListInfiniteQuery,
  useDiscoveryMovies,
  useHideSeen,
  type MovieListName,
} from '@marquee/client';
import { formatNumber, Heading, ScrollToTopButton, useDocumentTitle } from '@marquee/ui';
import { CatalogAsOf } from '../../components/CatalogAsOf';
import { listTitles } from '../../components/listTitles';
import { EndOfList, PagedMovieGrid } from '../../components/PagedMovieGrid';
import { PageFrame, PageHeader, Subtitle } from '../../components/PageFrame';

/** One of the four lists as a whole page: heading, count, every page of it in an infinite grid. */
export function MovieListGrid({ list, testId }: { list: MovieListName; testId: string }) {
  const title = listTitles[list];
  useDocumentTitle(title);
  const { hidingFor } = useHideSeen();
  const movies = useDiscoveryMovies(movieListInfiniteQuery(list), (userId) =>
    unseenListInfiniteQuery(list, userId),
  );
  // With films hidden the list's total counts them too: the end says how many were shown.
  const all = hidingFor ? movies.movies.length : (movies.totalResults ?? movies.movies.length);

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
        <RemoteWidget id="mfe_account/HideSeenToggle" props={{}} />
      </PageHeader>
      <PagedMovieGrid
        label={title}
        movies={movies}
        aboveFold
        endMessage={
          <EndOfList>
            <span>All {formatNumber(all)} movies are above.</span>
          </EndOfList>
        }
      />
      <ScrollToTopButton />
    </PageFrame>
  );
}
