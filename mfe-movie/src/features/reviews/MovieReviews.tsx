import {
  isAdminAtom,
  isAuthenticatedAtom,
  useDeleteReview,
  useMovieReviews,
  userAtom,
  useSendToSignIn,
  useVoteOnReview,
  type ReviewDraft,
} from '@marquee/client';
import type { MovieDetails, Review, VoteType } from '@marquee/contracts';
import { Alert, Button, EmptyState, theme } from '@marquee/ui';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { GuestReviewPrompt } from './GuestReviewPrompt';
import { OwnReviewActions } from './OwnReviewActions';
import { fromExternalReview, fromUserReview, MISSING_TMDB_RATING, type ReviewEntry } from './reviewEntries';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';
import {
  filterReviews,
  mergeReviews,
  reviewStats,
  sortReviews,
  type ReviewFilter,
  type ReviewSort,
} from './reviewList';
import { pageSubmitFailure, voteRefusal } from './reviewMessages';
import { ReopenedNotice } from './ReopenedNotice';
import { ReviewsSummary } from './ReviewsSummary';
import { ReviewsToolbar } from './ReviewsToolbar';
import { useReviewEditor } from './useReviewEditor';
import { useStatusMessage } from './useStatusMessage';
import { useMovieMessages } from '../../messages';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
`;

const Banner = styled(Alert)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

export interface MovieReviewsProps {
  movie: MovieDetails;
}

/**
 * The reviews page's content (docs/product.md §2 Sub-pages, Reviews): the rating summary, the form (or a sign-in
 * prompt for guests), and every review of ours and TMDB's, filtered and sorted by the visitor.
 */
export function MovieReviews({ movie }: MovieReviewsProps) {
  const { t } = useMovieMessages();
  const movieId = String(movie.id);
  const reviews = useMovieReviews(movieId);
  const deleteReview = useDeleteReview();
  const voteOnReview = useVoteOnReview(movieId);
  const viewerId = useAtomValue(userAtom)?.id;
  const editor = useReviewEditor(movieId, movie.title);
  // The failed load the visitor dismissed, by when it failed: a later failure shows again.
  const [dismissedFailure, setDismissedFailure] = useState(0);
  const loadFailure =
    reviews.error && reviews.errorUpdatedAt !== dismissedFailure ? reviews.error.message : null;
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const sendToSignIn = useSendToSignIn();
  const [status, setStatus] = useStatusMessage();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [sort, setSort] = useState<ReviewSort>('newest');

  const tmdbReviews = movie.reviews?.results;
  const entries = useMemo(
    () =>
      mergeReviews(
        (reviews.data?.reviews ?? []).map(fromUserReview),
        (tmdbReviews ?? []).map((review) => fromExternalReview(review, MISSING_TMDB_RATING.reviewsPage)),
      ),
    [reviews.data, tmdbReviews],
  );
  const shown = useMemo(() => sortReviews(filterReviews(entries, filter), sort), [entries, filter, sort]);
  const stats = reviewStats(entries, movie.vote_average);
  const ownReview = (entry: ReviewEntry): Review | undefined =>
    entry.source === 'user' ? reviews.data?.reviews.find((review) => review.id === entry.id) : undefined;

  const submit = async (draft: ReviewDraft) => {
    try {
      const savedAs = await editor.save(draft);
      if (savedAs === 'duplicate') return false;
      const text = savedAs === 'created' ? t('reviews.submitted') : t('reviews.updated');
      setStatus({ tone: 'success', text });
      return true;
    } catch (error) {
      setStatus({ tone: 'error', text: pageSubmitFailure(error, t) });
      return false;
    }
  };

  const remove = async (review: Review) => {
    if (!window.confirm(t('reviews.deleteConfirm'))) return;
    try {
      await deleteReview.mutateAsync(review);
      if (editor.editing?.id === review.id) editor.stopEditing();
      setStatus({ tone: 'success', text: t('reviews.deleted') });
    } catch {
      setStatus({ tone: 'error', text: t('reviews.deleteFailed') });
    }
  };

  const vote = (entry: ReviewEntry, type: VoteType) => {
    if (!signedIn) return sendToSignIn();
    voteOnReview
      .mutateAsync({ reviewId: entry.id, type })
      .catch((error: unknown) =>
        setStatus({ tone: 'error', text: voteRefusal(error) ?? t('reviews.voteFailed') }),
      );
  };

  const actionsFor = (entry: ReviewEntry) => {
    const review = ownReview(entry);
    if (!review) return undefined;
    const mine = review.user.id === viewerId;
    if (!mine && !isAdmin) return undefined;
    return (
      <OwnReviewActions
        onEdit={mine ? () => editor.startEditing(review) : undefined}
        onDelete={() => remove(review)}
      />
    );
  };

  return (
    <Layout>
      <ReviewsSummary stats={stats} />
      {loadFailure && (
        <Banner tone="error">
          <span>{t('reviews.loadFailed', { message: loadFailure })}</span>
          <Button $size="sm" $variant="ghost" onClick={() => setDismissedFailure(reviews.errorUpdatedAt)}>
            {t('reviews.dismiss')}
          </Button>
        </Banner>
      )}
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      {signedIn ? (
        <ReviewForm
          key={editor.editing?.id ?? 'new'}
          editing={editor.editing}
          onSubmit={submit}
          onIncomplete={() => setStatus({ tone: 'error', text: t('form.incomplete') })}
          onCancel={editor.picked ? editor.stopEditing : undefined}
          // The pencil sits on a card below: take the visitor (and the cursor) up to the form.
          autoFocus={editor.picked}
          notice={editor.reopened && <ReopenedNotice />}
        />
      ) : (
        <GuestReviewPrompt />
      )}
      <ReviewsToolbar entries={entries} filter={filter} onFilter={setFilter} sort={sort} onSort={setSort} />
      {shown.length > 0 ? (
        <ReviewList
          entries={shown}
          long="fold"
          onVote={vote}
          actionsFor={actionsFor}
          label={t('reviews.title')}
        />
      ) : (
        !reviews.isPending && (
          <EmptyState
            title={t('reviews.noneFound')}
            message={t('reviews.noneForFilter')}
            action={signedIn ? <p>{t('reviews.beFirst')}</p> : undefined}
          />
        )
      )}
    </Layout>
  );
}
