import { type MarqueeExport } from '@marquee/film-files';
import { type Knex } from 'knex';

const instant = (column: string, as: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "${as}"`;

/**
 * Everything of an account that Marquee's export holds (its documented JSON, version 1), oldest first,
 * read in one repeatable-read transaction so the parts agree with each other.
 */
export async function readAccountExport(db: Knex, userId: string): Promise<MarqueeExport | undefined> {
  return db.transaction(
    async (trx) => {
      const profile = await trx('users')
        .where({ id: userId })
        .first<{ name: string; createdAt: string; diaryVisibility: 'private' | 'public' } | undefined>(
          'name',
          trx.raw(instant('created_at', 'createdAt')),
          'diary_visibility as diaryVisibility',
        );
      if (!profile) return undefined;
      const diary = await trx('diary_entries')
        .where({ user_id: userId })
        .orderBy([{ column: 'watched_on' }, { column: 'created_at' }, { column: 'id' }])
        .select(
          'movie_id as movieId',
          'title',
          'year',
          trx.raw(`to_char(watched_on, 'YYYY-MM-DD') as "watchedOn"`),
          'rating10',
          'rewatch',
          'tags',
          'review_id as reviewId',
          trx.raw(instant('created_at', 'createdAt')),
        );
      const ratings = await trx('film_ratings')
        .where({ user_id: userId })
        .orderBy([{ column: 'rated_at' }, { column: 'movie_id' }])
        .select('movie_id as movieId', 'title', 'year', 'rating10', trx.raw(instant('rated_at', 'ratedAt')));
      const reviews = await trx('reviews as r')
        .where('r.user_id', userId)
        .orderBy([{ column: 'r.created_at' }, { column: 'r.id' }])
        .select(
          'r.id',
          'r.movie_id as movieId',
          'r.movie_title as title',
          trx.raw(
            `coalesce((select d.year from diary_entries d where d.user_id = r.user_id and d.movie_id = r.movie_id limit 1),
               (select f.year from film_ratings f where f.user_id = r.user_id and f.movie_id = r.movie_id), '') as year`,
          ),
          'r.rating as stars',
          'r.title as headline',
          'r.comment as text',
          trx.raw(instant('r.created_at', 'createdAt')),
          trx.raw(instant('r.updated_at', 'updatedAt')),
        );
      const watchlist = await trx('watchlist_items')
        .where({ user_id: userId })
        .orderBy([{ column: 'added_at' }, { column: 'movie_id' }])
        .select('movie_id as movieId', 'title', 'year', trx.raw(instant('added_at', 'addedAt')));
      const lists = await trx('lists')
        .where({ user_id: userId })
        .orderBy([{ column: 'created_at' }, { column: 'id' }])
        .select(
          'id',
          'name',
          'description',
          'visibility',
          'ranked',
          trx.raw(instant('created_at', 'createdAt')),
        );
      const entries = await trx('list_entries')
        .whereIn(
          'list_id',
          lists.map((list: { id: string }) => list.id),
        )
        .orderBy([{ column: 'list_id' }, { column: 'position' }])
        .select(
          'list_id',
          'movie_id as movieId',
          'title',
          'year',
          'position',
          'note',
          trx.raw(instant('added_at', 'addedAt')),
        );
      return {
        format: 'marquee-export',
        schemaVersion: 1,
        exportedAt: new Date().toISOString(),
        profile,
        diary,
        ratings,
        reviews,
        watchlist,
        lists: lists.map(({ id, ...list }: { id: string }) => ({
          ...list,
          entries: entries
            .filter((entry: { list_id: string }) => entry.list_id === id)
            .map(({ list_id: _listId, ...entry }: { list_id: string }) => entry),
        })),
      } as MarqueeExport;
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}
