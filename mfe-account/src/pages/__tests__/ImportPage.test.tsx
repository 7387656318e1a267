import { logoutAtom, marqueeStore, PROGRESS_POLL_MS, saveSession } from '@marquee/client';
import type { ImportRow } from '@marquee/contracts';
import { ada, movieSummary } from '@marquee/testing/fixtures';
import { currentLocation, renderPage } from '@marquee/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@marquee/router';
import { importSummary, serveImportsBackend } from '../../testing/importsApi';
import ImportDetailsPage from '../ImportDetailsPage';
import ImportPage from '../ImportPage';

const { backend, requests, hold, release } = serveImportsBackend();
const importId = importSummary().id;
const detailsPath = `/import/${importId}`;

/** The figure shown beside one of the import's counts. */
const count = (label: string) => screen.getByText(label).nextElementSibling;

const renderDetails = () => renderPage('/import/:importId', <ImportDetailsPage />, detailsPath, 'document');

beforeEach(() => {
  marqueeStore.set(logoutAtom);
  localStorage.clear();
  saveSession({ token: 'tok', user: ada });
});

test('guests are asked to sign in', () => {
  marqueeStore.set(logoutAtom);
  renderPage('*', <ImportPage />, '/import');
  expect(screen.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeInTheDocument();
  expect(screen.getByText(/import your films from Letterboxd, IMDb, Trakt or TMDB/)).toBeInTheDocument();
});

test('a chosen file is sent as it is, with its name, and its import opens', async () => {
  backend.state.progress = [importSummary()];
  renderPage('*', <ImportPage />, '/import');
  const input = screen.getByLabelText('Choose a file');
  expect(input).toHaveAttribute('accept', '.zip,.csv,.json');
  expect(input).toHaveAccessibleDescription(
    /Letterboxd, IMDb, Trakt, TMDB or a Marquee export — we detect which/,
  );

  const csv = 'Date,Name,Year,Letterboxd URI,Rating\n2024-01-02,Alien,1979,https://boxd.it/2bg8,4.5\n';
  hold();
  await userEvent.upload(input, new File([csv], 'diary.csv', { type: 'text/csv' }));
  // While it is on its way, the page says so and takes no second file.
  expect(await screen.findByText('Sending diary.csv…')).toHaveAttribute('role', 'status');
  expect(input).toBeDisabled();
  release();

  await waitFor(() => expect(currentLocation()).toBe(detailsPath));
  const upload = requests().find((request) => request.method === 'POST')!;
  expect(upload.path).toBe('/api/imports?fileName=diary.csv');
  expect(upload.headers['content-type']).toBe('application/octet-stream');
  expect(upload.body).toBe(csv);
});

test('the same file sent again opens the import it made before, saying nothing changed', async () => {
  backend.state.progress = [importSummary({ status: 'done', rowsRead: 61, matched: 58, applied: 58 })];
  backend.state.sentBefore = true;
  renderPage(
    '*',
    <Routes>
      <Route path="/import" element={<ImportPage />} />
      <Route path="/import/:importId" element={<ImportDetailsPage />} />
    </Routes>,
    '/import',
  );
  await userEvent.upload(screen.getByLabelText('Choose a file'), new File(['PK'], 'letterboxd-export.zip'));
  expect(await screen.findByText(/You sent this file before, on Mar 2, 2026/)).toHaveTextContent(
    'Sending it again changed nothing.',
  );
  expect(currentLocation()).toBe(detailsPath);
});

test('a file of another kind is refused before it is sent, and a refusal of the server shows', async () => {
  backend.state.failUpload = { status: 413, body: { message: 'The file is larger than 50 MB.' } };
  renderPage('*', <ImportPage />, '/import');
  const zone = screen.getByText('Drop your export file here').parentElement!;
  fireEvent.drop(zone, { dataTransfer: { files: [new File(['hello'], 'notes.txt')] } });
  expect(screen.getByRole('alert')).toHaveTextContent('notes.txt is not a .zip, .csv or .json file.');

  fireEvent.drop(zone, { dataTransfer: { files: [new File(['{}'], 'watched-movies.json')] } });
  expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 50 MB.');
  expect(currentLocation()).toBe('/import');
  expect(requests().filter((request) => request.method === 'POST')).toHaveLength(1);
});

test('past imports are listed, newest first, each opening its import', async () => {
  backend.state.imports = [
    importSummary({
      status: 'needs_review',
      needsReview: 3,
      fileName: 'ratings.csv',
      format: 'imdb-ratings',
    }),
    importSummary({ id: 'a1', status: 'done', applied: 1204 }),
  ];
  renderPage('*', <ImportPage />, '/import');
  const list = await screen.findByRole('region', { name: 'Your imports' });
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent(/ratings\.csv.*IMDb ratings.*3 rows to review/);
  expect(items[1]).toHaveTextContent('1,204 rows imported');
  expect(within(items[0]!).getByRole('link', { name: 'ratings.csv' })).toHaveAttribute('href', detailsPath);
});

test('the progress of a running import shows live, step by step, until it is done', async () => {
  backend.state.progress = [
    importSummary({ status: 'reading', rowsRead: 120 }),
    importSummary({ status: 'matching', rowsRead: 400, matched: 150, skipped: 10, needsReview: 40 }),
    importSummary({ status: 'done', rowsRead: 400, matched: 390, skipped: 10, applied: 390 }),
  ];
  renderDetails();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Import of letterboxd-export.zip' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Step 1 of 3: reading your file…');
  expect(screen.getByRole('progressbar', { name: 'Import progress' })).not.toHaveAttribute('aria-valuenow');

  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Step 2 of 3: matching films…'));
  const bar = screen.getByRole('progressbar', { name: 'Import progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '50');
  expect(count('Needing review')).toHaveTextContent('40');

  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('Done: 390 rows imported, 10 skipped.'),
  );
  expect(count('Applied')).toHaveTextContent('390');
  expect(screen.getByRole('link', { name: 'See your watchlist' })).toHaveAttribute('href', '/watchlist');
  expect(screen.getByRole('link', { name: 'See your diary' })).toHaveAttribute('href', '/diary');
  // Done: nobody asks any more, not even once the next poll would be due.
  const asked = requests().length;
  await new Promise((resolve) => setTimeout(resolve, PROGRESS_POLL_MS * 1.5));
  expect(requests().length).toBe(asked);
});

test('a failed import names the problem and its line, and says nothing was imported', async () => {
  backend.state.progress = [
    importSummary({
      status: 'failed',
      fileName: 'diary.csv',
      format: null,
      error: 'diary.csv has no Name column',
      errorLine: 1,
    }),
  ];
  renderDetails();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'diary.csv has no Name column (line 1). Nothing was imported.',
  );
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByText(/Format not recognised/)).toBeInTheDocument();
  expect(screen.queryByText('Rows read')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Try another file' })).toHaveAttribute('href', '/import');
});

