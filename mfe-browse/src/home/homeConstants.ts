/** SPEC section 9 (Home): films in each row. */
export const MOVIES_PER_ROW = 20;
/** SPEC section 9 (Home): trending films in the hero carousel. */
export const HERO_MOVIES = 5;
/** SPEC section 9 (Home): the carousel moves on after this long. */
export const HERO_ROTATION_MS = 8000;
