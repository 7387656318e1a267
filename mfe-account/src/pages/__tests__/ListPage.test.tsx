import { logoutAtom, marqueeStore, saveSession } from '@marquee/client';
import { grace, listEntry, listsBackend, savedList } from '@marquee/client/testing';
import { ada } from '@marquee/testing/fixtures';
import { currentLocation, renderPage } from '@marquee/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveBackend } from '../../testing/serveBackend';
import ListPage from '../ListPage';

const backend = listsBackend();
const api = serveBackend(backend);
beforeEach(() => {
  backend.reset();
  api.requests.length = 0;
  marqueeStore.set(logoutAtom);
  localStorage.clear();
});

const films = () => [
  listEntry('348', 'Alien', { year: '1979', voteAverage: 8.2, addedAt: '2026-03-01T20:00:00.000Z' }),
  listEntry('550', 'Fight Club', { year: '1999', voteAverage: 8.4, addedAt: '2026-03-03T20:00:00.000Z' }),
  listEntry('603', 'The Matrix', {
    year: '1999',
    voteAverage: 8.2,
    addedAt: '2026-03-02T20:00:00.000Z',
    note: 'Red pill',
  }),
];

function withList(overrides: Parameters<typeof savedList>[0] = {}) {
  const made = savedList({ name: 'Mind benders', ranked: true, entryCount: 3, ...overrides });
  backend.state.lists = [made];
  backend.state.entries[made.id] = films();
  return made;
}

function visit(listId: string, query = '', signedIn = true) {
  if (signedIn) saveSession({ token: 'tok', user: ada });
  renderPage('/lists/:listId', <ListPage />, `/lists/${listId}${query}`);
}

