import { trainingReviews } from '../eval/trainingReviews';
import { halfOf } from '../eval/split';
import reviewSet from '../eval/reviews.json';
import { classifyReview, reviewFeatures, trainReviewModel } from '../src/local/reviewClassifier';
import trained from '../src/local/reviewModel.json';

describe('review classifier', () => {
  it('sees negated words and what follows a contrast as words of their own', () => {
    expect(reviewFeatures('Not funny, but the ending works.')).toEqual(
      expect.arrayContaining(['not', 'not:funny', 'ending', 'but:ending', 'but:works', 'the ending']),
    );
    expect(reviewFeatures('Funny. The ending works.')).not.toContain('but:ending');
  });

  it('reads the side whose reviews are worded alike', () => {
    const model = trainReviewModel([
      { text: 'A wonderful, moving film.', label: 'positive' },
      { text: 'Wonderful cast, moving score.', label: 'positive' },
      { text: 'A dull, lifeless film.', label: 'negative' },
      { text: 'Dull script, lifeless cast.', label: 'negative' },
      { text: 'Wonderful cast, but the script is dull.', label: 'mixed' },
    ]);
    const sides = classifyReview('Moving and wonderful.', model);
    expect(sides.positive).toBeGreaterThan(0.5);
    expect(sides.positive + sides.negative + sides.mixed).toBeCloseTo(1);
    expect(classifyReview('Lifeless and dull.', model).negative).toBeGreaterThan(0.5);
  });

  it('is the model the labelled reviews train, with no held-out review among them', () => {
    const heldOut = new Set(
      reviewSet.reviews.filter((review) => halfOf(review.id) === 'heldOut').map((review) => review.text),
    );
    expect(heldOut.size).toBeGreaterThan(0);
    // A text written twice would count twice, and could sit in both halves.
    expect(new Set(reviewSet.reviews.map((review) => review.text)).size).toBe(reviewSet.reviews.length);
    expect(trainingReviews().filter((review) => heldOut.has(review.text))).toEqual([]);
    // Stale after reviews.json changes: run `npm run train:reviews -w @marquee/ai`.
    expect(trainReviewModel(trainingReviews())).toEqual(trained);
  });
});
