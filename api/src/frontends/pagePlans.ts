import { DEFAULT_DISCOVER_SORT, discoverPath } from '@marquee/contracts/discover';
import { movieDetailsPath } from '@marquee/contracts/movieDetails';
import { movieListPath } from '@marquee/contracts/movieLists';

/** What a first visit to a page needs before it can paint: a remote's exposed page and the API call it starts with. */
export interface PagePlan {
  /** The remote's container name (mfe_browse). */
  remote: string;
  /** The exposed module's key in the remote's webpack config (./HomePage). */
  expose: string;
  /** The page's first API call, exactly as @marquee/client's moviesApi requests it. */
  data?: string;
}

/**
 * The shell's routes (shell/src/routes.tsx) that first visits land on. A route missing here, or an
 * outdated entry, only costs its hints: the shell still loads everything the usual way.
 */
const plans: { pattern: RegExp; plan: (match: RegExpMatchArray, search: string) => PagePlan }[] = [
  {
    pattern: /^\/$/,
    plan: () => ({
      remote: 'mfe_browse',
      expose: './HomePage',
      data: `/api${movieListPath('trending', 1)}`,
    }),
  },
  { pattern: /^\/category\/[^/]+$/, plan: () => ({ remote: 'mfe_browse', expose: './CategoryPage' }) },
  { pattern: /^\/top-rated$/, plan: () => ({ remote: 'mfe_browse', expose: './TopRatedPage' }) },
  {
    pattern: /^\/genres$/,
    // Unfiltered, the page starts with the first page of discover in its default order; filters in the
    // URL are read by the page itself, so a filtered view gets no data hint.
    plan: (_match, search) => ({
      remote: 'mfe_browse',
      expose: './GenresPage',
      data: search === '' ? `/api${discoverPath({ sort: DEFAULT_DISCOVER_SORT }, 1)}` : undefined,
    }),
  },
  { pattern: /^\/search$/, plan: () => ({ remote: 'mfe_browse', expose: './SearchPage' }) },
  {
    pattern: /^\/movie\/(\d+)$/,
    plan: ([, id = '']) => ({
      remote: 'mfe_movie',
      expose: './MovieDetailPage',
      data: `/api${movieDetailsPath(id)}`,
    }),
  },
  {
    pattern: /^\/movie\/\d+\/(cast|photos|videos|reviews)$/,
    plan: ([, part = '']) => ({
      remote: 'mfe_movie',
      expose: `./${part.charAt(0).toUpperCase()}${part.slice(1)}Page`,
    }),
  },
];

/** The plan of the page at `pathname` with `search` ('' or '?…'), if it is one of the routes above. */
export function pagePlan(pathname: string, search: string): PagePlan | undefined {
  for (const { pattern, plan } of plans) {
    const match = pathname.match(pattern);
    if (match) return plan(match, search);
  }
  return undefined;
}
