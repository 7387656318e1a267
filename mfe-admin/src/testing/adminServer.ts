import type {
  AdminAction,
  AdminActionKind,
  AdminList,
  AdminQueue,
  AdminReview,
  AdminStats,
  AdminUser,
  Pagination,
} from '@marquee/contracts';
import { serveAtApi } from '@marquee/testing/localApi';
import { createServer, type IncomingMessage, type Server } from 'node:http';

const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();

export function adminUser(n: number, role: AdminUser['role'] = 'user'): AdminUser {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `User ${n}`,
    email: `user${n}@example.com`,
    role,
    isGoogleUser: false,
    watchlistCount: n % 3,
    createdAt: day(n),
    // Users 1 to 10 picked a handle; the profile of user 3 is hidden.
    handle: n <= 10 ? `user_${n}` : null,
    profileHiddenAt: n === 3 ? day(15) : null,
  };
}

function review(n: number, author: AdminUser): AdminReview {
  const id = `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    movieId: String(500 + n),
    movieTitle: `Film ${n}`,
    user: { name: author.name, email: author.email },
    rating: (n % 5) + 1,
    title: '',
    comment: `Review text ${n}`,
    createdAt: day(n),
  };
}

function list(n: number, owner: AdminUser): AdminList {
  return {
    id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    ownerId: owner.id,
    name: `List ${n}`,
    description: n === 1 ? 'Films to watch in the rain' : '',
    visibility: n % 2 === 0 ? 'unlisted' : 'public',
    ranked: false,
    entryCount: n * 2,
    posters: [],
    hiddenAt: n === 2 ? day(16) : null,
    owner: { name: owner.name, email: owner.email },
    createdAt: day(n),
    updatedAt: day(n),
  };
}

function page<T>(items: T[], url: URL): { items: T[]; pagination: Pagination } {
  const currentPage = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const totalPages = Math.ceil(items.length / limit);
  return {
    items: items.slice((currentPage - 1) * limit, currentPage * limit),
    pagination: {
      currentPage,
      totalPages,
      hasPrev: currentPage > 1,
      hasNext: currentPage < totalPages,
      total: items.length,
    },
  };
}

type Answer = [status: number, body: unknown];

/**
 * A real HTTP server playing the admin API over a small in-memory world (user 1 is the signed-in admin,
 * 12 users, 3 reviews, 11 public or unlisted lists (list 2 hidden), one logged action, two job queues),
 * recording every request. `failNext` makes the next matching call fail as the
 * server would, with a status and a message.
 */
export async function startAdminServer() {
  const users = Array.from({ length: 12 }, (_, index) =>
    adminUser(index + 1, index === 0 ? 'admin' : 'user'),
  );
  const reviews = [3, 2, 1].map((n) => review(n, users[n]!));
  const lists = Array.from({ length: 11 }, (_, index) => list(index + 1, users[index + 1]!));
  const actions: AdminAction[] = [
    {
      id: '1',
      action: 'delete-review',
      admin: { id: users[0]!.id, email: users[0]!.email },
      target: { type: 'review', id: reviews[0]!.id, label: 'Film 9 by someone@example.com' },
      createdAt: day(20),
    },
  ];
  const jobQueues: AdminQueue[] = [
    { name: 'email', waiting: 0, active: 0, delayed: 0, completed: 4, failed: 3 },
    { name: 'ai', waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 },
  ];
  const requests: string[] = [];
  const logAction = (action: AdminActionKind, target: AdminAction['target']) =>
    actions.unshift({
      id: String(actions.length + 1),
      action,
      admin: { id: users[0]!.id, email: users[0]!.email },
      target,
      createdAt: day(21),
    });
  const failures: { method: string; path: RegExp; answer: Answer }[] = [];

  const stats = (): AdminStats => ({
    totalUsers: users.length,
    totalAdmins: users.filter((user) => user.role === 'admin').length,
    totalReviews: reviews.length,
    recentUsers: 2,
    topReviewers: [
      { rank: 1, _id: users[1]!.id, userName: 'User 2', userEmail: 'user2@example.com', reviewCount: 7 },
    ],
  });

  function answer(req: IncomingMessage, url: URL): Answer {
    const failure = failures.findIndex((f) => f.method === req.method && f.path.test(url.pathname));
    if (failure >= 0) return failures.splice(failure, 1)[0]!.answer;
    const route = `${req.method} ${url.pathname}`;
    const userAction = /^(PATCH|DELETE) \/api\/admin\/users\/([^/]+)(?:\/(promote|demote))?$/.exec(route);
    if (userAction) {
      const index = users.findIndex((user) => user.id === userAction[2]);
      if (index < 0) return [404, { message: 'User not found' }];
      if (userAction[1] === 'DELETE') {
        users.splice(index, 1);
        return [200, { message: 'User deleted' }];
      }
      users[index] = { ...users[index]!, role: userAction[3] === 'promote' ? 'admin' : 'user' };
      return [200, { message: 'done', user: users[index] }];
    }
    const listHiding = /^POST \/api\/admin\/lists\/([^/]+)\/(hide|unhide)$/.exec(route);
    if (listHiding) {
      const index = lists.findIndex((item) => item.id === listHiding[1]);
      if (index < 0) return [404, { message: 'List not found' }];
      const hidden = listHiding[2] === 'hide';
      const { owner, ...shown } = (lists[index] = { ...lists[index]!, hiddenAt: hidden ? day(21) : null });
      logAction(hidden ? 'hide-list' : 'unhide-list', {
        type: 'list',
        id: shown.id,
        label: `${shown.name} by ${owner.email}`,
      });
      return [200, { list: shown }];
    }
    const profileHiding = /^POST \/api\/admin\/users\/([^/]+)\/(hide|unhide)-profile$/.exec(route);
    if (profileHiding) {
      const index = users.findIndex((user) => user.id === profileHiding[1]);
      if (index < 0) return [404, { message: 'User not found' }];
      const hidden = profileHiding[2] === 'hide';
      const user = (users[index] = { ...users[index]!, profileHiddenAt: hidden ? day(21) : null });
      logAction(hidden ? 'hide-profile' : 'unhide-profile', {
        type: 'user',
        id: user.id,
        label: `${user.handle ? `@${user.handle}` : 'no handle'} (${user.email})`,
      });
      return [200, { id: user.id, handle: user.handle, hiddenAt: user.profileHiddenAt }];
    }
    const reviewDelete = /^DELETE \/api\/admin\/reviews\/([^/]+)$/.exec(route);
    if (reviewDelete) {
      const index = reviews.findIndex((item) => item.id === reviewDelete[1]);
      if (index < 0) return [404, { message: 'Review not found' }];
      reviews.splice(index, 1);
      return [200, { message: 'Review deleted' }];
    }
    switch (route) {
      case 'GET /api/admin/stats':
        return [200, stats()];
      case 'GET /api/admin/users': {
        const { items, pagination } = page(users, url);
        return [200, { users: items, pagination }];
      }
      case 'GET /api/admin/reviews': {
        const { items, pagination } = page(reviews, url);
        return [200, { reviews: items, pagination }];
      }
      case 'GET /api/admin/lists': {
        const { items, pagination } = page(lists, url);
        return [200, { lists: items, pagination }];
      }
      case 'GET /api/admin/actions': {
        const { items, pagination } = page(actions, url);
        return [200, { actions: items, pagination }];
      }
      case 'GET /api/admin/cache/movies':
        return [200, { provider: 'tmdb', hits: 5, misses: 2, stale: 0, upstreamCalls: 2, upstreamErrors: 1 }];
      case 'DELETE /api/admin/cache/movies':
        return [200, { flushed: 2 }];
      case 'GET /api/admin/jobs':
        return [200, { mode: 'in-process', queues: jobQueues }];
      case 'POST /api/admin/jobs/email/retry-failed': {
        const retried = jobQueues[0]!.failed;
        jobQueues[0] = { ...jobQueues[0]!, failed: 0, waiting: retried };
        return [200, { retried }];
      }
      default:
        return [404, { message: 'Not found' }];
    }
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://admin');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const [status, body] = answer(req, url);
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  const { close } = await serveAtApi(server);

  return {
    users,
    reviews,
    lists,
    requests,
    failNext(method: string, path: RegExp, status: number, message: string) {
      failures.push({ method, path, answer: [status, { message }] });
    },
    close,
  };
}
