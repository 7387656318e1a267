import { JsonText, type MovieData } from '../../src/movies/movieDataProvider';

/** A provider's answer as an object, whether it came as an object or as TMDB's JSON text. */
export function bodyOf<T>({ body }: MovieData<T>): T {
  return body instanceof JsonText ? body.parse() : body;
}
