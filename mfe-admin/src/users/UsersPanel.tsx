import { deleteUserAsAdmin, demoteUser, fetchAdminUsers, promoteUser } from '@marquee/client';
import type { AdminUser } from '@marquee/contracts';
import { Button } from '@marquee/ui';
import { useState } from 'react';
import { ActionError } from '../common/ActionError';
import { formatDate } from '../common/formatDate';
import { Pager } from '../common/Pager';
import { PanelState } from '../common/PanelState';
import { Muted, RowActions, Table, TableScroller } from '../common/Table';
import { useAdminAction } from '../common/useAdminAction';
import { useAdminResource } from '../common/useAdminResource';
import { useLastPageClamp } from '../common/useLastPageClamp';

export interface UsersPanelProps {
  /** The signed-in admin: their own row cannot be demoted or deleted. */
  currentUserId: string;
  /** After each action, so the stats follow. */
  onChanged: () => void;
}

const DELETE_USER_CONFIRM = 'Are you sure you want to delete this user? This action cannot be undone.';

/** The users tab: 10 per page, newest first, with Promote/Demote and Delete. */
export function UsersPanel({ currentUserId, onChanged }: UsersPanelProps) {
  const [page, setPage] = useState(1);
  const users = useAdminResource((signal) => fetchAdminUsers({ page }, signal), page);
  useLastPageClamp(users.data?.pagination, setPage);
  const { busy, failure, run } = useAdminAction(() => {
    users.reload();
    onChanged();
  });

  const changeRole = (user: AdminUser) =>
    user.role === 'admin'
      ? run(() => demoteUser(user.id), 'Error demoting user. Please try again.')
      : run(() => promoteUser(user.id), 'Error promoting user. Please try again.');

  const remove = (user: AdminUser) => {
    if (!window.confirm(DELETE_USER_CONFIRM)) return;
    void run(() => deleteUserAsAdmin(user.id), 'Error deleting user. Please try again.');
  };

  const { data } = users;
  return (
    <>
      {failure && <ActionError {...failure} />}
      <PanelState loading={users.loading} error={users.error} hasData={data !== undefined} />
      {data && (
        <>
          <TableScroller>
            <Table aria-label="Users">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Watchlist</th>
                  <th scope="col">Joined</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.users.map((user) => {
                  const self = user.id === currentUserId;
                  return (
                    <tr key={user.id}>
                      <td>
                        {user.name} {self && <Muted>(you)</Muted>}
                      </td>
                      <td>
                        {user.email} {user.isGoogleUser && <Muted>Google</Muted>}
                      </td>
                      <td>{user.role}</td>
                      <td>{user.watchlistCount}</td>
                      <td>{formatDate(user.createdAt)}</td>
                      <td>
                        <RowActions>
                          <Button
                            $variant="secondary"
                            $size="sm"
                            disabled={self || busy}
                            aria-label={`${user.role === 'admin' ? 'Demote' : 'Promote'} ${user.email}`}
                            onClick={() => void changeRole(user)}
                          >
                            {user.role === 'admin' ? 'Demote' : 'Promote'}
                          </Button>
                          <Button
                            $variant="ghost"
                            $size="sm"
                            disabled={self || busy}
                            aria-label={`Delete ${user.email}`}
                            onClick={() => remove(user)}
                          >
                            Delete
                          </Button>
                        </RowActions>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </TableScroller>
          <Pager pagination={data.pagination} onPage={setPage} label="Users pages" />
        </>
      )}
    </>
  );
}
