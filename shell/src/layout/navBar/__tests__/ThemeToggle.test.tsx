import { logoutAtom, marqueeStore, saveSession, userAtom } from '@marquee/client';
import { startLocalApi, type LocalApi } from '@marquee/testing/localApi';
import { THEME_STORAGE_KEY } from '@marquee/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAccountTheme } from '../../../session/useAccountTheme';
import { member } from '../../../testing/member';
import { renderInShell } from '../../../testing/render';
import { ThemeToggle } from '../ThemeToggle';

let api: LocalApi;
beforeEach(async () => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  marqueeStore.set(logoutAtom);
  // The account answers a change with itself, as PATCH /api/users/:id does.
  api = await startLocalApi(({ method, path, body }) =>
    method === 'PATCH' && path === '/api/users/u1'
      ? {
          status: 200,
          body: {
            ...member,
            ...(body as object),
            stats: { watchlistItems: 0, reviewsWritten: 0 },
            diaryVisibility: 'private',
          },
        }
      : { status: 404, body: { message: 'Not found' } },
  );
});
afterEach(() => api.close());

const shownTheme = () => document.documentElement.getAttribute('data-theme');

function ShellPart() {
  useAccountTheme();
  return <ThemeToggle />;
}

test('a guest switches between the themes; the choice is kept in this browser only', async () => {
  const user = userEvent.setup();
  renderInShell(<ShellPart />, { store: marqueeStore });

  await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
  expect(shownTheme()).toBe('light');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');

  await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
  expect(shownTheme()).toBe('dark');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  expect(api.requests).toEqual([]);
});

test("a signed-in member's choice is saved in their account too", async () => {
  const user = userEvent.setup();
  act(() => saveSession({ token: 'tok', user: member }));
  renderInShell(<ShellPart />, { store: marqueeStore });

  await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
  expect(shownTheme()).toBe('light');
  await waitFor(() => expect(api.requests).toHaveLength(1));
  expect(api.requests[0]).toMatchObject({ method: 'PATCH', path: '/api/users/u1', body: { theme: 'light' } });
  await waitFor(() => expect(marqueeStore.get(userAtom)?.theme).toBe('light'));
});

test("signing in to an account with a theme shows it, over this browser's earlier choice", async () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  document.documentElement.setAttribute('data-theme', 'dark');
  renderInShell(<ShellPart />, { store: marqueeStore });

  act(() => saveSession({ token: 'tok', user: { ...member, theme: 'light' } }));
  await waitFor(() => expect(shownTheme()).toBe('light'));
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  expect(await screen.findByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
});
