import type { DiaryFilters } from '@marquee/client';
import type { DiaryStats } from '@marquee/contracts';
import { Button, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useDiaryMessages } from '../../messages/diary';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.sm};
`;

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};

  select {
    min-height: 2.5rem;
    min-width: 7.5rem;
    max-width: 100%;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    font: inherit;
  }
`;

const STAR_CHOICES = [5, 4, 3, 2, 1];

export interface DiaryFilterBarProps {
  filters: DiaryFilters;
  /** All-time figures: the years and tags there are to choose from. */
  stats: DiaryStats | undefined;
  onChange(name: keyof DiaryFilters, value: string): void;
  onClear?: () => void;
}

/** Filters by year, stars and tag; each choice lists only what the diary has. */
export function DiaryFilterBar({ filters, stats, onChange, onClear }: DiaryFilterBarProps) {
  const { t } = useDiaryMessages();
  const years = [...(stats?.perYear ?? [])].reverse().map((row) => row.year);
  // A year or tag from the address that the figures do not list yet still shows as chosen.
  if (filters.year !== undefined && !years.includes(filters.year)) years.unshift(filters.year);
  const tags = (stats?.tags ?? []).map((row) => row.tag);
  if (filters.tag && !tags.includes(filters.tag)) tags.unshift(filters.tag);

  return (
    <Bar role="group" aria-label={t('filters.label')}>
      <Field>
        {t('filters.year')}
        <select value={filters.year ?? ''} onChange={(event) => onChange('year', event.target.value)}>
          <option value="">{t('filters.allYears')}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        {t('filters.rating')}
        <select value={filters.rating ?? ''} onChange={(event) => onChange('rating', event.target.value)}>
          <option value="">{t('filters.anyRating')}</option>
          {STAR_CHOICES.map((stars) => (
            <option key={stars} value={stars}>
              {t('stars', { count: stars })}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        {t('filters.tag')}
        <select value={filters.tag ?? ''} onChange={(event) => onChange('tag', event.target.value)}>
          <option value="">{t('filters.anyTag')}</option>
          {tags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      </Field>
      {onClear && (
        <Button type="button" $variant="ghost" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </Bar>
  );
}
