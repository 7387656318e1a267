/** What an AI feature shows: nothing asked yet, waiting, why it failed, or the answer. */
export type AiOutcome<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };

/** docs/product.md §8 gives every AI feature two texts: one for an answer saying it failed, one for no answer. */
export interface AiFailureTexts {
  /** The answer came back with success false. */
  failed: string;
  /** The call itself failed (network, server error). */
  unreachable: string;
}

/** A request's state as a query or mutation reports it: `loading` while a call is under way. */
export interface AiRequest<T> {
  data: T | undefined;
  error: Error | null;
  loading: boolean;
}

/** An AI request's state as the feature shows it; while it runs again, it shows that it runs. */
export function aiOutcome<T extends { success: boolean }>(
  { data, error, loading }: AiRequest<T>,
  { failed, unreachable }: AiFailureTexts,
): AiOutcome<T> {
  if (loading) return { status: 'loading' };
  if (error) return { status: 'error', message: unreachable };
  if (data) return data.success ? { status: 'ready', data } : { status: 'error', message: failed };
  return { status: 'idle' };
}
