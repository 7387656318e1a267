import {
  ApiError,
  movieReviewsQuery,
  useCreateReview,
  useMovieReviews,
  useUpdateReview,
  userAtom,
  type ReviewDraft,
} from '@marquee/client';
import type { DuplicateReviewResponse, Review } from '@marquee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';

/** What a save did: a new review, a changed one, or none because the viewer had already reviewed the film. */
export type SavedAs = 'created' | 'updated' | 'duplicate';

/**
 * The id of the viewer's existing review of this film, when the server refused a second one (409 with a
 * DuplicateReviewResponse); null for any other failure.
 */
function duplicateReviewId(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const { reviewId } = (error.body ?? {}) as Partial<DuplicateReviewResponse>;
  return typeof reviewId === 'string' ? reviewId : null;
}

/**
 * Which review the form writes, and saving it. A viewer has one review per film (the server refuses a
 * second with a 409), so the form edits the viewer's own review whenever there is one: the one picked
 * with the pencil, else the one in the film's list, else the one a 409 names (written in another tab).
 */
export function useReviewEditor(movieId: string, movieTitle: string) {
  const queryClient = useQueryClient();
  const viewerId = useAtomValue(userAtom)?.id ?? null;
  const { data } = useMovieReviews(movieId);
  const create = useCreateReview(movieId, movieTitle);
  const update = useUpdateReview();
  const [picked, setPicked] = useState<Review | null>(null);
  const [reopened, setReopened] = useState(false);
  const own = data?.reviews.find((review) => review.user.id === viewerId) ?? null;
  const editing = picked ?? own;

  /** A review of this film by its id, from a fresh load: the list here predates it. */
  const loadReview = async (reviewId: string): Promise<Review | null> => {
    const fresh = await queryClient.fetchQuery({ ...movieReviewsQuery(movieId, viewerId), staleTime: 0 });
    return fresh.reviews.find((review) => review.id === reviewId) ?? null;
  };

  const save = async (draft: ReviewDraft): Promise<SavedAs> => {
    setReopened(false);
    if (editing) {
      await update.mutateAsync({ reviewId: editing.id, draft });
      setPicked(null);
      return 'updated';
    }
    try {
      await create.mutateAsync(draft);
      return 'created';
    } catch (error) {
      const existingId = duplicateReviewId(error);
      const existing = existingId ? await loadReview(existingId).catch(() => null) : null;
      if (!existing) throw error;
      setPicked(existing);
      setReopened(true);
      return 'duplicate';
    }
  };

  const startEditing = (review: Review) => {
    setReopened(false);
    setPicked(review);
  };

  const stopEditing = () => {
    setReopened(false);
    setPicked(null);
  };

  return {
    /** The review the form changes; null when the viewer has none of this film yet. */
    editing,
    /** Whether the viewer chose the review to edit (the pencil, or a refused second review). */
    picked: picked !== null,
    /** Whether the form has just switched to the viewer's review because a second one was refused. */
    reopened,
    save,
    startEditing,
    stopEditing,
  };
}
