import trained from './reviewModel.json';

/**
 * A second reading of a review: naive Bayes over its words, trained from labelled reviews
 * (eval/trainReviewModel.ts writes reviewModel.json from the evaluation set's tuning half and development
 * reviews, never its held-out half). The rules (sentiment.ts) read the phrasings they were written for;
 * this reads how reviews of each side are worded in general, so it can doubt a reading the rules get
 * wrong, as when a part is praised in a review that pans the film.
 */

export const SIDES = ['positive', 'negative', 'mixed'] as const;
export type Side = (typeof SIDES)[number];

/** Per side, in SIDES order: reviews seen, feature occurrences seen, and each feature's occurrences. */
export interface ReviewModel {
  reviews: number[];
  occurrences: number[];
  features: Record<string, number[]>;
}

/** Words that negate what follows them up to the next punctuation ('not funny', 'never dull'). */
const NEGATORS = new Set(['not', 'no', 'never', "n't", 'nothing', 'nobody', 'none', 'hardly', 'without']);
/** Words that turn a sentence: what follows them is marked, as a review's verdict often comes there. */
const CONTRASTS = new Set(['but', 'yet', 'though', 'although']);
/** Additive smoothing: a feature a side never showed is unlikely there, not impossible. */
const SMOOTHING = 1;

/**
 * What the model sees of a text: each word (marked when negated), the same word marked when it follows a
 * contrast, and each pair of neighbouring words, every one counted once.
 */
export function reviewFeatures(text: string): string[] {
  const tokens =
    text
      .toLowerCase()
      .replace(/n't\b/g, " n't")
      .match(/[a-z']+|[.,;:!?]/g) ?? [];
  const features = new Set<string>();
  let negated = false;
  let contrasted = false;
  let previous = '^';
  for (const token of tokens) {
    if (/^[.,;:!?]$/.test(token)) {
      negated = false;
      previous = '^';
      // A comma goes on with the verdict after a contrast; a full stop or a semicolon ends it.
      if (token !== ',') contrasted = false;
    } else if (CONTRASTS.has(token)) {
      contrasted = true;
      previous = token;
    } else {
      const word = negated ? `not:${token}` : token;
      features.add(word);
      if (contrasted) features.add(`but:${word}`);
      features.add(`${previous} ${token}`);
      negated ||= NEGATORS.has(token);
      previous = token;
    }
  }
  return [...features];
}

export function trainReviewModel(reviews: { text: string; label: Side }[]): ReviewModel {
  const model: ReviewModel = { reviews: SIDES.map(() => 0), occurrences: SIDES.map(() => 0), features: {} };
  for (const review of reviews) {
    const side = SIDES.indexOf(review.label);
    model.reviews[side]! += 1;
    for (const feature of reviewFeatures(review.text)) {
      const counts = (model.features[feature] ??= SIDES.map(() => 0));
      counts[side]! += 1;
      model.occurrences[side]! += 1;
    }
  }
  return model;
}

/** How likely each side is to have written this text (the three add up to 1). */
export function classifyReview(text: string, model: ReviewModel = trained): Record<Side, number> {
  const vocabulary = Object.keys(model.features).length;
  const total = model.reviews.reduce((sum, count) => sum + count, 0);
  const known = reviewFeatures(text)
    .map((feature) => model.features[feature])
    .filter((counts) => counts !== undefined);
  const logLikelihoods = SIDES.map((_, side) =>
    known.reduce(
      (sum, counts) =>
        sum + Math.log((counts[side]! + SMOOTHING) / (model.occurrences[side]! + SMOOTHING * vocabulary)),
      Math.log(model.reviews[side]! / total),
    ),
  );
  const best = Math.max(...logLikelihoods);
  const weights = logLikelihoods.map((value) => Math.exp(value - best));
  const sum = weights.reduce((a, b) => a + b, 0);
  return Object.fromEntries(SIDES.map((side, index) => [side, weights[index]! / sum])) as Record<
    Side,
    number
  >;
}
