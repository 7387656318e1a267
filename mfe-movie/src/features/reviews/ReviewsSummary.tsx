import { StarRating, theme } from '@marquee/ui';
import styled from 'styled-components';
import { STARS, type ReviewStats } from './reviewList';
import { formatDecimal } from '../../components/formatDecimal';
import { useMovieMessages } from '../../messages';

const Box = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space.xl};
  align-items: center;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  ${theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Overall = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.xxs};
`;

const Average = styled.p`
  font-size: ${theme.fontSizes['4xl']};
  font-weight: ${theme.fontWeights.black};
  line-height: 1;
`;

const Count = styled.p`
  color: ${theme.colors.textMuted};
`;

const Bars = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const BarRow = styled.li`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr) 2.5rem;
  gap: ${theme.space.sm};
  align-items: center;
  font-size: ${theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const Track = styled.span`
  height: 0.5rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceRaised};
  overflow: hidden;
`;

const Fill = styled.span<{ $share: number }>`
  display: block;
  width: ${({ $share }) => `${$share * 100}%`};
  height: 100%;
  background: ${theme.colors.accent};
`;

/** The reviews page's header: the average, how many reviews, and how the stars are spread. */
export function ReviewsSummary({ stats }: { stats: ReviewStats }) {
  const { t } = useMovieMessages();
  const { averageRating, totalReviews, ratingDistribution } = stats;
  const average = formatDecimal(averageRating);
  return (
    <Box aria-label={t('summary.label')}>
      <Overall>
        <Average aria-label={t('summary.average', { average })}>{average}</Average>
        <StarRating value={Math.round(averageRating)} size={20} />
        <Count>{t('summary.reviews', { count: totalReviews })}</Count>
      </Overall>
      <Bars aria-label={t('summary.distribution')}>
        {STARS.map((stars) => {
          const count = ratingDistribution[stars];
          return (
            <BarRow key={stars} aria-label={t('summary.bar', { count: stars, reviews: count })}>
              <span aria-hidden="true">{t('summary.stars', { count: stars })}</span>
              <Track aria-hidden="true">
                <Fill $share={totalReviews > 0 ? count / totalReviews : 0} />
              </Track>
              <span aria-hidden="true">{count}</span>
            </BarRow>
          );
        })}
      </Bars>
    </Box>
  );
}
