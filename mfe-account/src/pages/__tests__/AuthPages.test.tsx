import { renderPage } from '@marquee/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import ForgotPasswordPage from '../ForgotPasswordPage';
import RegisterPage from '../RegisterPage';
import ResendVerificationPage from '../ResendVerificationPage';

// The pages as the shell renders them, with a cache of their own.
const render = (page: React.ReactNode) => renderPage('*', page);

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

test('sign-up requires every field and a 6-character password', async () => {
  render(<RegisterPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  fireEvent.change(input('Name'), { target: { value: 'Ada' } });
  fireEvent.change(input('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(input('Password'), { target: { value: '12345' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
  // No API answers here: the Google button falls back to saying it is not configured.
  expect(await screen.findByRole('button', { name: 'Sign-in with Google is not configured' })).toBeDisabled();
});

test('forgot password asks for the email', () => {
  render(<ForgotPasswordPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
});

test('resend verification cannot be sent with a blank email', () => {
  render(<ResendVerificationPage />);
  const send = screen.getByRole('button', { name: 'Send Verification Email' });
  expect(send).toBeDisabled();
  fireEvent.change(input('Email'), { target: { value: '   ' } });
  expect(send).toBeDisabled();
  fireEvent.change(input('Email'), { target: { value: 'ada@example.com' } });
  expect(send).toBeEnabled();
});
