import { logoutAtom, marqueeStore, saveSession } from '@marquee/client';
import { ada } from '@marquee/testing/fixtures';
import { type LocalApi, startLocalApi } from '@marquee/testing/localApi';
import { currentLocation, renderPage } from '@marquee/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graceProfile, profilesBackend } from '../../testing/profilesApi';
import MemberPage from '../MemberPage';

const backend = profilesBackend();
let api: LocalApi;
beforeAll(async () => {
  api = await startLocalApi(
    (request) => backend.handle(request) ?? { status: 404, body: { message: 'Not found' } },
  );
});
afterAll(() => api.close());
beforeEach(() => {
  backend.state.profile = graceProfile();
  backend.state.hidden = false;
  backend.state.following = false;
  backend.state.blocked = [];
  backend.state.failNext = null;
  api.requests.length = 0;
  marqueeStore.set(logoutAtom);
  localStorage.clear();
});

function visit(handle: string, { signedIn }: { signedIn: boolean }) {
  if (signedIn) saveSession({ token: 'tok', user: ada });
  return renderPage('/u/:handle', <MemberPage />, `/u/${handle}`);
}

const writes = () =>
  api.requests.filter((request) => request.method !== 'GET').map(({ method, path }) => `${method} ${path}`);

test("a guest reads a member's profile: counts, favourites, diary, reviews and lists, each linking on", async () => {
  visit('grace_h', { signedIn: false });

  expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
  expect(screen.getByText('@grace_h')).toBeInTheDocument();
  const counts = screen.getByRole('list', { name: 'Counts' });
  expect(counts).toHaveTextContent('1 film logged');
  expect(counts).toHaveTextContent('1 review');
  expect(counts).toHaveTextContent('1 list');
  expect(within(counts).getByRole('button', { name: '3 followers' })).toBeInTheDocument();
  expect(within(counts).getByRole('button', { name: '1 following' })).toBeInTheDocument();

  const favourites = screen.getByRole('region', { name: 'Favourite films' });
  expect(within(favourites).getByRole('link', { name: 'Alien (1979)' })).toHaveAttribute(
    'href',
    '/movie/348',
  );
  const diary = screen.getByRole('region', { name: 'Recent diary' });
  expect(within(diary).getByRole('link', { name: 'Fight Club' })).toHaveAttribute('href', '/movie/550');
  expect(diary).toHaveTextContent('Mar 9, 2026 · Rewatch');
  const reviews = screen.getByRole('region', { name: 'Recent reviews' });
  expect(within(reviews).getByRole('link', { name: 'Alien: Still terrifying' })).toHaveAttribute(
    'href',
    '/reviews/6f1c1d6e-0000-4000-8000-0000000000b1',
  );
  expect(within(reviews).getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
  const lists = screen.getByRole('region', { name: 'Lists' });
  expect(within(lists).getByRole('link', { name: 'Space horror' })).toHaveAttribute(
    'href',
    '/lists/5a0b1c2d-0000-4000-8000-0000000000c1',
  );
  expect(document.title).toContain('Grace Hopper (@grace_h)');
});

test('a guest is offered to sign in to follow, and no block', async () => {
  const user = userEvent.setup();
  visit('grace_h', { signedIn: false });
  await user.click(await screen.findByRole('button', { name: 'Sign in to follow' }));
  expect(currentLocation()).toBe('/login');
  expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
});

test('an unknown handle and a profile the reader may not see give the same not-found', async () => {
  const { unmount } = visit('nobody_here', { signedIn: true });
  const unknown = await screen.findByRole('heading', { level: 1 });
  const unknownText = screen.getByTestId('page-mfe_account-MemberPage').textContent;
  expect(unknown).toHaveTextContent('Profile not found');

  backend.state.hidden = true;
  unmount();
  visit('grace_h', { signedIn: true });
  expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
  expect(screen.getByTestId('page-mfe_account-MemberPage').textContent).toBe(unknownText);
  expect(screen.queryByText(/Grace/)).not.toBeInTheDocument();
});

test('Follow and Unfollow turn at once, move the follower count and reach the server', async () => {
  const user = userEvent.setup();
  visit('grace_h', { signedIn: true });
  await user.click(await screen.findByRole('button', { name: 'Follow' }));
  const unfollow = screen.getByRole('button', { name: 'Unfollow' });
  expect(screen.getByRole('button', { name: '4 followers' })).toBeInTheDocument();
  // Busy until the server answered and the counts are read again; a press meanwhile is ignored.
  await waitFor(() => expect(unfollow).toHaveAttribute('aria-busy', 'false'));
  expect(backend.state.following).toBe(true);

  await user.click(unfollow);
  expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: '3 followers' })).toBeInTheDocument());
  expect(writes()).toEqual(['POST /api/profiles/grace_h/follow', 'DELETE /api/profiles/grace_h/follow']);
});

test("a follow the server refuses goes back, with the server's reason", async () => {
  const user = userEvent.setup();
  visit('grace_h', { signedIn: true });
  backend.state.failNext = { status: 404, body: { message: 'Profile not found' } };
  await user.click(await screen.findByRole('button', { name: 'Follow' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Profile not found');
  expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '3 followers' })).toBeInTheDocument();
});

test('the followers open in a dialog, a page at a time', async () => {
  const user = userEvent.setup();
  visit('grace_h', { signedIn: false });
  await user.click(await screen.findByRole('button', { name: '3 followers' }));
  const dialog = screen.getByRole('dialog', { name: 'Followers' });
  const people = await within(dialog).findByRole('list', { name: 'Followers' });
  expect(within(people).getAllByRole('listitem')).toHaveLength(2);
  expect(within(people).getByRole('link', { name: 'Follower 1' })).toHaveAttribute('href', '/u/follower_1');

  await user.click(within(dialog).getByRole('button', { name: 'Show more' }));
  await waitFor(() => expect(within(people).getAllByRole('listitem')).toHaveLength(3));
  expect(within(dialog).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('blocking is asked first, says what it does, and can be undone from the page', async () => {
  const user = userEvent.setup();
  visit('grace_h', { signedIn: true });
  await user.click(await screen.findByRole('button', { name: 'More' }));
  await user.click(screen.getByRole('button', { name: 'Block @grace_h' }));
  const dialog = screen.getByRole('dialog', { name: 'Block @grace_h?' });
  expect(dialog).toHaveAccessibleDescription(/cannot see your profile.*Any follows between you end/);
  expect(writes()).toEqual([]);

  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'You blocked @grace_h' })).toBeInTheDocument();
  await waitFor(() => expect(backend.state.blocked).toHaveLength(1));

  await user.click(screen.getByRole('button', { name: 'Unblock @grace_h' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
  expect(writes()).toEqual(['POST /api/profiles/grace_h/block', 'DELETE /api/profiles/grace_h/block']);
});

test('a block cancelled from the keyboard changes nothing and gives the focus back to the menu', async () => {
  const user = userEvent.setup();
  visit('grace_h', { signedIn: true });
  await user.click(await screen.findByRole('button', { name: 'More' }));
  await user.click(screen.getByRole('button', { name: 'Block @grace_h' }));
  within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }).focus();
  await user.keyboard('{Enter}');

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Block @grace_h' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
  expect(writes()).toEqual([]);
});

test('your own profile offers Edit profile instead of Follow', async () => {
  visit('ada_l', { signedIn: true });
  expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile');
  expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
});
