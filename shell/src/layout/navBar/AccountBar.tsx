import { userAtom } from '@marquee/client';
import { NavLink } from '@marquee/router';
import { Button } from '@marquee/ui';
import { useAtomValue } from 'jotai';
import { useShellMessages } from '../../messages';
import { useNavLabel } from '../useNavLabel';
import { AccountNav, Avatar, InlineLink, ProfileText } from './navBarStyles';
import { type AccountLinks } from './useAccountLinks';

/** The account entries inline in the bar, on desktops (the menu has them below that). */
export function AccountBar({ links, logout }: AccountLinks) {
  const user = useAtomValue(userAtom);
  const { t } = useShellMessages();
  const labelOf = useNavLabel();
  return (
    <AccountNav aria-label={t('nav.account')}>
      {links.map(({ to, label, look }) =>
        look === 'avatar' ? (
          <InlineLink key={to} to={to} title={user?.name}>
            <Avatar aria-hidden="true">
              {user?.avatar ? <img src={user.avatar} alt="" /> : user?.name.charAt(0).toUpperCase()}
            </Avatar>
            <ProfileText>{labelOf(label)}</ProfileText>
          </InlineLink>
        ) : look === 'button' ? (
          <Button key={to} as={NavLink} to={to} $size="sm">
            {labelOf(label)}
          </Button>
        ) : (
          <InlineLink key={to} to={to}>
            {labelOf(label)}
          </InlineLink>
        ),
      )}
      {logout && (
        <Button $variant="ghost" $size="sm" onClick={logout}>
          {t('nav.logout')}
        </Button>
      )}
    </AccountNav>
  );
}
