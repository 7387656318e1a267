import { logoutAtom, marqueeStore, saveSession, tokenAtom, userAtom } from '@marquee/client';
import { hideSeenBackend, notificationsBackend } from '@marquee/client/testing';
import { type ProfileSettings, type Review, type UserProfile } from '@marquee/contracts';
import { switchLanguage } from '@marquee/i18n';
import { type LocalApi, type LocalApiReply, startLocalApi } from '@marquee/testing/localApi';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage } from '@marquee/ui/testing';
import { ada } from '@marquee/testing/fixtures';
import ProfilePage from '../ProfilePage';

const profile: UserProfile = {
  ...ada,
  stats: { watchlistItems: 3, reviewsWritten: 1 },
  diaryVisibility: 'private',
};

const review: Review = {
  id: '6f1c1d6e-0000-4000-8000-0000000000aa',
  movieId: '348',
  movieTitle: 'Alien',
  language: 'en',
  rating: 4,
  title: 'Still terrifying',
  comment: 'The slow build pays off.',
  user: { id: ada.id, username: 'Ada' },
  createdAt: '2026-03-02T12:00:00.000Z',
  updatedAt: '2026-03-02T12:00:00.000Z',
  likes: 0,
  dislikes: 0,
  userVote: null,
  source: 'user',
};

const settings: ProfileSettings = {
  handle: 'ada_l',
  profileVisibility: 'public',
  diaryVisibility: 'private',
  favourites: [],
  hiddenAt: null,
};

let reviews: Review[] = [];
let api: LocalApi;
const patches: unknown[] = [];
const notifications = notificationsBackend();
const hideSeen = hideSeenBackend();

// The account, review and profile-settings routes the profile calls, answering the contract's shapes.
beforeAll(async () => {
  api = await startLocalApi((request): LocalApiReply => {
    const { method, path, body } = request;
    if (method === 'PATCH') patches.push(body);
    if (path === `/api/users/${ada.id}` && method === 'PATCH') {
      return { status: 200, body: { ...profile, ...(body as object) } };
    }
    if (path === `/api/users/${ada.id}` && method === 'DELETE') {
      return { status: 200, body: { message: 'Account deleted' } };
    }
    if (path === `/api/users/${ada.id}`) return { status: 200, body: profile };
    if (path === `/api/reviews/user/${ada.id}`) return { status: 200, body: { reviews } };
    if (path === `/api/users/${ada.id}/profile-settings`) return { status: 200, body: settings };
    if (path === `/api/users/${ada.id}/blocks`) return { status: 200, body: { people: [] } };
    return (
      notifications.handle(request) ??
      hideSeen.handle(request) ?? { status: 404, body: { message: 'Not found' } }
    );
  });
});
afterAll(() => api.close());

beforeEach(() => {
  patches.length = 0;
  marqueeStore.set(logoutAtom);
  localStorage.clear();
  saveSession({ token: 'tok', user: ada });
});

test("lists the user's reviews with the film, stars out of 5, comment and date", async () => {
  reviews = [review];
  renderPage('*', <ProfilePage />, '/profile', 'document');

  const list = await screen.findByRole('list', { name: 'Your reviews' });
  expect(screen.getByRole('heading', { name: 'Your Reviews (1)' })).toBeInTheDocument();
  const entry = within(list).getByRole('listitem');
  expect(within(entry).getByRole('link', { name: 'Alien' })).toHaveAttribute('href', '/movie/348');
  expect(within(entry).getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeInTheDocument();
  expect(entry).toHaveTextContent('The slow build pays off.');
  expect(entry).toHaveTextContent('Mar 2, 2026');

  const statistics = screen.getByRole('region', { name: 'Statistics' });
  expect(within(statistics).getByText('Watchlist items').nextSibling).toHaveTextContent('3');
  expect(within(statistics).getByText('Reviews written').nextSibling).toHaveTextContent('1');
  expect(within(statistics).getByText('Member since').nextSibling).toHaveTextContent('2026');
});

test('says so when there are no reviews yet', async () => {
  reviews = [];
  renderPage('*', <ProfilePage />, '/profile', 'document');
  expect(await screen.findByText("You haven't written any reviews yet.")).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Your Reviews (0)' })).toBeInTheDocument();
});

test('a malformed email is refused in the form with a sentence, before anything is sent', async () => {
  const user = userEvent.setup();
  renderPage('*', <ProfilePage />, '/profile', 'document');
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  const email = screen.getByLabelText('Email', { selector: 'input' });
  await user.clear(email);
  await user.type(email, 'ada.example.com');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter a valid email address\.$/);
  expect(patches).toEqual([]);
});

