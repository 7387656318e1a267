import { startTmdbReplayServer, type TmdbReplayServer } from '@marquee/testing/tmdbReplay';
import { startPostgresServer, type PostgresServer } from './postgresServer';
import { startApi, type RunningApi } from './productProcess';
import { startRedisServer, type RedisServer } from './redisServer';

const TOKEN = 'reliability-tmdb-token';

/** The built API on its own Postgres and Redis, with movie data from a TMDB replay peer. */
export interface TmdbStack {
  redis: RedisServer;
  postgres: PostgresServer;
  tmdb: TmdbReplayServer;
  api: RunningApi;
  stop(): Promise<void>;
}

/** Starts the stack; `env` adds to the API's settings (rate limits, say). */
export async function startTmdbStack(env: NodeJS.ProcessEnv = {}): Promise<TmdbStack> {
  const [redis, postgres, tmdb] = await Promise.all([
    startRedisServer(),
    startPostgresServer(),
    startTmdbReplayServer(TOKEN),
  ]);
  const api = await startApi({
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    TMDB_API_TOKEN: TOKEN,
    TMDB_BASE_URL: tmdb.url,
    ...env,
  });
  return {
    redis,
    postgres,
    tmdb,
    api,
    async stop() {
      await api.stop();
      await Promise.all([redis.close(), postgres.close(), tmdb.close()]);
    },
  };
}
