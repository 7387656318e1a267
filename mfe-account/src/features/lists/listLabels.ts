import type { ListSort, ListVisibility } from '@marquee/contracts';
import type { CommunityKey } from '../../messages/community';

/** Who may read a list, in a word (the badge) and in a sentence (the form's choice). */
export const visibilityLabels: Record<ListVisibility, { label: CommunityKey; description: CommunityKey }> = {
  private: { label: 'visibility.private', description: 'visibility.private.description' },
  unlisted: { label: 'visibility.unlisted', description: 'visibility.unlisted.description' },
  public: { label: 'visibility.public', description: 'visibility.public.description' },
};

/** The sorts of a list's page, as the sort menu names them; rank is the list's own order. */
export function sortLabel(sort: ListSort, ranked: boolean): CommunityKey {
  const labels: Record<ListSort, CommunityKey> = {
    rank: ranked ? 'sort.rank' : 'sort.listOrder',
    added: 'sort.added',
    rating: 'sort.rating',
    year: 'sort.year',
    title: 'sort.title',
  };
  return labels[sort];
}
