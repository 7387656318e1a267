import type { AdminUser } from '@marquee/contracts';
import { ConfirmDialog } from '@marquee/ui';
import { useAdminMessages } from '../../messages';

export interface RoleChangeDialogProps {
  user: AdminUser;
  onConfirm: (user: AdminUser) => void;
  onCancel: () => void;
}

/** Promote and demote change what someone may do: the admin confirms, naming the person. */
export function RoleChangeDialog({ user, onConfirm, onCancel }: RoleChangeDialogProps) {
  const promote = user.role !== 'admin';
  const { t } = useAdminMessages();
  return (
    <ConfirmDialog
      open
      title={t(promote ? 'role.promoteTitle' : 'role.demoteTitle', { name: user.name })}
      confirmLabel={t(promote ? 'users.promote' : 'users.demote')}
      onConfirm={() => onConfirm(user)}
      onCancel={onCancel}
    >
      <p>
        {t(promote ? 'role.promoteText' : 'role.demoteText', { email: user.email })} {t('role.signedOut')}
      </p>
    </ConfirmDialog>
  );
}
