import { type EnvReading } from './readEnv';
import { withoutTrailingSlash } from './lists';
import { maskUrlPassword } from './shownValue';

/**
 * The address in links (emails, redirects), without a trailing slash. Unset, the API's own port on
 * localhost: the worker computes the same default, so its email links reach the API.
 */
export function publicUrlOf({ PUBLIC_URL, PORT }: { PUBLIC_URL?: string; PORT: number }): string {
  return withoutTrailingSlash(PUBLIC_URL ?? `http://localhost:${PORT}`);
}

/** The schema only checks the scheme; the rest of the address must parse too. */
export function publicUrlParses({ valid }: EnvReading<{ PUBLIC_URL?: string }>): string | undefined {
  if (valid.PUBLIC_URL && !URL.canParse(valid.PUBLIC_URL))
    return `PUBLIC_URL="${maskUrlPassword(valid.PUBLIC_URL)}": is not a valid URL (e.g. https://marquee.example.com)`;
  return undefined;
}
