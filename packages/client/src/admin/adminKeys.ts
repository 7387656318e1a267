/**
 * The cache keys of the admin dashboard (docs/architecture.md, "Server state"). Its answers are the same for
 * every admin, so no key names the viewer; `all` covers every one of them.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: ['admin', 'users'] as const,
  usersPage: (page: number) => ['admin', 'users', { page }] as const,
  reviews: ['admin', 'reviews'] as const,
  reviewsPage: (page: number) => ['admin', 'reviews', { page }] as const,
  lists: ['admin', 'lists'] as const,
  listsPage: (page: number) => ['admin', 'lists', { page }] as const,
  actions: ['admin', 'actions'] as const,
  actionsPage: (page: number) => ['admin', 'actions', { page }] as const,
  movieCache: ['admin', 'cache', 'movies'] as const,
  jobs: ['admin', 'jobs'] as const,
};
