import type { Review } from '@marquee/contracts';
import { useState } from 'react';
import { duplicateReviewId, type MovieReviewsController, type ReviewDraft } from './useMovieReviews';

/** What a save did: a new review, a changed one, or none because the viewer had already reviewed the film. */
export type SavedAs = 'created' | 'updated' | 'duplicate';

/**
 * Which review the form writes, and saving it. A viewer has one review per film (the server refuses a
 * second with a 409), so the form edits the viewer's own review whenever there is one: the one picked
 * with the pencil, else the one in the film's list, else the one a 409 names (written in another tab).
 */
export function useReviewEditor(reviews: MovieReviewsController, viewerId: string | undefined) {
  const [picked, setPicked] = useState<Review | null>(null);
  const [reopened, setReopened] = useState(false);
  const own = reviews.data?.reviews.find((review) => review.user.id === viewerId) ?? null;
  const editing = picked ?? own;

  const save = async (draft: ReviewDraft): Promise<SavedAs> => {
    setReopened(false);
    if (editing) {
      await reviews.update(editing.id, draft);
      setPicked(null);
      return 'updated';
    }
    try {
      await reviews.create(draft);
      return 'created';
    } catch (error) {
      const existingId = duplicateReviewId(error);
      const existing = existingId ? await reviews.findReview(existingId).catch(() => null) : null;
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
