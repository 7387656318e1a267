import { act, fireEvent, render, screen } from '@testing-library/react';
import { ScrollToTopButton } from '../ScrollToTopButton';
import { ThemeProvider } from '../ThemeProvider';

// jsdom neither scrolls nor matches media queries: these stand in for the browser's.
const scrollTo = jest.fn<void, [ScrollToOptions]>();
let reducedMotion = false;
beforeAll(() => {
  Object.defineProperty(window, 'scrollTo', { value: scrollTo, configurable: true });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reducedMotion && query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
});
beforeEach(() => {
  scrollTo.mockReset();
  reducedMotion = false;
});

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

function clickScrollToTop() {
  scrolledTo(2000);
  render(
    <ThemeProvider>
      <ScrollToTopButton />
    </ThemeProvider>,
  );
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
}

test('scrolls smoothly to the top, and goes the rest of the way when the smooth scroll stops short', () => {
  clickScrollToTop();
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });

  scrolledTo(58);
  window.dispatchEvent(new Event('scrollend'));
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  expect(scrollTo).toHaveBeenCalledTimes(2);

  // Only once: a later scroll of the reader's ends where they leave it.
  window.dispatchEvent(new Event('scrollend'));
  expect(scrollTo).toHaveBeenCalledTimes(2);
});

test('a reader who scrolls on the way keeps the place they scrolled to', () => {
  clickScrollToTop();
  window.dispatchEvent(new Event('wheel'));
  scrolledTo(700);
  window.dispatchEvent(new Event('scrollend'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
});

test('with less motion asked for, it jumps to the top', () => {
  reducedMotion = true;
  clickScrollToTop();
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  expect(scrollTo).toHaveBeenCalledTimes(1);
});
