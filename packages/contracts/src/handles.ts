import { pages } from './pages';

/**
 * A handle names a user's public profile, `/u/:handle` (issue 22): 3..30 letters, digits, `_` or `-`.
 * It is unique whatever the case ("Ada" and "ada" are one handle) and kept as its owner wrote it.
 */
export const HANDLE_LIMITS = { min: 3, max: 30, pattern: '^[A-Za-z0-9_-]{3,30}$' } as const;

/** The first segment of every page's path ('/movie/:id' -> 'movie'), so a handle never reads as a page. */
const pageSegments = Object.values(pages)
  .map((page) => page.path.split('/')[1] ?? '')
  .filter((segment) => segment !== '' && !segment.startsWith(':'));

/**
 * Handles nobody may take, compared lower-cased: every page's first path segment, the server's own
 * paths, words that would pass for Marquee speaking, and the pages still to come.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set(
  [
    ...pageSegments,
    ...['admin', 'administrator', 'api', 'assets', 'auth', 'docs', 'health', 'ready', 'remotes', 'static'],
    ...['marquee', 'support', 'help', 'staff', 'moderator', 'system', 'root', 'null', 'undefined'],
    ...['me', 'u', 'user', 'users', 'profile', 'profiles', 'settings', 'account', 'login', 'logout'],
    ...['register', 'signup', 'signin', 'diary', 'import', 'export', 'lists', 'list', 'feed', 'follow'],
    ...['followers', 'following', 'search', 'movie', 'movies', 'film', 'films', 'reviews', 'watchlist'],
  ].map((word) => word.toLowerCase()),
);

/** A rule of handles: their length, their characters, and the reserved words. */
export type HandleRule = 'length' | 'characters' | 'reserved';

/** The first rule a handle breaks, or undefined when it may be taken (if nobody has it). */
export function brokenHandleRule(handle: string): HandleRule | undefined {
  if (handle.length < HANDLE_LIMITS.min || handle.length > HANDLE_LIMITS.max) return 'length';
  if (!new RegExp(HANDLE_LIMITS.pattern).test(handle)) return 'characters';
  if (RESERVED_HANDLES.has(handle.toLowerCase())) return 'reserved';
  return undefined;
}

const RULE_TEXTS: Record<HandleRule, string> = {
  length: `A handle is ${HANDLE_LIMITS.min} to ${HANDLE_LIMITS.max} characters long`,
  characters: 'A handle holds only letters, digits, _ and -',
  reserved: 'That handle is reserved',
};

/**
 * What is wrong with a handle, in words (the server's answer), or undefined when it may be taken. A front
 * end says it in the reader's language from `brokenHandleRule`.
 */
export function handleProblem(handle: string): string | undefined {
  const rule = brokenHandleRule(handle);
  return rule && RULE_TEXTS[rule];
}
