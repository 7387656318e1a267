import { type DiscoverSort } from '@marquee/contracts';
import { type BrowseMessage } from '../../messages';

// Every DISCOVER_SORTS value of the contract with the message naming it for people: the Record type makes
// the compiler insist on all of them (the contract's list itself would bring typebox into the bundle).
const sortLabels: Record<DiscoverSort, BrowseMessage> = {
  'popularity.desc': 'sort.mostPopular',
  'popularity.asc': 'sort.leastPopular',
  'vote_average.desc': 'sort.highestRated',
  'vote_average.asc': 'sort.lowestRated',
  'primary_release_date.desc': 'sort.newest',
  'primary_release_date.asc': 'sort.oldest',
  'title.asc': 'sort.titleAToZ',
  'title.desc': 'sort.titleZToA',
};

export const SORT_OPTIONS = Object.entries(sortLabels).map(([value, label]) => ({
  value: value as DiscoverSort,
  label: label as BrowseMessage,
}));

export function isDiscoverSort(value: string): value is DiscoverSort {
  return Object.hasOwn(sortLabels, value);
}
