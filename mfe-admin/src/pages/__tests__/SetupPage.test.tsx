import { logoutAtom, marqueeStore, tokenAtom, userAtom } from '@marquee/client';
import { startLocalApi, type LocalApi, type LocalApiRequest } from '@marquee/testing/localApi';
import type { SessionUser } from '@marquee/contracts';
import { renderPage } from '@marquee/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import SetupPage from '../SetupPage';

const member: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'First Member',
  email: 'first@example.com',
  role: 'user',
  isGoogleUser: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

let api: LocalApi;
const requests: LocalApiRequest[] = [];
/** What POST /api/admin/setup answers next. */
let answer: { status: number; body: unknown };

beforeEach(async () => {
  requests.length = 0;
  api = await startLocalApi((request) => {
    requests.push(request);
    return answer;
  });
});
afterEach(async () => {
  marqueeStore.set(logoutAtom);
  await api.close();
});

function renderAt(url: string) {
  renderPage(
    '/admin/setup',
    <Provider store={marqueeStore}>
      <SetupPage />
    </Provider>,
    url,
  );
}

function signIn(user: SessionUser) {
  marqueeStore.set(tokenAtom, 'member-session');
  marqueeStore.set(userAtom, user);
}

test('without a token the page says which link it needs', () => {
  signIn(member);
  renderAt('/admin/setup');
  expect(screen.getByRole('alert')).toHaveTextContent('the setup link the server printed');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('a guest is asked to sign in first', () => {
  renderAt('/admin/setup?token=abc');
  expect(screen.getByRole('button', { name: 'Sign in to continue' })).toBeInTheDocument();
});

test('a signed-in member confirms, becomes the administrator and keeps the new session', async () => {
  const user = userEvent.setup();
  answer = { status: 200, body: { token: 'admin-session', user: { ...member, role: 'admin' } } };
  signIn(member);
  renderAt('/admin/setup?token=abc');

  await user.click(screen.getByRole('button', { name: 'Become the administrator' }));

  expect(await screen.findByText('You are now the administrator of this Marquee.')).toBeInTheDocument();
  expect(requests).toEqual([
    expect.objectContaining({
      method: 'POST',
      path: '/api/admin/setup',
      body: { token: 'abc' },
      // The claim is the member's: it goes with their session.
      headers: expect.objectContaining({ authorization: 'Bearer member-session' }),
    }),
  ]);
  expect(marqueeStore.get(tokenAtom)).toBe('admin-session');
  expect(marqueeStore.get(userAtom)?.role).toBe('admin');
  expect(screen.getByRole('link', { name: 'Open the Admin Dashboard' })).toHaveAttribute('href', '/admin');
});

test('a link someone else used first says so, and the member stays a member', async () => {
  const user = userEvent.setup();
  const used = 'This setup link has already been used: an administrator exists.';
  answer = { status: 409, body: { message: used } };
  signIn(member);
  renderAt('/admin/setup?token=abc');

  await user.click(screen.getByRole('button', { name: 'Become the administrator' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(used);
  expect(marqueeStore.get(userAtom)?.role).toBe('user');
});
