import { type AiEngineApi, type ChatPiece, type FilmCatalog } from '@marquee/ai';
import { type AiBatchTestResponse, type MovieDetails } from '@marquee/contracts';
import { type JobQueue } from '@marquee/jobs';
import { performance } from 'node:perf_hooks';
import { HttpError } from '../httpError';

type FeatureResult = AiBatchTestResponse['results'][number];

async function timed(feature: string, run: () => Promise<unknown>): Promise<FeatureResult> {
  const start = performance.now();
  try {
    await run();
    return { feature, passed: true, ms: Math.round(performance.now() - start) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { feature, passed: false, ms: Math.round(performance.now() - start), error: message };
  }
}

async function drain(pieces: AsyncIterable<ChatPiece>): Promise<string> {
  let text = '';
  for await (const piece of pieces) if (typeof piece === 'string') text += piece;
  if (!text.trim()) throw new Error('the chat answered nothing');
  return text;
}

async function knownFilm(catalog: FilmCatalog): Promise<MovieDetails> {
  const [popular] = await catalog.discover({ sort: 'popularity.desc' });
  const film = popular && (await catalog.details(popular.id));
  // Nothing to test on is the state of the catalog, not a server failure.
  if (!film) throw new HttpError(409, 'No catalog film is available to test the AI features with');
  return film;
}

/**
 * Every AI feature once, in turn, on the catalog's most popular film, each with its outcome and time: an
 * admin's self-check of the engine (docs/product.md §10.8). The analyses go through the job queue, as the
 * routes' do, but skip the cache so the engine really runs.
 */
export async function runBatchTest(ai: AiEngineApi, catalog: FilmCatalog, jobs: JobQueue) {
  const film = await knownFilm(catalog);
  const reviews = (film.reviews?.results ?? []).map(({ author, content }) => ({ author, content }));
  const checks: [string, () => Promise<unknown>][] = [
    [
      'test',
      async () => {
        const { ok, message } = await ai.test();
        if (!ok) throw new Error(message);
      },
    ],
    [
      'recommendations',
      () => ai.recommend({ mood: 'feel_good', count: 3, taste: { watchlist: [], reviews: [] } }, catalog),
    ],
    ['search', () => ai.search(`films like ${film.title}`, catalog)],
    [
      'analyze-reviews',
      () =>
        jobs.enqueueAndWait(
          'ai.analyzeReviews',
          {
            movieTitle: film.title,
            reviews: reviews.length ? reviews : [{ author: 'Admin', content: film.overview }],
          },
          { timeoutMs: 25_000 },
        ),
    ],
    [
      'analyze-movie',
      () =>
        jobs.enqueueAndWait(
          'ai.analyzeMovie',
          {
            movie: {
              id: film.id,
              title: film.title,
              overview: film.overview,
              release_date: film.release_date,
              genres: film.genres.map(({ id, name }) => ({ id, name })),
            },
          },
          { timeoutMs: 25_000 },
        ),
    ],
    [
      'chat',
      () =>
        drain(
          ai.chat({ message: `What is ${film.title} about?`, movieTitle: film.title, history: [] }, catalog),
        ),
    ],
  ];
  const results: FeatureResult[] = [];
  for (const [feature, run] of checks) results.push(await timed(feature, run));
  return { engine: ai.engine, results };
}
