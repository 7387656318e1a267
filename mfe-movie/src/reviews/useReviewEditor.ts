import type { Review } from '@marquee/contracts';
import { useState } from 'react';
import { duplicateReviewId, type MovieReviewsController, type ReviewDraft } from './useMovieReviews';

export type SavedAs = 'created' | 'updated';

/**
 * Which review the form writes (a new one, or an existing one being edited) and saving it. A second
 * review of the same film is refused by the server (409); the viewer's existing review is then offered
 * for editing instead.
 */
export function useReviewEditor(reviews: MovieReviewsController) {
  const [editing, setEditing] = useState<Review | null>(null);
  const [existing, setExisting] = useState<Review | null>(null);

  const save = async (draft: ReviewDraft): Promise<SavedAs> => {
    setExisting(null);
    if (editing) {
      await reviews.update(editing.id, draft);
      setEditing(null);
      return 'updated';
    }
    try {
      await reviews.create(draft);
      return 'created';
    } catch (error) {
      const existingId = duplicateReviewId(error);
      if (existingId) setExisting(await reviews.findReview(existingId).catch(() => null));
      throw error;
    }
  };

  const startEditing = (review: Review) => {
    setExisting(null);
    setEditing(review);
  };

  const stopEditing = () => {
    setExisting(null);
    setEditing(null);
  };

  return {
    editing,
    /** The viewer's review of this film, when the server refused a second one. */
    existing,
    save,
    startEditing,
    stopEditing,
  };
}
