import type { Video } from '@marquee/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordedFilm } from '../../testing/recordedFilm';
import { renderSubPage } from '../../testing/renderSubPage';
import VideosPage from '../VideosPage';

beforeAll(() => {
  window.scrollTo = () => {};
});

const film = recordedFilm();
const recorded = film.videos!.results;
const extra = (type: string, key: string, size: number): Video => ({
  ...recorded[0]!,
  id: `extra-${key}`,
  key,
  name: `A ${type}`,
  type,
  size,
});
// The recording has trailers only; a few more types show the filter and the badges.
const videos = [...recorded, extra('Behind the Scenes', 'bts1', 720), extra('Bloopers', 'blp1', 480)];
const withVideos = { state: { movie: { ...film, videos: { results: videos } } } };

const cards = () => screen.getAllByRole('button', { name: /^Play / });
const filter = (name: string) => screen.getByRole('button', { name });

test('filters by video type with counts', async () => {
  const user = userEvent.setup();
  renderSubPage('movieVideos', <VideosPage />, withVideos);
  const names = within(screen.getByRole('group', { name: 'Video type' }))
    .getAllByRole('button')
    .map((b) => b.textContent);
  expect(names).toEqual(['All (5)', 'Trailer (3)', 'Behind the Scenes (1)', 'Bloopers (1)']);
  expect(cards()).toHaveLength(5);
  await user.click(filter('Bloopers (1)'));
  expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['Play A Bloopers']);
  await user.click(filter('Trailer (3)'));
  expect(cards()).toHaveLength(3);
});

test('a card shows the still, falling back to the always-present one, the badge, site, date and quality', () => {
  renderSubPage('movieVideos', <VideosPage />, withVideos);
  const [first, , , behind] = cards();
  const still = first!.querySelector('img')!;
  expect(still).toHaveAttribute('src', 'https://img.youtube.com/vi/dfeUzm6KF4g/maxresdefault.jpg');
  fireEvent.error(still);
  expect(still).toHaveAttribute('src', 'https://img.youtube.com/vi/dfeUzm6KF4g/hqdefault.jpg');

  expect(within(first!).getByText('Trailer')).toHaveAttribute('data-tone', 'red');
  expect(within(behind!).getByText('Behind the Scenes')).toHaveAttribute('data-tone', 'purple');
  expect(first).toHaveTextContent('YouTube • Oct 15, 2019 • HD 1080p');
  expect(behind).toHaveTextContent('HD 720p');
  expect(cards()[4]).toHaveTextContent('SD');
});

test('a card plays its video embedded, with a way to open it on YouTube', async () => {
  const user = userEvent.setup();
  renderSubPage('movieVideos', <VideosPage />);
  await user.click(screen.getByRole('button', { name: 'Play #TBT Trailer' }));
  const player = screen.getByRole('dialog', { name: '#TBT Trailer' });
  expect(within(player).getByTitle('#TBT Trailer')).toHaveAttribute(
    'src',
    expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/BdJKm16Co6M/),
  );
  const external = within(player).getByRole('link', { name: 'Open on YouTube' });
  expect(external).toHaveAttribute('href', 'https://www.youtube.com/watch?v=BdJKm16Co6M');
  expect(external).toHaveAttribute('target', '_blank');
  expect(within(player).getByText('3 / 3')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a film without videos says so', () => {
  renderSubPage('movieVideos', <VideosPage />, { state: { movie: { ...film, videos: { results: [] } } } });
  expect(screen.getByText('No videos found for this filter.')).toBeInTheDocument();
  expect(filter('All (0)')).toHaveAttribute('aria-pressed', 'true');
});
