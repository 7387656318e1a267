import { type FetchPage, type Page } from '@marquee/client';

/**
 * One list made of several: page n is page n of every source that still has one, in source order.
 * Sources repeat each other's films; the paging hook keeps each id once.
 */
export function mergedPages<Item>(sources: FetchPage<Item>[]): FetchPage<Item> {
  // What each source said its last page is; unknown until its first page arrives.
  const lastPages: (number | null)[] = sources.map(() => null);

  return async (page, signal) => {
    const active = sources
      .map((fetchPage, index) => ({ fetchPage, index }))
      .filter(({ index }) => lastPages[index] === null || page <= lastPages[index]!);
    const pages: Page<Item>[] = await Promise.all(
      active.map(async ({ fetchPage, index }) => {
        const result = await fetchPage(page, signal);
        lastPages[index] = result.total_pages;
        return result;
      }),
    );
    return {
      results: pages.flatMap((result) => result.results),
      total_pages: Math.max(0, ...pages.map((result) => result.total_pages)),
      total_results: pages.reduce((sum, result) => sum + result.total_results, 0),
    };
  };
}
