import { type MoviePage } from '@marquee/contracts';
import { UNSEEN_PAGES_READ, UNSEEN_PAGE_SIZE, unseenPage } from '../src/hideSeen/unseenPage';

/** A list of `count` films, ids 1 to count, in pages of 20 as TMDB pages them. */
function listOf(count: number) {
  const reads: number[] = [];
  const read = async (page: number): Promise<MoviePage> => {
    reads.push(page);
    const ids = Array.from({ length: count }, (_, index) => index + 1).slice((page - 1) * 20, page * 20);
    return {
      page,
      results: ids.map((id) => ({ id, title: `Film ${id}` }) as MoviePage['results'][number]),
      total_pages: Math.ceil(count / 20),
      total_results: count,
    };
  };
  return { read, reads };
}
const hiding = (ids: (id: number) => boolean) => async (movieIds: number[]) => new Set(movieIds.filter(ids));

test('a page ending with its underlying page points at the next one', async () => {
  const { read } = listOf(45);
  const page = await unseenPage(
    read,
    hiding(() => false),
    { page: 1, skip: 0 },
  );
  expect(page.results).toHaveLength(UNSEEN_PAGE_SIZE);
  expect(page.next).toEqual({ page: 2, skip: 0 });
});

test('the last films of a list end it with a short page and no next', async () => {
  const { read } = listOf(45);
  const page = await unseenPage(
    read,
    hiding(() => false),
    { page: 3, skip: 0 },
  );
  expect(page.results.map((film) => film.id)).toEqual([41, 42, 43, 44, 45]);
  expect(page.next).toBeNull();
});

test('at most UNSEEN_PAGES_READ pages are read for one answer; the list then goes on from there', async () => {
  const { read, reads } = listOf(400);
  const page = await unseenPage(
    read,
    hiding((id) => id <= 150),
    { page: 1, skip: 0 },
  );
  expect(reads).toEqual([1, 2, 3, 4, 5].slice(0, UNSEEN_PAGES_READ));
  expect(page.results).toEqual([]);
  expect(page.next).toEqual({ page: UNSEEN_PAGES_READ + 1, skip: 0 });
  const after = await unseenPage(
    read,
    hiding((id) => id <= 150),
    page.next!,
  );
  expect(after.results.map((film) => film.id)).toEqual(Array.from({ length: 20 }, (_, index) => 151 + index));
});

test('a film repeated within one answer is taken once', async () => {
  const read = async (page: number): Promise<MoviePage> => ({
    page,
    results: [1, 2, 2, 3].map((id) => ({ id }) as MoviePage['results'][number]),
    total_pages: 1,
    total_results: 4,
  });
  const page = await unseenPage(
    read,
    hiding(() => false),
    { page: 1, skip: 0 },
  );
  expect(page.results.map((film) => film.id)).toEqual([1, 2, 3]);
});
