import { render, screen } from '@testing-library/react';
import { Rating } from '../Rating';
import { ThemeProvider } from '../ThemeProvider';

// An aria-label belongs on an element with a role (axe: aria-prohibited-attr), here an image.
test('a rated film: one image named with its rating out of 10', () => {
  render(
    <ThemeProvider>
      <Rating value={7.25} />
    </ThemeProvider>,
  );
  expect(screen.getByRole('img', { name: 'Rated 7.3 out of 10' })).toBeInTheDocument();
});

test('a film nobody rated says so instead of ★ 0.0', () => {
  const { container } = render(
    <ThemeProvider>
      <Rating value={0} />
    </ThemeProvider>,
  );
  expect(screen.getByText('Not rated yet')).toBeInTheDocument();
  expect(screen.queryByRole('img')).toBeNull();
  expect(container).not.toHaveTextContent('0.0');
});
