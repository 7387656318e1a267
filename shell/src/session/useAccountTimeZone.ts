import { browserTimeZone, saveTimeZone, userAtom } from '@marquee/client';
import { useAtom } from 'jotai';
import { useEffect } from 'react';

/**
 * Keeps the signed-in account's time zone that of this browser (docs/product.md, Weekly digest): at sign-in,
 * or when the browser's zone differs from the stored one, one call stores it and the session remembers it.
 * A refusal changes nothing: the digest then keeps the zone it had (UTC when none).
 */
export function useAccountTimeZone(): void {
  const [user, setUser] = useAtom(userAtom);
  const userId = user?.id;
  const stored = user?.timeZone;
  useEffect(() => {
    // Signed out there is nothing to keep, and a first Intl call loads the time-zone data: not on every visit.
    if (!userId) return;
    const timeZone = browserTimeZone();
    if (!timeZone || timeZone === stored) return;
    saveTimeZone(userId, timeZone).then(
      (saved) => setUser((current) => (current?.id === userId ? { ...current, timeZone: saved } : current)),
      () => undefined,
    );
  }, [userId, stored, setUser]);
}
