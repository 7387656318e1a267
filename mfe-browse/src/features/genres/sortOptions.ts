import { type DiscoverSort } from '@marquee/contracts';

// Every DISCOVER_SORTS value of the contract, named for people: the Record type makes the compiler
// insist on all of them (the contract's list itself would bring typebox into the bundle).
const sortLabels: Record<DiscoverSort, string> = {
  'popularity.desc': 'Most popular',
  'popularity.asc': 'Least popular',
  'vote_average.desc': 'Highest rated',
  'vote_average.asc': 'Lowest rated',
  'primary_release_date.desc': 'Newest first',
  'primary_release_date.asc': 'Oldest first',
  'title.asc': 'Title A-Z',
  'title.desc': 'Title Z-A',
};

export const SORT_OPTIONS = Object.entries(sortLabels).map(([value, label]) => ({
  value: value as DiscoverSort,
  label,
}));

export function isDiscoverSort(value: string): value is DiscoverSort {
  return Object.hasOwn(sortLabels, value);
}
