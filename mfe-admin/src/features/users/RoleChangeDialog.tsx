import type { AdminUser } from '@marquee/contracts';
import { ConfirmDialog } from '@marquee/ui';

export interface RoleChangeDialogProps {
  user: AdminUser;
  onConfirm: (user: AdminUser) => void;
  onCancel: () => void;
}

/** Promote and demote change what someone may do: the admin confirms, naming the person. */
export function RoleChangeDialog({ user, onConfirm, onCancel }: RoleChangeDialogProps) {
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
