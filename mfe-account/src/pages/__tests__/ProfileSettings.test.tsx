import { logoutAtom, marqueeStore, saveSession } from '@marquee/client';
import { notificationsBackend } from '@marquee/client/testing';
import { ada } from '@marquee/testing/fixtures';
import { type LocalApi, startLocalApi } from '@marquee/testing/localApi';
import { renderPage } from '@marquee/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { films, grace, profilesBackend } from '../../testing/profilesApi';
import ProfilePage from '../ProfilePage';

const backend = profilesBackend();
const notifications = notificationsBackend();
let api: LocalApi;
beforeAll(async () => {
  api = await startLocalApi(
    (request) =>
      backend.handle(request) ??
      notifications.handle(request) ?? { status: 404, body: { message: 'Not found' } },
  );
});
afterAll(() => api.close());
beforeEach(() => {
  backend.state.settings = {
    handle: null,
    profileVisibility: 'public',
    diaryVisibility: 'private',
    favourites: [],
    hiddenAt: null,
  };
  backend.state.blocked = [];
  backend.state.failNext = null;
  api.requests.length = 0;
  marqueeStore.set(logoutAtom);
  localStorage.clear();
  saveSession({ token: 'tok', user: ada });
});

const settingsWrites = () =>
  api.requests
    .filter((request) => request.method !== 'GET' && request.path.includes('/profile-settings'))
    .map((request) => request.body);

async function openSettings() {
  renderPage('*', <ProfilePage />, '/profile');
  return screen.findByRole('region', { name: 'Public profile' });
}

test('the handle is checked as it is typed, and the server says when it is taken', async () => {
  const user = userEvent.setup();
  const panel = await openSettings();
  const field = await within(panel).findByRole('textbox', { name: 'Handle' });
  const choose = within(panel).getByRole('button', { name: 'Choose handle' });

  await user.type(field, 'ab');
  expect(field).toHaveAccessibleDescription(/A handle is 3 to 30 characters long$/);
  expect(field).toBeInvalid();
  await user.type(field, '!');
  expect(field).toHaveAccessibleDescription(/A handle holds only letters, digits, _ and -$/);
  await user.clear(field);
  await user.type(field, 'Admin');
  expect(field).toHaveAccessibleDescription(/That handle is reserved$/);
  await user.click(choose);
  expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);

  await user.clear(field);
  await user.type(field, 'Grace_H');
  expect(field).toBeValid();
  await user.click(choose);
  expect(await within(panel).findByRole('alert')).toHaveTextContent('That handle is taken');

  await user.clear(field);
  await user.type(field, ' ada_l ');
  await user.click(choose);
  expect(await within(panel).findByText('Your handle is @ada_l.')).toHaveRole('status');
  expect(within(panel).getByRole('link', { name: 'View public profile' })).toHaveAttribute(
    'href',
    '/u/ada_l',
  );
  expect(within(panel).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Change handle' })).toBeDisabled();
  expect(backend.state.settings.handle).toBe('ada_l');
});

test('favourite films are picked from the search, reordered by keyboard and removed', async () => {
  const user = userEvent.setup();
  const panel = await openSettings();
  const search = await within(panel).findByRole('searchbox', { name: 'Find a film to add' });

  await user.type(search, 'alien{Enter}');
  await user.click(await within(panel).findByRole('button', { name: /^Alien/ }));
  const picked = await within(panel).findByRole('list', { name: 'Your favourite films' });
  await user.clear(search);
  await user.type(search, 'fight{Enter}');
  await user.click(await within(panel).findByRole('button', { name: /^Fight Club/ }));
  await waitFor(() => expect(within(picked).getAllByRole('listitem')).toHaveLength(2));
  expect(within(panel).getByText('2 of 4 picked.', { exact: false })).toBeInTheDocument();

  const earlier = within(picked).getByRole('button', { name: 'Move Fight Club earlier' });
  earlier.focus();
  await user.keyboard('{Enter}');
  await waitFor(() =>
    expect(
      within(picked)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Fight Club', 'Alien']),
  );
  expect(await screen.findByText('Fight Club is now favourite 1 of 2.')).toBeInTheDocument();
  expect(within(picked).getByRole('button', { name: 'Move Fight Club earlier' })).toHaveFocus();

  await user.click(within(picked).getByRole('button', { name: 'Remove Alien' }));
  await waitFor(() => expect(within(picked).getAllByRole('listitem')).toHaveLength(1));
  expect(settingsWrites()).toEqual([
    { favouriteMovieIds: ['348'] },
    { favouriteMovieIds: ['348', '550'] },
    { favouriteMovieIds: ['550', '348'] },
    { favouriteMovieIds: ['550'] },
  ]);
});

test('with four favourites the search gives way to a note', async () => {
  backend.state.settings.favourites = Object.values(films);
  const panel = await openSettings();
  expect(await within(panel).findByText('Remove a film to pick another.')).toBeInTheDocument();
  expect(within(panel).queryByRole('searchbox')).not.toBeInTheDocument();
});

test('the profile is made private with a switch', async () => {
  const user = userEvent.setup();
  const panel = await openSettings();
  const visible = await within(panel).findByRole('switch', { name: 'Public profile' });
  expect(visible).toBeChecked();
  await user.click(visible);
  expect(visible).not.toBeChecked();
  expect(within(panel).getByText('Only you can see your profile page.')).toBeInTheDocument();
  await waitFor(() => expect(settingsWrites()).toEqual([{ profileVisibility: 'private' }]));
  expect(within(panel).getByRole('switch', { name: 'Public diary' })).not.toBeChecked();
});

test('blocked people are listed and can be unblocked', async () => {
  const user = userEvent.setup();
  backend.state.blocked = [grace];
  renderPage('*', <ProfilePage />, '/profile');
  const panel = await screen.findByRole('region', { name: 'Blocked people' });
  const people = await within(panel).findByRole('list', { name: 'Blocked people' });
  expect(within(people).getByText('Grace Hopper')).toBeInTheDocument();
  expect(within(people).queryByRole('link')).not.toBeInTheDocument();

  await user.click(within(people).getByRole('button', { name: 'Unblock @grace_h' }));
  expect(await within(panel).findByText('You have not blocked anyone.')).toBeInTheDocument();
  expect(within(panel).getByRole('status')).toHaveTextContent('@grace_h is unblocked.');
});
