import {
  MAX_PAGE,
  type MoviePage,
  type MovieSummary,
  type UnseenCursor,
  type UnseenPage,
} from '@marquee/contracts';

/** A page of an unseen list holds as many films as a page of TMDB's lists. */
export const UNSEEN_PAGE_SIZE = 20;
/**
 * At most this many pages of the underlying list are read for one answer, so a user who has hidden most of
 * a list still gets a quick answer; a page short of films then still has a `next` (docs/product.md §9).
 */
export const UNSEEN_PAGES_READ = 5;

/**
 * One page of a list with the hidden films left out and replaced by the films after them (docs/product.md
 * §2 Hide what you have seen): from `cursor` on, the list's films in its order, skipping hidden ones and
 * ones already taken, until the page is full or the list ends. Cursors cut the list into consecutive
 * runs, so consecutive pages neither overlap nor leave a film out.
 */
export async function unseenPage(
  readPage: (page: number) => Promise<MoviePage>,
  hiddenAmong: (movieIds: number[]) => Promise<Set<number>>,
  cursor: UnseenCursor,
): Promise<UnseenPage> {
  const results: MovieSummary[] = [];
  const taken = new Set<number>();
  let { page, skip } = cursor;
  let totals = { total_pages: 0, total_results: 0 };
  for (let reads = 0; reads < UNSEEN_PAGES_READ; reads += 1) {
    const source = await readPage(page);
    totals = { total_pages: source.total_pages, total_results: source.total_results };
    const films = source.results;
    const hidden = await hiddenAmong(films.slice(skip).map((film) => film.id));
    let index = skip;
    for (; index < films.length && results.length < UNSEEN_PAGE_SIZE; index += 1) {
      const film = films[index]!;
      if (hidden.has(film.id) || taken.has(film.id)) continue;
      results.push(film);
      taken.add(film.id);
    }
    const lastPage = films.length === 0 || page >= Math.min(source.total_pages, MAX_PAGE);
    if (index < films.length) return answer({ page, skip: index });
    if (lastPage) return answer(null);
    page += 1;
    skip = 0;
    if (results.length === UNSEEN_PAGE_SIZE) return answer({ page, skip });
  }
  return answer({ page, skip });

  function answer(next: UnseenCursor | null): UnseenPage {
    return { page: cursor.page, results, ...totals, next };
  }
}
