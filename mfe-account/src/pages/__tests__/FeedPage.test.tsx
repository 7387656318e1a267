import { logoutAtom, marqueeStore, saveSession, takeReturnUrl } from '@marquee/client';
import { ada } from '@marquee/testing/fixtures';
import { currentLocation, installIntersectionObserver, renderPage, setInView } from '@marquee/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { diaryItem, feedBackend, listItem, reviewItem } from '../../testing/feedApi';
import { serveBackend } from '../../testing/serveBackend';
import FeedPage from '../FeedPage';

const backend = feedBackend();
const api = serveBackend(backend);
beforeAll(() => installIntersectionObserver());
beforeEach(() => {
  backend.state.items = [];
  backend.state.pageSize = 20;
  api.requests.length = 0;
  marqueeStore.set(logoutAtom);
  localStorage.clear();
});

function renderFeed() {
  saveSession({ token: 'tok', user: ada });
  renderPage('/feed', <FeedPage />, '/feed');
}

test('guests are sent to sign in, and come back to the feed afterwards', async () => {
  renderPage('/feed', <FeedPage />, '/feed');
  await waitFor(() => expect(currentLocation()).toBe('/login'));
  expect(takeReturnUrl()).toBe('/feed');
  expect(api.requests).toEqual([]);
});

test('each kind of item names the person, what they did and when, with links to each thing', async () => {
  const diary = diaryItem({ rewatch: true, reviewId: '9a1b2c3d-0000-4000-8000-000000000009' });
  const review = reviewItem();
  const list = listItem();
  backend.state.items = [diary, review, list];
  renderFeed();

  const feed = await screen.findByRole('list', { name: 'Feed, newest first' });
  const [watched, reviewed, listed] = within(feed).getAllByRole('article');

  expect(watched).toHaveAccessibleName('Grace rewatched Alien');
  expect(within(watched!).getByRole('link', { name: 'Grace' })).toHaveAttribute('href', '/u/grace_h');
  expect(within(watched!).getByRole('link', { name: 'Alien' })).toHaveAttribute('href', '/movie/348');
  expect(within(watched!).getByText('1979')).toBeInTheDocument();
  expect(within(watched!).getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeInTheDocument();
  expect(within(watched!).getByRole('link', { name: 'Read the review' })).toHaveAttribute(
    'href',
    '/reviews/9a1b2c3d-0000-4000-8000-000000000009',
  );
  const when = within(watched!).getByText(/ago|yesterday|last/);
  expect(when).toHaveAttribute('dateTime', diary.at);
  expect(watched).toHaveTextContent(/Mar 9, 2026/);

  expect(reviewed).toHaveAccessibleName('Grace reviewed Fight Club');
  expect(within(reviewed!).getByRole('link', { name: 'Fight Club' })).toHaveAttribute('href', '/movie/550');
  expect(within(reviewed!).getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
  expect(
    within(reviewed!).getByRole('link', { name: 'Still sharp The first rule holds up.' }),
  ).toHaveAttribute('href', review.kind === 'review' ? `/reviews/${review.review.id}` : '');

  expect(listed).toHaveAccessibleName('Grace updated the list Space horror');
  expect(within(listed!).getByRole('link', { name: 'Space horror' })).toHaveAttribute(
    'href',
    list.kind === 'list' ? `/lists/${list.list.id}` : '',
  );
  expect(within(listed!).getByText('2 films, ranked')).toBeInTheDocument();
  expect(within(listed!).getByText('Nobody hears you.')).toBeInTheDocument();
});

test('posters link to the film, out of the tab order (the title is the same link)', async () => {
  backend.state.items = [diaryItem()];
  renderFeed();
  const item = await screen.findByRole('article', { name: 'Grace watched Alien' });
  const links = item.querySelectorAll('a[href="/movie/348"]');
  expect(links).toHaveLength(2);
  expect(links[0]).toHaveAttribute('tabindex', '-1');
  expect(links[0]).toHaveAttribute('aria-hidden', 'true');
});

test('with nothing to show, it says how to find people to follow', async () => {
  renderFeed();
  expect(
    await screen.findByRole('heading', { name: 'Nothing from people you follow yet' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Find them through the reviews on any film page/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Movies' })).toHaveAttribute('href', '/');
});

test('a failed read says why and can be tried again', async () => {
  const user = userEvent.setup();
  backend.failNext({ status: 500, body: { message: 'The feed is resting' } });
  backend.state.items = [reviewItem()];
  renderFeed();

  expect(await screen.findByRole('alert')).toHaveTextContent('The feed is resting');
  await user.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('article', { name: 'Grace reviewed Fight Club' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('more items load as the end comes near, and each page that arrives is announced', async () => {
  backend.state.pageSize = 2;
  backend.state.items = [diaryItem(), reviewItem(), listItem()];
  renderFeed();
  expect(await screen.findAllByRole('article')).toHaveLength(2);
  expect(screen.getByRole('status')).toHaveTextContent('');

  setInView(screen.getByRole('button', { name: 'Show more' }).parentElement!);

  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  expect(screen.getByRole('status')).toHaveTextContent('1 more item loaded, the end of your feed');
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  expect(api.requests.map((request) => request.path)).toEqual(['/api/feed', '/api/feed?cursor=2']);
});

test('a page that fails to load keeps what is shown and can be asked again', async () => {
  const user = userEvent.setup();
  backend.state.pageSize = 1;
  backend.state.items = [diaryItem(), reviewItem()];
  renderFeed();
  await screen.findByRole('article', { name: 'Grace watched Alien' });

  backend.failNext({ status: 500, body: { message: 'Failed to fetch your feed' } });
  await user.click(screen.getByRole('button', { name: 'Show more' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch your feed');
  expect(screen.getAllByRole('article')).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Grace reviewed Fight Club' })).toBeInTheDocument();
});
