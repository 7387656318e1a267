import { adminUsersQuery, useChangeUserRole, useDeleteUserAsAdmin } from '@marquee/client';
import type { AdminUser } from '@marquee/contracts';
import { Button, formatDate } from '@marquee/ui';
import { useState } from 'react';
import { ActionError } from '../../components/ActionError';
import { PagedTable } from '../../components/PagedTable';
import { Muted, RowActions } from '../../components/Table';
import { useAdminAction } from '../../components/useAdminAction';
import { usePagedQuery } from '../../components/usePagedQuery';
import { RoleChangeDialog } from './RoleChangeDialog';

export interface UsersPanelProps {
  /** The signed-in admin: their own row cannot be demoted or deleted. */
  currentUserId: string;
}

const DELETE_USER_CONFIRM = 'Are you sure you want to delete this user? This action cannot be undone.';

/** The users tab: 10 per page, newest first, with Promote/Demote and Delete. */
export function UsersPanel({ currentUserId }: UsersPanelProps) {
  const users = usePagedQuery(adminUsersQuery);
  const roleChange = useChangeUserRole();
  const deletion = useDeleteUserAsAdmin();
  const { failure, run } = useAdminAction();
  const busy = roleChange.isPending || deletion.isPending;

  // The user whose role change waits for the admin's confirmation.
  const [confirming, setConfirming] = useState<AdminUser>();

  const changeRole = (user: AdminUser) => {
    setConfirming(undefined);
    if (user.role === 'admin') {
      run(roleChange, { userId: user.id, role: 'user' }, 'Error demoting user. Please try again.');
    } else {
      run(roleChange, { userId: user.id, role: 'admin' }, 'Error promoting user. Please try again.');
    }
  };

  const remove = (user: AdminUser) => {
    if (!window.confirm(DELETE_USER_CONFIRM)) return;
    run(deletion, user.id, 'Error deleting user. Please try again.');
  };

  return (
    <>
      {failure && <ActionError {...failure} />}
      <PagedTable
        label="Users"
        pagerLabel="Users pages"
        columns={['Name', 'Email', 'Role', 'Watchlist', 'Joined', 'Actions']}
        actions
        query={users}
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
              <td>{formatDate(user.createdAt, 'medium')}</td>
              <td>
                <RowActions>
                  <Button
                    $variant="secondary"
                    $size="sm"
                    disabled={self || busy}
                    aria-label={`${user.role === 'admin' ? 'Demote' : 'Promote'} ${user.email}`}
                    onClick={() => setConfirming(user)}
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
      {confirming && (
        <RoleChangeDialog
          user={confirming}
          onConfirm={changeRole}
          onCancel={() => setConfirming(undefined)}
        />
      )}
    </>
  );
}
