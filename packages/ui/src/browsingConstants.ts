/** docs/product.md §9 (Home): a card's overview is cut to this many characters. */
export const OVERVIEW_MAX_LENGTH = 100;
/** docs/product.md §9 (Home): one press of a row's scroll button moves it this far. */
export const ROW_SCROLL_STEP_PX = 400;
/** docs/product.md §9 (Home): the scroll-to-top button appears past this scroll position. */
export const SCROLL_TO_TOP_AFTER_PX = 300;
/** docs/product.md §2 Top rated: the next page loads when the end of the grid is this close to the viewport. */
export const INFINITE_SCROLL_MARGIN_PX = 100;
/** Cards of a grid or row at the top of a page that are in its first screenful (useFirstScreenCards):
 * their posters load at once instead of lazily. A wide screen shows a row of six, a phone a row of two. */
export const FIRST_SCREEN_CARDS = 6;
export const FIRST_SCREEN_CARDS_ON_PHONES = 2;
