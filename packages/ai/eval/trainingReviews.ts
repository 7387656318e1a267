import type { Side } from '../src/local/reviewClassifier';
import reviewSet from './reviews.json';
import { halfOf } from './split';

/**
 * The labelled reviews the review classifier learns from: the tuning half and the development set only,
 * so that the held-out half stays a measure of reviews the engine never learnt from.
 */
export const trainingReviews = (): { text: string; label: Side }[] =>
  reviewSet.reviews
    .filter((review) => halfOf(review.id) !== 'heldOut')
    .map((review) => ({ text: review.text, label: review.label as Side }));