const solarisRow: ImportRow = {
  id: '11',
  file: 'diary.csv',
  line: 4,
  kind: 'diary',
  title: 'Solaris',
  year: null,
  status: 'ambiguous',
  movieId: null,
  candidates: [
    {
      movieId: 593,
      title: 'Solaris',
      originalTitle: 'Солярис',
      year: '1972',
      poster: null,
      director: 'Andrei Tarkovsky',
    },
    {
      movieId: 2103,
      title: 'Solaris',
      originalTitle: null,
      year: '2002',
      poster: null,
      director: 'Steven Soderbergh',
    },
  ],
  reason: null,
};
const unknownRow: ImportRow = {
  id: '12',
  file: 'ratings.csv',
  line: 9,
  kind: 'rating',
  title: 'The Thing From Nowhere',
  year: 1982,
  status: 'unmatched',
  movieId: null,
  candidates: [],
  reason: null,
};

test('the review screen: a candidate is chosen, the next row comes up, and a row is skipped', async () => {
  backend.state.progress = [
    importSummary({ status: 'needs_review', rowsRead: 20, matched: 18, applied: 18, needsReview: 2 }),
  ];
  backend.state.rows = [solarisRow, unknownRow];
  renderDetails();

  const row = await screen.findByRole('region', { name: '“Solaris” (no year)' });
  expect(row).toHaveTextContent('Line 4 of diary.csv, a diary entry.');
  const candidates = within(row).getByRole('list', { name: 'Candidate films' });
  expect(within(candidates).getAllByRole('button')).toHaveLength(2);
  const tarkovsky = within(candidates).getByRole('button', {
    name: /Solaris Солярис 1972 Directed by Andrei Tarkovsky/,
  });
  await userEvent.click(tarkovsky);

  const next = await screen.findByRole('region', { name: '“The Thing From Nowhere” (1982)' });
  expect(next).toHaveFocus();
  expect(next).toHaveTextContent('No film matched it: search for it below, or skip it.');
  const resolved = requests().filter((request) => request.method === 'POST');
  expect(resolved.map(({ path, body }) => [path, body])).toEqual([
    [`/api/imports/${importId}/rows/11`, { movieId: 593 }],
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('1 row needs your review');

  await userEvent.click(within(next).getByRole('button', { name: 'Skip this row' }));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('Done: 19 rows imported, 1 skipped.'),
  );
  expect(requests().at(-1)?.body).toEqual({ skip: true });
  expect(screen.queryByRole('region', { name: 'Rows to review' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See your diary' })).toBeInTheDocument();
});

test('the review screen finds another film through the search', async () => {
  backend.state.progress = [importSummary({ status: 'needs_review', rowsRead: 5, needsReview: 1 })];
  backend.state.rows = [unknownRow];
  backend.state.searchResults = [
    movieSummary(1091, { title: 'The Thing', original_title: 'The Thing', release_date: '1982-06-25' }),
  ];
  renderDetails();

  const row = await screen.findByRole('region', { name: '“The Thing From Nowhere” (1982)' });
  const search = within(row).getByRole('searchbox', { name: 'Find another film' });
  expect(search).toHaveValue('The Thing From Nowhere');
  await userEvent.clear(search);
  await userEvent.type(search, 'The Thing{Enter}');
  const results = await within(row).findByRole('list', { name: 'Search results' });
  expect(requests().some(({ path }) => path === '/api/tmdb/search/movie?query=The+Thing&page=1')).toBe(true);
  await userEvent.click(within(results).getByRole('button', { name: /The Thing 1982/ }));
  await waitFor(() => expect(requests().at(-1)?.body).toEqual({ movieId: 1091 }));
  expect(await screen.findByRole('link', { name: 'See your diary' })).toBeInTheDocument();
});

test('"Download my data" builds the export, then offers the download', async () => {
  const building = {
    id: 'e1',
    status: 'building',
    byteSize: null,
    createdAt: '2026-03-02T12:00:00.000Z',
    finishedAt: null,
    expiresAt: '2026-03-09T12:00:00.000Z',
  } as const;
  backend.state.exports = [
    building,
    { ...building, status: 'ready', byteSize: 1_572_864, finishedAt: '2026-03-02T12:00:03.000Z' },
  ];
  renderPage('*', <ImportPage />, '/import');
  const panel = screen.getByRole('region', { name: 'Export' });
  await userEvent.click(within(panel).getByRole('button', { name: 'Download my data' }));
  expect(await within(panel).findByText('Building your export…')).toBeInTheDocument();
  expect(panel).toHaveTextContent('we will email you when it is ready');

  expect(await within(panel).findByRole('button', { name: 'Download' })).toBeInTheDocument();
  expect(within(panel).getByRole('status')).toHaveTextContent('Your export is ready (1.5 MB).');
  expect(panel).toHaveTextContent('Available until Mar 9, 2026');
});
