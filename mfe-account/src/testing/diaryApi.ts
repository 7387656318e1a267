import type {
  CreateDiaryEntryBody,
  DiaryEntry,
  DiaryStats,
  Review,
  UpdateDiaryEntryBody,
  UserProfile,
} from '@marquee/contracts';
import { ada } from '@marquee/testing/fixtures';
import { type LocalApiReply, type LocalApiRequest } from '@marquee/testing/localApi';

let entryNumber = 0;

/** A viewing as the API answers it: Alien, watched on 2026-03-09 and rated 4 stars, unless told otherwise. */
export function diaryEntry(overrides: Partial<DiaryEntry> = {}): DiaryEntry {
  const rating10 = overrides.stars === undefined ? 8 : overrides.stars === null ? null : overrides.stars * 2;
  return {
    id: `6f1c1d6e-0000-4000-8000-${String(++entryNumber).padStart(12, '0')}`,
    movieId: '348',
    title: 'Alien',
    poster: null,
    year: '1979',
    runtime: 117,
    genres: ['Horror', 'Science Fiction'],
    watchedOn: '2026-03-09',
    rating10,
    stars: rating10 === null ? null : Math.round(rating10 / 2),
    rewatch: false,
    tags: [],
    reviewId: null,
    source: 'marquee',
    createdAt: '2026-03-09T20:00:00.000Z',
    updatedAt: '2026-03-09T20:00:00.000Z',
    ...overrides,
  };
}

const films: Record<string, Pick<DiaryEntry, 'title' | 'year' | 'runtime' | 'genres'>> = {
  '348': { title: 'Alien', year: '1979', runtime: 117, genres: ['Horror'] },
  '550': { title: 'Fight Club', year: '1999', runtime: 139, genres: ['Drama'] },
};

function statsOf(entries: DiaryEntry[]): DiaryStats {
  const count = <Key extends string | number>(keys: Key[]) => {
    const counts = new Map<Key, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return [...counts];
  };
  const rated = entries.filter((entry) => entry.rating10 !== null);
  return {
    total: entries.length,
    hoursWatched: Math.round(entries.reduce((sum, entry) => sum + (entry.runtime ?? 0), 0) / 6) / 10,
    averageRating: rated.length
      ? Math.round((rated.reduce((sum, entry) => sum + entry.rating10!, 0) / rated.length / 2) * 10) / 10
      : null,
    perYear: count(entries.map((entry) => Number(entry.watchedOn.slice(0, 4))))
      .map(([year, total]) => ({ year, count: total }))
      .sort((a, b) => a.year - b.year),
    perMonth: count(entries.map((entry) => entry.watchedOn.slice(0, 7))).map(([month, total]) => ({
      month,
      count: total,
    })),
    topGenres: count(entries.flatMap((entry) => entry.genres)).map(([genre, total]) => ({
      genre,
      count: total,
    })),
    ratingDistribution: [1, 2, 3, 4, 5].map((stars) => ({
      stars,
      count: rated.filter((entry) => entry.stars === stars).length,
    })),
    tags: count(entries.flatMap((entry) => entry.tags)).map(([tag, total]) => ({ tag, count: total })),
  };
}

/**
 * Ada's diary routes of the API in memory (list with filters and cursor, stats, log, edit, delete), her
 * profile with its diary visibility, her reviews, her watchlist and a film's watches, for component tests.
 * `failNext` makes the next diary write fail as the server can; `pageSize` sets the page length.
 */
