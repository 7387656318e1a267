import { createCatalogProvider } from '../../src/movies/catalog/catalogProvider';
import { TOP_RATED_MIN_VOTES } from '../../src/movies/catalog/catalogLists';
import { useImportedCatalog } from '../helpers/importedCatalog';
import { bodyOf } from '../helpers/movieData';

/**
 * Mis-decoded text: Windows-1252 read as Mac Roman ("LÈon", "DÈj‡ Vu") or UTF-8 read as Latin-1
 * ("LÃ©on"): an accented capital or a typographic sign right after a lower-case letter, or Ã before a
 * continuation byte.
 */
const MOJIBAKE = /[a-z][ÀÈÉÍÎËÏÒÓÔÙÛÜ‡‰˘Ω·ˆ¨]|Ã[\u0080-\u00bf]/u;

const catalog = useImportedCatalog();

describe('the vega-datasets seed plus the TMDB 5000 CSV make one clean catalog', () => {
  test('no title is garbled, and the repaired ones read as TMDB writes them', async () => {
    const titles: { title: string }[] = await catalog.db('catalog_movies').select('title');
    expect(titles.filter(({ title }) => MOJIBAKE.test(title))).toEqual([]);
    const repaired = await catalog
      .db('catalog_movies')
      .whereIn('title', ['Joyeux Noël', 'Déjà Vu', 'Caché', 'Léon'])
      .distinct()
      .pluck('title');
    expect(repaired.sort()).toEqual(['Caché', 'Déjà Vu', 'Joyeux Noël', 'Léon']);
  });

  test('no film twice: by TMDB id, or by normalised title and year unless TMDB tells them apart', async () => {
    const { rows: byId } = await catalog.db.raw<{ rows: unknown[] }>(
      'select tmdb_id from catalog_movies where tmdb_id is not null group by tmdb_id having count(*) > 1',
    );
    expect(byId).toEqual([]);
    const { rows: byTitle } = await catalog.db.raw<{ rows: unknown[] }>(
      `select a.title, a.release_date, b.title as other, b.release_date as other_date
       from catalog_movies a join catalog_movies b
         on catalog_match_key(a.title) = catalog_match_key(b.title) and a.id < b.id
        and abs(extract(year from a.release_date) - extract(year from b.release_date)) <= 1
       where a.tmdb_id is null or b.tmdb_id is null`,
    );
    expect(byTitle).toEqual([]);
  });

  test('seeded films merged under their TMDB id and title, their old ids kept as redirects', async () => {
    const provider = createCatalogProvider(catalog.db);
    expect(bodyOf(await provider.movie(19995, { append_to_response: [] })).title).toBe('Avatar');
    expect(await catalog.db('catalog_movies').where({ title: 'WALL·E' }).pluck('id')).toEqual([10681]);
    expect(
      await catalog
        .db('catalog_movies')
        .whereIn('title', ['WALL-E', 'Beetle Juice', 'Seven Samurai'])
        .pluck('title'),
    ).toEqual(['Seven Samurai']);
    const samurai = await catalog.db('catalog_movies').where({ title: 'Seven Samurai' }).first('id');
    const { old_id: oldId } = await catalog
      .db('catalog_movie_redirects')
      .where({ new_id: samurai.id })
      .first('old_id');
    expect(oldId).toBeGreaterThan(900_000_000);
    expect(await provider.movedTo!(oldId)).toBe(samurai.id);
  });

  test(`Top Rated's first page: TMDB votes only, each film with at least ${TOP_RATED_MIN_VOTES}`, async () => {
    const provider = createCatalogProvider(catalog.db);
    const { results } = bodyOf(await provider.topRated({ page: 1 }));
    expect(results).toHaveLength(20);
    expect(results.filter((film) => film.vote_count < TOP_RATED_MIN_VOTES)).toEqual([]);
    expect(results.filter((film) => film.overview === '')).toEqual([]);
    expect(results[0]!.title).toBe('The Shawshank Redemption');
  });

  test('date-bound lists count from the catalog’s own latest date, which the API names', async () => {
    const provider = createCatalogProvider(catalog.db);
    expect(await provider.asOf!()).toBe('2017-02-03');
    const upcoming = bodyOf(await provider.upcoming({ page: 1 })) as unknown as {
      dates: { maximum: string };
    };
    expect(upcoming.dates.maximum).toBe('2017-02-03');
  });
});
