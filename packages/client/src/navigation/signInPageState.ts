/**
 * What /login is told when the app sends the visitor there (the router's location state): why their
 * session ended, and the email address to fill in (the resend-verification page takes it too).
 */
export interface SignInPageState {
  sessionEndedBecause?: string;
  email?: string;
}

/** The SignInPageState of a location's state, keeping only its well-formed fields. */
export function signInPageState(state: unknown): SignInPageState {
  if (typeof state !== 'object' || state === null) return {};
  const { sessionEndedBecause, email } = state as Record<string, unknown>;
  return {
    ...(typeof sessionEndedBecause === 'string' && { sessionEndedBecause }),
    ...(typeof email === 'string' && { email }),
  };
}
