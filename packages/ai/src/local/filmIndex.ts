import type { FilmCatalog, FilmProfile } from '../types';
import { subjectKeywords } from './keywords';
import { releaseYear, voteWeight } from './offline';
import { stems, words } from './words';

/**
 * What the offline engine knows of the whole catalog: each film as a weighted feature vector for "more
 * like this" (genres, keywords, director, cast, era, language, overview words, each weighted by IDF so a
 * rare shared trait counts more than a common one) and an inverted index of subject words for "a film
 * about ...". Built once per catalog listing and kept for INDEX_TTL_MS.
 */
export interface FilmIndex {
  films: FilmProfile[];
  byId: Map<number, FilmProfile>;
  /** Films most like the given one, best first, with a 0..1 score; the film itself left out. */
  similar(id: number, limit: number, accept?: (film: FilmProfile) => boolean): Scored[];
  /** How well each film matches the subject words (BM25 over keywords, title and overview); 0 when not at all. */
  subject(query: string[]): Map<number, number>;
  /** 0..1: how good a film is, its average shrunk toward the catalog's by how few people voted. */
  quality(film: FilmProfile): number;
  /** In how many films a keyword occurs. */
  keywordFrequency(keyword: string): number;
}

export interface Scored {
  film: FilmProfile;
  score: number;
}

/** How much each kind of trait counts toward similarity, before IDF. */
const WEIGHTS = {
  genre: 1.2,
  keyword: 1,
  keywordWord: 0.35,
  director: 1.3,
  cast: 0.6,
  era: 0.5,
  nextEra: 0.2,
  language: 0.6,
  overview: 0.25,
} as const;
const CAST_KNOWN = 5;
/** Votes at which a film's own average and the catalog's count equally (a Bayesian average). */
const PRIOR_VOTES = 150;
const INDEX_TTL_MS = 10 * 60_000;
/** BM25's usual constants, and how much more a keyword or title hit counts than an overview one. */
const BM25 = { k1: 1.2, b: 0.75 };
const FIELD_BOOST = { keyword: 3, title: 2, overview: 1 };
const KEYWORD_HIT = 2;
const PHRASE_HIT = 4;

const cache = new WeakMap<FilmCatalog, { built: number; index: Promise<FilmIndex | null> }>();
/** How often each catalog's films were said to have changed. */
const forgotten = new WeakMap<FilmCatalog, number>();

/**
 * The catalog's index, or null when the catalog cannot list its films (TMDB). Past INDEX_TTL_MS the
 * index is rebuilt in the background while the previous one keeps answering.
 */
export function filmIndexOf(catalog: FilmCatalog): Promise<FilmIndex | null> {
  if (!catalog.profiles) return Promise.resolve(null);
  const cached = cache.get(catalog);
  if (cached && Date.now() - cached.built < INDEX_TTL_MS) return cached.index;
  const index = catalog.profiles().then(buildFilmIndex);
  const entry = { built: Date.now(), index };
  const generation = forgotten.get(catalog) ?? 0;
  index.then(
    // A listing read before the catalog changed (forgetFilmIndex) is not kept.
    () => generation === (forgotten.get(catalog) ?? 0) && cache.set(catalog, entry),
    // A failed listing is not kept: the next question tries again.
    () => cache.get(catalog) === entry && cache.delete(catalog),
  );
  if (cached) {
    cached.built = Date.now();
    return cached.index;
  }
  cache.set(catalog, entry);
  return index;
}

/** Drops the catalog's index (its films changed): the next question builds it from the new listing. */
export function forgetFilmIndex(catalog: FilmCatalog): void {
  forgotten.set(catalog, (forgotten.get(catalog) ?? 0) + 1);
  cache.delete(catalog);
}

export function buildFilmIndex(films: FilmProfile[]): FilmIndex {
  const traits = films.map(traitsOf);
  const frequency = new Map<string, number>();
  for (const film of traits)
    for (const trait of film.keys()) frequency.set(trait, (frequency.get(trait) ?? 0) + 1);
  const idf = (trait: string) => Math.log((films.length + 1) / ((frequency.get(trait) ?? 0) + 1));
  const vectors = traits.map((film) =>
    unit(new Map([...film].map(([trait, weight]) => [trait, weight * idf(trait)]))),
  );
  const postings = new Map<string, [number, number][]>();
  vectors.forEach((vector, position) => {
    for (const [trait, weight] of vector) {
      const list = postings.get(trait) ?? [];
      list.push([position, weight]);
      postings.set(trait, list);
    }
  });
  const positions = new Map(films.map((film, position) => [film.id, position]));
  const voted = films.filter((film) => film.vote_count > 0);
  const meanRating = voted.reduce((sum, film) => sum + film.vote_average, 0) / Math.max(1, voted.length);
  const quality = (film: FilmProfile) => {
    const bayes =
      (film.vote_count * film.vote_average + PRIOR_VOTES * meanRating) / (film.vote_count + PRIOR_VOTES);
    return Math.max(0, Math.min(1, (bayes - 4) / 4.5));
  };
  // A neighbour few people rated, or rated poorly, is a weaker suggestion however alike it is.
  const standing = (film: FilmProfile) => (0.6 + 0.4 * quality(film)) * (0.6 + 0.4 * voteWeight(film));
  const text = subjectIndex(films);

  return {
    films,
    byId: new Map(films.map((film) => [film.id, film])),
    quality,
    keywordFrequency: (keyword) => frequency.get(`k:${keyword.toLowerCase()}`) ?? 0,
    subject: text,
    similar(id, limit, accept = () => true) {
      const position = positions.get(id);
      if (position === undefined) return [];
      const dots = new Map<number, number>();
      for (const [trait, weight] of vectors[position]!) {
        for (const [other, otherWeight] of postings.get(trait) ?? []) {
          if (other !== position) dots.set(other, (dots.get(other) ?? 0) + weight * otherWeight);
        }
      }
      return [...dots]
        .map(([other, cosine]) => ({ film: films[other]!, cosine }))
        .filter(({ film }) => accept(film))
        .map(({ film, cosine }) => ({ film, score: cosine * standing(film) }))
        .sort((a, b) => b.score - a.score || b.film.vote_count - a.film.vote_count)
        .slice(0, limit);
    },
  };
}

