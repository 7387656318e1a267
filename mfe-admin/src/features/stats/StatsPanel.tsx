import type { AdminStats } from '@marquee/contracts';
import { formatNumber, Heading, theme } from '@marquee/ui';
import styled from 'styled-components';
import { Muted } from '../../components/Table';
import { useAdminMessages } from '../../messages';

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${theme.space.md};
`;

const Card = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space.xxs};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  dt {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
  dd {
    font-size: ${theme.fontSizes['2xl']};
    font-weight: ${theme.fontWeights.black};
    color: ${theme.colors.accent};
    font-variant-numeric: tabular-nums;
  }
`;

const Reviewers = styled.ol`
  display: grid;
  gap: ${theme.space.xs};
  li {
    display: grid;
    grid-template-columns: 2rem 1fr auto;
    gap: ${theme.space.sm};
    align-items: baseline;
    padding: ${theme.space.xs} 0;
    border-bottom: 1px solid ${theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

const Rank = styled.span`
  color: ${theme.colors.accent};
  font-weight: ${theme.fontWeights.black};
`;

const CARDS = [
  'totalUsers',
  'totalAdmins',
  'totalReviews',
  'recentUsers',
] as const satisfies readonly Exclude<keyof AdminStats, 'topReviewers'>[];

/** The stats tab: the totals and the five users with the most reviews. */
export function StatsPanel({ stats }: { stats: AdminStats }) {
  const { t } = useAdminMessages();
  return (
    <>
      <Cards>
        {CARDS.map((key) => (
          <Card key={key}>
            <dt>{t(`stats.${key}`)}</dt>
            <dd>{formatNumber(stats[key])}</dd>
          </Card>
        ))}
      </Cards>
      <section aria-labelledby="top-reviewers">
        <Heading level={2} size="lg" id="top-reviewers">
          {t('stats.topReviewers')}
        </Heading>
        {stats.topReviewers.length === 0 ? (
          <Muted>{t('stats.noReviews')}</Muted>
        ) : (
          <Reviewers>
            {stats.topReviewers.map((reviewer) => (
              <li key={reviewer._id}>
                <Rank>#{reviewer.rank}</Rank>
                <span>
                  {reviewer.userName} <Muted>{reviewer.userEmail}</Muted>
                </span>
                <span>{t('stats.reviews', { count: reviewer.reviewCount })}</span>
              </li>
            ))}
          </Reviewers>
        )}
      </section>
    </>
  );
}
