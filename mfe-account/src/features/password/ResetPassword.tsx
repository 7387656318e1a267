import { pageHref } from '@marquee/contracts/pages';
import { resetPassword } from '@marquee/client';
import { Link, useNavigate, useSearchParams } from '@marquee/router';
import { Alert, Button, PasswordField, theme } from '@marquee/ui';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { AuthCard, BackToLogin, Form, TextLink } from '../../components/AuthCard';
import { errorMessage } from '../../components/messages';
import { type AccountTranslate, useAccountMessages } from '../../messages/account';

const Requirements = styled.ul`
  list-style: none;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const Requirement = styled.li<{ $met: boolean }>`
  color: ${({ $met }) => ($met ? theme.colors.success : theme.colors.textMuted)};
  &::before {
    content: '${({ $met }) => ($met ? '✓' : '•')}';
    display: inline-block;
    width: 1.25rem;
  }
`;

const REDIRECT_DELAY_S = 3;

type Status = 'idle' | 'submitting' | 'success' | 'error';

/** docs/product.md §5: the reset form's rules, in the order they are checked. */
function validate(t: AccountTranslate, password: string, confirmation: string): string | null {
  if (!password || !confirmation) return t('common.fillAllFields');
  if (password.length < 6) return t('validation.passwordTooShort');
  if (password !== confirmation) return t('resetPassword.mismatch');
  return null;
}

export function ResetPassword() {
  const { t } = useAccountMessages();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  // A link without a token cannot reset anything: the page says so at once, and on every try.
  const [status, setStatus] = useState<Status>(token ? 'idle' : 'error');
  const [error, setError] = useState('');

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => navigate(pageHref('login')), REDIRECT_DELAY_S * 1000);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) {
      setStatus('error');
      return;
    }
    const problem = validate(t, password, confirmation);
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
      setError(errorMessage(failure, t('common.failed'), t('common.networkError')));
    }
  }

  const testId = 'page-mfe_account-ResetPasswordPage';
  if (status === 'success') {
    return (
      <AuthCard title={t('resetPassword.doneTitle')} testId={testId}>
        <Alert tone="success">{t('resetPassword.redirecting', { count: REDIRECT_DELAY_S })}</Alert>
        <Button as={Link} to={pageHref('login')}>
          {t('resetPassword.goNow')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')} testId={testId}>
      {status === 'error' && (
        <Alert tone="error">
          {token ? (
            error
          ) : (
            <>
              {t('resetPassword.invalidToken')}{' '}
              <TextLink to={pageHref('forgotPassword')}>{t('resetPassword.requestNewLink')}</TextLink>
            </>
          )}
        </Alert>
      )}
      <Form noValidate onSubmit={submit}>
        <PasswordField
          label={t('resetPassword.newPassword')}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label={t('resetPassword.confirmPassword')}
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        <Requirements aria-label={t('resetPassword.requirements')}>
          <Requirement $met={password.length >= 6}>{t('resetPassword.minLength')}</Requirement>
          <Requirement $met={password !== '' && password === confirmation}>
            {t('resetPassword.bothMatch')}
          </Requirement>
        </Requirements>
        <Button type="submit" disabled={status === 'submitting'}>
          {t(status === 'submitting' ? 'resetPassword.resetting' : 'resetPassword.submit')}
        </Button>
      </Form>
      <BackToLogin />
    </AuthCard>
  );
}
