import { logoutAtom, marqueeStore, saveSession } from '@marquee/client';
import type { ImportRow } from '@marquee/contracts';
import { switchLanguage } from '@marquee/i18n';
import { ada } from '@marquee/testing/fixtures';
import { renderPage } from '@marquee/ui/testing';
import { screen, within } from '@testing-library/react';
import ImportDetailsPage from '../../../pages/ImportDetailsPage';
import { importSummary, serveImportsBackend } from '../../../testing/importsApi';
import { ImportProgress } from '../ImportProgress';

const { backend } = serveImportsBackend();
const detailsPath = `/import/${importSummary().id}`;

beforeEach(() => {
  marqueeStore.set(logoutAtom);
  localStorage.clear();
  saveSession({ token: 'tok', user: ada });
});

afterEach(async () => {
  await switchLanguage('en');
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
      originalTitle: null,
      year: '1972',
      poster: null,
      director: 'Andrei Tarkovsky',
    },
  ],
  reason: null,
};

test('in German an import and its rows to review are in German', async () => {
  await switchLanguage('de');
  backend.state.progress = [
    importSummary({ status: 'needs_review', rowsRead: 20, matched: 19, applied: 19, needsReview: 1 }),
  ];
  backend.state.rows = [solarisRow];
  renderPage('/import/:importId', <ImportDetailsPage />, detailsPath);

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Import von letterboxd-export.zip' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/^Letterboxd-Export \(ZIP\), gesendet am 02\.03\.2026/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Import & Export' })).toHaveAttribute('href', '/import');
  expect(screen.getByText('Gelesene Zeilen').nextElementSibling).toHaveTextContent('20');

  const row = await screen.findByRole('region', { name: '„Solaris“ (ohne Jahr)' });
  expect(screen.getByRole('status')).toHaveTextContent(
    '1 Zeile braucht deine Prüfung: Wähle den gemeinten Film oder überspringe sie.',
  );
  expect(row).toHaveTextContent('Zeile 4 in diary.csv, ein Tagebucheintrag.');
  expect(row).toHaveTextContent('Mehrere Filme kommen infrage: Welcher ist gemeint?');
  expect(
    within(row).getByRole('button', { name: 'Solaris 1972 Regie: Andrei Tarkovsky' }),
  ).toBeInTheDocument();
  expect(within(row).getByRole('searchbox', { name: 'Anderen Film suchen' })).toHaveValue('Solaris');
  expect(within(row).getByRole('button', { name: 'Diese Zeile überspringen' })).toBeInTheDocument();
});

test('in Spanish a failed import keeps the server’s words and says the rest in Spanish', async () => {
  await switchLanguage('es');
  backend.state.progress = [
    importSummary({
      status: 'failed',
      fileName: 'diary.csv',
      format: null,
      error: 'diary.csv has no Name column',
      errorLine: 1,
    }),
  ];
  renderPage('/import/:importId', <ImportDetailsPage />, detailsPath);

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'diary.csv has no Name column (línea 1). No se importó nada.',
  );
  expect(screen.getByText(/^Formato no reconocido, enviado el/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Probar con otro archivo' })).toHaveAttribute('href', '/import');
});

test.each([
  [1, 'يحتاج صف واحد إلى مراجعتك'],
  [2, 'يحتاج صفّان إلى مراجعتك'],
  [3, 'تحتاج {n} صفوف إلى مراجعتك'],
  [11, 'يحتاج {n} صفًّا إلى مراجعتك'],
  [100, 'يحتاج {n} صف إلى مراجعتك'],
])('in Arabic %i rows to review take the plural form of that number', async (needsReview, sentence) => {
  await switchLanguage('ar');
  renderPage(
    '*',
    <ImportProgress summary={importSummary({ status: 'needs_review', rowsRead: 200, needsReview })} />,
  );
  const number = new Intl.NumberFormat('ar').format(needsReview);
  expect(screen.getByRole('status')).toHaveTextContent(sentence.replace('{n}', number));
});
