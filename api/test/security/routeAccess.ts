import { LISTED_MOVIE_ID, OWNED_MOVIE_ID, type AccessWorld, type Caller } from './accessWorld';

/** A request to one route, built for one world. */
export interface AccessRequest {
  url: string;
  payload?: object;
  /** Headers the request needs besides the caller's (a file upload's content type). */
  headers?: Record<string, string>;
}

/** The status each caller gets, and how to make a request the route would carry out for its owner. */
export type RouteAccess = Record<Caller, number> & { request: (world: AccessWorld) => AccessRequest };

/** The account sign-in is tried with (created once per test file, it has a password). */
export const LOGIN = { email: 'login@example.com', password: 'correct horse battery' };

const everyone = (status: number) => ({ guest: status, owner: status, other: status, admin: status });
/** Any signed-in caller; guests are asked to sign in. */
const signedIn = (status: number) => ({ guest: 401, owner: status, other: status, admin: status });
/** Admin routes: 401 for guests, 403 for users however they relate to the data. */
const adminOnly = (status = 200) => ({ guest: 401, owner: 403, other: 403, admin: status });
/** The owner's account: the owner and admins, nobody else. */
const ownerOrAdmin = (status = 200) => ({ guest: 401, owner: status, other: 403, admin: status });
/** Private to the owner: admins included out (a watchlist; editing a review). */
const ownerOnly = (status = 200) => ({ guest: 401, owner: status, other: 403, admin: 403 });
/** Read by its owner only, and hidden from everyone else as if it did not exist (a private diary). */
const ownerReadsPrivate = { guest: 404, owner: 200, other: 404, admin: 404 };
/** Changed by its owner only; a guest is asked to sign in, anyone else finds nothing (a private diary). */
const ownerChangesPrivate = (status = 200) => ({ guest: 401, owner: status, other: 404, admin: 404 });

const get = (url: string) => () => ({ url });

/** A browser's push subscription (its keys are never used: nothing is pushed to it). */
const PUSH_SUBSCRIPTION = {
  endpoint: 'https://push.example/subscription/1',
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
};

/**
 * Every route of the API (`METHOD /path` as the OpenAPI document names it) and who may use it. The
 * authorization test fails for a route the app has and this table has not.
 */
