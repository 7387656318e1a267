import { Type, type Static } from 'typebox';
import { Role } from './user';
import { MovieId } from './watchlist';

/**
 * docs/product.md §9: admin lists default to page 1 and 10 per page; a page never holds more than 100. Pages
 * stop at a million: the deepest offset (a hundred million rows) stays an exact integer, far inside
 * Postgres's bigint, however the page and limit combine.
 */
export const ADMIN_PAGE = { defaultPage: 1, defaultLimit: 10, maxLimit: 100, maxPage: 1_000_000 } as const;
/** docs/product.md §3: recent users are those who joined in the last 30 days. */
export const RECENT_USERS_DAYS = 30;
/** docs/product.md §3: the stats list the five users with the most reviews. */
export const TOP_REVIEWERS = 5;

/** ?page&limit of every admin list. */
export const AdminPageQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: ADMIN_PAGE.maxPage, default: ADMIN_PAGE.defaultPage }),
  limit: Type.Integer({ minimum: 1, maximum: ADMIN_PAGE.maxLimit, default: ADMIN_PAGE.defaultLimit }),
});
export type AdminPageQuery = Static<typeof AdminPageQuery>;

/** docs/product.md §3: Pagination, plus the total the pages are cut from. */
export const Pagination = Type.Object({
  currentPage: Type.Integer({ minimum: 1 }),
  totalPages: Type.Integer({ minimum: 0 }),
  hasPrev: Type.Boolean(),
  hasNext: Type.Boolean(),
  total: Type.Integer({ minimum: 0 }),
});
export type Pagination = Static<typeof Pagination>;

export const TopReviewer = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  _id: Type.String({ format: 'uuid' }),
  userName: Type.String(),
  userEmail: Type.String(),
  reviewCount: Type.Integer({ minimum: 1 }),
});
export type TopReviewer = Static<typeof TopReviewer>;

/** GET /api/admin/stats (docs/product.md §3: Admin stats). */
export const AdminStats = Type.Object({
  totalUsers: Type.Integer({ minimum: 0 }),
  totalAdmins: Type.Integer({ minimum: 0 }),
  totalReviews: Type.Integer({ minimum: 0 }),
  recentUsers: Type.Integer({ minimum: 0 }),
  topReviewers: Type.Array(TopReviewer),
});
export type AdminStats = Static<typeof AdminStats>;

/** A row of the admin users table (docs/product.md §3: User, with watchlistCount; its profile's handle and hidden state). */
export const AdminUser = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  email: Type.String(),
  role: Role,
  isGoogleUser: Type.Boolean(),
  watchlistCount: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time' }),
  /** The public profile's address (/u/:handle); null until the user picks one. */
  handle: Type.Union([Type.String(), Type.Null()]),
  /** When an admin hid the profile (issue 22 §4), or null while it is shown. */
  profileHiddenAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type AdminUser = Static<typeof AdminUser>;

export const AdminUsersResponse = Type.Object({ users: Type.Array(AdminUser), pagination: Pagination });
export type AdminUsersResponse = Static<typeof AdminUsersResponse>;

/** PATCH /api/admin/users/:id/promote and /demote: the user with the new role. */
export const AdminUserChanged = Type.Object({ message: Type.String(), user: AdminUser });
export type AdminUserChanged = Static<typeof AdminUserChanged>;

/** A review as the admin list shows it (docs/product.md §3: Admin review). */
export const AdminReview = Type.Object({
  /** `_id` and `id` are the same value (the spec reads either). */
  _id: Type.String({ format: 'uuid' }),
  id: Type.String({ format: 'uuid' }),
  movieId: MovieId,
  movieTitle: Type.String(),
  /** 'Unknown' and '' when the author is gone. */
  user: Type.Object({ name: Type.String(), email: Type.String() }),
  /** Stars, 1-5. */
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  title: Type.String(),
  comment: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AdminReview = Static<typeof AdminReview>;

export const AdminReviewsResponse = Type.Object({ reviews: Type.Array(AdminReview), pagination: Pagination });
export type AdminReviewsResponse = Static<typeof AdminReviewsResponse>;

export const AdminActionKind = Type.Union([
  Type.Literal('promote'),
  Type.Literal('demote'),
  Type.Literal('delete-user'),
  Type.Literal('delete-review'),
  Type.Literal('flush-cache'),
  Type.Literal('retry-jobs'),
  Type.Literal('hide-list'),
  Type.Literal('unhide-list'),
  Type.Literal('hide-profile'),
  Type.Literal('unhide-profile'),
]);
export type AdminActionKind = Static<typeof AdminActionKind>;

export const AdminActionTargetType = Type.Union([
  Type.Literal('user'),
  Type.Literal('review'),
  Type.Literal('cache'),
  Type.Literal('queue'),
  Type.Literal('list'),
]);
export type AdminActionTargetType = Static<typeof AdminActionTargetType>;

/** One entry of the action log; the email and label are as they were when it happened. */
export const AdminAction = Type.Object({
  id: Type.String(),
  action: AdminActionKind,
  /** The admin's id is null once their account is deleted. */
  admin: Type.Object({
    id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
    email: Type.String(),
  }),
  target: Type.Object({ type: AdminActionTargetType, id: Type.String(), label: Type.String() }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AdminAction = Static<typeof AdminAction>;

export const AdminActionsResponse = Type.Object({ actions: Type.Array(AdminAction), pagination: Pagination });
export type AdminActionsResponse = Static<typeof AdminActionsResponse>;

/** A background job queue's jobs in each state. */
export const AdminQueue = Type.Object({
  name: Type.String(),
  waiting: Type.Integer({ minimum: 0 }),
  active: Type.Integer({ minimum: 0 }),
  delayed: Type.Integer({ minimum: 0 }),
  completed: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
});
export type AdminQueue = Static<typeof AdminQueue>;

/** GET /api/admin/jobs. mode: who runs the jobs (the worker through Redis, or the api in process). */
export const AdminJobs = Type.Object({
  mode: Type.Union([Type.Literal('bullmq-worker'), Type.Literal('in-process')]),
  queues: Type.Array(AdminQueue),
});
export type AdminJobs = Static<typeof AdminJobs>;

export const AdminQueueParams = Type.Object({ queue: Type.String({ minLength: 1, maxLength: 50 }) });
export type AdminQueueParams = Static<typeof AdminQueueParams>;

/** POST /api/admin/jobs/:queue/retry-failed: how many failed jobs went back to waiting. */
export const AdminJobsRetried = Type.Object({ retried: Type.Integer({ minimum: 0 }) });
export type AdminJobsRetried = Static<typeof AdminJobsRetried>;
