import { fireEvent, render, screen } from '@testing-library/react';
import { Alert } from '../Alert';
import { PasswordField } from '../PasswordField';
import { ThemeProvider } from '../ThemeProvider';

test('the password is hidden until Show is pressed, and hidden again with Hide', () => {
  render(
    <ThemeProvider>
      <PasswordField label="Password" hint="Password must be at least 6 characters long" />
    </ThemeProvider>,
  );
  const input = screen.getByLabelText('Password', { selector: 'input' });
  expect(input).toHaveAttribute('type', 'password');
  expect(input).toHaveAccessibleDescription('Password must be at least 6 characters long');
  fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(input).toHaveAttribute('type', 'text');
  fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(input).toHaveAttribute('type', 'password');
});

test('an error alert is announced at once, a success one politely', () => {
  render(
    <ThemeProvider>
      <Alert tone="error">Passwords do not match</Alert>
      <Alert tone="success">Saved</Alert>
    </ThemeProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
});
