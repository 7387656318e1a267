import { createHash } from 'node:crypto';

/** An analysis depends only on its input, so it is kept long: a second view of the film is instant. */
export const ANALYSIS_TTL_SECONDS = 7 * 24 * 60 * 60;

/** JSON with object keys sorted, so equal inputs give equal text whatever order their keys came in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** The cache key of one analysis of one film: a changed input (a new review) is a new analysis. */
export function analysisCacheKey(kind: 'reviews' | 'movie', movieId: number, input: unknown): string {
  const hash = createHash('sha256').update(canonicalJson(input)).digest('hex');
  return `ai:${kind}:${movieId}:${hash}`;
}
