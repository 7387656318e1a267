import type { TimeZoneResponse } from '@marquee/contracts';
import { apiClient } from './apiClient';
import { clientText } from './messages';

/** The browser's IANA time zone ('Europe/Paris'), or undefined when it reports none. */
export function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/** Tells the API the account's time zone, so the weekly digest comes in its morning (docs/product.md). */
export async function saveTimeZone(userId: string, timeZone: string): Promise<string> {
  const answer = await apiClient.put<TimeZoneResponse>(
    `/users/${encodeURIComponent(userId)}/time-zone`,
    { timeZone },
    { fallbackMessage: clientText('account.timeZoneFailed') },
  );
  return answer.timeZone;
}
