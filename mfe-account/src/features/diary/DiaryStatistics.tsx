import type { DiaryStats } from '@marquee/contracts';
import { formatNumber, Heading, Spinner, theme } from '@marquee/ui';
import { lazy, Suspense, useId } from 'react';
import styled from 'styled-components';
import { useDiaryMessages } from '../../messages/diary';

// The charting library is fetched with this part only, when the diary page shows figures.
const DiaryCharts = lazy(() => import('./charts/DiaryCharts'));

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.sm};

  div {
    padding: ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
  }
  dt {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes['2xl']};
  }
`;

export interface DiaryStatisticsProps {
  stats: DiaryStats;
  year: number | null;
}

/** The figures people read (films, hours, average stars) and the charts they would rather look at. */
export function DiaryStatistics({ stats, year }: DiaryStatisticsProps) {
  const { t } = useDiaryMessages();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {year === null ? t('statistics.title') : t('statistics.titleOfYear', { year })}
      </Heading>
      <Figures>
        <div>
          <dt>{t('statistics.films')}</dt>
          <dd>{formatNumber(stats.total)}</dd>
        </div>
        <div>
          <dt>{t('statistics.hours')}</dt>
          <dd>{formatNumber(stats.hoursWatched)}</dd>
        </div>
        <div>
          <dt>{t('statistics.average')}</dt>
          <dd>
            {stats.averageRating === null
              ? '–'
              : t('statistics.averageStars', { average: stats.averageRating })}
          </dd>
        </div>
      </Figures>
      <Suspense fallback={<Spinner label={t('statistics.loadingCharts')} />}>
        <DiaryCharts stats={stats} year={year} />
      </Suspense>
    </Section>
  );
}
