import { pageHref } from '@marquee/contracts/pages';
import { resendVerification, signInPageState } from '@marquee/client';
import { Link, useLocation } from '@marquee/router';
import { Alert, Button } from '@marquee/ui';
import { type FormEvent, useState } from 'react';
import { AuthCard, BackToLogin } from '../../components/AuthCard';
import { EmailForm } from '../../components/EmailForm';
import { errorMessage } from '../../components/messages';
import { useAccountMessages } from '../../messages/account';

type Status = 'idle' | 'loading' | 'success' | 'error';

export function ResendVerification() {
  const { t } = useAccountMessages();
  // Coming from the sign-in or sign-up form: the address typed there.
  const [email, setEmail] = useState(signInPageState(useLocation().state).email ?? '');
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  const trimmed = email.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) return;
    setStatus('loading');
    try {
      setMessage((await resendVerification(trimmed)).message);
      setStatus('success');
      setEmail('');
    } catch (failure) {
      setMessage(errorMessage(failure, t('resendVerification.failed')));
      setStatus('error');
    }
  }

  return (
    <AuthCard
      title={t('resendVerification.title')}
      subtitle={t('resendVerification.subtitle')}
      testId="page-mfe_account-ResendVerificationPage"
    >
      {status === 'success' && (
        <>
          <Alert tone="success">{message}</Alert>
          <Button as={Link} to={pageHref('login')}>
            {t('common.goToLogin')}
          </Button>
        </>
      )}
      {status === 'error' && <Alert tone="error">{message}</Alert>}
      <EmailForm
        email={email}
        onEmailChange={setEmail}
        onSubmit={submit}
        submitLabel={t('resendVerification.submit')}
        sending={status === 'loading'}
        disabled={!trimmed}
      />
      <BackToLogin />
    </AuthCard>
  );
}