test('a saved name shows at once in the heading, the panel and the session', async () => {
  const user = userEvent.setup();
  renderPage('*', <ProfilePage />, '/profile', 'document');
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  const name = screen.getByLabelText('Name', { selector: 'input' });
  await user.clear(name);
  await user.type(name, 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ada Lovelace');
  const information = screen.getByRole('region', { name: 'Personal Information' });
  expect(within(information).getByText('Name').nextSibling).toHaveTextContent('Ada Lovelace');
  expect(marqueeStore.get(userAtom)?.name).toBe('Ada Lovelace');
  expect(patches).toEqual([{ name: 'Ada Lovelace', email: ada.email }]);
});

test('deleting the account takes two steps, ends the session and goes home', async () => {
  const user = userEvent.setup();
  renderPage('*', <ProfilePage />, '/profile', 'document');
  await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
  expect(screen.getByText('Are you absolutely sure?')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));

  await waitFor(() => expect(currentLocation()).toBe('/'));
  expect(marqueeStore.get(tokenAtom)).toBeNull();
});

test('"Your film data" leads to the import page and to Download my data', async () => {
  renderPage('*', <ProfilePage />, '/profile');
  const panel = await screen.findByRole('region', { name: 'Your film data' });
  expect(within(panel).getByRole('link', { name: 'Import films' })).toHaveAttribute('href', '/import');
  expect(within(panel).getByRole('link', { name: 'Download my data' })).toHaveAttribute(
    'href',
    '/import#export',
  );
});

describe('language and theme', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
    document.documentElement.removeAttribute('data-theme');
  });

  test('choosing a language turns the profile into it at once and keeps it in the account', async () => {
    const user = userEvent.setup();
    renderPage('*', <ProfilePage />, '/profile');
    const settings = await screen.findByRole('region', { name: 'Language and theme' });
    const picker = within(settings).getByLabelText('Language');
    expect(picker).toHaveValue('en');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Español', 'Deutsch', 'العربية']);

    await user.selectOptions(picker, 'Deutsch');

    expect(await screen.findByRole('region', { name: 'Sprache und Design' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profil bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Persönliche Daten' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sprache')).toHaveValue('de');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(localStorage.getItem('marquee.language')).toBe('de');
    await waitFor(() => expect(patches).toEqual([{ language: 'de' }]));
  });

  test('Light and Dark show at once and are kept; System gives the choice back to the device', async () => {
    const user = userEvent.setup();
    renderPage('*', <ProfilePage />, '/profile');
    const settings = await screen.findByRole('region', { name: 'Language and theme' });
    const theme = within(settings).getByRole('group', { name: 'Theme' });
    expect(within(theme).getByRole('radio', { name: 'System' })).toBeChecked();

    await user.click(within(theme).getByRole('radio', { name: 'Light' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('marquee.theme')).toBe('light');
    expect(within(theme).getByRole('radio', { name: 'Light' })).toBeChecked();

    await user.click(within(theme).getByRole('radio', { name: 'System' }));
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(localStorage.getItem('marquee.theme')).toBeNull();
    expect(within(theme).getByRole('radio', { name: 'System' })).toBeChecked();
    await waitFor(() => expect(patches).toEqual([{ theme: 'light' }, { theme: null }]));
  });
});
