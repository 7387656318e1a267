import { theme } from '@marquee/ui';
import styled from 'styled-components';
import { FilterChips } from '../../components/FilterChips';
import { Toolbar } from '../../components/subPageLayout';
import { REVIEW_FILTERS, REVIEW_SORTS, type ReviewFilter, type ReviewSort } from './reviewList';
import type { ReviewEntry } from './reviewEntries';
import { useMovieMessages } from '../../messages';

const SortField = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};

  select {
    min-height: 2.25rem;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    font: inherit;
  }
`;

export interface ReviewsToolbarProps {
  /** Every review, to count what each filter keeps. */
  entries: readonly ReviewEntry[];
  filter: ReviewFilter;
  onFilter: (filter: ReviewFilter) => void;
  sort: ReviewSort;
  onSort: (sort: ReviewSort) => void;
}

/** The reviews page's filters (each with how many reviews it keeps) and sort order. */
export function ReviewsToolbar({ entries, filter, onFilter, sort, onSort }: ReviewsToolbarProps) {
  const { t } = useMovieMessages();
  const options = REVIEW_FILTERS.map(({ value, label, keeps }) => ({
    id: value,
    label: t('common.withCount', { label: t(label), count: entries.filter(keeps).length }),
  }));
  return (
    <Toolbar>
      <FilterChips label={t('toolbar.filter')} options={options} value={filter} onChange={onFilter} />
      <SortField>
        {t('toolbar.sort')}
        <select value={sort} onChange={(event) => onSort(event.target.value as ReviewSort)}>
          {REVIEW_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </SortField>
    </Toolbar>
  );
}
