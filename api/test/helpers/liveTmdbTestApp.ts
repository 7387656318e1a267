import { useTestApp } from './testApp';
import { startTmdbReplayServer, type TmdbReplayServer } from '@marquee/testing/tmdbReplay';

/**
 * A test app whose live movie-data provider talks to a fresh replay server of recorded TMDB answers.
 * The server starts first: useTestApp reads the env (TMDB_BASE_URL) in its own beforeAll.
 */
export function useLiveTmdbTestApp(token: string, moreEnv: NodeJS.ProcessEnv = {}) {
  let tmdb: TmdbReplayServer | undefined;
  const env: NodeJS.ProcessEnv = { ...moreEnv, TMDB_API_TOKEN: token };
  beforeAll(async () => {
    tmdb = await startTmdbReplayServer(token);
    env.TMDB_BASE_URL = tmdb.url;
  });
  afterAll(() => tmdb?.close());
  const test = useTestApp(env);
  return {
    get app() {
      return test.app;
    },
    get tmdb(): TmdbReplayServer {
      if (!tmdb) throw new Error('The replay server starts in beforeAll');
      return tmdb;
    },
  };
}
