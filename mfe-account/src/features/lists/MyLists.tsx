import { useDeleteList, useMyLists, useSignedInUserId, useWatchlist } from '@marquee/client';
import type { List } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { useNavigate } from '@marquee/router';
import {
  Alert,
  Button,
  ConfirmDialog,
  countOf,
  EmptyState,
  Heading,
  Spinner,
  useDocumentTitle,
} from '@marquee/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { PageColumn } from '../../components/PageColumn';
import { SignInRequired } from '../watchlist/SignInRequired';
import { ListFormDialog } from './ListFormDialog';
import { ListSummary } from './ListSummary';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Lists = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
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
  useDocumentTitle('My Lists');
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
        <SignInRequired message="Sign in to make lists of films: rank your favourites, gather a theme, and share them with a link." />
      </PageColumn>
    );
  }

  const ownLists = lists.data ?? [];
  const error = lists.error?.message ?? remove.error?.message ?? '';

  return (
    <PageColumn data-testid={TEST_ID}>
      <Header>
        <div>
          <Heading level={1}>My Lists</Heading>
          {lists.isSuccess && <Count>{countOf(ownLists.length, 'list')}</Count>}
        </div>
        <Button onClick={() => setEditing({})}>New list</Button>
      </Header>
      {error && <Alert tone="error">{error}</Alert>}
      <Lists aria-label="My lists">
        <li>
          <ListSummary
            href={pageHref('watchlist')}
            list={{
              name: 'Watchlist',
              description: 'The films you want to see.',
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
                    aria-label={`Edit ${list.name}`}
                    onClick={() => setEditing({ list })}
                  >
                    Edit
                  </Button>
                  <Button
                    $variant="ghost"
                    $size="sm"
                    aria-label={`Delete ${list.name}`}
                    onClick={() => setDeleting(list)}
                  >
                    Delete
                  </Button>
                </>
              }
            />
          </li>
        ))}
      </Lists>
      {lists.isPending && <Spinner label="Loading your lists" />}
      {lists.isSuccess && ownLists.length === 0 && (
        <EmptyState
          title="No lists yet"
          message="A list gathers films under a name of your choosing: your top ten of the decade, a horror marathon, films to show a friend. Rank them or not, add a note to each, keep the list to yourself or share its link."
          action={<Button onClick={() => setEditing({})}>Make your first list</Button>}
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
        title="Delete this list?"
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      >
        {deleting &&
          `“${deleting.name}” and the ${countOf(deleting.entryCount, 'film')} on it will be deleted. The films themselves stay in your diary and watchlist.`}
      </ConfirmDialog>
    </PageColumn>
  );
}
