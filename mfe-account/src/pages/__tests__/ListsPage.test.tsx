import { logoutAtom, marqueeStore, saveSession } from '@marquee/client';
import { listsBackend, savedList } from '@marquee/client/testing';
import { ada, alien } from '@marquee/testing/fixtures';
import { currentLocation, renderPage } from '@marquee/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveBackend } from '../../testing/serveBackend';
import ListsPage from '../ListsPage';

const backend = listsBackend();
const api = serveBackend(backend);
beforeEach(() => {
  backend.reset();
  api.requests.length = 0;
  marqueeStore.set(logoutAtom);
  localStorage.clear();
});

function renderLists() {
  saveSession({ token: 'tok', user: ada });
  renderPage('/lists', <ListsPage />, '/lists');
}

test('guests are asked to sign in', () => {
  renderPage('/lists', <ListsPage />, '/lists');
  expect(screen.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeInTheDocument();
  expect(screen.getByText(/Sign in to make lists of films/)).toBeInTheDocument();
});

test('with no lists yet, the watchlist comes first and the empty state explains lists', async () => {
  backend.state.watchlist = [alien];
  renderLists();

  expect(await screen.findByRole('heading', { name: 'No lists yet' })).toBeInTheDocument();
  expect(screen.getByText(/A list gathers films under a name of your choosing/)).toBeInTheDocument();
  const lists = screen.getByRole('list', { name: 'My lists' });
  const [watchlist] = within(lists).getAllByRole('article');
  expect(within(watchlist!).getByRole('link', { name: 'Watchlist' })).toHaveAttribute('href', '/watchlist');
  expect(await within(watchlist!).findByText('1 film')).toBeInTheDocument();
  expect(within(watchlist!).getByText('Private')).toBeInTheDocument();
});

test('each list shows its count, visibility, ranking and last change, linking to its page', async () => {
  const top = savedList({
    name: 'Top 10 of the 70s',
    description: 'The best of the decade',
    visibility: 'public',
    ranked: true,
    entryCount: 10,
    updatedAt: '2026-03-05T12:00:00.000Z',
  });
  backend.state.lists = [top];
  renderLists();

  const card = await screen.findByRole('article', { name: 'Top 10 of the 70s' });
  expect(within(card).getByRole('link', { name: 'Top 10 of the 70s' })).toHaveAttribute(
    'href',
    `/lists/${top.id}`,
  );
  expect(within(card).getByText('The best of the decade')).toBeInTheDocument();
  expect(within(card).getByText('10 films')).toBeInTheDocument();
  expect(within(card).getByText('Public')).toBeInTheDocument();
  expect(within(card).getByText('Ranked')).toBeInTheDocument();
  expect(within(card).getByText('Updated Mar 5, 2026')).toBeInTheDocument();
  expect(screen.getByText('1 list')).toBeInTheDocument();
});

test('a new list is made with its name, description, visibility and ranking, then opened', async () => {
  const user = userEvent.setup();
  renderLists();
  await screen.findByRole('heading', { name: 'No lists yet' });

  await user.click(screen.getByRole('button', { name: 'New list' }));
  const form = screen.getByRole('form', { name: 'New list' });
  await user.click(within(form).getByRole('button', { name: 'Create List' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Give the list a name');

  await user.type(within(form).getByLabelText('Name'), '  Heist films  ');
  await user.type(within(form).getByLabelText('Description (optional)'), 'Crews, plans, vaults');
  await user.click(within(form).getByRole('radio', { name: /^Public/ }));
  await user.click(within(form).getByRole('checkbox', { name: /Ranked/ }));
  await user.click(within(form).getByRole('button', { name: 'Create List' }));

  await waitFor(() => expect(currentLocation()).toMatch(/^\/lists\/[0-9a-f-]{36}$/));
  const made = api.requests.filter((request) => request.method === 'POST');
  expect(made.map((request) => request.body)).toEqual([
    { name: 'Heist films', description: 'Crews, plans, vaults', visibility: 'public', ranked: true },
  ]);
  expect(currentLocation()).toBe(`/lists/${backend.state.lists[0]!.id}`);
});

test('a list is renamed in place, and deleted only once confirmed', async () => {
  const user = userEvent.setup();
  const night = savedList({ name: 'Night watch', entryCount: 3 });
  backend.state.lists = [night];
  renderLists();

  await user.click(await screen.findByRole('button', { name: 'Edit Night watch' }));
  const form = screen.getByRole('form', { name: 'Edit list' });
  const name = within(form).getByLabelText('Name');
  await user.clear(name);
  await user.type(name, 'Late shows');
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByRole('article', { name: 'Late shows' })).toBeInTheDocument();
  expect(currentLocation()).toBe('/lists');

  await user.click(screen.getByRole('button', { name: 'Delete Late shows' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this list?' });
  expect(dialog).toHaveTextContent('“Late shows” and the 3 films on it will be deleted.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Delete Late shows' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Late shows' })).not.toBeInTheDocument());
  expect(backend.state.lists).toEqual([]);
});
