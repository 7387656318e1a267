import { pageNames, pages, type PageDefinition } from '@marquee/contracts/pages';
import { matchPath } from '@marquee/router';

/** What a first visit to a page needs before it can paint: a remote's exposed page and the API call it starts with. */
export interface PagePlan {
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
      remote: page.remote,
      expose: `./${page.module}`,
      data: request && `/api${request}`,
      serverRendered: page.serverRendered === true,
    };
  }
  return undefined;
}
