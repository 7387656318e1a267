import { renderPage } from '@marquee/ui/src/testing/renderPage';
import { act, fireEvent, screen } from '@testing-library/react';
import { film } from '../../testing/catalogServer';
import { HeroCarousel } from '../HeroCarousel';
import { HERO_NEXT_IMAGE_LEAD_MS, HERO_ROTATION_MS } from '../homeConstants';

const movies = [1, 2, 3, 4, 5].map((id) => ({ ...film(id), backdrop_path: `/backdrop-${id}.jpg` }));

/** The slides that draw their backdrop, by their label's position ("1 of 5: …"). */
const slidesWithBackdrop = () =>
  screen
    .getAllByTestId('hero-slide')
    .filter((slide) => slide.querySelector('img[src*="/backdrop-"]'))
    .map((slide) => slide.getAttribute('aria-label')?.split(' ')[0]);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("only the current slide's images load, the next one's shortly before it shows", () => {
  renderPage('/', <HeroCarousel movies={movies} loading={false} />);
  expect(screen.getAllByTestId('hero-slide')).toHaveLength(5);
  expect(slidesWithBackdrop()).toEqual(['1']);

  act(() => jest.advanceTimersByTime(HERO_ROTATION_MS - HERO_NEXT_IMAGE_LEAD_MS));
  expect(slidesWithBackdrop()).toEqual(['1', '2']);

  // The slide fading out keeps its image.
  act(() => jest.advanceTimersByTime(HERO_NEXT_IMAGE_LEAD_MS));
  expect(slidesWithBackdrop()).toEqual(['1', '2']);
});

test('with the pointer on the carousel the next slide is ready at once', () => {
  renderPage('/', <HeroCarousel movies={movies} loading={false} />);
  fireEvent.mouseEnter(screen.getByRole('region', { name: 'Trending now' }));
  expect(slidesWithBackdrop()).toEqual(['1', '2']);
});
