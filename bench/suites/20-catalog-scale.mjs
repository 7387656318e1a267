import { p95Goals } from '../lib/latency.mjs';
import { withClient, withScratchDatabase } from '../lib/postgres.mjs';
import { startProduct } from '../lib/product.mjs';

export const name = 'catalog-scale';
export const title = 'Local catalog at 1,000,000 films: discover and title search latency';

const FILMS = 1_000_000;
/** Sequential requests per query kind: latency, not throughput. */
const SAMPLES = 200;
const GOAL_P95_MS = 30;

/**
 * Synthetic films next to the seeded ones: titles of two to four words, one to three TMDB genres, release
 * dates 1920-2025, popularity and votes skewed like real ones. A real catalogue's titles draw on tens of
 * thousands of words, a few very common and most rare (Zipf's law), so the vocabulary is VOCABULARY words
 * picked with probability 1/rank: made-up words from syllables, with the ~110 real words (accents
 * included) at every 40th rank, so "midnight" names a few hundred films, not tens of thousands as when
 * every title was made of those 110 words alone. The searched words and their typos are unchanged.
 */
const VOCABULARY = 40_000;
const SYNTHETIC_FILMS = `
  with words as (
    select array['shadow','river','night','empire','garden','silent','crimson','winter','promise','stranger',
      'highway','brother','ocean','midnight','secret','paradise','thunder','glass','memory','whisper',
      'kingdom','forest','desert','mirror','storm','velvet','golden','broken','distant','fallen','hidden',
      'last','lost','wild','dark','little','great','final','frozen','burning','électrique','café','señor',
      'über','mañana','città','château','rêve','noël','crème','journey','return','rise','legend','dream',
      'fire','ice','city','star','moon','sun','heart','soul','blood','stone','iron','silver','love','war',
      'peace','time','space','world','road','home','house','island','mountain','valley','sea','sky','rain',
      'snow','wind','light','ghost','angel','devil','hunter','king','queen','prince','princess','knight',
      'soldier','doctor','detective','thief','spy','witch','wolf','tiger','dragon','eagle','raven'] as w
  ),
  syllables as (
    select array['ka','lo','mi','ren','tor','vel','an','dra','sil','mor','bel','cas','den','for','gar','hal',
      'is','jor','lin','mar','nel','os','pra','quin','ros','sen','tal','ur','vin','wes','yar','zel','bra',
      'cor','dun','el','fen','gri','hol','ist'] as s
  )
  insert into catalog_movies (id, title, original_title, release_date, genre_ids, popularity,
    vote_average, vote_count, dataset)
  select 100000000 + n, t, t,
    date '1920-01-01' + (random() * 38000)::int,
    (select array_agg(distinct g) from (select (array[28,12,16,35,80,99,18,10751,14,36,27,10402,9648,10749,878,10770,53,10752,37])[1 + floor(random() * 19)::int] as g
       from generate_series(1, 1 + (n % 3))) genres),
    round((-ln(random() + 1e-9) * 20)::numeric, 3), round((random() * 10)::numeric, 1),
    (random() * random() * 20000)::int, 'bench-synthetic'
  from (
    select n, initcap(array_to_string(array(
      select case when k % 40 = 0 and k / 40 <= array_length(w, 1) then w[k / 40]
        else s[1 + k % 40] || s[1 + (k / 40) % 40] || case when k >= 1600 then s[1 + (k / 1600) % 40] else '' end
        end
      from (select floor(exp(random() * ln(${VOCABULARY} + 1)))::int as k
            from generate_series(1, 2 + (n % 3)) where n > 0) ranks
    ), ' ')) as t
    from words, syllables, generate_series(1, ${FILMS}) as n
  ) films`;

export async function run({ log }) {
  let measured = { rows: [], goals: [] };
  await withScratchDatabase('marquee_bench_scale', async (databaseUrl) => {
    log(`loading ${FILMS.toLocaleString('en')} synthetic films`);
    const loadStarted = Date.now();
    await withClient(databaseUrl, async (client) => {
      await client.query(SYNTHETIC_FILMS);
      await client.query('vacuum analyze catalog_movies');
    });
    log(`loaded in ${((Date.now() - loadStarted) / 1000).toFixed(0)} s`);

    const product = await startProduct({ DATABASE_URL: databaseUrl });
    try {
      const api = `${product.url}/api/tmdb`;
      const kinds = [
        [
          'discover: genre + release years + rating, by popularity',
          [
            `${api}/discover/movie?with_genres=18&primary_release_date.gte=1990-01-01&primary_release_date.lte=1999-12-31&vote_average.gte=7&sort_by=popularity.desc`,
            `${api}/discover/movie?with_genres=878&primary_release_date.gte=2000-01-01&primary_release_date.lte=2020-12-31&vote_average.gte=6&sort_by=vote_average.desc&page=3`,
            `${api}/discover/movie?with_genres=27,53&primary_release_date.gte=1970-01-01&primary_release_date.lte=1989-12-31&vote_average.lte=5&sort_by=primary_release_date.desc`,
          ],
        ],
        [
          'title search, typos and accents included',
          [
            `${api}/search/movie?query=midnigth%20garden`,
            `${api}/search/movie?query=electrique%20cafe`,
            `${api}/search/movie?query=shawshenk`,
            `${api}/search/movie?query=crimson%20thunder`,
          ],
        ],
      ];
      measured = await p95Goals(kinds, { goalP95Ms: GOAL_P95_MS, samples: SAMPLES, log });
    } finally {
      await product.stop();
    }
  });
  return {
    ...measured,
    notes: `${FILMS.toLocaleString('en')} synthetic films plus the seeded catalog, titled from a ${VOCABULARY.toLocaleString('en')}-word Zipf vocabulary (see the suite; until 2026-11-21 every title used the same ~110 words, so a search word matched tens of thousands of films); ${SAMPLES} sequential requests per query kind through the API (HTTP included), the variants taken in turn.`,
  };
}
