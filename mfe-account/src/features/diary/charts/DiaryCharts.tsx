import type { DiaryStats } from '@marquee/contracts';
import { formatDate, formatNumber, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useDiaryMessages } from '../../../messages/diary';
import { calendarDate, shortName } from '../diaryMonths';
import { BarChart } from './BarChart';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};

  ${theme.media.tabletUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const firstDay = (month: string) => `${month}-01`;

export interface DiaryChartsProps {
  stats: DiaryStats;
  /** The year the figures are of; null for all time (the months are then the last twelve). */
  year: number | null;
}

/**
 * The diary's figures as pictures (issue 21): films per year and per month, the rating distribution and the
 * top genres. Loaded on its own, only by the diary page: the charting code stays out of every other page.
 */
export default function DiaryCharts({ stats, year }: DiaryChartsProps) {
  const { t } = useDiaryMessages();
  const films = t('charts.films');
  const months = stats.perMonth.map(({ month, count }) => ({
    label: shortName(firstDay(month), 'month'),
    name: formatDate(calendarDate(firstDay(month)), 'monthYear', { timeZone: 'UTC' }),
    value: count,
  }));
  return (
    <Grid>
      <BarChart
        title={year === null ? t('charts.perMonthLastYear') : t('charts.perMonthOfYear', { year })}
        data={months}
        unit={films}
      />
      {stats.perYear.length > 1 && (
        <BarChart
          title={t('charts.perYear')}
          data={stats.perYear.map(({ year: label, count }) => ({ label: String(label), value: count }))}
          unit={films}
        />
      )}
      <BarChart
        title={t('charts.ratings')}
        data={stats.ratingDistribution.map(({ stars, count }) => ({
          label: `${formatNumber(stars)}★`,
          name: t('stars', { count: stars }),
          value: count,
        }))}
        unit={films}
      />
      {stats.topGenres.length > 0 && (
        <BarChart
          title={t('charts.topGenres')}
          data={stats.topGenres.map(({ genre, count }) => ({ label: genre, value: count }))}
          unit={films}
          horizontal
        />
      )}
    </Grid>
  );
}
