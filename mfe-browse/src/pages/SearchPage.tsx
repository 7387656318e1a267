import { moviesApi, usePagedList } from '@marquee/client';
import { useSearchParams } from '@marquee/router';
import { EmptyState, Heading, ScrollToTopButton, useDocumentTitle } from '@marquee/ui';
import { useCallback } from 'react';
import { formatCount } from '../common/formatCount';
import { PagedMovieGrid } from '../common/PagedMovieGrid';
import { PageFrame, PageHeader, Subtitle } from '../common/PageFrame';

function SearchResults({ term }: { term: string }) {
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) => moviesApi.search(term, page, signal),
    [term],
  );
  const results = usePagedList(fetchPage);
  const nothingFound = results.done && results.items.length === 0 && !results.error;

  return (
    <>
      <PageHeader>
        <Heading level={1}>Search Results for &ldquo;{term}&rdquo;</Heading>
        <Subtitle aria-live="polite">
          {results.totalResults === null
            ? '\u00a0'
            : `${formatCount(results.totalResults)} ${results.totalResults === 1 ? 'movie' : 'movies'}`}
        </Subtitle>
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

/** /search?q=term: the films matching the term of the navigation bar's search box, page after page. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  useDocumentTitle(term ? `Search: ${term}` : 'Search');

  return (
    <PageFrame data-testid="page-mfe_browse-SearchPage">
      {term ? (
        <SearchResults key={term} term={term} />
      ) : (
        <EmptyState level={1} title="Search movies" message="Type a title in the search box above." />
      )}
      <ScrollToTopButton />
    </PageFrame>
  );
}
