import type { VoteType } from '@marquee/contracts';
import { theme } from '@marquee/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ReviewCard, type ReviewCardProps } from './ReviewCard';
import type { ReviewEntry } from './reviewEntries';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface ReviewListProps {
  entries: readonly ReviewEntry[];
  long: ReviewCardProps['long'];
  onVote: (entry: ReviewEntry, type: VoteType) => void;
  /** Edit and delete for a review the viewer may change, else nothing. */
  actionsFor?: (entry: ReviewEntry) => ReactNode;
  /** The list's accessible name, where the page around it does not already name it. */
  label?: string;
}

/** Reviews of ours and TMDB's as cards, in the order given. */
export function ReviewList({ entries, long, onVote, actionsFor, label }: ReviewListProps) {
  return (
    <List aria-label={label}>
      {entries.map((entry) => (
        <li key={`${entry.source}-${entry.id}`}>
          <ReviewCard entry={entry} long={long} onVote={onVote} actions={actionsFor?.(entry)} />
        </li>
      ))}
    </List>
  );
}
