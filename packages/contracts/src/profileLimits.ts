/* Plain values with no TypeBox, so front ends can import them (@marquee/contracts/profileLimits). */

/**
 * The limits of profiles, following and the feed (issue 22 §2-3): four favourite films; a profile shows
 * its latest 12 public diary entries, 6 reviews and 24 public lists; a page of followers holds 1..100
 * people (50 unless asked), a page of the feed 1..50 items (20 unless asked).
 */
export const PROFILE_LIMITS = {
  favouritesMax: 4,
  recentDiary: 12,
  recentReviews: 6,
  lists: 24,
  peoplePageDefault: 50,
  peoplePageMax: 100,
  feedPageDefault: 20,
  feedPageMax: 50,
} as const;
