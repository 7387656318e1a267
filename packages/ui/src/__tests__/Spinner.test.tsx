import { render, screen } from '@testing-library/react';
import { Spinner } from '../Spinner';
import { ThemeProvider } from '../ThemeProvider';

test('announces what is loading as a status', () => {
  render(
    <ThemeProvider>
      <Spinner label="Loading movies" />
    </ThemeProvider>,
  );
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Loading movies');
  expect(status).toHaveAttribute('aria-live', 'polite');
});

test('has a label by default', () => {
  render(
    <ThemeProvider>
      <Spinner />
    </ThemeProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
});
