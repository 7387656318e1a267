import { switchLanguage } from '@marquee/i18n';
import { installIntersectionObserver, setInView } from '@marquee/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GenresPage from '../../../pages/GenresPage';
import { startCatalogServer } from '../../../testing/catalogServer';
import { currentLocation, renderPage } from '@marquee/ui/testing';

let catalog: Awaited<ReturnType<typeof startCatalogServer>>;

beforeAll(async () => {
  installIntersectionObserver();
  // jsdom does no layout and cannot scroll.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
  catalog = await startCatalogServer();
});
afterAll(() => catalog.close());
beforeEach(() => catalog.requests.splice(0));
afterEach(() => switchLanguage('en'));

const genreChip = (name: string) => screen.getByRole('button', { name });
const actionBar = () => screen.queryByRole('region', { name: 'Unapplied filter changes' });
const discoverGenres = () =>
  catalog.calls('discover/movie').map((url) => url.searchParams.get('with_genres'));

async function openPanel(route: string) {
  renderPage('/genres', <GenresPage />, route);
  await userEvent.click(screen.getByRole('button', { name: /^Filters/, expanded: false }));
  await screen.findByRole('button', { name: 'Comedy' });
}

test('filters from the URL are applied, and changes stay drafts until Apply', async () => {
  const user = userEvent.setup();
  await openPanel('/genres?genres=28');
  expect(genreChip('Action')).toHaveAttribute('aria-pressed', 'true');
  await screen.findByText('Found 6 movies');
  expect(discoverGenres()).toEqual(['28']);
  expect(actionBar()).not.toBeInTheDocument();

  await user.click(genreChip('Comedy'));
  await user.type(screen.getByRole('spinbutton', { name: 'Minimum' }), '7.5');

  // A draft: the URL and the results stay as they were; the floating bar offers Apply and Reset.
  expect(currentLocation()).toBe('/genres?genres=28');
  expect(discoverGenres()).toEqual(['28']);
  expect(actionBar()).toBeInTheDocument();

  await user.click(within(actionBar()!).getByRole('button', { name: 'Apply' }));

  expect(currentLocation()).toBe('/genres?genres=28%2C35&rmin=7.5');
  await waitFor(() => expect(discoverGenres()).toEqual(['28', '28,35']));
  const applied = catalog.calls('discover/movie').at(-1)!;
  expect(applied.searchParams.get('vote_average.gte')).toBe('7.5');
  expect(applied.searchParams.get('page')).toBe('1');
  expect(actionBar()).not.toBeInTheDocument();
});

test('undoing a draft by hand hides the bar again', async () => {
  const user = userEvent.setup();
  await openPanel('/genres');
  await user.click(genreChip('Horror'));
  expect(actionBar()).toBeInTheDocument();
  await user.click(genreChip('Horror'));
  expect(actionBar()).not.toBeInTheDocument();
});

test('Reset clears every filter and the search term and starts from page 1', async () => {
  const user = userEvent.setup();
  await openPanel('/genres?genres=27&sort=title.asc&from=1980&q=alien');
  await screen.findByText(/Found 1 movie for “alien” matching your filters/);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest first');
  await user.click(within(actionBar()!).getByRole('button', { name: 'Reset' }));

  expect(currentLocation()).toBe('/genres');
  await waitFor(() => expect(catalog.calls('discover/movie')).toHaveLength(1));
  const afterReset = catalog.calls('discover/movie')[0]!;
  expect(afterReset.searchParams.get('page')).toBe('1');
  expect(afterReset.searchParams.get('with_genres')).toBeNull();
  expect(afterReset.searchParams.get('sort_by')).toBe('popularity.desc');
});

