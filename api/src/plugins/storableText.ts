import fp from 'fastify-plugin';
import { HttpError } from '../httpError';

/**
 * Text Postgres cannot hold: U+0000 (no Postgres text or jsonb value may contain it) and half of a
 * surrogate pair (no UTF-8 encodes it; Node would store U+FFFD instead, silently changing the text).
 */
// eslint-disable-next-line no-control-regex -- U+0000 is the very character refused
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path ("/conversationHistory/2/content") of the first string, or property name, holding such text. */
function unstorablePath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined;
  // A file's bytes (an import's raw body) are not text: they are stored as they are.
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}/${key}`;
    if (UNSTORABLE.test(key)) return itemPath;
    const found = unstorablePath(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * One rule for every route, before its schema is checked: a string anywhere in the body, the query or
 * the path that Postgres could not store is refused with a 400 naming the field. Without it each such
 * value reached a query and failed there (a 500), or a route that stores nothing answered as if the
 * text were fine; no per-route schema has to remember it.
 */
export default fp(
  async function storableText(app) {
    // A callback hook, not an async one: every request passes here, and most have nothing to refuse.
    app.addHook('preValidation', (request, _reply, done) => {
      for (const [part, values] of [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        const path = unstorablePath(values);
        if (path !== undefined) {
          // The part is written out: the error handler reads the field's path from the text.
          done(
            new HttpError(
              400,
              `${part}{{path}} contains a character that cannot be stored (U+0000 or half of a surrogate pair)`,
              { path },
            ),
          );
          return;
        }
      }
      done();
    });
  },
  { name: 'storable-text' },
);
