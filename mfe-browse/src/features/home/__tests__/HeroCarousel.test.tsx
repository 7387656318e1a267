import { switchLanguage } from '@marquee/i18n';
import { renderPage } from '@marquee/ui/testing';
import { pageHref } from '@marquee/contracts/pages';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { movieSummary } from '@marquee/testing/fixtures';
import { HeroCarousel } from '../HeroCarousel';
import { HERO_NEXT_IMAGE_LEAD_MS, HERO_ROTATION_MS } from '../homeConstants';

const movies = [1, 2, 3, 4, 5].map((id) => ({ ...movieSummary(id), backdrop_path: `/backdrop-${id}.jpg` }));

/** The slides that draw their backdrop, by their label's position ("1 of 5: …"). */
const slidesWithBackdrop = () =>
  screen
    .getAllByTestId('hero-slide')
    .filter((slide) => slide.querySelector('img[src*="/backdrop-"]'))
    .map((slide) => slide.getAttribute('aria-label')?.split(' ')[0]);

beforeEach(() => jest.useFakeTimers());
afterEach(async () => {
  jest.useRealTimers();
  await switchLanguage('en');
});

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

test('a slide states only facts the film data carries: its year and rating, no certification', () => {
  renderPage('/', <HeroCarousel movies={movies} loading={false} />);
  const [slide] = screen.getAllByTestId('hero-slide');
  expect(within(slide!).getByText('1999')).toBeInTheDocument();
  expect(within(slide!).getByRole('img', { name: 'Rated 7.0 out of 10' })).toBeInTheDocument();
  // A list film has no certification; none is made up (issue 18).
  expect(within(slide!).queryByLabelText(/^Rated (G|PG|PG-13|R|NC-17)$/)).not.toBeInTheDocument();
  expect(within(slide!).getByRole('link', { name: 'More Info: Film 1' })).toHaveAttribute(
    'href',
    pageHref('movie', { id: 1 }),
  );
});

test('for a reader who asked for reduced motion the carousel stays on its slide until told to move', () => {
  const reduced = jest.fn((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  window.matchMedia = reduced as unknown as typeof window.matchMedia;
  try {
    renderPage('/', <HeroCarousel movies={movies} loading={false} />);
    const current = () => screen.getByRole('button', { name: /^Show film \d/, current: true });
    act(() => jest.advanceTimersByTime(HERO_ROTATION_MS * 3));
    expect(current()).toHaveAccessibleName('Show film 1: Film 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next film' }));
    expect(current()).toHaveAccessibleName('Show film 2: Film 2');
    act(() => jest.advanceTimersByTime(HERO_ROTATION_MS * 3));
    expect(current()).toHaveAccessibleName('Show film 2: Film 2');
  } finally {
    // jsdom has no matchMedia of its own.
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});

test('in Arabic the carousel speaks Arabic and reads right to left: the left arrow key moves on', async () => {
  await switchLanguage('ar');
  renderPage('/', <HeroCarousel movies={movies} loading={false} />);
  const carousel = screen.getByRole('region', { name: 'الرائج الآن' });
  const current = () => screen.getByRole('button', { name: /^اعرض الفيلم \d/, current: true });
  expect(current()).toHaveAccessibleName('اعرض الفيلم 1: Film 1');
  expect(within(carousel).getByRole('link', { name: 'مزيد من المعلومات: Film 1' })).toBeInTheDocument();

  fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
  expect(current()).toHaveAccessibleName('اعرض الفيلم 2: Film 2');
  fireEvent.keyDown(carousel, { key: 'ArrowRight' });
  expect(current()).toHaveAccessibleName('اعرض الفيلم 1: Film 1');
  fireEvent.click(screen.getByRole('button', { name: 'الفيلم السابق' }));
  expect(current()).toHaveAccessibleName('اعرض الفيلم 5: Film 5');
});
