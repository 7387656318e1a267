import {
  ApiError,
  createReview,
  deleteReview,
  fetchMovieReviews,
  updateReview,
  userAtom,
  voteOnReview,
} from '@marquee/client';
import type { DuplicateReviewResponse, MovieReviewsResponse, Review, VoteType } from '@marquee/contracts';
import { atom, useAtom, useAtomValue, type PrimitiveAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { withReviewAdded, withReviewRemoved, withReviewReplaced, withVote } from './movieReviewsTransitions';

export interface MovieReviewsState {
  /** The last answer, kept while a fresh one loads so returning to a film shows its reviews at once. */
  data: MovieReviewsResponse | null;
  loading: boolean;
  /** Why the last load failed (server message or the call's fallback). */
  error: string | null;
}

/** What the review form gives: the stars and the texts as typed. */
export interface ReviewDraft {
  rating: number;
  title: string;
  comment: string;
}

const stateAtoms = new Map<string, PrimitiveAtom<MovieReviewsState>>();

/** One atom per film, so the movie page's panel and the reviews page share one list in the app's store. */
function movieReviewsAtom(movieId: string): PrimitiveAtom<MovieReviewsState> {
  let stateAtom = stateAtoms.get(movieId);
  if (!stateAtom) {
    stateAtom = atom<MovieReviewsState>({ data: null, loading: true, error: null });
    stateAtoms.set(movieId, stateAtom);
  }
  return stateAtom;
}

/** docs/product.md §5: title and comment are trimmed before sending. */
const trimmed = ({ rating, title, comment }: ReviewDraft) => ({
  rating,
  title: title.trim(),
  comment: comment.trim(),
});

/**
 * A film's Marquee reviews with every change the visitor makes applied in place (docs/product.md §4). The
 * calls' errors reach the caller, which words them for its page; the list is reloaded when the signed-in
 * user changes, because each review carries the viewer's own vote.
 */
export function useMovieReviews(movieId: string, movieTitle: string) {
  const [state, setState] = useAtom(movieReviewsAtom(movieId));
  const viewerId = useAtomValue(userAtom)?.id ?? null;

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, error: null }));
    fetchMovieReviews(movieId, controller.signal).then(
      (data) => setState({ data, loading: false, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : 'Failed to fetch reviews';
        setState((current) => ({ ...current, loading: false, error: message }));
      },
    );
    return () => controller.abort();
  }, [movieId, viewerId, setState]);

  const change = useCallback(
    (apply: (data: MovieReviewsResponse) => MovieReviewsResponse) =>
      setState((current) => (current.data ? { ...current, data: apply(current.data) } : current)),
    [setState],
  );

  const create = useCallback(
    async (draft: ReviewDraft): Promise<Review> => {
      const review = await createReview({ movieId, movieTitle, ...trimmed(draft) });
      change((data) => withReviewAdded(data, review));
      return review;
    },
    [change, movieId, movieTitle],
  );

  const update = useCallback(
    async (reviewId: string, draft: ReviewDraft): Promise<Review> => {
      const review = await updateReview(reviewId, trimmed(draft));
      change((data) => withReviewReplaced(data, review));
      return review;
    },
    [change],
  );

  const remove = useCallback(
    async (reviewId: string): Promise<void> => {
      await deleteReview(reviewId);
      change((data) => withReviewRemoved(data, reviewId));
    },
    [change],
  );

  const vote = useCallback(
    async (reviewId: string, type: VoteType): Promise<void> => {
      const counts = await voteOnReview(reviewId, type);
      change((data) => withVote(data, counts));
    },
    [change],
  );

  /**
   * A review of this film by its id (the one a 409 names): from the loaded list, or from a fresh load when
   * the list predates it (written in another tab).
   */
  const findReview = useCallback(
    async (reviewId: string): Promise<Review | null> => {
      const byId = (data: MovieReviewsResponse | null) =>
        data?.reviews.find((review) => review.id === reviewId) ?? null;
      const known = byId(state.data);
      if (known) return known;
      const fresh = await fetchMovieReviews(movieId);
      setState({ data: fresh, loading: false, error: null });
      return byId(fresh);
    },
    [movieId, setState, state.data],
  );

  const dismissError = useCallback(() => setState((current) => ({ ...current, error: null })), [setState]);

  return { ...state, create, update, remove, vote, findReview, dismissError };
}

export type MovieReviewsController = ReturnType<typeof useMovieReviews>;

/**
 * The id of the viewer's existing review of this film, when the server refused a second one (409 with a
 * DuplicateReviewResponse); null for any other failure.
 */
export function duplicateReviewId(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const { reviewId } = (error.body ?? {}) as Partial<DuplicateReviewResponse>;
  return typeof reviewId === 'string' ? reviewId : null;
}
