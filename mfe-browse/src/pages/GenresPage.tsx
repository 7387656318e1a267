import { RemoteWidget } from '@marquee/client';
import { Heading, ScrollToTopButton, useDocumentTitle } from '@marquee/ui';
import { PageFrame, PageHeader, Subtitle } from '../components/PageFrame';
import { FiltersEditor } from '../features/genres/FiltersEditor';
import { GenreResults } from '../features/genres/GenreResults';
import { GenreSearchBox } from '../features/genres/GenreSearchBox';
import { useAppliedFilters } from '../features/genres/useAppliedFilters';
import { useBrowseMessages } from '../messages';

/** /genres: discover films by genre, years, rating and sort, or by title; the filters live in the URL. */
export default function GenresPage() {
  const { t } = useBrowseMessages();
  useDocumentTitle(t('genres.title'));
  const currentYear = new Date().getFullYear();
  const { applied, key, apply, reset } = useAppliedFilters(currentYear);

  return (
    <PageFrame data-testid="page-mfe_browse-GenresPage">
      <PageHeader>
        <Heading level={1}>{t('genres.title')}</Heading>
        <Subtitle>{t('genres.subtitle')}</Subtitle>
        <RemoteWidget id="mfe_account/HideSeenToggle" props={{}} />
      </PageHeader>
      <GenreSearchBox
        key={`search-${applied.query}`}
        initialTerm={applied.query}
        onSearch={(query) => apply({ ...applied, query })}
      />
      {/* Keyed by the applied filters: filters applied elsewhere (the URL, Back) start a fresh draft, and
          a fresh grid. */}
      <FiltersEditor
        key={`filters-${key}`}
        applied={applied}
        currentYear={currentYear}
        onApply={apply}
        onReset={reset}
      />
      <GenreResults key={`results-${key}`} filters={applied} onReset={reset} />
      <ScrollToTopButton />
    </PageFrame>
  );
}
