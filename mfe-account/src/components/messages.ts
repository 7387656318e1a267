import { ApiError } from '@marquee/client';

/** docs/product.md §5's validation texts, shared by the forms that apply them. */
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';

/** The message to show for a failed call: the server's, or the fallback; a network failure says so. */
export function errorMessage(error: unknown, fallback: string, networkMessage = fallback): string {
  if (error instanceof ApiError) return error.status === 0 ? networkMessage : error.message;
  return fallback;
}
