import { isAuthenticatedAtom, useSendToSignIn, useVoteOnReviewDetails } from '@marquee/client';
import type { ReviewDetails, VoteType } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Alert, CopyLinkButton, formatDate, StarRating, theme } from '@marquee/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import { fromUserReview } from '../reviews/reviewEntries';
import { voteRefusal } from '../reviews/reviewMessages';
import { VoteButtons } from '../reviews/VoteButtons';
import { ReviewedFilmHeader } from './ReviewedFilmHeader';
import { ReviewFooter, ReviewFrame } from '../reviews/reviewFrame';
import { userText } from '../reviews/userText';
import { useMovieMessages } from '../../messages';

const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.sm};
  color: ${theme.colors.textMuted};
`;

const Author = styled.span`
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.bold};

  a {
    color: inherit;
  }
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.xl};
  overflow-wrap: anywhere;
`;

const Comment = styled.p`
  line-height: ${theme.lineHeights.normal};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** A review in full under its film: who wrote it, the stars, when, the whole text, its votes and its link. */
export function SharedReview({ details }: { details: ReviewDetails }) {
  const { t } = useMovieMessages();
  const { review, film, author } = details;
  const entry = fromUserReview(review);
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const sendToSignIn = useSendToSignIn();
  const voteOnReview = useVoteOnReviewDetails(review.id);
  const [voteError, setVoteError] = useState<string | null>(null);

  const vote = (type: VoteType) => {
    if (!signedIn) return sendToSignIn();
    setVoteError(null);
    voteOnReview.mutateAsync(type).catch((error: unknown) => {
      setVoteError(voteRefusal(error) ?? t('reviews.voteFailed'));
    });
  };

  return (
    <>
      <ReviewedFilmHeader film={film} />
      <ReviewFrame $gap="md" aria-label={t('reviews.by', { name: author.name })}>
        <Byline>
          <Author dir="auto">
            {author.handle ? (
              <Link to={pageHref('member', { handle: author.handle })}>{author.name}</Link>
            ) : (
              author.name
            )}
          </Author>
          <StarRating value={review.rating} />
          <time dateTime={review.createdAt}>{formatDate(review.createdAt, 'medium')}</time>
        </Byline>
        {review.title && <Title {...userText(entry.language)}>{review.title}</Title>}
        <Comment {...userText(entry.language)}>{review.comment}</Comment>
        <ReviewFooter>
          <VoteButtons entry={entry} onVote={vote} />
          <CopyLinkButton path={pageHref('review', { reviewId: review.id })} />
        </ReviewFooter>
      </ReviewFrame>
      {voteError && <Alert tone="error">{voteError}</Alert>}
    </>
  );
}
