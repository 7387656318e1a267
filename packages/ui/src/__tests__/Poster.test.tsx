import { fireEvent, render, screen } from '@testing-library/react';
import { Poster, type PosterProps } from '../Poster';
import { ThemeProvider } from '../ThemeProvider';
import { resetBrowserIdle } from '../useBrowserIdle';

// Each test is a page that has just loaded, not yet idle.
beforeEach(resetBrowserIdle);

const renderPoster = (path: string | null, loading: Pick<PosterProps, 'priority' | 'eager'> = {}) =>
  render(
    <ThemeProvider>
      <Poster path={path} title="Alien" year="1979" genre={27} sizes="200px" {...loading} />
    </ThemeProvider>,
  );

test('once the page is idle after its first paint, loads lazily from TMDB with a srcset of its sizes and a fixed shape', async () => {
  renderPoster('/alien.jpg');
  // Not in the first paint: the first screen's images have the network to themselves.
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  const img = await screen.findByRole('img', { name: 'Alien (1979) poster' });
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('width', '500');
  expect(img).toHaveAttribute('height', '750');
  expect(img).toHaveAttribute('src', 'https://image.tmdb.org/t/p/w300/alien.jpg');
  expect(img).toHaveAttribute(
    'srcset',
    'https://image.tmdb.org/t/p/w185/alien.jpg 185w, https://image.tmdb.org/t/p/w300/alien.jpg 300w, https://image.tmdb.org/t/p/w500/alien.jpg 500w',
  );
  expect(img).toHaveAttribute('sizes', '200px');
});

test('in the first screenful it loads at once, with high priority only as the largest image', () => {
  const { unmount } = renderPoster('/alien.jpg', { eager: true });
  const eager = screen.getByRole('img', { name: 'Alien (1979) poster' });
  expect(eager).toHaveAttribute('loading', 'eager');
  expect(eager).not.toHaveAttribute('fetchpriority');
  unmount();

  renderPoster('/alien.jpg', { priority: true });
  const largest = screen.getByRole('img', { name: 'Alien (1979) poster' });
  expect(largest).toHaveAttribute('loading', 'eager');
  expect(largest).toHaveAttribute('fetchpriority', 'high');
});

test('a film without a poster gets the drawn placeholder', async () => {
  renderPoster(null);
  expect(await screen.findByRole('img', { name: 'Alien (1979) poster' })).toHaveAttribute(
    'src',
    '/api/images/placeholder?kind=poster&title=Alien&year=1979&genre=27',
  );
});

test('a poster that fails to load falls back to the placeholder, then to the title', async () => {
  renderPoster('/missing.jpg');
  fireEvent.error(await screen.findByRole('img'));
  const placeholder = screen.getByRole('img');
  expect(placeholder.getAttribute('src')).toMatch(/^\/api\/images\/placeholder\?kind=poster/);
  expect(placeholder).not.toHaveAttribute('srcset');

  fireEvent.error(placeholder);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByText('Alien')).toBeInTheDocument();
});

test('once the page has been idle, a poster mounted later (the next page of a grid) is requested at once', async () => {
  const { unmount } = renderPoster('/alien.jpg');
  await screen.findByRole('img');
  unmount();
  renderPoster('/alien.jpg');
  expect(screen.getByRole('img', { name: 'Alien (1979) poster' })).toHaveAttribute('loading', 'lazy');
});
