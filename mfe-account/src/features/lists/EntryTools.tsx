import type { ListEntry } from '@marquee/contracts';
import { Button, LineIcon, roundButton, theme } from '@marquee/ui';
import { type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import { useCommunityMessages } from '../../messages/community';
import { moveLabels, type MoveKind } from './entryMoves';

/* Two groups, wrapped as wholes where they can be: the moves (one line in a phone's grid column), the edits. */
const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xxs} ${theme.space.sm};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xxs};
`;

const IconButton = styled.button`
  ${roundButton('1.75rem')}
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};

  &:hover:not([aria-disabled='true']) {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accentHover};
  }
  &[aria-disabled='true'] {
    opacity: 0.35;
    cursor: default;
  }
`;

/* Narrow, so "Add note" and "Remove" share a line in a grid column. */
const EditButton = styled(Button)`
  padding: 0 ${theme.space.xs};
`;

const Handle = styled(IconButton)`
  cursor: grab;
  touch-action: none;

  &:active {
    cursor: grabbing;
  }
`;

const icons: Record<MoveKind, string> = {
  up: 'm6 15 6-6 6 6',
  down: 'm6 9 6 6 6-6',
  top: 'M6 5h12M6 18l6-6 6 6',
  bottom: 'M6 19h12M6 6l6 6 6-6',
};

const moveOrder: MoveKind[] = ['top', 'up', 'down', 'bottom'];

/** The grip a film is dragged by (pointer, or Space and the arrow keys); dnd-kit's props are spread on it. */
export function DragHandle({ filmTitle, ...props }: ComponentProps<'button'> & { filmTitle: string }) {
  const { t } = useCommunityMessages();
  return (
    <Handle
      type="button"
      aria-label={t('entry.dragNamed', { title: filmTitle })}
      title={t('entry.drag')}
      {...props}
    >
      <LineIcon d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" size={16} strokeWidth={3.5} />
    </Handle>
  );
}

export interface EntryToolsProps {
  entry: ListEntry;
  /** The moves that would change nothing are off; absent when the list is not shown in its own order. */
  canMove?(kind: MoveKind): boolean;
  onMove?(kind: MoveKind): void;
  /** The drag handle, when the film can be dragged. */
  handle?: ReactNode;
  onEditNote(): void;
  onRemove(): void;
}

/**
 * The owner's controls for one film of a list: drag, and a button for each move (so reordering works
 * without a mouse), then the note and removal. Every name says which film it acts on.
 */
export function EntryTools({ entry, canMove, onMove, handle, onEditNote, onRemove }: EntryToolsProps) {
  const { t } = useCommunityMessages();
  const { title } = entry;
  return (
    <Tools>
      {(handle || onMove) && (
        <Group>
          {handle}
          {onMove &&
            moveOrder.map((kind) => (
              <IconButton
                key={kind}
                type="button"
                aria-label={t('entry.actionOn', { action: t(moveLabels[kind]), title })}
                title={t(moveLabels[kind])}
                // Not disabled: the button keeps the focus when its film reaches the end of the list.
                aria-disabled={!canMove?.(kind)}
                onClick={() => canMove?.(kind) && onMove(kind)}
              >
                <LineIcon d={icons[kind]} size={16} />
              </IconButton>
            ))}
        </Group>
      )}
      <Group>
        <EditButton
          $variant="ghost"
          $size="sm"
          aria-label={t(entry.note ? 'entry.editNoteOn' : 'entry.addNoteOn', { title })}
          onClick={onEditNote}
        >
          {t(entry.note ? 'entry.editNote' : 'entry.addNote')}
        </EditButton>
        <EditButton
          $variant="ghost"
          $size="sm"
          aria-label={t('entry.removeNamed', { title })}
          onClick={onRemove}
        >
          {t('entry.remove')}
        </EditButton>
      </Group>
    </Tools>
  );
}
