import type { ListEntry, ListMove } from '@marquee/contracts';
import type { CommunityKey, CommunityTranslate } from '../../messages/community';

/** The moves the buttons beside a film of a ranked list offer. */
export type MoveKind = 'up' | 'down' | 'top' | 'bottom';

export const moveLabels: Record<MoveKind, CommunityKey> = {
  up: 'entry.move.up',
  down: 'entry.move.down',
  top: 'entry.move.top',
  bottom: 'entry.move.bottom',
};

/**
 * Where a button sends the film in the list's own order, as the place it ends at among the `total` films
 * (`rank` counts from 1), or null when it is already there.
 */
export function buttonMove(kind: MoveKind, entry: Pick<ListEntry, 'rank'>, total: number): ListMove | null {
  const index = entry.rank - 1;
  const last = total - 1;
  const to = { up: index - 1, down: index + 1, top: 0, bottom: last }[kind];
  if (to < 0 || to > last || to === index) return null;
  return { toIndex: to };
}

/** What the live region says once a film has moved. */
export function movedMessage(t: CommunityTranslate, title: string, toIndex: number, total: number): string {
  return t('reorder.moved', { title, position: toIndex + 1, total });
}
