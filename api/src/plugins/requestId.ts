import fp from 'fastify-plugin';

/**
 * Echoes the request id (see genReqId) so a client or a proxy can quote it when reporting a problem and
 * it can be found in the logs.
 */
export default fp(
  async function requestId(app) {
    // A callback hook, not an async one: no promise to settle on every request.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'request-id' },
);
