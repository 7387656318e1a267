import { Button, LineIcon, theme } from '@marquee/ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useBrowseMessages } from '../../messages';
import { FilterActionBar } from './FilterActionBar';
import { applyDraft, draftOf, rangeProblems, type FilterDraft } from './filterDraft';
import { FilterPanel } from './FilterPanel';
import { activeFilterCount, NO_FILTERS, sameFilters, type GenreFilters } from './genreFilters';

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.3rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font-size: ${theme.fontSizes.xs};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

export interface FiltersEditorProps {
  applied: GenreFilters;
  currentYear: number;
  onApply: (filters: GenreFilters) => void;
  /** Clears every filter and the search term. */
  onReset: () => void;
}

/**
 * The collapsible filter panel and its floating Apply/Reset bar. Changes are a draft until Apply; the
 * bar shows only while the draft differs from what is applied, and Reset also sits by the toggle while
 * anything is applied. A reversed range is refused on Apply, with the reason next to its field. Mount it
 * with a key of the applied filters, so filters applied elsewhere (the URL, Back) start a fresh draft.
 */
export function FiltersEditor({ applied, currentYear, onApply, onReset }: FiltersEditorProps) {
  const { t } = useBrowseMessages();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(applied));
  // Problems show from the first refused Apply on, and then follow the fields as they are corrected.
  const [checked, setChecked] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const drafted = applyDraft(draft, applied);
  const changed = !sameFilters(drafted, applied);
  const active = activeFilterCount(applied);
  const problems = rangeProblems(draft);

  // The bar rises over the bottom of the screen: keep the field being edited clear of it.
  useEffect(() => {
    if (!changed) return;
    const field = document.activeElement;
    if (field instanceof HTMLElement && panel.current?.contains(field))
      field.scrollIntoView({ block: 'nearest' });
  }, [changed]);

  const apply = () => {
    const firstProblem = Object.keys(problems)[0];
    if (!firstProblem) {
      onApply(drafted);
      return;
    }
    setChecked(true);
    setOpen(true);
    const field = panel.current?.querySelector<HTMLElement>(`[name="${firstProblem}"]`);
    field?.focus();
    // In view with its message under it, above the floating bar (the field's scroll margin).
    field?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <>
      <Toolbar>
        <Button
          $variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <LineIcon d="M3 5h18M6 12h12M10 19h4" size={16} joins="miter" />
          {open ? t('filters.hide') : t('filters.title')}
          {active > 0 && <Badge aria-label={t('filters.active', { count: active })}>{active}</Badge>}
        </Button>
        {!sameFilters(applied, NO_FILTERS) && (
          <Button $variant="ghost" onClick={onReset}>
            {t('filters.reset')}
          </Button>
        )}
      </Toolbar>
      <div hidden={!open} ref={panel}>
        <FilterPanel
          id={panelId}
          draft={draft}
          problems={checked ? problems : {}}
          searching={applied.query !== ''}
          currentYear={currentYear}
          onChange={setDraft}
          onApply={apply}
        />
      </div>
      {changed && <FilterActionBar formId={panelId} onReset={onReset} />}
    </>
  );
}
