import { Button, LineIcon } from '@marquee/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { FilterActionBar } from './FilterActionBar';
import { applyDraft, draftOf, type FilterDraft } from './filterDraft';
import { FilterPanel } from './FilterPanel';
import { activeFilterCount, sameFilters, type GenreFilters } from './genreFilters';
import { type GenreListState } from './useGenres';

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface FiltersEditorProps {
  applied: GenreFilters;
  genres: GenreListState;
  currentYear: number;
  onApply: (filters: GenreFilters) => void;
  /** Clears every filter and the search term. */
  onReset: () => void;
}

/**
 * The collapsible filter panel and its floating Apply/Reset bar. Changes are a draft until Apply; the
 * bar shows only while the draft differs from what is applied. Mount it with a key of the applied
 * filters, so filters applied elsewhere (the URL, Back) start a fresh draft.
 */
export function FiltersEditor({ applied, genres, currentYear, onApply, onReset }: FiltersEditorProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(applied));
  const drafted = applyDraft(draft, applied);
  const changed = !sameFilters(drafted, applied);
  const active = activeFilterCount(applied);

  return (
    <>
      <div>
        <Button
          $variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <LineIcon d="M3 5h18M6 12h12M10 19h4" size={16} joins="miter" />
          {open ? 'Hide filters' : 'Filters'}
          {active > 0 && <Badge aria-label={`${active} active`}>{active}</Badge>}
        </Button>
      </div>
      <div hidden={!open}>
        <FilterPanel
          id={panelId}
          genres={genres}
          draft={draft}
          currentYear={currentYear}
          onChange={setDraft}
          onApply={() => onApply(drafted)}
        />
      </div>
      {changed && <FilterActionBar formId={panelId} onReset={onReset} />}
    </>
  );
}
