import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type AppConfig } from './config';
import ai from './plugins/ai';
import answerLanguage from './plugins/answerLanguage';
import auth from './plugins/auth';
import cache from './plugins/cache';
import catalogChanges from './plugins/catalogChanges';
import closedQuerystrings from './plugins/closedQuerystrings';
import configPlugin from './plugins/config';
import cors from './plugins/cors';
import db from './plugins/db';
import errorHandler from './plugins/errorHandler';
import finiteNumbers from './plugins/finiteNumbers';
import frontends from './plugins/frontends';
import hotAnswers from './plugins/hotAnswers';
import httpCaching from './plugins/httpCaching';
import jobs from './plugins/jobs';
import knownFilms from './plugins/knownFilms';
import movies from './plugins/movies';
import rateLimit from './plugins/rateLimit';
import redis from './plugins/redis';
import requestId from './plugins/requestId';
import security from './plugins/security';
import storableText from './plugins/storableText';
import swagger from './plugins/swagger';
import apiRoutes from './routes';
import devMailPage from './routes/devMail/page';
import { HotAnswers } from './http/hotAnswers';
import { serverOptions, type LogStream } from './serverOptions';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface BuildAppOptions {
  /** Receives the JSON log lines instead of stdout. */
  logStream?: LogStream;
}

/**
 * The whole API as a composition of plugins, ready to listen (the caller listens, migrates and shuts
 * down; see server.ts). Nothing connects yet: the database and Redis are reached on first use.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  const answers = new HotAnswers();
  const app = Fastify({
    ...serverOptions(config, options.logStream),
    serverFactory: answers.serverFactory,
  }).withTypeProvider<TypeBoxTypeProvider>();

  try {
    await app.register(configPlugin, { config });
    await app.register(hotAnswers, { answers });
    // Headers first, so every answer carries them, errors and 404s included.
    await app.register(requestId);
    await app.register(security);
    await app.register(cors);
    // Cache-Control, ETags, 304s and compression for every /api answer, errors included.
    await app.register(httpCaching);
    // The limiter needs Redis for its shared store; the 404 handler needs the limiter.
    await app.register(redis);
    await app.register(rateLimit);
    await app.register(answerLanguage);
    await app.register(errorHandler);
    await app.register(finiteNumbers);
    await app.register(storableText);
    await app.register(db);
    await app.register(cache);
    await app.register(movies);
    await app.register(knownFilms);
    // The in-process job runner runs the AI jobs on the same engine the routes use.
    await app.register(ai);
    await app.register(catalogChanges);
    await app.register(jobs);
    await app.register(auth);
    // Swagger collects routes as they are added, so it comes before any of them.
    await app.register(swagger);
    // Like swagger, it sees each route as it is added.
    await app.register(closedQuerystrings);
    await app.register(apiRoutes, { prefix: '/api' });
    await app.register(devMailPage);
    await app.register(frontends);
  } catch (error) {
    // A plugin that failed to load must not leave the ones before it holding pools and sockets.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
