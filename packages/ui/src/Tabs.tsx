import { type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';
import { arrowStep, useWritingDirection } from './writingDirection';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Tab = styled.button<{ $selected: boolean }>`
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  border: none;
  border-bottom: 2px solid ${({ $selected }) => ($selected ? theme.colors.accent : 'transparent')};
  background: none;
  color: ${({ $selected }) => ($selected ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${theme.fontWeights.bold};
  cursor: pointer;
  &:hover {
    color: ${theme.colors.text};
  }
`;

/** Home and End go to the first and last tab (`select` counts -1 from the end). */
const ENDS: Record<string, number> = { Home: 0, End: -1 };

export interface TabsProps<T extends string> {
  tabs: readonly { id: T; label: string }[];
  selected: T;
  onSelect: (id: T) => void;
  label: string;
  /** Makes the tabs' and panel's ids unique on the page. */
  idPrefix: string;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs in reading order (right to
 * left, the left arrow goes to the next tab); the panel follows.
 */
export function Tabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
  children,
}: TabsProps<T>) {
  const direction = useWritingDirection();
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    document.getElementById(`${idPrefix}-tab-${tab.id}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const step = arrowStep(event.key, direction);
    const next = step !== 0 ? current + step : ENDS[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };
  return (
    <>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            id={`${idPrefix}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === selected}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            $selected={tab.id === selected}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel-${selected}`}
        aria-labelledby={`${idPrefix}-tab-${selected}`}
      >
        {children}
      </div>
    </>
  );
}
