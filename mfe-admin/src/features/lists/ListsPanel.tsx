import { adminListsQuery, useSetListHidden } from '@marquee/client';
import type { AdminList, ListVisibility } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Alert, Button, formatDate } from '@marquee/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ActionError } from '../../components/ActionError';
import { HiddenState } from '../../components/HiddenState';
import { HidingDialog } from '../../components/HidingDialog';
import { PagedTable } from '../../components/PagedTable';
import { Muted } from '../../components/Table';
import { useAdminAction } from '../../components/useAdminAction';
import { usePagedQuery } from '../../components/usePagedQuery';

const ListName = styled.td`
  min-width: 10rem;
  max-width: 24rem;
  overflow-wrap: anywhere;
`;

const VISIBILITY_NAMES: Record<ListVisibility, string> = {
  public: 'Public',
  unlisted: 'Unlisted (link only)',
  private: 'Private',
};

const HIDING_EFFECT =
  'It answers “List not found” to everyone but its owner, who is told an administrator hid it, and admins; it leaves their profile and feeds.';

/**
 * The lists tab (issue 22 §4): the public and unlisted lists, most recently changed first, 10 per page,
 * each with Hide or Unhide after a confirmation. Private lists are their owners' alone and never listed.
 */
export function ListsPanel() {
  const lists = usePagedQuery(adminListsQuery);
  const hiding = useSetListHidden();
  const { failure, run } = useAdminAction();
  const [done, setDone] = useState<string>();

  // The list whose hiding or unhiding waits for the admin's confirmation.
  const [confirming, setConfirming] = useState<AdminList>();

  const toggle = (list: AdminList) => {
    setConfirming(undefined);
    setDone(undefined);
    const hidden = list.hiddenAt === null;
    run(
      hiding,
      { id: list.id, hidden },
      hidden ? 'Error hiding list. Please try again.' : 'Error unhiding list. Please try again.',
      () => setDone(`“${list.name}” is ${hidden ? 'hidden' : 'shown again'}.`),
    );
  };

  return (
    <>
      {failure && <ActionError {...failure} />}
      {done && !failure && <Alert tone="success">{done}</Alert>}
      <PagedTable
        label="Lists"
        pagerLabel="Lists pages"
        columns={['List', 'Owner', 'Visibility', 'Films', 'Updated', 'Status', 'Actions']}
        actions
        query={lists}
        items={lists.data?.lists}
        emptyText="No public or unlisted lists yet."
        renderRow={(list) => (
          <tr key={list.id}>
            <ListName>
              <Link to={pageHref('list', { listId: list.id })}>{list.name}</Link>
              {list.description && (
                <>
                  <br />
                  <Muted>{list.description}</Muted>
                </>
              )}
            </ListName>
            <td>
              {list.owner.name}
              <br />
              <Muted>{list.owner.email}</Muted>
            </td>
            <td>{VISIBILITY_NAMES[list.visibility]}</td>
            <td>{list.entryCount}</td>
            <td>{formatDate(list.updatedAt, 'medium')}</td>
            <td>
              <HiddenState hiddenAt={list.hiddenAt} />
            </td>
            <td>
              <Button
                $variant={list.hiddenAt ? 'secondary' : 'ghost'}
                $size="sm"
                disabled={hiding.isPending}
                aria-label={`${list.hiddenAt ? 'Unhide' : 'Hide'} the list ${list.name} by ${list.owner.name}`}
                onClick={() => setConfirming(list)}
              >
                {list.hiddenAt ? 'Unhide' : 'Hide'}
              </Button>
            </td>
          </tr>
        )}
      />
      {confirming && (
        <HidingDialog
          target={`the list “${confirming.name}” by ${confirming.owner.name}`}
          hidden={confirming.hiddenAt !== null}
          hidingEffect={HIDING_EFFECT}
          onConfirm={() => toggle(confirming)}
          onCancel={() => setConfirming(undefined)}
        />
      )}
    </>
  );
}
