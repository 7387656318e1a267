import {
  movieListInfiniteQuery,
  RemoteWidget,
  unseenListInfiniteQuery,
  useDiscoveryMovies,
  useHideSeen,
  type MovieListName,
} from '@marquee/client';
import { Heading, ScrollToTopButton, useDocumentTitle } from '@marquee/ui';
import { CatalogAsOf } from '../../components/CatalogAsOf';
import { EndOfList, PagedMovieGrid } from '../../components/PagedMovieGrid';
import { PageFrame, PageHeader, Subtitle } from '../../components/PageFrame';
import { useBrowseMessages } from '../../messages';

/** One of the four lists as a whole page: heading, count, every page of it in an infinite grid. */
export function MovieListGrid({ list, testId }: { list: MovieListName; testId: string }) {
  const { t } = useBrowseMessages();
  const title = t(`list.${list}`);
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
            : t('list.showing', { shown: movies.movies.length, count: movies.totalResults })}
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
            <span>{t('list.allAbove', { count: all })}</span>
          </EndOfList>
        }
      />
      <ScrollToTopButton />
    </PageFrame>
  );
}
