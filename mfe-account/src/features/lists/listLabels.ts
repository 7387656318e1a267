import type { ListSort, ListVisibility } from '@marquee/contracts';

/** Who may read a list, in a word (the badge) and in a sentence (the form's choice). */
export const visibilityLabels: Record<ListVisibility, { label: string; description: string }> = {
  private: { label: 'Private', description: 'Only you can see it.' },
  unlisted: { label: 'Unlisted', description: 'Anyone with the link can see it; it is not on your profile.' },
  public: { label: 'Public', description: 'Anyone can see it, and it is shown on your profile.' },
};

/** The sorts of a list's page, as the sort menu names them; rank is the list's own order. */
export function sortLabel(sort: ListSort, ranked: boolean): string {
  const labels: Record<ListSort, string> = {
    rank: ranked ? 'Rank' : 'List order',
    added: 'Date added',
    rating: 'Rating',
    year: 'Year',
    title: 'Title',
  };
  return labels[sort];
}
