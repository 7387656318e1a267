import type {
  AuthProvidersResponse,
  MessageResponse,
  RegisterBody,
  SessionResponse,
  SessionUser,
} from '@marquee/contracts';
import { apiClient } from './apiClient';
import { tokenAtom, userAtom } from './session';
import { storageKeys } from './storage';
import { marqueeStore } from './store';
import { clientText } from './messages';

/** Signs in for every app: the token and the user go to the shared store and local storage. */
export function saveSession({ token, user }: SessionResponse): void {
  marqueeStore.set(tokenAtom, token);
  marqueeStore.set(userAtom, user);
}

/** Refreshes the stored user after a profile change, keeping the session. */
export function updateSessionUser(user: SessionUser): void {
  marqueeStore.set(userAtom, user);
}

/** Remembers a path of this site to come back to after signing in. */
export function saveReturnUrl(path: string): void {
  localStorage.setItem(storageKeys.returnUrl, path);
}

/** Where to go after signing in: the saved return URL (then forgotten), else home. */
export function takeReturnUrl(): string {
  const returnUrl = localStorage.getItem(storageKeys.returnUrl);
  localStorage.removeItem(storageKeys.returnUrl);
  // Only paths of this site: a stored absolute URL must not send the visitor elsewhere.
  return returnUrl?.startsWith('/') && !returnUrl.startsWith('//') ? returnUrl : '/';
}

export async function login(email: string, password: string): Promise<SessionResponse> {
  const session = await apiClient.post<SessionResponse>(
    '/auth/login',
    { email, password },
    { fallbackMessage: clientText('auth.loginFailed') },
  );
  saveSession(session);
  return session;
}

/** Registration does not sign in: it answers the message to show. */
export function register(body: RegisterBody): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>('/auth/register', body, {
    fallbackMessage: clientText('auth.registrationFailed'),
  });
}

/** Ends Google's redirect flow: the single-use code from the callback becomes the session. */
export async function exchangeGoogleCode(code: string): Promise<SessionResponse> {
  const session = await apiClient.post<SessionResponse>(
    '/auth/google/exchange',
    { code },
    { fallbackMessage: clientText('auth.googleLoginFailed') },
  );
  saveSession(session);
  return session;
}

/** Starts Google's redirect flow (a full page navigation to the API, then to Google). */
export const GOOGLE_SIGN_IN_URL = '/api/auth/google/start';

export function authProviders(): Promise<AuthProvidersResponse> {
  return apiClient.get<AuthProvidersResponse>('/auth/providers');
}

export function resendVerification(email: string): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>(
    '/auth/resend-verification',
    { email },
    { fallbackMessage: clientText('auth.verificationEmailFailed') },
  );
}

export function forgotPassword(email: string): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>(
    '/auth/forgot-password',
    { email },
    { fallbackMessage: clientText('auth.errorOccurred') },
  );
}

export function resetPassword(token: string, newPassword: string): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>(
    '/auth/reset-password',
    { token, newPassword },
    { fallbackMessage: clientText('auth.errorOccurred') },
  );
}
