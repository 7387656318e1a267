import { genresQuery } from '@marquee/client';
import { Button, Chip, theme } from '@marquee/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { useBrowseMessages } from '../../messages';
import { type FilterDraft, type RangeProblems } from './filterDraft';
import { MAX_RATING, MIN_RATING, MIN_YEAR, RATING_STEP } from './genreFilters';
import { SORT_OPTIONS } from './sortOptions';

const Form = styled.form`
  /* the floating Apply bar's height and offset (see FilterActionBar) and a field's message: a field
     scrolled into view clears the bar */
  --bar-clearance: 7rem;
  ${theme.media.mobile} {
    --bar-clearance: 13rem;
  }

  button,
  input,
  select {
    scroll-margin-bottom: var(--bar-clearance);
  }

  display: grid;
  gap: ${theme.space.lg};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  ${theme.media.desktop} {
    grid-template-columns: 2fr 1fr;
  }
`;

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.bold};
    color: ${theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.08em;

    /* Letters spaced apart lose the joins of Arabic script. */
    &:lang(ar) {
      letter-spacing: normal;
    }
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-content: start;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const Problem = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.colors.textMuted};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.sm};
`;

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};

  input,
  select {
    height: 2.5rem;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
  }
  input:focus,
  select:focus {
    border-color: ${theme.colors.accent};
  }
  input:invalid,
  input[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

/** A field with its message under it (outside the label, which names the field). */
const FieldWithMessage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
`;

const FieldMessage = styled.span`
  font-size: ${theme.fontSizes.xs};
`;

const Hint = styled(FieldMessage)`
  color: ${theme.colors.textMuted};
`;

const ErrorText = styled(FieldMessage)`
  color: ${theme.colors.danger};
`;

interface Bound {
  label: string;
  /** The draft's key, also the input's name (a refused Apply focuses it by name). */
  name: keyof RangeProblems | 'fromYear' | 'minRating';
  placeholder: number;
  value: string;
  onChange: (value: string) => void;
  /** Why the range cannot apply, shown under this field. */
  problem?: string;
}

interface RangeGroupProps {
  legend: string;
  inputMode: 'numeric' | 'decimal';
  min: number;
  max: number;
  step: number;
  from: Bound;
  to: Bound;
}

/** A pair of number inputs bounding one filter (release years, rating). */
function RangeGroup({ legend, from, to, ...range }: RangeGroupProps) {
  const messageId = useId();
  return (
    <Group>
      <legend>{legend}</legend>
      <Pair>
        {[from, to].map((bound) => (
          <FieldWithMessage key={bound.name}>
            <Field>
              {bound.label}
              <input
                type="number"
                name={bound.name}
                {...range}
                placeholder={String(bound.placeholder)}
                value={bound.value}
                aria-invalid={bound.problem ? true : undefined}
                aria-describedby={bound.problem ? `${messageId}-${bound.name}` : undefined}
                onChange={(event) => bound.onChange(event.target.value)}
              />
            </Field>
            {bound.problem && (
              <ErrorText id={`${messageId}-${bound.name}`} role="alert">
                {bound.problem}
              </ErrorText>
            )}
          </FieldWithMessage>
        ))}
      </Pair>
    </Group>
  );
}

export interface FilterPanelProps {
  id: string;
  draft: FilterDraft;
  /** Reversed ranges to point out (none until an Apply was refused). */
  problems: RangeProblems;
  /** A title search is applied: its results come best match first, whatever the sort. */
  searching: boolean;
  currentYear: number;
  onChange: (draft: FilterDraft) => void;
  /**
   * Submitting the form (Enter in a field, or Apply) applies the draft; the browser checks each input's
   * bounds first, the caller that the ranges are in order.
   */
  onApply: () => void;
}

/** The genres page's filters: genres, sort, release years and rating, edited as a draft. */
export function FilterPanel({
  id,
  draft,
  problems,
  searching,
  currentYear,
  onChange,
  onApply,
}: FilterPanelProps) {
  const { t } = useBrowseMessages();
  const sortHintId = useId();
  const genres = useQuery(genresQuery());
  const set = <Key extends keyof FilterDraft>(key: Key, value: FilterDraft[Key]) =>
    onChange({ ...draft, [key]: value });
  const toggleGenre = (genreId: number) =>
    set(
      'genres',
      draft.genres.includes(genreId)
        ? draft.genres.filter((selected) => selected !== genreId)
        : [...draft.genres, genreId],
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };

  return (
    <Form id={id} aria-label={t('filters.title')} onSubmit={onSubmit}>
      <Group>
        <legend>{t('filters.genres')}</legend>
        {genres.isError && (
          <Problem role="alert">
            {t('filters.genresFailed')}
            <Button $variant="secondary" $size="sm" onClick={() => void genres.refetch()}>
              {t('filters.retry')}
            </Button>
          </Problem>
        )}
        <Chips>
          {genres.data?.map((genre) => (
            <Chip
              key={genre.id}
              aria-pressed={draft.genres.includes(genre.id)}
              onClick={() => toggleGenre(genre.id)}
            >
              {genre.name}
            </Chip>
          ))}
        </Chips>
      </Group>
      <Side>
        <FieldWithMessage>
          <Field>
            {t('filters.sortBy')}
            <select
              value={draft.sort}
              aria-describedby={searching ? sortHintId : undefined}
              onChange={(event) => set('sort', event.target.value as FilterDraft['sort'])}
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          </Field>
          {searching && <Hint id={sortHintId}>{t('filters.sortUnused')}</Hint>}
        </FieldWithMessage>
        <RangeGroup
          legend={t('filters.releaseYear')}
          inputMode="numeric"
          min={MIN_YEAR}
          max={currentYear}
          step={1}
          from={{
            label: t('filters.from'),
            name: 'fromYear',
            placeholder: MIN_YEAR,
            value: draft.fromYear,
            onChange: (v) => set('fromYear', v),
          }}
          to={{
            label: t('filters.to'),
            name: 'toYear',
            placeholder: currentYear,
            value: draft.toYear,
            onChange: (v) => set('toYear', v),
            problem: problems.toYear && t(problems.toYear),
          }}
        />
        <RangeGroup
          legend={t('filters.rating')}
          inputMode="decimal"
          min={MIN_RATING}
          max={MAX_RATING}
          step={RATING_STEP}
          from={{
            label: t('filters.minimum'),
            name: 'minRating',
            placeholder: MIN_RATING,
            value: draft.minRating,
            onChange: (v) => set('minRating', v),
          }}
          to={{
            label: t('filters.maximum'),
            name: 'maxRating',
            placeholder: MAX_RATING,
            value: draft.maxRating,
            onChange: (v) => set('maxRating', v),
            problem: problems.maxRating && t(problems.maxRating),
          }}
        />
      </Side>
    </Form>
  );
}
