import type {
  AddListEntryBody,
  CreateListBody,
  List,
  ListEntry,
  UpdateListBody,
  UpdateListEntryBody,
  WatchlistItem,
} from '@marquee/contracts';
import { ada } from '@marquee/testing/fixtures';
import { type LocalApiReply, type LocalApiRequest } from '@marquee/testing/localApi';

let listNumber = 0;

/** Another member, owner of the lists Ada only reads. */
export const grace = { id: '7c1d2e3f-0000-4000-8000-000000000002', name: 'Grace', handle: 'grace' };

/** A list as the API answers it: Ada's, private and unranked, without films, unless told otherwise. */
export function savedList(overrides: Partial<List> = {}): List {
  return {
    id: `5a0b1c2d-0000-4000-8000-${String(++listNumber).padStart(12, '0')}`,
    ownerId: ada.id,
    owner: { name: ada.name, handle: null },
    name: 'Favourites',
    description: '',
    visibility: 'private',
    ranked: false,
    entryCount: 0,
    posters: [],
    hiddenAt: null,
    createdAt: '2026-03-01T20:00:00.000Z',
    updatedAt: '2026-03-02T20:00:00.000Z',
    ...overrides,
  };
}

/** A film on a list, as the API answers it (its rank is set by the backend from its place). */
export function listEntry(movieId: string, title: string, overrides: Partial<ListEntry> = {}): ListEntry {
  return {
    movieId,
    title,
    poster: null,
    year: '1979',
    voteAverage: 8,
    rank: 1,
    note: '',
    addedAt: '2026-03-01T20:00:00.000Z',
    ...overrides,
  };
}

const sorters: Record<string, (a: ListEntry, b: ListEntry) => number> = {
  added: (a, b) => b.addedAt.localeCompare(a.addedAt),
  rating: (a, b) => b.voteAverage - a.voteAverage,
  year: (a, b) => b.year.localeCompare(a.year),
  title: (a, b) => a.title.localeCompare(b.title),
};

const emptyState = () => ({
  /** The most recently changed first, as the API orders them. */
  lists: [] as List[],
  /** Each list's films in its own order. */
  entries: {} as Record<string, ListEntry[]>,
  watchlist: [] as WatchlistItem[],
  /** Ada's handle (her profile's address), or null before she picks one. */
  handle: null as string | null,
  pageSize: 50,
  /** The answer to the next write instead of doing it, as the server can fail. */
  failNext: null as LocalApiReply | null,
});

/**
 * The lists routes of the API in memory, for component tests: a user's lists (with `containing`, whether
 * each holds that film), one list (private ones read by their owner only, else 404 as the API does), its
 * films page by page in any sort, and the owner's writes (make, change, delete; add, note, move, remove a
 * film, which mark the list as changed), with Ada's watchlist and profile handle (none unless set). The
 * caller is Ada when the request carries a session.
 */
