import {
  PROFILE_LIMITS,
  ratingToStars,
  type Person,
  type ProfileDiaryEntry,
  type ProfileList,
  type ProfileReview,
} from '@marquee/contracts';
import { type Knex } from 'knex';
import { REVIEW_COLUMNS, toReviewFields, type ReviewRow } from '../reviews/reviews';

/**
 * What profiles and the feed show of a person, a diary entry, a review and a public list: the columns
 * each is read with and the shape it is answered in, so both read them alike (a review's are those of
 * every review read, reviews/reviews.ts).
 */

export interface PersonRow {
  id: string;
  name: string;
  handle: string;
  avatar: string | null;
}

export const PERSON_COLUMNS = (alias: string) =>
  ['id', 'name', 'handle', 'avatar'].map((column) => `${alias}.${column}`);

export const toPerson = (row: PersonRow): Person => ({
  id: row.id,
  name: row.name,
  handle: row.handle,
  avatar: row.avatar,
});

interface DiaryRow {
  id: string;
  user_id: string;
  movie_id: number;
  title: string;
  poster: string | null;
  year: string;
  watched_on: string;
  rating10: number | null;
  rewatch: boolean;
  review_id: string | null;
  created_at: Date;
}

const DIARY_COLUMNS = `id, user_id, movie_id, title, poster, year, to_char(watched_on, 'YYYY-MM-DD') as watched_on,
  rating10, rewatch, review_id, created_at`;

const toDiaryEntry = (row: DiaryRow): ProfileDiaryEntry => ({
  id: row.id,
  movieId: String(row.movie_id),
  title: row.title,
  poster: row.poster,
  year: row.year,
  watchedOn: row.watched_on,
  stars: row.rating10 === null ? null : ratingToStars(row.rating10),
  rewatch: row.rewatch,
  reviewId: row.review_id,
  createdAt: row.created_at.toISOString(),
});

interface ListRow {
  id: string;
  user_id: string;
  name: string;
  description: string;
  ranked: boolean;
  entry_count: number;
  posters: string[];
  updated_at: Date;
}

/** A list's columns with its film count and cover posters (the first films in the list's order). */
const LIST_COLUMNS = `l.id, l.user_id, l.name, l.description, l.ranked, l.updated_at,
  (select count(*)::int from list_entries e where e.list_id = l.id) as entry_count,
  array(select e.poster from list_entries e where e.list_id = l.id and e.poster is not null
        order by e.position, e.movie_id limit 4) as posters`;

/** The SQL of "list `alias` is one others may see": public, and not hidden by an admin. */
export const publicList = (alias: string) => `${alias}.visibility = 'public' and ${alias}.hidden_at is null`;

const toList = (row: ListRow): ProfileList => ({
  id: row.id,
  name: row.name,
  description: row.description,
  ranked: row.ranked,
  entryCount: row.entry_count,
  posters: row.posters,
  updatedAt: row.updated_at.toISOString(),
});

/** A user's latest viewings in the diary's own order (newest viewing first, then the latest logged). */
export async function recentDiary(db: Knex, userId: string): Promise<ProfileDiaryEntry[]> {
  const rows: DiaryRow[] = await db('diary_entries')
    .select(db.raw(DIARY_COLUMNS))
    .where('user_id', userId)
    .orderBy([
      { column: 'watched_on', order: 'desc' },
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(PROFILE_LIMITS.recentDiary);
  return rows.map(toDiaryEntry);
}

export async function recentReviews(db: Knex, userId: string): Promise<ProfileReview[]> {
  const rows: ReviewRow[] = await db('reviews as r')
    .select(REVIEW_COLUMNS('r'))
    .where('r.user_id', userId)
    .orderBy([
      { column: 'r.created_at', order: 'desc' },
      { column: 'r.id', order: 'desc' },
    ])
    .limit(PROFILE_LIMITS.recentReviews);
  return rows.map(toReviewFields);
}

/** A user's public lists, the most recently changed first. */
export async function publicLists(db: Knex, userId: string): Promise<ProfileList[]> {
  const rows: ListRow[] = await db('lists as l')
    .select(db.raw(LIST_COLUMNS))
    .where('l.user_id', userId)
    .whereRaw(publicList('l'))
    .orderBy([
      { column: 'l.updated_at', order: 'desc' },
      { column: 'l.id', order: 'desc' },
    ])
    .limit(PROFILE_LIMITS.lists);
  return rows.map(toList);
}

/** Diary entries, reviews and lists by id (a page of the feed), each keyed by its id. */
export async function contentByIds(
  db: Knex,
  ids: { diary: string[]; review: string[]; list: string[] },
): Promise<{
  diary: Map<string, ProfileDiaryEntry>;
  review: Map<string, ProfileReview>;
  list: Map<string, ProfileList>;
}> {
  const [diary, review, list] = await Promise.all([
    db('diary_entries').select(db.raw(DIARY_COLUMNS)).whereIn('id', ids.diary) as Promise<DiaryRow[]>,
    db('reviews as r').select(REVIEW_COLUMNS('r')).whereIn('r.id', ids.review) as Promise<ReviewRow[]>,
    db('lists as l').select(db.raw(LIST_COLUMNS)).whereIn('l.id', ids.list) as Promise<ListRow[]>,
  ]);
  return {
    diary: new Map(diary.map((row) => [row.id, toDiaryEntry(row)])),
    review: new Map(review.map((row) => [row.id, toReviewFields(row)])),
    list: new Map(list.map((row) => [row.id, toList(row)])),
  };
}
