import { pageHref } from '@marquee/contracts/pages';
import {
  exchangeGoogleCode,
  isAuthenticatedAtom,
  login,
  register,
  signInPageState,
  takeReturnUrl,
  type SignInPageState,
} from '@marquee/client';
import { useLocation, useNavigate, useSearchParams } from '@marquee/router';
import { Alert, Button, PasswordField, TextField } from '@marquee/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { AuthCard, FootNote, Form, TextLink } from '../../components/AuthCard';
import { EmailField } from '../../components/EmailForm';
import { GoogleButton } from './GoogleButton';
import { PASSWORD_TOO_SHORT, errorMessage } from '../../components/messages';

const Divider = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Right = styled.p`
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Mode = 'login' | 'register';
type Status = 'idle' | 'loading' | 'error' | 'success';

/** docs/product.md §5: what a form lacks before it may be sent, or null. */
function validate(mode: Mode, name: string, email: string, password: string): string | null {
  if (mode === 'register') {
    if (!name.trim() || !email.trim() || !password) return 'Please fill in all fields';
    if (password.length < 6) return PASSWORD_TOO_SHORT;
    return null;
  }
  return !email.trim() || !password ? 'Please enter your email and password' : null;
}

/**
 * The one form of /login and /register (docs/product.md §2): sign-in with email and password or Google, or
 * sign-up, which does not sign in but shows the message the server answers.
 */
export function AuthForm({ mode }: { mode: Mode }) {
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
  const [registrationMessage, setRegistrationMessage] = useState('');
  const exchanged = useRef<string | null>(null);
  useEffect(() => {
    if (!googleCode || exchanged.current === googleCode) return;
    exchanged.current = googleCode;
    exchangeGoogleCode(googleCode).catch((failure: unknown) => {
      setStatus('error');
      setError(errorMessage(failure, 'Google login failed'));
      setSearchParams({}, { replace: true });
    });
  }, [googleCode, setSearchParams]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validate(mode, name, email, password);
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
      setError(errorMessage(failure, isLogin ? 'Login failed' : 'Registration failed'));
    }
  }

  const busy = status === 'loading';
  // The resend-verification page starts from the address typed here.
  const resendState: SignInPageState = { email: email.trim() };
  return (
    <AuthCard
      title={isLogin ? 'Sign In' : 'Create Account'}
      subtitle={isLogin ? 'Welcome back to Marquee' : 'Join Marquee to keep a watchlist and write reviews'}
      testId={isLogin ? 'page-mfe_account-LoginPage' : 'page-mfe_account-RegisterPage'}
    >
      {sessionEndedBecause && status === 'idle' && <Alert tone="info">{sessionEndedBecause}</Alert>}
      {status === 'error' && error && (
        <Alert tone="error">
          {error}
          {error.toLowerCase().includes('verify your email') && (
            <>
              {' '}
              <TextLink to={pageHref('resendVerification')} state={resendState}>
                Resend verification email
              </TextLink>
            </>
          )}
        </Alert>
      )}
      {registrationMessage && (
        <Alert tone="success">
          {registrationMessage}{' '}
          <TextLink to={pageHref('resendVerification')} state={resendState}>
            Didn&apos;t receive the email?
          </TextLink>
        </Alert>
      )}
      <Form noValidate onSubmit={submit}>
        {!isLogin && (
          <TextField
            label="Name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label="Password"
          autoComplete={isLogin ? 'current-password' : 'new-password'}
          hint={isLogin ? undefined : PASSWORD_TOO_SHORT}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {isLogin && (
          <Right>
            <TextLink to={pageHref('forgotPassword')}>Forgot your password?</TextLink>
          </Right>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? 'Processing...' : isLogin ? 'Sign In' : 'Sign Up'}
        </Button>
      </Form>
      <Divider>or</Divider>
      <GoogleButton />
      <FootNote>
        {isLogin ? (
          <>
            Don&apos;t have an account? <TextLink to={pageHref('register')}>Sign Up</TextLink>
          </>
        ) : (
          <>
            Already have an account? <TextLink to={pageHref('login')}>Sign In</TextLink>
          </>
        )}
      </FootNote>
    </AuthCard>
  );
}
