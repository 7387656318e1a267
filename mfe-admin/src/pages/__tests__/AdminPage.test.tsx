import { logoutAtom, marqueeStore, tokenAtom, userAtom } from '@marquee/client';
import type { SessionUser } from '@marquee/contracts';
import { renderPage } from '@marquee/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { startAdminServer } from '../../testing/adminServer';
import AdminPage from '../AdminPage';

let server: Awaited<ReturnType<typeof startAdminServer>>;
beforeEach(async () => {
  server = await startAdminServer();
});
afterEach(async () => {
  marqueeStore.set(logoutAtom);
  jest.restoreAllMocks();
  await server.close();
});

function signIn(role: SessionUser['role']) {
  const user = server.users[0]!;
  marqueeStore.set(tokenAtom, 'session-token');
  marqueeStore.set(userAtom, { ...user, role, isGoogleUser: false });
}

function renderAdminPage() {
  return renderPage(
    '*',
    <Provider store={marqueeStore}>
      <AdminPage />
    </Provider>,
  );
}

const calls = (prefix: string) => server.requests.filter((request) => request.startsWith(prefix));
const usersTable = () => screen.findByRole('table', { name: 'Users' });
const row = (email: string) => screen.getByRole('cell', { name: new RegExp(email) }).closest('tr')!;

/** Signs in as the admin and opens the dashboard's `tab`; the user-event instance goes on from there. */
async function openTab(tab: string) {
  signIn('admin');
  const user = userEvent.setup();
  renderAdminPage();
  await user.click(screen.getByRole('tab', { name: tab }));
  return user;
}

/** Clicks Promote or Demote and answers its confirmation dialog with the action. */
async function changeRole(
  user: ReturnType<typeof userEvent.setup>,
  action: 'Promote' | 'Demote',
  email: string,
) {
  await user.click(screen.getByRole('button', { name: `${action} ${email}` }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: action }));
}

