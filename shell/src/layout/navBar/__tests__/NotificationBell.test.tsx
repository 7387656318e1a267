import { logoutAtom, marqueeStore, tokenAtom, userAtom } from '@marquee/client';
import { startLocalApi, type LocalApi } from '@marquee/testing/localApi';
import { screen } from '@testing-library/react';
import { member } from '../../../testing/member';
import { renderInShell } from '../../../testing/render';
import { NotificationBell } from '../NotificationBell';

let api: LocalApi;
beforeEach(async () => {
  marqueeStore.set(logoutAtom);
  api = await startLocalApi(({ method, path }) =>
    method === 'GET' && path === '/api/notifications/unread-count'
      ? { status: 200, body: { unread: 3 } }
      : { status: 404, body: { message: 'Not found' } },
  );
});
afterEach(() => api.close());

test('a guest has no bell, and nothing is asked', () => {
  renderInShell(<NotificationBell />, { store: marqueeStore });
  expect(screen.queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
  expect(api.requests).toEqual([]);
});

test('a signed-in user gets the bell with the unread count, from one request', async () => {
  marqueeStore.set(tokenAtom, 'token-1');
  marqueeStore.set(userAtom, member);
  renderInShell(<NotificationBell />, { store: marqueeStore });

  const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
  expect(bell).toHaveAttribute('href', '/notifications');
  expect(bell).toHaveTextContent('3');
  expect(api.requests.map((request) => request.path)).toEqual(['/api/notifications/unread-count']);
});
