import { pageNames, pages, type PageDefinition, type PageName } from '@marquee/contracts/pages';
import { matchPath } from '@marquee/router';

/** What a first visit to a page needs before it can paint: a remote's exposed page and the API call it starts with. */
export interface PagePlan {
  /** The page table's entry. */
  page: PageName;
  /** The path's parameters, decoded (`{ id: '550' }` for /movie/550). */
  params: Record<string, string | undefined>;
  /** The remote's container name (mfe_browse). */
  remote: string;
  /** The exposed module's key in the remote's mf-manifest.json (./HomePage). */
  expose: string;
  /** The page's first API call, exactly as @marquee/client requests it. */
  data?: string;
  /** The server renders the page's first screen (the page table's `serverRendered`). */
  serverRendered: boolean;
}

/**
 * The plan of the page at `pathname` with `search` ('' or '?…'): the page table's entry whose path the
 * router's own matcher accepts, so the server and the shell never disagree about which page a URL is
 * (docs/architecture.md, "Adding a page"). Undefined for a URL no page has.
 */
export function pagePlan(pathname: string, search: string): PagePlan | undefined {
  for (const name of pageNames) {
    const page: PageDefinition = pages[name];
    const match = matchPath(page.path, pathname);
    if (!match) continue;
    const request = page.firstRequest?.(match.params, new URLSearchParams(search));
    return {
      page: name,
      params: Object.fromEntries(
        Object.entries(match.params).map(([name, value]) => [name, value && decoded(value)]),
      ),
      remote: page.remote,
      expose: `./${page.module}`,
      data: request && `/api${request}`,
      serverRendered: page.serverRendered === true,
    };
  }
  return undefined;
}

/** A path segment as the browser's router gives it to the page (decoded); as it stands when malformed. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
