import { logoutAtom, marqueeStore, saveSession } from '@marquee/client';
import { switchLanguage } from '@marquee/i18n';
import { ada } from '@marquee/testing/fixtures';
import { renderPage } from '@marquee/ui/testing';
import { screen, within } from '@testing-library/react';
import { diaryItem, feedBackend, listItem } from '../../../testing/feedApi';
import { serveBackend } from '../../../testing/serveBackend';
import { Feed } from '../Feed';

const backend = feedBackend();
serveBackend(backend);
beforeEach(() => {
  backend.state.items = [diaryItem(), listItem()];
  marqueeStore.set(logoutAtom);
  saveSession({ token: 'tok', user: ada });
});
afterEach(() => switchLanguage('en'));

test('in German, the verb goes where German puts it, around the links to the person and the film', async () => {
  await switchLanguage('de');
  renderPage('/feed', <Feed />, '/feed');

  const feed = await screen.findByRole('list', { name: 'Neuigkeiten, neueste zuerst' });
  expect(screen.getByRole('heading', { level: 1, name: 'Neuigkeiten' })).toBeInTheDocument();
  const [watched, listed] = within(feed).getAllByRole('article');
  expect(watched).toHaveAccessibleName('Grace hat Alien gesehen');
  const headline = within(watched!).getByRole('link', { name: 'Grace' }).closest('p');
  expect(headline).toHaveTextContent(/^Grace hat Alien1979 gesehen$/);
  expect(within(watched!).getByRole('link', { name: 'Alien' })).toHaveAttribute('href', '/movie/348');
  expect(listed).toHaveAccessibleName('Grace hat die Liste Space horror aktualisiert');
  expect(within(listed!).getByText('2 Filme, nummeriert')).toBeInTheDocument();
});

test('in Arabic, the sentence starts with the verb and the list counts its two films in the dual', async () => {
  await switchLanguage('ar');
  renderPage('/feed', <Feed />, '/feed');

  expect(await screen.findByRole('article', { name: 'شاهد Grace Alien' })).toBeInTheDocument();
  const listed = screen.getByRole('article', { name: 'حدّث Grace القائمة Space horror' });
  expect(within(listed).getByText('فيلمان، مرقّمة')).toBeInTheDocument();
});
