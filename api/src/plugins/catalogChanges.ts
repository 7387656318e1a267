import { forgetFilmIndex } from '@marquee/ai';
import fp from 'fastify-plugin';
import { listenForCatalogChanges } from '../movies/catalog/catalogChanges';

/**
 * On the local catalog, an import announced on Postgres (movies/catalog/catalogChanges.ts) empties the
 * movie cache and the replayed answers, and drops the offline AI's film index: the next requests read
 * the new catalog, and pages no longer show lists that disagree with the catalog's new date. TMDB's data
 * changes on its own schedule, so with TMDB nothing listens.
 */
export default fp(
  async function catalogChanges(app) {
    if (app.movies.kind !== 'catalog') return;
    const log = app.log.child({ component: 'catalog-changes' });
    const listener = listenForCatalogChanges(
      app.config.databaseUrl,
      () => {
        forgetFilmIndex(app.aiCatalog);
        app.movieCache.flush().then(
          (flushed) => log.info({ flushed }, 'The local catalog changed: cached movie answers dropped'),
          (error: unknown) => log.error({ err: error }, 'Could not drop the cached movie answers'),
        );
      },
      { log },
    );
    app.addHook('onClose', () => listener.close());
  },
  { name: 'catalog-changes', dependencies: ['config', 'movies', 'ai'] },
);
