import { MemoryRouter } from '@marquee/router/testing';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { MovieRow } from '../MovieRow';
import { cardMovie as film } from '../testing/cardMovies';
import { installIntersectionObserver, setInView } from '../testing/intersectionObserver';
import { ThemeProvider } from '../ThemeProvider';

beforeAll(installIntersectionObserver);

test('the arrows follow whether the first and the last card are in view', () => {
  render(
    <ThemeProvider>
      <MemoryRouter>
        <MovieRow
          title="Popular"
          movies={[1, 2, 3, 4].map(film)}
          loading={false}
          error={null}
          onRetry={() => {}}
        />
      </MemoryRouter>
    </ThemeProvider>,
  );
  const back = screen.getByLabelText('Scroll Popular left');
  const on = screen.getByLabelText('Scroll Popular right');
  const cards = screen.getAllByRole('listitem');
  // As the server renders it: at the start, with more to come.
  expect(back).toBeDisabled();
  expect(on).toBeEnabled();

  act(() => setInView(cards[0]!, false));
  expect(back).toBeEnabled();
  act(() => setInView(cards.at(-1)!, true));
  expect(on).toBeDisabled();
  act(() => setInView(cards[0]!, true));
  expect(back).toBeDisabled();
});
