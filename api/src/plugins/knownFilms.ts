import fp from 'fastify-plugin';
import { HttpError } from '../httpError';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves when the movie data (TMDB or the local catalog) knows film `movieId`; rejects with a 404
     * when it does not, so no review or watchlist entry names a film that does not exist.
     */
    requireKnownFilm(movieId: string): Promise<void>;
  }
}

/** A film, once known, stays known this long: films are not withdrawn from the movie data. */
const KNOWN_TTL_SECONDS = 24 * 60 * 60;

/**
 * The check asks the provider for the film's external ids: its smallest answer (one indexed row in the
 * catalog; a small, cached TMDB call). A film found is remembered in the shared cache, so a popular film
 * costs nothing after the first write; a miss is not remembered, so a film imported later is accepted at
 * once. When the movie data cannot answer (TMDB down), the write goes ahead: the check guards against
 * made-up ids, and refusing every review during an outage would cost more than an unchecked id.
 */
export default fp(
  async function knownFilms(app) {
    app.decorate('requireKnownFilm', async (movieId: string) => {
      const key = `film-known:${app.movies.kind}:${movieId}`;
      if (await app.cache.get<boolean>(key)) return;
      try {
        await app.movies.externalIds(Number(movieId), {});
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) {
          throw new HttpError(404, 'No film has the id {{id}}.', { id: movieId });
        }
        app.log.warn({ err: error, movieId }, 'could not check that the film exists; accepting it');
        return;
      }
      await app.cache.set(key, true, KNOWN_TTL_SECONDS);
    });
  },
  { name: 'known-films', dependencies: ['movies', 'cache'] },
);
