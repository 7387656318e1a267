import { useDeleteList, useMyLists, useSignedInUserId, useWatchlist } from '@marquee/client';
import type { List } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { useNavigate } from '@marquee/router';
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  Heading,
  Spinner,
  useDocumentTitle,
  theme,
} from '@marquee/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { PageColumn } from '../../components/PageColumn';
import { useCommunityMessages } from '../../messages/community';
import { SignInRequired } from '../watchlist/SignInRequired';
import { ListFormDialog } from './ListFormDialog';
import { ListSummary } from './ListSummary';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm} ${theme.space.lg};
`;

const Count = styled.p`
  color: ${theme.colors.textMuted};
`;

const Lists = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  list-style: none;
  padding: 0;
`;

const TEST_ID = 'page-mfe_account-ListsPage';

type Editing = { list?: List } | null;

/**
 * The signed-in user's lists (issue 22), the most recently changed first after the watchlist, which is
 * shown as a list of its own but kept on its page. Making, changing and deleting lists; guests are asked
 * to sign in.
 */
export function MyLists() {
  const { t } = useCommunityMessages();
  useDocumentTitle(t('myLists.title'));
  const userId = useSignedInUserId();
  const navigate = useNavigate();
  const lists = useMyLists();
  const watchlist = useWatchlist();
  const remove = useDeleteList();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<List | null>(null);

  if (userId === undefined) {
    return (
      <PageColumn data-testid={TEST_ID}>
        <SignInRequired message={t('myLists.signIn')} />
      </PageColumn>
    );
  }

  const ownLists = lists.data ?? [];
  const error = lists.error?.message ?? remove.error?.message ?? '';

  return (
    <PageColumn data-testid={TEST_ID}>
      <Header>
        <div>
          <Heading level={1}>{t('myLists.title')}</Heading>
          {lists.isSuccess && <Count>{t('myLists.count', { count: ownLists.length })}</Count>}
        </div>
        <Button onClick={() => setEditing({})}>{t('myLists.new')}</Button>
      </Header>
      {error && <Alert tone="error">{error}</Alert>}
      <Lists aria-label={t('myLists.lists')}>
        <li>
          <ListSummary
            href={pageHref('watchlist')}
            list={{
              name: t('myLists.watchlist'),
              description: t('myLists.watchlistDescription'),
              visibility: 'private',
              entryCount: watchlist.items.length,
              posters: watchlist.items.flatMap((item) => (item.poster ? [item.poster] : [])),
            }}
          />
        </li>
        {ownLists.map((list) => (
          <li key={list.id}>
            <ListSummary
              href={pageHref('list', { listId: list.id })}
              list={list}
              actions={
                <>
                  <Button
                    $variant="secondary"
                    $size="sm"
                    aria-label={t('myLists.editNamed', { name: list.name })}
                    onClick={() => setEditing({ list })}
                  >
                    {t('myLists.edit')}
                  </Button>
                  <Button
                    $variant="ghost"
                    $size="sm"
                    aria-label={t('myLists.deleteNamed', { name: list.name })}
                    onClick={() => setDeleting(list)}
                  >
                    {t('myLists.delete')}
                  </Button>
                </>
              }
            />
          </li>
        ))}
      </Lists>
      {lists.isPending && <Spinner label={t('loadingLists')} />}
      {lists.isSuccess && ownLists.length === 0 && (
        <EmptyState
          title={t('myLists.empty.title')}
          message={t('myLists.empty.message')}
          action={<Button onClick={() => setEditing({})}>{t('myLists.empty.action')}</Button>}
        />
      )}
      {editing && (
        <ListFormDialog
          list={editing.list}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            // A new list opens, ready for its films; an edited one stays in place.
            if (!editing.list) void navigate(pageHref('list', { listId: saved.id }));
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('myLists.deleteDialog.title')}
        confirmLabel={t('myLists.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      >
        {deleting && t('myLists.deleteDialog.text', { name: deleting.name, count: deleting.entryCount })}
      </ConfirmDialog>
    </PageColumn>
  );
}
