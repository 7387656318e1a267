import { pageHref } from '@marquee/contracts/pages';
import {
  ApiError,
  exchangeGoogleCode,
  isAuthenticatedAtom,
  login,
  register,
  signInPageState,
  takeReturnUrl,
  type SignInPageState,
} from '@marquee/client';
import { useLocation, useNavigate, useSearchParams } from '@marquee/router';
import { Alert, Button, PasswordField, TextField, theme } from '@marquee/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { AuthCard, FootNote, Form, TextLink } from '../../components/AuthCard';
import { EmailField } from '../../components/EmailForm';
import { errorMessage } from '../../components/messages';
import { type AccountTranslate, useAccountMessages } from '../../messages/account';
import { GoogleButton } from './GoogleButton';

const Divider = styled.p`
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const End = styled.p`
  text-align: end;
  font-size: ${theme.fontSizes.sm};
`;

type Mode = 'login' | 'register';
type Status = 'idle' | 'loading' | 'error' | 'success';

/** docs/product.md §5: what a form lacks before it may be sent, or null. */
function validate(
  t: AccountTranslate,
  mode: Mode,
  name: string,
  email: string,
  password: string,
): string | null {
  if (mode === 'register') {
    if (!name.trim() || !email.trim() || !password) return t('common.fillAllFields');
    if (password.length < 6) return t('validation.passwordTooShort');
    return null;
  }
  return !email.trim() || !password ? t('auth.missingCredentials') : null;
}

/** Sign-in refuses an address not verified yet with 403 (its reason in the reader's language). */
const isUnverified = (failure: unknown) => failure instanceof ApiError && failure.status === 403;

/**
 * The one form of /login and /register (docs/product.md §2): sign-in with email and password or Google, or
 * sign-up, which does not sign in but shows the message the server answers.
 */
export function AuthForm({ mode }: { mode: Mode }) {
  const { t } = useAccountMessages();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const { sessionEndedBecause } = signInPageState(useLocation().state);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const isLogin = mode === 'login';

  // Signed in (just now, or already when the page opened): no form to show. Sign-in goes back to the
  // saved return URL or home; sign-up goes home (docs/product.md §2).
  useEffect(() => {
    if (isAuthenticated) navigate(isLogin ? takeReturnUrl() : pageHref('home'), { replace: true });
  }, [isLogin, isAuthenticated, navigate]);

  // Google's redirect flow ends here with a single-use code, or with the reason it failed.
  const googleCode = searchParams.get('googleCode');
  const googleError = searchParams.get('googleError');
  const [status, setStatus] = useState<Status>(googleError ? 'error' : googleCode ? 'loading' : 'idle');
  const [error, setError] = useState(googleError ?? '');
  // The refusal is of an address not verified yet: the alert offers a new verification email.
  const [unverified, setUnverified] = useState(false);
  const [registrationMessage, setRegistrationMessage] = useState('');
  const exchanged = useRef<string | null>(null);
  useEffect(() => {
    if (!googleCode || exchanged.current === googleCode) return;
    exchanged.current = googleCode;
    exchangeGoogleCode(googleCode).catch((failure: unknown) => {
      setStatus('error');
      setError(errorMessage(failure, t('auth.googleFailed')));
      setSearchParams({}, { replace: true });
    });
  }, [googleCode, setSearchParams, t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validate(t, mode, name, email, password);
    setUnverified(false);
    if (problem) {
      setStatus('error');
      setError(problem);
      return;
    }
    setStatus('loading');
    setError('');
    setRegistrationMessage('');
    try {
      if (isLogin) {
        await login(email.trim(), password); // the session starts: the effect above leaves the page
        return;
      }
      const { message } = await register({ name: name.trim(), email: email.trim(), password });
      setStatus('success');
      setRegistrationMessage(message);
      setPassword('');
    } catch (failure) {
      setStatus('error');
      setError(errorMessage(failure, t(isLogin ? 'auth.loginFailed' : 'auth.registrationFailed')));
      setUnverified(isLogin && isUnverified(failure));
    }
  }

  const busy = status === 'loading';
  // The resend-verification page starts from the address typed here.
  const resendState: SignInPageState = { email: email.trim() };
  return (
    <AuthCard
      title={t(isLogin ? 'common.signIn' : 'common.createAccount')}
      subtitle={t(isLogin ? 'auth.loginSubtitle' : 'auth.registerSubtitle')}
      testId={isLogin ? 'page-mfe_account-LoginPage' : 'page-mfe_account-RegisterPage'}
    >
      {sessionEndedBecause && status === 'idle' && <Alert tone="info">{sessionEndedBecause}</Alert>}
      {status === 'error' && error && (
        <Alert tone="error">
          {error}
          {unverified && (
            <>
              {' '}
              <TextLink to={pageHref('resendVerification')} state={resendState}>
                {t('auth.resendVerification')}
              </TextLink>
            </>
          )}
        </Alert>
      )}
      {registrationMessage && (
        <Alert tone="success">
          {registrationMessage}{' '}
          <TextLink to={pageHref('resendVerification')} state={resendState}>
            {t('auth.noEmail')}
          </TextLink>
        </Alert>
      )}
      <Form noValidate onSubmit={submit}>
        {!isLogin && (
          <TextField
            label={t('common.name')}
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label={t('common.password')}
          autoComplete={isLogin ? 'current-password' : 'new-password'}
          hint={isLogin ? undefined : t('validation.passwordTooShort')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {isLogin && (
          <End>
            <TextLink to={pageHref('forgotPassword')}>{t('auth.forgotPassword')}</TextLink>
          </End>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? t('auth.processing') : t(isLogin ? 'common.signIn' : 'common.signUp')}
        </Button>
      </Form>
      <Divider>{t('auth.or')}</Divider>
      <GoogleButton />
      <FootNote>
        {isLogin ? (
          <>
            {t('auth.noAccount')} <TextLink to={pageHref('register')}>{t('common.signUp')}</TextLink>
          </>
        ) : (
          <>
            {t('auth.haveAccount')} <TextLink to={pageHref('login')}>{t('common.signIn')}</TextLink>
          </>
        )}
      </FootNote>
    </AuthCard>
  );
}
