import { type Knex } from 'knex';
import { TMDB_GENRES } from './genres';
import { insertJson } from './insertJson';
import { readVegaMovies, vegaDatasetsVersion } from './vegaMovies';

export const VEGA_DATASET = 'vega-datasets/movies';

/**
 * Ids of seeded films and people: this base plus the film's position in the pinned dataset file (people:
 * their position in the sorted list of directors). So ids never change across restarts or machines, and
 * they cannot collide with TMDB ids (under 2 million today) that the TMDB 5000 importer brings in.
 */
export const VEGA_ID_BASE = 900_000_000;

/** Any constant: it serialises concurrent seeders (several API processes starting at once). */
const SEED_LOCK = 72_310_001;

/**
 * Fills an empty catalog from vega-datasets: genres, films, their directors. Idempotent: a marker row in
 * catalog_datasets makes every later call a single lookup. Everything goes in one transaction with one
 * statement per table (rows travel as one JSON parameter), so a start is never left half-seeded.
 */
export async function seedCatalog(db: Knex): Promise<{ seeded: boolean; movies: number }> {
  const marker = await db('catalog_datasets').where({ name: VEGA_DATASET }).first('movies');
  if (marker) return { seeded: false, movies: marker.movies };

  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [SEED_LOCK]);
    const seededMeanwhile = await trx('catalog_datasets').where({ name: VEGA_DATASET }).first('movies');
    if (seededMeanwhile) return { seeded: false, movies: seededMeanwhile.movies as number };

    const films = readVegaMovies();
    const directors = [...new Set(films.flatMap((film) => (film.director ? [film.director] : [])))].sort();
    const directorIds = new Map(directors.map((name, index) => [name, VEGA_ID_BASE + index]));

    await trx('catalog_genres')
      .insert([...TMDB_GENRES])
      .onConflict('id')
      .ignore();
    await insertJson(
      trx,
      'catalog_people',
      ['id', 'name', 'known_for_department'],
      directors.map((name) => ({
        id: directorIds.get(name),
        name,
        known_for_department: 'Directing',
      })),
    );
    await insertJson(
      trx,
      'catalog_movies',
      [
        'id',
        'title',
        'original_title',
        'release_date',
        'runtime',
        'genre_ids',
        'budget',
        'revenue',
        'popularity',
        'vote_average',
        'vote_count',
        'mpaa_rating',
        'creative_type',
        'source',
        'dataset',
      ],
      films.map(({ position, director: _director, ...film }) => ({
        ...film,
        id: VEGA_ID_BASE + position,
        original_title: film.title,
        dataset: VEGA_DATASET,
      })),
    );
    await insertJson(
      trx,
      'catalog_credits',
      ['credit_id', 'movie_id', 'person_id', 'kind', 'job', 'department', 'order'],
      films.flatMap((film) =>
        film.director
          ? [
              {
                credit_id: `vega-${VEGA_ID_BASE + film.position}-director`,
                movie_id: VEGA_ID_BASE + film.position,
                person_id: directorIds.get(film.director),
                kind: 'crew',
                job: 'Director',
                department: 'Directing',
                order: 0,
              },
            ]
          : [],
      ),
    );
    await trx('catalog_datasets').insert({
      name: VEGA_DATASET,
      version: vegaDatasetsVersion(),
      movies: films.length,
    });
    return { seeded: true, movies: films.length };
  });
}