test('the sort and year range round-trip through the URL', async () => {
  const user = userEvent.setup();
  await openPanel('/genres');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Title Z-A');
  await user.type(screen.getByRole('spinbutton', { name: 'From' }), '1990');
  await user.type(screen.getByRole('spinbutton', { name: 'To' }), '1999');
  await user.click(within(actionBar()!).getByRole('button', { name: 'Apply' }));
  const shared = currentLocation();
  expect(shared).toBe('/genres?sort=title.desc&from=1990&to=1999');

  // Opening the shared link shows the same filters, with nothing left to apply.
  document.body.innerHTML = '';
  await openPanel(shared);
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title.desc');
  expect(screen.getByRole('spinbutton', { name: 'From' })).toHaveValue(1990);
  expect(screen.getByRole('spinbutton', { name: 'To' })).toHaveValue(1999);
  expect(actionBar()).not.toBeInTheDocument();
});

test('the year and rating inputs carry the spec’s ranges', async () => {
  await openPanel('/genres');
  const year = new Date().getFullYear();
  for (const name of ['From', 'To']) {
    const input = screen.getByRole('spinbutton', { name });
    expect(input).toHaveAttribute('min', '1900');
    expect(input).toHaveAttribute('max', String(year));
  }
  for (const name of ['Minimum', 'Maximum']) {
    const input = screen.getByRole('spinbutton', { name });
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveAttribute('max', '10');
    expect(input).toHaveAttribute('step', '0.1');
  }
});

test('a blank search is ignored; a term searches by title without a sort', async () => {
  const user = userEvent.setup();
  renderPage('/genres', <GenresPage />, '/genres?sort=title.asc');
  const box = screen.getByRole('searchbox', { name: 'Search by title' });
  await user.type(box, '   {Enter}');
  expect(currentLocation()).toBe('/genres?sort=title.asc');

  await user.clear(box);
  await user.type(box, 'alien');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(currentLocation()).toBe('/genres?sort=title.asc&q=alien');
  await waitFor(() => expect(catalog.calls('search/movie')).toHaveLength(1));
  const search = catalog.calls('search/movie')[0]!;
  expect(search.searchParams.get('query')).toBe('alien');
  expect(search.searchParams.get('sort_by')).toBeNull();
  await screen.findByText('Found 6 movies for “alien”');
});

test('a reversed range is refused next to its field, and nothing is sent', async () => {
  const user = userEvent.setup();
  await openPanel('/genres');
  await screen.findByText('Found 6 movies');
  await user.type(screen.getByRole('spinbutton', { name: 'From' }), '2010');
  await user.type(screen.getByRole('spinbutton', { name: 'To' }), '2000');
  await user.type(screen.getByRole('spinbutton', { name: 'Minimum' }), '8');
  await user.type(screen.getByRole('spinbutton', { name: 'Maximum' }), '6');
  await user.click(within(actionBar()!).getByRole('button', { name: 'Apply' }));

  const to = screen.getByRole('spinbutton', { name: 'To' });
  expect(to).toHaveAccessibleDescription('To must be the same year as From or later.');
  expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(to).toHaveFocus();
  expect(screen.getByRole('spinbutton', { name: 'Maximum' })).toHaveAccessibleDescription(
    'Maximum must be at least the minimum.',
  );
  expect(currentLocation()).toBe('/genres');
  expect(catalog.calls('discover/movie')).toHaveLength(1);

  // Corrected, the message goes and the filters apply.
  await user.clear(to);
  await user.type(to, '2020');
  await user.clear(screen.getByRole('spinbutton', { name: 'Maximum' }));
  await user.type(screen.getByRole('spinbutton', { name: 'Maximum' }), '9');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(within(actionBar()!).getByRole('button', { name: 'Apply' }));
  expect(currentLocation()).toBe('/genres?from=2010&to=2020&rmin=8&rmax=9');
  // The applied filters' request belongs to this test: wait for it, so it cannot land in the next one.
  await waitFor(() => expect(catalog.calls('discover/movie')).toHaveLength(2));
});

