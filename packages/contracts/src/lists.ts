import { Type, type Static } from 'typebox';
import { Pagination } from './admin';
import {
  Count,
  cursorPageQueryFields,
  filmCopyFields,
  memberLinkFields,
  nextCursorField,
  Nullable,
} from './schemaParts';
import { MovieId } from './watchlist';

import { LIST_LIMITS } from './listLimits';

export { LIST_LIMITS };

/**
 * Who may read a list: its owner only; anyone with its link (never listed on the profile); anyone, and it
 * is listed. Writing is always the owner's alone.
 */
export const ListVisibility = Type.Union([
  Type.Literal('private'),
  Type.Literal('unlisted'),
  Type.Literal('public'),
]);
export type ListVisibility = Static<typeof ListVisibility>;

const ListId = Type.String({ format: 'uuid' });

/** Who keeps a list, as its reader may see them. */
export const ListOwner = Type.Object(memberLinkFields);
export type ListOwner = Static<typeof ListOwner>;

/** A list, without its films (they come a page at a time). */
export const List = Type.Object({
  id: ListId,
  ownerId: Type.String({ format: 'uuid' }),
  owner: ListOwner,
  name: Type.String(),
  description: Type.String(),
  visibility: ListVisibility,
  /** Whether the list shows its films numbered (a ranking); either way the owner orders them. */
  ranked: Type.Boolean(),
  entryCount: Count,
  /** The poster paths of its first films in the list's order (at most 4), for its card. */
  posters: Type.Array(Type.String()),
  /** When an admin hid it for breaking the rules; only its owner and admins ever see a hidden list. */
  hiddenAt: Nullable(Type.String({ format: 'date-time' })),
  /** Whether the film of the `containing` query is on this list; present only when it was asked. */
  contains: Type.Optional(Type.Boolean()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type List = Static<typeof List>;

/** A film on a list, with what the list shows of it copied when it was added. */
export const ListEntry = Type.Object({
  ...filmCopyFields,
  /** The film's average rating (0..10) when it was added. */
  voteAverage: Type.Number({ minimum: 0, maximum: 10 }),
  /** Its place in the list's own order, from 1, whatever the sort of the page. */
  rank: Type.Integer({ minimum: 1 }),
  note: Type.String(),
  addedAt: Type.String({ format: 'date-time' }),
});
export type ListEntry = Static<typeof ListEntry>;

/** 1..100 characters once trimmed. */
const ListName = Type.String({ minLength: 1, maxLength: 200 });

/** What a list's owner sets besides its name. */
const listSettings = {
  description: Type.String({ maxLength: LIST_LIMITS.descriptionMax }),
  visibility: ListVisibility,
  ranked: Type.Boolean(),
};

/** POST /api/users/:id/lists: a new list, private and unranked unless said. */
export const CreateListBody = Type.Object({
  name: ListName,
  ...Type.Partial(Type.Object(listSettings)).properties,
});
export type CreateListBody = Static<typeof CreateListBody>;

/** PATCH /api/lists/:listId: the fields to change. */
export const UpdateListBody = Type.Partial(Type.Object({ name: ListName, ...listSettings }), {
  minProperties: 1,
});
export type UpdateListBody = Static<typeof UpdateListBody>;

export const ListIdParams = Type.Object({ listId: ListId });
export type ListIdParams = Static<typeof ListIdParams>;

export const ListEntryParams = Type.Object({ listId: ListId, movieId: MovieId });
export type ListEntryParams = Static<typeof ListEntryParams>;

/** GET /api/users/:id/lists: `containing` adds to each list whether that film is on it (the "Add to list" menu). */
export const UserListsQuery = Type.Object({ containing: Type.Optional(MovieId) });
export type UserListsQuery = Static<typeof UserListsQuery>;

export const UserLists = Type.Object({ lists: Type.Array(List) });
export type UserLists = Static<typeof UserLists>;

export const ListResponse = Type.Object({ list: List });
export type ListResponse = Static<typeof ListResponse>;

/** The orders of a list's page: its own (rank), when added, the film's rating, year or title. */
export const ListSort = Type.Union([
  Type.Literal('rank'),
  Type.Literal('added'),
  Type.Literal('rating'),
  Type.Literal('year'),
  Type.Literal('title'),
]);
export type ListSort = Static<typeof ListSort>;

/** GET /api/lists/:listId/entries. The order defaults to asc for rank and title, desc for the others. */
export const ListEntriesQuery = Type.Object({
  sort: Type.Optional(ListSort),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  ...cursorPageQueryFields(1000, LIST_LIMITS),
});
export type ListEntriesQuery = Static<typeof ListEntriesQuery>;

export const ListEntriesPage = Type.Object({
  entries: Type.Array(ListEntry),
  ...nextCursorField,
  /** The films on the list in all. */
  total: Count,
});
export type ListEntriesPage = Static<typeof ListEntriesPage>;

const Note = Type.String({ maxLength: LIST_LIMITS.noteMax });

/** POST /api/lists/:listId/entries: a film, added at the end of the list. */
export const AddListEntryBody = Type.Object({ movieId: MovieId, note: Type.Optional(Note) });
export type AddListEntryBody = Static<typeof AddListEntryBody>;

/**
 * Where a film moves, exactly one of: just before or just after another film of the list, or to a place
 * in the list's order (0 = first). One object rather than a union: ajv's removal of unknown properties
 * would strip one branch's field while trying another.
 */
export const ListMove = Type.Object(
  {
    before: Type.Optional(MovieId),
    after: Type.Optional(MovieId),
    toIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: LIST_LIMITS.entriesPerList - 1 })),
  },
  { description: 'exactly one of before, after or toIndex' },
);
export type ListMove = Static<typeof ListMove>;

/** PATCH /api/lists/:listId/entries/:movieId: a new note, a move, or both. */
export const UpdateListEntryBody = Type.Object(
  { note: Type.Optional(Note), move: Type.Optional(ListMove) },
  { minProperties: 1 },
);
export type UpdateListEntryBody = Static<typeof UpdateListEntryBody>;

export const ListEntryResponse = Type.Object({ entry: ListEntry });
export type ListEntryResponse = Static<typeof ListEntryResponse>;

/** A list as the admin dashboard shows it beside the reviews: with its owner, to judge and hide it. */
export const AdminList = Type.Object({
  ...List.properties,
  owner: Type.Object({ name: Type.String(), email: Type.String() }),
});
export type AdminList = Static<typeof AdminList>;

/** GET /api/admin/lists: the lists others can see (public and unlisted), the most recently changed first. */
export const AdminListsResponse = Type.Object({ lists: Type.Array(AdminList), pagination: Pagination });
export type AdminListsResponse = Static<typeof AdminListsResponse>;
