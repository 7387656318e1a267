import { pageHref } from '@marquee/contracts/pages';
import { forgotPassword } from '@marquee/client';
import { Alert, Button, Heading } from '@marquee/ui';
import { type FormEvent, useState } from 'react';
import { AuthCard, BackToLogin, FootNote, TextLink } from '../../components/AuthCard';
import { EmailForm } from '../../components/EmailForm';
import { errorMessage } from '../../components/messages';

type Status = 'idle' | 'sending' | 'success' | 'error';

export function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setStatus('error');
      setError('Please enter your email address');
      return;
    }
    setStatus('sending');
    try {
      await forgotPassword(email.trim());
      setStatus('success');
    } catch (failure) {
      setStatus('error');
      setError(errorMessage(failure, 'An error occurred', 'Network error. Please try again.'));
    }
  }

  const testId = 'page-mfe_account-ForgotPasswordPage';
  if (status === 'success') {
    return (
      <AuthCard title="Forgot Password" testId={testId}>
        <Alert tone="success">
          <Heading level={2} size="lg">
            Check your email
          </Heading>
          <p>
            If an account exists for {email.trim()}, we sent a link to reset your password. The link expires
            in 1 hour.
          </p>
        </Alert>
        <Button $variant="secondary" onClick={() => setStatus('idle')}>
          Didn&apos;t get it? Try again
        </Button>
        <BackToLogin />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter your email and we will send you a link to reset your password."
      testId={testId}
    >
      {status === 'error' && <Alert tone="error">{error}</Alert>}
      <EmailForm
        email={email}
        onEmailChange={setEmail}
        onSubmit={submit}
        submitLabel="Send Reset Link"
        sending={status === 'sending'}
      />
      <FootNote>
        Remembered it? <TextLink to={pageHref('login')}>Sign In</TextLink> · New here?{' '}
        <TextLink to={pageHref('register')}>Sign Up</TextLink>
      </FootNote>
    </AuthCard>
  );
}
