import { formatNumber, Heading, Panel, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useAccountMessages } from '../../messages/account';

const Stats = styled.dl`
  display: grid;
  gap: ${theme.space.sm};
  div {
    display: flex;
    justify-content: space-between;
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    font-weight: ${theme.fontWeights.bold};
    color: ${theme.colors.accent};
  }
`;

export interface StatisticsProps {
  watchlistItems: number;
  reviewsWritten: number;
  memberSince: string;
}

/** The profile's counts: watchlist items, reviews written, and the year the account was made. */
export function Statistics({ watchlistItems, reviewsWritten, memberSince }: StatisticsProps) {
  const { t } = useAccountMessages();
  return (
    <Panel aria-labelledby="statistics">
      <Heading level={2} size="lg" id="statistics">
        {t('statistics.heading')}
      </Heading>
      <Stats>
        <div>
          <dt>{t('statistics.watchlistItems')}</dt>
          <dd>{formatNumber(watchlistItems)}</dd>
        </div>
        <div>
          <dt>{t('statistics.reviewsWritten')}</dt>
          <dd>{formatNumber(reviewsWritten)}</dd>
        </div>
        <div>
          <dt>{t('statistics.memberSince')}</dt>
          <dd>{new Date(memberSince).getFullYear()}</dd>
        </div>
      </Stats>
    </Panel>
  );
}
