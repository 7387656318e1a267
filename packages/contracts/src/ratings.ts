// No runtime imports here: the front ends import this module (as @marquee/contracts/ratings), so
// TypeBox stays out of their bundles.

/**
 * Ratings are stored as given, on a 10-point scale (`rating10`, 1..10): Letterboxd's half stars (0.5..5)
 * doubled, IMDb's and Trakt's 1..10 as they are, Marquee's own 1..5 stars doubled. Marquee shows 1..5
 * stars (SPEC: external ratings are halved and rounded): half of rating10, rounded half up as Math.round
 * does, so 1 -> 1 star, 3 -> 2, 5 -> 3, 9 -> 5.
 */
export function ratingToStars(rating10: number): number {
  return Math.round(rating10 / 2);
}

/** Marquee's 1..5 stars on the 10-point scale the ratings are stored in. */
export function starsToRating10(stars: number): number {
  return stars * 2;
}

/** The stars a diary, a filter or a chart may show. */
export const STARS = { min: 1, max: 5 } as const;
