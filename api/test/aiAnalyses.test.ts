import {
  type AnalyzeMovieBody,
  type MovieAnalysisResponse,
  type ReviewAnalysisResponse,
} from '@marquee/contracts';
import { seedCatalog } from '../src/movies/catalog/vegaSeed';
import { signedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

const t = useTestApp();
let film: { id: number; title: string };
beforeAll(async () => {
  await seedCatalog(t.app.db);
  const [popular] = await t.app.aiCatalog.discover({ sort: 'popularity.desc' });
  film = popular!;
});

const completedAiJobs = async () => (await t.app.jobs.counts()).ai.completed;

const tmdbReviews = [
  { author: 'critic', content: 'A brilliant, moving film with superb performances.', rating: 9 },
  { author: 'viewer', content: 'Too long and the plot drags, but the music is wonderful.', rating: 6 },
];

const analyzeReviews = (movieId = film.id) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ai/analyze-reviews/${movieId}`,
    payload: { movieTitle: film.title, tmdbReviews },
  });

describe('analyze-reviews', () => {
  test('public; a second view comes from the cache, identical, with no second job', async () => {
    const jobsBefore = await completedAiJobs();
    const first = await analyzeReviews();
    expect(first.statusCode).toBe(200);
    const answer = first.json<ReviewAnalysisResponse>();
    expect(answer).toMatchObject({ success: true, engine: 'local', reviewCount: 2 });
    expect(answer.analysis.overall_sentiment.score).toBeGreaterThan(5);
    expect(await completedAiJobs()).toBe(jobsBefore + 1);

    const second = await analyzeReviews();
    expect(second.body).toBe(first.body);
    expect(await completedAiJobs()).toBe(jobsBefore + 1);
  });

  test('identical requests arriving together share one job', async () => {
    const otherFilm = film.id + 1;
    const jobsBefore = await completedAiJobs();
    const answers = await Promise.all([analyzeReviews(otherFilm), analyzeReviews(otherFilm)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]!.body).toBe(answers[0]!.body);
    expect(await completedAiJobs()).toBe(jobsBefore + 1);
  });

  test("Marquee's own reviews of the film join the analysis, and a new one makes a new analysis", async () => {
    const movieId = film.id + 2;
    const before = (await analyzeReviews(movieId)).json<ReviewAnalysisResponse>();
    expect(before.reviewCount).toBe(2);
    const author = await signedInUser(t.app, { email: 'member@example.com' });
    await t.app.db('reviews').insert({
      user_id: author.id,
      movie_id: movieId,
      movie_title: film.title,
      rating: 1,
      title: 'Awful',
      comment: 'Boring, dull and terrible. A waste of time.',
    });
    const after = (await analyzeReviews(movieId)).json<ReviewAnalysisResponse>();
    expect(after.reviewCount).toBe(3);
    expect(after.analysis.overall_sentiment.score).toBeLessThan(before.analysis.overall_sentiment.score);
  });

  test('reviews by an author an admin hid stay out of the analysis, as they stay off the film page', async () => {
    const movieId = film.id + 3;
    const author = await signedInUser(t.app, { email: 'hidden-member@example.com' });
    await t.app.db('reviews').insert({
      user_id: author.id,
      movie_id: movieId,
      movie_title: film.title,
      rating: 1,
      title: 'Spam',
      comment: 'Buy followers at my site, this film is a scam.',
    });
    expect((await analyzeReviews(movieId)).json<ReviewAnalysisResponse>().reviewCount).toBe(3);
    await t.app.db('users').where({ id: author.id }).update({ profile_hidden_at: t.app.db.fn.now() });
    expect((await analyzeReviews(movieId)).json<ReviewAnalysisResponse>().reviewCount).toBe(2);
  });

  test('validation', async () => {
    const bad = [
      { url: '/api/ai/analyze-reviews/abc', payload: { movieTitle: 'X', tmdbReviews: [] } },
      { url: `/api/ai/analyze-reviews/${film.id}`, payload: { movieTitle: ' ', tmdbReviews: [] } },
      { url: `/api/ai/analyze-reviews/${film.id}`, payload: { movieTitle: 'X' } },
    ];
    for (const { url, payload } of bad) {
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(400);
    }
  });
});

describe('analyze-movie', () => {
  const movieData: AnalyzeMovieBody['movieData'] = {
    // A catalog film (set below), so that the catalog has neighbours of it.
    id: 0,
    title: 'A Space Odyssey of Sorts',
    overview: 'Astronauts travel to a distant planet and face an artificial intelligence that turns on them.',
    release_date: '1999-05-01',
    genres: [
      { id: 878, name: 'Science Fiction' },
      { id: 53, name: 'Thriller' },
    ],
    keywords: ['space', 'artificial intelligence'],
  };
  const analyzeMovie = () =>
    t.app.inject({ method: 'POST', url: '/api/ai/analyze-movie', payload: { movieData } });

  beforeAll(async () => {
    const [film] = await t.app.aiCatalog.discover({ genreIds: [878], sort: 'popularity.desc' });
    movieData.id = film!.id;
  });

  test('public; similar films are catalog films, each linked, never the film itself; cached', async () => {
    const first = await analyzeMovie();
    expect(first.statusCode).toBe(200);
    const { analysis, engine } = first.json<MovieAnalysisResponse>();
    expect(engine).toBe('local');
    expect(analysis.themes.primary.length).toBeGreaterThan(0);
    expect(analysis.similar_films.length).toBeGreaterThan(0);
    for (const similar of analysis.similar_films) {
      expect(similar.movieId).not.toBeNull();
      expect(similar.movieId).not.toBe(String(movieData.id));
      const catalogFilm = await t.app.aiCatalog.details(Number(similar.movieId));
      expect(catalogFilm?.title.toLowerCase()).toBe(similar.title.toLowerCase());
    }
    const jobs = await completedAiJobs();
    expect((await analyzeMovie()).body).toBe(first.body);
    expect(await completedAiJobs()).toBe(jobs);
  });

  test('validation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/analyze-movie',
      payload: { movieData: { id: 1 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Title is required.');
  });
});
