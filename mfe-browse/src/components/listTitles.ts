import { type MovieListName } from '@marquee/client';

/** Each list's name as the product shows it (Home rows and /category/{category} headings). */
export const listTitles: Record<MovieListName, string> = {
  trending: 'Trending This Week',
  popular: 'Popular Movies',
  topRated: 'Top Rated',
  upcoming: 'Coming Soon',
};
