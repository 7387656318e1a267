import { deleteUserAsAdmin, demoteUser, fetchAdminUsers, promoteUser } from '@marquee/client';
import type { AdminUser } from '@marquee/contracts';
import { Button } from '@marquee/ui';
import { ActionError } from '../common/ActionError';
import { formatDate } from '../common/formatDate';
import { PagedTable } from '../common/PagedTable';
import { Muted, RowActions } from '../common/Table';
import { useAdminAction } from '../common/useAdminAction';
import { usePagedAdminResource } from '../common/usePagedAdminResource';

export interface UsersPanelProps {
  /** The signed-in admin: their own row cannot be demoted or deleted. */
  currentUserId: string;
  /** After each action, so the stats follow. */
  onChanged: () => void;
}

const DELETE_USER_CONFIRM = 'Are you sure you want to delete this user? This action cannot be undone.';

/** The users tab: 10 per page, newest first, with Promote/Demote and Delete. */
export function UsersPanel({ currentUserId, onChanged }: UsersPanelProps) {
  const users = usePagedAdminResource((page, signal) => fetchAdminUsers({ page }, signal));
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

  return (
    <>
      {failure && <ActionError {...failure} />}
      <PagedTable
        label="Users"
        pagerLabel="Users pages"
        columns={['Name', 'Email', 'Role', 'Watchlist', 'Joined', 'Actions']}
        resource={users}
        items={users.data?.users}
        renderRow={(user) => {
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
        }}
      />
    </>
  );
}
