import { ApiError } from '@marquee/client';

/**
 * The message to show for a failed call: the server's (in the reader's language), or the fallback; a
 * network failure says so. The fallbacks are the caller's own translated messages.
 */
export function errorMessage(error: unknown, fallback: string, networkMessage = fallback): string {
  if (error instanceof ApiError) return error.status === 0 ? networkMessage : error.message;
  return fallback;
}
