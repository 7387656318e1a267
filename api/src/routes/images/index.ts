import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, PLACEHOLDER_KINDS } from '@marquee/contracts';
import { Type } from 'typebox';
import { placeholderSvg } from '../../images/placeholderSvg';

const PlaceholderQuerystring = Type.Object(
  {
    kind: Type.Enum(PLACEHOLDER_KINDS, { default: 'poster' }),
    title: Type.String({ maxLength: 200, default: '' }),
    year: Type.Optional(Type.String({ pattern: '^\\d{4}$' })),
    /** A TMDB genre id: it picks the colour. */
    genre: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);

/** Images Marquee draws itself. */
const imagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/images/placeholder',
    {
      schema: {
        tags: ['images'],
        operationId: 'getPlaceholderImage',
        summary: 'A designed SVG for a film or person without a poster, backdrop or portrait',
        querystring: PlaceholderQuerystring,
        response: {
          200: {
            description: 'The SVG image',
            content: { 'image/svg+xml': { schema: Type.String() } },
          },
          400: ErrorResponse,
        },
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml; charset=utf-8')
        // The image is a pure function of its URL, so browsers and CDNs may keep it forever.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(placeholderSvg(request.query)),
  );
};

export default imagesRoutes;
