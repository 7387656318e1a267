import { createAiEngine, type AiEngineApi, type FilmCatalog } from '@marquee/ai';
import fp from 'fastify-plugin';
import { createFilmCatalog } from '../ai/filmCatalog';

declare module 'fastify' {
  interface FastifyInstance {
    /** The AI engine: OpenAI-compatible when OPENAI_API_KEY is set, else the local catalog-grounded one. */
    ai: AiEngineApi;
    /** The films the engine grounds its answers in: the same movie data as /api/tmdb/.... */
    aiCatalog: FilmCatalog;
  }
}

export default fp(
  async function ai(app) {
    app.decorate('ai', createAiEngine(app.config.ai, app.log.child({ component: 'ai' })));
    app.decorate('aiCatalog', createFilmCatalog(app.movies, app.db));
  },
  { name: 'ai', dependencies: ['config', 'movies', 'db'] },
);
