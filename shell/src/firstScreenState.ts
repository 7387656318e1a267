/**
 * The id of the JSON block in which the server puts the data the first screen was rendered from
 * (TanStack Query's dehydrated state): the browser hydrates with it instead of asking again.
 */
export const FIRST_SCREEN_STATE_ID = 'marquee-first-screen-state';
