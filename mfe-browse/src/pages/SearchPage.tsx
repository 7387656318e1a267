import { useSearchParams } from '@marquee/router';
import { EmptyState, ScrollToTopButton, useDocumentTitle } from '@marquee/ui';
import { PageFrame } from '../components/PageFrame';
import { SearchResults } from '../features/search/SearchResults';

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
