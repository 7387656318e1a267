import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorFallback } from '../ErrorFallback';
import { ThemeProvider } from '../ThemeProvider';

test('alerts with its title and message and retries on request', () => {
  const onRetry = jest.fn();
  render(
    <ThemeProvider>
      <ErrorFallback title="Reviews are unavailable" message="Try again in a moment." onRetry={onRetry} />
    </ThemeProvider>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Reviews are unavailable');
  expect(alert).toHaveTextContent('Try again in a moment.');

  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('offers no Retry button when nothing can be retried', () => {
  render(
    <ThemeProvider>
      <ErrorFallback message="Gone." />
    </ThemeProvider>,
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
