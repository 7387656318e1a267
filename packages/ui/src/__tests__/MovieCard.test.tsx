import { MemoryRouter } from '@marquee/router/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { MovieCard, type MovieCardMovie } from '../MovieCard';
import { installIntersectionObserver, observerOptionsOf, setInView } from '../testing/intersectionObserver';
import { ThemeProvider } from '../ThemeProvider';

const alien: MovieCardMovie = {
  id: 348,
  title: 'Alien',
  release_date: '1979-05-25',
  vote_average: 8.16,
  overview:
    'During its return to the earth, commercial spaceship Nostromo intercepts a distress signal from a distant planet. A crew member is attacked.',
  poster_path: '/vfrQk5IPloGg1v9Rzbh2Eg3VGyM.jpg',
  genre_ids: [27, 878],
};

function renderCard(movie: MovieCardMovie, action?: React.ReactNode, note?: string) {
  return render(
    <ThemeProvider>
      <MemoryRouter>
        <MovieCard movie={movie} action={action} note={note} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

test('links to the film’s page with its title, year and rating', () => {
  renderCard(alien);
  const link = screen.getByRole('link');
  expect(link).toHaveAttribute('href', '/movie/348');
  expect(screen.getByRole('heading', { name: 'Alien' })).toBeInTheDocument();
  expect(link).toHaveTextContent('1979');
  expect(screen.getByLabelText('Rated 8.2 out of 10')).toBeInTheDocument();
});

test('cuts the overview at 100 characters', () => {
  renderCard(alien);
  const cut = `${alien.overview.slice(0, 100).trimEnd()}...`;
  expect(screen.getByText(cut)).toBeInTheDocument();
  expect(screen.queryByText(alien.overview)).not.toBeInTheDocument();
});

test('shows no year or overview it does not have', () => {
  renderCard({ ...alien, release_date: '', overview: '' });
  expect(screen.getByRole('link').querySelectorAll('p')).toHaveLength(1);
  expect(screen.getByRole('link')).not.toHaveTextContent('·');
});

test('places the action outside the link', () => {
  renderCard(alien, <button type="button">Add to watchlist</button>);
  const button = screen.getByRole('button', { name: 'Add to watchlist' });
  expect(screen.getByRole('link')).not.toContainElement(button);
});

describe('where the browser can tell what is near the viewport', () => {
  const before = Object.getOwnPropertyDescriptor(window, 'IntersectionObserver');
  beforeEach(() => installIntersectionObserver());
  afterEach(() => {
    if (before) Object.defineProperty(window, 'IntersectionObserver', before);
    else delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  const keep = <button type="button">Add to watchlist</button>;

  test('mounts the card’s controls once it comes within 200 px of the viewport', () => {
    renderCard(alien, keep);
    const card = screen.getByRole('article');
    expect(screen.queryByRole('button', { name: 'Add to watchlist' })).not.toBeInTheDocument();
    expect(observerOptionsOf(card)).toEqual([{ rootMargin: '200px' }]);

    act(() => setInView(card));
    expect(screen.getByRole('button', { name: 'Add to watchlist' })).toBeInTheDocument();
  });

  test('mounts them when the card takes focus, before the observer has said anything', () => {
    renderCard(alien, keep);
    fireEvent.focus(screen.getByRole('link'));
    expect(screen.getByRole('button', { name: 'Add to watchlist' })).toBeInTheDocument();
  });
});

test('shows a note inside the link, after the year and rating', () => {
  renderCard(alien, undefined, 'Added Feb 1, 2026');
  const paragraphs = screen.getByRole('link').querySelectorAll('p');
  expect(paragraphs).toHaveLength(3);
  expect(paragraphs[1]).toHaveTextContent('Added Feb 1, 2026');
});
