import { type MovieCardMovie } from '../MovieCard';

/** A film as a card shows it, named by its id ('Film 3'): the rows and grids under test need nothing else. */
export const cardMovie = (id: number): MovieCardMovie => ({
  id,
  title: `Film ${id}`,
  release_date: '2001-01-01',
  vote_average: 6,
  overview: '',
  poster_path: null,
  genre_ids: [],
});