export function diaryBackend() {
  const state = {
    entries: [] as DiaryEntry[],
    reviews: [] as Review[],
    onWatchlist: new Set<string>(),
    profile: {
      ...ada,
      stats: { watchlistItems: 0, reviewsWritten: 0 },
      diaryVisibility: 'private',
    } as UserProfile,
    pageSize: 50,
    failNext: null as LocalApiReply | null,
  };

  const sorted = () =>
    [...state.entries].sort(
      (a, b) => b.watchedOn.localeCompare(a.watchedOn) || b.createdAt.localeCompare(a.createdAt),
    );

  function write(reply: () => LocalApiReply): LocalApiReply {
    if (!state.failNext) return reply();
    const failure = state.failNext;
    state.failNext = null;
    return failure;
  }

  function handle({ method, path, body }: LocalApiRequest): LocalApiReply | null {
    const url = new URL(path, 'http://api');
    const search = url.searchParams;
    const user = `/api/users/${ada.id}`;
    if (url.pathname === user) {
      if (method === 'PATCH') state.profile = { ...state.profile, ...(body as object) };
      return { status: 200, body: state.profile };
    }
    if (url.pathname === `/api/reviews/user/${ada.id}`)
      return { status: 200, body: { reviews: state.reviews } };
    if (url.pathname.startsWith(`${user}/watchlist`)) {
      if (method === 'DELETE') state.onWatchlist.delete(url.pathname.split('/').pop()!);
      return { status: 200, body: { watchlist: [] } };
    }
    const watches = /^\/api\/movies\/(\d+)\/watches$/.exec(url.pathname);
    if (watches) {
      const mine = state.entries.filter((entry) => entry.movieId === watches[1]);
      const last =
        mine
          .map((entry) => entry.watchedOn)
          .sort()
          .pop() ?? null;
      return {
        status: 200,
        body: { watchCount: mine.length, mine: { count: mine.length, lastWatchedOn: last } },
      };
    }
    if (url.pathname === `${user}/diary/stats`) {
      const year = search.get('year');
      return {
        status: 200,
        body: statsOf(state.entries.filter((entry) => !year || entry.watchedOn.startsWith(year))),
      };
    }
    if (url.pathname === `${user}/diary` && method === 'GET') {
      const year = search.get('year');
      const stars = search.get('rating');
      const tag = search.get('tag');
      const matching = sorted().filter(
        (entry) =>
          (!year || entry.watchedOn.startsWith(year)) &&
          (!stars || entry.stars === Number(stars)) &&
          (!tag || entry.tags.includes(tag)),
      );
      const from = Number(search.get('cursor') ?? 0);
      const to = from + state.pageSize;
      return {
        status: 200,
        body: {
          entries: matching.slice(from, to),
          nextCursor: to < matching.length ? String(to) : null,
          total: matching.length,
        },
      };
    }
    if (url.pathname === `${user}/diary` && method === 'POST') {
      return write(() => {
        const log = body as CreateDiaryEntryBody;
        const rating10 = log.rating ? log.rating * 2 : null;
        const entry = diaryEntry({
          ...films[log.movieId],
          movieId: log.movieId,
          watchedOn: log.watchedOn,
          stars: log.rating ?? null,
          rating10,
          rewatch: log.rewatch ?? false,
          tags: log.tags ?? [],
          reviewId: log.reviewId ?? null,
        });
        state.entries.push(entry);
        return { status: 201, body: { entry, onWatchlist: state.onWatchlist.has(log.movieId) } };
      });
    }
    const one = new RegExp(`^${user}/diary/([^/]+)$`).exec(url.pathname);
    if (one) {
      return write(() => {
        const index = state.entries.findIndex((entry) => entry.id === one[1]);
        if (index < 0) return { status: 404, body: { message: 'Diary entry not found' } };
        if (method === 'DELETE') {
          state.entries.splice(index, 1);
          return { status: 204 };
        }
        const changes = body as UpdateDiaryEntryBody;
        const { rating, ...rest } = changes;
        const entry = {
          ...state.entries[index]!,
          ...rest,
          ...(rating !== undefined && { stars: rating, rating10: rating === null ? null : rating * 2 }),
        };
        state.entries[index] = entry;
        return { status: 200, body: { entry } };
      });
    }
    return null;
  }

  return { state, handle };
}
