import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { upcomingFrom } from '../../calendar/calendarMonth';
import { NotModified, publicCacheFor } from '../../plugins/httpCaching';

/** The source changes only on a redeploy or a catalog import: as long as the server keeps a list. */
const STATUS_CACHE_SECONDS = 10 * 60;

const CatalogStatus = Type.Object({
  provider: Type.Union([Type.Literal('tmdb'), Type.Literal('catalog')], {
    description: 'Where movie data comes from: live TMDB, or the local catalog',
  }),
  as_of: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
    description:
      'The local catalog is a snapshot: its newest release date, from which upcoming, trending and the like count. Null for live data.',
  }),
  upcoming_from: Type.String({
    format: 'date',
    description:
      'The first day a release counts as upcoming ("Remind me", the calendar): today with live data, the start of the catalog\'s upcoming list with the local catalog.',
  }),
});

/** GET /api/catalog/status: which movie data answers, and the date a local catalog is as of. */
const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/catalog/status',
    {
      config: { publicCache: publicCacheFor(STATUS_CACHE_SECONDS) },
      schema: {
        tags: ['movies'],
        operationId: 'getCatalogStatus',
        summary: 'The movie data source, and the date the local catalog is as of',
        response: { 200: CatalogStatus, 304: NotModified },
      },
    },
    async () => ({
      provider: app.movies.kind,
      as_of: (await app.movies.asOf?.()) ?? null,
      upcoming_from: await upcomingFrom(app.movies),
    }),
  );
};

export default catalogRoutes;
