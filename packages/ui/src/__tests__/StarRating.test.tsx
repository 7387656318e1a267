import { render, screen } from '@testing-library/react';
import { StarRating } from '../StarRating';
import { ThemeProvider } from '../ThemeProvider';

test('lights as many of the five stars as the rating and says it in words', () => {
  render(
    <ThemeProvider>
      <StarRating value={3} />
    </ThemeProvider>,
  );
  const stars = screen.getByRole('img', { name: 'Rated 3 out of 5 stars' });
  expect(stars.children).toHaveLength(5);
  const colours = Array.from(stars.children, (star) => getComputedStyle(star).color);
  expect(new Set(colours.slice(0, 3)).size).toBe(1);
  expect(colours[3]).not.toBe(colours[0]);
});
