import type { MovieDetails } from '@marquee/contracts';
import { createLocalEngine, type FilmCatalog, type FilmProfile } from '../src';

/** A catalog of 40 comedies: all share the keyword 'friendship', one also has 'amputee'. */
const films: FilmProfile[] = Array.from({ length: 40 }, (_, n) => ({
  id: n + 1,
  title: `Comedy ${n + 1}`,
  original_title: `Comedy ${n + 1}`,
  original_language: 'en',
  overview: '',
  release_date: '2005-01-01',
  poster_path: null,
  backdrop_path: null,
  genre_ids: [35],
  popularity: 100 - n,
  vote_average: 7.5,
  vote_count: 5000,
  adult: false,
  video: false,
  runtime: 95,
  keywords: n === 0 ? ['amputee', 'friendship', 'aftercreditsstinger'] : ['friendship'],
  directors: [],
  cast: [],
}));

const catalog: FilmCatalog = {
  genres: async () => [{ id: 35, name: 'Comedy' }],
  discover: async () => films.slice(0, 20),
  search: async () => [],
  details: async (id) => {
    const film = films.find((candidate) => candidate.id === id)!;
    const keywords = film.keywords.map((name, index) => ({ id: index, name }));
    return {
      ...film,
      genres: [{ id: 35, name: 'Comedy' }],
      keywords: { keywords },
    } as unknown as MovieDetails;
  },
  profiles: async () => films,
};

test('mood chips show keywords many catalog films share, never rare ones or production tags', async () => {
  const answer = await createLocalEngine().recommend(
    { mood: 'feel_good', count: 3, taste: { watchlist: [], reviews: [] } },
    catalog,
  );
  const first = answer.recommendations.find((pick) => pick.movieId === '1')!;
  expect(first.themes).toEqual(['Comedy', 'friendship']);
});
