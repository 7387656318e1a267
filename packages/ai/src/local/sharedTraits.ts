import type { FilmProfile } from '../types';
import { genreName } from './genres';
import { subjectKeywords } from './keywords';
import { listJoin } from './offline';

const SHOWN = 2;

/** What two films have in common, in words, for explaining why one is like the other. */
export function sharedTraits(a: FilmProfile, b: FilmProfile): string[] {
  const common = <T>(left: T[], right: T[]) => left.filter((item) => right.includes(item));
  const directors = common(a.directors, b.directors);
  const cast = common(a.cast, b.cast);
  const keywords = common(subjectKeywords(a.keywords), subjectKeywords(b.keywords));
  const genres = common(a.genre_ids, b.genre_ids).map(genreName);
  return [
    directors.length ? `also directed by ${listJoin(directors)}` : '',
    cast.length ? `also starring ${listJoin(cast.slice(0, SHOWN))}` : '',
    keywords.length ? `shares ${listJoin(keywords.slice(0, SHOWN))}` : '',
    genres.length ? `both ${listJoin(genres.slice(0, SHOWN).map((name) => name.toLowerCase()))}` : '',
  ].filter(Boolean);
}