const filmTitles = () =>
  within(screen.getByRole('list', { name: 'Films on the list' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const moves = () =>
  api.requests.filter((request) => request.method === 'PATCH').map((request) => request.body);

test('its owner reorders a ranked list with the move buttons, each move announced', async () => {
  const user = userEvent.setup();
  const mine = withList();
  visit(mine.id);

  expect(await screen.findByRole('heading', { level: 1, name: 'Mind benders' })).toBeInTheDocument();
  await screen.findByRole('list', { name: 'Films on the list' });
  expect(filmTitles()).toEqual(['Alien', 'Fight Club', 'The Matrix']);
  expect(screen.getByRole('button', { name: 'Move up: Alien' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('button', { name: 'Drag Alien to reorder' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Move down: Alien' }));
  expect(filmTitles()).toEqual(['Fight Club', 'Alien', 'The Matrix']);
  expect(screen.getByText('Alien moved to position 2 of 3.')).toBeInTheDocument();
  // The button keeps the focus as its film moves, so the keyboard can go on moving it.
  expect(screen.getByRole('button', { name: 'Move down: Alien' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Move to top: The Matrix' }));
  expect(filmTitles()).toEqual(['The Matrix', 'Fight Club', 'Alien']);
  await user.click(screen.getByRole('button', { name: 'Move to bottom: Fight Club' }));
  expect(filmTitles()).toEqual(['The Matrix', 'Alien', 'Fight Club']);
  await user.click(screen.getByRole('button', { name: 'Move up: Alien' }));
  expect(filmTitles()).toEqual(['Alien', 'The Matrix', 'Fight Club']);

  await waitFor(() => expect(moves()).toHaveLength(4));
  expect(moves()).toEqual([
    { move: { toIndex: 1 } },
    { move: { toIndex: 0 } },
    { move: { toIndex: 2 } },
    { move: { toIndex: 0 } },
  ]);
  await waitFor(() =>
    expect(backend.state.entries[mine.id]!.map((entry) => entry.title)).toEqual([
      'Alien',
      'The Matrix',
      'Fight Club',
    ]),
  );
  const [first] = within(screen.getByRole('list', { name: 'Films on the list' })).getAllByRole('listitem');
  expect(within(first!).getByText('Rank')).toBeInTheDocument();
  expect(first).toHaveTextContent(/Rank\s*1/);
});

test('its owner reads it as their list, linking to their profile once they have a handle', async () => {
  const mine = withList({ visibility: 'private' });
  backend.state.handle = 'ada';
  visit(mine.id);

  expect(await screen.findByRole('link', { name: 'Your list' })).toHaveAttribute('href', '/u/ada');
  expect(screen.getByText(/only you can open its link/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit list' })).toBeInTheDocument();
});

test('a move the server refuses goes back, and says so', async () => {
  const user = userEvent.setup();
  const mine = withList();
  visit(mine.id);
  await screen.findByRole('list', { name: 'Films on the list' });

  backend.state.failNext = { status: 500, body: { message: 'Failed to change the film on the list' } };
  await user.click(screen.getByRole('button', { name: 'Move down: Alien' }));

  expect(
    await screen.findByText(/Alien could not be moved: Failed to change the film on the list/),
  ).toBeInTheDocument();
  await waitFor(() => expect(filmTitles()).toEqual(['Alien', 'Fight Club', 'The Matrix']));
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to change the film on the list');
});

test('its owner notes and removes films', async () => {
  const user = userEvent.setup();
  const mine = withList();
  visit(mine.id, '?view=details');
  await screen.findByRole('list', { name: 'Films on the list' });

  await user.click(screen.getByRole('button', { name: 'Add note on Alien' }));
  await user.type(screen.getByLabelText('Note on Alien'), 'In space no one can hear you scream');
  await user.click(screen.getByRole('button', { name: 'Save note' }));
  const alien = await screen.findByRole('article', { name: 'Alien' });
  expect(await within(alien).findByText('In space no one can hear you scream')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Remove Fight Club' }));
  expect(filmTitles()).toEqual(['Alien', 'The Matrix']);
  expect(screen.getByText('Fight Club removed from the list.')).toBeInTheDocument();
  await waitFor(() => expect(backend.state.entries[mine.id]).toHaveLength(2));
});

test('someone else\'s private list is "List not found", as an unknown one is', async () => {
  const hidden = withList({ ownerId: grace.id, visibility: 'private' });
  visit(hidden.id);
  expect(await screen.findByRole('heading', { level: 1, name: 'List not found' })).toBeInTheDocument();
  expect(screen.queryByText('Mind benders')).not.toBeInTheDocument();
});

test('an unknown list is "List not found"', async () => {
  visit('00000000-0000-4000-8000-000000000000', '', false);
  expect(await screen.findByRole('heading', { level: 1, name: 'List not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Movies' })).toHaveAttribute('href', '/');
});

test("someone else's public list is read-only, sorted and shown as the address says", async () => {
  const user = userEvent.setup();
  const theirs = withList({
    ownerId: grace.id,
    owner: { name: grace.name, handle: grace.handle },
    visibility: 'public',
    description: 'Films that bend the mind',
  });
  visit(theirs.id, '?view=details&sort=title', false);

  expect(await screen.findByRole('heading', { level: 1, name: 'Mind benders' })).toBeInTheDocument();
  expect(screen.getByText('Films that bend the mind')).toBeInTheDocument();
  expect(screen.getByText(/A list by/)).toHaveTextContent('A list by Grace');
  expect(screen.getByRole('link', { name: 'Grace' })).toHaveAttribute('href', '/u/grace');
  expect(screen.getByText('3 films')).toBeInTheDocument();
  expect(screen.getByText('Public')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  await screen.findByRole('list', { name: 'Films on the list' });
  expect(filmTitles()).toEqual(['Alien', 'Fight Club', 'The Matrix']);
  expect(screen.getByLabelText('Sort by')).toHaveValue('title');
  expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-pressed', 'true');
  const matrix = screen.getByRole('article', { name: 'The Matrix' });
  expect(within(matrix).getByText('Red pill')).toBeInTheDocument();
  expect(within(matrix).getByText('Added Mar 2, 2026')).toBeInTheDocument();

  expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Drag/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit list' })).not.toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('Sort by'), 'added');
  expect(currentLocation()).toBe(`/lists/${theirs.id}?view=details&sort=added`);
  await waitFor(() => expect(filmTitles()).toEqual(['Fight Club', 'The Matrix', 'Alien']));
  await user.click(screen.getByRole('button', { name: 'Posters' }));
  expect(currentLocation()).toBe(`/lists/${theirs.id}?sort=added`);
});

test("someone else's list names them without a link when their profile is not to be seen", async () => {
  const theirs = withList({
    ownerId: grace.id,
    owner: { name: grace.name, handle: null },
    visibility: 'unlisted',
  });
  visit(theirs.id, '', false);

  expect(await screen.findByText('A list by Grace')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Grace' })).not.toBeInTheDocument();
});

test('a long list loads a page at a time', async () => {
  const user = userEvent.setup();
  const mine = withList();
  backend.state.pageSize = 2;
  visit(mine.id);
  await screen.findByRole('list', { name: 'Films on the list' });
  expect(filmTitles()).toEqual(['Alien', 'Fight Club']);

  await user.click(screen.getByRole('button', { name: 'Show more' }));
  await waitFor(() => expect(filmTitles()).toEqual(['Alien', 'Fight Club', 'The Matrix']));
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
});
