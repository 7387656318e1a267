import { DEFAULT_LANGUAGE } from '@marquee/contracts/languages';
import { type FastifyInstance } from 'fastify';
import { readerLanguage } from '../../messages/readerLanguage';
import { type LocaleQuery } from '../../movies/movieDataProvider';
import { addVary } from '../../plugins/httpCaching';

/**
 * With TMDB, film data comes in the reader's language (docs/architecture.md, Languages): a request that
 * names no `language` is asked in the one its Accept-Language prefers among Marquee's languages (the
 * client sends the language it shows), so titles, overviews, posters and trailers follow the reader, and
 * the cache keeps each language apart. English asks as before (TMDB's default). The local catalog is in
 * English only: its answers do not vary.
 */
export function askInReaderLanguage(app: FastifyInstance): void {
  if (app.movies.kind !== 'tmdb') return;
  app.addHook('preHandler', (request, reply, done) => {
    addVary(reply, 'Accept-Language');
    const query = request.query as LocaleQuery;
    if (!query.language) {
      const language = readerLanguage(request);
      if (language !== DEFAULT_LANGUAGE) query.language = language;
    }
    done();
  });
}
