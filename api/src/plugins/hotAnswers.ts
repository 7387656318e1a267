import fp from 'fastify-plugin';
import { type HotAnswers } from '../http/hotAnswers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Replays of cached public reads, answered before the router (http/hotAnswers.ts). */
    hotAnswers: HotAnswers;
  }
}

/** Keeps each replayable answer once it is sent; the server made by `answers.serverFactory` replays it. */
export default fp<{ answers: HotAnswers }>(
  async function hotAnswers(app, { answers }) {
    answers.logTo(app.log);
    app.decorate('hotAnswers', answers);
    // Declared up front, so every request object keeps one shape (Fastify's advice for hot paths).
    app.decorateRequest('hotAnswerBody', undefined);
    app.addHook('onResponse', (request, reply, done) => {
      answers.keep(request, reply);
      done();
    });
  },
  { name: 'hot-answers' },
);
