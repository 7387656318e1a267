import { Heading, Panel } from '@marquee/ui';
import styled from 'styled-components';

const Stats = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  div {
    display: flex;
    justify-content: space-between;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export interface StatisticsProps {
  watchlistItems: number;
  reviewsWritten: number;
  memberSince: string;
}

/** The profile's counts: watchlist items, reviews written, and the year the account was made. */
export function Statistics({ watchlistItems, reviewsWritten, memberSince }: StatisticsProps) {
  return (
    <Panel aria-labelledby="statistics">
      <Heading level={2} size="lg" id="statistics">
        Statistics
      </Heading>
      <Stats>
        <div>
          <dt>Watchlist items</dt>
          <dd>{watchlistItems}</dd>
        </div>
        <div>
          <dt>Reviews written</dt>
          <dd>{reviewsWritten}</dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{new Date(memberSince).getFullYear()}</dd>
        </div>
      </Stats>
    </Panel>
  );
}
