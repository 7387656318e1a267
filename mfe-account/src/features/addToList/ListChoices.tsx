import type { List } from '@marquee/contracts';
import { LineIcon, Spinner, tint, theme } from '@marquee/ui';
import { type HTMLProps } from 'react';
import styled from 'styled-components';
import { useCommunityMessages } from '../../messages/community';
import { visibilityLabels } from '../lists/listLabels';

const Items = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  padding: ${theme.space.xxs};
  overflow-y: auto;
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  width: 100%;
  min-height: 2.5rem;
  padding: ${`${theme.space.xxs} ${theme.space.xs}`};
  border: none;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  text-align: start;
  flex-shrink: 0;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${tint(theme.colors.wash, 8)};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/* The tick's box, kept for every list so the names line up. */
const Tick = styled.span<{ $on: boolean }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 1.25rem;
  height: 1.25rem;
  border: 1px solid ${({ $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  border-radius: ${theme.radii.sm};
  background: ${({ $on }) => ($on ? theme.colors.accent : 'transparent')};
  color: ${({ $on }) => ($on ? theme.colors.onAccent : theme.colors.text)};
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Visibility = styled.small`
  flex-shrink: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
`;

const Separator = styled.div`
  flex-shrink: 0;
  height: 1px;
  margin: ${`${theme.space.xxs} 0`};
  background: ${theme.colors.border};
`;

const Note = styled.p`
  padding: ${`${theme.space.xs} ${theme.space.xs}`};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** The props of the menu item at `index` (keyboard navigation, focus): the popover's. */
export type ItemProps = (index: number, props: HTMLProps<HTMLButtonElement>) => Record<string, unknown>;

export interface ListChoicesProps {
  id: string;
  /** The menu's name for assistive technology. */
  label: string;
  /** The signed-in user's lists, each saying whether the film is on it; undefined while loading. */
  lists: List[] | undefined;
  /** The lists whose change the server has not answered yet. */
  busy: ReadonlySet<string>;
  itemProps: ItemProps;
  onToggle(list: List): void;
  onNewList(): void;
}

/**
 * The menu's items: "New list…" first (so it keeps its place while the lists load), then each list with
 * a tick when the film is on it and who may read it (a list an admin hid says so: only its owner sees it).
 */
export function ListChoices({ id, label, lists, busy, itemProps, onToggle, onNewList }: ListChoicesProps) {
  const { t } = useCommunityMessages();
  return (
    <>
      <Items id={id} role="menu" aria-label={label}>
        <Item type="button" role="menuitem" {...itemProps(0, { onClick: onNewList })}>
          <Tick $on={false} aria-hidden="true">
            <LineIcon d="M12 6v12M6 12h12" size={14} strokeWidth={2} />
          </Tick>
          <Name>{t('addToList.newList')}</Name>
        </Item>
        {lists && lists.length > 0 && <Separator role="separator" />}
        {lists?.map((list, position) => (
          <Item
            key={list.id}
            type="button"
            role="menuitemcheckbox"
            aria-checked={list.contains === true}
            aria-busy={busy.has(list.id)}
            {...itemProps(position + 1, { onClick: () => onToggle(list) })}
          >
            <Tick $on={list.contains === true} aria-hidden="true">
              {list.contains && <LineIcon d="m5 12 5 5 9-10" size={14} strokeWidth={3} />}
            </Tick>
            <Name>{list.name}</Name>
            <Visibility>
              {t(list.hiddenAt ? 'hiddenByAdmin' : visibilityLabels[list.visibility].label)}
            </Visibility>
          </Item>
        ))}
      </Items>
      {lists === undefined && <Spinner size={20} label={t('loadingLists')} />}
      {lists?.length === 0 && <Note>{t('addToList.noLists')}</Note>}
    </>
  );
}