/** A film's traits with their weights before IDF. */
function traitsOf(film: FilmProfile): Map<string, number> {
  const traits = new Map<string, number>();
  const add = (trait: string, weight: number) => traits.set(trait, Math.max(traits.get(trait) ?? 0, weight));
  for (const id of film.genre_ids) add(`g:${id}`, WEIGHTS.genre);
  for (const keyword of subjectKeywords(film.keywords)) {
    add(`k:${keyword.toLowerCase()}`, WEIGHTS.keyword);
    for (const word of stems(keyword)) add(`w:${word}`, WEIGHTS.keywordWord);
  }
  for (const director of film.directors) add(`d:${director}`, WEIGHTS.director);
  for (const member of film.cast.slice(0, CAST_KNOWN)) add(`c:${member}`, WEIGHTS.cast);
  const year = releaseYear(film);
  if (year !== null) {
    const decade = Math.floor(year / 10) * 10;
    add(`e:${decade}`, WEIGHTS.era);
    add(`e:${decade + (year % 10 < 5 ? -10 : 10)}`, WEIGHTS.nextEra);
  }
  if (film.original_language) add(`l:${film.original_language}`, WEIGHTS.language);
  for (const word of new Set(stems(film.overview ?? ''))) add(`w:${word}`, WEIGHTS.overview);
  return traits;
}

function unit(vector: Map<string, number>): Map<string, number> {
  const length = Math.sqrt([...vector.values()].reduce((sum, weight) => sum + weight * weight, 0)) || 1;
  for (const [trait, weight] of vector) vector.set(trait, weight / length);
  return vector;
}

/** BM25 over each film's subject text: its keywords, title and overview, as stems. */
function subjectIndex(films: FilmProfile[]): (query: string[]) => Map<number, number> {
  const documents = films.map((film) => {
    const counts = new Map<string, number>();
    const count = (text: string, boost: number) => {
      for (const word of stems(text)) counts.set(word, (counts.get(word) ?? 0) + boost);
    };
    subjectKeywords(film.keywords).forEach((keyword) => count(keyword, FIELD_BOOST.keyword));
    count(film.title, FIELD_BOOST.title);
    count(film.overview ?? '', FIELD_BOOST.overview);
    return counts;
  });
  // A query word that is itself one of a film's keywords ('boxing', 'time travel') is the surest sign.
  const keywordSets = films.map(
    (film) => new Set(subjectKeywords(film.keywords).map((keyword) => keyword.toLowerCase())),
  );
  const keywordWords = keywordSets.map(
    (keywords) => new Set([...keywords].flatMap((keyword) => words(keyword))),
  );
  const lengths = documents.map((counts) => [...counts.values()].reduce((sum, n) => sum + n, 0));
  const averageLength = lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, lengths.length);
  const postings = new Map<string, number[]>();
  documents.forEach((counts, position) => {
    for (const word of counts.keys()) {
      const list = postings.get(word) ?? [];
      list.push(position);
      postings.set(word, list);
    }
  });
  return (query) => {
    const scores = new Map<number, number>();
    const raw = query.flatMap((term) => words(term));
    const phrase = raw.join(' ');
    films.forEach((film, position) => {
      const hits = raw.filter((word) => keywordWords[position]!.has(word)).length;
      const bonus =
        hits * KEYWORD_HIT + (raw.length > 1 && keywordSets[position]!.has(phrase) ? PHRASE_HIT : 0);
      if (bonus) scores.set(film.id, bonus);
    });
    for (const word of new Set(query.flatMap((term) => stems(term)))) {
      const hits = postings.get(word) ?? [];
      const idf = Math.log(1 + (films.length - hits.length + 0.5) / (hits.length + 0.5));
      for (const position of hits) {
        const tf = documents[position]!.get(word)!;
        const norm = tf + BM25.k1 * (1 - BM25.b + (BM25.b * lengths[position]!) / averageLength);
        const id = films[position]!.id;
        scores.set(id, (scores.get(id) ?? 0) + (idf * tf * (BM25.k1 + 1)) / norm);
      }
    }
    return scores;
  };
}
