import { MemoryRouter } from '@marquee/router/testing';
import { ThemeProvider } from '@marquee/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import ResetPasswordPage from '../ResetPasswordPage';

function renderAt(url: string) {
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[url]}>
        <ResetPasswordPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

test('without a token the page says the link is invalid', () => {
  renderAt('/reset-password');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Invalid reset token. Please request a new password reset.',
  );
});

test('the form checks docs/product.md §5 rules in order before sending anything', () => {
  renderAt('/reset-password?token=abc');
  const submit = screen.getByRole('button', { name: 'Reset Password' });
  fireEvent.click(submit);
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  fill('New Password', '12345');
  fill('Confirm Password', '12345');
  fireEvent.click(submit);
  expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
  fill('New Password', '123456');
  fireEvent.click(submit);
  expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
});
