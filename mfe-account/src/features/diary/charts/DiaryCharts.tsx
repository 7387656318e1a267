import type { DiaryStats } from '@marquee/contracts';
import { formatDate } from '@marquee/ui';
import styled from 'styled-components';
import { calendarDate } from '../diaryMonths';
import { BarChart } from './BarChart';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const monthDate = (month: string) => calendarDate(`${month}-01`);
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

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
  const months = stats.perMonth.map(({ month, count }) => ({
    label: shortMonth.format(new Date(monthDate(month))),
    name: formatDate(monthDate(month), 'monthYear', { timeZone: 'UTC' }),
    value: count,
  }));
  return (
    <Grid>
      <BarChart
        title={year === null ? 'Films per month, last 12 months' : `Films per month in ${year}`}
        data={months}
        unit="Films"
      />
      {stats.perYear.length > 1 && (
        <BarChart
          title="Films per year"
          data={stats.perYear.map(({ year: label, count }) => ({ label: String(label), value: count }))}
          unit="Films"
        />
      )}
      <BarChart
        title="Ratings"
        data={stats.ratingDistribution.map(({ stars, count }) => ({
          label: `${stars}★`,
          name: stars === 1 ? '1 star' : `${stars} stars`,
          value: count,
        }))}
        unit="Films"
      />
      {stats.topGenres.length > 0 && (
        <BarChart
          title="Top genres"
          data={stats.topGenres.map(({ genre, count }) => ({ label: genre, value: count }))}
          unit="Films"
          horizontal
        />
      )}
    </Grid>
  );
}
