import {
  RemoteWidget,
  searchInfiniteQuery,
  unseenSearchInfiniteQuery,
  useDiscoveryMovies,
} from '@marquee/client';
import { countOf, EmptyState, Heading } from '@marquee/ui';
import { PagedMovieGrid } from '../../components/PagedMovieGrid';
import { PageHeader, Subtitle } from '../../components/PageFrame';

/** The films whose title matches `term`, page after page, or a word saying none does. */
export function SearchResults({ term }: { term: string }) {
  const results = useDiscoveryMovies(searchInfiniteQuery(term), (userId) =>
    unseenSearchInfiniteQuery(term, userId),
  );
  const nothingFound = results.done && results.movies.length === 0 && !results.error;

  return (
    <>
      <PageHeader>
        <Heading level={1}>Search Results for &ldquo;{term}&rdquo;</Heading>
        <Subtitle aria-live="polite">
          {results.totalResults === null ? '\u00a0' : countOf(results.totalResults, 'movie')}
        </Subtitle>
        <RemoteWidget id="mfe_account/HideSeenToggle" props={{}} />
      </PageHeader>
      {nothingFound ? (
        <EmptyState
          title="No results found"
          message={`No movie matches “${term}”. Check the spelling or try fewer words.`}
        />
      ) : (
        <PagedMovieGrid label={`Search results for ${term}`} movies={results} aboveFold />
      )}
    </>
  );
}
