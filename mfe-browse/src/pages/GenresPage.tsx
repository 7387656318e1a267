import { useSearchParams } from '@marquee/router';
import { Heading, ScrollToTopButton, useDocumentTitle } from '@marquee/ui';
import { useMemo } from 'react';
import { PageFrame, PageHeader, Subtitle } from '../common/PageFrame';
import { FiltersEditor } from '../genres/FiltersEditor';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  NO_FILTERS,
  type GenreFilters,
} from '../genres/genreFilters';
import { GenreResults } from '../genres/GenreResults';
import { GenreSearchBox } from '../genres/GenreSearchBox';
import { useGenres } from '../genres/useGenres';

/**
 * /genres: discover films by genre, years, rating and sort, or by title. The applied filters live in the
 * URL, so a filtered view can be shared, bookmarked and reloaded.
 */
export default function GenresPage() {
  useDocumentTitle('Discover Movies by Genre');
  const [params, setParams] = useSearchParams();
  const genres = useGenres();
  const currentYear = new Date().getFullYear();
  // The canonical form of the URL's filters: equal filters give the same key whatever the URL's spelling.
  const key = filtersToSearchParams(filtersFromSearchParams(params, currentYear)).toString();
  const applied = useMemo(
    () => filtersFromSearchParams(new URLSearchParams(key), currentYear),
    [key, currentYear],
  );

  const apply = (filters: GenreFilters) => {
    setParams(filtersToSearchParams(filters));
    window.scrollTo({ top: 0 });
  };
  // docs/product.md §2 Genres: Reset clears every filter and goes back to page 1.
  const reset = () => apply(NO_FILTERS);

  return (
    <PageFrame data-testid="page-mfe_browse-GenresPage">
      <PageHeader>
        <Heading level={1}>Discover Movies by Genre</Heading>
        <Subtitle>Pick genres, years and a rating, or search by title.</Subtitle>
      </PageHeader>
      <GenreSearchBox
        key={`search-${applied.query}`}
        initialTerm={applied.query}
        onSearch={(query) => apply({ ...applied, query })}
      />
      <FiltersEditor
        key={`filters-${key}`}
        applied={applied}
        genres={genres}
        currentYear={currentYear}
        onApply={apply}
        onReset={reset}
      />
      <GenreResults key={`results-${key}`} filters={applied} onReset={reset} />
      <ScrollToTopButton />
    </PageFrame>
  );
}