test.each([
  ['guests', undefined],
  ['users', 'user' as const],
])('%s see Access Denied and the page asks the API nothing', async (_, role) => {
  if (role) signIn(role);
  renderAdminPage();
  expect(screen.getByTestId('page-mfe_admin-AdminPage')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
  expect(server.requests).toEqual([]);
});

test('admins are welcomed with the stats; switching tabs reloads the data', async () => {
  signIn('admin');
  const user = userEvent.setup();
  renderAdminPage();
  expect(screen.getByText('Welcome back, User 1')).toBeInTheDocument();
  const totalUsers = await screen.findByText('Total Users');
  expect(totalUsers.nextElementSibling).toHaveTextContent('12');
  expect(screen.getByText('Recent Users (30d)').nextElementSibling).toHaveTextContent('2');
  expect(screen.getByRole('listitem')).toHaveTextContent('#1User 2 user2@example.com7 reviews');

  await user.click(screen.getByRole('tab', { name: 'Users' }));
  await usersTable();
  await user.click(screen.getByRole('tab', { name: 'Stats' }));
  await user.click(screen.getByRole('tab', { name: 'Users' }));
  await usersTable();
  expect(calls('GET /api/admin/users')).toHaveLength(2);
  expect(calls('GET /api/admin/stats').length).toBeGreaterThanOrEqual(4);
});

test('the users table: pages, own row locked, promote, demote and delete with a confirm', async () => {
  const user = await openTab('Users');
  const table = await usersTable();
  expect(within(table).getAllByRole('row')).toHaveLength(11); // header + 10
  expect(
    within(row('user1@example.com')).getByRole('button', { name: 'Demote user1@example.com' }),
  ).toBeDisabled();
  expect(
    within(row('user1@example.com')).getByRole('button', { name: 'Delete user1@example.com' }),
  ).toBeDisabled();

  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('user11@example.com');
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  await screen.findByText('user2@example.com');

  const statsBefore = calls('GET /api/admin/stats').length;
  await changeRole(user, 'Promote', 'user2@example.com');
  await screen.findByRole('button', { name: 'Demote user2@example.com' });
  expect(calls('PATCH /api/admin/users/')).toEqual([`PATCH /api/admin/users/${server.users[1]!.id}/promote`]);
  await waitFor(() => expect(calls('GET /api/admin/stats').length).toBe(statsBefore + 1));
  await waitFor(() => expect(screen.getByText(/12 users · 2 admins/)).toBeInTheDocument());

  await changeRole(user, 'Demote', 'user2@example.com');
  await screen.findByRole('button', { name: 'Promote user2@example.com' });

  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  await user.click(screen.getByRole('button', { name: 'Delete user3@example.com' }));
  expect(confirm).toHaveBeenCalledWith(
    'Are you sure you want to delete this user? This action cannot be undone.',
  );
  expect(calls('DELETE')).toEqual([]);
  confirm.mockReturnValue(true);
  await user.click(screen.getByRole('button', { name: 'Delete user3@example.com' }));
  await waitFor(() => expect(screen.queryByText('user3@example.com')).not.toBeInTheDocument());
  expect(calls('DELETE')).toEqual(['DELETE /api/admin/users/00000000-0000-4000-8000-000000000003']);
  expect(screen.getByText(/11 users/)).toBeInTheDocument();
});

test('failed actions are shown in the page with the spec text and the server reason', async () => {
  const user = await openTab('Users');
  await usersTable();
  server.failNext('PATCH', /promote$/, 500, 'Internal Server Error');
  await changeRole(user, 'Promote', 'user2@example.com');
  expect(await screen.findByRole('alert')).toHaveTextContent('Error promoting user. Please try again.');

  server.failNext('PATCH', /demote$/, 409, 'The user is not an admin');
  await changeRole(user, 'Promote', 'user2@example.com');
  await screen.findByRole('button', { name: 'Demote user2@example.com' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await changeRole(user, 'Demote', 'user2@example.com');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Error demoting user. Please try again.The user is not an admin',
  );

  jest.spyOn(window, 'confirm').mockReturnValue(true);
  server.failNext('DELETE', /users/, 500, 'Internal Server Error');
  await user.click(screen.getByRole('button', { name: 'Delete user4@example.com' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Error deleting user. Please try again.'),
  );
  expect(screen.getByText('user4@example.com')).toBeInTheDocument();
});

test('the reviews tab lists every review and deletes one after a confirm', async () => {
  const user = await openTab('Reviews');
  const table = await screen.findByRole('table', { name: 'Reviews' });
  const first = within(table).getAllByRole('row')[1]!;
  expect(first).toHaveTextContent('Film 3');
  expect(first).toHaveTextContent('#503');
  expect(first).toHaveTextContent('User 4');
  expect(first).toHaveTextContent('user4@example.com');
  expect(first).toHaveTextContent('4/5');
  expect(first).toHaveTextContent('Review text 3');
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  server.failNext('DELETE', /reviews/, 500, 'Internal Server Error');
  await user.click(screen.getByRole('button', { name: 'Delete the review of Film 3 by User 4' }));
  expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this review?');
  expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting review. Please try again.');

  await user.click(screen.getByRole('button', { name: 'Delete the review of Film 3 by User 4' }));
  await waitFor(() => expect(screen.queryByText('Review text 3')).not.toBeInTheDocument());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByText(/2 reviews/)).toBeInTheDocument());
});

test('deleting the last rows of the last page goes back to the page before', async () => {
  const user = await openTab('Users');
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  await usersTable();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Delete user12@example.com' }));
  await waitFor(() => expect(screen.queryByText('user12@example.com')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Delete user11@example.com' }));
  // 10 users left: one page, so page 1 and no pager.
  await screen.findByText('user1@example.com');
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  expect(calls('GET /api/admin/users?page=1').length).toBeGreaterThanOrEqual(2);
});

test('the activity tab shows the action log; the system tab empties the cache and retries failed jobs', async () => {
  const user = await openTab('Activity');
  const log = await screen.findByRole('table', { name: 'Admin activity' });
  expect(within(log).getAllByRole('row')[1]).toHaveTextContent(
    'user1@example.comDeleted reviewFilm 9 by someone@example.com',
  );

  await user.click(screen.getByRole('tab', { name: 'System' }));
  expect((await screen.findByText('Hits')).nextElementSibling).toHaveTextContent('5');
  await user.click(screen.getByRole('button', { name: 'Empty cache' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Cache emptied: 2 entries removed.');

  const queues = await screen.findByRole('table', { name: 'Job queues' });
  expect(
    within(queues).getByRole('button', { name: 'Retry the failed jobs of the ai queue' }),
  ).toBeDisabled();
  await user.click(within(queues).getByRole('button', { name: 'Retry the failed jobs of the email queue' }));
  expect(await screen.findByText('3 failed jobs of the email queue sent back to run.')).toBeInTheDocument();
  await waitFor(() =>
    expect(
      within(queues).getByRole('button', { name: 'Retry the failed jobs of the email queue' }),
    ).toBeDisabled(),
  );
  expect(calls('POST')).toEqual(['POST /api/admin/jobs/email/retry-failed']);
});

test('promote and demote ask first, in a dialog naming the person; Cancel changes nothing', async () => {
  const user = await openTab('Users');
  await usersTable();
  const promote = screen.getByRole('button', { name: 'Promote user2@example.com' });
  await user.click(promote);

  const dialog = await screen.findByRole('dialog', { name: 'Promote User 2 to admin?' });
  expect(dialog).toHaveAccessibleDescription(/user2@example.com will be able to manage users and reviews/);
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(promote).toHaveFocus();

  await user.click(promote);
  await screen.findByRole('dialog');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls('PATCH')).toEqual([]);
});

test('counts are worded in the right number: 1 admin, not 1 admins', async () => {
  signIn('admin');
  renderAdminPage();
  expect(await screen.findByText('12 users · 1 admin · 3 reviews')).toBeInTheDocument();
});

test('the lists tab: owner, visibility, films and hidden state, paged; hide and unhide after a confirmation, logged', async () => {
  const user = await openTab('Lists');
  const table = await screen.findByRole('table', { name: 'Lists' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(11); // header + 10
  expect(rows[1]).toHaveTextContent('List 1Films to watch in the rainUser 2user2@example.comPublic2');
  expect(within(rows[1]!).getByRole('link', { name: 'List 1' })).toHaveAttribute(
    'href',
    `/lists/${server.lists[0]!.id}`,
  );
  expect(rows[1]).toHaveTextContent('Shown');
  expect(rows[2]).toHaveTextContent('Unlisted (link only)');
  expect(rows[2]).toHaveTextContent('Hidden since');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('List 11');
  await user.click(screen.getByRole('button', { name: 'Previous' }));

  const hide = await screen.findByRole('button', { name: 'Hide the list “List 1” by User 2' });
  await user.click(hide);
  let dialog = await screen.findByRole('dialog', { name: 'Hide the list “List 1” by User 2?' });
  expect(dialog).toHaveAccessibleDescription(/answers “List not found” to everyone but its owner/);
  await user.keyboard('{Escape}');
  expect(hide).toHaveFocus();
  expect(calls('POST')).toEqual([]);

  await user.click(hide);
  dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The list “List 1” by User 2 is hidden.');
  await waitFor(() => expect(row('user2@example.com')).toHaveTextContent('Hidden since'));
  expect(calls('POST')).toEqual([`POST /api/admin/lists/${server.lists[0]!.id}/hide`]);

  await user.click(screen.getByRole('button', { name: 'Unhide the list “List 2” by User 3' }));
  dialog = await screen.findByRole('dialog', { name: 'Unhide the list “List 2” by User 3?' });
  await user.click(within(dialog).getByRole('button', { name: 'Unhide' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The list “List 2” by User 3 is shown again.');
  await waitFor(() => expect(row('user3@example.com')).toHaveTextContent('Shown'));

  await user.click(screen.getByRole('tab', { name: 'Activity' }));
  const log = await screen.findByRole('table', { name: 'Admin activity' });
  const entries = within(log).getAllByRole('row');
  expect(entries[1]).toHaveTextContent('Unhid listList 2 by user3@example.com');
  expect(entries[2]).toHaveTextContent('Hid listList 1 by user2@example.com');
});

test('hiding a list that fails says so with the server reason, and the list stays shown', async () => {
  const user = await openTab('Lists');
  await screen.findByRole('table', { name: 'Lists' });
  server.failNext('POST', /hide$/, 404, 'List not found');
  await user.click(screen.getByRole('button', { name: 'Hide the list “List 1” by User 2' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hide' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Error hiding list. Please try again.List not found',
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(row('user2@example.com')).toHaveTextContent('Shown');
});

test('users with a handle can have their profile hidden and shown again after a confirmation, logged', async () => {
  const user = await openTab('Users');
  await usersTable();
  expect(row('user2@example.com')).toHaveTextContent('@user_2Shown');
  expect(row('user3@example.com')).toHaveTextContent('@user_3Hidden since');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('user11@example.com');
  expect(row('user11@example.com')).toHaveTextContent('No handle');
  expect(
    within(row('user11@example.com')).queryByRole('button', { name: /profile/ }),
  ).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Previous' }));

  await user.click(await screen.findByRole('button', { name: 'Hide the profile of @user_2' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hide the profile of @user_2?' });
  expect(dialog).toHaveAccessibleDescription(/answers “Profile not found” to everyone but them and admins/);
  await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The profile of @user_2 is hidden.');
  await screen.findByRole('button', { name: 'Unhide the profile of @user_2' });
  expect(row('user2@example.com')).toHaveTextContent('@user_2Hidden since');

  await user.click(screen.getByRole('button', { name: 'Unhide the profile of @user_3' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unhide' }));
  await screen.findByRole('button', { name: 'Hide the profile of @user_3' });
  expect(calls('POST')).toEqual([
    `POST /api/admin/users/${server.users[1]!.id}/hide-profile`,
    `POST /api/admin/users/${server.users[2]!.id}/unhide-profile`,
  ]);

  await user.click(screen.getByRole('tab', { name: 'Activity' }));
  const log = await screen.findByRole('table', { name: 'Admin activity' });
  const entries = within(log).getAllByRole('row');
  expect(entries[1]).toHaveTextContent('Unhid profile@user_3 (user3@example.com)');
  expect(entries[2]).toHaveTextContent('Hid profile@user_2 (user2@example.com)');
});
