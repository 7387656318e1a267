import type { VoteType } from '@marquee/contracts';
import { LineIcon, theme } from '@marquee/ui';
import styled from 'styled-components';
import type { ReviewEntry } from './reviewEntries';
import { useMovieMessages } from '../../messages';

const Group = styled.div`
  display: flex;
  gap: ${theme.space.xs};
`;

const VoteButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  min-height: 2rem;
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.text};
  }

  &[aria-pressed='true'] {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accent};
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const THUMB_UP = 'M7 10v11H3V10h4Zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7';

// One thumb drawn once; the dislike button shows it upside down.
const Thumb = styled.span<{ $down: boolean }>`
  display: inline-flex;
  transform: ${({ $down }) => ($down ? 'rotate(180deg)' : 'none')};
`;

export interface VoteButtonsProps {
  entry: ReviewEntry;
  onVote: (type: VoteType) => void;
}

/**
 * Like and dislike with their counts. Only reviews written on Marquee take votes (docs/product.md §4); the
 * viewer's own vote shows pressed.
 */
export function VoteButtons({ entry, onVote }: VoteButtonsProps) {
  const { t } = useMovieMessages();
  const votable = entry.source === 'user';
  const userVote = entry.source === 'user' ? entry.userVote : null;
  const disabledNote = votable ? undefined : t('votes.tmdb');
  return (
    <Group>
      {(['like', 'dislike'] as const).map((type) => (
        <VoteButton
          key={type}
          disabled={!votable}
          title={disabledNote}
          aria-pressed={votable ? userVote === type : undefined}
          onClick={() => onVote(type)}
        >
          <Thumb $down={type === 'dislike'}>
            <LineIcon d={THUMB_UP} size={16} strokeWidth={2} />
          </Thumb>
          {type === 'like'
            ? t('votes.like', { votes: entry.likes })
            : t('votes.dislike', { votes: entry.dislikes })}
        </VoteButton>
      ))}
    </Group>
  );
}
