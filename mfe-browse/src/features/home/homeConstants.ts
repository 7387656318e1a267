/** docs/product.md §9 (Home): films in each row. */
export const MOVIES_PER_ROW = 20;
/** docs/product.md §9 (Home): trending films in the hero carousel. */
export const HERO_MOVIES = 5;
/** docs/product.md §9 (Home): the carousel moves on after this long. */
export const HERO_ROTATION_MS = 8000;
/** The next hero slide's images start loading this long before the carousel moves on to it. */
export const HERO_NEXT_IMAGE_LEAD_MS = 3000;
