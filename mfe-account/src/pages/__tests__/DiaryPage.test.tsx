import { logoutAtom, marqueeStore, saveSession } from '@marquee/client';
import { ada } from '@marquee/testing/fixtures';
import { currentLocation, renderPage } from '@marquee/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { diaryBackend, diaryEntry } from '../../testing/diaryApi';
import { serveBackend } from '../../testing/serveBackend';
import DiaryPage from '../DiaryPage';

const backend = diaryBackend();
const api = serveBackend(backend);
beforeEach(() => {
  backend.state.entries = [];
  backend.state.pageSize = 50;
  backend.state.profile = { ...backend.state.profile, diaryVisibility: 'private' };
  api.requests.length = 0;
  marqueeStore.set(logoutAtom);
  localStorage.clear();
});

const diaryRequests = () =>
  api.requests
    .filter((request) => request.method === 'GET' && /\/diary(\?|$)/.test(request.path))
    .map((request) => request.path);

const alienInMarch = () =>
  diaryEntry({ watchedOn: '2026-03-09', stars: 4, rewatch: true, tags: ['cinema', 'with friends'] });
const fightClubInMarch = () =>
  diaryEntry({
    movieId: '550',
    title: 'Fight Club',
    year: '1999',
    watchedOn: '2026-03-02',
    stars: 5,
    genres: ['Drama'],
  });
const alienInFebruary = () => diaryEntry({ watchedOn: '2026-02-14', stars: null, tags: ['cinema'] });

function renderDiary(route = '/diary') {
  saveSession({ token: 'tok', user: ada });
  renderPage('/diary', <DiaryPage />, route);
}

