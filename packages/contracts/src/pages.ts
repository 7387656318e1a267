import { DEFAULT_DISCOVER_SORT, discoverPath } from './discover';
import { movieDetailsPath } from './movieDetails';
import { movieListPath } from './movieLists';

/** A remote's Module Federation container name. */
export type RemoteName = 'mfe_browse' | 'mfe_movie' | 'mfe_account' | 'mfe_admin' | 'mfe_ai';

export interface PageDefinition {
  /** The route pattern, in the router's syntax (`/movie/:id`). */
  path: string;
  /** The remote that serves the page. */
  remote: RemoteName;
  /** The page component: `<remote>/src/pages/<module>.tsx`, exposed as `./<module>`. */
  module: string;
  /** The page's name in loading and failure messages and in the remote's dev harness. */
  title: string;
  /** A concrete URL of the page, for the dev harness when `path` has parameters or the page needs a query. */
  example?: string;
  /**
   * The API call the page starts with, exactly as @marquee/client requests it (without `/api`), so the
   * server can ask the browser to fetch it with the page's own code.
   */
  firstRequest?: (params: Record<string, string | undefined>, search: URLSearchParams) => string | undefined;
  /**
   * The API renders the page's first screen into its HTML, for a visitor who is not signed in
   * (docs/architecture.md, "Server rendering"): public pages whose first screen is the same for everyone.
   */
  serverRendered?: true;
}

/**
 * Every page of the product (docs/product.md §2; §10.3 for the movie sub-pages). The shell's routes, the
 * server's first-visit hints, the page ids, the remotes' exposed pages and their dev harnesses all come from
 * this table (docs/architecture.md, "Adding a page").
 */
export const pages = {
  home: {
    path: '/',
    remote: 'mfe_browse',
    module: 'HomePage',
    title: 'Home',
    firstRequest: () => movieListPath('trending', 1),
    serverRendered: true,
  },
  category: {
    path: '/category/:category',
    remote: 'mfe_browse',
    module: 'CategoryPage',
    title: 'Category',
    example: '/category/popular',
  },
  topRated: { path: '/top-rated', remote: 'mfe_browse', module: 'TopRatedPage', title: 'Top Rated' },
  calendar: { path: '/calendar', remote: 'mfe_browse', module: 'CalendarPage', title: 'Release calendar' },
  genres: {
    path: '/genres',
    remote: 'mfe_browse',
    module: 'GenresPage',
    title: 'Genres',
    // Filters in the URL are read by the page itself, so only the unfiltered view gets a first request.
    firstRequest: (_params, search) =>
      search.size === 0 ? discoverPath({ sort: DEFAULT_DISCOVER_SORT }, 1) : undefined,
    serverRendered: true,
  },
  search: {
    path: '/search',
    remote: 'mfe_browse',
    module: 'SearchPage',
    title: 'Search',
    example: '/search?q=alien',
  },
  movie: {
    path: '/movie/:id',
    remote: 'mfe_movie',
    module: 'MovieDetailPage',
    title: 'Movie details',
    example: '/movie/550',
    firstRequest: ({ id }) => (id && /^\d+$/.test(id) ? movieDetailsPath(id) : undefined),
    serverRendered: true,
  },
  movieCast: {
    path: '/movie/:id/cast',
    remote: 'mfe_movie',
    module: 'CastPage',
    title: 'Cast & Crew',
    example: '/movie/550/cast',
  },
  moviePhotos: {
    path: '/movie/:id/photos',
    remote: 'mfe_movie',
    module: 'PhotosPage',
    title: 'Photos',
    example: '/movie/550/photos',
  },
  movieVideos: {
    path: '/movie/:id/videos',
    remote: 'mfe_movie',
    module: 'VideosPage',
    title: 'Videos',
    example: '/movie/550/videos',
  },
  movieReviews: {
    path: '/movie/:id/reviews',
    remote: 'mfe_movie',
    module: 'ReviewsPage',
    title: 'Reviews',
    example: '/movie/550/reviews',
  },
  review: {
    path: '/reviews/:reviewId',
    remote: 'mfe_movie',
    module: 'ReviewPage',
    title: 'Review',
    example: '/reviews/00000000-0000-4000-8000-000000000000',
  },
  watchlist: { path: '/watchlist', remote: 'mfe_account', module: 'WatchlistPage', title: 'Watchlist' },
  diary: { path: '/diary', remote: 'mfe_account', module: 'DiaryPage', title: 'Diary' },
  import: { path: '/import', remote: 'mfe_account', module: 'ImportPage', title: 'Import & export' },
  importDetails: {
    path: '/import/:importId',
    remote: 'mfe_account',
    module: 'ImportDetailsPage',
    title: 'Import',
    example: '/import/00000000-0000-4000-8000-000000000000',
  },
  lists: { path: '/lists', remote: 'mfe_account', module: 'ListsPage', title: 'Lists' },
  list: {
    path: '/lists/:listId',
    remote: 'mfe_account',
    module: 'ListPage',
    title: 'List',
    example: '/lists/00000000-0000-4000-8000-000000000000',
  },
  feed: { path: '/feed', remote: 'mfe_account', module: 'FeedPage', title: 'Feed' },
  login: { path: '/login', remote: 'mfe_account', module: 'LoginPage', title: 'Login' },
  register: { path: '/register', remote: 'mfe_account', module: 'RegisterPage', title: 'Register' },
  profile: { path: '/profile', remote: 'mfe_account', module: 'ProfilePage', title: 'Profile' },
  notifications: {
    path: '/notifications',
    remote: 'mfe_account',
    module: 'NotificationsPage',
    title: 'Notifications',
  },
  member: {
    path: '/u/:handle',
    remote: 'mfe_account',
    module: 'MemberPage',
    title: 'Profile',
    example: '/u/example',
  },
  emailVerified: {
    path: '/email-verified',
    remote: 'mfe_account',
    module: 'EmailVerifiedPage',
    title: 'Email verification',
    example: '/email-verified?success=true',
  },
  resendVerification: {
    path: '/resend-verification',
    remote: 'mfe_account',
    module: 'ResendVerificationPage',
    title: 'Resend verification',
  },
  forgotPassword: {
    path: '/forgot-password',
    remote: 'mfe_account',
    module: 'ForgotPasswordPage',
    title: 'Forgot password',
  },
  resetPassword: {
    path: '/reset-password',
    remote: 'mfe_account',
    module: 'ResetPasswordPage',
    title: 'Reset password',
    example: '/reset-password?token=example',
  },
  admin: { path: '/admin', remote: 'mfe_admin', module: 'AdminPage', title: 'Admin Dashboard' },
  adminSetup: {
    path: '/admin/setup',
    remote: 'mfe_admin',
    module: 'SetupPage',
    title: 'Administrator setup',
    example: '/admin/setup?token=example',
  },
  aiFeatures: { path: '/ai-features', remote: 'mfe_ai', module: 'AiFeaturesPage', title: 'AI Features' },
} as const satisfies Record<string, PageDefinition>;

