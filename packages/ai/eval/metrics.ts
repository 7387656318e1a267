/** Ranking and classification measures, as information retrieval defines them. */

const CUTOFF = 10;

/**
 * Precision at 10: the share of the first 10 results that are relevant, out of at most as many as the
 * catalog holds (a query with 4 relevant films in the whole catalog scores 1 for finding all 4).
 */
export function precisionAt10(gains: number[], relevantInCatalog: number): number {
  const found = gains.slice(0, CUTOFF).filter((gain) => gain > 0).length;
  const possible = Math.min(CUTOFF, relevantInCatalog);
  return possible === 0 ? 1 : found / possible;
}

/** Normalised discounted cumulative gain at 10, against the best order the catalog allows. */
export function ndcgAt10(gains: number[], idealGains: number[]): number {
  const dcg = (values: number[]) =>
    values.slice(0, CUTOFF).reduce((sum, gain, rank) => sum + gain / Math.log2(rank + 2), 0);
  const ideal = dcg([...idealGains].sort((a, b) => b - a));
  return ideal === 0 ? 1 : dcg(gains) / ideal;
}

export function accuracy<T>(pairs: { gold: T; predicted: T }[]): number {
  return pairs.length ? pairs.filter((pair) => pair.gold === pair.predicted).length / pairs.length : 0;
}

/** The mean over classes of each class's F1 (harmonic mean of its precision and recall). */
export function macroF1<T>(pairs: { gold: T; predicted: T }[], classes: T[]): number {
  const f1 = classes.map((label) => {
    const tp = pairs.filter((pair) => pair.gold === label && pair.predicted === label).length;
    const predicted = pairs.filter((pair) => pair.predicted === label).length;
    const actual = pairs.filter((pair) => pair.gold === label).length;
    const precision = predicted ? tp / predicted : 0;
    const recall = actual ? tp / actual : 0;
    return precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  });
  return f1.reduce((sum, value) => sum + value, 0) / classes.length;
}

export const mean = (values: number[]): number =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
