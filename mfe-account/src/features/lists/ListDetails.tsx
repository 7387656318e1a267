import { ApiError, useList, useListEntries, useSignedInUserId } from '@marquee/client';
import { useParams } from '@marquee/router';
import {
  Alert,
  Button,
  EmptyState,
  ScrollToTopButton,
  Spinner,
  useDocumentTitle,
  VisuallyHidden,
  theme,
} from '@marquee/ui';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { PageColumn } from '../../components/PageColumn';
import { useLoadWhenNear } from '../../components/useLoadWhenNear';
import { useCommunityMessages } from '../../messages/community';
import { ListControls } from './ListControls';
import { ListEntries } from './ListEntries';
import { ListFormDialog } from './ListFormDialog';
import { ListHeader } from './ListHeader';
import { ListNotFound } from './ListNotFound';
import { useListView } from './useListView';
import { ListBy } from './ListBy';
import { YourList } from './YourList';

const More = styled.div`
  display: flex;
  justify-content: center;
`;

const Hint = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const TEST_ID = 'page-mfe_account-ListPage';

/** The API answers 404 for a list the reader may not see, and 400 for an id that cannot be one. */
const isMissing = (error: Error | null) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * One list (issue 22): its films as posters or detailed rows, in its own order or sorted (both in the
 * address), a page at a time. Its owner changes the list, the notes, removes films and reorders them by
 * drag and drop or by buttons; anyone else allowed reads it. A list they may not see is "not found".
 */
export function ListDetails() {
  const { t } = useCommunityMessages();
  const { listId = '' } = useParams();
  const userId = useSignedInUserId();
  const { layout, sort, setLayout, setSort } = useListView();
  const list = useList(listId);
  const entries = useListEntries(listId, { sort });
  const [editing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const announce = useCallback(
    (text: string) => setAnnouncement((previous) => ({ text, count: previous.count + 1 })),
    [],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = entries;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const moreRef = useLoadWhenNear(loadMore, hasNextPage && !isFetchingNextPage);
  useDocumentTitle(list.data?.name ?? t('list.documentTitle'));

  if (isMissing(list.error) || isMissing(entries.error)) {
    return (
      <PageColumn data-testid={TEST_ID}>
        <ListNotFound />
      </PageColumn>
    );
  }
  if (!list.data) {
    return (
      <PageColumn data-testid={TEST_ID}>
        {list.error ? (
          <Alert tone="error">{list.error.message}</Alert>
        ) : (
          <Spinner label={t('list.loading')} />
        )}
      </PageColumn>
    );
  }

  const details = list.data;
  const isOwner = userId !== undefined && details.ownerId === userId;
  const films = entries.data?.pages.flatMap((page) => page.entries) ?? [];
  const total = entries.data?.pages[0]?.total ?? details.entryCount;

  return (
    <PageColumn data-testid={TEST_ID}>
      <ListHeader
        list={details}
        owner={isOwner ? <YourList /> : <ListBy owner={details.owner} />}
        total={total}
        onEdit={isOwner ? () => setEditing(true) : undefined}
      />
      {total > 0 && (
        <ListControls
          layout={layout}
          sort={sort}
          ranked={details.ranked}
          onLayout={setLayout}
          onSort={setSort}
        />
      )}
      {isOwner && sort !== 'rank' && total > 1 && (
        <Hint>{t(details.ranked ? 'list.reorderHint.ranked' : 'list.reorderHint.unranked')}</Hint>
      )}
      {entries.error && <Alert tone="error">{entries.error.message}</Alert>}
      {entries.isPending && <Spinner label={t('list.loadingFilms')} />}
      {entries.isSuccess && total === 0 && (
        <EmptyState
          title={t('list.empty.title')}
          message={t(isOwner ? 'list.empty.owner' : 'list.empty.reader')}
        />
      )}
      {films.length > 0 && (
        <ListEntries
          listId={listId}
          entries={films}
          total={total}
          layout={layout}
          ranked={details.ranked}
          editable={isOwner}
          reorderable={isOwner && sort === 'rank'}
          announce={announce}
        />
      )}
      {hasNextPage && (
        <More ref={moreRef}>
          {isFetchingNextPage ? (
            <Spinner label={t('list.loadingMore')} />
          ) : (
            <Button $variant="secondary" onClick={loadMore}>
              {t('showMore')}
            </Button>
          )}
        </More>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement.text}
        {/* A no-break space every other time: the same words twice in a row still change the region,
            so they are read again. */}
        {announcement.count % 2 === 0 ? '\u00a0' : ''}
      </VisuallyHidden>
      {editing && (
        <ListFormDialog list={details} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
      )}
      <ScrollToTopButton />
    </PageColumn>
  );
}
