import { useRemoveListEntry, useUpdateListEntry } from '@marquee/client';
import type { ListEntry } from '@marquee/contracts';
import { Alert, MovieGrid, useFirstScreenCards } from '@marquee/ui';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { EntryCard } from './EntryCard';
import { EntryRow } from './EntryRow';
import { EntryTools } from './EntryTools';
import { buttonMove, type MoveKind, movedMessage } from './entryMoves';
import { useCommunityMessages } from '../../messages/community';
import { NoteEditor } from './NoteEditor';
import { SortableEntries } from './SortableEntries';
import type { ListLayout } from './useListView';

const Rows = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface ListEntriesProps {
  listId: string;
  /** The loaded films, in the page's sort. */
  entries: ListEntry[];
  /** The films on the list in all (some may not be loaded yet). */
  total: number;
  layout: ListLayout;
  ranked: boolean;
  /** The reader owns the list: notes and removal. */
  editable: boolean;
  /** The owner sees the list in its own order: drag and the move buttons too. */
  reorderable: boolean;
  /** Says something in the page's live region (a move, a removal, a failure). */
  announce(message: string): void;
}

/** A list's films as posters or rows; for its owner, with a note, removal and moves for each. */
export function ListEntries({
  listId,
  entries,
  total,
  layout,
  ranked,
  editable,
  reorderable,
  announce,
}: ListEntriesProps) {
  const { t } = useCommunityMessages();
  const firstScreenCards = useFirstScreenCards();
  const [noteOf, setNoteOf] = useState<string | null>(null);
  const update = useUpdateListEntry();
  const remove = useRemoveListEntry();
  const error = update.error?.message ?? remove.error?.message ?? '';

  function move(entry: ListEntry, toIndex: number, announced: boolean) {
    update.mutate(
      { listId, movieId: entry.movieId, changes: { move: { toIndex } } },
      {
        onError: (failure) => announce(t('entry.notMoved', { title: entry.title, reason: failure.message })),
      },
    );
    if (announced) announce(movedMessage(t, entry.title, toIndex, total));
  }

  function moveBy(entry: ListEntry, kind: MoveKind) {
    const where = buttonMove(kind, entry, total);
    if (where?.toIndex !== undefined) move(entry, where.toIndex, true);
  }

  function removeEntry(entry: ListEntry) {
    remove.mutate(
      { listId, movieId: entry.movieId },
      {
        onError: (failure) =>
          announce(t('entry.notRemoved', { title: entry.title, reason: failure.message })),
      },
    );
    announce(t('entry.removed', { title: entry.title }));
  }

  function ownerPart(entry: ListEntry, handle?: ReactNode) {
    if (!editable) return null;
    if (noteOf === entry.movieId)
      return <NoteEditor listId={listId} entry={entry} onDone={() => setNoteOf(null)} />;
    return (
      <EntryTools
        entry={entry}
        handle={handle}
        canMove={(kind) => buttonMove(kind, entry, total) !== null}
        onMove={reorderable ? (kind) => moveBy(entry, kind) : undefined}
        onEditNote={() => setNoteOf(entry.movieId)}
        onRemove={() => removeEntry(entry)}
      />
    );
  }

  function entryView(entry: ListEntry, index: number, handle?: ReactNode) {
    return layout === 'grid' ? (
      <EntryCard entry={entry} ranked={ranked} eager={index < firstScreenCards}>
        {ownerPart(entry, handle)}
      </EntryCard>
    ) : (
      <EntryRow entry={entry} ranked={ranked}>
        {ownerPart(entry, handle)}
      </EntryRow>
    );
  }

  const Container = layout === 'grid' ? MovieGrid : Rows;
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      <Container as="ol" aria-label={t('list.films')}>
        {reorderable ? (
          <SortableEntries
            entries={entries}
            total={total}
            layout={layout}
            onMove={(entry, toIndex) => move(entry, toIndex, false)}
          >
            {(entry, handle) => entryView(entry, entry.rank - 1, handle)}
          </SortableEntries>
        ) : (
          entries.map((entry, index) => <li key={entry.movieId}>{entryView(entry, index)}</li>)
        )}
      </Container>
    </>
  );
}
