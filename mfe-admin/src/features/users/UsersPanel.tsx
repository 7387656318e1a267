import {
  adminUsersQuery,
  useChangeUserRole,
  useDeleteUserAsAdmin,
  useSetProfileHidden,
} from '@marquee/client';
import type { AdminUser } from '@marquee/contracts';
import { Button, formatDate } from '@marquee/ui';
import { useState } from 'react';
import { ActionOutcome } from '../../components/ActionOutcome';
import { HiddenState } from '../../components/HiddenState';
import { PagedTable } from '../../components/PagedTable';
import { Muted, RowActions } from '../../components/Table';
import { useAdminAction } from '../../components/useAdminAction';
import { useHiding } from '../../components/useHiding';
import { usePagedQuery } from '../../components/usePagedQuery';
import { RoleChangeDialog } from './RoleChangeDialog';
import { useAdminMessages } from '../../messages';

export interface UsersPanelProps {
  /** The signed-in admin: their own row cannot be demoted or deleted. */
  currentUserId: string;
}

/**
 * The users tab: 10 per page, newest first, with Promote/Demote and Delete, and Hide profile / Unhide
 * profile for those with a public profile (issue 22 §4).
 */
export function UsersPanel({ currentUserId }: UsersPanelProps) {
  const users = usePagedQuery(adminUsersQuery);
  const { t } = useAdminMessages();
  const roleChange = useChangeUserRole();
  const deletion = useDeleteUserAsAdmin();
  const hiding = useSetProfileHidden();
  const { failure, run } = useAdminAction();
  const { button, dialog, done } = useHiding<AdminUser>({
    run,
    mutation: hiding,
    hiddenAt: (user) => user.profileHiddenAt,
    name: (user) => t('users.profileName', { who: user.handle ? `@${user.handle}` : user.email }),
    kind: 'profile',
    hidingEffect: t('users.hidingEffect'),
    buttonText: (hidden) => t(hidden ? 'users.unhideProfile' : 'users.hideProfile'),
  });
  const busy = roleChange.isPending || deletion.isPending || hiding.isPending;

  // The user whose role change waits for the admin's confirmation.
  const [confirming, setConfirming] = useState<AdminUser>();

  const changeRole = (user: AdminUser) => {
    setConfirming(undefined);
    if (user.role === 'admin') {
      run(roleChange, { userId: user.id, role: 'user' }, t('users.demoteFailed'));
    } else {
      run(roleChange, { userId: user.id, role: 'admin' }, t('users.promoteFailed'));
    }
  };

  const remove = (user: AdminUser) => {
    if (!window.confirm(t('users.deleteConfirm'))) return;
    run(deletion, user.id, t('users.deleteFailed'));
  };

  return (
    <>
      <ActionOutcome failure={failure} done={done} />
      <PagedTable
        label={t('users.label')}
        pagerLabel={t('users.pages')}
        columns={[
          t('users.colName'),
          t('users.colEmail'),
          t('users.colProfile'),
          t('users.colRole'),
          t('users.colWatchlist'),
          t('users.colJoined'),
          t('users.colActions'),
        ]}
        actions
        query={users}
        items={users.data?.users}
        renderRow={(user) => {
          const self = user.id === currentUserId;
          return (
            <tr key={user.id}>
              <td>
                {user.name} {self && <Muted>{t('users.you')}</Muted>}
              </td>
              <td>
                <bdi dir="ltr">{user.email}</bdi> {user.isGoogleUser && <Muted>{t('users.google')}</Muted>}
              </td>
              <td>
                {user.handle ? `@${user.handle}` : <Muted>{t('users.noHandle')}</Muted>}
                {(user.handle || user.profileHiddenAt) && (
                  <>
                    <br />
                    <HiddenState hiddenAt={user.profileHiddenAt} />
                  </>
                )}
              </td>
              <td>{t(`users.role.${user.role}`)}</td>
              <td>{user.watchlistCount}</td>
              <td>{formatDate(user.createdAt, 'medium')}</td>
              <td>
                <RowActions>
                  <Button
                    $variant="secondary"
                    $size="sm"
                    disabled={self || busy}
                    aria-label={t(user.role === 'admin' ? 'users.demoteLabel' : 'users.promoteLabel', {
                      email: user.email,
                    })}
                    onClick={() => setConfirming(user)}
                  >
                    {t(user.role === 'admin' ? 'users.demote' : 'users.promote')}
                  </Button>
                  <Button
                    $variant="ghost"
                    $size="sm"
                    disabled={self || busy}
                    aria-label={t('users.deleteLabel', { email: user.email })}
                    onClick={() => remove(user)}
                  >
                    {t('users.delete')}
                  </Button>
                  {(user.handle || user.profileHiddenAt) && button(user, busy)}
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
      {dialog}
    </>
  );
}
