import fp from 'fastify-plugin';

/**
 * Echoes the request id (see genReqId) so a client or a proxy can quote it when reporting a problem and
 * it can be found in the logs.
 */
export default fp(
  async function requestId(app) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id' },
);
