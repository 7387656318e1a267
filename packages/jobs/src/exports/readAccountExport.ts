import { type MarqueeExport } from '@marquee/film-files';
import { type Knex } from 'knex';

const instant = (column: string, as: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "${as}"`;

type Profile = MarqueeExport['profile'];

/** A profile's favourite films as users.favourite_films keeps them (copies made when picked). */
interface FavouriteFilmCopy {
  movieId: string;
  title: string;
  year: string;
}

/** Whom the account follows, and whom it blocked: the table, its two people's columns, the time's name. */
const FOLLOWING = { table: 'follows', own: 'follower_id', other: 'followee_id', at: 'followedAt' };
const BLOCKED = { table: 'blocks', own: 'blocker_id', other: 'blocked_id', at: 'blockedAt' };

/** The people the account follows or blocked, oldest first, with when that began. */
function people(trx: Knex.Transaction, userId: string, side: typeof FOLLOWING) {
  return trx(`${side.table} as x`)
    .join('users as u', 'u.id', `x.${side.other}`)
    .where(`x.${side.own}`, userId)
    .orderBy([{ column: 'x.created_at' }, { column: `x.${side.other}` }])
    .select('u.handle', 'u.name', trx.raw(instant('x.created_at', side.at)));
}

/**
 * Everything of an account that Marquee's export holds (its documented JSON, version 1): the profile
 * with its handle, settings and favourites, the diary, ratings, reviews, watchlist, lists with their
 * films, whom it follows and whom it blocked, its "Not interested" films and its release reminders; oldest
 * first (reminders by release day), read in one repeatable-read transaction so
 * the parts agree with each other.
 */
export async function readAccountExport(db: Knex, userId: string): Promise<MarqueeExport | undefined> {
  return db.transaction(
    async (trx) => {
      const user = await trx('users')
        .where({ id: userId })
        .first<(Omit<Profile, 'favouriteFilms'> & { favouriteFilms: FavouriteFilmCopy[] }) | undefined>(
          'name',
          trx.raw(instant('created_at', 'createdAt')),
          'diary_visibility as diaryVisibility',
          'handle',
          'profile_visibility as profileVisibility',
          'favourite_films as favouriteFilms',
        );
      if (!user) return undefined;
      const profile: Profile = {
        ...user,
        favouriteFilms: user.favouriteFilms.map(({ movieId, title, year }) => ({
          movieId: Number(movieId),
          title,
          year,
        })),
      };
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
      const following = await people(trx, userId, FOLLOWING);
      const blocked = await people(trx, userId, BLOCKED);
      const notInterested = await trx('not_interested')
        .where({ user_id: userId })
        .orderBy([{ column: 'created_at' }, { column: 'movie_id' }])
        .select(
          'movie_id as movieId',
          'title',
          trx.raw(`to_char(release_date, 'YYYY-MM-DD') as "releaseDate"`),
          trx.raw(instant('created_at', 'markedAt')),
        );
      const reminders = await trx('reminders')
        .where({ user_id: userId })
        .orderBy([{ column: 'release_date' }, { column: 'movie_id' }])
        .select(
          'movie_id as movieId',
          'title',
          trx.raw(`to_char(release_date, 'YYYY-MM-DD') as "releaseDate"`),
          'week_before as weekBefore',
          trx.raw(instant('created_at', 'setAt')),
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
        following,
        blocked,
        notInterested,
        reminders,
      } as MarqueeExport;
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}
