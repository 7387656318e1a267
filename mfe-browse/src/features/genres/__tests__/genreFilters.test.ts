import { DEFAULT_DISCOVER_SORT, discoverPath } from '@marquee/contracts/discover';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  NO_FILTERS,
  sameFilters,
  toDiscoverFilters,
  type GenreFilters,
} from '../genreFilters';

const YEAR = 2026;
const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query), YEAR);

test('a shared link opens exactly the filters it was made from', () => {
  const filters: GenreFilters = {
    query: '',
    genres: [28, 12],
    sort: 'vote_average.desc',
    fromYear: 1990,
    toYear: 1999,
    minRating: 7,
    maxRating: 9.5,
  };
  const query = filtersToSearchParams(filters).toString();
  expect(query).toBe('genres=28%2C12&sort=vote_average.desc&from=1990&to=1999&rmin=7&rmax=9.5');
  expect(read(query)).toEqual(filters);
});

test('the search term travels as q', () => {
  expect(filtersToSearchParams({ ...NO_FILTERS, query: 'alien' }).toString()).toBe('q=alien');
  expect(read('q=%20alien%20').query).toBe('alien');
});

test('no filters is a bare URL, and a bare URL is no filters', () => {
  expect(filtersToSearchParams(NO_FILTERS).toString()).toBe('');
  expect(read('')).toEqual(NO_FILTERS);
});

test('values out of range or unknown are left out', () => {
  expect(read('genres=28,x,28,-3&sort=random&from=1899&to=2027&rmin=-1&rmax=10.5')).toEqual({
    ...NO_FILTERS,
    genres: [28],
  });
  expect(read('from=1900&to=2026&rmin=0&rmax=10')).toMatchObject({
    fromYear: 1900,
    toYear: 2026,
    minRating: 0,
    maxRating: 10,
  });
  expect(read('from=1990.5').fromYear).toBeUndefined();
});

test('genre order does not make filters different', () => {
  expect(sameFilters(read('genres=28,12'), read('genres=12,28'))).toBe(true);
  expect(sameFilters(read('genres=28'), read('genres=28&rmin=5'))).toBe(false);
});

test('discover gets everything but the search term', () => {
  expect(toDiscoverFilters(read('q=alien&genres=27&from=1979'))).toEqual({
    genres: [27],
    sort: 'popularity.desc',
    fromYear: 1979,
    toYear: undefined,
    minRating: undefined,
    maxRating: undefined,
  });
});

test("the unfiltered page's first request is the one the server preloads for /genres", () => {
  // api/src/frontends/pagePlans.ts hints discoverPath({ sort: DEFAULT_DISCOVER_SORT }, 1).
  expect(discoverPath(toDiscoverFilters(NO_FILTERS), 1)).toBe(
    discoverPath({ sort: DEFAULT_DISCOVER_SORT }, 1),
  );
});
