import { type CalendarRelease } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link, useLocation } from '@marquee/router';
import { formatDate, VisuallyHidden, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useBrowseMessages } from '../../messages';
import { monthWeeks, releasesByDay } from './calendarMonths';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;

  th {
    padding: ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  td {
    height: 6rem;
    overflow: hidden;
    padding: ${theme.space.xxs};
    vertical-align: top;
    border: 1px solid ${theme.colors.border};
  }
  td[aria-current='date'] {
    border-color: ${theme.colors.accent};
  }
  abbr {
    text-decoration: none;
  }
`;

const DayNumber = styled.time`
  display: block;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
`;

/** Narrow screens show how many films a day has, a link to that day in the list view; wide ones their titles. */
const NARROW = '(max-width: 40rem)';

const DayCount = styled(Link)`
  display: none;
  margin-top: ${theme.space.xxs};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.accent};

  @media ${NARROW} {
    display: block;
  }
`;

const Films = styled.ul`
  display: flex;
  list-style: none;
  margin: 0;
  padding: 0;
  flex-direction: column;
  gap: ${theme.space.xxs};
  font-size: ${theme.fontSizes.xs};
  line-height: ${theme.lineHeights.normal};

  a {
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
    overflow-wrap: anywhere;
    color: ${theme.colors.text};
  }
  a:hover,
  a:focus-visible {
    color: ${theme.colors.accent};
  }
  @media ${NARROW} {
    display: none;
  }
`;

/** A weekday's short name on wide screens, its one-letter name on narrow ones (seven columns in 320 px). */
const ShortName = styled.span`
  @media ${NARROW} {
    display: none;
  }
`;
const NarrowName = styled.span`
  display: none;

  @media ${NARROW} {
    display: inline;
  }
`;

const DAY_MS = 86_400_000;
/** The columns of the month view, Monday first (monthWeeks), as dates to name them by: 2024-01-01 was a Monday. */
const WEEKDAYS = Array.from({ length: 7 }, (_, index) => Date.UTC(2024, 0, 1) + index * DAY_MS);
const UTC = { timeZone: 'UTC' } as const;

/**
 * The month view: a real table, a column per weekday (Monday first) with its heading, a cell per day
 * with its releases as links to their pages. `today` is marked for assistive technology too.
 */
export function MonthTable({
  month,
  monthName,
  today,
  releases,
}: {
  month: string;
  monthName: string;
  today: string;
  releases: CalendarRelease[];
}) {
  const { t } = useBrowseMessages();
  const days = releasesByDay(releases);
  const location = useLocation();
  /** The day in the list view, with the same month and filters. */
  const listHref = (day: string) => {
    const search = new URLSearchParams(location.search);
    search.set('view', 'list');
    return `${location.pathname}?${search.toString()}#day-${day}`;
  };
  return (
    <Scroll>
      <Table>
        <caption>
          <VisuallyHidden>{monthName}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col">
                <abbr title={formatDate(day, 'weekdayLong', UTC)}>
                  <ShortName>{formatDate(day, 'weekdayShort', UTC)}</ShortName>
                  <NarrowName>{formatDate(day, 'weekdayNarrow', UTC)}</NarrowName>
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => (
                <td key={day ?? `blank-${index}`} aria-current={day === today ? 'date' : undefined}>
                  {day && (
                    <>
                      <DayNumber dateTime={day}>{Number(day.slice(8))}</DayNumber>
                      {days.has(day) && (
                        <DayCount
                          to={listHref(day)}
                          aria-label={t('calendar.dayReleases', {
                            count: days.get(day)?.length ?? 0,
                            date: formatDate(day, 'long', UTC),
                          })}
                        >
                          {days.get(day)?.length}
                        </DayCount>
                      )}
                      {days.has(day) && (
                        <Films>
                          {days.get(day)?.map((release) => (
                            <li key={release.id}>
                              <Link to={pageHref('movie', { id: release.id })}>{release.title}</Link>
                            </li>
                          ))}
                        </Films>
                      )}
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
