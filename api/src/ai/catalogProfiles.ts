import { type FilmProfile } from '@marquee/ai';
import { type Knex } from 'knex';

/**
 * The most a listing holds: the best-known films first, so a catalog grown far past the bundled data
 * keeps the index (and its memory) bounded.
 */
export const PROFILE_LIMIT = 25_000;
/** Billed cast members read as a film's traits. */
const CAST_READ = 5;

type Films = Omit<FilmProfile, 'keywords' | 'directors' | 'cast'>[];
type Named = { movie_id: number; names: string[] }[];

/**
 * Every film of the local catalog with its keywords, directors and leading cast, for the AI's index:
 * three grouped scans joined here, far cheaper than a subquery per film.
 */
export async function catalogProfiles(db: Knex): Promise<FilmProfile[]> {
  const [{ rows: films }, { rows: keywords }, { rows: directors }, { rows: cast }] = await Promise.all([
    db.raw<{ rows: Films }>(
      `select m.id, m.title, m.original_title, m.original_language, coalesce(m.overview, '') as overview,
         coalesce(to_char(m.release_date, 'YYYY-MM-DD'), '') as release_date, m.poster_path, m.backdrop_path,
         m.genre_ids, m.popularity, m.vote_average, m.vote_count, m.adult, false as video, m.runtime
       from catalog_movies m where not m.adult order by m.vote_count desc, m.id limit ?`,
      [PROFILE_LIMIT],
    ),
    db.raw<{ rows: Named }>(
      `select mk.movie_id, array_agg(k.name order by k.name) as names
       from catalog_movie_keywords mk join catalog_keywords k on k.id = mk.keyword_id group by mk.movie_id`,
    ),
    db.raw<{ rows: Named }>(
      `select c.movie_id, array_agg(p.name order by c.order) as names
       from catalog_credits c join catalog_people p on p.id = c.person_id
       where c.kind = 'crew' and c.job = 'Director' group by c.movie_id`,
    ),
    db.raw<{ rows: Named }>(
      `select c.movie_id, (array_agg(p.name order by c.order))[1:?] as names
       from catalog_credits c join catalog_people p on p.id = c.person_id
       where c.kind = 'cast' group by c.movie_id`,
      [CAST_READ],
    ),
  ]);
  const byFilm = (rows: Named) => new Map(rows.map((row) => [row.movie_id, row.names]));
  const [keywordsOf, directorsOf, castOf] = [byFilm(keywords), byFilm(directors), byFilm(cast)];
  return films.map((film) => ({
    ...film,
    keywords: keywordsOf.get(film.id) ?? [],
    directors: directorsOf.get(film.id) ?? [],
    cast: castOf.get(film.id) ?? [],
  }));
}
