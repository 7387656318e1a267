import { type Knex } from 'knex';
import { TMDB_GENRES } from '../../movies/catalog/genres';

/**
 * One partial index per TMDB genre, keyed by release date and carrying what discover filters and sorts
 * on (and the id, to find the page's rows), so "genre + release years + rating" is an index-only range scan over that genre's films instead of
 * a bitmap AND of the whole GIN genre list, the whole date range and the whole rating range (at 1,000,000
 * films that was ~100 ms). discoverFilms writes each genre as `genre_ids @> array[id]`, the predicate here.
 */
const indexName = (genreId: number) => `catalog_movies_genre_${genreId}`;

export async function up(db: Knex): Promise<void> {
  for (const { id } of TMDB_GENRES) {
    await db.raw(
      `create index ${indexName(id)} on catalog_movies (release_date)
         include (vote_average, popularity, adult, genre_ids, id) where genre_ids @> array[${id}]`,
    );
  }
}

export async function down(db: Knex): Promise<void> {
  for (const { id } of TMDB_GENRES) await db.raw(`drop index if exists ${indexName(id)}`);
}
