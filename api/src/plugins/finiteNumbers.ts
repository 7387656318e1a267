import fp from 'fastify-plugin';
import { HttpError } from '../httpError';

/**
 * Ajv's type coercion turns a path or query value such as `1e309` or `Infinity` into Infinity and then
 * skips the minimum and maximum checks (ajv-validator/ajv#2212, fastify/fastify#6718), so a handler
 * could get Infinity where its schema promises a bounded number. Path and query values are flat, so a
 * look at each after validation refuses them with the 400 any other out-of-range number gets.
 */
export default fp(
  async function finiteNumbers(app) {
    // A callback hook, not an async one: every request passes here, and most have nothing to refuse.
    app.addHook('preHandler', (request, _reply, done) => {
      for (const [part, values] of [
        ['params', request.params],
        ['querystring', request.query],
      ] as const) {
        for (const [name, value] of Object.entries((values ?? {}) as Record<string, unknown>)) {
          if (typeof value === 'number' && !Number.isFinite(value)) {
            // The part is written out: the error handler reads the field's path from the text.
            done(new HttpError(400, `${part}/{{name}} must be a finite number`, { name }));
            return;
          }
        }
      }
      done();
    });
  },
  { name: 'finite-numbers' },
);
