import { logoutAtom, marqueeStore, saveSession } from '@marquee/client';
import { calendarBackend } from '@marquee/client/testing';
import { switchLanguage } from '@marquee/i18n';
import { ada } from '@marquee/testing/fixtures';
import { startLocalApi, type LocalApi } from '@marquee/testing/localApi';
import { currentLocation, renderPage } from '@marquee/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CalendarPage from '../../../pages/CalendarPage';

const film = (id: number, title: string, release_date: string, genre_ids: number[] = []) => ({
  id,
  title,
  release_date,
  poster_path: null,
  overview: '',
  vote_average: 0,
  genre_ids,
});
const backend = calendarBackend({
  upcomingFrom: '2026-12-01',
  releases: [
    film(1, 'Winter Film', '2026-12-04', [35]),
    film(2, 'Holiday Film', '2026-12-25', [18]),
    film(3, 'Second Holiday Film', '2026-12-25'),
    film(4, 'New Year Film', '2027-01-08'),
  ],
});
const genres = [
  { id: 18, name: 'Drama' },
  { id: 35, name: 'Comedy' },
];

let api: LocalApi;
beforeAll(async () => {
  api = await startLocalApi(
    (request) =>
      backend.handle(request) ??
      (request.path === '/api/tmdb/genre/movie/list'
        ? { status: 200, body: { genres } }
        : { status: 404, body: { message: 'Not found' } }),
  );
});
afterAll(() => api.close());
beforeEach(() => {
  backend.reset();
  api.requests.splice(0);
  marqueeStore.set(logoutAtom);
  localStorage.clear();
});
afterEach(() => switchLanguage('en'));

const calendarCalls = () =>
  api.requests
    .map(({ path }) => new URL(path, 'http://api'))
    .filter((url) => url.pathname === '/api/calendar')
    .map((url) => Object.fromEntries(url.searchParams));

test('the month view is a table with a column per weekday, each film on its day', async () => {
  renderPage('/calendar', <CalendarPage />, '/calendar');
  const table = await screen.findByRole('table', { name: 'December 2026' });
  // Each heading has its short name, its one-letter name for phones (CSS shows one) and its full name.
  const weekdays = within(table).getAllByRole('columnheader');
  expect(weekdays.map((header) => within(header).getByTitle(/day$/).title)).toEqual([
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ]);
  expect(weekdays.map((header) => within(header).getByText(/^\w{3}$/).textContent)).toEqual([
    'Mon',
    'Tue',
    'Wed',
    'Thu',
    'Fri',
    'Sat',
    'Sun',
  ]);
  expect(within(weekdays[0]!).getByText('M')).toBeInTheDocument();
  // December 2026 starts on a Tuesday: the first row's Friday is the 4th.
  const firstWeek = within(table).getAllByRole('row')[1]!;
  const friday = within(firstWeek).getAllByRole('cell')[4]!;
  expect(within(friday).getByRole('link', { name: 'Winter Film' })).toHaveAttribute('href', '/movie/1');
  // Phones show the day's count instead, a link to that day in the list view.
  expect(within(friday).getByRole('link', { name: '1 release, December 4, 2026' })).toHaveAttribute(
    'href',
    '/calendar?view=list#day-2026-12-04',
  );
  expect(within(table).getAllByRole('cell')[1]).toHaveAttribute('aria-current', 'date');
  expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeInTheDocument();
});

test('moves between months and switches to the list view, keeping both in the address', async () => {
  const user = userEvent.setup();
  renderPage('/calendar', <CalendarPage />, '/calendar');
  await screen.findByRole('table', { name: 'December 2026' });
  await user.click(screen.getByRole('button', { name: 'Next month' }));
  await screen.findByRole('table', { name: 'January 2027' });
  expect(screen.getByRole('link', { name: 'New Year Film' })).toBeInTheDocument();
  expect(calendarCalls().at(-1)).toMatchObject({ month: '2027-01' });

  await user.click(screen.getByRole('button', { name: 'Previous month' }));
  await user.click(screen.getByRole('button', { name: 'List' }));
  expect(currentLocation()).toBe('/calendar?month=2026-12&view=list');
  expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const christmas = (await screen.findByRole('heading', { level: 3, name: 'December 25, 2026' })).closest(
    'li',
  )!;
  expect(
    within(christmas)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Holiday Film', 'Second Holiday Film']);
});

test('filters by genre; the "only my" filters are for signed-in users', async () => {
  const user = userEvent.setup();
  renderPage('/calendar', <CalendarPage />, '/calendar');
  await screen.findByRole('table');
  expect(screen.queryByRole('checkbox', { name: 'Only my reminders' })).not.toBeInTheDocument();
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Genre' }), 'Drama');
  await waitFor(() => expect(calendarCalls().at(-1)).toMatchObject({ genres: '18' }));
  expect(currentLocation()).toBe('/calendar?genre=18');
});

test('signed in, keeps only the reminders, and makes, renews and turns off the iCal address', async () => {
  saveSession({ token: 'tok', user: ada });
  const user = userEvent.setup();
  renderPage('/calendar', <CalendarPage />, '/calendar');
  await screen.findByRole('table');
  await user.click(screen.getByRole('checkbox', { name: 'Only my reminders' }));
  await waitFor(() => expect(calendarCalls().at(-1)).toMatchObject({ reminders: 'true' }));
  expect(await screen.findByText('No releases this month.')).toBeInTheDocument();

  const feed = screen.getByRole('region', { name: 'Add to your calendar app' });
  expect(await within(feed).findByText('Your calendar address is off.')).toBeInTheDocument();
  await user.click(within(feed).getByRole('button', { name: 'Get a calendar address' }));
  const address = await within(feed).findByRole('textbox', { name: 'Calendar address' });
  expect(address).toHaveValue(`http://localhost/api/calendar/feeds/${'s'.repeat(42)}1.ics`);

  await user.click(await within(feed).findByRole('button', { name: 'Renew address' }));
  await waitFor(() =>
    expect(address).toHaveValue(`http://localhost/api/calendar/feeds/${'s'.repeat(42)}2.ics`),
  );

  await user.click(within(feed).getByRole('button', { name: 'Turn off' }));
  expect(await within(feed).findByText('Your calendar address is off.')).toBeInTheDocument();
  expect(within(feed).queryByRole('textbox')).not.toBeInTheDocument();
});

test("in Arabic the month, its weekdays and each day's count of releases are Arabic", async () => {
  await switchLanguage('ar');
  renderPage('/calendar', <CalendarPage />, '/calendar');
  expect(screen.getByRole('heading', { level: 1, name: 'تقويم الإصدارات' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'ديسمبر 2026' });
  const weekdays = within(table).getAllByRole('columnheader');
  expect(weekdays[0]).toHaveTextContent('الاثنين');
  expect(weekdays[6]).toHaveTextContent('الأحد');
  // One film on the 4th, two on the 25th: Arabic has a form for each.
  expect(within(table).getByRole('link', { name: /^إصدار واحد، 4 ديسمبر 2026$/ })).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: /^إصداران، 25 ديسمبر 2026$/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'الشهر التالي' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'قائمة' })).toHaveAttribute('aria-pressed', 'false');
});
