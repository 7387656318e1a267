import { defineMessages, switchLanguage } from '@marquee/i18n';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../../testing/render';
import { Footer } from '../Footer';
import { NavBar } from '../navBar/NavBar';

// A remote's own namespace, loaded lazily like mfe-admin's: the one switch reaches it too.
const useRemoteMessages = defineMessages('testRemote', { greeting: 'Hello' }, async (language) => ({
  greeting: { es: 'Hola', de: 'Hallo', ar: 'مرحبا', en: 'Hello' }[language],
}));

function RemoteGreeting() {
  const { t } = useRemoteMessages();
  return <p>{t('greeting')}</p>;
}

afterEach(async () => {
  await switchLanguage('en');
  localStorage.clear();
});

test('choosing Spanish changes the shell and a remote at once, and is remembered in this browser', async () => {
  const user = userEvent.setup();
  renderInShell(
    <>
      <NavBar />
      <RemoteGreeting />
      <Footer />
    </>,
  );
  expect(screen.getAllByRole('link', { name: 'Top Rated' }).length).toBeGreaterThan(0);
  expect(screen.getByText('Hello')).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('Language'), 'Español');

  expect(await screen.findByText('Hola')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Mejor valoradas' }).length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: 'Más sobre Marquee' })).toBeInTheDocument();
  expect(screen.getByLabelText('Idioma')).toHaveValue('es');
  expect(document.documentElement).toHaveAttribute('lang', 'es');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  expect(localStorage.getItem('marquee.language')).toBe('es');
  expect(document.cookie).toContain('marquee-language=es');
});

test('Arabic turns the page right to left', async () => {
  const user = userEvent.setup();
  renderInShell(<Footer />);
  await user.selectOptions(screen.getByLabelText('Language'), 'العربية');
  expect(await screen.findByRole('button', { name: 'المزيد عن Marquee' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
});
