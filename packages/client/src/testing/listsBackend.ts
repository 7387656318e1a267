import type { AddListEntryBody, CreateListBody, List } from '@marquee/contracts';
import { type LocalApiReply, type LocalApiRequest } from '@marquee/testing/localApi';

const userListsPath = /^\/api\/users\/([^/]+)\/lists(?:\?containing=(\d+))?$/;
const entriesPath = /^\/api\/lists\/([^/]+)\/entries(?:\/(\d+))?$/;

let listNumber = 0;

/** A list as the API answers it: empty, private and unranked, owned by `ownerId`, unless told otherwise. */
export function savedList(ownerId: string, overrides: Partial<List> = {}): List {
  return {
    id: `0a11c1d6-0000-4000-8000-${String(++listNumber).padStart(12, '0')}`,
    ownerId,
    owner: { name: 'Ada', handle: null },
    name: 'Favourites',
    description: '',
    visibility: 'private',
    ranked: false,
    entryCount: 0,
    posters: [],
    hiddenAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * The routes of the "Add to list" menu kept in memory (a user's lists with `containing`, making a list,
 * adding and removing a film), answering the contract's shapes: `lists` are the saved lists (the most
 * recently changed first, as the API orders them) and `films` the film ids on each. `failNext` makes the
 * next of these calls fail the way the server can.
 */
export function listsBackend() {
  const lists: List[] = [];
  const films = new Map<string, string[]>();
  let nextFailure: LocalApiReply | null = null;

  const filmsOf = (listId: string) => films.get(listId) ?? [];
  const withCount = (list: List): List => ({ ...list, entryCount: filmsOf(list.id).length });
  function touched(listId: string) {
    const at = lists.findIndex((list) => list.id === listId);
    const [list] = lists.splice(at, 1);
    if (list) lists.unshift({ ...list, updatedAt: new Date().toISOString() });
  }

  function routed({ method, path, body }: LocalApiRequest): LocalApiReply | null {
    const owner = userListsPath.exec(path);
    if (owner) {
      const ownerId = decodeURIComponent(owner[1] ?? '');
      if (method === 'POST') {
        const { name, visibility = 'private', ranked = false } = body as CreateListBody;
        const list = savedList(ownerId, { name: name.trim(), visibility, ranked });
        lists.unshift(list);
        return { status: 201, body: { list } };
      }
      const containing = owner[2];
      const answer = lists
        .filter((list) => list.ownerId === ownerId)
        .map((list) => ({
          ...withCount(list),
          ...(containing && { contains: filmsOf(list.id).includes(containing) }),
        }));
      return { status: 200, body: { lists: answer } };
    }
    const entries = entriesPath.exec(path);
    if (!entries) return null;
    const listId = decodeURIComponent(entries[1] ?? '');
    if (!lists.some((list) => list.id === listId))
      return { status: 404, body: { message: 'List not found' } };
    if (method === 'POST') {
      const { movieId, note = '' } = body as AddListEntryBody;
      if (filmsOf(listId).includes(movieId)) {
        return { status: 409, body: { message: 'This film is already on the list' } };
      }
      films.set(listId, [...filmsOf(listId), movieId]);
      touched(listId);
      const entry = {
        movieId,
        title: `Film ${movieId}`,
        poster: null,
        year: '',
        voteAverage: 0,
        rank: filmsOf(listId).length,
        note,
        addedAt: new Date().toISOString(),
      };
      return { status: 201, body: { entry } };
    }
    if (method === 'DELETE') {
      films.set(
        listId,
        filmsOf(listId).filter((movieId) => movieId !== entries[2]),
      );
      touched(listId);
      return { status: 204 };
    }
    return null;
  }

  return {
    lists,
    films,
    handle(request: LocalApiRequest): LocalApiReply | null {
      const failure = nextFailure;
      if (failure && (userListsPath.test(request.path) || entriesPath.test(request.path))) {
        nextFailure = null;
        return failure;
      }
      return routed(request);
    },
    failNext(reply: LocalApiReply) {
      nextFailure = reply;
    },
    reset() {
      lists.length = 0;
      films.clear();
      nextFailure = null;
    },
  };
}
