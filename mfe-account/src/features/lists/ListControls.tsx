import type { ListSort } from '@marquee/contracts';
import { Button, theme } from '@marquee/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { type CommunityKey, useCommunityMessages } from '../../messages/community';
import { sortLabel } from './listLabels';
import { type ListLayout, listSorts } from './useListView';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

const Layouts = styled.div`
  display: inline-flex;
  gap: ${theme.space.xxs};

  [aria-pressed='true'] {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accent};
  }
`;

const Sort = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};

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

const layouts: { id: ListLayout; label: CommunityKey }[] = [
  { id: 'grid', label: 'list.view.grid' },
  { id: 'details', label: 'list.view.details' },
];

export interface ListControlsProps {
  layout: ListLayout;
  sort: ListSort;
  ranked: boolean;
  onLayout(layout: ListLayout): void;
  onSort(sort: ListSort): void;
}

/** The list page's choice of view (posters or detailed rows) and of order. */
export function ListControls({ layout, sort, ranked, onLayout, onSort }: ListControlsProps) {
  const { t } = useCommunityMessages();
  const sortId = useId();
  return (
    <Bar>
      <Layouts role="group" aria-label={t('list.view')}>
        {layouts.map((option) => (
          <Button
            key={option.id}
            $variant="secondary"
            $size="sm"
            aria-pressed={layout === option.id}
            onClick={() => onLayout(option.id)}
          >
            {t(option.label)}
          </Button>
        ))}
      </Layouts>
      <Sort>
        <label htmlFor={sortId}>{t('list.sortBy')}</label>
        <select id={sortId} value={sort} onChange={(event) => onSort(event.target.value as ListSort)}>
          {listSorts.map((option) => (
            <option key={option} value={option}>
              {t(sortLabel(option, ranked))}
            </option>
          ))}
        </select>
      </Sort>
    </Bar>
  );
}
