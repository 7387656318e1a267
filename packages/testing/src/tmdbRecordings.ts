import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder of recorded real TMDB v3 answers (fixtures/tmdb in this package), one JSON file per request:
 * `movie_550.json` for /movie/550, `movie_550_credits.json` for /movie/550/credits, and so on.
 */
export function tmdbFixturesDir(): string {
  // Resolved through the package, so it holds from the TypeScript source (jest) and the built dist/ alike.
  return path.join(path.dirname(require.resolve('@marquee/testing/package.json')), 'fixtures', 'tmdb');
}

/** A recorded answer, parsed, by file name (e.g. 'movie_popular.json'). */
export function tmdbFixture(file: string): unknown {
  return JSON.parse(readFileSync(path.join(tmdbFixturesDir(), file), 'utf8'));
}

/** The recording named `name` (without .json), or undefined when none was made. */
export function recordingIfAny(name: string): Record<string, unknown> | undefined {
  const file = path.join(tmdbFixturesDir(), `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
}
