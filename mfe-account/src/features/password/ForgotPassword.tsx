import { pageHref } from '@marquee/contracts/pages';
import { forgotPassword } from '@marquee/client';
import { Alert, Button, Heading } from '@marquee/ui';
import { type FormEvent, useState } from 'react';
import { AuthCard, BackToLogin, FootNote, TextLink } from '../../components/AuthCard';
import { EmailForm } from '../../components/EmailForm';
import { errorMessage } from '../../components/messages';
import { useAccountMessages } from '../../messages/account';

type Status = 'idle' | 'sending' | 'success' | 'error';

export function ForgotPassword() {
  const { t } = useAccountMessages();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setStatus('error');
      setError(t('forgotPassword.emailMissing'));
      return;
    }
    setStatus('sending');
    try {
      await forgotPassword(email.trim());
      setStatus('success');
    } catch (failure) {
      setStatus('error');
      setError(errorMessage(failure, t('common.failed'), t('common.networkError')));
    }
  }

  const testId = 'page-mfe_account-ForgotPasswordPage';
  if (status === 'success') {
    return (
      <AuthCard title={t('forgotPassword.title')} testId={testId}>
        <Alert tone="success">
          <Heading level={2} size="lg">
            {t('forgotPassword.checkEmail')}
          </Heading>
          <p>{t('forgotPassword.sent', { email: email.trim() })}</p>
        </Alert>
        <Button $variant="secondary" onClick={() => setStatus('idle')}>
          {t('forgotPassword.tryAgain')}
        </Button>
        <BackToLogin />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')} testId={testId}>
      {status === 'error' && <Alert tone="error">{error}</Alert>}
      <EmailForm
        email={email}
        onEmailChange={setEmail}
        onSubmit={submit}
        submitLabel={t('forgotPassword.submit')}
        sending={status === 'sending'}
      />
      <FootNote>
        {t('forgotPassword.remembered')} <TextLink to={pageHref('login')}>{t('common.signIn')}</TextLink> ·{' '}
        {t('forgotPassword.newHere')} <TextLink to={pageHref('register')}>{t('common.signUp')}</TextLink>
      </FootNote>
    </AuthCard>
  );
}
