import { MemoryRouter } from '@marquee/router/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { InfiniteGrid, type InfiniteGridProps } from '../InfiniteGrid';
import { type MovieCardMovie } from '../MovieCard';
import { cardMovie as film } from '../testing/cardMovies';
import { installIntersectionObserver, observerOptionsOf, setInView } from '../testing/intersectionObserver';
import { ThemeProvider } from '../ThemeProvider';
import { resetBrowserIdle } from '../useBrowserIdle';

// Each test is a page that has just loaded, not yet idle.
beforeEach(resetBrowserIdle);

beforeAll(installIntersectionObserver);

const baseProps: InfiniteGridProps<MovieCardMovie> = {
  movies: [film(1), film(2)],
  loading: false,
  error: null,
  done: false,
  onLoadMore: () => {},
  onRetry: () => {},
  label: 'Films',
};

function renderGrid(props: Partial<InfiniteGridProps<MovieCardMovie>>) {
  const ui = (next: Partial<InfiniteGridProps<MovieCardMovie>>) => (
    <ThemeProvider>
      <MemoryRouter>
        <InfiniteGrid {...baseProps} {...next} />
      </MemoryRouter>
    </ThemeProvider>
  );
  const result = render(ui(props));
  return {
    ...result,
    update: (next: Partial<InfiniteGridProps<MovieCardMovie>>) => result.rerender(ui(next)),
  };
}

test('asks for the next page when its end comes within 100 px of the viewport', () => {
  const onLoadMore = jest.fn();
  renderGrid({ onLoadMore });
  const sentinel = screen.getByTestId('infinite-grid-sentinel');
  expect(observerOptionsOf(sentinel)).toEqual([{ rootMargin: '0px 0px 100px 0px' }]);
  expect(onLoadMore).not.toHaveBeenCalled();

  act(() => setInView(sentinel));
  expect(onLoadMore).toHaveBeenCalledTimes(1);
});

test('asks again when a page arrived but the end is still in view', () => {
  const onLoadMore = jest.fn();
  const { update } = renderGrid({ onLoadMore, loading: true });
  act(() => setInView(screen.getByTestId('infinite-grid-sentinel')));
  expect(onLoadMore).not.toHaveBeenCalled();

  update({ onLoadMore, loading: false, movies: [film(1), film(2), film(3)] });
  expect(onLoadMore).toHaveBeenCalledTimes(1);
});

test('shows skeleton cards while loading', () => {
  renderGrid({ movies: [], loading: true });
  expect(screen.getAllByTestId('movie-card-skeleton').length).toBeGreaterThan(0);
  expect(screen.getByRole('status')).toHaveTextContent('Loading movies…');
});

test('a failed page offers a quiet Retry and stops asking', () => {
  const onRetry = jest.fn();
  const onLoadMore = jest.fn();
  renderGrid({ error: new Error('Failed to load movies'), onRetry, onLoadMore });
  expect(screen.queryByTestId('infinite-grid-sentinel')).not.toBeInTheDocument();
  screen.getByRole('button', { name: 'Retry' }).click();
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(onLoadMore).not.toHaveBeenCalled();
});

test('at the end shows the end message instead of loading more', () => {
  renderGrid({ done: true, endMessage: "You've reached the end!" });
  expect(screen.getByText("You've reached the end!")).toBeInTheDocument();
  expect(screen.queryByTestId('infinite-grid-sentinel')).not.toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Films' }).children).toHaveLength(2);
});

test('at the top of a page its first screenful of posters loads at once, the first with high priority', async () => {
  const movies = Array.from({ length: 8 }, (_, index) => film(index + 1));
  const { container } = renderGrid({ movies, aboveFold: true });
  const loading = () =>
    [...container.querySelectorAll('img')].map((poster) => poster.getAttribute('loading'));
  // The first paint requests only the first screenful; the rest follow, lazily, once the page is idle.
  expect(loading()).toEqual(Array<string>(6).fill('eager'));
  await waitFor(() => expect(loading()).toEqual([...Array<string>(6).fill('eager'), 'lazy', 'lazy']));
  expect(
    [...container.querySelectorAll('img')].map((poster) => poster.getAttribute('fetchpriority')),
  ).toEqual(['high', ...Array<null>(7).fill(null)]);
});

test('on a phone only the first row of two loads at once', async () => {
  // jsdom has no matchMedia: a phone-sized screen, as the browser would report it.
  window.matchMedia = (query: string) => ({ matches: query.includes('max-width') }) as MediaQueryList;
  try {
    const movies = Array.from({ length: 4 }, (_, index) => film(index + 1));
    const { container } = renderGrid({ movies, aboveFold: true });
    const loading = () =>
      [...container.querySelectorAll('img')].map((poster) => poster.getAttribute('loading'));
    expect(loading()).toEqual(['eager', 'eager']);
    await waitFor(() => expect(loading()).toEqual(['eager', 'eager', 'lazy', 'lazy']));
  } finally {
    delete (window as Partial<Window>).matchMedia;
  }
});

test('further down a page every poster loads lazily, once the page is idle', async () => {
  const movies = Array.from({ length: 3 }, (_, index) => film(index + 1));
  const { container } = renderGrid({ movies });
  expect(container.querySelectorAll('img')).toHaveLength(0);
  await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(3));
  for (const poster of container.querySelectorAll('img')) expect(poster).toHaveAttribute('loading', 'lazy');
});

test("a grid sits right under the page's h1, so its cards' titles are h2 (axe heading-order)", () => {
  renderGrid({});
  expect(screen.getByRole('heading', { name: 'Film 1' }).tagName).toBe('H2');
});
