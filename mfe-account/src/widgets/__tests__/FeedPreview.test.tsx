import { logoutAtom, marqueeStore, saveSession } from '@marquee/client';
import { ada } from '@marquee/testing/fixtures';
import { renderPage } from '@marquee/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { diaryItem, feedBackend, listItem, reviewItem } from '../../testing/feedApi';
import { serveBackend } from '../../testing/serveBackend';
import FeedPreview from '../FeedPreview';

const backend = feedBackend();
const api = serveBackend(backend);
beforeEach(() => {
  backend.state.items = [];
  api.requests.length = 0;
  marqueeStore.set(logoutAtom);
  localStorage.clear();
});

function renderPreview() {
  saveSession({ token: 'tok', user: ada });
  renderPage('/', <FeedPreview />, '/');
}

test('the newest three items, with a link to the whole feed', async () => {
  backend.state.items = [diaryItem(), reviewItem(), listItem(), diaryItem({ title: 'Heat', movieId: '949' })];
  renderPreview();

  const section = await screen.findByRole('region', { name: 'From people you follow' });
  const items = await within(section).findAllByRole('article');
  expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
    'Grace watched Alien',
    'Grace reviewed Fight Club',
    'Grace updated the list Space horror',
  ]);
  expect(within(section).getByRole('link', { name: 'See all of your feed' })).toHaveAttribute(
    'href',
    '/feed',
  );
});

test('an empty feed says how to find people to follow', async () => {
  renderPreview();
  expect(await screen.findByText(/Find them through the reviews on any film page/)).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

test('a failed read can be tried again', async () => {
  const user = userEvent.setup();
  backend.failNext({ status: 500, body: { message: 'Failed to fetch your feed' } });
  backend.state.items = [reviewItem()];
  renderPreview();

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch your feed');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Grace reviewed Fight Club' })).toBeInTheDocument();
});

test('a guest sees nothing and nothing is asked', () => {
  renderPage('/', <FeedPreview />, '/');
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(api.requests).toEqual([]);
});