test('a reversed range in a link is left out instead of failing', async () => {
  renderPage('/genres', <GenresPage />, '/genres?from=2010&to=2000&rmin=8&rmax=6&genres=28');
  await screen.findByText('Found 6 movies');
  const discover = catalog.calls('discover/movie')[0]!;
  expect(discover.searchParams.get('primary_release_date.gte')).toBeNull();
  expect(discover.searchParams.get('vote_average.lte')).toBeNull();
  expect(discover.searchParams.get('with_genres')).toBe('28');
});

test('Reset is offered whenever filters are applied, not only while a draft changed', async () => {
  const user = userEvent.setup();
  renderPage('/genres', <GenresPage />, '/genres?genres=28');
  await screen.findByText('Found 6 movies');
  expect(actionBar()).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(currentLocation()).toBe('/genres');
  expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
});

test('a title search applies the genre, year and rating filters to its results', async () => {
  // Every search page holds an Action film (1999, rated 7) and a Horror film (1985, rated 5).
  renderPage('/genres', <GenresPage />, '/genres?genres=27&q=love');
  await screen.findByText(
    'Found 1 movie for “love” matching your filters so far, out of 6 titles matching “love”',
  );
  act(() => setInView(screen.getByTestId('infinite-grid-sentinel')));
  await screen.findByText('Found 3 movies for “love” matching your filters');
  const grid = screen.getByRole('list', { name: 'Movies' });
  expect(
    within(grid)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    expect.stringContaining('Film 102'),
    expect.stringContaining('Film 202'),
    expect.stringContaining('Film 302'),
  ]);
  expect(catalog.calls('discover/movie')).toHaveLength(0);
});

test('a title search whose results all fail the filters says so', async () => {
  renderPage('/genres', <GenresPage />, '/genres?genres=27&rmin=6&q=love');
  await screen.findByRole('heading', { name: 'No movies found' });
  expect(screen.getByText(/No title matching “love” passes these filters/)).toBeInTheDocument();
  expect(catalog.calls('search/movie').map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
});

test('the sort says plainly that a title search does not use it', async () => {
  await openPanel('/genres?q=love');
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveAccessibleDescription(
    /Not used while you search by title/,
  );
});

test('in Spanish the page, its search and its filters speak Spanish', async () => {
  await switchLanguage('es');
  const user = userEvent.setup();
  renderPage('/genres', <GenresPage />, '/genres?genres=28&sort=title.asc');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Descubre películas por género' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Buscar por título' })).toHaveAttribute(
    'placeholder',
    'Buscar por título…',
  );
  await screen.findByText('Se encontraron 6 películas');

  await user.click(screen.getByRole('button', { name: /^Filtros/, expanded: false }));
  expect(screen.getByLabelText('1 activo')).toHaveTextContent('1');
  expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue('Título A-Z');
  await user.type(screen.getByRole('spinbutton', { name: 'Desde' }), '2010');
  await user.type(screen.getByRole('spinbutton', { name: 'Hasta' }), '2000');
  const changes = screen.getByRole('region', { name: 'Cambios de filtros sin aplicar' });
  await user.click(within(changes).getByRole('button', { name: 'Aplicar' }));
  expect(screen.getByRole('spinbutton', { name: 'Hasta' })).toHaveAccessibleDescription(
    'Hasta debe ser el mismo año que Desde o uno posterior.',
  );
});

test('in Spanish a count takes the form its number needs: one film, then several', async () => {
  await switchLanguage('es');
  // Every search page holds one Horror film: one passes on the first page, three once all three are in.
  renderPage('/genres', <GenresPage />, '/genres?genres=27&q=love');
  await screen.findByText(
    'Por ahora se encontró 1 película para «love» que cumple tus filtros, de 6 títulos que coinciden con «love»',
  );
  act(() => setInView(screen.getByTestId('infinite-grid-sentinel')));
  await screen.findByText('Se encontraron 3 películas para «love» que cumplen tus filtros');
});
