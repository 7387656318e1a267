import {
  RemoteWidget,
  searchInfiniteQuery,
  unseenSearchInfiniteQuery,
  useDiscoveryMovies,
} from '@marquee/client';
import { EmptyState, Heading } from '@marquee/ui';
import { PagedMovieGrid } from '../../components/PagedMovieGrid';
import { PageHeader, Subtitle } from '../../components/PageFrame';
import { useBrowseMessages } from '../../messages';

/** The films whose title matches `term`, page after page, or a word saying none does. */
export function SearchResults({ term }: { term: string }) {
  const { t } = useBrowseMessages();
  const results = useDiscoveryMovies(searchInfiniteQuery(term), (userId) =>
    unseenSearchInfiniteQuery(term, userId),
  );
  const nothingFound = results.done && results.movies.length === 0 && !results.error;

  return (
    <>
      <PageHeader>
        <Heading level={1}>{t('search.heading', { term })}</Heading>
        <Subtitle aria-live="polite">
          {results.totalResults === null ? '\u00a0' : t('search.count', { count: results.totalResults })}
        </Subtitle>
        <RemoteWidget id="mfe_account/HideSeenToggle" props={{}} />
      </PageHeader>
      {nothingFound ? (
        <EmptyState title={t('search.noResults')} message={t('search.noResultsMessage', { term })} />
      ) : (
        <PagedMovieGrid label={t('search.resultsLabel', { term })} movies={results} aboveFold />
      )}
    </>
  );
}
