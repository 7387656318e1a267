import { getUser } from '@marquee/client';
import { type UserProfile } from '@marquee/contracts';
import { useCallback, useEffect, useState } from 'react';

/** The signed-in user's account with its statistics, loaded from the API (null until it arrives). */
export function useProfile(userId: string | undefined) {
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!userId) return;
    let current = true;
    getUser(userId).then(
      (loaded) => current && setProfile(loaded),
      (failure: unknown) =>
        current && setError(failure instanceof Error ? failure.message : 'Failed to load'),
    );
    return () => {
      current = false;
    };
  }, [userId]);

  const replace = useCallback((updated: UserProfile) => setProfile(updated), []);
  return { profile, error, replace };
}
