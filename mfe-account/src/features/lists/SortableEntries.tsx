import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ListEntry } from '@marquee/contracts';
import { type ReactNode } from 'react';
import { useCommunityMessages } from '../../messages/community';
import { DragHandle } from './EntryTools';
import type { ListLayout } from './useListView';

function SortableEntry({ entry, children }: { entry: ListEntry; children(handle: ReactNode): ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: entry.movieId });
  return (
    <li
      ref={setNodeRef}
      style={{
        // Translate only: the films of a grid are not all the same height, and scaling would stretch them.
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
    >
      {children(
        <DragHandle ref={setActivatorNodeRef} filmTitle={entry.title} {...attributes} {...listeners} />,
      )}
    </li>
  );
}

export interface SortableEntriesProps {
  entries: ListEntry[];
  total: number;
  layout: ListLayout;
  /** A film dropped at another place: where it ends in the list's order (0 = first). */
  onMove(entry: ListEntry, toIndex: number): void;
  /** One film's content, given the handle it is dragged by. */
  children(entry: ListEntry, handle: ReactNode): ReactNode;
}

/**
 * The loaded films of a list in its own order, reordered by dragging each by its handle, with a pointer
 * or with the keyboard (dnd-kit's sensors); dnd-kit says each step in its own live region.
 */
export function SortableEntries({ entries, total, layout, onMove, children }: SortableEntriesProps) {
  const { t } = useCommunityMessages();
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => entries.findIndex((entry) => entry.movieId === id);
  const titleOf = (id: UniqueIdentifier) => entries[indexOf(id)]?.title ?? t('reorder.film');
  /** The film's name and where a film is, for the announcements. */
  const place = (film: UniqueIdentifier, at: UniqueIdentifier) => ({
    title: titleOf(film),
    position: indexOf(at) + 1,
    total,
  });

  function drop({ active, over }: DragEndEvent) {
    const entry = entries[indexOf(active.id)];
    if (!entry || !over || over.id === active.id) return;
    onMove(entry, indexOf(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{
        screenReaderInstructions: { draggable: t('reorder.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('reorder.pickedUp', place(active.id, active.id)),
          onDragOver: ({ active, over }) =>
            over
              ? t('reorder.over', place(active.id, over.id))
              : t('reorder.outside', { title: titleOf(active.id) }),
          onDragEnd: ({ active, over }) =>
            over
              ? t('reorder.dropped', place(active.id, over.id))
              : t('reorder.droppedInPlace', { title: titleOf(active.id) }),
          onDragCancel: ({ active }) => t('reorder.cancelled', place(active.id, active.id)),
        },
      }}
    >
      <SortableContext
        items={entries.map((entry) => entry.movieId)}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
      >
        {entries.map((entry) => (
          <SortableEntry key={entry.movieId} entry={entry}>
            {(handle) => children(entry, handle)}
          </SortableEntry>
        ))}
      </SortableContext>
    </DndContext>
  );
}
