import { type MAX_PAGE } from '@marquee/contracts';

// The contract's value, checked by the compiler: front ends import only types from @marquee/contracts,
// whose schemas would bring typebox into every bundle.
const LAST_PAGE: typeof MAX_PAGE = 500;

/** One page of a TMDB-style list. */
export interface Page<Item> {
  results: Item[];
  total_pages: number;
  total_results: number;
}

export type FetchPage<Item> = (page: number, signal: AbortSignal) => Promise<Page<Item>>;

export interface PagedListState<Item> {
  /** Every item loaded so far, each id once, in the order the pages gave them. */
  items: Item[];
  /** The last page loaded (0 before the first). */
  page: number;
  /** Known once the first page has arrived. */
  totalPages: number | null;
  totalResults: number | null;
  loading: boolean;
  /** Why the last page failed; cleared by retry(). */
  error: Error | null;
  /** No page is left to load. */
  done: boolean;
}

const initialState = {
  items: [],
  page: 0,
  totalPages: null,
  totalResults: null,
  loading: false,
  error: null,
  done: false,
};

/**
 * The paging of one list outside React: loads pages one after the other, never two at once and never one
 * twice, drops items whose id an earlier page already gave, and stops after the last page (TMDB's
 * total_pages, at most MAX_PAGE). A failed page waits for retry().
 */
export class PagedListLoader<Item extends { id: number }> {
  private state: PagedListState<Item> = initialState;
  private readonly listeners = new Set<() => void>();
  private readonly seenIds = new Set<number>();
  private inFlight: AbortController | null = null;

  constructor(private readonly fetchPage: FetchPage<Item>) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = () => this.state;

  /** Loads the next page unless one is loading, the last one failed, or there is none left. */
  readonly loadMore = () => {
    const { page, loading, error, done } = this.state;
    if (loading || error || done) return;
    const next = page + 1;
    const controller = new AbortController();
    this.inFlight = controller;
    this.update({ loading: true });

    this.fetchPage(next, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        this.inFlight = null;
        const fresh = result.results.filter((item) => {
          if (this.seenIds.has(item.id)) return false;
          this.seenIds.add(item.id);
          return true;
        });
        const totalPages = Math.min(result.total_pages, LAST_PAGE);
        this.update({
          items: fresh.length > 0 ? [...this.state.items, ...fresh] : this.state.items,
          page: next,
          totalPages,
          totalResults: result.total_results,
          loading: false,
          done: next >= totalPages || result.results.length === 0,
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        this.inFlight = null;
        this.update({ loading: false, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
  };

  /** Tries the failed page again. */
  readonly retry = () => {
    if (!this.state.error) return;
    this.update({ error: null });
    this.loadMore();
  };

  /** Abandons the page in flight (the component went away); loadMore() may start it again later. */
  stop() {
    if (!this.inFlight) return;
    this.inFlight.abort();
    this.inFlight = null;
    this.update({ loading: false });
  }

  private update(change: Partial<PagedListState<Item>>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}