export function listsBackend() {
  const state = emptyState();

  const notFound = { status: 404, body: { message: 'List not found' } };
  const ranked = (listId: string) =>
    (state.entries[listId] ?? []).map((entry, index) => ({ ...entry, rank: index + 1 }));

  function write(reply: () => LocalApiReply): LocalApiReply {
    if (!state.failNext) return reply();
    const failure = state.failNext;
    state.failNext = null;
    return failure;
  }

  /** A film added, noted, moved or removed: the list counts its films again and comes first. */
  function touched(listId: string) {
    const at = state.lists.findIndex((candidate) => candidate.id === listId);
    const [changed] = state.lists.splice(at, 1);
    const entryCount = state.entries[listId]?.length ?? 0;
    state.lists.unshift({ ...changed!, entryCount, updatedAt: new Date().toISOString() });
  }

  function moveEntry(listId: string, movieId: string, move: NonNullable<UpdateListEntryBody['move']>) {
    const films = state.entries[listId]!;
    const moving = films.find((entry) => entry.movieId === movieId)!;
    const others = films.filter((entry) => entry !== moving);
    const at = (id: string) => others.findIndex((entry) => entry.movieId === id);
    const to =
      move.before !== undefined
        ? at(move.before)
        : move.after !== undefined
          ? at(move.after) + 1
          : move.toIndex!;
    state.entries[listId] = others.toSpliced(to, 0, moving);
  }

  function entryWrite(method: string, listId: string, movieId: string | undefined, body: unknown) {
    const films = state.entries[listId] ?? [];
    if (method === 'POST') {
      const { movieId: added, note = '' } = body as AddListEntryBody;
      if (films.some((entry) => entry.movieId === added)) {
        return { status: 409, body: { message: 'This film is already on the list' } };
      }
      state.entries[listId] = [
        ...films,
        listEntry(added, `Film ${added}`, { note, addedAt: new Date().toISOString() }),
      ];
      touched(listId);
      const entry = ranked(listId).at(-1);
      return { status: 201, body: { entry } };
    }
    const at = films.findIndex((entry) => entry.movieId === movieId);
    if (at < 0) return { status: 404, body: { message: 'Film not on this list' } };
    if (method === 'DELETE') {
      state.entries[listId] = films.toSpliced(at, 1);
      touched(listId);
      return { status: 204 };
    }
    const { note, move } = body as UpdateListEntryBody;
    if (note !== undefined) films[at] = { ...films[at]!, note };
    if (move) moveEntry(listId, movieId!, move);
    touched(listId);
    const entry = ranked(listId).find((candidate) => candidate.movieId === movieId);
    return { status: 200, body: { entry } };
  }

  function handle({ method, path, body, headers }: LocalApiRequest): LocalApiReply | null {
    const url = new URL(path, 'http://api');
    const viewer = headers.authorization ? ada.id : null;
    const readable = (found: List | undefined) =>
      found && (found.visibility !== 'private' || found.ownerId === viewer) ? found : undefined;

    if (url.pathname === `/api/users/${ada.id}/profile-settings`) {
      const settings = { handle: state.handle, profileVisibility: 'public', diaryVisibility: 'private' };
      return { status: 200, body: { ...settings, favourites: [], hiddenAt: null } };
    }
    if (url.pathname === `/api/users/${ada.id}/watchlist`)
      return { status: 200, body: { watchlist: state.watchlist } };

    const userLists = /^\/api\/users\/([^/]+)\/lists$/.exec(url.pathname);
    if (userLists && method === 'GET') {
      const ownerId = userLists[1];
      const containing = url.searchParams.get('containing');
      const shown = state.lists
        .filter(
          (candidate) =>
            candidate.ownerId === ownerId && (ownerId === viewer || candidate.visibility === 'public'),
        )
        .map((shownList) => ({
          ...shownList,
          ...(containing && {
            contains: (state.entries[shownList.id] ?? []).some((entry) => entry.movieId === containing),
          }),
        }));
      return { status: 200, body: { lists: shown } };
    }
    if (userLists && method === 'POST') {
      return write(() => {
        const { name, ...settings } = body as CreateListBody;
        const made = savedList({
          ...settings,
          name: name.trim(),
          owner: { name: ada.name, handle: state.handle },
        });
        state.lists.unshift(made);
        state.entries[made.id] = [];
        return { status: 201, body: { list: made } };
      });
    }

    const one = /^\/api\/lists\/([^/]+)(\/entries)?(?:\/([^/]+))?$/.exec(url.pathname);
    if (!one) return null;
    const [, listId, entriesPart, movieId] = one;
    const found = readable(state.lists.find((candidate) => candidate.id === listId));
    if (!found) return notFound;
    const index = state.lists.indexOf(found);

    if (!entriesPart) {
      if (method === 'GET') return { status: 200, body: { list: found } };
      return write(() => {
        if (method === 'DELETE') {
          state.lists.splice(index, 1);
          return { status: 204 };
        }
        const changed = { ...found, ...(body as UpdateListBody) };
        state.lists[index] = changed;
        return { status: 200, body: { list: changed } };
      });
    }

    if (!movieId && method === 'GET') {
      const sort = url.searchParams.get('sort') ?? 'rank';
      const sorter = sorters[sort];
      const films = sorter ? ranked(listId!).sort(sorter) : ranked(listId!);
      const from = Number(url.searchParams.get('cursor') ?? 0);
      const to = from + state.pageSize;
      return {
        status: 200,
        body: {
          entries: films.slice(from, to),
          nextCursor: to < films.length ? String(to) : null,
          total: films.length,
        },
      };
    }

    return write(() => entryWrite(method, listId!, movieId, body));
  }

  return {
    state,
    handle,
    /** The ids of the films on a list, in its order. */
    filmsOn: (listId: string) => (state.entries[listId] ?? []).map((entry) => entry.movieId),
    reset() {
      Object.assign(state, emptyState());
    },
  };
}
