import { pageHref } from '@marquee/contracts/pages';
import { resetPassword } from '@marquee/client';
import { Link, useNavigate, useSearchParams } from '@marquee/router';
import { Alert, Button, PasswordField } from '@marquee/ui';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { AuthCard, BackToLogin, Form, TextLink } from '../../components/AuthCard';
import { PASSWORD_TOO_SHORT, errorMessage } from '../../components/messages';

const Requirements = styled.ul`
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Requirement = styled.li<{ $met: boolean }>`
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.textMuted)};
  &::before {
    content: '${({ $met }) => ($met ? '✓' : '•')}';
    display: inline-block;
    width: 1.25rem;
  }
`;

const INVALID_TOKEN = 'Invalid reset token. Please request a new password reset.';
const REDIRECT_DELAY_MS = 3000;

type Status = 'idle' | 'submitting' | 'success' | 'error';

/** docs/product.md §5: the reset form's rules, in the order they are checked. */
function validate(password: string, confirmation: string): string | null {
  if (!password || !confirmation) return 'Please fill in all fields';
  if (password.length < 6) return PASSWORD_TOO_SHORT;
  if (password !== confirmation) return 'Passwords do not match';
  return null;
}

export function ResetPassword() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [status, setStatus] = useState<Status>(token ? 'idle' : 'error');
  const [error, setError] = useState(token ? '' : INVALID_TOKEN);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => navigate(pageHref('login')), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) {
      setStatus('error');
      setError(INVALID_TOKEN);
      return;
    }
    const problem = validate(password, confirmation);
    if (problem) {
      setStatus('error');
      setError(problem);
      return;
    }
    setStatus('submitting');
    try {
      await resetPassword(token, password);
      setStatus('success');
    } catch (failure) {
      setStatus('error');
      setError(errorMessage(failure, 'An error occurred', 'Network error. Please try again.'));
    }
  }

  const testId = 'page-mfe_account-ResetPasswordPage';
  if (status === 'success') {
    return (
      <AuthCard title="Password Reset Successful!" testId={testId}>
        <Alert tone="success">
          Your password has been changed. Redirecting you to the login page in 3 seconds...
        </Alert>
        <Button as={Link} to={pageHref('login')}>
          Go to Login Now
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account." testId={testId}>
      {status === 'error' && (
        <Alert tone="error">
          {error}
          {error === INVALID_TOKEN && (
            <>
              {' '}
              <TextLink to={pageHref('forgotPassword')}>Request a new link</TextLink>
            </>
          )}
        </Alert>
      )}
      <Form noValidate onSubmit={submit}>
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        <Requirements aria-label="Password requirements">
          <Requirement $met={password.length >= 6}>At least 6 characters</Requirement>
          <Requirement $met={password !== '' && password === confirmation}>Both passwords match</Requirement>
        </Requirements>
        <Button type="submit" disabled={status === 'submitting'}>
          {status === 'submitting' ? 'Resetting...' : 'Reset Password'}
        </Button>
      </Form>
      <BackToLogin />
    </AuthCard>
  );
}
