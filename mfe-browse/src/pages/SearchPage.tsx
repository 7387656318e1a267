import { useSearchParams } from '@marquee/router';
import { EmptyState, ScrollToTopButton, useDocumentTitle } from '@marquee/ui';
import { PageFrame } from '../components/PageFrame';
import { SearchResults } from '../features/search/SearchResults';
import { useBrowseMessages } from '../messages';

/** /search?q=term: the films matching the term of the navigation bar's search box, page after page. */
export default function SearchPage() {
  const { t } = useBrowseMessages();
  const [params] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  useDocumentTitle(term ? t('search.documentTitle', { term }) : t('search.title'));

  return (
    <PageFrame data-testid="page-mfe_browse-SearchPage">
      {term ? (
        <SearchResults key={term} term={term} />
      ) : (
        <EmptyState level={1} title={t('search.emptyTitle')} message={t('search.emptyMessage')} />
      )}
      <ScrollToTopButton />
    </PageFrame>
  );
}
