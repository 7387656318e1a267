import type { VoteType } from '@marquee/contracts';
import { formatDate, StarRating, theme } from '@marquee/ui';
import { type ReactNode } from 'react';
import styled from 'styled-components';
import type { ReviewEntry } from './reviewEntries';
import { ReviewComment, type ReviewCommentProps } from './ReviewComment';
import { VoteButtons } from './VoteButtons';
import { ReviewFooter, ReviewFrame } from './reviewFrame';
import { userText } from './userText';
import { useMovieMessages } from '../../messages';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.sm};
`;

const Author = styled.span`
  font-weight: ${theme.fontWeights.bold};
`;

const SourceBadge = styled.span`
  padding: 0.1rem ${theme.space.xs};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
`;

const Written = styled.time`
  margin-inline-start: auto;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const Title = styled.h3`
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
`;

export interface ReviewCardProps {
  entry: ReviewEntry;
  long: ReviewCommentProps['long'];
  onVote: (entry: ReviewEntry, type: VoteType) => void;
  /** Edit and delete, for the reviews the viewer may change. */
  actions?: ReactNode;
}

/** One review: who, how many stars, when, what they wrote, and its votes. */
export function ReviewCard({ entry, long, onVote, actions }: ReviewCardProps) {
  const { t } = useMovieMessages();
  return (
    <ReviewFrame $gap="sm" aria-label={t('reviews.by', { name: entry.username })}>
      <Header>
        <Author dir="auto">{entry.username}</Author>
        {entry.source === 'tmdb' && <SourceBadge>TMDB</SourceBadge>}
        <StarRating value={entry.rating} />
        <Written dateTime={entry.date}>{formatDate(entry.date, 'medium')}</Written>
      </Header>
      {entry.title && <Title {...userText(entry.language)}>{entry.title}</Title>}
      <ReviewComment comment={entry.comment} language={entry.language} long={long} />
      <ReviewFooter>
        <VoteButtons entry={entry} onVote={(type) => onVote(entry, type)} />
        {actions}
      </ReviewFooter>
    </ReviewFrame>
  );
}
