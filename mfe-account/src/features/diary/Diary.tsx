import { pageHref } from '@marquee/contracts/pages';
import { useDeleteDiaryEntry, useDiary, useDiaryStats, useSignedInUserId } from '@marquee/client';
import type { DiaryEntry } from '@marquee/contracts';
import { Link } from '@marquee/router';
import { Alert, Button, ConfirmDialog, EmptyState, Spinner, theme } from '@marquee/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { BrowseMoviesButton } from '../../components/BrowseMoviesButton';
import { OwnPage } from '../../components/OwnPage';
import { useLoadWhenNear } from '../../components/useLoadWhenNear';
import { useDiaryMessages } from '../../messages/diary';
import { DiaryEntryRow } from './DiaryEntryRow';
import { DiaryFilterBar } from './DiaryFilterBar';
import { groupByMonth, viewingDate } from './diaryMonths';
import { DiaryStatistics } from './DiaryStatistics';
import { DiaryVisibilitySwitch } from './DiaryVisibilitySwitch';
import { LogFilmDialog } from './LogFilmDialog';
import { useDiaryFilters } from './useDiaryFilters';

const Months = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  list-style: none;
  padding: 0;
`;

const MonthHeading = styled.h2`
  position: sticky;
  top: ${theme.layout.navHeight};
  z-index: 1;
  padding: ${theme.space.xs} 0;
  background: ${theme.colors.background};
  font-family: ${theme.fonts.display};
  font-size: ${theme.fontSizes.xl};
  letter-spacing: 0.03em;
`;

const Entries = styled.ol`
  list-style: none;
  padding: 0;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
`;

const TEST_ID = 'page-mfe_account-DiaryPage';

/**
 * The signed-in user's diary (issue 21): viewings by month, newest first, filtered by year, stars and tag
 * (in the address), with its statistics and charts and who may read it. Guests are asked to sign in.
 */
export function Diary() {
  const { t } = useDiaryMessages();
  const userId = useSignedInUserId();
  const { filters, setFilter, clear, isFiltered } = useDiaryFilters();
  const diary = useDiary(filters);
  const allTime = useDiaryStats(null);
  const yearStats = useDiaryStats(filters.year ?? null);
  const remove = useDeleteDiaryEntry();
  const [editing, setEditing] = useState<DiaryEntry | null>(null);
  const [deleting, setDeleting] = useState<DiaryEntry | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = diary;
  const moreRef = useLoadWhenNear(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage);

  const entries = diary.data?.pages.flatMap((page) => page.entries) ?? [];
  const total = diary.data?.pages[0]?.total ?? 0;
  const months = groupByMonth(entries);
  const stats = yearStats.data;
  const error = diary.error?.message ?? remove.error?.message ?? '';

  return (
    <OwnPage
      title={t('diary.title')}
      testId={TEST_ID}
      signedIn={userId !== undefined}
      signInMessage={t('diary.signIn')}
      count={
        diary.isSuccess ? t(isFiltered ? 'diary.matching' : 'diary.logged', { count: total }) : undefined
      }
      below={<Link to={pageHref('import')}>{t('diary.importLink')}</Link>}
      aside={userId !== undefined && <DiaryVisibilitySwitch userId={userId} />}
    >
      {(isFiltered || (allTime.data?.total ?? 0) > 0) && (
        <DiaryFilterBar
          filters={filters}
          stats={allTime.data}
          onChange={setFilter}
          onClear={isFiltered ? clear : undefined}
        />
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {diary.isPending && <Spinner label={t('diary.loading')} />}
      {diary.isSuccess && entries.length === 0 && !isFiltered && (
        <EmptyState
          title={t('diary.emptyTitle')}
          message={t('diary.emptyMessage')}
          action={<BrowseMoviesButton />}
        />
      )}
      {diary.isSuccess && entries.length === 0 && isFiltered && (
        <EmptyState
          title={t('diary.noMatches')}
          action={<Button onClick={clear}>{t('filters.clear')}</Button>}
        />
      )}
      {months.length > 0 && (
        <Months aria-label={t('diary.months')}>
          {months.map((month) => (
            <li key={month.month} aria-labelledby={`month-${month.month}`}>
              <MonthHeading id={`month-${month.month}`}>{month.label}</MonthHeading>
              <Entries>
                {month.entries.map((entry) => (
                  <li key={entry.id}>
                    <DiaryEntryRow
                      entry={entry}
                      onEdit={() => setEditing(entry)}
                      onDelete={() => setDeleting(entry)}
                    />
                  </li>
                ))}
              </Entries>
            </li>
          ))}
        </Months>
      )}
      {hasNextPage && (
        <More ref={moreRef}>
          {isFetchingNextPage ? (
            <Spinner label={t('diary.loadingMore')} />
          ) : (
            <Button $variant="secondary" onClick={() => void fetchNextPage()}>
              {t('diary.showMore')}
            </Button>
          )}
        </More>
      )}
      {stats && stats.total > 0 && <DiaryStatistics stats={stats} year={filters.year ?? null} />}
      {editing && (
        <LogFilmDialog
          movie={{ id: editing.movieId, title: editing.title }}
          entry={editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
      >
        {deleting && t('delete.message', { title: deleting.title, date: viewingDate(deleting.watchedOn) })}
      </ConfirmDialog>
    </OwnPage>
  );
}