export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/health': { ...everyone(200), request: get('/api/health') },
  'GET /api/ready': { ...everyone(200), request: get('/api/ready') },
  'GET /api/catalog/status': { ...everyone(200), request: get('/api/catalog/status') },

  'POST /api/auth/register': {
    ...everyone(201),
    request: (w) => ({
      url: '/api/auth/register',
      payload: { name: 'New', email: w.newEmail, password: 'a long password' },
    }),
  },
  'POST /api/auth/login': { ...everyone(200), request: () => ({ url: '/api/auth/login', payload: LOGIN }) },
  'GET /api/auth/verify-email': { ...everyone(302), request: get('/api/auth/verify-email?token=unknown') },
  'POST /api/auth/resend-verification': {
    ...everyone(200),
    request: (w) => ({ url: '/api/auth/resend-verification', payload: { email: w.owner.email } }),
  },
  // The digest's unsubscribe address needs no sign-in: its token is the proof (an unknown one here).
  'GET /api/email/unsubscribe': {
    ...everyone(404),
    request: get('/api/email/unsubscribe?token=0123456789abcdef0123456789abcdef'),
  },
  'POST /api/email/unsubscribe': {
    ...everyone(404),
    request: () => ({
      url: '/api/email/unsubscribe?token=0123456789abcdef0123456789abcdef',
      payload: { 'List-Unsubscribe': 'One-Click' },
    }),
  },
  'PUT /api/users/{id}/time-zone': {
    ...ownerOrAdmin(),
    request: (w) => ({ url: `/api/users/${w.owner.id}/time-zone`, payload: { timeZone: 'Europe/Paris' } }),
  },
  'POST /api/auth/forgot-password': {
    ...everyone(200),
    request: (w) => ({ url: '/api/auth/forgot-password', payload: { email: w.owner.email } }),
  },
  'POST /api/auth/reset-password': {
    ...everyone(400),
    request: () => ({
      url: '/api/auth/reset-password',
      payload: { token: 'unknown', newPassword: 'a long password' },
    }),
  },
  'GET /api/auth/providers': { ...everyone(200), request: get('/api/auth/providers') },
  // Google sign-in is not configured here: the routes say so to everyone.
  'POST /api/auth/google': {
    ...everyone(404),
    request: () => ({ url: '/api/auth/google/', payload: { credential: 'not-a-token' } }),
  },
  'POST /api/auth/google/exchange': {
    ...everyone(401),
    request: () => ({ url: '/api/auth/google/exchange', payload: { code: 'unknown' } }),
  },

  'GET /api/users/{id}': { ...ownerOrAdmin(), request: (w) => ({ url: `/api/users/${w.owner.id}` }) },
  'PATCH /api/users/{id}': {
    ...ownerOrAdmin(),
    request: (w) => ({ url: `/api/users/${w.owner.id}`, payload: { name: 'Renamed' } }),
  },
  'DELETE /api/users/{id}': { ...ownerOrAdmin(), request: (w) => ({ url: `/api/users/${w.owner.id}` }) },

  'GET /api/users/{id}/watchlist': {
    ...ownerOnly(),
    request: (w) => ({ url: `/api/users/${w.owner.id}/watchlist` }),
  },
  'POST /api/users/{id}/watchlist': {
    ...ownerOnly(),
    request: (w) => ({
      url: `/api/users/${w.owner.id}/watchlist`,
      payload: { movieId: '13', title: 'Forrest Gump' },
    }),
  },
  'DELETE /api/users/{id}/watchlist/{movieId}': {
    ...ownerOnly(),
    request: (w) => ({ url: `/api/users/${w.owner.id}/watchlist/${OWNED_MOVIE_ID}` }),
  },

  'GET /api/users/{id}/not-interested': {
    ...ownerOnly(),
    request: (w) => ({ url: `/api/users/${w.owner.id}/not-interested` }),
  },
  'POST /api/users/{id}/not-interested': {
    ...ownerOnly(),
    request: (w) => ({
      url: `/api/users/${w.owner.id}/not-interested`,
      payload: { movieId: '13', title: 'Forrest Gump' },
    }),
  },
  'DELETE /api/users/{id}/not-interested/{movieId}': {
    ...ownerOnly(),
    request: (w) => ({ url: `/api/users/${w.owner.id}/not-interested/${OWNED_MOVIE_ID}` }),
  },
  'GET /api/users/{id}/hide-seen': {
    ...ownerOnly(),
    request: (w) => ({ url: `/api/users/${w.owner.id}/hide-seen` }),
  },
  'PUT /api/users/{id}/hide-seen': {
    ...ownerOnly(),
    request: (w) => ({ url: `/api/users/${w.owner.id}/hide-seen`, payload: { hideSeen: true } }),
  },
  // The signed-in caller's own unseen films: anyone signed in, nobody else's data.
  'GET /api/unseen/lists/{list}': { ...signedIn(200), request: get('/api/unseen/lists/popular') },
  'GET /api/unseen/discover': { ...signedIn(200), request: get('/api/unseen/discover') },
  'GET /api/unseen/search': { ...signedIn(200), request: get('/api/unseen/search?query=matrix') },

  // The owner's diary is private (the default).
  'GET /api/users/{id}/diary': {
    ...ownerReadsPrivate,
    request: (w) => ({ url: `/api/users/${w.owner.id}/diary` }),
  },
  'GET /api/users/{id}/diary/stats': {
    ...ownerReadsPrivate,
    request: (w) => ({ url: `/api/users/${w.owner.id}/diary/stats` }),
  },
  'POST /api/users/{id}/diary': {
    ...ownerChangesPrivate(201),
    request: (w) => ({
      url: `/api/users/${w.owner.id}/diary`,
      payload: { movieId: String(OWNED_MOVIE_ID), watchedOn: '2024-02-02', rating: 4 },
    }),
  },
  'PATCH /api/users/{id}/diary/{entryId}': {
    ...ownerChangesPrivate(),
    request: (w) => ({
      url: `/api/users/${w.owner.id}/diary/${w.ownerDiaryEntryId}`,
      payload: { rating: 2, tags: ['changed'] },
    }),
  },
  'DELETE /api/users/{id}/diary/{entryId}': {
    ...ownerChangesPrivate(204),
    request: (w) => ({ url: `/api/users/${w.owner.id}/diary/${w.ownerDiaryEntryId}` }),
  },
  'GET /api/movies/{movieId}/watches': {
    ...everyone(200),
    request: get(`/api/movies/${OWNED_MOVIE_ID}/watches`),
  },

  // Others see the owner's public lists only (and admins hidden public ones too).
  'GET /api/users/{id}/lists': {
    ...everyone(200),
    request: (w) => ({ url: `/api/users/${w.owner.id}/lists` }),
  },
  'POST /api/users/{id}/lists': {
    ...ownerOnly(201),
    request: (w) => ({ url: `/api/users/${w.owner.id}/lists`, payload: { name: 'New list' } }),
  },
  // The owner's private list, hidden from everyone else (admins too) as if it did not exist.
  'GET /api/lists/{listId}': {
    ...ownerReadsPrivate,
    request: (w) => ({ url: `/api/lists/${w.ownerListId}` }),
  },
  'PATCH /api/lists/{listId}': {
    ...ownerChangesPrivate(),
    request: (w) => ({ url: `/api/lists/${w.ownerListId}`, payload: { name: 'Renamed', ranked: true } }),
  },
  'DELETE /api/lists/{listId}': {
    ...ownerChangesPrivate(204),
    request: (w) => ({ url: `/api/lists/${w.ownerListId}` }),
  },
  'GET /api/lists/{listId}/entries': {
    ...ownerReadsPrivate,
    request: (w) => ({ url: `/api/lists/${w.ownerListId}/entries?sort=title` }),
  },
  'POST /api/lists/{listId}/entries': {
    ...ownerChangesPrivate(201),
    request: (w) => ({
      url: `/api/lists/${w.ownerListId}/entries`,
      payload: { movieId: String(OWNED_MOVIE_ID) },
    }),
  },
  'PATCH /api/lists/{listId}/entries/{movieId}': {
    ...ownerChangesPrivate(),
    request: (w) => ({
      url: `/api/lists/${w.ownerListId}/entries/${LISTED_MOVIE_ID}`,
      payload: { note: 'Changed.' },
    }),
  },
  'DELETE /api/lists/{listId}/entries/{movieId}': {
    ...ownerChangesPrivate(204),
    request: (w) => ({ url: `/api/lists/${w.ownerListId}/entries/${LISTED_MOVIE_ID}` }),
  },

  // Profiles: the owner's is private, so it is as missing to everyone else (admins too) as an unknown one.
  'GET /api/profiles/{handle}': {
    ...ownerReadsPrivate,
    request: (w) => ({ url: `/api/profiles/${w.ownerHandle}` }),
  },
  'GET /api/profiles/{handle}/followers': {
    ...ownerReadsPrivate,
    request: (w) => ({ url: `/api/profiles/${w.ownerHandle}/followers` }),
  },
  'GET /api/profiles/{handle}/following': {
    ...ownerReadsPrivate,
    request: (w) => ({ url: `/api/profiles/${w.ownerHandle}/following` }),
  },
  // Nobody follows a profile they may not see; the owner may not follow themselves (unfollowing is no change).
  'POST /api/profiles/{handle}/follow': {
    guest: 401,
    owner: 400,
    other: 404,
    admin: 404,
    request: (w) => ({ url: `/api/profiles/${w.ownerHandle}/follow` }),
  },
  'DELETE /api/profiles/{handle}/follow': {
    ...ownerChangesPrivate(),
    request: (w) => ({ url: `/api/profiles/${w.ownerHandle}/follow` }),
  },
  // Anyone signed in may block (or unblock) anyone with a handle, private or not, but themselves.
  'POST /api/profiles/{handle}/block': {
    ...signedIn(200),
    owner: 400,
    request: (w) => ({ url: `/api/profiles/${w.ownerHandle}/block` }),
  },
  'DELETE /api/profiles/{handle}/block': {
    ...signedIn(200),
    owner: 400,
    request: (w) => ({ url: `/api/profiles/${w.ownerHandle}/block` }),
  },
  'GET /api/feed': { ...signedIn(200), request: get('/api/feed') },
  'GET /api/users/{id}/profile-settings': {
    ...ownerOrAdmin(),
    request: (w) => ({ url: `/api/users/${w.owner.id}/profile-settings` }),
  },
  'PATCH /api/users/{id}/profile-settings': {
    ...ownerOrAdmin(),
    request: (w) => ({
      url: `/api/users/${w.owner.id}/profile-settings`,
      payload: { profileVisibility: 'public', favouriteMovieIds: [String(OWNED_MOVIE_ID)] },
    }),
  },
  'PUT /api/users/{id}/handle': {
    ...ownerOrAdmin(),
    request: (w) => ({
      url: `/api/users/${w.owner.id}/handle`,
      payload: { handle: `renamed_${w.ownerHandle}` },
    }),
  },
  // Whom a user blocked is theirs alone, admins included out.
  'GET /api/users/{id}/blocks': {
    ...ownerOnly(),
    request: (w) => ({ url: `/api/users/${w.owner.id}/blocks` }),
  },

  'POST /api/reviews': {
    ...signedIn(201),
    request: () => ({
      url: '/api/reviews/',
      payload: { movieId: '13', movieTitle: 'Forrest Gump', rating: 5, comment: 'Life, like a box.' },
    }),
  },
  'GET /api/reviews/{id}': { ...everyone(200), request: get(`/api/reviews/${OWNED_MOVIE_ID}`) },
  'GET /api/reviews/user/{userId}': {
    ...everyone(200),
    request: (w) => ({ url: `/api/reviews/user/${w.owner.id}` }),
  },
  // A review is public content, whatever its author's profile (private here).
  'GET /api/reviews/review/{reviewId}': {
    ...everyone(200),
    request: (w) => ({ url: `/api/reviews/review/${w.ownerReviewId}` }),
  },
  'PATCH /api/reviews/{id}': {
    ...ownerOnly(),
    request: (w) => ({ url: `/api/reviews/${w.ownerReviewId}`, payload: { rating: 1 } }),
  },
  'PUT /api/reviews/{id}': {
    ...ownerOnly(),
    request: (w) => ({ url: `/api/reviews/${w.ownerReviewId}`, payload: { comment: 'Changed.' } }),
  },
  'DELETE /api/reviews/{id}': {
    ...ownerOrAdmin(),
    request: (w) => ({ url: `/api/reviews/${w.ownerReviewId}` }),
  },
  // Anyone signed in but the review's author, who may not vouch for their own review.
  'POST /api/reviews/{id}/like': {
    ...signedIn(200),
    owner: 403,
    request: (w) => ({ url: `/api/reviews/${w.ownerReviewId}/like`, payload: { type: 'like' } }),
  },

  // The local mailbox of development set-ups (no SMTP_URL); production never registers it.
  'GET /api/dev/mail': { ...everyone(200), request: get('/api/dev/mail') },

  ...Object.fromEntries(
    [
      '/trending/movie/week',
      '/movie/popular',
      '/movie/top_rated',
      '/movie/upcoming',
      '/genre/movie/list',
      '/discover/movie',
      '/search/movie?query=star',
    ].map((path) => [
      `GET /api/tmdb${path.split('?')[0]}`,
      { ...everyone(200), request: get(`/api/tmdb${path}`) },
    ]),
  ),
  ...Object.fromEntries(
    [
      '',
      '/credits',
      '/videos',
      '/images',
      '/keywords',
      '/external_ids',
      '/watch/providers',
      '/recommendations',
      '/similar',
      '/reviews',
    ].map((suffix) => [
      `GET /api/tmdb/movie/{id}${suffix}`,
      { ...everyone(200), request: get(`/api/tmdb/movie/${OWNED_MOVIE_ID}${suffix}`) },
    ]),
  ),
  'GET /api/images/placeholder': { ...everyone(200), request: get('/api/images/placeholder?title=Heat') },

  'GET /api/admin/cache/movies': { ...adminOnly(), request: get('/api/admin/cache/movies') },
  'DELETE /api/admin/cache/movies': { ...adminOnly(), request: get('/api/admin/cache/movies') },
  'GET /api/admin/stats': { ...adminOnly(), request: get('/api/admin/stats') },
  // The first-admin link (an admin exists here, so no setup token is on offer): any signed-in caller may try.
  'POST /api/admin/setup': {
    ...signedIn(409),
    request: () => ({ url: '/api/admin/setup', payload: { token: 'unknown' } }),
  },
  'GET /api/admin/users': { ...adminOnly(), request: get('/api/admin/users') },
  'PATCH /api/admin/users/{id}/promote': {
    ...adminOnly(),
    request: (w) => ({ url: `/api/admin/users/${w.owner.id}/promote` }),
  },
  'PATCH /api/admin/users/{id}/demote': {
    ...adminOnly(),
    request: (w) => ({ url: `/api/admin/users/${w.otherAdmin.id}/demote` }),
  },
  'DELETE /api/admin/users/{id}': {
    ...adminOnly(),
    request: (w) => ({ url: `/api/admin/users/${w.owner.id}` }),
  },
  'GET /api/admin/reviews': { ...adminOnly(), request: get('/api/admin/reviews') },
  'DELETE /api/admin/reviews/{id}': {
    ...adminOnly(),
    request: (w) => ({ url: `/api/admin/reviews/${w.ownerReviewId}` }),
  },
  'GET /api/admin/lists': { ...adminOnly(), request: get('/api/admin/lists') },
  'POST /api/admin/lists/{listId}/hide': {
    ...adminOnly(),
    request: (w) => ({ url: `/api/admin/lists/${w.ownerPublicListId}/hide` }),
  },
  'POST /api/admin/lists/{listId}/unhide': {
    ...adminOnly(),
    request: (w) => ({ url: `/api/admin/lists/${w.ownerPublicListId}/unhide` }),
  },
  'POST /api/admin/users/{id}/hide-profile': {
    ...adminOnly(),
    request: (w) => ({ url: `/api/admin/users/${w.owner.id}/hide-profile` }),
  },
  'POST /api/admin/users/{id}/unhide-profile': {
    ...adminOnly(),
    request: (w) => ({ url: `/api/admin/users/${w.owner.id}/unhide-profile` }),
  },
  'GET /api/admin/actions': { ...adminOnly(), request: get('/api/admin/actions') },
  'GET /api/admin/jobs': { ...adminOnly(), request: get('/api/admin/jobs') },
  'POST /api/admin/jobs/{queue}/retry-failed': {
    ...adminOnly(),
    request: get('/api/admin/jobs/email/retry-failed'),
  },

  'GET /api/ai/test': { ...everyone(200), request: get('/api/ai/test') },
  'GET /api/ai/news': { ...everyone(200), request: get('/api/ai/news') },
  // Past the role check the self-check needs the details of the most popular film, which the recorded
  // TMDB answers do not hold: a 409 that says so.
  'POST /api/ai/batch-test': { ...adminOnly(409), request: get('/api/ai/batch-test') },
  'POST /api/ai/recommendations': {
    ...signedIn(200),
    request: () => ({ url: '/api/ai/recommendations', payload: { count: 3 } }),
  },
  'POST /api/ai/search': {
    ...signedIn(200),
    request: () => ({ url: '/api/ai/search', payload: { query: 'funny films from the nineties' } }),
  },
  'POST /api/ai/analyze-reviews/{movieId}': {
    ...everyone(200),
    request: () => ({
      url: `/api/ai/analyze-reviews/${OWNED_MOVIE_ID}`,
      payload: { movieTitle: 'Fight Club', tmdbReviews: [] },
    }),
  },
  'POST /api/ai/analyze-movie': {
    ...everyone(200),
    request: () => ({
      url: '/api/ai/analyze-movie',
      payload: { movieData: { id: OWNED_MOVIE_ID, title: 'Fight Club', overview: 'Soap.' } },
    }),
  },
  'POST /api/ai/chat': {
    ...signedIn(200),
    request: () => ({ url: '/api/ai/chat', payload: { message: 'Something like Heat?' } }),
  },

  // Imports and exports: each caller's own; another's is as missing as an unknown one, admins included.
  'POST /api/imports': {
    ...signedIn(202),
    request: () => ({
      url: '/api/imports?fileName=diary.csv',
      payload: Buffer.from(
        'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2024-01-06,Fight Club,1999,https://boxd.it/2bf8Tb,4.5,,,2024-01-05\n',
      ),
      headers: { 'content-type': 'text/csv' },
    }),
  },
  'GET /api/imports': { ...signedIn(200), request: get('/api/imports') },
  'GET /api/imports/{importId}': {
    ...ownerChangesPrivate(),
    request: (w) => ({ url: `/api/imports/${w.ownerImportId}` }),
  },
  'GET /api/imports/{importId}/rows': {
    ...ownerChangesPrivate(),
    request: (w) => ({ url: `/api/imports/${w.ownerImportId}/rows` }),
  },
  'POST /api/imports/{importId}/rows/{rowId}': {
    ...ownerChangesPrivate(),
    request: (w) => ({
      url: `/api/imports/${w.ownerImportId}/rows/${w.ownerImportRowId}`,
      payload: { skip: true },
    }),
  },
  'POST /api/exports': { ...signedIn(202), request: () => ({ url: '/api/exports' }) },
  'GET /api/exports/{exportId}': {
    ...ownerChangesPrivate(),
    request: (w) => ({ url: `/api/exports/${w.ownerExportId}` }),
  },
  'GET /api/exports/{exportId}/download': {
    ...ownerChangesPrivate(),
    request: (w) => ({ url: `/api/exports/${w.ownerExportId}/download` }),
  },
  // Web push: each caller's own browsers; the key is public.
  'GET /api/push/public-key': { ...everyone(200), request: get('/api/push/public-key') },
  'GET /api/push/subscriptions': { ...signedIn(200), request: get('/api/push/subscriptions') },
  'PUT /api/push/subscriptions': {
    ...signedIn(200),
    request: () => ({ url: '/api/push/subscriptions', payload: PUSH_SUBSCRIPTION }),
  },
  'DELETE /api/push/subscriptions': {
    ...signedIn(200),
    request: () => ({ url: '/api/push/subscriptions', payload: { endpoint: PUSH_SUBSCRIPTION.endpoint } }),
  },
  // The caller has no browser subscribed in a fresh world: nothing to send, nothing fails.
  'POST /api/push/test': { ...signedIn(204), request: () => ({ url: '/api/push/test' }) },
  // The release calendar: the month is public, reminders and the feed are each caller's own. The feed's
  // file answers anyone holding its secret; a made-up one is not found.
  'GET /api/calendar': { ...everyone(200), request: get('/api/calendar') },
  'GET /api/reminders': { ...signedIn(200), request: get('/api/reminders') },
  // The peer's film came out long ago: a reminder for it is refused, whoever asks.
  'PUT /api/reminders/{movieId}': {
    ...signedIn(409),
    request: () => ({ url: `/api/reminders/${OWNED_MOVIE_ID}`, payload: { weekBefore: true } }),
  },
  'DELETE /api/reminders/{movieId}': { ...signedIn(200), request: get(`/api/reminders/${OWNED_MOVIE_ID}`) },
  'GET /api/calendar/feed': { ...signedIn(200), request: get('/api/calendar/feed') },
  'POST /api/calendar/feed': { ...signedIn(200), request: get('/api/calendar/feed') },
  'DELETE /api/calendar/feed': { ...signedIn(204), request: get('/api/calendar/feed') },
  'GET /api/calendar/feeds/{file}': {
    ...everyone(404),
    request: get(`/api/calendar/feeds/${'A'.repeat(43)}.ics`),
  },

  'GET /api/notifications': { ...signedIn(200), request: get('/api/notifications') },
  'GET /api/notifications/unread-count': {
    ...signedIn(200),
    request: get('/api/notifications/unread-count'),
  },
  'POST /api/notifications/read-all': { ...signedIn(200), request: get('/api/notifications/read-all') },
  'POST /api/notifications/{id}/read': {
    ...ownerChangesPrivate(200),
    request: (w) => ({ url: `/api/notifications/${w.ownerNotificationId}/read` }),
  },
  'GET /api/notifications/preferences': {
    ...signedIn(200),
    request: get('/api/notifications/preferences'),
  },
  'PUT /api/notifications/preferences': {
    ...signedIn(200),
    request: () => ({
      url: '/api/notifications/preferences',
      payload: { preferences: [{ kind: 'review-activity', channel: 'email', enabled: true }] },
    }),
  },
};
