/* Plain values with no TypeBox, so front ends can import them (@marquee/contracts/reviewLimits). */

/** docs/product.md §9: the limits of a review. */
export const REVIEW_LIMITS = { titleMax: 100, commentMax: 1000, ratingMin: 1, ratingMax: 5 } as const;
