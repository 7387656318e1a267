import { serveTmdbReplayAtApi } from '@marquee/testing/tmdbReplay';

/**
 * The recorded TMDB as the front end reaches it: the product's /api/tmdb/... calls answered the way the
 * API's TMDB proxy passes TMDB's answers through (@marquee/testing/tmdbReplay).
 */
export async function startTmdbReplay() {
  const replay = await serveTmdbReplayAtApi();
  return {
    /** While down, calls fail as if the network were: every connection is dropped unanswered. */
    network: {
      set down(down: boolean) {
        replay.outage = down ? { drop: true } : undefined;
      },
    },
    /** The calls to a TMDB path (e.g. '/movie/550'), in order, each with its query in `searchParams`. */
    calls: (route: string) =>
      replay.requests
        .filter((request) => request.path === route)
        .map((request) => new URL(`/api/tmdb${route}?${request.query}`, 'http://localhost')),
    close: () => replay.close(),
  };
}
