import { logoutAtom, marqueeStore, saveSession } from '@marquee/client';
import { switchLanguage } from '@marquee/i18n';
import { ada } from '@marquee/testing/fixtures';
import { renderPage } from '@marquee/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DiaryPage from '../../../pages/DiaryPage';
import { diaryBackend, diaryEntry } from '../../../testing/diaryApi';
import { serveBackend } from '../../../testing/serveBackend';

const backend = diaryBackend();
serveBackend(backend);

beforeEach(() => {
  marqueeStore.set(logoutAtom);
  localStorage.clear();
  saveSession({ token: 'tok', user: ada });
  backend.state.entries = [
    diaryEntry({ watchedOn: '2026-02-14', stars: null }),
    diaryEntry({ movieId: '550', title: 'Fight Club', year: '1999', watchedOn: '2026-03-02', stars: 5 }),
    diaryEntry({ watchedOn: '2026-03-09', stars: 4, rewatch: true }),
  ];
});

afterEach(async () => {
  await switchLanguage('en');
});

test('in Spanish the diary speaks Spanish: its texts, counts, months, weekdays, figures and dialogs', async () => {
  const user = userEvent.setup();
  await switchLanguage('es');
  renderPage('/diary', <DiaryPage />, '/diary');

  expect(await screen.findByRole('heading', { level: 1, name: 'Mi diario' })).toBeInTheDocument();
  expect(await screen.findByText('3 películas registradas')).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: 'Importar desde Letterboxd, IMDb, Trakt o TMDB' }),
  ).toBeInTheDocument();
  const months = screen.getByRole('list', { name: 'Diario por meses' });
  expect(
    within(months)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual(['marzo de 2026', 'febrero de 2026']);
  const alien = screen.getByRole('article', { name: 'Alien, 9 de marzo de 2026' });
  expect(within(alien).getByText('lun')).toBeInTheDocument();
  expect(within(alien).getByText('Revisionado', { selector: 'span' })).toBeInTheDocument();
  expect(within(screen.getAllByRole('article')[2]!).getByText('Sin valorar')).toBeInTheDocument();

  // The filters and the figures come with the statistics, asked for beside the viewings.
  const filters = await screen.findByRole('group', { name: 'Filtrar el diario' });
  const rating = within(filters).getByLabelText('Valoración');
  expect(
    within(rating)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'Cualquier valoración',
    '5 estrellas',
    '4 estrellas',
    '3 estrellas',
    '2 estrellas',
    '1 estrella',
  ]);

  const statistics = await screen.findByRole('region', { name: 'Estadísticas' });
  expect(within(statistics).getByText('Horas vistas', { selector: 'dt' }).nextSibling).toHaveTextContent(
    '5,9',
  );
  expect(within(statistics).getByText('Valoración media', { selector: 'dt' }).nextSibling).toHaveTextContent(
    '4,5★',
  );
  const ratings = await within(statistics).findByRole('table', { name: 'Valoraciones' });
  expect(within(ratings).getByRole('columnheader', { name: 'Películas' })).toBeInTheDocument();
  expect(within(ratings).getByRole('row', { name: '5 estrellas 1' })).toBeInTheDocument();

  await user.click(within(alien).getByRole('button', { name: 'Eliminar Alien' }));
  expect(screen.getByRole('dialog', { name: '¿Eliminar este visionado?' })).toHaveAccessibleDescription(
    'Tu visionado de Alien del 9 de marzo de 2026 se eliminará de tu diario.',
  );
});

test('in Arabic the count of films takes each plural form the language has', async () => {
  await switchLanguage('ar');
  const number = new Intl.NumberFormat('ar');
  const renderWith = async (count: number) => {
    backend.state.entries = Array.from({ length: count }, (_, day) =>
      diaryEntry({ watchedOn: `2026-03-${String((day % 28) + 1).padStart(2, '0')}` }),
    );
    const page = renderPage('/diary', <DiaryPage />, '/diary');
    await screen.findByRole('heading', { level: 1, name: 'يومياتي' });
    const shown = await screen.findByText(/مسجَّل/);
    page.unmount();
    return shown.textContent;
  };

  expect(await renderWith(1)).toBe('فيلم واحد مسجَّل');
  expect(await renderWith(2)).toBe('فيلمان مسجَّلان');
  expect(await renderWith(3)).toBe(`${number.format(3)} أفلام مسجَّلة`);
  expect(await renderWith(11)).toBe(`${number.format(11)} فيلمًا مسجَّلًا`);
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});