test('guests are asked to sign in', () => {
  renderPage('/diary', <DiaryPage />, '/diary');
  expect(screen.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeInTheDocument();
  expect(screen.getByText(/Sign in to keep a diary/)).toBeInTheDocument();
});

test('an empty diary says how to fill it', async () => {
  renderDiary();
  expect(await screen.findByRole('heading', { name: 'Your diary is empty' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Movies' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('group', { name: 'Filter the diary' })).not.toBeInTheDocument();
});

test('viewings are grouped by month, newest first, with day, stars, rewatch mark and tags', async () => {
  backend.state.entries = [alienInFebruary(), fightClubInMarch(), alienInMarch()];
  renderDiary();

  const months = await screen.findByRole('list', { name: 'Diary by month' });
  expect(
    within(months)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual(['March 2026', 'February 2026']);
  expect(screen.getByText('3 films logged')).toBeInTheDocument();
  const [alien, fightClub, february] = screen.getAllByRole('article');
  expect(alien).toHaveAccessibleName('Alien, March 9, 2026');
  expect(within(alien!).getByRole('link', { name: 'Alien' })).toHaveAttribute('href', '/movie/348');
  expect(within(alien!).getByText('9')).toBeInTheDocument();
  expect(within(alien!).getByText('Mon')).toBeInTheDocument();
  expect(within(alien!).getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeInTheDocument();
  expect(within(alien!).getByText('Rewatch')).toBeInTheDocument();
  expect(within(alien!).getByText('with friends')).toBeInTheDocument();
  expect(fightClub).toHaveAccessibleName('Fight Club, March 2, 2026');
  expect(within(fightClub!).queryByText('Rewatch')).not.toBeInTheDocument();
  expect(within(february!).getByText('Not rated')).toBeInTheDocument();
});

test('filters by year, rating and tag come from the address and go into it', async () => {
  const user = userEvent.setup();
  backend.state.entries = [
    alienInFebruary(),
    fightClubInMarch(),
    alienInMarch(),
    diaryEntry({ watchedOn: '2025-12-31' }),
  ];
  renderDiary('/diary?year=2026&rating=4');

  expect(await screen.findByRole('article', { name: 'Alien, March 9, 2026' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.getByText('1 film matches')).toBeInTheDocument();
  expect(diaryRequests()).toContain(`/api/users/${ada.id}/diary?year=2026&rating=4`);
  const filters = screen.getByRole('group', { name: 'Filter the diary' });
  expect(within(filters).getByLabelText('Year')).toHaveValue('2026');
  expect(within(filters).getByLabelText('Rating')).toHaveValue('4');

  await user.selectOptions(within(filters).getByLabelText('Rating'), '');
  await user.selectOptions(within(filters).getByLabelText('Tag'), 'cinema');
  expect(currentLocation()).toBe('/diary?year=2026&tag=cinema');
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  expect(screen.getByRole('heading', { name: 'Statistics for 2026' })).toBeInTheDocument();

  await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
  expect(currentLocation()).toBe('/diary');
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
});

test('filters that match nothing offer to clear them', async () => {
  backend.state.entries = [alienInMarch()];
  renderDiary('/diary?rating=1');
  expect(await screen.findByRole('heading', { name: 'No films match these filters' })).toBeInTheDocument();
  fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[1]!);
  expect(await screen.findByRole('article', { name: 'Alien, March 9, 2026' })).toBeInTheDocument();
});

test('more viewings load page by page', async () => {
  backend.state.pageSize = 2;
  backend.state.entries = [alienInFebruary(), fightClubInMarch(), alienInMarch()];
  renderDiary();
  await screen.findByRole('article', { name: 'Fight Club, March 2, 2026' });
  expect(screen.getAllByRole('article')).toHaveLength(2);

  fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
  expect(await screen.findByRole('article', { name: 'Alien, February 14, 2026' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  expect(diaryRequests()).toContain(`/api/users/${ada.id}/diary?cursor=2`);
});

test('a viewing is edited in the log dialog and deleted after a confirmation', async () => {
  const user = userEvent.setup();
  backend.state.entries = [fightClubInMarch(), alienInMarch()];
  renderDiary();
  const alien = await screen.findByRole('article', { name: 'Alien, March 9, 2026' });

  await user.click(within(alien).getByRole('button', { name: 'Edit Alien' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit your viewing of Alien' });
  expect(within(dialog).getByLabelText('Date watched')).toHaveValue('2026-03-09');
  expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
  expect(within(dialog).getByLabelText('I had seen it before (rewatch)')).toBeChecked();
  expect(within(dialog).getByLabelText('Tags (optional)')).toHaveValue('cinema, with friends');
  await user.click(within(dialog).getByRole('radio', { name: '2 stars' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({ rating: 2 });
  await waitFor(() =>
    expect(
      within(screen.getByRole('article', { name: 'Alien, March 9, 2026' })).getByRole('img', {
        name: 'Rated 2 out of 5 stars',
      }),
    ).toBeInTheDocument(),
  );

  await user.click(screen.getByRole('button', { name: 'Delete Alien' }));
  const confirm = screen.getByRole('dialog', { name: 'Delete this viewing?' });
  expect(confirm).toHaveAccessibleDescription(
    'Your viewing of Alien on March 9, 2026 will be removed from your diary.',
  );
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(screen.queryByRole('article', { name: /^Alien/ })).not.toBeInTheDocument());
  expect(backend.state.entries.map((entry) => entry.title)).toEqual(['Fight Club']);
});

test('a failed delete puts the viewing back and says why', async () => {
  const user = userEvent.setup();
  backend.state.entries = [alienInMarch()];
  renderDiary();
  await user.click(await screen.findByRole('button', { name: 'Delete Alien' }));
  backend.state.failNext = { status: 503, body: { message: 'Database unavailable' } };
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  expect(await screen.findByRole('article', { name: 'Alien, March 9, 2026' })).toBeInTheDocument();
});

test('the statistics show figures and charts with their numbers as text', async () => {
  backend.state.entries = [alienInFebruary(), fightClubInMarch(), alienInMarch()];
  renderDiary();

  const statistics = await screen.findByRole('region', { name: 'Statistics' });
  expect(within(statistics).getByText('Films', { selector: 'dt' }).nextSibling).toHaveTextContent('3');
  expect(within(statistics).getByText('Hours watched', { selector: 'dt' }).nextSibling).toHaveTextContent(
    '5.9',
  );
  expect(within(statistics).getByText('Average rating', { selector: 'dt' }).nextSibling).toHaveTextContent(
    '4.5★',
  );

  const ratings = await within(statistics).findByRole('figure', { name: 'Ratings' });
  const table = within(ratings).getByRole('table', { name: 'Ratings' });
  expect(within(table).getByRole('row', { name: '5 stars 1' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: '4 stars 1' })).toBeInTheDocument();
  const genres = within(statistics).getByRole('figure', { name: 'Top genres' });
  expect(within(genres).getByRole('row', { name: 'Horror 2' })).toBeInTheDocument();
});

test('the diary is private until its owner makes it public', async () => {
  const user = userEvent.setup();
  renderDiary();
  const visibility = await screen.findByRole('switch', { name: 'Public diary' });
  await waitFor(() => expect(visibility).toBeEnabled());
  expect(visibility).not.toBeChecked();
  expect(visibility).toHaveAccessibleDescription('Only you can see your diary.');

  await user.click(visibility);
  await waitFor(() => expect(visibility).toBeChecked());
  expect(visibility).toHaveAccessibleDescription('Anyone can read your diary.');
  expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
    diaryVisibility: 'public',
  });
});
