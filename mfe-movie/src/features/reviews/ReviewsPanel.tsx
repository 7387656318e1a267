import {
  isAuthenticatedAtom,
  useMovieReviews,
  useSendToSignIn,
  useVoteOnReview,
  type ReviewDraft,
} from '@marquee/client';
import type { ExternalReview, VoteType } from '@marquee/contracts';
import { Alert, Button, Section, StarRating, theme } from '@marquee/ui';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { fromExternalReview, fromUserReview, MISSING_TMDB_RATING, type ReviewEntry } from './reviewEntries';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';
import { mergeReviews } from './reviewList';
import { panelSubmitFailure, voteRefusal } from './reviewMessages';
import { ReopenedNotice } from './ReopenedNotice';
import { PANEL_REVIEW_COUNT } from './reviewRules';
import { useReviewEditor } from './useReviewEditor';
import { useStatusMessage } from './useStatusMessage';
import { formatDecimal } from '../../components/formatDecimal';
import { useMovieMessages } from '../../messages';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const Summary = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  color: ${theme.colors.textMuted};
`;

const Quiet = styled.p`
  color: ${theme.colors.textMuted};
`;

export interface ReviewsPanelProps {
  movieId: string;
  movieTitle: string;
  /** The film's TMDB reviews (from append_to_response=reviews); shown beside ours, not votable. */
  externalReviews: ExternalReview[];
  /** The detail page's navigation state for the "all reviews" link to /movie/:id/reviews. */
  onOpenAllReviews: () => void;
}

/**
 * The movie page's reviews panel (docs/product.md §2 Movie detail): the Marquee average, the five newest reviews of
 * ours and TMDB's, an inline form behind Write Review, and the way to every review.
 */
export function ReviewsPanel({ movieId, movieTitle, externalReviews, onOpenAllReviews }: ReviewsPanelProps) {
  const { t } = useMovieMessages();
  const reviews = useMovieReviews(movieId);
  const voteOnReview = useVoteOnReview(movieId);
  const editor = useReviewEditor(movieId, movieTitle);
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const sendToSignIn = useSendToSignIn();
  const [formOpen, setFormOpen] = useState(false);
  const [formAlert, setFormAlert] = useState<string | null>(null);
  const [status, setStatus] = useStatusMessage();

  const shown = useMemo(
    () =>
      mergeReviews(
        (reviews.data?.reviews ?? []).map(fromUserReview),
        externalReviews.map((review) => fromExternalReview(review, MISSING_TMDB_RATING.moviePage)),
      ).slice(0, PANEL_REVIEW_COUNT),
    [reviews.data, externalReviews],
  );

  const openForm = () => {
    if (!signedIn) return sendToSignIn();
    setFormAlert(null);
    setFormOpen(true);
  };

  const closeForm = () => {
    setFormAlert(null);
    editor.stopEditing();
    setFormOpen(false);
  };

  const submit = async (draft: ReviewDraft) => {
    setFormAlert(null);
    try {
      const savedAs = await editor.save(draft);
      if (savedAs === 'duplicate') return false;
      setStatus({
        tone: 'success',
        text: savedAs === 'created' ? t('reviews.submitted') : t('reviews.updated'),
      });
      setFormOpen(false);
      return true;
    } catch (error) {
      setFormAlert(panelSubmitFailure(error, t));
      return false;
    }
  };

  const vote = (entry: ReviewEntry, type: VoteType) => {
    if (!signedIn) return sendToSignIn();
    voteOnReview.mutateAsync({ reviewId: entry.id, type }).catch((error: unknown) => {
      const refusal = voteRefusal(error);
      // docs/product.md §8: a failed vote on the movie page is only logged; a refusal says why.
      if (refusal) setStatus({ tone: 'error', text: refusal });
      else console.error('Failed to update review', error);
    });
  };

  const total = reviews.data?.totalReviews ?? 0;
  return (
    <Section
      title={t('reviews.title')}
      action={
        <Actions>
          <Button $size="sm" onClick={openForm} aria-expanded={signedIn ? formOpen : undefined}>
            {t('reviews.write')}
          </Button>
          <Button $size="sm" $variant="secondary" onClick={onOpenAllReviews}>
            {t('reviews.all')}
          </Button>
        </Actions>
      }
    >
      {total > 0 && reviews.data && (
        <Summary>
          <StarRating value={Math.round(reviews.data.averageRating)} />
          <span>
            {t('reviews.average', { average: formatDecimal(reviews.data.averageRating), count: total })}
          </span>
        </Summary>
      )}
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      {formOpen && (
        <ReviewForm
          key={editor.editing?.id ?? 'new'}
          editing={editor.editing}
          onSubmit={submit}
          onIncomplete={() => setFormAlert(t('form.incomplete'))}
          onCancel={closeForm}
          autoFocus
          notice={formAlert ? <Alert tone="error">{formAlert}</Alert> : editor.reopened && <ReopenedNotice />}
        />
      )}
      {shown.length > 0 ? (
        <ReviewList entries={shown} long="cut" onVote={vote} />
      ) : (
        !reviews.isPending && <Quiet>{t('reviews.none')}</Quiet>
      )}
    </Section>
  );
}
