import { logoutAtom, marqueeStore, saveSession } from '@marquee/client';
import { listsBackend, savedList } from '@marquee/client/testing';
import { switchLanguage } from '@marquee/i18n';
import { ada } from '@marquee/testing/fixtures';
import { renderPage } from '@marquee/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveBackend } from '../../../testing/serveBackend';
import { MyLists } from '../MyLists';

const backend = listsBackend();
serveBackend(backend);
beforeEach(() => {
  backend.reset();
  marqueeStore.set(logoutAtom);
  saveSession({ token: 'tok', user: ada });
});
afterEach(() => switchLanguage('en'));

test('in Spanish, the lists, their facts and the delete dialog speak Spanish', async () => {
  const user = userEvent.setup();
  backend.state.lists = [
    savedList({ name: 'Noches de terror', visibility: 'public', ranked: true, entryCount: 10 }),
  ];
  await switchLanguage('es');
  renderPage('/lists', <MyLists />, '/lists');

  const card = await screen.findByRole('article', { name: 'Noches de terror' });
  expect(screen.getByRole('heading', { level: 1, name: 'Mis listas' })).toBeInTheDocument();
  expect(screen.getByText('1 lista')).toBeInTheDocument();
  expect(within(card).getByText('10 películas')).toBeInTheDocument();
  expect(within(card).getByText('Pública')).toBeInTheDocument();
  expect(within(card).getByText('Numerada')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mi lista' })).toHaveAttribute('href', '/watchlist');

  await user.click(screen.getByRole('button', { name: 'Eliminar Noches de terror' }));
  expect(screen.getByRole('dialog', { name: '¿Eliminar esta lista?' })).toHaveTextContent(
    'Se eliminarán «Noches de terror» y las 10 películas que contiene.',
  );
});

test('in Arabic, counts take the form the number asks for', async () => {
  backend.state.lists = [
    savedList({ name: 'اثنان', entryCount: 2 }),
    savedList({ name: 'ثلاثة', entryCount: 3 }),
    savedList({ name: 'أحد عشر', entryCount: 11 }),
  ];
  await switchLanguage('ar');
  renderPage('/lists', <MyLists />, '/lists');

  expect(await screen.findByText('3 قوائم')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'اثنان' })).getByText('فيلمان')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'ثلاثة' })).getByText('3 أفلام')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'أحد عشر' })).getByText('11 فيلمًا')).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});
