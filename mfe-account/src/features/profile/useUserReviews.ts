import { fetchUserReviews } from '@marquee/client';
import { type Review } from '@marquee/contracts';
import { useEffect, useState } from 'react';
import { errorMessage } from '../auth/messages';

/** The user's own reviews, newest first, fetched each time the profile opens (null until they arrive). */
export function useUserReviews(userId: string | undefined) {
  const [reviews, setReviews] = useState<Review[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    fetchUserReviews(userId, controller.signal).then(setReviews, (failure: unknown) => {
      if (!controller.signal.aborted) setError(errorMessage(failure, 'Failed to fetch user reviews'));
    });
    return () => controller.abort();
  }, [userId]);

  return { reviews, error };
}
