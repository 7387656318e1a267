import { logoutAtom, marqueeQueryClient, marqueeStore, saveSession } from '@marquee/client';
import { notificationsBackend } from '@marquee/client/testing';
import { ada } from '@marquee/testing/fixtures';
import { renderPage } from '@marquee/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { serveBackend } from '../../../testing/serveBackend';
import { NotificationCentre } from '../NotificationCentre';
import { NotificationSettings } from '../NotificationSettings';

const backend = notificationsBackend();
serveBackend(backend);
beforeEach(() => {
  backend.reset();
  marqueeQueryClient.clear();
  marqueeStore.set(logoutAtom);
});

const notification = (id: string, title: string, read: boolean) => ({
  id,
  kind: 'release-reminder' as const,
  title,
  body: 'The film you asked to be reminded of is released today.',
  url: `/movie/${id}`,
  read,
  createdAt: new Date().toISOString(),
});

test('the centre lists notifications linking to their film; one or all are marked read', async () => {
  saveSession({ token: 'tok', user: ada });
  backend.reset([
    notification('550', 'Fight Club is out today', false),
    notification('13', 'Forrest Gump is out', false),
  ]);
  renderPage('*', <NotificationCentre />);

  const list = await screen.findByRole('list', { name: 'Notifications' });
  expect(within(list).getByRole('link', { name: 'Unread: Fight Club is out today' })).toHaveAttribute(
    'href',
    '/movie/550',
  );
  expect(await screen.findByText('2 unread')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Mark read: Fight Club is out today' }));
  await waitFor(() => expect(screen.getByText('1 unread')).toBeInTheDocument());
  expect(await within(list).findByRole('link', { name: 'Fight Club is out today' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
  await waitFor(() => expect(screen.getByText('All read')).toBeInTheDocument());
  expect(backend.notifications.every((each) => each.read)).toBe(true);
  expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
});

test('with nothing yet, the centre says how notifications come', async () => {
  saveSession({ token: 'tok', user: ada });
  renderPage('*', <NotificationCentre />);
  expect(await screen.findByText('Nothing new')).toBeInTheDocument();
});

test('settings show every kind on every channel, defaults included, and save a switch at once', async () => {
  saveSession({ token: 'tok', user: ada });
  renderPage('*', <NotificationSettings />);
  const reviewEmails = await screen.findByRole('checkbox', { name: 'Activity on your reviews: Email' });
  expect(reviewEmails).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Release reminders: Email' })).toBeChecked();
  expect(screen.getAllByRole('checkbox')).toHaveLength(12);

  fireEvent.click(reviewEmails);
  await waitFor(() => expect(reviewEmails).toBeChecked());
  expect(backend.preferences).toEqual([{ kind: 'review-activity', channel: 'email', enabled: true }]);
});
