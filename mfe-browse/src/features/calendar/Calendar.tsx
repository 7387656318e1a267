import { calendarQuery, genresQuery, useSignedInUserId } from '@marquee/client';
import {
  Alert,
  Button,
  ChevronIcon,
  formatDate,
  Heading,
  Spinner,
  useDocumentTitle,
  theme,
} from '@marquee/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { PageFrame, PageHeader, Subtitle } from '../../components/PageFrame';
import { useBrowseMessages, type BrowseMessage } from '../../messages';
import { CalendarFeed } from './CalendarFeed';
import { browserRegion, shiftMonth } from './calendarMonths';
import { MonthTable } from './MonthTable';
import { ReleaseList } from './ReleaseList';
import { useCalendarFilters, type CalendarView } from './useCalendarFilters';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

const MonthNavigation = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};

  /* Square arrows that keep their size on a phone; a long month name wraps instead. */
  > button {
    flex-shrink: 0;
    width: 2.75rem;
    padding-inline: 0;
  }
  h2 {
    min-width: 9.5rem;
    text-align: center;
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 2.5rem;
  }
  select {
    min-height: 2.5rem;
    max-width: 100%;
  }
`;

const VIEWS: { view: CalendarView; label: BrowseMessage }[] = [
  { view: 'month', label: 'calendar.monthView' },
  { view: 'list', label: 'calendar.listView' },
];

/**
 * The release calendar (docs/product.md §2 Release calendar): a month of upcoming releases as a table or
 * a list, with filters; signed in, "only my" filters and the personal iCal address.
 */
export function Calendar() {
  const { t } = useBrowseMessages();
  useDocumentTitle(t('calendar.title'));
  const userId = useSignedInUserId();
  const [filters, change] = useCalendarFilters();
  const genreId = useId();
  const genres = useQuery(genresQuery());
  const signedIn = userId !== undefined;
  const calendar = useQuery({
    ...calendarQuery(
      {
        month: filters.month,
        region: browserRegion(),
        genres: filters.genre,
        watchlist: signedIn && filters.watchlist,
        reminders: signedIn && filters.reminders,
      },
      userId,
    ),
    placeholderData: keepPreviousData,
  });
  const month = calendar.data?.month ?? filters.month;
  const monthName = month ? formatDate(`${month}-01`, 'monthYear', { timeZone: 'UTC' }) : '';

  return (
    <PageFrame data-testid="page-mfe_browse-CalendarPage">
      <PageHeader>
        <Heading level={1}>{t('calendar.title')}</Heading>
        <Subtitle>{t('calendar.subtitle')}</Subtitle>
      </PageHeader>
      <Toolbar>
        <MonthNavigation>
          <Button
            type="button"
            $variant="ghost"
            aria-label={t('calendar.previousMonth')}
            disabled={!month}
            onClick={() => month && change({ month: shiftMonth(month, -1) })}
          >
            <ChevronIcon direction="left" size={20} />
          </Button>
          <Heading level={2} aria-live="polite">
            {monthName}
          </Heading>
          <Button
            type="button"
            $variant="ghost"
            aria-label={t('calendar.nextMonth')}
            disabled={!month}
            onClick={() => month && change({ month: shiftMonth(month, 1) })}
          >
            <ChevronIcon direction="right" size={20} />
          </Button>
        </MonthNavigation>
        <div role="group" aria-label={t('calendar.views')}>
          {VIEWS.map(({ view, label }) => (
            <Button
              key={view}
              type="button"
              $variant={filters.view === view ? 'primary' : 'secondary'}
              $size="sm"
              aria-pressed={filters.view === view}
              onClick={() => change({ view })}
            >
              {t(label)}
            </Button>
          ))}
        </div>
      </Toolbar>
      <Filters>
        <label htmlFor={genreId}>
          {t('calendar.genre')}
          <select
            id={genreId}
            value={filters.genre ?? ''}
            onChange={(event) => change({ genre: event.target.value })}
          >
            <option value="">{t('calendar.allGenres')}</option>
            {genres.data?.map((genre) => (
              <option key={genre.id} value={String(genre.id)}>
                {genre.name}
              </option>
            ))}
          </select>
        </label>
        {signedIn && (
          <>
            <label>
              <input
                type="checkbox"
                checked={filters.watchlist}
                onChange={(event) => change({ watchlist: event.target.checked })}
              />
              {t('calendar.onlyWatchlist')}
            </label>
            <label>
              <input
                type="checkbox"
                checked={filters.reminders}
                onChange={(event) => change({ reminders: event.target.checked })}
              />
              {t('calendar.onlyReminders')}
            </label>
          </>
        )}
      </Filters>
      {calendar.isError && <Alert tone="error">{calendar.error.message || t('calendar.loadFailed')}</Alert>}
      {calendar.isPending && <Spinner label={t('calendar.title')} />}
      {calendar.data && month && (
        <>
          {calendar.data.releases.length === 0 && <p>{t('calendar.empty')}</p>}
          {filters.view === 'month' ? (
            <MonthTable
              month={month}
              monthName={monthName}
              today={calendar.data.today}
              releases={calendar.data.releases}
            />
          ) : (
            <ReleaseList releases={calendar.data.releases} />
          )}
        </>
      )}
      {userId && <CalendarFeed userId={userId} />}
    </PageFrame>
  );
}
