import { deleteUserAsAdmin, demoteUser, fetchAdminUsers, promoteUser } from '@marquee/client';
import type { AdminUser } from '@marquee/contracts';
import { Button, ConfirmDialog } from '@marquee/ui';
import { useState } from 'react';
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

  // The user whose role change waits for the admin's confirmation.
  const [roleChange, setRoleChange] = useState<AdminUser>();

  const changeRole = (user: AdminUser) => {
    setRoleChange(undefined);
    void (user.role === 'admin'
      ? run(() => demoteUser(user.id), 'Error demoting user. Please try again.')
      : run(() => promoteUser(user.id), 'Error promoting user. Please try again.'));
  };

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
        actions
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
                    onClick={() => setRoleChange(user)}
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
      {roleChange && (
        <RoleChangeDialog
          user={roleChange}
          onConfirm={changeRole}
          onCancel={() => setRoleChange(undefined)}
        />
      )}
    </>
  );
}

interface RoleChangeDialogProps {
  user: AdminUser;
  onConfirm: (user: AdminUser) => void;
  onCancel: () => void;
}

/** Promote and demote change what someone may do: the admin confirms, naming the person. */
function RoleChangeDialog({ user, onConfirm, onCancel }: RoleChangeDialogProps) {
  const promote = user.role !== 'admin';
  return (
    <ConfirmDialog
      open
      title={promote ? `Promote ${user.name} to admin?` : `Demote ${user.name} to user?`}
      confirmLabel={promote ? 'Promote' : 'Demote'}
      onConfirm={() => onConfirm(user)}
      onCancel={onCancel}
    >
      <p>
        {promote
          ? `${user.email} will be able to manage users and reviews, and to open the Admin Dashboard.`
          : `${user.email} will no longer be able to manage users and reviews or open the Admin Dashboard.`}{' '}
        They are signed out and sign in again with the new role.
      </p>
    </ConfirmDialog>
  );
}
