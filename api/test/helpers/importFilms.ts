import { type Knex } from 'knex';

/** A film of the local catalog as the import tests need it: ids, titles, year and director. */
interface CatalogFilm {
  id: number;
  imdbId: string;
  title: string;
  originalTitle?: string;
  releaseDate: string;
  director: string;
}

/**
 * The films the import fixtures of @marquee/film-files name, with their TMDB and IMDb ids: two films
 * called Dune, Batman, King Kong, The Host and Metropolis, a film known by its original title (Léon) and
 * one by a longer title (The Thing from Another World). The Empire Strikes Back is left out: its row stays
 * unmatched.
 */
export const IMPORT_FILMS: CatalogFilm[] = [
  {
    id: 194,
    imdbId: 'tt0211915',
    title: 'Amélie',
    originalTitle: "Le Fabuleux Destin d'Amélie Poulain",
    releaseDate: '2001-04-25',
    director: 'Jean-Pierre Jeunet',
  },
  {
    id: 101,
    imdbId: 'tt0110413',
    title: 'Léon: The Professional',
    originalTitle: 'Léon',
    releaseDate: '1994-09-14',
    director: 'Luc Besson',
  },
  { id: 841, imdbId: 'tt0087182', title: 'Dune', releaseDate: '1984-12-14', director: 'David Lynch' },
  { id: 438631, imdbId: 'tt1160419', title: 'Dune', releaseDate: '2021-09-15', director: 'Denis Villeneuve' },
  {
    id: 1091,
    imdbId: 'tt0084787',
    title: 'The Thing',
    releaseDate: '1982-06-25',
    director: 'John Carpenter',
  },
  {
    id: 10785,
    imdbId: 'tt0044121',
    title: 'The Thing from Another World',
    releaseDate: '1951-04-06',
    director: 'Christian Nyby',
  },
  { id: 268, imdbId: 'tt0096895', title: 'Batman', releaseDate: '1989-06-23', director: 'Tim Burton' },
  {
    id: 2661,
    imdbId: 'tt0060153',
    title: 'Batman',
    releaseDate: '1966-07-30',
    director: 'Leslie H. Martinson',
  },
  {
    id: 1255,
    imdbId: 'tt0468489',
    title: 'The Host',
    originalTitle: '괴물',
    releaseDate: '2006-07-27',
    director: 'Bong Joon Ho',
  },
  { id: 72710, imdbId: 'tt1517260', title: 'The Host', releaseDate: '2013-03-22', director: 'Andrew Niccol' },
  { id: 10681, imdbId: 'tt0910970', title: 'WALL·E', releaseDate: '2008-06-22', director: 'Andrew Stanton' },
  {
    id: 146,
    imdbId: 'tt0190332',
    title: 'Crouching Tiger, Hidden Dragon',
    originalTitle: '臥虎藏龍',
    releaseDate: '2000-07-06',
    director: 'Ang Lee',
  },
  { id: 19, imdbId: 'tt0017136', title: 'Metropolis', releaseDate: '1927-01-10', director: 'Fritz Lang' },
  {
    id: 9606,
    imdbId: 'tt0293416',
    title: 'Metropolis',
    originalTitle: 'メトロポリス',
    releaseDate: '2001-05-26',
    director: 'Rintaro',
  },
  {
    id: 10730,
    imdbId: 'tt0074751',
    title: 'King Kong',
    releaseDate: '1976-12-17',
    director: 'John Guillermin',
  },
  { id: 254, imdbId: 'tt0360717', title: 'King Kong', releaseDate: '2005-12-14', director: 'Peter Jackson' },
  {
    id: 424,
    imdbId: 'tt0108052',
    title: "Schindler's List",
    releaseDate: '1993-12-15',
    director: 'Steven Spielberg',
  },
  { id: 807, imdbId: 'tt0114369', title: 'Se7en', releaseDate: '1995-09-22', director: 'David Fincher' },
  {
    id: 4348,
    imdbId: 'tt0414387',
    title: 'Pride & Prejudice',
    releaseDate: '2005-09-16',
    director: 'Joe Wright',
  },
  {
    id: 429,
    imdbId: 'tt0060196',
    title: 'The Good, the Bad and the Ugly',
    originalTitle: 'Il buono, il brutto, il cattivo',
    releaseDate: '1966-12-23',
    director: 'Sergio Leone',
  },
  {
    id: 155,
    imdbId: 'tt0468569',
    title: 'The Dark Knight',
    releaseDate: '2008-07-16',
    director: 'Christopher Nolan',
  },
  {
    id: 13,
    imdbId: 'tt0109830',
    title: 'Forrest Gump',
    releaseDate: '1994-06-23',
    director: 'Robert Zemeckis',
  },
  {
    id: 129,
    imdbId: 'tt0245429',
    title: 'Spirited Away',
    originalTitle: '千と千尋の神隠し',
    releaseDate: '2001-07-20',
    director: 'Hayao Miyazaki',
  },
  {
    id: 598,
    imdbId: 'tt0317248',
    title: 'City of God',
    originalTitle: 'Cidade de Deus',
    releaseDate: '2002-02-05',
    director: 'Fernando Meirelles',
  },
  {
    id: 387,
    imdbId: 'tt0082096',
    title: 'Das Boot',
    releaseDate: '1981-09-16',
    director: 'Wolfgang Petersen',
  },
  {
    id: 82695,
    imdbId: 'tt1707386',
    title: 'Les Misérables',
    releaseDate: '2012-12-18',
    director: 'Tom Hooper',
  },
  { id: 78, imdbId: 'tt0083658', title: 'Blade Runner', releaseDate: '1982-06-25', director: 'Ridley Scott' },
];

/** The films above in the local catalog, each with its director (a crew credit), as the seed stores them. */
export async function seedImportFilms(db: Knex): Promise<void> {
  await db('catalog_genres').insert({ id: 18, name: 'Drama' }).onConflict('id').ignore();
  for (const [index, film] of IMPORT_FILMS.entries()) {
    await db('catalog_movies')
      .insert({
        id: film.id,
        tmdb_id: film.id,
        imdb_id: film.imdbId,
        title: film.title,
        original_title: film.originalTitle ?? film.title,
        release_date: film.releaseDate,
        runtime: 100 + index,
        genre_ids: [18],
        poster_path: `/poster-${film.id}.jpg`,
        dataset: 'test',
      })
      .onConflict('id')
      .ignore();
    const personId = 100_000 + index;
    await db('catalog_people').insert({ id: personId, name: film.director }).onConflict('id').ignore();
    await db('catalog_credits')
      .insert({
        credit_id: `director-${film.id}`,
        movie_id: film.id,
        person_id: personId,
        kind: 'crew',
        job: 'Director',
        department: 'Directing',
      })
      .onConflict('credit_id')
      .ignore();
  }
}