export type Pages = typeof pages;
export type PageName = keyof Pages;

/** Every page's name, in table order. */
export const pageNames = Object.keys(pages) as PageName[];

/** A page's Module Federation id, `<remote>/<module>` (mfe_movie/MovieDetailPage). */
export type PageId = { [Name in PageName]: `${Pages[Name]['remote']}/${Pages[Name]['module']}` }[PageName];

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The values a page's path needs, by parameter name (`{ id: 550 }` for `/movie/:id`). */
export type PageParams<Name extends PageName> = {
  [Param in ParamNames<Pages[Name]['path']>]: string | number;
};

/** Query parameters of a link; undefined and empty values are left out. */
export type PageQuery = Record<string, string | number | undefined>;

type HrefArgs<Name extends PageName> = [ParamNames<Pages[Name]['path']>] extends [never]
  ? [params?: Record<string, never>, query?: PageQuery]
  : [params: PageParams<Name>, query?: PageQuery];

/** The URL of a page: `pageHref('movie', { id: 550 })` is `/movie/550`. The only way to build one. */
export function pageHref<Name extends PageName>(name: Name, ...[params, query]: HrefArgs<Name>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = pages[name].path.replace(/:(\w+)/g, (_, param: string) =>
    encodeURIComponent(String(values[param])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/** The id of a page, as the shell asks Module Federation for it. */
export function pageIdOf(name: PageName): PageId {
  const { remote, module } = pages[name];
  return `${remote}/${module}` as PageId;
}

/** A concrete URL of the page: its example, else its path (which then has no parameters). */
export function pageExample(name: PageName): string {
  const page: PageDefinition = pages[name];
  return page.example ?? page.path;
}

/** The names of the pages a remote serves, in table order. */
export function pagesOfRemote(remote: RemoteName): PageName[] {
  return pageNames.filter((name) => pages[name].remote === remote);
}
