import { logoutAtom } from '@marquee/client';
import { type SessionUser, type UserProfile } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { useNavigate } from '@marquee/router';
import { Button, formatDate, Heading, Stack, theme } from '@marquee/ui';
import { useSetAtom } from 'jotai';
import styled from 'styled-components';
import { Avatar } from '../../components/Avatar';
import { IdentityBadge, IdentityHeader } from '../../components/IdentityHeader';
import { useAccountMessages } from '../../messages/account';

const Identity = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;

const Badge = styled(IdentityBadge)`
  display: inline-block;
`;

export interface ProfileHeaderProps {
  user: SessionUser;
  /** The account as the server answered it; undefined while it loads. */
  profile: UserProfile | undefined;
  editing: boolean;
  onEditingChange(editing: boolean): void;
}

/** Photo or initial, name, account kind and "Member since", with Edit Profile / Cancel and Logout. */
export function ProfileHeader({ user, profile, editing, onEditingChange }: ProfileHeaderProps) {
  const { t } = useAccountMessages();
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const avatar = profile?.avatar ?? user.avatar;
  return (
    <IdentityHeader>
      <Avatar name={user.name} src={avatar} />
      <Identity>
        <Heading level={1} size="2xl">
          {profile?.name ?? user.name}
        </Heading>
        {user.isGoogleUser ? (
          <Badge>{t('profile.googleAccount')}</Badge>
        ) : (
          <Muted>{t('profile.manage')}</Muted>
        )}
        <Muted>
          {t('profile.memberSince', { date: formatDate(profile?.createdAt ?? user.createdAt, 'monthYear') })}
        </Muted>
      </Identity>
      <Stack direction="row" gap="sm" wrap>
        {profile && (
          <Button $variant="secondary" onClick={() => onEditingChange(!editing)}>
            {t(editing ? 'common.cancel' : 'profile.edit')}
          </Button>
        )}
        <Button
          $variant="ghost"
          onClick={() => {
            logout();
            navigate(pageHref('home'), { replace: true });
          }}
        >
          {t('profile.logout')}
        </Button>
      </Stack>
    </IdentityHeader>
  );
}
